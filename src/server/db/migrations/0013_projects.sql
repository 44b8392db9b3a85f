CREATE TABLE "annual_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"projectform_id" integer NOT NULL,
	"water_year_id" integer,
	"annual_benefit" double precision,
	"annual_cap_cost" double precision,
	"annual_op_cost" double precision,
	"proj_update_desc" text,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text,
	"project_name" text,
	"source_gsa_id" integer,
	"source_gsp_id" integer,
	"record_type" text,
	"project_mechanism" text,
	"other_project_mechanism" text,
	"first_year" integer,
	"project_description" text,
	"est_annual_benefit" double precision,
	"est_cap_cost" double precision,
	"est_avg_ann_op_cost" double precision,
	"notes" text,
	"lat" double precision,
	"lon" double precision,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"projectform_id" integer NOT NULL,
	"proj_date" date,
	"project_status" text,
	"project_notes" text,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annual_updates" ADD CONSTRAINT "annual_updates_projectform_id_project_forms_id_fk" FOREIGN KEY ("projectform_id") REFERENCES "public"."project_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_updates" ADD CONSTRAINT "annual_updates_water_year_id_water_years_id_fk" FOREIGN KEY ("water_year_id") REFERENCES "public"."water_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_updates" ADD CONSTRAINT "annual_updates_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_forms" ADD CONSTRAINT "project_forms_source_gsa_id_gsas_id_fk" FOREIGN KEY ("source_gsa_id") REFERENCES "public"."gsas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_forms" ADD CONSTRAINT "project_forms_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_forms" ADD CONSTRAINT "project_forms_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_statuses" ADD CONSTRAINT "project_statuses_projectform_id_project_forms_id_fk" FOREIGN KEY ("projectform_id") REFERENCES "public"."project_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_statuses" ADD CONSTRAINT "project_statuses_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annual_updates_projectform_idx" ON "annual_updates" USING btree ("projectform_id");--> statement-breakpoint
CREATE INDEX "project_statuses_projectform_idx" ON "project_statuses" USING btree ("projectform_id");
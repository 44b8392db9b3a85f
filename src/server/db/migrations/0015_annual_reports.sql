CREATE TABLE "annual_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_type" text NOT NULL,
	"gsp_id" integer NOT NULL,
	"water_year_id" integer NOT NULL,
	"gsa_id" integer,
	"saved" boolean DEFAULT true NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"report_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updateby_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annual_reports_report_type" CHECK (report_type in ('groundwaterstorage', 'groundwaterextraction', 'surfacewatersupply', 'totalwateruse', 'groundwaterrecharge', 'evapotranspiration'))
);
--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_gsp_id_gsps_id_fk" FOREIGN KEY ("gsp_id") REFERENCES "public"."gsps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_water_year_id_water_years_id_fk" FOREIGN KEY ("water_year_id") REFERENCES "public"."water_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_gsa_id_gsas_id_fk" FOREIGN KEY ("gsa_id") REFERENCES "public"."gsas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "annual_reports_one_per_gsp_and_year" ON "annual_reports" USING btree ("report_type","gsp_id","water_year_id");--> statement-breakpoint
CREATE INDEX "annual_reports_water_year_idx" ON "annual_reports" USING btree ("water_year_id","report_type");
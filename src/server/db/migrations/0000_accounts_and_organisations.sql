CREATE TABLE "address_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"window_ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_config" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"agency_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gsa_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gsa_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gsas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gsp_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gsp_id" integer NOT NULL,
	"authorized_reporter" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gsps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"data_submission" text[] DEFAULT '{}'::text[] NOT NULL,
	"monitoringimport" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"water_year" integer NOT NULL,
	"water_year_start" date NOT NULL,
	"water_year_end" date NOT NULL,
	"import_start" date,
	"import_end" date,
	"is_active" boolean DEFAULT false NOT NULL,
	"year_type" text
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsa_associations" ADD CONSTRAINT "gsa_associations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsa_associations" ADD CONSTRAINT "gsa_associations_gsa_id_gsas_id_fk" FOREIGN KEY ("gsa_id") REFERENCES "public"."gsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsp_associations" ADD CONSTRAINT "gsp_associations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsp_associations" ADD CONSTRAINT "gsp_associations_gsp_id_gsps_id_fk" FOREIGN KEY ("gsp_id") REFERENCES "public"."gsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_key_hash_unique" ON "auth_tokens" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "gsa_associations_user_gsa_unique" ON "gsa_associations" USING btree ("user_id","gsa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gsp_associations_user_gsp_unique" ON "gsp_associations" USING btree ("user_id","gsp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "water_years_water_year_unique" ON "water_years" USING btree ("water_year");--> statement-breakpoint
CREATE UNIQUE INDEX "water_years_one_active" ON "water_years" USING btree ("is_active") WHERE "water_years"."is_active";
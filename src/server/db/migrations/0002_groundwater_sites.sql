CREATE TABLE "groundwater_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"dms_site_id" text NOT NULL,
	"local_site_id" text,
	"dwr_well_id" text,
	"origin_site_id" text,
	"source_org" text,
	"owner" text,
	"monitor_by" text,
	"source_gsp_id" integer,
	"coordinate_method" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"horz_datum" text,
	"accuracy" text,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groundwater_sites" ADD CONSTRAINT "groundwater_sites_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groundwater_sites" ADD CONSTRAINT "groundwater_sites_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "groundwater_sites_purpose_dms_site_id_unique" ON "groundwater_sites" USING btree ("purpose","dms_site_id");--> statement-breakpoint
CREATE INDEX "groundwater_sites_source_gsp_idx" ON "groundwater_sites" USING btree ("source_gsp_id");
ALTER TABLE "well_measurements" ADD COLUMN "dwr_wlm_id" bigint;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_stn_id" integer;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_rpe" double precision;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_gse" double precision;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_rdng_ws" double precision;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_rdng_rp" double precision;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_gse_wse" double precision;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_qa_desc" text;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_org_id" integer;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_coop_org_id" integer;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD COLUMN "dwr_coop_org_name" text;--> statement-breakpoint
ALTER TABLE "well_sites" ADD COLUMN "basin_code" text;--> statement-breakpoint
ALTER TABLE "well_sites" ADD COLUMN "dwr_site_code" text;--> statement-breakpoint
ALTER TABLE "well_sites" ADD COLUMN "dwr_stn_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "well_measurements_dwr_wlm_id_unique" ON "well_measurements" USING btree ("dwr_wlm_id") WHERE "well_measurements"."dwr_wlm_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "well_sites_dwr_site_code_unique" ON "well_sites" USING btree ("dwr_site_code") WHERE "well_sites"."dwr_site_code" is not null;
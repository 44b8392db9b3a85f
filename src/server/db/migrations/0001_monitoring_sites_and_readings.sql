CREATE TABLE "interconnected_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"dms_site_id" text NOT NULL,
	"local_site_id" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source_gsa_id" integer,
	"source_gsp_id" integer,
	"alt_site_id" text,
	"owner_id" integer,
	"monitor_by_id" integer,
	"monitor_type" text,
	"origin_horz_grad_sa" double precision,
	"origin_horz_grad_ua" double precision,
	"origin_horz_grad_la" double precision,
	"origin_vert_grad_sa_ua" double precision,
	"origin_vert_grad_ua_la" double precision,
	"gsp_mon_network" boolean DEFAULT false NOT NULL,
	"gsp_threshold" double precision,
	"meas_objective" double precision,
	"yr5_milestone" double precision,
	"yr10_milestone" double precision,
	"yr15_milestone" double precision,
	"site_notes" text,
	"dms_strm_site_id" integer,
	"dms_sa_site_id" integer,
	"dms_ua_site_id" integer,
	"dms_la_site_id" integer,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"group" text NOT NULL,
	"colour" text,
	"marker_size" integer,
	"detail_link" text,
	"page_type" text,
	"source" text,
	"url" text,
	"default_on" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"legend" jsonb
);
--> statement-breakpoint
CREATE TABLE "reference_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"layer_id" integer NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geometry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meas_time" time,
	"stream_stage" double precision,
	"meas_comments" text,
	"meas_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"dms_site_id" text NOT NULL,
	"local_site_id" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source_gsa_id" integer,
	"source_gsp_id" integer,
	"alt_site_id" text,
	"stream_name" text,
	"owner_id" integer,
	"monitor_by_id" integer,
	"link" text,
	"horz_datum" text,
	"coordinate_method" text,
	"coordinate_accuracy" text,
	"township" text,
	"range" text,
	"section" text,
	"quarter_section" text,
	"ground_surface_elev" double precision,
	"meas_elev_date" date,
	"vert_datum" text,
	"elevation_source" text,
	"elevation_accuracy" text,
	"meas_type" text,
	"interconnected_monitoring" boolean DEFAULT false NOT NULL,
	"site_notes" text,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidence_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meas_time" time,
	"ua_compaction" double precision,
	"meas_elevation" double precision,
	"total_subsidence" double precision,
	"meas_accuracy" text,
	"meas_comments" text,
	"meas_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidence_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"dms_site_id" text NOT NULL,
	"local_site_id" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source_gsa_id" integer,
	"source_gsp_id" integer,
	"alt_site_id" text,
	"aquifer_zone" text,
	"owner_id" integer,
	"monitor_by_id" integer,
	"horz_datum" text,
	"coordinate_method" text,
	"coordinate_accuracy" text,
	"township" text,
	"range" text,
	"section" text,
	"quarter_section" text,
	"origin_elevation" double precision,
	"origin_meas_date" date,
	"vert_datum" text,
	"elevation_source" text,
	"elevation_accuracy" text,
	"meas_type" text,
	"gsp_mon_network" boolean DEFAULT false NOT NULL,
	"gsp_threshold" double precision,
	"measurable_objective" double precision,
	"yr5_milestone" double precision,
	"yr10_milestone" double precision,
	"yr15_milestone" double precision,
	"site_notes" text,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vertical_gradient_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stream_meas_time" time,
	"sa_gwe_meas_date" date,
	"sa_gwe_meas_time" time,
	"ua_gwe_meas_date" date,
	"ua_gwe_meas_time" time,
	"la_gwe_meas_date" date,
	"la_gwe_meas_time" time,
	"stream_stage" double precision,
	"sa_gwe" double precision,
	"ua_gwe" double precision,
	"la_gwe" double precision,
	"horiz_grad_sa" double precision,
	"horiz_grad_ua" double precision,
	"horiz_grad_la" double precision,
	"vert_grad_sa_ua" double precision,
	"vert_grad_ua_la" double precision,
	"meas_accuracy" text,
	"meas_comments" text,
	"stream_meas_date" date
);
--> statement-breakpoint
CREATE TABLE "water_quality_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meas_time" time,
	"lab_name" text,
	"analytical_method" text,
	"characteristic" text NOT NULL,
	"result_value" double precision,
	"result_units" text,
	"result_qualifier" text,
	"sampled_by" text,
	"meas_comments" text,
	"meas_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "well_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"measurement_time" time,
	"measurement_depth" double precision,
	"surf_elev" double precision,
	"vert_datum" text,
	"meas_method" text,
	"meas_accuracy" text,
	"no_measurement" text,
	"quest_meas" text,
	"measured_by" text,
	"meas_comments" text,
	"measurement_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "well_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"dms_site_id" text NOT NULL,
	"local_site_id" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source_gsa_id" integer,
	"source_gsp_id" integer,
	"alt_site_id" text,
	"origin_site_id" text,
	"dwr_well_id" text,
	"casgem_well_id" text,
	"source_org_id" integer,
	"well_owner_id" integer,
	"monitor_by_id" integer,
	"horz_datum" text,
	"coordinate_method" text,
	"coordinate_accuracy" text,
	"township" text,
	"range" text,
	"section" text,
	"quarter_section" text,
	"meas_elev_date" date,
	"elevation_method" text,
	"elevation_source" text,
	"elevation_accuracy" text,
	"rpe" double precision,
	"rp_desc" text,
	"vert_datum" text,
	"gsp_mon_network" boolean DEFAULT false NOT NULL,
	"aquifer_designation" text,
	"interconnected_monitoring" boolean DEFAULT false NOT NULL,
	"gsp_threshold" double precision,
	"measurable_objective" double precision,
	"yr5_milestone" double precision,
	"yr10_milestone" double precision,
	"yr15_milestone" double precision,
	"well_notes" text,
	"well_use" text,
	"well_status" text,
	"well_completion_type" text,
	"well_completion_number" text,
	"date_drilled" date,
	"total_well_depth" double precision,
	"perforated_interval_top" double precision,
	"perforated_interval_bottom" double precision,
	"perforated_intervals_screen" text,
	"perforated_intervals_range_1" text,
	"perforated_intervals_range_2" text,
	"perforated_intervals_range_3" text,
	"perforated_intervals_range_4" text,
	"perforated_intervals_range_5" text,
	"perforated_intervals_range_6" text,
	"perforated_intervals_range_7" text,
	"perforated_intervals_range_8" text,
	"perforated_intervals_range_9" text,
	"perforated_intervals_range_10" text,
	"power_type" text,
	"volumetric_calc_type" text,
	"wl_monitoring" boolean DEFAULT false NOT NULL,
	"wq_monitoring" boolean DEFAULT false NOT NULL,
	"monitor_site_type" text,
	"ground_surface_elev" double precision,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_source_gsa_id_gsas_id_fk" FOREIGN KEY ("source_gsa_id") REFERENCES "public"."gsas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_owner_id_agencies_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_monitor_by_id_agencies_id_fk" FOREIGN KEY ("monitor_by_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_dms_strm_site_id_stream_sites_id_fk" FOREIGN KEY ("dms_strm_site_id") REFERENCES "public"."stream_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_dms_sa_site_id_well_sites_id_fk" FOREIGN KEY ("dms_sa_site_id") REFERENCES "public"."well_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_dms_ua_site_id_well_sites_id_fk" FOREIGN KEY ("dms_ua_site_id") REFERENCES "public"."well_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_dms_la_site_id_well_sites_id_fk" FOREIGN KEY ("dms_la_site_id") REFERENCES "public"."well_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interconnected_sites" ADD CONSTRAINT "interconnected_sites_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_features" ADD CONSTRAINT "reference_features_layer_id_map_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."map_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_measurements" ADD CONSTRAINT "stream_measurements_site_id_stream_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."stream_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sites" ADD CONSTRAINT "stream_sites_source_gsa_id_gsas_id_fk" FOREIGN KEY ("source_gsa_id") REFERENCES "public"."gsas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sites" ADD CONSTRAINT "stream_sites_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sites" ADD CONSTRAINT "stream_sites_owner_id_agencies_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sites" ADD CONSTRAINT "stream_sites_monitor_by_id_agencies_id_fk" FOREIGN KEY ("monitor_by_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sites" ADD CONSTRAINT "stream_sites_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_measurements" ADD CONSTRAINT "subsidence_measurements_site_id_subsidence_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."subsidence_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_sites" ADD CONSTRAINT "subsidence_sites_source_gsa_id_gsas_id_fk" FOREIGN KEY ("source_gsa_id") REFERENCES "public"."gsas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_sites" ADD CONSTRAINT "subsidence_sites_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_sites" ADD CONSTRAINT "subsidence_sites_owner_id_agencies_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_sites" ADD CONSTRAINT "subsidence_sites_monitor_by_id_agencies_id_fk" FOREIGN KEY ("monitor_by_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidence_sites" ADD CONSTRAINT "subsidence_sites_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vertical_gradient_measurements" ADD CONSTRAINT "vertical_gradient_measurements_site_id_interconnected_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."interconnected_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_measurements" ADD CONSTRAINT "water_quality_measurements_site_id_well_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."well_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_measurements" ADD CONSTRAINT "well_measurements_site_id_well_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."well_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_source_gsa_id_gsas_id_fk" FOREIGN KEY ("source_gsa_id") REFERENCES "public"."gsas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_source_org_id_agencies_id_fk" FOREIGN KEY ("source_org_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_well_owner_id_agencies_id_fk" FOREIGN KEY ("well_owner_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_monitor_by_id_agencies_id_fk" FOREIGN KEY ("monitor_by_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_sites" ADD CONSTRAINT "well_sites_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interconnected_sites_dms_site_id_unique" ON "interconnected_sites" USING btree ("dms_site_id");--> statement-breakpoint
CREATE INDEX "reference_features_layer_idx" ON "reference_features" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "stream_measurements_site_date_idx" ON "stream_measurements" USING btree ("site_id","meas_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sites_dms_site_id_unique" ON "stream_sites" USING btree ("dms_site_id");--> statement-breakpoint
CREATE INDEX "subsidence_measurements_site_date_idx" ON "subsidence_measurements" USING btree ("site_id","meas_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidence_sites_dms_site_id_unique" ON "subsidence_sites" USING btree ("dms_site_id");--> statement-breakpoint
CREATE INDEX "vertical_gradient_measurements_site_idx" ON "vertical_gradient_measurements" USING btree ("site_id","stream_meas_date");--> statement-breakpoint
CREATE INDEX "water_quality_measurements_site_date_idx" ON "water_quality_measurements" USING btree ("site_id","meas_date");--> statement-breakpoint
CREATE INDEX "well_measurements_site_date_idx" ON "well_measurements" USING btree ("site_id","measurement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "well_sites_dms_site_id_unique" ON "well_sites" USING btree ("dms_site_id");--> statement-breakpoint
CREATE INDEX "well_sites_source_gsp_idx" ON "well_sites" USING btree ("source_gsp_id");
-- Unlogged: staged rows are rebuilt from the stored file if a crash loses them.
CREATE UNLOGGED TABLE "import_staged_stream_measurements" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"water_year" integer NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"problem" text,
	"meas_date" date NOT NULL,
	"meas_time" time,
	"stream_stage" double precision,
	"meas_comments" text,
	CONSTRAINT "import_staged_stream_measurements_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "import_staged_subsidence_measurements" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"water_year" integer NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"problem" text,
	"meas_date" date NOT NULL,
	"meas_time" time,
	"ua_compaction" double precision,
	"meas_elevation" double precision,
	"total_subsidence" double precision,
	"meas_accuracy" text,
	"meas_comments" text,
	CONSTRAINT "import_staged_subsidence_measurements_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "import_staged_vertical_gradient_measurements" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"water_year" integer NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"problem" text,
	"stream_meas_date" date,
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
	CONSTRAINT "import_staged_vertical_gradient_measurements_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "import_staged_water_quality_measurements" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"water_year" integer NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"problem" text,
	"meas_date" date NOT NULL,
	"meas_time" time,
	"lab_name" text,
	"analytical_method" text,
	"characteristic" text NOT NULL,
	"result_value" double precision,
	"result_units" text,
	"result_qualifier" text,
	"sampled_by" text,
	"meas_comments" text,
	CONSTRAINT "import_staged_water_quality_measurements_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "import_staged_well_measurements" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"water_year" integer NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"problem" text,
	"measurement_date" date NOT NULL,
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
	CONSTRAINT "import_staged_well_measurements_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "loaded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "import_staged_stream_measurements" ADD CONSTRAINT "import_staged_stream_measurements_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_subsidence_measurements" ADD CONSTRAINT "import_staged_subsidence_measurements_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_vertical_gradient_measurements" ADD CONSTRAINT "import_staged_vertical_gradient_measurements_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_water_quality_measurements" ADD CONSTRAINT "import_staged_water_quality_measurements_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_well_measurements" ADD CONSTRAINT "import_staged_well_measurements_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
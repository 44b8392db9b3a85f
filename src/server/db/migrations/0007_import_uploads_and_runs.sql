CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"dataset" text NOT NULL,
	"gsp_id" integer NOT NULL,
	"water_year_id" integer,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"task_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"detail" jsonb,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_gsp_id_gsps_id_fk" FOREIGN KEY ("gsp_id") REFERENCES "public"."gsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_water_year_id_water_years_id_fk" FOREIGN KEY ("water_year_id") REFERENCES "public"."water_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_task_id_unique" ON "import_runs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "import_runs_claimable" ON "import_runs" USING btree ("heartbeat_at") WHERE "import_runs"."status" = 'PROGRESS';--> statement-breakpoint
CREATE INDEX "import_runs_gsp_dataset" ON "import_runs" USING btree ("gsp_id","dataset");--> statement-breakpoint
CREATE INDEX "import_runs_created_by" ON "import_runs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "import_runs_file_id" ON "import_runs" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_uploaded_by" ON "uploaded_files" USING btree ("uploaded_by");
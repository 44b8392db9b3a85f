-- Unlogged: staged rows are rebuilt from the stored file if a crash loses them.
CREATE UNLOGGED TABLE "import_staged_rows" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"reading_day" date NOT NULL,
	"reading_of" text DEFAULT '' NOT NULL,
	"record" json NOT NULL,
	"problem_column" text,
	"problem" text,
	CONSTRAINT "import_staged_rows_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "loaded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_staged_rows" ADD CONSTRAINT "import_staged_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
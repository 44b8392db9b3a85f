CREATE TABLE "reading_stats" (
	"reading_table" text NOT NULL,
	"site_id" integer NOT NULL,
	"submitted" boolean NOT NULL,
	"readings" integer NOT NULL,
	"first_date" date,
	"last_date" date,
	CONSTRAINT "reading_stats_reading_table_site_id_submitted_pk" PRIMARY KEY("reading_table","site_id","submitted")
);

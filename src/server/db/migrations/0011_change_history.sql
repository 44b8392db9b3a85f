CREATE TABLE "change_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"record_label" text,
	"operation" text NOT NULL,
	"changed_by_id" integer,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb
);
--> statement-breakpoint
CREATE INDEX "change_history_record_idx" ON "change_history" USING btree ("table_name","record_id","changed_at");--> statement-breakpoint
CREATE INDEX "change_history_changed_at_idx" ON "change_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "change_history_changed_by_idx" ON "change_history" USING btree ("changed_by_id","changed_at");
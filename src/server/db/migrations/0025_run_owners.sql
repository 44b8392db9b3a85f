ALTER TABLE "import_runs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_id" uuid;
ALTER TABLE "pump_tests" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "well_maintenance" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "well_volume_pumps" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "wells" ADD COLUMN "idempotency_fingerprint" text;
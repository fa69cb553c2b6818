ALTER TABLE "vendors" ADD COLUMN "submitted_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "changes_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pending_contact_phone" text;--> statement-breakpoint
CREATE INDEX "vendors_changes_queue_idx" ON "vendors" USING btree ("changes_submitted_at") WHERE "vendors"."changes_submitted_at" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_pending_contact_phone_check" CHECK ("vendors"."pending_contact_phone" ~ '^\+234[0-9]{10}$');
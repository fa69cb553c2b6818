ALTER TABLE "vendors" ADD COLUMN "submitted_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "changes_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pending_contact_phone" text;--> statement-breakpoint
CREATE INDEX "vendors_changes_queue_idx" ON "vendors" USING btree ("changes_submitted_at") WHERE "vendors"."changes_submitted_at" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_pending_contact_phone_check" CHECK ("vendors"."pending_contact_phone" ~ '^\+234[0-9]{10}$');--> statement-breakpoint
-- Profiles already waiting for review are approved as they stand now: their snapshot is taken here.
UPDATE "vendors" SET "submitted_snapshot" = jsonb_build_object(
  'displayName', "display_name", 'description', "description", 'logoId', "logo_id", 'coverId', "cover_id",
  'state', "state", 'city', "city", 'cacNumber', "cac_number", 'contactPhone', "contact_phone")
WHERE "status" = 'PENDING' AND "submitted_at" IS NOT NULL AND ("rejected_at" IS NULL OR "rejected_at" < "submitted_at");

ALTER TYPE "public"."payment_refund_status" ADD VALUE 'PROCESSING' BEFORE 'PROCESSED';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payments_given_up_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('ABANDONED', 'FAILED');
ALTER TYPE "public"."payment_refund_follow_up" ADD VALUE 'ACCOUNT_GIVEN';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refund_account" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refund_account_name" text;
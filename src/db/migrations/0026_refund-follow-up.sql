CREATE TYPE "public"."payment_refund_follow_up" AS ENUM('REFUNDED_AGAIN', 'PAID_BY_TRANSFER');--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "follow_up" "payment_refund_follow_up";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "follow_up_refund_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "followed_up_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_followed_up_by_users_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
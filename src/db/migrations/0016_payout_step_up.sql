ALTER TYPE "public"."otp_purpose" ADD VALUE 'CONFIRM_PAYOUT';--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payouts_held_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Accounts saved before the hold existed keep their own time and are not held retroactively.
UPDATE "payout_accounts" SET "changed_at" = "updated_at", "payouts_held_until" = "updated_at";

ALTER TYPE "public"."order_status" ADD VALUE 'REFUSED';--> statement-breakpoint
CREATE TABLE "app_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_notifications_user_idx" ON "app_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "app_notifications_unread_idx" ON "app_notifications" USING btree ("user_id","created_at") WHERE "app_notifications"."read_at" is null;--> statement-breakpoint
-- Hand-written (not generated): the queues of the jobs that follow orders and payments (src/jobs/job-kinds.ts).
SELECT pgboss.create_queue('event.order-payments', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true}');--> statement-breakpoint
SELECT pgboss.create_queue('event.order-messages', '{"policy":"standard","retryLimit":5,"retryDelay":5,"retryBackoff":true}');

CREATE TYPE "public"."ledger_entry_kind" AS ENUM('SALE', 'COMMISSION', 'REFUND', 'PAYOUT');--> statement-breakpoint
CREATE TYPE "public"."order_actor_kind" AS ENUM('BUYER', 'VENDOR', 'SYSTEM', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('AWAITING_PAYMENT', 'PAYMENT_FAILED', 'PAID', 'CONFIRMED', 'ACCEPTED', 'REJECTED', 'READY', 'OUT_FOR_DELIVERY', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'DISPUTED');--> statement-breakpoint
CREATE TYPE "public"."order_payment_method" AS ENUM('PAYSTACK', 'PAY_ON_DELIVERY');--> statement-breakpoint
ALTER TYPE "public"."stock_change_reason" ADD VALUE 'ORDER';--> statement-breakpoint
ALTER TYPE "public"."stock_change_reason" ADD VALUE 'ORDER_RETURN';--> statement-breakpoint
CREATE TABLE "vendor_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ledger_entries_sign_check" CHECK (("vendor_ledger_entries"."kind" = 'SALE' and "vendor_ledger_entries"."amount_kobo" >= 0) or ("vendor_ledger_entries"."kind" <> 'SALE' and "vendor_ledger_entries"."amount_kobo" <= 0))
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_fingerprint" text NOT NULL,
	"payment_method" "order_payment_method" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"unit_label" text NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_kobo" bigint NOT NULL,
	"picture_url" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_line_check" CHECK ("order_items"."line_total_kobo" = "order_items"."unit_price_kobo" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"actor_kind" "order_actor_kind" NOT NULL,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "order_payment_method" NOT NULL,
	"items_total_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"buyer_name" text NOT NULL,
	"delivery" jsonb NOT NULL,
	"address" jsonb,
	"delivery_code" text NOT NULL,
	"delivery_code_wrong_tries" smallint DEFAULT 0 NOT NULL,
	"delivery_code_locked_at" timestamp with time zone,
	"accept_by" timestamp with time zone,
	"inspection_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_kobo" = "orders"."items_total_kobo" + "orders"."delivery_fee_kobo"),
	CONSTRAINT "orders_money_check" CHECK ("orders"."items_total_kobo" >= 0 and "orders"."delivery_fee_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_entries_order_kind_key" ON "vendor_ledger_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_vendor_idx" ON "vendor_ledger_entries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_buyer_key" ON "checkouts" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_status_idx" ON "orders" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written (issue #24): the queues of the orders' scheduled sweeps (src/jobs/job-kinds.ts, JOB_SCHEDULES).
SELECT pgboss.create_queue('orders.expire-unpaid', '{"policy":"standard","retryLimit":3,"retryDelay":30,"retryBackoff":true}');--> statement-breakpoint
SELECT pgboss.create_queue('orders.cancel-unaccepted', '{"policy":"standard","retryLimit":3,"retryDelay":60,"retryBackoff":true}');--> statement-breakpoint
SELECT pgboss.create_queue('orders.complete-inspected', '{"policy":"standard","retryLimit":3,"retryDelay":60,"retryBackoff":true}');

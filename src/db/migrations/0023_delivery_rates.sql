CREATE TABLE "vendor_delivery_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"state" text NOT NULL,
	"lga" text,
	"fee_kobo" bigint NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_delivery_rates_fee_check" CHECK ("vendor_delivery_rates"."fee_kobo" >= 0),
	CONSTRAINT "vendor_delivery_rates_days_check" CHECK ("vendor_delivery_rates"."min_days" >= 0 and "vendor_delivery_rates"."max_days" >= "vendor_delivery_rates"."min_days")
);
--> statement-breakpoint
ALTER TABLE "vendor_delivery_rates" ADD CONSTRAINT "vendor_delivery_rates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_delivery_rates_zone_key" ON "vendor_delivery_rates" USING btree ("vendor_id","state",coalesce("lga", ''));
-- Issue 23, item 1: a business counts once per price-desk item, state and day; a listing's reports are found when it leaves the market.
ALTER TABLE "price_reports" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "price_reports_listing_vendor_day_key" ON "price_reports" USING btree ("vendor_id","item_id","state","observed_on") WHERE "price_reports"."source" = 'LISTING' and "price_reports"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "price_reports_listing_idx" ON "price_reports" USING btree ("listing_id") WHERE "price_reports"."listing_id" is not null;
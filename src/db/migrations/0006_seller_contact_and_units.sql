CREATE TYPE "public"."contact_visibility" AS ENUM('CALL_AND_WHATSAPP', 'WHATSAPP_ONLY', 'HIDDEN');--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'VISIT';--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'SQUARE_METRE';--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'POINT';--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'HEAD';--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'PIECE';--> statement-breakpoint
ALTER TYPE "public"."service_rate" ADD VALUE 'PACK';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_visibility" "contact_visibility" DEFAULT 'HIDDEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_quantity_check" CHECK ("products"."unit_quantity" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_contact_phone_check" CHECK ("vendors"."contact_phone" ~ '^\+234[0-9]{10}$');--> statement-breakpoint
-- A listing linked to a price-desk item sells in that item's unit: existing ones take the item's label.
UPDATE "products" SET "unit_label" = "price_items"."unit_label" FROM "price_items" WHERE "products"."price_item_id" = "price_items"."id";

CREATE TABLE "service_images" (
	"service_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "service_images_service_id_media_id_pk" PRIMARY KEY("service_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "availability" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_images_order_idx" ON "service_images" USING btree ("service_id","position");--> statement-breakpoint
UPDATE "services" SET "areas" = jsonb_build_array(jsonb_build_object('state', "state", 'city', "city")) WHERE "areas" = '[]'::jsonb;

CREATE TYPE "public"."vendor_role" AS ENUM('OWNER', 'MANAGER', 'SALES_ASSISTANT');--> statement-breakpoint
CREATE TABLE "vendor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"email" text,
	"phone" text,
	"role" "vendor_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vendor_invitations_contact_check" CHECK (("vendor_invitations"."email" is null) <> ("vendor_invitations"."phone" is null)),
	CONSTRAINT "vendor_invitations_not_owner_check" CHECK ("vendor_invitations"."role" <> 'OWNER')
);
--> statement-breakpoint
CREATE TABLE "vendor_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "vendor_role" NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invitations_token_key" ON "vendor_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_invitations_vendor_idx" ON "vendor_invitations" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_invitations_email_idx" ON "vendor_invitations" USING btree ("email") WHERE "vendor_invitations"."email" is not null and "vendor_invitations"."accepted_at" is null and "vendor_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_invitations_phone_idx" ON "vendor_invitations" USING btree ("phone") WHERE "vendor_invitations"."phone" is not null and "vendor_invitations"."accepted_at" is null and "vendor_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_members_vendor_user_key" ON "vendor_members" USING btree ("vendor_id","user_id");--> statement-breakpoint
CREATE INDEX "vendor_members_user_idx" ON "vendor_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_members_one_owner_key" ON "vendor_members" USING btree ("vendor_id") WHERE "vendor_members"."role" = 'OWNER';--> statement-breakpoint
-- Every existing vendor's owner becomes its OWNER member (vendors.owner_id stays: one business per owner).
INSERT INTO "vendor_members" ("vendor_id", "user_id", "role", "added_by")
SELECT "id", "owner_id", 'OWNER', "owner_id" FROM "vendors"
ON CONFLICT DO NOTHING;

import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { vendors } from "@/modules/vendors/vendors.schema";

export const vendorRole = pgEnum("vendor_role", ["OWNER", "MANAGER", "SALES_ASSISTANT"]);

/** The people who run a vendor, each with a vendor role (the owner is a member too). */
export const vendorMembers = pgTable(
  "vendor_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: vendorRole("role").notNull(),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_members_vendor_user_key").on(t.vendorId, t.userId),
    index("vendor_members_user_idx").on(t.userId),
    // One owner per vendor: ownership moves by changing roles, never by having two.
    uniqueIndex("vendor_members_one_owner_key")
      .on(t.vendorId)
      .where(sql`${t.role} = 'OWNER'`),
  ],
);

/**
 * An invitation to join a vendor, sent to an e-mail address or a phone number. It is accepted by the person who
 * signs in with that verified address or number; the link's token is stored only as a SHA-256.
 */
export const vendorInvitations = pgTable(
  "vendor_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email"),
    /** E.164. */
    phone: text("phone"),
    role: vendorRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("vendor_invitations_contact_check", sql`(${t.email} is null) <> (${t.phone} is null)`),
    check("vendor_invitations_not_owner_check", sql`${t.role} <> 'OWNER'`),
    uniqueIndex("vendor_invitations_token_key").on(t.tokenHash),
    index("vendor_invitations_vendor_idx").on(t.vendorId),
    index("vendor_invitations_email_idx")
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index("vendor_invitations_phone_idx")
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

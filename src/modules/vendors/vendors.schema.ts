import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { mediaAssets } from "@/modules/media/media.schema";
import type { OpeningHours, PendingProfileChanges, ReviewedProfile } from "@/modules/vendors/vendors.types";

export const vendorKind = pgEnum("vendor_kind", ["INDIVIDUAL", "STORE", "ARTISAN"]);
export const vendorStatus = pgEnum("vendor_status", ["PENDING", "APPROVED", "SUSPENDED"]);
/** What a seller lets buyers see of their phone: both call and WhatsApp, WhatsApp chat only, or nothing. */
export const contactVisibility = pgEnum("contact_visibility", ["CALL_AND_WHATSAPP", "WHATSAPP_ONLY", "HIDDEN"]);

/** A seller's or artisan's business; created pending at sign-up and approved by the operations team. */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: vendorKind("kind").notNull(),
    displayName: text("display_name").notNull(),
    /** Public store address: /market/store/<slug>. */
    slug: text("slug")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    description: text("description"),
    status: vendorStatus("status").notNull().default("PENDING"),
    state: text("state"),
    city: text("city"),
    /** The phone buyers reach the seller on, E.164 ("+2348031234567"); shown only as `contactVisibility` allows. */
    contactPhone: text("contact_phone"),
    contactVisibility: contactVisibility("contact_visibility").notNull().default("HIDDEN"),
    /** Sum and count of review stars (1–5); the reviews themselves arrive with orders. */
    ratingTotal: integer("rating_total").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /** When the business phone was confirmed with a code sent to it (changing the number clears it). */
    contactPhoneVerifiedAt: timestamp("contact_phone_verified_at", { withTimezone: true }),
    /** Corporate Affairs Commission registration ("RC 1234567", "BN 1234567"), optional. */
    cacNumber: text("cac_number"),
    logoId: uuid("logo_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    coverId: uuid("cover_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    /**
     * Review: a pending vendor with no submittedAt is still preparing; submitted, it waits for operations, who approve
     * (status APPROVED) or reject with a reason the seller sees (rejectedAt after submittedAt) and may fix and resubmit.
     */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /**
     * What the reviewer reads, copied when the profile is sent: the approval publishes this copy, never what the
     * columns hold by then (the profile is locked while it waits, and this keeps it so whatever path writes them).
     */
    submittedSnapshot: jsonb("submitted_snapshot").$type<ReviewedProfile>(),
    /**
     * Once approved, the columns above are what buyers see: a new name, description or logo waits here (a key present
     * is a change) for operations to approve it (submitted at changesSubmittedAt), and the approved version stays public.
     */
    pendingChanges: jsonb("pending_changes").$type<PendingProfileChanges>(),
    changesSubmittedAt: timestamp("changes_submitted_at", { withTimezone: true }),
    /** An approved business's new contact phone, public only once its code comes back (contactPhone stays until then). */
    pendingContactPhone: text("pending_contact_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendors_owner_key").on(t.ownerId),
    uniqueIndex("vendors_slug_key").on(t.slug),
    index("vendors_status_idx").on(t.status),
    // Operations' queue: submitted and not yet decided, oldest first.
    index("vendors_review_queue_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'PENDING' and ${t.submittedAt} is not null`),
    // Operations' queue of published businesses whose changes wait for review.
    index("vendors_changes_queue_idx")
      .on(t.changesSubmittedAt)
      .where(sql`${t.changesSubmittedAt} is not null`),
    // "Is this product's seller approved?" is asked of every listed product: a lookup in this small index lets the
    // planner check a page's sellers one by one instead of hashing every vendor (docs/decisions/0008-market-search.md).
    index("vendors_approved_idx")
      .on(t.id)
      .where(sql`${t.status} = 'APPROVED'`),
    // Stored as toNigerianE164 writes it, so tel: and wa.me links never need to guess.
    check("vendors_contact_phone_check", sql`${t.contactPhone} ~ '^\\+234[0-9]{10}$'`),
    check("vendors_pending_contact_phone_check", sql`${t.pendingContactPhone} ~ '^\\+234[0-9]{10}$'`),
  ],
);

/** A vendor's physical outlets (a shop in Computer Village, a stall at Mile 12). */
export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark"),
    state: text("state").notNull(),
    city: text("city").notNull(),
    phone: text("phone"),
    /** Missing days are closed; times are "HH:MM" in West Africa Time. */
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default({}),
    /** "Closed today": the date (West Africa Time) the outlet is shut whatever its hours say; past dates mean nothing. */
    closedOn: date("closed_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stores_vendor_idx").on(t.vendorId)],
);

import { sql, type SQL } from "drizzle-orm";
import { bigint, boolean, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tsvector } from "@/db/column-types";
import { users } from "@/modules/identity/identity.schema";

export const priceSource = pgEnum("price_source", ["LISTING", "VENDOR", "SURVEY", "USER"]);
/** HELD reports wait for moderation and never count in the figures until ACCEPTED. */
export const priceReportStatus = pgEnum("price_report_status", ["ACCEPTED", "HELD", "REJECTED"]);
export const alertChannel = pgEnum("alert_channel", ["EMAIL", "SMS"]);

const itemDocument: SQL = sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(aliases, '')), 'B')`;

/** A reference item people compare prices of: "Rice (local), 50kg bag", "iPhone 13 128GB". */
export const priceItems = pgTable(
  "price_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Other names people search by, space separated: "ofada bag of rice". */
    aliases: text("aliases").notNull().default(""),
    /** What one price is for, as a person says it: "50kg bag", "derica", "piece". */
    unitLabel: text("unit_label").notNull(),
    /** The category the offers live in, by slug, to link the desk to listings. */
    categorySlug: text("category_slug"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(itemDocument),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("price_items_slug_key").on(t.slug),
    index("price_items_search_idx").using("gin", t.searchVector),
    index("price_items_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** A named market where prices are observed: Mile 12 (Lagos), Wuse (FCT Abuja), Kurmi (Kano), Bodija (Oyo). */
export const markets = pgTable(
  "markets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
  },
  (t) => [uniqueIndex("markets_slug_key").on(t.slug), index("markets_state_idx").on(t.state)],
);

export const priceReports = pgTable(
  "price_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => priceItems.id, { onDelete: "cascade" }),
    priceKobo: bigint("price_kobo", { mode: "number" }).notNull(),
    state: text("state").notNull(),
    marketId: uuid("market_id").references(() => markets.id, { onDelete: "set null" }),
    source: priceSource("source").notNull(),
    status: priceReportStatus("status").notNull().default("ACCEPTED"),
    /** Why a report was held: shown to moderators, never to the public. */
    heldReason: text("held_reason"),
    /** The moderator who accepted or rejected a held report, and when. */
    moderatedBy: uuid("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** The listing a LISTING report came from (products or services id). */
    listingId: uuid("listing_id"),
    /**
     * The business whose listing a LISTING report came from: one business is one voice on the desk, so it has at
     * most one accepted listing report per item, state and day (price_reports_listing_vendor_day_key).
     */
    vendorId: uuid("vendor_id"),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_reports_item_observed_idx").on(t.itemId, t.status, t.observedOn),
    index("price_reports_item_state_idx").on(t.itemId, t.state, t.observedOn),
    index("price_reports_observed_idx").on(t.observedOn),
    index("price_reports_reporter_idx").on(t.reporterId, t.createdAt),
    // Ten listings of one business at one price would otherwise count ten times: its newest offer of the day counts.
    uniqueIndex("price_reports_listing_vendor_day_key")
      .on(t.vendorId, t.itemId, t.state, t.observedOn)
      .where(sql`${t.source} = 'LISTING' and ${t.status} = 'ACCEPTED'`),
    // A listing's reports, found when it leaves the market (and for the seller's view of what the desk made of it).
    index("price_reports_listing_idx")
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
    // The moderation queue, oldest first: small, since only held reports are in it.
    index("price_reports_held_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'HELD'`),
  ],
);

/** "Tell me when rice in Lagos is typically under ₦70,000." */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => priceItems.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    thresholdKobo: bigint("threshold_kobo", { mode: "number" }).notNull(),
    channel: alertChannel("channel").notNull(),
    active: boolean("active").notNull().default(true),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("price_alerts_user_item_state_key").on(t.userId, t.itemId, t.state),
    index("price_alerts_item_idx").on(t.itemId, t.state, t.active),
  ],
);

import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tsvector } from "@/db/column-types";
import {
  listingConditions,
  listingUnits,
  serviceRates,
  type ServiceArea,
  type ServiceAvailability,
} from "@/modules/listings/listings.types";
import { categories } from "@/modules/categories/categories.schema";
import { mediaAssets } from "@/modules/media/media.schema";
import { priceItems } from "@/modules/pricedesk/pricedesk.schema";
import { users } from "@/modules/identity/identity.schema";
import { stores, vendors } from "@/modules/vendors/vendors.schema";

// The same lists the forms offer (listings.types.ts, kept free of the schema for the browser).
export const productCondition = pgEnum("product_condition", listingConditions);
export const productUnit = pgEnum("product_unit", listingUnits);
export const listingStatus = pgEnum("listing_status", ["DRAFT", "ACTIVE", "PAUSED", "ARCHIVED"]);
/** What a service's "from" price is for: a job, a unit of time, or a measure of work ("per square metre"). */
export const serviceRate = pgEnum("service_rate", serviceRates);

/** The search document of a listing (product or service): the title counts most, then the description. */
const listingDocument: SQL = sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`;
/** The same document as written ('simple': no stems), so the very words typed rank above their stem-mates (lib/exact-words). */
const listingWords: SQL = sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))`;

/**
 * The columns every listing has, product or service: who sells it, where it is filed, what it is called, and its
 * search documents and dates. Functions, not objects: each table needs its own column builders.
 */
function listingHead() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** Always a sub-category. */
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    priceItemId: uuid("price_item_id").references(() => priceItems.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  };
}

function listingTail() {
  return {
    searchVector: tsvector("search_vector").generatedAlwaysAs(listingDocument),
    searchWords: tsvector("search_words").generatedAlwaysAs(listingWords),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

export const products = pgTable(
  "products",
  {
    ...listingHead(),
    priceKobo: bigint("price_kobo", { mode: "number" }).notNull(),
    compareAtKobo: bigint("compare_at_kobo", { mode: "number" }),
    stock: integer("stock").notNull().default(0),
    condition: productCondition("condition").notNull().default("NEW"),
    unit: productUnit("unit").notNull().default("PIECE"),
    /**
     * What one price buys when the unit's own name would not say it ("25-litre keg", "carton of 40"); null: the
     * unit's name. A listing linked to a price-desk item sells in that item's unit: this is the item's unit label.
     */
    unitLabel: text("unit_label"),
    /** How many of that unit one price buys ("box of 50 chicks": 50); the desk compares price ÷ quantity. */
    unitQuantity: integer("unit_quantity").notNull().default(1),
    state: text("state").notNull(),
    city: text("city").notNull(),
    /** The vendor's outlet the goods are at (its state and city are the listing's), if the seller chose one. */
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    status: listingStatus("status").notNull().default("ACTIVE"),
    featured: boolean("featured").notNull().default(false),
    ...listingTail(),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    // The seller's own list: one vendor's listings by status, newest change first.
    index("products_vendor_status_idx").on(t.vendorId, t.status, t.updatedAt),
    index("products_vendor_idx").on(t.vendorId, t.createdAt),
    index("products_category_idx").on(t.categoryId, t.createdAt),
    index("products_status_created_idx").on(t.status, t.createdAt),
    index("products_status_price_idx").on(t.status, t.priceKobo),
    index("products_state_idx").on(t.state),
    index("products_price_item_idx").on(t.priceItemId),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    check("products_unit_quantity_check", sql`${t.unitQuantity} between 1 and 100000`),
  ],
);

/** ORDER: reserved by an order on Oja; ORDER_RETURN: given back when that order was cancelled, rejected or unpaid. */
export const stockChangeReason = pgEnum("stock_change_reason", [
  "EDIT",
  "SALE",
  "RESTOCK",
  "CORRECTION",
  "IMPORT",
  "ORDER",
  "ORDER_RETURN",
]);

/** Every change of a product's stock, and who made it (the listing's details page shows them). */
export const productStockChanges = pgTable(
  "product_stock_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: stockChangeReason("reason").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_stock_changes_product_idx").on(t.productId, t.createdAt)],
);

/** Product page views per day (West Africa Time), for the seller's 30-day chart; one row per product and day. */
export const productViews = pgTable(
  "product_views",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    alt: text("alt").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mediaId] }),
    index("product_images_order_idx").on(t.productId, t.position),
  ],
);

/** A trade or service an artisan offers: "Aso-ebi sewing from ₦15,000 per job, Surulere and Yaba". */
export const services = pgTable(
  "services",
  {
    ...listingHead(),
    priceFromKobo: bigint("price_from_kobo", { mode: "number" }).notNull(),
    rate: serviceRate("rate").notNull().default("JOB"),
    /** Free text a person reads: "Lekki, Ajah and Victoria Island". */
    areaServed: text("area_served").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    /** Every state and city the artisan works in (the first is `state`/`city`, which public filters use). */
    areas: jsonb("areas").$type<ServiceArea[]>().notNull().default([]),
    /** The days and hours the artisan takes work; an empty object means "ask". */
    availability: jsonb("availability").$type<ServiceAvailability>().notNull().default({}),
    status: listingStatus("status").notNull().default("ACTIVE"),
    ...listingTail(),
  },
  (t) => [
    uniqueIndex("services_slug_key").on(t.slug),
    index("services_vendor_idx").on(t.vendorId),
    index("services_category_idx").on(t.categoryId),
    index("services_search_idx").using("gin", t.searchVector),
    index("services_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/** Pictures of an artisan's past work, in the order the artisan chose. */
export const serviceImages = pgTable(
  "service_images",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    alt: text("alt").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.mediaId] }),
    index("service_images_order_idx").on(t.serviceId, t.position),
  ],
);

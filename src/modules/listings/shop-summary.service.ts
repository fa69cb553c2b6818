import "server-only";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { lagosTodaySql } from "@/db/lagos-today";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { products, productViews, services } from "@/modules/listings/listings.schema";
import { isPublicListing } from "@/modules/listings/listings.policy";
import { findHeldListingIds } from "@/modules/pricedesk/pricedesk-listing-report.service";

/** "The shop today" on /dashboard (issue #15): the figures of one vendor's listings, for its members (`shop:view`). */

export const SUMMARY_VIEW_DAYS = 30;
/** An active listing with this many left or fewer is running low. */
export const LOW_STOCK_AT = 5;
/** How many low-stock and held listings the overview names (the counts are exact). */
export const SUMMARY_LIST_LIMIT = 5;

export interface ShopSummaryListing {
  id: string;
  title: string;
  stock: number;
  priceKobo: number;
}

export interface ShopSummary {
  vendorId: string;
  /** Listings buyers can see now (active, and the vendor approved): products and artisans' services. */
  listingsLive: number;
  /** Every listing that is not archived, products and services: drafts and paused ones too ("Add your first …" when 0). */
  listingsKept: number;
  /** Draft products (the product list's "draft" filter). */
  drafts: number;
  /** Views per West Africa Time day over the last 30 days, oldest first; days without a view are absent. */
  views: { day: string; views: number }[];
  viewsLast30Days: number;
  /** Active listings with LOW_STOCK_AT or fewer left, fewest first. */
  lowStock: { count: number; items: ShopSummaryListing[] };
  /** Active listings whose price the price desk holds as far above typical. */
  held: { count: number; items: ShopSummaryListing[] };
}

const listingColumns = { id: products.id, title: products.title, stock: products.stock, priceKobo: products.priceKobo };

/** The figures of `vendorId`'s shop; FORBIDDEN unless the actor is one of its members with `shop:view`. */
export async function findShopSummary(actor: Actor, vendorId: string): Promise<ShopSummary> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const db = getDb();
  const own = eq(products.vendorId, vendorId);
  const active = and(own, eq(products.status, "ACTIVE"));
  const low = and(active, lte(products.stock, LOW_STOCK_AT));
  // Days are West Africa Time days (product_views), so the window is counted there too.
  const since = sql`${lagosTodaySql()} - ${SUMMARY_VIEW_DAYS - 1}::int`;
  const [productCounts, serviceCounts, views, lowCount, lowItems, heldIds] = await Promise.all([
    db
      .select({
        live: sql<number>`count(*) filter (where ${isPublicListing(products)})`.mapWith(Number),
        kept: count(),
        drafts: sql<number>`count(*) filter (where ${products.status} = 'DRAFT')`.mapWith(Number),
      })
      .from(products)
      .where(and(own, ne(products.status, "ARCHIVED"))),
    db
      .select({
        live: sql<number>`count(*) filter (where ${isPublicListing(services)})`.mapWith(Number),
        kept: count(),
      })
      .from(services)
      .where(and(eq(services.vendorId, vendorId), ne(services.status, "ARCHIVED"))),
    db
      .select({ day: productViews.day, views: sql<number>`sum(${productViews.views})`.mapWith(Number) })
      .from(productViews)
      .innerJoin(products, eq(products.id, productViews.productId))
      .where(and(own, gte(productViews.day, since)))
      .groupBy(productViews.day)
      .orderBy(asc(productViews.day)),
    db.$count(products, low),
    db
      .select(listingColumns)
      .from(products)
      .where(low)
      .orderBy(asc(products.stock), asc(products.title), asc(products.id))
      .limit(SUMMARY_LIST_LIMIT),
    // The held reports are the moderation queue (a small partial index); the vendor's share is picked below.
    findHeldListingIds(),
  ]);
  const held =
    heldIds.size === 0
      ? []
      : await db
          .select(listingColumns)
          .from(products)
          .where(and(active, inArray(products.id, [...heldIds])))
          .orderBy(asc(products.title), asc(products.id));
  const figure = (key: "live" | "kept") => (productCounts[0]?.[key] ?? 0) + (serviceCounts[0]?.[key] ?? 0);
  return {
    vendorId,
    listingsLive: figure("live"),
    listingsKept: figure("kept"),
    drafts: productCounts[0]?.drafts ?? 0,
    views,
    viewsLast30Days: views.reduce((sum, row) => sum + row.views, 0),
    lowStock: { count: lowCount, items: lowItems },
    held: { count: held.length, items: held.slice(0, SUMMARY_LIST_LIMIT) },
  };
}

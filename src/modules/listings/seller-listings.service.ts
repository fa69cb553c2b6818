import "server-only";
import { isUuid } from "@/lib/uuid";
import { and, asc, desc, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { lagosTodaySql } from "@/db/lagos-today";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { InputValidationError, UnauthenticatedError } from "@/lib/errors";
import { normaliseQuery } from "@/lib/search-text";
import { products, productStockChanges, productViews } from "@/modules/listings/listings.schema";
import { loadProductImages } from "@/modules/listings/listing-cards.service";
import { requireListingReader, visibleListings } from "@/modules/listings/listings.policy";
import type { SellerListingFilter, SellerListingSort } from "@/modules/listings/listing-editor.inputs";
import { editorMessages } from "@/modules/listings/listing-editor.service";
import type { ImageView } from "@/modules/media/media.types";
import {
  findHeldListingIds,
  findListingDeskStanding,
  type ListingDeskStanding,
} from "@/modules/pricedesk/pricedesk-listing-report.service";
import { joinUser, userFirstNameColumn, userRows } from "@/modules/identity/identity.queries";

/** The seller's own list and one listing's details (issue #15): drafts, held and archived listings included. */

type ProductRow = typeof products.$inferSelect;
export const SELLER_PAGE_SIZE = 25;
export const MAX_SELLER_PAGE_SIZE = 100;

export interface SellerListing extends ProductRow {
  held: boolean;
  cover: ImageView | null;
}

export interface SellerListingPage {
  items: SellerListing[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SellerListingQuery {
  q?: string | null;
  status?: SellerListingFilter | null;
  sort?: SellerListingSort | null;
  page?: number | null;
  pageSize?: number | null;
}

async function statusCondition(filter: SellerListingFilter): Promise<SQL | undefined> {
  switch (filter) {
    case "ALL":
      return undefined;
    case "OUT_OF_STOCK":
      return and(eq(products.status, "ACTIVE"), eq(products.stock, 0));
    case "HELD": {
      const held = [...(await findHeldListingIds())];
      return held.length === 0 ? sql`false` : and(eq(products.status, "ACTIVE"), inArray(products.id, held));
    }
    default:
      return eq(products.status, filter);
  }
}

const orders: Record<SellerListingSort, SQL[]> = {
  UPDATED: [desc(products.updatedAt), desc(products.id)],
  NEWEST: [desc(products.createdAt), desc(products.id)],
  PRICE_ASC: [asc(products.priceKobo), asc(products.id)],
  PRICE_DESC: [desc(products.priceKobo), asc(products.id)],
  STOCK_ASC: [asc(products.stock), asc(products.id)],
  TITLE: [asc(products.title), asc(products.id)],
};

function titleCondition(q: string | null | undefined): SQL | undefined {
  const text = normaliseQuery(q);
  return text ? ilike(products.title, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
}

/** One page of a vendor's listings for its members (`shop:view`), filtered, searched and sorted. */
export async function listSellerListings(
  actor: Actor,
  vendorId: string,
  query: SellerListingQuery = {},
): Promise<SellerListingPage> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const pageSize = query.pageSize ?? SELLER_PAGE_SIZE;
  const page = query.page ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_SELLER_PAGE_SIZE)
    throw new InputValidationError({ pageSize: [`Page size must be from 1 to ${MAX_SELLER_PAGE_SIZE}`] });
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    throw new InputValidationError({ page: ["Page must be a whole number from 1"] });
  const where = and(
    eq(products.vendorId, vendorId),
    visibleListings(actor, products),
    await statusCondition(query.status ?? "ALL"),
    titleCondition(query.q),
  );
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select({ product: products })
      .from(products)
      .where(where)
      .orderBy(...orders[query.sort ?? "UPDATED"])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const ids = rows.map((row) => row.product.id);
  const [images, held] = await Promise.all([loadProductImages(ids), findHeldListingIds(ids)]);
  return {
    items: rows.map((row) => ({
      ...row.product,
      held: held.has(row.product.id),
      cover: images.get(row.product.id)?.[0] ?? null,
    })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}

/** How many of the vendor's listings each status filter holds (the list's tabs), for the same search: two queries. */
export async function countSellerListings(
  actor: Actor,
  vendorId: string,
  q?: string | null,
): Promise<Record<SellerListingFilter, number>> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const where = and(eq(products.vendorId, vendorId), visibleListings(actor, products), titleCondition(q));
  const db = getDb();
  const [byStatus, [held]] = await Promise.all([
    db
      .select({
        status: products.status,
        total: sql<number>`count(*)::int`,
        out: sql<number>`(count(*) filter (where ${products.stock} = 0))::int`,
      })
      .from(products)
      .where(where)
      .groupBy(products.status),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(where, await statusCondition("HELD"))),
  ]);
  const counts: Record<SellerListingFilter, number> = {
    ALL: 0,
    DRAFT: 0,
    ACTIVE: 0,
    OUT_OF_STOCK: 0,
    HELD: held?.total ?? 0,
    PAUSED: 0,
    ARCHIVED: 0,
  };
  for (const row of byStatus) {
    counts[row.status] = row.total;
    counts.ALL += row.total;
    if (row.status === "ACTIVE") counts.OUT_OF_STOCK = row.out;
  }
  return counts;
}

export interface StockChangeView {
  id: string;
  delta: number;
  stockAfter: number;
  reason: (typeof productStockChanges.$inferSelect)["reason"];
  changedBy: string | null;
  changedByName: string | null;
  createdAt: Date;
}

export interface SellerListingDetail {
  product: ProductRow;
  images: ImageView[];
  stockHistory: StockChangeView[];
  /** Views per day over the last 30 days (days with none left out), and their sum. */
  views: { day: string; views: number }[];
  viewsLast30Days: number;
  desk: ListingDeskStanding | null;
}

export const VIEW_DAYS = 30;
export const STOCK_HISTORY_LIMIT = 50;

/** One listing as its vendor's members (or staff with `listings:review`) see it. */
export async function findSellerListing(actor: Actor, productId: string): Promise<SellerListingDetail> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const db = getDb();
  const [product] = isUuid(productId)
    ? await db.select().from(products).where(eq(products.id, productId)).limit(1)
    : [];
  if (!product) throw new InputValidationError({ id: [editorMessages.notFound] });
  requireListingReader(actor, product.vendorId);
  // Days are West Africa Time days (product_views), so the window is counted there too.
  const since = sql`${lagosTodaySql()} - ${VIEW_DAYS - 1}::int`;
  const [images, history, views, desk] = await Promise.all([
    loadProductImages([productId]),
    db
      .select({
        id: productStockChanges.id,
        delta: productStockChanges.delta,
        stockAfter: productStockChanges.stockAfter,
        reason: productStockChanges.reason,
        changedBy: productStockChanges.changedBy,
        changedByName: userFirstNameColumn,
        createdAt: productStockChanges.createdAt,
      })
      .from(productStockChanges)
      .leftJoin(userRows, joinUser(productStockChanges.changedBy))
      .where(eq(productStockChanges.productId, productId))
      .orderBy(desc(productStockChanges.createdAt), desc(productStockChanges.id))
      .limit(STOCK_HISTORY_LIMIT),
    db
      .select({ day: productViews.day, views: productViews.views })
      .from(productViews)
      .where(and(eq(productViews.productId, productId), gte(productViews.day, since)))
      .orderBy(asc(productViews.day)),
    findListingDeskStanding(productId),
  ]);
  return {
    product,
    images: images.get(productId) ?? [],
    stockHistory: history,
    views,
    viewsLast30Days: views.reduce((sum, row) => sum + row.views, 0),
    desk,
  };
}

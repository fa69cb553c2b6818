import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { spendSearch, type Requester } from "@/lib/search-budget";
import { createShortCache } from "@/lib/short-cache";
import { clampPageSize, MAX_PAGE_NUMBER } from "@/modules/market/market.inputs";
import { categoryRows } from "@/modules/categories/categories.queries";
import { productRows } from "@/modules/listings/listings.queries";
import { cardColumns, coverColumn, toCardWithCover } from "@/modules/listings/listing-cards.service";
import { categoryColumns, toCategory } from "@/modules/categories/categories.queries";
import type { ProductCard } from "@/modules/listings/listings.types";
import type { ProductFilters, ProductPage } from "@/modules/market/market.types";
import type { CategoryView } from "@/modules/categories/categories.types";
import { countsFor, peekCounts } from "@/modules/market/market-facets.service";
import { cursorMode, encodeCursor, modeCode, readCursor, type CursorData } from "@/modules/market/market-cursor";
import {
  baseConditions,
  categoryCondition,
  effectiveSort,
  inSearchScope,
  normaliseFilters,
  publicFilters,
  sortPlan,
  textCondition,
  type NormalisedFilters,
  type SearchMode,
} from "@/modules/market/market-query";
import {
  joinApprovedVendor,
  toVendorSummary,
  vendorProfileColumns,
  vendorRows,
} from "@/modules/vendors/vendors.queries";
import type { VendorProfile } from "@/modules/vendors/vendors.types";

/** Product listings: filters, sorting, keyset and page-number pagination; totals and facets are in catalogue-facets. */

function clampPageNumber(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.trunc(page)));
}

export interface ProductItemsResult {
  items: ProductCard[];
  nextCursor: string | null;
  /** Cursor of each item (after it), in order. */
  cursors: string[];
  /** Vendors and categories of the items, by id: already loaded with them. */
  related: { vendors: Map<string, VendorProfile>; categories: Map<string, CategoryView> };
  page: number;
  pageSize: number;
  mode: SearchMode;
  /** How many products the text search matched in all (counted while ranking them); null when a count is needed. */
  total: number | null;
  /** Filters as used (normalised), for counting later. */
  filters: ProductFilters;
}

interface ItemsOut {
  items: ProductCard[];
  nextCursor: string | null;
  cursors: string[];
  /** Rows matching a text search (all pages); null without text. */
  matched: number | null;
  /** The items' vendors and categories, by id (what the API would otherwise look up). */
  vendors: Map<string, VendorProfile>;
  categories: Map<string, CategoryView>;
}

async function queryItems(
  db: Database,
  f: NormalisedFilters,
  mode: SearchMode,
  pageNumber: number,
  pageSize: number,
  cursor: CursorData | null,
): Promise<ItemsOut> {
  const plan = sortPlan(effectiveSort(f.sort, mode), mode, f.query);
  const where = baseConditions(f, true);
  const text = textCondition(f, mode);
  if (text) where.push(text);
  if (f.category) where.push(categoryCondition(f.category));
  if (f.state) where.push(sql`${productRows.state} = ${f.state}`);
  if (cursor) {
    const op = plan.direction === "asc" ? sql`>` : sql`<`;
    where.push(sql`(${plan.key}, ${productRows.id}) ${op} (${plan.keyValue(cursor.k)}, ${cursor.i}::uuid)`);
  }
  const order =
    plan.direction === "asc" ? [asc(plan.key), asc(productRows.id)] : [desc(plan.key), desc(productRows.id)];
  // A text search visits every match anyway (to rank or sort them), so counting them in the same pass is nearly
  // free; it tells whether the result is big enough to share (see itemsCache).
  const matched = mode === "NONE" ? sql`null` : sql`(count(*) over ())::int`;
  // The vendor (the visibility check needs it anyway) and the category come with each row, so an API page of 24
  // products needs no further lookups for them (the GraphQL loaders are primed with these).
  const rows = await db
    .select({
      ...cardColumns,
      cover: coverColumn,
      sortKey: plan.keyText.mapWith(String),
      matched: matched.mapWith(Number),
      vendor: vendorProfileColumns,
      category: categoryColumns,
    })
    .from(productRows)
    .innerJoin(vendorRows, joinApprovedVendor(productRows.vendorId))
    .innerJoin(categoryRows, eq(categoryRows.id, productRows.categoryId))
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset(cursor ? 0 : (pageNumber - 1) * pageSize);
  const more = rows.length > pageSize;
  const pageRows = more ? rows.slice(0, pageSize) : rows;
  // Every row's position, for connection edges; the last one continues the listing.
  const cursors = pageRows.map((row) =>
    encodeCursor({ s: plan.sort, m: modeCode[mode], k: row.sortKey, i: row.id, p: pageNumber + 1 }),
  );
  const nextCursor = more && pageNumber < MAX_PAGE_NUMBER ? (cursors[cursors.length - 1] ?? null) : null;
  return {
    items: pageRows.map(toCardWithCover),
    nextCursor,
    cursors,
    matched: mode === "NONE" ? null : (rows[0]?.matched ?? 0),
    vendors: new Map(
      pageRows.map((row) => [row.vendor.id, { ...toVendorSummary(row.vendor), description: row.vendor.description }]),
    ),
    categories: new Map(pageRows.map((row) => [row.category.id, toCategory(row.category)])),
  };
}

/** Is there any public product the text matches under the non-faceted filters? Decides full-text vs fuzzy. */
async function fullTextMatchesAnything(f: NormalisedFilters): Promise<boolean> {
  const where = baseConditions(f);
  where.push(textCondition(f, "FTS")!);
  const rows = await getDb()
    .select({ one: sql`1` })
    .from(productRows)
    .where(and(...where))
    .limit(1);
  return rows.length > 0;
}

function pagePlan(filters: ProductFilters, page: { page?: number; cursor?: string; pageSize?: number }) {
  const f = normaliseFilters(filters);
  const pageSize = clampPageSize(page.pageSize);
  const cursor = readCursor(page.cursor, f);
  const pageNumber = cursor ? cursor.p : clampPageNumber(page.page);
  return { f, pageSize, cursor, pageNumber };
}

/**
 * One page of products without counts: what the API needs when a client does not ask for totals or facets.
 * Throws InputValidationError for a cursor that is not ours.
 */
export async function listProductItems(
  filters: ProductFilters,
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<ProductItemsResult> {
  const { f, pageSize, cursor, pageNumber } = pagePlan(filters, page);
  let mode: SearchMode = cursor ? cursorMode(cursor) : f.query ? "FTS" : "NONE";
  let result = await itemsFor(f, mode, pageNumber, pageSize, cursor);
  if (mode === "FTS" && !cursor && result.items.length === 0 && !(await fullTextMatchesAnything(f))) {
    mode = "FUZZY";
    result = await itemsFor(f, mode, pageNumber, pageSize, null);
  }
  return {
    items: result.items,
    nextCursor: result.nextCursor,
    cursors: result.cursors,
    related: { vendors: result.vendors, categories: result.categories },
    page: pageNumber,
    pageSize,
    mode,
    // After a cursor the window count only covers the rest of the listing.
    total: cursor ? null : result.matched,
    filters: publicFilters(f),
  };
}

// Pages of big listings are shared for a few seconds, like their counts (see countsFor): up to 10 seconds behind an edit.
const ITEMS_CACHE_MIN_MATCHES = 500;
const itemsCache = createShortCache<ItemsOut>({ name: "catalogue-items", ttlMs: 10_000, maxEntries: 1_000 });

function itemsFor(
  f: NormalisedFilters,
  mode: SearchMode,
  pageNumber: number,
  pageSize: number,
  cursor: CursorData | null,
): Promise<ItemsOut> {
  const key = JSON.stringify({ ...f, mode, pageNumber, pageSize, cursor });
  return itemsCache.get(key, () => inSearchScope(mode, (db) => queryItems(db, f, mode, pageNumber, pageSize, cursor)), {
    // A text search counts its matches as it goes; a plain listing is big when its (cached) count says so.
    keep: (result) => (result.matched !== null ? result.matched >= ITEMS_CACHE_MIN_MATCHES : knownBig(f, mode)),
  });
}

async function knownBig(f: NormalisedFilters, mode: SearchMode): Promise<boolean> {
  const counts = await peekCounts(f, mode);
  // The listing itself (not just the set its facets scan) must be big: a small category stays fresh.
  return counts !== undefined && counts.total >= ITEMS_CACHE_MIN_MATCHES;
}

/**
 * A page of products for the listing pages and the API: filters, sort (id breaks ties so pages are stable), page
 * number or cursor pagination, total and facets. A full-text query that matches nothing falls back to trigram
 * similarity on the title ("iphnoe" finds iPhone).
 */
export async function listProducts(
  filters: ProductFilters,
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<ProductPage> {
  const { f, pageSize, cursor, pageNumber } = pagePlan(filters, page);
  let mode: SearchMode = cursor ? cursorMode(cursor) : f.query ? "FTS" : "NONE";
  let [counts, result] = await Promise.all([countsFor(f, mode), itemsFor(f, mode, pageNumber, pageSize, cursor)]);
  if (mode === "FTS" && counts.base === 0 && !cursor) {
    mode = "FUZZY";
    [counts, result] = await Promise.all([countsFor(f, mode), itemsFor(f, mode, pageNumber, pageSize, null)]);
  }
  return {
    items: result.items,
    nextCursor: result.nextCursor,
    page: pageNumber,
    pageSize,
    total: counts.total,
    facets: counts.facets,
    searchMode: mode,
  };
}

/** Products a person asked for (a page, an API field): with search text, it spends a search from their budget. */
export async function searchProductsFor(
  requester: Requester,
  filters: ProductFilters,
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<ProductPage> {
  if (normaliseFilters(filters).query) await spendSearch(requester);
  return listProducts(filters, page);
}

/** listProductItems for a person's request: with search text, it spends a search from their budget. */
export async function searchProductItemsFor(
  requester: Requester,
  filters: ProductFilters,
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<ProductItemsResult> {
  if (normaliseFilters(filters).query) await spendSearch(requester);
  return listProductItems(filters, page);
}

/** A page with nothing on it (a search refused before it ran). */
export function emptyProductPage(pageSize: number): ProductPage {
  return {
    items: [],
    nextCursor: null,
    page: 1,
    pageSize,
    total: 0,
    facets: { categories: [], states: [] },
    searchMode: "NONE",
  };
}

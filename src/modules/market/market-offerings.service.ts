import "server-only";
import { categorySubtreeIds } from "@/modules/categories/categories.queries";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { spendSearch, type Requester } from "@/lib/search-budget";
import { getDb, type Database } from "@/db/client";
import { clampPageSize, MAX_PAGE_NUMBER, normaliseQuery } from "@/modules/market/market.inputs";
import { serviceRows } from "@/modules/listings/listings.queries";
import { isUuid } from "@/lib/uuid";
import { serviceCardColumns, toServiceCard } from "@/modules/listings/listing-cards.service";
import { isActiveListing, isPublicListing } from "@/modules/listings/listings.queries";
import { loadServiceImages } from "@/modules/listings/offering-images.service";
import type { ServiceCard } from "@/modules/listings/listings.types";
import type { ServiceFilters } from "@/modules/market/market.types";
import { cursorMode, encodeCursor, modeCode, readCursor, type CursorData } from "@/modules/market/market-cursor";
import {
  effectiveSort,
  filterText,
  inSearchScope,
  listingSorts,
  matchExpressions,
  serviceListing,
  sortPlan,
  type SearchMode,
} from "@/modules/market/market-query";
import { vendorIsApproved, vendorRows } from "@/modules/vendors/vendors.queries";

/** Artisans' services listing: the same matching, sorting and cursors as products, without facets. */

export interface ServicePage {
  items: ServiceCard[];
  nextCursor: string | null;
  /** Cursor of each item (after it), in order. */
  cursors: string[];
  searchMode: SearchMode;
}

function serviceConditions(f: { category?: string; state?: string; vendorId?: string }): SQL[] {
  const where: SQL[] = [isPublicListing(serviceRows)];
  if (f.category) {
    where.push(sql`${serviceRows.categoryId} in ${categorySubtreeIds(f.category)}`);
  }
  // A service also matches a state it lists among its areas (jsonb containment), not only its first one.
  if (f.state)
    where.push(
      sql`(${serviceRows.state} = ${f.state} or ${serviceRows.areas} @> ${JSON.stringify([{ state: f.state }])}::jsonb)`,
    );
  if (f.vendorId !== undefined)
    where.push(isUuid(f.vendorId) ? sql`${serviceRows.vendorId} = ${f.vendorId}` : sql`false`);
  return where;
}

async function queryServiceItems(
  db: Database,
  f: ServiceFilters & { query: string },
  mode: SearchMode,
  pageSize: number,
  cursor: CursorData | null,
): Promise<{ items: ServiceCard[]; nextCursor: string | null; cursors: string[] }> {
  const plan = sortPlan(effectiveSort(f.sort, mode), mode, f.query, serviceListing);
  const where = serviceConditions(f);
  if (mode !== "NONE") {
    const { ftsMatch, fuzzyMatch } = matchExpressions(f.query, serviceListing);
    where.push(mode === "FTS" ? ftsMatch : fuzzyMatch);
  }
  if (cursor) {
    const op = plan.direction === "asc" ? sql`>` : sql`<`;
    where.push(sql`(${plan.key}, ${serviceRows.id}) ${op} (${plan.keyValue(cursor.k)}, ${cursor.i}::uuid)`);
  }
  const order =
    plan.direction === "asc" ? [asc(plan.key), asc(serviceRows.id)] : [desc(plan.key), desc(serviceRows.id)];
  const rows = await db
    .select({ ...serviceCardColumns, sortKey: plan.keyText.mapWith(String) })
    .from(serviceRows)
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const pageRows = more ? rows.slice(0, pageSize) : rows;
  const nextPage = (cursor?.p ?? 1) + 1;
  const cursors = pageRows.map((row) =>
    encodeCursor({ s: plan.sort, m: modeCode[mode], k: row.sortKey, i: row.id, p: nextPage }),
  );
  const nextCursor = more && nextPage <= MAX_PAGE_NUMBER ? (cursors[cursors.length - 1] ?? null) : null;
  return { items: pageRows.map(toServiceCard), nextCursor, cursors };
}

/**
 * Artisans' services: full-text over title and description with the same trigram fallback as products, filtered by
 * category, state or vendor; relevance (newest without a query) or price-from order; cursor pagination.
 */
export async function listServices(
  filters: ServiceFilters,
  page: { cursor?: string; pageSize?: number } = {},
): Promise<ServicePage> {
  const f = {
    query: normaliseQuery(filters.query),
    category: filterText(filters.category, 200),
    state: filterText(filters.state, 60),
    vendorId: filters.vendorId,
    sort: filters.sort && listingSorts.includes(filters.sort) ? filters.sort : undefined,
  };
  const pageSize = clampPageSize(page.pageSize);
  const cursor = readCursor(page.cursor, f);
  let mode: SearchMode = cursor ? cursorMode(cursor) : f.query ? "FTS" : "NONE";
  let result = await inSearchScope(mode, (db) => queryServiceItems(db, f, mode, pageSize, cursor));
  if (mode === "FTS" && !cursor && result.items.length === 0) {
    const where = serviceConditions(f);
    where.push(matchExpressions(f.query, serviceListing).ftsMatch);
    const any = await getDb()
      .select({ one: sql`1` })
      .from(serviceRows)
      .where(and(...where))
      .limit(1);
    if (any.length === 0) {
      mode = "FUZZY";
      result = await inSearchScope(mode, (db) => queryServiceItems(db, f, mode, pageSize, null));
    }
  }
  return { ...result, items: await withPhotos(result.items), searchMode: mode };
}

/** Services a person asked for (a page, an API field): with search text, it spends a search from their budget. */
export async function searchServicesFor(
  requester: Requester,
  filters: ServiceFilters,
  page: { cursor?: string; pageSize?: number } = {},
): Promise<ServicePage> {
  if (normaliseQuery(filters.query)) await spendSearch(requester);
  return listServices(filters, page);
}

/** Each service with its photos of past work (one query for the page). */
async function withPhotos(items: ServiceCard[]): Promise<ServiceCard[]> {
  const photos = await loadServiceImages(items.map((item) => item.id));
  return items.map((item) => ({ ...item, photos: photos.get(item.id) ?? [] }));
}

/** Public services matching the filters (text included, in the mode a listing used). */
export async function countServices(filters: ServiceFilters, mode: SearchMode): Promise<number> {
  const query = normaliseQuery(filters.query);
  const effective: SearchMode = query ? (mode === "NONE" ? "FTS" : mode) : "NONE";
  const where = serviceConditions({
    category: filters.category?.trim() || undefined,
    state: filters.state?.trim() || undefined,
    vendorId: filters.vendorId,
  });
  if (effective !== "NONE") {
    const { ftsMatch, fuzzyMatch } = matchExpressions(query, serviceListing);
    where.push(effective === "FTS" ? ftsMatch : fuzzyMatch);
  }
  return inSearchScope(effective, async (db) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(serviceRows)
      .where(and(...where));
    return row?.count ?? 0;
  });
}

/** Active services of an approved vendor, newest first (its store page and Vendor.services). */
export async function listVendorServices(vendorId: string): Promise<ServiceCard[]> {
  return (await loadVendorServices([vendorId])).get(vendorId) ?? [];
}

export async function loadVendorServices(vendorIds: readonly string[]): Promise<Map<string, ServiceCard[]>> {
  const valid = vendorIds.filter(isUuid);
  const result = new Map<string, ServiceCard[]>(vendorIds.map((id) => [id, []]));
  if (valid.length === 0) return result;
  const rows = await getDb()
    .select(serviceCardColumns)
    .from(serviceRows)
    .innerJoin(vendorRows, eq(vendorRows.id, serviceRows.vendorId))
    .where(and(inArray(serviceRows.vendorId, valid), isActiveListing(serviceRows), vendorIsApproved))
    .orderBy(asc(serviceRows.vendorId), desc(serviceRows.createdAt), desc(serviceRows.id));
  const cards = await withPhotos(rows.map(toServiceCard));
  for (const card of cards) result.get(card.vendorId)?.push(card);
  return result;
}

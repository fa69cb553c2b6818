import "server-only";
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { createShortCache } from "@/lib/short-cache";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, normaliseQuery } from "@/modules/catalogue/catalogue.inputs";
import { categories, productImages, products, services } from "@/modules/catalogue/catalogue.schema";
import type {
  CategoryTree,
  CategoryView,
  FacetCount,
  ImageView,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductPage,
  ProductSort,
  ServiceCard,
  ServiceFilters,
  VendorSummary,
} from "@/modules/catalogue/catalogue.types";
import { mediaAssets } from "@/modules/media/media.schema";
import { imageView } from "@/modules/media/media-urls";
import { vendors } from "@/modules/vendors/vendors.schema";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, normaliseQuery };
/**
 * Lowest word_similarity that counts as a typo of a title word: "iphnoe" → "iPhone" scores 0.43, "tomatos" →
 * "Tomatoes" 0.75; below ~0.35 matches stop looking related.
 */
export const FUZZY_THRESHOLD = 0.35;

/** A request the caller got wrong (a forged or stale cursor): shown to the person, never logged as a fault. */
export class CatalogueInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "CatalogueInputError";
  }
}

/** How a text query matched: full-text first; trigram similarity only when full-text finds nothing. */
export type SearchMode = "NONE" | "FTS" | "FUZZY";
type EffectiveSort = "RELEVANCE" | "NEWEST" | "PRICE_ASC" | "PRICE_DESC";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)));
}

function clampPageNumber(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.trunc(page)));
}

// ---------------------------------------------------------------------------------------------------------------
// Row mapping

interface ImageRow {
  id: string;
  storage: "LOCAL" | "S3";
  key: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  alt: string;
}

const imageColumns = {
  id: mediaAssets.id,
  storage: mediaAssets.storage,
  key: mediaAssets.key,
  width: mediaAssets.width,
  height: mediaAssets.height,
  widths: mediaAssets.widths,
  placeholder: mediaAssets.placeholder,
  alt: productImages.alt,
};

function toImage(row: ImageRow): ImageView {
  return imageView(row, row.alt);
}

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  kind: categories.kind,
  parentId: categories.parentId,
  description: categories.description,
};

type CategoryRow = { id: string; slug: string; name: string; kind: "GOODS" | "SERVICES"; parentId: string | null; description: string | null };

function toCategory(row: CategoryRow): CategoryView {
  return { id: row.id, slug: row.slug, name: row.name, kind: row.kind, parentId: row.parentId, description: row.description };
}

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  priceKobo: products.priceKobo,
  compareAtKobo: products.compareAtKobo,
  condition: products.condition,
  unit: products.unit,
  state: products.state,
  city: products.city,
  stock: products.stock,
  vendorId: products.vendorId,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  priceKobo: number;
  compareAtKobo: number | null;
  condition: ProductCard["condition"];
  unit: ProductCard["unit"];
  state: string;
  city: string;
  stock: number;
  vendorId: string;
  categoryId: string;
  createdAt: Date;
};

function toCard(row: CardRow, image: ImageView | null): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    priceKobo: Number(row.priceKobo),
    compareAtKobo: row.compareAtKobo === null ? null : Number(row.compareAtKobo),
    condition: row.condition,
    unit: row.unit,
    state: row.state,
    city: row.city,
    stock: row.stock,
    image,
    vendorId: row.vendorId,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const vendorSummaryColumns = {
  id: vendors.id,
  slug: vendors.slug,
  displayName: vendors.displayName,
  kind: vendors.kind,
  state: vendors.state,
  city: vendors.city,
  status: vendors.status,
  ratingTotal: vendors.ratingTotal,
  ratingCount: vendors.ratingCount,
  createdAt: vendors.createdAt,
};

export type VendorSummaryRow = {
  id: string;
  slug: string;
  displayName: string;
  kind: VendorSummary["kind"];
  state: string | null;
  city: string | null;
  status: "PENDING" | "APPROVED" | "SUSPENDED";
  ratingTotal: number;
  ratingCount: number;
  createdAt: Date;
};

export function toVendorSummary(row: VendorSummaryRow): VendorSummary {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    kind: row.kind,
    state: row.state,
    city: row.city,
    approved: row.status === "APPROVED",
    // One decimal, as people read star ratings.
    ratingAverage: row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null,
    ratingCount: row.ratingCount,
    since: row.createdAt.toISOString(),
  };
}

export const serviceCardColumns = {
  id: services.id,
  slug: services.slug,
  title: services.title,
  description: services.description,
  priceFromKobo: services.priceFromKobo,
  rate: services.rate,
  areaServed: services.areaServed,
  state: services.state,
  city: services.city,
  vendorId: services.vendorId,
  categoryId: services.categoryId,
};

export function toServiceCard(row: Omit<ServiceCard, "priceFromKobo"> & { priceFromKobo: number | string }): ServiceCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    priceFromKobo: Number(row.priceFromKobo),
    rate: row.rate,
    areaServed: row.areaServed,
    state: row.state,
    city: row.city,
    vendorId: row.vendorId,
    categoryId: row.categoryId,
  };
}

/** Only ACTIVE listings of APPROVED vendors are public. */
export const publicProduct: SQL = sql`${products.status} = 'ACTIVE' and exists (select 1 from ${vendors} where ${vendors.id} = ${products.vendorId} and ${vendors.status} = 'APPROVED')`;
export const publicService: SQL = sql`${services.status} = 'ACTIVE' and exists (select 1 from ${vendors} where ${vendors.id} = ${services.vendorId} and ${vendors.status} = 'APPROVED')`;

// ---------------------------------------------------------------------------------------------------------------
// Images, batched

/** Every image of each product, ordered by position: one query for any number of products. */
export async function loadProductImages(productIds: readonly string[], db: Database = getDb()): Promise<Map<string, ImageView[]>> {
  const result = new Map<string, ImageView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productImages.productId, position: productImages.position, ...imageColumns })
    .from(productImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, productImages.mediaId))
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.mediaId));
  for (const row of rows) result.get(row.productId)?.push(toImage(row));
  return result;
}

/** The first image of each product (the card picture). */
export async function loadCoverImages(productIds: readonly string[], db: Database = getDb()): Promise<Map<string, ImageView>> {
  const result = new Map<string, ImageView>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, ...imageColumns })
    .from(productImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, productImages.mediaId))
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.mediaId));
  for (const row of rows) result.set(row.productId, toImage(row));
  return result;
}

async function withCovers(rows: CardRow[], db: Database = getDb()): Promise<ProductCard[]> {
  const covers = await loadCoverImages(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => toCard(row, covers.get(row.id) ?? null));
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** Main categories by position, each with its sub-categories by position. */
export async function listCategoryTree(): Promise<CategoryTree[]> {
  const rows = await getDb()
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  const mains: CategoryTree[] = rows.filter((row) => row.parentId === null).map((row) => ({ ...toCategory(row), children: [] }));
  const byId = new Map(mains.map((main) => [main.id, main]));
  for (const row of rows) {
    if (row.parentId !== null) byId.get(row.parentId)?.children.push(toCategory(row));
  }
  return mains;
}

export async function findCategoryBySlug(
  slug: string,
): Promise<{ category: CategoryView; parent: CategoryView | null; children: CategoryView[] } | null> {
  if (typeof slug !== "string" || slug.length === 0 || slug.length > 200) return null;
  const db = getDb();
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) return null;
  const [parentRows, childRows] = await Promise.all([
    row.parentId ? db.select(categoryColumns).from(categories).where(eq(categories.id, row.parentId)).limit(1) : Promise.resolve([]),
    db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.parentId, row.id))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
  ]);
  return { category: toCategory(row), parent: parentRows[0] ? toCategory(parentRows[0]) : null, children: childRows.map(toCategory) };
}

/** Categories by id, for batched loading. */
export async function loadCategories(ids: readonly string[], db: Database = getDb()): Promise<Map<string, CategoryView>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(categoryColumns).from(categories).where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toCategory(row)]));
}

// ---------------------------------------------------------------------------------------------------------------
// Product listing: filters, sorting, keyset and page-number pagination, facets

interface CursorData {
  /** Effective sort the cursor was made for. */
  s: EffectiveSort;
  /** Search mode (n, t, f) so a fuzzy result list is not continued as a full-text one. */
  m: "n" | "t" | "f";
  /** Sort key of the last row: microseconds since epoch, kobo, or rank. */
  k: string;
  /** Id of the last row. */
  i: string;
  /** Page number this cursor leads to. */
  p: number;
}

const modeCode: Record<SearchMode, CursorData["m"]> = { NONE: "n", FTS: "t", FUZZY: "f" };
const sorts: readonly EffectiveSort[] = ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"];
const CURSOR_MESSAGE = "This page link is not valid. Start again from the first page.";

export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify(data), "utf8").toString("base64url");
}

/** Parses an opaque cursor; anything that was not made by encodeCursor is a clear input error. */
export function decodeCursor(cursor: string): CursorData {
  const fail = (): never => {
    throw new CatalogueInputError("after", CURSOR_MESSAGE);
  };
  if (typeof cursor !== "string" || cursor.length === 0 || cursor.length > 300 || !/^[A-Za-z0-9_-]+$/.test(cursor)) fail();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return fail();
  }
  if (typeof data !== "object" || data === null) return fail();
  const { s, m, k, i, p } = data as Record<string, unknown>;
  if (typeof s !== "string" || !sorts.includes(s as EffectiveSort)) fail();
  if (m !== "n" && m !== "t" && m !== "f") fail();
  if (!isUuid(i)) fail();
  if (typeof p !== "number" || !Number.isSafeInteger(p) || p < 2 || p > MAX_PAGE_NUMBER + 1) fail();
  if (typeof k !== "string") return fail();
  if (s === "RELEVANCE" && m !== "n") {
    // A rank or a similarity: a finite number between 0 and 1 (ts_rank can exceed 1 only slightly for huge weights).
    if (!/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(k) || !Number.isFinite(Number(k)) || Number(k) < 0 || Number(k) > 1e6) fail();
  } else {
    // Microseconds since 1970 (NEWEST) or kobo (PRICE_*): a non-negative integer within safe range.
    if (!/^\d{1,16}$/.test(k) || !Number.isSafeInteger(Number(k))) fail();
  }
  return { s: s as EffectiveSort, m: m as CursorData["m"], k: k as string, i: i as string, p: p as number };
}

interface SortPlan {
  sort: EffectiveSort;
  /** Expression the rows are ordered by (before the id tie-breaker). */
  key: SQL;
  /** The key as text, for the cursor. */
  keyText: SQL;
  /** The cursor's text key back as a value of the key's type. */
  keyValue: (k: string) => SQL;
  direction: "asc" | "desc";
}

/** The columns listing queries need, so products and services share matching, sorting and cursors. */
interface ListingColumns {
  id: typeof products.id | typeof services.id;
  searchVector: typeof products.searchVector | typeof services.searchVector;
  title: typeof products.title | typeof services.title;
  createdAt: typeof products.createdAt | typeof services.createdAt;
  price: typeof products.priceKobo | typeof services.priceFromKobo;
}

const productListing: ListingColumns = {
  id: products.id,
  searchVector: products.searchVector,
  title: products.title,
  createdAt: products.createdAt,
  price: products.priceKobo,
};

const serviceListing: ListingColumns = {
  id: services.id,
  searchVector: services.searchVector,
  title: services.title,
  createdAt: services.createdAt,
  price: services.priceFromKobo,
};

function matchExpressions(query: string, t: ListingColumns = productListing) {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return {
    ftsMatch: sql`${t.searchVector} @@ ${tsquery}`,
    ftsRank: sql`ts_rank(${t.searchVector}, ${tsquery})`,
    // `<%` is word_similarity above pg_trgm.word_similarity_threshold, answerable from the trigram index.
    fuzzyMatch: sql`${query} <% ${t.title}`,
    fuzzyRank: sql`word_similarity(${query}, ${t.title})`,
  };
}

function effectiveSort(sort: ProductSort | undefined, mode: SearchMode): EffectiveSort {
  const wanted = sort ?? "RELEVANCE";
  // Without a query there is nothing to rank by: relevance means newest first.
  return wanted === "RELEVANCE" && mode === "NONE" ? "NEWEST" : wanted;
}

function sortPlan(sort: EffectiveSort, mode: SearchMode, query: string, t: ListingColumns = productListing): SortPlan {
  // With a text query the matches come from the text index and are few enough to sort; a bare column would invite
  // the planner to walk the price or date index instead, testing every product against the query (300 ms at 100k).
  // "+ 0" keeps the order and hides the index.
  const text = mode !== "NONE";
  switch (sort) {
    case "PRICE_ASC":
    case "PRICE_DESC":
      return {
        sort,
        key: text ? sql`(${t.price} + 0)` : sql`${t.price}`,
        keyText: sql`${t.price}::text`,
        keyValue: (k) => sql`${k}::bigint`,
        direction: sort === "PRICE_ASC" ? "asc" : "desc",
      };
    case "RELEVANCE": {
      if (mode !== "NONE") {
        const { ftsRank, fuzzyRank } = matchExpressions(query, t);
        const rank = mode === "FTS" ? ftsRank : fuzzyRank;
        return { sort, key: rank, keyText: sql`(${rank})::text`, keyValue: (k) => sql`${k}::real`, direction: "desc" };
      }
      return sortPlan("NEWEST", mode, query, t);
    }
    case "NEWEST":
      return {
        sort: "NEWEST",
        key: text ? sql`(${t.createdAt} + interval '0 seconds')` : sql`${t.createdAt}`,
        // Microseconds, exactly: a JavaScript Date would drop them and repeat or skip rows at a page boundary.
        keyText: sql`((extract(epoch from ${t.createdAt}) * 1000000)::bigint)::text`,
        keyValue: (k) => sql`(to_timestamp(0) + ${k}::bigint * interval '1 microsecond')`,
        direction: "desc",
      };
  }
}

/** Filters normalised for SQL: bad ids and numbers match nothing rather than reaching the database. */
interface NormalisedFilters {
  query: string;
  category?: string;
  state?: string;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  condition?: ProductFilters["condition"];
  vendorId?: string;
  priceItemId?: string;
  sort?: ProductSort;
  /** An id filter that can match nothing (not a UUID). */
  impossible: boolean;
}

const conditions = ["NEW", "FOREIGN_USED", "NIGERIAN_USED", "REFURBISHED"] as const;

function normaliseFilters(filters: ProductFilters): NormalisedFilters {
  const price = (value: number | undefined) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  let impossible = false;
  if (filters.vendorId !== undefined && !isUuid(filters.vendorId)) impossible = true;
  if (filters.priceItemId !== undefined && !isUuid(filters.priceItemId)) impossible = true;
  const text = (value: string | undefined, max: number) =>
    typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;
  return {
    query: normaliseQuery(filters.query),
    category: text(filters.category, 200),
    state: text(filters.state, 60),
    minPriceKobo: price(filters.minPriceKobo),
    maxPriceKobo: price(filters.maxPriceKobo),
    condition: filters.condition && conditions.includes(filters.condition) ? filters.condition : undefined,
    vendorId: filters.vendorId,
    priceItemId: filters.priceItemId,
    sort: filters.sort && sorts.includes(filters.sort) ? filters.sort : undefined,
    impossible,
  };
}

/** Category slug → itself and, for a main category, all its sub-categories. */
function categoryCondition(slug: string): SQL {
  return sql`${products.categoryId} in (select c.id from ${categories} c where c.slug = ${slug} or c.parent_id = (select m.id from ${categories} m where m.slug = ${slug}))`;
}

/** Everything except the two faceted filters (category and state) and the text match. */
function baseConditions(f: NormalisedFilters, vendorJoined = false): SQL[] {
  // With the vendors table joined (approved only), the listing status is the rest of "public".
  const where: SQL[] = [vendorJoined ? sql`${products.status} = 'ACTIVE'` : publicProduct];
  if (f.impossible) where.push(sql`false`);
  if (f.minPriceKobo !== undefined) where.push(sql`${products.priceKobo} >= ${f.minPriceKobo}`);
  if (f.maxPriceKobo !== undefined) where.push(sql`${products.priceKobo} <= ${f.maxPriceKobo}`);
  if (f.condition) where.push(sql`${products.condition} = ${f.condition}`);
  if (f.vendorId && !f.impossible) where.push(sql`${products.vendorId} = ${f.vendorId}`);
  if (f.priceItemId && !f.impossible) where.push(sql`${products.priceItemId} = ${f.priceItemId}`);
  return where;
}

function textCondition(f: NormalisedFilters, mode: SearchMode): SQL | undefined {
  if (mode === "NONE") return undefined;
  const { ftsMatch, fuzzyMatch } = matchExpressions(f.query);
  return mode === "FTS" ? ftsMatch : fuzzyMatch;
}

/** Runs `work` with the trigram threshold set for this transaction only (fuzzy mode), or directly otherwise. */
async function inSearchScope<T>(mode: SearchMode, work: (db: Database) => Promise<T>): Promise<T> {
  if (mode !== "FUZZY") return work(getDb());
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return work(tx as unknown as Database);
  });
}

export interface ProductItemsResult {
  items: ProductCard[];
  nextCursor: string | null;
  /** Cursor of each item (after it), in order. */
  cursors: string[];
  /** Vendors and categories of the items, by id: already loaded with them. */
  related: { vendors: Map<string, VendorSummary & { description: string | null }>; categories: Map<string, CategoryView> };
  page: number;
  pageSize: number;
  mode: SearchMode;
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
  vendors: Map<string, VendorSummary & { description: string | null }>;
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
  if (f.state) where.push(sql`${products.state} = ${f.state}`);
  if (cursor) {
    const op = plan.direction === "asc" ? sql`>` : sql`<`;
    where.push(sql`(${plan.key}, ${products.id}) ${op} (${plan.keyValue(cursor.k)}, ${cursor.i}::uuid)`);
  }
  const order = plan.direction === "asc" ? [asc(plan.key), asc(products.id)] : [desc(plan.key), desc(products.id)];
  // A text search visits every match anyway (to rank or sort them), so counting them in the same pass is nearly
  // free; it tells whether the result is big enough to share (see itemsCache).
  const matched = mode === "NONE" ? sql`null` : sql`(count(*) over ())::int`;
  // The vendor (the visibility check needs it anyway) and the category come with each row, so an API page of 24
  // products needs no further lookups for them (the GraphQL loaders are primed with these).
  const rows = await db
    .select({
      ...cardColumns,
      sortKey: plan.keyText.mapWith(String),
      matched: matched.mapWith(Number),
      vendor: { ...vendorSummaryColumns, description: vendors.description },
      category: categoryColumns,
    })
    .from(products)
    .innerJoin(vendors, and(eq(vendors.id, products.vendorId), eq(vendors.status, "APPROVED")))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset(cursor ? 0 : (pageNumber - 1) * pageSize);
  const more = rows.length > pageSize;
  const pageRows = more ? rows.slice(0, pageSize) : rows;
  // Every row's position, for connection edges; the last one continues the listing.
  const cursors = pageRows.map((row) => encodeCursor({ s: plan.sort, m: modeCode[mode], k: row.sortKey, i: row.id, p: pageNumber + 1 }));
  const nextCursor = more && pageNumber < MAX_PAGE_NUMBER ? (cursors[cursors.length - 1] ?? null) : null;
  return {
    items: await withCovers(pageRows, db),
    nextCursor,
    cursors,
    matched: mode === "NONE" ? null : (rows[0]?.matched ?? 0),
    vendors: new Map(pageRows.map((row) => [row.vendor.id, { ...toVendorSummary(row.vendor), description: row.vendor.description }])),
    categories: new Map(pageRows.map((row) => [row.category.id, toCategory(row.category)])),
  };
}

/** Is there any public product the text matches under the non-faceted filters? Decides full-text vs fuzzy. */
async function fullTextMatchesAnything(f: NormalisedFilters): Promise<boolean> {
  const where = baseConditions(f);
  where.push(textCondition(f, "FTS")!);
  const rows = await getDb().select({ one: sql`1` }).from(products).where(and(...where)).limit(1);
  return rows.length > 0;
}

function pagePlan(filters: ProductFilters, page: { page?: number; cursor?: string; pageSize?: number }) {
  const f = normaliseFilters(filters);
  const pageSize = clampPageSize(page.pageSize);
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const pageNumber = cursor ? cursor.p : clampPageNumber(page.page);
  if (cursor) {
    const cursorMode: SearchMode = cursor.m === "n" ? "NONE" : cursor.m === "t" ? "FTS" : "FUZZY";
    const expectedSort = effectiveSort(f.sort, cursorMode);
    // A cursor from another search (other text, other sort) would silently skip or repeat rows.
    if (cursor.s !== expectedSort || (cursorMode === "NONE") !== (f.query === "")) {
      throw new CatalogueInputError("after", CURSOR_MESSAGE);
    }
  }
  return { f, pageSize, cursor, pageNumber };
}

function publicFilters(f: NormalisedFilters): ProductFilters {
  const out: ProductFilters = {};
  if (f.query) out.query = f.query;
  if (f.category) out.category = f.category;
  if (f.state) out.state = f.state;
  if (f.minPriceKobo !== undefined) out.minPriceKobo = f.minPriceKobo;
  if (f.maxPriceKobo !== undefined) out.maxPriceKobo = f.maxPriceKobo;
  if (f.condition) out.condition = f.condition;
  if (f.vendorId) out.vendorId = f.vendorId;
  if (f.priceItemId) out.priceItemId = f.priceItemId;
  if (f.sort) out.sort = f.sort;
  return out;
}

/**
 * One page of products without counts: what the API needs when a client does not ask for totals or facets.
 * Throws CatalogueInputError for a cursor that is not ours.
 */
export async function listProductItems(
  filters: ProductFilters,
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<ProductItemsResult> {
  const { f, pageSize, cursor, pageNumber } = pagePlan(filters, page);
  let mode: SearchMode = f.query ? "FTS" : "NONE";
  if (cursor) mode = cursor.m === "n" ? "NONE" : cursor.m === "t" ? "FTS" : "FUZZY";
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
    filters: publicFilters(f),
  };
}

// ---- counts and facets

export interface ProductCounts {
  total: number;
  facets: ProductPage["facets"];
  /** Rows matching the non-faceted filters (and the text): 0 means full-text found nothing at all. */
  base: number;
}

interface FacetRow {
  category_id: string | null;
  state: string | null;
  by_category: number;
  by_state: number;
  matching: number;
  base: number;
  [key: string]: unknown;
}

interface CategoryLabelRow {
  id: string;
  slug: string;
  name: string;
  parent_slug: string | null;
  parent_name: string | null;
  parent_position: number | null;
  position: number;
  [key: string]: unknown;
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Total and facets in one scan: rows are grouped by sub-category and by state (grouping sets), and each group
 * counts with the other facet's filter applied but not its own (standard faceting).
 */
async function queryCounts(db: Database, f: NormalisedFilters, mode: SearchMode): Promise<ProductCounts> {
  const where = baseConditions(f);
  const text = textCondition(f, mode);
  if (text) where.push(text);
  const categoryFilter = f.category ? categoryCondition(f.category) : sql`true`;
  const stateFilter = f.state ? sql`${products.state} = ${f.state}` : sql`true`;
  const facetRows = rowsOf<FacetRow>(
    await db.execute(sql`
      select ${products.categoryId}::text as category_id, ${products.state} as state,
        (count(*) filter (where ${stateFilter}))::int as by_category,
        (count(*) filter (where ${categoryFilter}))::int as by_state,
        (count(*) filter (where ${categoryFilter} and ${stateFilter}))::int as matching,
        count(*)::int as base
      from ${products}
      where ${and(...where)}
      group by grouping sets ((${products.categoryId}), (${products.state}))`),
  );
  const categoryRows = facetRows.filter((row) => row.category_id !== null);
  const stateRows = facetRows.filter((row) => row.category_id === null && row.state !== null);
  const total = categoryRows.reduce((sum, row) => sum + Number(row.matching), 0);
  const base = categoryRows.reduce((sum, row) => sum + Number(row.base), 0);

  const categoryIds = categoryRows.filter((row) => Number(row.by_category) > 0).map((row) => row.category_id!);
  const labels = categoryIds.length
    ? rowsOf<CategoryLabelRow>(
        await db.execute(sql`
          select c.id::text as id, c.slug, c.name, c.position, pc.slug as parent_slug, pc.name as parent_name,
            pc.position as parent_position
          from ${categories} c left join ${categories} pc on pc.id = c.parent_id
          where c.id in (${sql.join(
            categoryIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`),
      )
    : [];
  const labelById = new Map(labels.map((label) => [label.id, label]));

  const categoryFacets: FacetCount[] = [];
  const mainTotals = new Map<string, FacetCount & { position: number }>();
  for (const row of categoryRows) {
    const count = Number(row.by_category);
    const label = labelById.get(row.category_id!);
    if (count === 0 || !label) continue;
    categoryFacets.push({ value: label.slug, label: label.name, count, parent: label.parent_slug ?? undefined });
    const mainSlug = label.parent_slug ?? label.slug;
    const main = mainTotals.get(mainSlug) ?? {
      value: mainSlug,
      label: label.parent_name ?? label.name,
      count: 0,
      position: Number(label.parent_position ?? label.position),
    };
    main.count += count;
    mainTotals.set(mainSlug, main);
  }
  const byCountThenLabel = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label, "en");
  categoryFacets.sort(byCountThenLabel);
  const mainCategories = [...mainTotals.values()].sort(byCountThenLabel).map(({ value, label, count }) => ({ value, label, count }));
  const states: FacetCount[] = stateRows
    .filter((row) => Number(row.by_state) > 0)
    .map((row) => ({ value: row.state!, label: row.state!, count: Number(row.by_state) }))
    .sort(byCountThenLabel);
  return { total, base, facets: { categories: categoryFacets, states, mainCategories } };
}

// Public listings are the same for everyone, and their costly parts grow with the size of the set they scan: counting
// and faceting (the facets of a category listing scan the whole catalogue, since each facet ignores its own filter),
// and ranking every match of a common search word. Results over big sets are shared for a few seconds per process
// (in-flight requests for the same key share one query, too); small sets are always computed fresh. So totals and
// facets of listings without search text may trail an edit by up to 30 seconds, and a page of a listing with 500+
// results by up to 10 seconds; product pages are never cached (findProductBySlug).
const COUNT_CACHE_MIN_ROWS = 500;
const ITEMS_CACHE_MIN_MATCHES = 500;
const countCache = createShortCache<ProductCounts>({ name: "catalogue-counts", ttlMs: 30_000, maxEntries: 1_000 });
const itemsCache = createShortCache<ItemsOut>({ name: "catalogue-items", ttlMs: 10_000, maxEntries: 1_000 });

function itemsFor(f: NormalisedFilters, mode: SearchMode, pageNumber: number, pageSize: number, cursor: CursorData | null): Promise<ItemsOut> {
  const key = JSON.stringify({ ...f, mode, pageNumber, pageSize, cursor });
  return itemsCache.get(key, () => inSearchScope(mode, (db) => queryItems(db, f, mode, pageNumber, pageSize, cursor)), {
    // A text search counts its matches as it goes; a plain listing is big when its (cached) count says so.
    keep: (result) => (result.matched !== null ? result.matched >= ITEMS_CACHE_MIN_MATCHES : knownBig(f, mode)),
  });
}

async function knownBig(f: NormalisedFilters, mode: SearchMode): Promise<boolean> {
  const counts = await countCache.peek(countKey(f, mode));
  // The listing itself (not just the set its facets scan) must be big: a small category stays fresh.
  return counts !== undefined && counts.total >= ITEMS_CACHE_MIN_MATCHES;
}

function countsFor(f: NormalisedFilters, mode: SearchMode): Promise<ProductCounts> {
  return countCache.get(countKey(f, mode), () => inSearchScope(mode, (db) => queryCounts(db, f, mode)), {
    keep: (counts) => counts.base >= COUNT_CACHE_MIN_ROWS,
  });
}

function countKey(f: NormalisedFilters, mode: SearchMode): string {
  // Sort does not change counts: every sort order of one search shares them.
  return JSON.stringify({ ...f, sort: undefined, mode });
}

/** Total and facets for a filter set, in the search mode a listing used (see listProductItems). */
export async function countProducts(filters: ProductFilters, mode?: SearchMode): Promise<ProductCounts> {
  const f = normaliseFilters(filters);
  let effective: SearchMode = mode ?? (f.query ? "FTS" : "NONE");
  if (!f.query) effective = "NONE";
  const counts = await countsFor(f, effective);
  if (mode === undefined && effective === "FTS" && counts.base === 0) return countProducts(filters, "FUZZY");
  return counts;
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
  let mode: SearchMode = f.query ? "FTS" : "NONE";
  if (cursor) mode = cursor.m === "n" ? "NONE" : cursor.m === "t" ? "FTS" : "FUZZY";
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

// ---------------------------------------------------------------------------------------------------------------
// Services listing (artisans): the same matching, sorting and cursors as products, without facets

export interface ServicePage {
  items: ServiceCard[];
  nextCursor: string | null;
  /** Cursor of each item (after it), in order. */
  cursors: string[];
  searchMode: SearchMode;
}

function serviceConditions(f: { category?: string; state?: string; vendorId?: string }): SQL[] {
  const where: SQL[] = [publicService];
  if (f.category) {
    where.push(
      sql`${services.categoryId} in (select c.id from ${categories} c where c.slug = ${f.category} or c.parent_id = (select m.id from ${categories} m where m.slug = ${f.category}))`,
    );
  }
  if (f.state) where.push(sql`${services.state} = ${f.state}`);
  if (f.vendorId !== undefined) where.push(isUuid(f.vendorId) ? sql`${services.vendorId} = ${f.vendorId}` : sql`false`);
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
    where.push(sql`(${plan.key}, ${services.id}) ${op} (${plan.keyValue(cursor.k)}, ${cursor.i}::uuid)`);
  }
  const order = plan.direction === "asc" ? [asc(plan.key), asc(services.id)] : [desc(plan.key), desc(services.id)];
  const rows = await db
    .select({ ...serviceCardColumns, sortKey: plan.keyText.mapWith(String) })
    .from(services)
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const pageRows = more ? rows.slice(0, pageSize) : rows;
  const nextPage = (cursor?.p ?? 1) + 1;
  const cursors = pageRows.map((row) => encodeCursor({ s: plan.sort, m: modeCode[mode], k: row.sortKey, i: row.id, p: nextPage }));
  const nextCursor = more && nextPage <= MAX_PAGE_NUMBER ? (cursors[cursors.length - 1] ?? null) : null;
  return { items: pageRows.map(toServiceCard), nextCursor, cursors };
}

/**
 * Artisans' services: full-text over title and description with the same trigram fallback as products, filtered by
 * category, state or vendor; relevance (newest without a query) or price-from order; cursor pagination.
 */
export async function listServices(filters: ServiceFilters, page: { cursor?: string; pageSize?: number } = {}): Promise<ServicePage> {
  const text = (value: string | undefined, max: number) =>
    typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;
  const f = {
    query: normaliseQuery(filters.query),
    category: text(filters.category, 200),
    state: text(filters.state, 60),
    vendorId: filters.vendorId,
    sort: filters.sort && sorts.includes(filters.sort) ? filters.sort : undefined,
  };
  const pageSize = clampPageSize(page.pageSize);
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  let mode: SearchMode = f.query ? "FTS" : "NONE";
  if (cursor) {
    mode = cursor.m === "n" ? "NONE" : cursor.m === "t" ? "FTS" : "FUZZY";
    if (cursor.s !== effectiveSort(f.sort, mode) || (mode === "NONE") !== (f.query === "")) {
      throw new CatalogueInputError("after", CURSOR_MESSAGE);
    }
  }
  let result = await inSearchScope(mode, (db) => queryServiceItems(db, f, mode, pageSize, cursor));
  if (mode === "FTS" && !cursor && result.items.length === 0) {
    const where = serviceConditions(f);
    where.push(matchExpressions(f.query, serviceListing).ftsMatch);
    const any = await getDb().select({ one: sql`1` }).from(services).where(and(...where)).limit(1);
    if (any.length === 0) {
      mode = "FUZZY";
      result = await inSearchScope(mode, (db) => queryServiceItems(db, f, mode, pageSize, null));
    }
  }
  return { ...result, searchMode: mode };
}

/** Public services matching the filters (text included, in the mode a listing used). */
export async function countServices(filters: ServiceFilters, mode: SearchMode): Promise<number> {
  const query = normaliseQuery(filters.query);
  const effective: SearchMode = query ? (mode === "NONE" ? "FTS" : mode) : "NONE";
  const where = serviceConditions({ category: filters.category?.trim() || undefined, state: filters.state?.trim() || undefined, vendorId: filters.vendorId });
  if (effective !== "NONE") {
    const { ftsMatch, fuzzyMatch } = matchExpressions(query, serviceListing);
    where.push(effective === "FTS" ? ftsMatch : fuzzyMatch);
  }
  return inSearchScope(effective, async (db) => {
    const [row] = await db.select({ count: sql<number>`count(*)::int`.mapWith(Number) }).from(services).where(and(...where));
    return row?.count ?? 0;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Single product and lists around it

export async function findProductBySlug(slug: string): Promise<ProductDetail | null> {
  if (typeof slug !== "string" || slug.length === 0 || slug.length > 200) return null;
  const db = getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      priceItemId: products.priceItemId,
      vendor: vendorSummaryColumns,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.slug, slug), eq(products.status, "ACTIVE"), eq(vendors.status, "APPROVED")))
    .limit(1);
  if (!row) return null;
  const [images, categoryRows] = await Promise.all([
    loadProductImages([row.id], db),
    db
      .select(categoryColumns)
      .from(categories)
      .where(sql`${categories.id} = ${row.categoryId} or ${categories.id} = (select parent_id from ${categories} where id = ${row.categoryId})`),
  ]);
  const category = categoryRows.find((c) => c.id === row.categoryId);
  if (!category) return null;
  const parent = category.parentId ? categoryRows.find((c) => c.id === category.parentId) : undefined;
  const gallery = images.get(row.id) ?? [];
  return {
    ...toCard(row, gallery[0] ?? null),
    description: row.description,
    images: gallery,
    vendor: toVendorSummary(row.vendor),
    category: toCategory(category),
    parentCategory: parent ? toCategory(parent) : null,
    priceItemId: row.priceItemId,
  };
}

/** How far back "similar" looks in a sub-category: bounded work on a product page whatever the category's size. */
const SIMILAR_WINDOW = 200;

/**
 * Same sub-category, never the product itself: offers of the same price-desk item first (nearest in price), then the
 * nearest in price among the sub-category's 200 newest listings. (Exact nearest over a whole sub-category would
 * read every listing in it — 2,500 rows and ~10 ms at 100,000 products — since there is no (category, price) index.)
 */
export async function listSimilarProducts(product: ProductDetail, limit = 8): Promise<ProductCard[]> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 8), MAX_PAGE_SIZE);
  if (!isUuid(product.id) || !isUuid(product.categoryId)) return [];
  const db = getDb();
  const distance = sql`abs(${products.priceKobo} - ${product.priceKobo}::bigint)`;
  const sameCategory = and(publicProduct, eq(products.categoryId, product.categoryId), ne(products.id, product.id));
  const recent = db
    .select({ ...cardColumns, priceItemId: products.priceItemId })
    .from(products)
    .where(sameCategory)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(SIMILAR_WINDOW)
    .as("recent");
  const [sameItem, nearby] = await Promise.all([
    product.priceItemId && isUuid(product.priceItemId)
      ? db
          .select(cardColumns)
          .from(products)
          .where(and(sameCategory, eq(products.priceItemId, product.priceItemId)))
          .orderBy(distance, asc(products.id))
          .limit(size)
      : Promise.resolve([]),
    db
      .select()
      .from(recent)
      .orderBy(sql`abs(${recent.priceKobo} - ${product.priceKobo}::bigint)`, asc(recent.id))
      .limit(size * 2),
  ]);
  const seen = new Set<string>();
  const rows: CardRow[] = [];
  for (const row of [...sameItem, ...nearby]) {
    if (seen.has(row.id) || rows.length >= size) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return withCovers(rows);
}

export async function listFeaturedProducts(limit: number): Promise<ProductCard[]> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PAGE_SIZE);
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(publicProduct, eq(products.featured, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(size);
  return withCovers(rows);
}

export async function listNewestProducts(limit: number): Promise<ProductCard[]> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PAGE_SIZE);
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(publicProduct)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(size);
  return withCovers(rows);
}

/** Live offers of one price-desk item, cheapest first, optionally in one state. */
export async function listOffersForPriceItem(
  priceItemId: string,
  options: { state?: string; limit: number },
): Promise<(ProductCard & { vendorName: string; vendorSlug: string })[]> {
  if (!isUuid(priceItemId)) return [];
  const size = Math.min(Math.max(1, Math.trunc(options.limit) || 1), 100);
  const where = [eq(products.priceItemId, priceItemId), eq(products.status, "ACTIVE"), eq(vendors.status, "APPROVED")];
  if (options.state) where.push(eq(products.state, options.state));
  const rows = await getDb()
    .select({ ...cardColumns, vendorName: vendors.displayName, vendorSlug: vendors.slug })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(...where))
    .orderBy(asc(products.priceKobo), asc(products.id))
    .limit(size);
  const cards = await withCovers(rows);
  return cards.map((card, index) => ({ ...card, vendorName: rows[index]!.vendorName, vendorSlug: rows[index]!.vendorSlug }));
}

/** Public products by id, for batched loading (hidden ones are simply absent). */
export async function loadProductCards(ids: readonly string[]): Promise<Map<string, ProductCard>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(publicProduct, inArray(products.id, valid)));
  const cards = await withCovers(rows);
  return new Map(cards.map((card) => [card.id, card]));
}

/** Fields a product card leaves out (description, price-desk link), for several products in one query. */
export async function loadProductExtras(ids: readonly string[]): Promise<Map<string, { description: string; priceItemId: string | null }>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: products.id, description: products.description, priceItemId: products.priceItemId })
    .from(products)
    .where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, { description: row.description, priceItemId: row.priceItemId }]));
}

/** Sub-categories of several main categories, each list by position. */
export async function loadChildCategories(parentIds: readonly string[]): Promise<Map<string, CategoryView[]>> {
  const result = new Map<string, CategoryView[]>(parentIds.map((id) => [id, []]));
  const valid = parentIds.filter(isUuid);
  if (valid.length === 0) return result;
  const rows = await getDb()
    .select(categoryColumns)
    .from(categories)
    .where(inArray(categories.parentId, valid))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  for (const row of rows) result.get(row.parentId!)?.push(toCategory(row));
  return result;
}

/** The newest `limit` public products of each vendor, for all vendors in one query (a window per vendor). */
export async function loadNewestProductsByVendor(vendorIds: readonly string[], limit: number): Promise<Map<string, ProductCard[]>> {
  const result = new Map<string, ProductCard[]>(vendorIds.map((id) => [id, []]));
  const valid = vendorIds.filter(isUuid);
  if (valid.length === 0) return result;
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PAGE_SIZE);
  const ranked = getDb()
    .select({
      ...cardColumns,
      rank: sql<number>`row_number() over (partition by ${products.vendorId} order by ${products.createdAt} desc, ${products.id} desc)`.as("rank"),
    })
    .from(products)
    .where(and(publicProduct, inArray(products.vendorId, valid)))
    .as("ranked");
  const rows = await getDb()
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${size}`)
    .orderBy(asc(ranked.vendorId), asc(ranked.rank));
  const cards = await withCovers(rows);
  for (const card of cards) result.get(card.vendorId)?.push(card);
  return result;
}

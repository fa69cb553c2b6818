import "server-only";
import { categorySubtreeIds } from "@/modules/categories/categories.queries";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { normaliseQuery } from "@/modules/market/market.inputs";
import { productRows, serviceRows } from "@/modules/listings/listings.queries";
import { hasExactWords } from "@/lib/exact-words";
import { isUuid } from "@/lib/uuid";
import { isActiveListing, isPublicListing } from "@/modules/listings/listings.queries";
import { listingConditions, type ProductSort } from "@/modules/listings/listings.types";
import type { ProductFilters } from "@/modules/market/market.types";

/**
 * How the listings query: filters as SQL, text matching (full-text, then trigram similarity), sort plans for keyset
 * pagination. Products and services share them.
 */

/**
 * Lowest word_similarity that counts as a typo of a title word: "iphnoe" → "iPhone" scores 0.43, "tomatos" →
 * "Tomatoes" 0.75; below ~0.35 matches stop looking related.
 */
export const FUZZY_THRESHOLD = 0.35;

/** How a text query matched: full-text first; trigram similarity only when full-text finds nothing. */
export type SearchMode = "NONE" | "FTS" | "FUZZY";
export type EffectiveSort = "RELEVANCE" | "NEWEST" | "PRICE_ASC" | "PRICE_DESC";

export const listingSorts: readonly EffectiveSort[] = ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"];

/** Text as a filter uses it: trimmed and at most `max` characters; blank is no filter. */
export function filterText(value: string | undefined, max: number): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;
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
  id: typeof productRows.id | typeof serviceRows.id;
  searchVector: typeof productRows.searchVector | typeof serviceRows.searchVector;
  searchWords: typeof productRows.searchWords | typeof serviceRows.searchWords;
  title: typeof productRows.title | typeof serviceRows.title;
  createdAt: typeof productRows.createdAt | typeof serviceRows.createdAt;
  price: typeof productRows.priceKobo | typeof serviceRows.priceFromKobo;
}

const productListing: ListingColumns = {
  id: productRows.id,
  searchVector: productRows.searchVector,
  searchWords: productRows.searchWords,
  title: productRows.title,
  createdAt: productRows.createdAt,
  price: productRows.priceKobo,
};

export const serviceListing: ListingColumns = {
  id: serviceRows.id,
  searchVector: serviceRows.searchVector,
  searchWords: serviceRows.searchWords,
  title: serviceRows.title,
  createdAt: serviceRows.createdAt,
  price: serviceRows.priceFromKobo,
};

/**
 * websearch_to_tsquery reads a "-" as NOT; dashes that negate no word ("------", "- - -") stack up until PostgreSQL
 * refuses the query ("tsquery stack too small"), so they are read as spaces. "-rice" still means "without rice".
 */
export function websearchText(query: string): string {
  return query.replace(/-+/g, "-").replace(/-(?![\p{L}\p{N}])/gu, " ");
}

export function matchExpressions(query: string, t: ListingColumns = productListing) {
  const tsquery = sql`websearch_to_tsquery('english', ${websearchText(query)})`;
  // Listings with the very words typed (singular or plural) first, then those sharing only a stem ("generator" is
  // not "iPad 9th generation"); ts_rank stays below 1, so it orders within each group.
  const exact = hasExactWords(t.searchWords, query);
  return {
    ftsMatch: sql`${t.searchVector} @@ ${tsquery}`,
    ftsRank: exact
      ? sql`((case when ${exact} then 1 else 0 end) + ts_rank(${t.searchVector}, ${tsquery}))::real`
      : sql`ts_rank(${t.searchVector}, ${tsquery})`,
    // `<%` is word_similarity above pg_trgm.word_similarity_threshold, answerable from the trigram index.
    fuzzyMatch: sql`${query} <% ${t.title}`,
    fuzzyRank: sql`word_similarity(${query}, ${t.title})`,
  };
}

export function effectiveSort(sort: ProductSort | undefined, mode: SearchMode): EffectiveSort {
  const wanted = sort ?? "RELEVANCE";
  // Without a query there is nothing to rank by: relevance means newest first.
  return wanted === "RELEVANCE" && mode === "NONE" ? "NEWEST" : wanted;
}

export function sortPlan(
  sort: EffectiveSort,
  mode: SearchMode,
  query: string,
  t: ListingColumns = productListing,
): SortPlan {
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
export interface NormalisedFilters {
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

export function normaliseFilters(filters: ProductFilters): NormalisedFilters {
  const price = (value: number | undefined) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  let impossible = false;
  if (filters.vendorId !== undefined && !isUuid(filters.vendorId)) impossible = true;
  if (filters.priceItemId !== undefined && !isUuid(filters.priceItemId)) impossible = true;
  return {
    query: normaliseQuery(filters.query),
    category: filterText(filters.category, 200),
    state: filterText(filters.state, 60),
    minPriceKobo: price(filters.minPriceKobo),
    maxPriceKobo: price(filters.maxPriceKobo),
    condition: filters.condition && listingConditions.includes(filters.condition) ? filters.condition : undefined,
    vendorId: filters.vendorId,
    priceItemId: filters.priceItemId,
    sort: filters.sort && listingSorts.includes(filters.sort) ? filters.sort : undefined,
    impossible,
  };
}

/** Category slug → itself and, for a main category, all its sub-categories. */
export function categoryCondition(slug: string): SQL {
  return sql`${productRows.categoryId} in ${categorySubtreeIds(slug)}`;
}

/** Everything except the two faceted filters (category and state) and the text match. */
export function baseConditions(f: NormalisedFilters, vendorJoined = false): SQL[] {
  // With the vendors table joined (approved only), the listing status is the rest of "public".
  const where: SQL[] = [vendorJoined ? isActiveListing(productRows) : isPublicListing(productRows)];
  if (f.impossible) where.push(sql`false`);
  if (f.minPriceKobo !== undefined) where.push(sql`${productRows.priceKobo} >= ${f.minPriceKobo}`);
  if (f.maxPriceKobo !== undefined) where.push(sql`${productRows.priceKobo} <= ${f.maxPriceKobo}`);
  if (f.condition) where.push(sql`${productRows.condition} = ${f.condition}`);
  if (f.vendorId && !f.impossible) where.push(sql`${productRows.vendorId} = ${f.vendorId}`);
  if (f.priceItemId && !f.impossible) where.push(sql`${productRows.priceItemId} = ${f.priceItemId}`);
  return where;
}

export function textCondition(f: NormalisedFilters, mode: SearchMode): SQL | undefined {
  if (mode === "NONE") return undefined;
  const { ftsMatch, fuzzyMatch } = matchExpressions(f.query);
  return mode === "FTS" ? ftsMatch : fuzzyMatch;
}

/** Runs `work` with the trigram threshold set for this transaction only (fuzzy mode), or directly otherwise. */
export async function inSearchScope<T>(mode: SearchMode, work: (db: Database) => Promise<T>): Promise<T> {
  if (mode !== "FUZZY") return work(getDb());
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return work(tx);
  });
}

/** Filters as used, for the caller to count with later. */
export function publicFilters(f: NormalisedFilters): ProductFilters {
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

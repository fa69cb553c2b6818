import "server-only";
import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { containsTypedWords } from "@/lib/exact-words";
import { isActiveListing } from "@/modules/listings/listings.queries";
import { once } from "@/lib/once";
import { spendSearch, type Requester } from "@/lib/search-budget";
import { createShortCache } from "@/lib/short-cache";
import { normaliseQuery } from "@/modules/market/market.inputs";
import { categoryRows } from "@/modules/categories/categories.queries";
import { productRows, serviceRows } from "@/modules/listings/listings.queries";
import { listProductItems, listProducts, type ProductItemsResult } from "@/modules/market/market-listing.service";
import { FUZZY_THRESHOLD } from "@/modules/market/market-query";
import { listServices } from "@/modules/market/market-offerings.service";
import type { ServiceCard } from "@/modules/listings/listings.types";
import type { ProductFilters, ProductPage } from "@/modules/market/market.types";
import { searchPriceItems } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { approvedVendorIds, approvedVendorSlugs } from "@/modules/vendors/vendors.service";

export interface MarketSearchResult {
  products: ProductPage;
  services: ServiceCard[];
  priceItems: PriceItemSummary[];
}

/** A market search whose parts are looked up when first asked for (the API fetches only what a client selects). */
export interface MarketSearch {
  /** The filters the products are listed with, the normalised text included. */
  filters: ProductFilters;
  /** The products with their total and facets (the search page). */
  productPage: () => Promise<ProductPage>;
  /** The products alone; totals and facets are counted separately when needed (the API). */
  productItems: () => Promise<ProductItemsResult>;
  services: () => Promise<ServiceCard[]>;
  priceItems: () => Promise<PriceItemSummary[]>;
}

type SearchPaging = { page?: number; cursor?: string; pageSize?: number };

/** Services and price-desk items shown beside the product results: a short list each, not a second listing. */
const SERVICES_IN_SEARCH = 6;
const PRICE_ITEMS_IN_SEARCH = 5;

/**
 * One search box for the whole market: products (filtered, sorted, paged, with facets), artisans' services and
 * price-desk items, each with full-text search and a typo-tolerant fallback. The search page and the API's `search`
 * both start here, so they cannot disagree on what a query finds. Spends one search from the requester's budget.
 */
export async function openMarketSearch(
  requester: Requester,
  query: string,
  filters: Omit<ProductFilters, "query"> = {},
  page: SearchPaging = {},
): Promise<MarketSearch> {
  await spendSearch(requester);
  const text = normaliseQuery(query);
  const productFilters: ProductFilters = { ...filters, query: text };
  return {
    filters: productFilters,
    productPage: once(() => listProducts(productFilters, page)),
    productItems: once(() => listProductItems(productFilters, page)),
    services: once(async () =>
      text
        ? (
            await listServices(
              { query: text, state: filters.state, category: filters.category, vendorId: filters.vendorId },
              { pageSize: SERVICES_IN_SEARCH },
            )
          ).items
        : [],
    ),
    priceItems: once(async () => (text ? searchPriceItems(text, PRICE_ITEMS_IN_SEARCH) : [])),
  };
}

/** The whole market search at once, for the search page. */
export async function searchMarket(
  requester: Requester,
  query: string,
  filters: Omit<ProductFilters, "query"> = {},
  page: SearchPaging = {},
): Promise<MarketSearchResult> {
  const search = await openMarketSearch(requester, query, filters, page);
  // Named apart from the tables `products` and `services`: the boundary check reads names, not scopes.
  const [productPage, serviceItems, priceItems] = await Promise.all([
    search.productPage(),
    search.services(),
    search.priceItems(),
  ]);
  return { products: productPage, services: serviceItems, priceItems };
}

// ---- autocomplete ------------------------------------------------------------------------------------------------

export type SuggestionKind = "CATEGORY" | "PRODUCT" | "SERVICE" | "PRICE_ITEM";

export interface Suggestion {
  label: string;
  kind: SuggestionKind;
  href: string;
}

export const MAX_SUGGESTIONS = 20;
/** Shortest text worth a trigram (typo) lookup: shorter prefixes share a trigram with most titles. */
const MIN_FUZZY_LENGTH = 4;

/** Lower-case words of letters and digits only: nothing a person types can break to_tsquery. */
function prefixWords(prefix: string): string[] {
  return normaliseQuery(prefix)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, 6);
}

/**
 * "samsung gal" → every word in the title (weight A), the last one as a prefix. The last word is matched stemmed
 * ("tomatoes" → tomato:*) or as typed ("iph" → iph:*), since an unfinished word has no reliable stem yet.
 */
function titleFtsQuery(words: string[]): SQL {
  const whole = words.slice(0, -1).map((w) => `'${w}':A`);
  const last = words[words.length - 1]!;
  const lastPrefix = sql`(to_tsquery('english', ${`'${last}':*A`}) || to_tsquery('simple', ${`'${last}':*A`}))`;
  return whole.length ? sql`(to_tsquery('english', ${whole.join(" & ")}) && ${lastPrefix})` : lastPrefix;
}

async function suggestCategories(db: Database, words: string[], text: string, limit: number): Promise<Suggestion[]> {
  // A few hundred rows at most: a word-prefix pattern or a close spelling, no index needed.
  const pattern = `(^|[^a-z0-9])${words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).join(".*")}`;
  const rows = await db
    .select({ name: categoryRows.name, slug: categoryRows.slug })
    .from(categoryRows)
    .where(
      sql`lower(${categoryRows.name}) ~ ${pattern} or (length(${text}) >= ${MIN_FUZZY_LENGTH} and word_similarity(${text}, ${categoryRows.name}) >= 0.5)`,
    )
    .orderBy(
      sql`(lower(${categoryRows.name}) ~ ${pattern}) desc`,
      sql`starts_with(lower(${categoryRows.name}), ${words[0]!}) desc`,
      desc(sql`word_similarity(${text}, ${categoryRows.name})`),
      sql`(${categoryRows.parentId} is null) desc`,
      asc(categoryRows.position),
      asc(categoryRows.name),
    )
    .limit(limit);
  return rows.map((row) => ({ label: row.name, kind: "CATEGORY", href: `/market/product/category/${row.slug}` }));
}

interface Candidate {
  title: string;
  href: string;
  createdAt: Date;
}

/** How many matching listings are looked at per suggestion request: a fixed amount of work whatever is typed. */
const CANDIDATE_SAMPLE = 300;

/**
 * Distinct titles ranked for a search box: titles with the very words typed (not only their stems: "generator" is
 * not "generation"), then titles that start with what was typed, then titles many listings share (what people sell
 * most), then shorter ones; each links to its newest listing.
 */
function rankTitles(candidates: Candidate[], words: string[], limit: number): Suggestion[] {
  const text = words.join(" ");
  const groups = new Map<string, { title: string; href: string; newest: number; count: number }>();
  for (const candidate of candidates) {
    const key = candidate.title.toLowerCase();
    const group = groups.get(key);
    const at = candidate.createdAt.getTime();
    if (!group) groups.set(key, { title: candidate.title, href: candidate.href, newest: at, count: 1 });
    else {
      group.count += 1;
      if (at > group.newest) Object.assign(group, { href: candidate.href, newest: at });
    }
  }
  const startsWith = (title: string) => (title.toLowerCase().startsWith(text) ? 0 : 1);
  const stemOnly = (title: string) => (containsTypedWords(title, words, { lastIsPrefix: true }) ? 0 : 1);
  return [...groups.values()]
    .sort(
      (a, b) =>
        stemOnly(a.title) - stemOnly(b.title) ||
        startsWith(a.title) - startsWith(b.title) ||
        b.count - a.count ||
        a.title.length - b.title.length ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
    )
    .slice(0, limit)
    .map((group) => ({ label: group.title, kind: "PRODUCT", href: group.href }));
}

/**
 * Runs `work` where the planner may only use bitmap (index) scans: a LIMIT without ORDER BY then reads the first
 * matches the text index finds and stops, instead of walking the whole table or the date index testing every row
 * against the query (which costs ~0.5 s at 100,000 products for a prefix nothing starts with). With `fuzzy`, the
 * trigram threshold for `<%` is set too.
 */
async function indexOnly<T>(fuzzy: boolean, work: (db: Database) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return work(tx);
  });
}

// The vendor check is a second, batched step: joined into the sample query, it lets the planner start from the
// vendors table and probe products once per vendor (90 ms for a common prefix at 100,000 products).
async function suggestProducts(words: string[], text: string, limit: number): Promise<Suggestion[]> {
  const sample = (tx: Database, match: SQL, withSimilarity: boolean) =>
    tx
      .select({
        title: productRows.title,
        slug: productRows.slug,
        createdAt: productRows.createdAt,
        vendorId: productRows.vendorId,
        similarity: (withSimilarity ? sql`word_similarity(${text}, ${productRows.title})` : sql`1`).mapWith(Number),
      })
      .from(productRows)
      .where(and(isActiveListing(productRows), match))
      .limit(CANDIDATE_SAMPLE);
  let rows = await indexOnly(false, (tx) =>
    sample(tx, sql`${productRows.searchVector} @@ ${titleFtsQuery(words)}`, false),
  );
  if (rows.length === 0 && text.length >= MIN_FUZZY_LENGTH) {
    const fuzzy = await indexOnly(true, (tx) => sample(tx, sql`${text} <% ${productRows.title}`, true));
    // The closest spellings only; ties ranked as prefix matches are.
    const best = Math.max(...fuzzy.map((row) => row.similarity));
    rows = fuzzy.filter((row) => row.similarity >= best - 0.1);
  }
  const approved = await approvedVendorIds(rows.map((row) => row.vendorId));
  return rankTitles(
    rows
      .filter((row) => approved.has(row.vendorId))
      .map((row) => ({ title: row.title, href: `/market/product/${row.slug}`, createdAt: row.createdAt })),
    words,
    limit,
  );
}

async function suggestServices(words: string[], text: string, limit: number): Promise<Suggestion[]> {
  const sample = (tx: Database, match: SQL) =>
    tx
      .select({ title: serviceRows.title, vendorId: serviceRows.vendorId, createdAt: serviceRows.createdAt })
      .from(serviceRows)
      .where(and(isActiveListing(serviceRows), match))
      .limit(CANDIDATE_SAMPLE);
  let rows = await indexOnly(false, (tx) => sample(tx, sql`${serviceRows.searchVector} @@ ${titleFtsQuery(words)}`));
  if (rows.length === 0 && text.length >= MIN_FUZZY_LENGTH) {
    rows = await indexOnly(true, (tx) => sample(tx, sql`${text} <% ${serviceRows.title}`));
  }
  const slugById = await approvedVendorSlugs(rows.map((row) => row.vendorId));
  return rankTitles(
    rows
      .filter((row) => slugById.has(row.vendorId))
      .map((row) => ({
        title: row.title,
        href: `/market/store/${slugById.get(row.vendorId)}`,
        createdAt: row.createdAt,
      })),
    words,
    limit,
  ).map((suggestion) => ({ ...suggestion, kind: "SERVICE" }));
}

// What people type repeats a lot ("rice", "iph", "sams…") and suggestions need not be to-the-second fresh: answers
// are shared per process for a minute (and identical in-flight requests share one lookup).
const suggestionCache = createShortCache<Suggestion[]>({
  name: "market-suggestions",
  ttlMs: 60_000,
  maxEntries: 2_000,
});

/**
 * Suggestions as a person types: categories, products, services and price-desk items whose words start with what
 * was typed, or (for four letters and more, when nothing starts that way) that are spelt alike. At most `limit`
 * (≤ 20); categories and price items first, each kind capped so one kind cannot crowd out the others. Spends one
 * search from the requester's budget.
 */
export async function autocompleteMarket(requester: Requester, prefix: string, limit = 8): Promise<Suggestion[]> {
  await spendSearch(requester);
  const size = Math.min(Math.max(1, Math.trunc(Number.isFinite(limit) ? limit : 8)), MAX_SUGGESTIONS);
  const words = prefixWords(typeof prefix === "string" ? prefix : "");
  if (words.length === 0) return [];
  return suggestionCache.get(`${size}:${words.join(" ")}`, () => suggest(words, size));
}

async function suggest(words: string[], size: number): Promise<Suggestion[]> {
  const text = words.join(" ");
  const db = getDb();
  // One letter matches half the catalogue's words: only the short lists (categories, price items) answer it.
  const listings = text.length >= 2;
  const [categoryHits, productHits, serviceHits, itemHits] = await Promise.all([
    suggestCategories(db, words, text, size),
    listings ? suggestProducts(words, text, size) : Promise.resolve([]),
    listings ? suggestServices(words, text, size) : Promise.resolve([]),
    searchPriceItems(text, size),
  ]);
  const priceItemHits: Suggestion[] = itemHits.map((item) => ({
    label: item.name,
    kind: "PRICE_ITEM",
    href: `/pricedesk/search?item=${encodeURIComponent(item.slug)}`,
  }));
  // Quotas first (so each kind that has something shows), then whatever is left fills the rest in the same order.
  const quota = Math.max(1, Math.floor(size / 4));
  const groups = [categoryHits, productHits, priceItemHits, serviceHits];
  const picked = groups.map((group) => group.slice(0, quota));
  let remaining = size - picked.reduce((sum, group) => sum + group.length, 0);
  for (let index = 0; index < groups.length && remaining > 0; index += 1) {
    const extra = groups[index]!.slice(picked[index]!.length, picked[index]!.length + remaining);
    picked[index]!.push(...extra);
    remaining -= extra.length;
  }
  return picked.flat().slice(0, size);
}

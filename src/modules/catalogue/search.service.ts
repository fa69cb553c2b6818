import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { normaliseQuery } from "@/modules/catalogue/catalogue.inputs";
import { categories, products, services } from "@/modules/catalogue/catalogue.schema";
import { FUZZY_THRESHOLD, listProducts, listServices, publicProduct, publicService } from "@/modules/catalogue/catalogue.service";
import type { ProductFilters, ProductPage, ServiceCard } from "@/modules/catalogue/catalogue.types";
import { searchPriceItems } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { vendors } from "@/modules/vendors/vendors.schema";

export interface MarketSearchResult {
  products: ProductPage;
  services: ServiceCard[];
  priceItems: PriceItemSummary[];
}

/** Services and price-desk items shown beside the product results: a short list each, not a second listing. */
const SERVICES_IN_SEARCH = 6;
const PRICE_ITEMS_IN_SEARCH = 5;

/**
 * One search box for the whole market: products (filtered, sorted, paged, with facets), artisans' services and
 * price-desk items, each with full-text search and a typo-tolerant fallback.
 */
export async function searchMarket(
  query: string,
  filters: Omit<ProductFilters, "query"> = {},
  page: { page?: number; cursor?: string; pageSize?: number } = {},
): Promise<MarketSearchResult> {
  const text = normaliseQuery(query);
  const [productPage, servicePage, priceItems] = await Promise.all([
    listProducts({ ...filters, query: text }, page),
    text
      ? listServices({ query: text, state: filters.state, category: filters.category, vendorId: filters.vendorId }, { pageSize: SERVICES_IN_SEARCH })
      : Promise.resolve({ items: [] as ServiceCard[] }),
    text ? searchPriceItems(text, PRICE_ITEMS_IN_SEARCH) : Promise.resolve([] as PriceItemSummary[]),
  ]);
  return { products: productPage, services: servicePage.items, priceItems };
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
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(sql`lower(${categories.name}) ~ ${pattern} or (length(${text}) >= ${MIN_FUZZY_LENGTH} and word_similarity(${text}, ${categories.name}) >= 0.5)`)
    .orderBy(
      sql`(lower(${categories.name}) ~ ${pattern}) desc`,
      sql`starts_with(lower(${categories.name}), ${words[0]!}) desc`,
      desc(sql`word_similarity(${text}, ${categories.name})`),
      sql`(${categories.parentId} is null) desc`,
      asc(categories.position),
      asc(categories.name),
    )
    .limit(limit);
  return rows.map((row) => ({ label: row.name, kind: "CATEGORY", href: `/market/product/category/${row.slug}` }));
}

/** Distinct titles, first occurrence kept: generated and real catalogues repeat titles across sellers. */
function distinctByLabel(suggestions: Suggestion[], limit: number): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const suggestion of suggestions) {
    const key = suggestion.label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(suggestion);
    if (out.length >= limit) break;
  }
  return out;
}

async function fuzzyScope<T>(work: (db: Database) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return work(tx as unknown as Database);
  });
}

async function suggestProducts(words: string[], text: string, limit: number): Promise<Suggestion[]> {
  const db = getDb();
  // Newest matches first, a few times the limit so duplicate titles can be skipped; the planner can walk the
  // newest-first index and stop early for common words.
  const candidates = limit * 4;
  const rows = await db
    .select({ title: products.title, slug: products.slug })
    .from(products)
    .where(and(publicProduct, sql`${products.searchVector} @@ ${titleFtsQuery(words)}`))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(candidates);
  let suggestions = rows.map((row): Suggestion => ({ label: row.title, kind: "PRODUCT", href: `/market/product/${row.slug}` }));
  if (suggestions.length === 0 && text.length >= MIN_FUZZY_LENGTH) {
    const fuzzy = await fuzzyScope((tx) =>
      tx
        .select({ title: products.title, slug: products.slug })
        .from(products)
        .where(and(publicProduct, sql`${text} <% ${products.title}`))
        .orderBy(desc(sql`word_similarity(${text}, ${products.title})`), desc(products.createdAt), desc(products.id))
        .limit(candidates),
    );
    suggestions = fuzzy.map((row) => ({ label: row.title, kind: "PRODUCT", href: `/market/product/${row.slug}` }));
  }
  return distinctByLabel(suggestions, limit);
}

async function suggestServices(words: string[], text: string, limit: number): Promise<Suggestion[]> {
  const db = getDb();
  const select = (tx: Database, match: SQL, order: SQL[]) =>
    tx
      .select({ title: services.title, vendorSlug: vendors.slug })
      .from(services)
      .innerJoin(vendors, eq(vendors.id, services.vendorId))
      .where(and(publicService, match))
      .orderBy(...order)
      .limit(limit * 4);
  let rows = await select(db, sql`${services.searchVector} @@ ${titleFtsQuery(words)}`, [desc(services.createdAt), desc(services.id)]);
  if (rows.length === 0 && text.length >= MIN_FUZZY_LENGTH) {
    rows = await fuzzyScope((tx) =>
      select(tx, sql`${text} <% ${services.title}`, [desc(sql`word_similarity(${text}, ${services.title})`), desc(services.createdAt), desc(services.id)]),
    );
  }
  return distinctByLabel(
    rows.map((row) => ({ label: row.title, kind: "SERVICE", href: `/market/store/${row.vendorSlug}` })),
    limit,
  );
}

/**
 * Suggestions as a person types: categories, products, services and price-desk items whose words start with what
 * was typed, or (for four letters and more, when nothing starts that way) that are spelt alike. At most `limit`
 * (≤ 20); categories and price items first, each kind capped so one kind cannot crowd out the others.
 */
export async function autocompleteMarket(prefix: string, limit = 8): Promise<Suggestion[]> {
  const size = Math.min(Math.max(1, Math.trunc(Number.isFinite(limit) ? limit : 8)), MAX_SUGGESTIONS);
  const words = prefixWords(typeof prefix === "string" ? prefix : "");
  if (words.length === 0) return [];
  const text = words.join(" ");
  const db = getDb();
  const [categoryHits, productHits, serviceHits, itemHits] = await Promise.all([
    suggestCategories(db, words, text, size),
    suggestProducts(words, text, size),
    suggestServices(words, text, size),
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

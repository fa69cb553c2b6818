import "server-only";
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { hasExactWords } from "@/lib/exact-words";
import { spendSearch, type Requester } from "@/lib/search-budget";
import { createShortCache } from "@/lib/short-cache";
import { isUuid } from "@/lib/uuid";
import { MAX_SEARCH_LENGTH, MAX_SEARCH_RESULTS } from "@/modules/pricedesk/pricedesk.inputs";
import { addDays, lagosToday } from "@/lib/dates";
import { directionOf, percentFrom, toKobo } from "@/modules/pricedesk/pricedesk-math";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import type { MarketView, OfferInsight, PriceItemSummary, PriceItemView } from "@/modules/pricedesk/pricedesk.types";

/** Fewer accepted reports than this and the desk does not claim a typical price. */
export const MIN_REPORTS_FOR_TYPICAL = 3;
/** The window of "typical price now". */
export const TYPICAL_WINDOW_DAYS = 30;
/** Trigram word similarity at which a misspelt query still finds a name ("cemnt" → Cement is 0.5)… */
const LOOSE_SIMILARITY = 0.4;
/** …used only when no item matches by words or at least this closely. */
const STRONG_SIMILARITY = 0.6;
/** Loose matches this much less similar than the closest one are left out. */
const LOOSE_SPREAD = 0.1;

export const itemSummaryColumns = {
  id: priceItems.id,
  slug: priceItems.slug,
  name: priceItems.name,
  unitLabel: priceItems.unitLabel,
};

export const itemViewColumns = {
  ...itemSummaryColumns,
  aliases: priceItems.aliases,
  categorySlug: priceItems.categorySlug,
};

/** count / min / median / max of accepted report prices, as whole kobo. Shared by every statistic of the desk. */
export const priceAggregates = {
  count: sql<number>`count(*)::int`.mapWith(Number),
  lowKobo: sql<number>`min(${priceReports.priceKobo})`.mapWith(Number),
  highKobo: sql<number>`max(${priceReports.priceKobo})`.mapWith(Number),
  // percentile_cont interpolates the two middle values of an even count; toKobo rounds a half kobo up (pricedesk-math).
  typicalKobo: sql<number>`percentile_cont(0.5) within group (order by ${priceReports.priceKobo})`.mapWith(
    (v) => toKobo(v) ?? 0,
  ),
};

/** Accepted reports of the window ending `today` (inclusive, `days` days long). Served by price_reports_item_observed_idx. */
export function acceptedInWindow(itemId: string | SQL | null, today: string, days: number): SQL {
  const conditions = [
    eq(priceReports.status, "ACCEPTED"),
    gt(priceReports.observedOn, addDays(today, -days)),
    lte(priceReports.observedOn, today),
  ];
  if (typeof itemId === "string") conditions.unshift(eq(priceReports.itemId, itemId));
  else if (itemId) conditions.unshift(itemId);
  return and(...conditions)!;
}

// ---- search ---------------------------------------------------------------------------------------------------------

interface SearchTerms {
  /** Lower-case words joined by single spaces, for trigram similarity. */
  text: string;
  /** A tsquery built only from letters and digits: every word must match, the last one as a prefix. */
  tsquery: string;
}

/** Letters and digits only (accents dropped), so nothing a person types can break to_tsquery or trigram input. */
export function searchTerms(query: string): SearchTerms | null {
  const words = query
    .slice(0, MAX_SEARCH_LENGTH * 2)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .split(" ")
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return {
    text: words.join(" "),
    tsquery: words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(" & "),
  };
}

/**
 * Items for a search box, as the person types: full-text on name and aliases (the last word as a prefix, so "toma"
 * finds Tomatoes) or, for typos, trigram word similarity on name and aliases ("tomatos", "cemnt", "gari"/"garri").
 * Loose similarity only counts when nothing matches well: "toma" must not also suggest "20-tonne truck". Full-text
 * matches come first (those with the very words typed before those sharing only a stem), then the closest names. Explicit thresholds (not pg_trgm's settings) keep the results identical
 * on PGlite and the PostgreSQL server. price_items is a reference list of hundreds of rows, so the similarity filter
 * on aliases costs nothing measurable.
 */
export function searchPriceItems(query: string, limit: number): Promise<PriceItemSummary[]> {
  const terms = searchTerms(query);
  if (!terms) return Promise.resolve([]);
  const size = Math.min(Math.max(Math.trunc(Number.isFinite(limit) ? limit : 0), 1), MAX_SEARCH_RESULTS);
  return itemSearches.get(`${size}\n${terms.tsquery}\n${terms.text}`, () => findPriceItems(terms, size));
}

/** searchPriceItems for a person's request (the desk's search page, the API): spends a search from their budget. */
export async function searchPriceItemsFor(
  requester: Requester,
  query: string,
  limit: number,
): Promise<PriceItemSummary[]> {
  await spendSearch(requester);
  return searchPriceItems(query, limit);
}

// Every market search and every keystroke of the search box asks this with the same few hundred words, and the list
// it searches changes rarely: answers are shared per process for a minute (a new or renamed item shows up within it).
const itemSearches = createShortCache<PriceItemSummary[]>({
  name: "price-item-search",
  ttlMs: 60_000,
  maxEntries: 2_000,
});

async function findPriceItems(
  terms: NonNullable<ReturnType<typeof searchTerms>>,
  size: number,
): Promise<PriceItemSummary[]> {
  const tsquery = sql`to_tsquery('english', ${terms.tsquery})`;
  const matches = sql<boolean>`(${priceItems.searchVector} @@ ${tsquery})`;
  // Names with the very words typed before names that only share a stem: "generator" lists generators before the
  // "iPad 9th generation" (a reference list of hundreds of rows: the words are read as the rows are).
  const exact =
    hasExactWords(sql`to_tsvector('simple', ${priceItems.name} || ' ' || ${priceItems.aliases})`, terms.text) ??
    sql`false`;
  const similarity = sql<number>`round(greatest(word_similarity(${terms.text}, ${priceItems.name}), word_similarity(${terms.text}, ${priceItems.aliases}))::numeric, 3)`;
  // Among equally close names, the one most like the whole query: "tomatos" → Tomatoes before Tomato paste.
  const closeness = sql<number>`round(similarity(${terms.text}, ${priceItems.name})::numeric, 3)`;
  // One or two letters share a trigram with half the catalogue: those only match as word prefixes.
  const typo =
    terms.text.length >= 3
      ? sql` or word_similarity(${terms.text}, ${priceItems.name}) >= ${LOOSE_SIMILARITY} or word_similarity(${terms.text}, ${priceItems.aliases}) >= ${LOOSE_SIMILARITY}`
      : sql``;
  const rows = await getDb()
    .select({
      ...itemSummaryColumns,
      matches: sql<boolean>`${matches}`.mapWith(Boolean),
      similarity: similarity.mapWith(Number),
    })
    .from(priceItems)
    .where(sql`${matches}${typo}`)
    .orderBy(desc(matches), desc(exact), desc(similarity), desc(closeness), asc(priceItems.name), asc(priceItems.id))
    .limit(MAX_SEARCH_RESULTS * 2);
  const strong = rows.filter((row) => row.matches || row.similarity >= STRONG_SIMILARITY);
  // Nothing matches well: keep only the closest look-alikes ("bens" → the beans, not beef and Milo).
  const best = rows[0]?.similarity ?? 0;
  const chosen = strong.length > 0 ? strong : rows.filter((row) => row.similarity >= best - LOOSE_SPREAD);
  return chosen.slice(0, size).map(({ id, slug, name, unitLabel }) => ({ id, slug, name, unitLabel }));
}

// ---- items and markets ----------------------------------------------------------------------------------------------

const slugShape = /^[a-z0-9](?:[a-z0-9-]{0,199})$/;

export async function findPriceItemBySlug(slug: string): Promise<PriceItemView | null> {
  // Slugs are a–z, 0–9 and hyphens: anything else (NUL bytes included, which PostgreSQL refuses) cannot match.
  if (!slugShape.test(slug)) return null;
  const [row] = await getDb().select(itemViewColumns).from(priceItems).where(eq(priceItems.slug, slug)).limit(1);
  return row ?? null;
}

export async function findPriceItemById(id: string, db: Database = getDb()): Promise<PriceItemView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(itemViewColumns).from(priceItems).where(eq(priceItems.id, id)).limit(1);
  return row ?? null;
}

export async function findPriceItemsByIds(ids: readonly string[]): Promise<PriceItemView[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return getDb().select(itemViewColumns).from(priceItems).where(inArray(priceItems.id, valid));
}

const marketColumns = {
  id: markets.id,
  slug: markets.slug,
  name: markets.name,
  state: markets.state,
  city: markets.city,
};

/** Named markets, for the report form's list; in one state when given. */
export async function listMarkets(state?: string | null): Promise<MarketView[]> {
  return getDb()
    .select(marketColumns)
    .from(markets)
    .where(state ? eq(markets.state, state) : undefined)
    .orderBy(asc(markets.state), asc(markets.name));
}

export async function findMarketById(id: string, db: Database = getDb()): Promise<MarketView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(marketColumns).from(markets).where(eq(markets.id, id)).limit(1);
  return row ?? null;
}

// ---- the product page's insight -------------------------------------------------------------------------------------

const FALLBACK_STATE = "Lagos";

/**
 * "Typical price in Lagos ₦…, this offer is x% above/below": the median of accepted reports over the last 30 days in
 * the offer's state, else in Lagos (the deepest market), else nationwide (state "Nigeria"); null when even nationwide
 * has fewer than 3 reports. One indexed query for all three levels.
 */
export async function insightForOffer(
  offer: { priceItemId: string; priceKobo: number; state: string },
  options: { today?: string } = {},
): Promise<OfferInsight | null> {
  if (!isUuid(offer.priceItemId) || !Number.isSafeInteger(offer.priceKobo) || offer.priceKobo <= 0) return null;
  const today = options.today ?? lagosToday();
  const [item, rows] = await Promise.all([
    getDb().select(itemSummaryColumns).from(priceItems).where(eq(priceItems.id, offer.priceItemId)).limit(1),
    getDb()
      .select({
        state: sql<string | null>`${priceReports.state}`,
        count: priceAggregates.count,
        typicalKobo: priceAggregates.typicalKobo,
      })
      .from(priceReports)
      .where(acceptedInWindow(offer.priceItemId, today, TYPICAL_WINDOW_DAYS))
      .groupBy(sql`grouping sets ((${priceReports.state}), ())`),
  ]);
  const summary = item[0];
  if (!summary) return null;
  const levels = [
    { label: offer.state, row: rows.find((r) => r.state === offer.state) },
    { label: FALLBACK_STATE, row: rows.find((r) => r.state === FALLBACK_STATE) },
    { label: "Nigeria", row: rows.find((r) => r.state === null) },
  ];
  const chosen = levels.find((level) => level.row && level.row.count >= MIN_REPORTS_FOR_TYPICAL);
  if (!chosen?.row || chosen.row.typicalKobo <= 0) return null;
  const percent = percentFrom(chosen.row.typicalKobo, offer.priceKobo);
  return {
    item: summary,
    state: chosen.label,
    typicalKobo: chosen.row.typicalKobo,
    percentFromTypical: percent,
    direction: directionOf(percent),
    sampleSize: chosen.row.count,
  };
}

import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { createShortCache } from "@/lib/short-cache";
import {
  acceptedInWindow,
  findPriceItemsByIds,
  itemViewColumns,
  MIN_REPORTS_FOR_TYPICAL,
  priceAggregates,
  TYPICAL_WINDOW_DAYS,
} from "@/modules/pricedesk/pricedesk.service";
import { addDays, lagosToday } from "@/lib/dates";
import { addMonths, monthStart, percentFrom, toKobo, weekStart } from "@/modules/pricedesk/pricedesk-math";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import type {
  CheapestState,
  DeskItemFigure,
  PriceDeskHome,
  PriceItemStats,
  PriceItemView,
  PriceMover,
  PriceStats,
  PriceTrend,
  StapleCheapest,
  TrendPoint,
} from "@/modules/pricedesk/pricedesk.types";

/** Windows a person may pick for the item figures, in days. */
export const STAT_WINDOWS = [30, 90, 365] as const;
export const TREND_WEEKS = 12;
export const TREND_MONTHS = 12;
/** "Popular" counts reports over this many days. */
const POPULAR_WINDOW_DAYS = 90;

interface Clock {
  /** YYYY-MM-DD in Nigeria; tests pass a fixed day. */
  today?: string;
}

function stats(row: { count: number; lowKobo: number; typicalKobo: number; highKobo: number }): PriceStats {
  return { count: row.count, lowKobo: row.lowKobo, typicalKobo: row.typicalKobo, highKobo: row.highKobo };
}

type StatsOptions = Clock & { windowDays?: number; state?: string | null };

/**
 * Low / typical / high of an item over `windowDays` ending today: overall (nationwide, or in `state`), per state
 * (always all states, cheapest first) and per named market (in `state` when given). Two indexed queries.
 */
export async function getPriceItemStats(itemId: string, options: StatsOptions = {}): Promise<PriceItemStats> {
  return (await getPriceItemStatsForItems([itemId], options)).get(itemId)!;
}

/** getPriceItemStats for many items in the same two queries (GraphQL lists batch through this). */
export async function getPriceItemStatsForItems(
  itemIds: readonly string[],
  options: StatsOptions = {},
): Promise<Map<string, PriceItemStats>> {
  const today = options.today ?? lagosToday();
  const windowDays = STAT_WINDOWS.includes(options.windowDays as (typeof STAT_WINDOWS)[number])
    ? options.windowDays!
    : TYPICAL_WINDOW_DAYS;
  const state = options.state ?? null;
  const ids = [...new Set(itemIds)];
  const result = new Map<string, PriceItemStats>(
    ids.map((id) => [id, { windowDays, state, overall: null, nationwide: null, byState: [], byMarket: [] }]),
  );
  if (ids.length === 0) return result;
  const window = acceptedInWindow(inArray(priceReports.itemId, ids), today, windowDays);
  const [stateRows, marketRows] = await Promise.all([
    getDb()
      .select({ itemId: priceReports.itemId, state: sql<string | null>`${priceReports.state}`, ...priceAggregates })
      .from(priceReports)
      .where(window)
      .groupBy(sql`grouping sets ((${priceReports.itemId}, ${priceReports.state}), (${priceReports.itemId}))`),
    getDb()
      .select({
        itemId: priceReports.itemId,
        id: markets.id,
        slug: markets.slug,
        name: markets.name,
        state: markets.state,
        city: markets.city,
        ...priceAggregates,
      })
      .from(priceReports)
      .innerJoin(markets, eq(markets.id, priceReports.marketId))
      .where(state ? and(window, eq(priceReports.state, state)) : window)
      .groupBy(priceReports.itemId, markets.id)
      .orderBy(asc(markets.state), asc(markets.name)),
  ]);
  for (const row of stateRows) {
    const entry = result.get(row.itemId)!;
    if (row.state === null) {
      entry.nationwide = stats(row);
      if (!state) entry.overall = entry.nationwide;
    } else {
      entry.byState.push({ state: row.state, ...stats(row) });
      if (state === row.state) entry.overall = stats(row);
    }
  }
  for (const entry of result.values()) {
    entry.byState.sort((a, b) => a.typicalKobo - b.typicalKobo || a.state.localeCompare(b.state));
  }
  for (const row of marketRows) {
    result.get(row.itemId)!.byMarket.push({
      market: { id: row.id, slug: row.slug, name: row.name, state: row.state, city: row.city },
      ...stats(row),
    });
  }
  return result;
}

/**
 * Low / typical / high of each item over the last 30 days, nationwide or in `state`, for a list of search results:
 * one indexed query. Items with fewer than 3 accepted reports there are left out (the desk claims no typical price).
 */
export async function getTypicalPrices(
  itemIds: readonly string[],
  options: Clock & { state?: string | null } = {},
): Promise<Map<string, PriceStats>> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Map();
  const window = acceptedInWindow(
    inArray(priceReports.itemId, ids),
    options.today ?? lagosToday(),
    TYPICAL_WINDOW_DAYS,
  );
  const rows = await getDb()
    .select({ itemId: priceReports.itemId, ...priceAggregates })
    .from(priceReports)
    .where(options.state ? and(window, eq(priceReports.state, options.state)) : window)
    .groupBy(priceReports.itemId);
  return new Map(rows.filter((row) => row.count >= MIN_REPORTS_FOR_TYPICAL).map((row) => [row.itemId, stats(row)]));
}

type Bucket = { itemId: string; start: string; count: number; lowKobo: number; typicalKobo: number; highKobo: number };

function fill(starts: string[], rows: Bucket[]): TrendPoint[] {
  const byStart = new Map(rows.map((row) => [row.start, row]));
  return starts.map((start) => {
    const row = byStart.get(start);
    return row
      ? { start, count: row.count, lowKobo: row.lowKobo, typicalKobo: row.typicalKobo, highKobo: row.highKobo }
      : { start, count: 0, lowKobo: null, typicalKobo: null, highKobo: null };
  });
}

async function buckets(
  itemIds: string[],
  unit: "week" | "month",
  from: string,
  today: string,
  state: string | null,
): Promise<Bucket[]> {
  // date → timestamp (without time zone) before truncating, so the session's time zone cannot move a bucket.
  const start =
    unit === "week"
      ? sql<string>`to_char(date_trunc('week', ${priceReports.observedOn}::timestamp), 'YYYY-MM-DD')`
      : sql<string>`to_char(date_trunc('month', ${priceReports.observedOn}::timestamp), 'YYYY-MM-DD')`;
  const conditions = [
    inArray(priceReports.itemId, itemIds),
    eq(priceReports.status, "ACCEPTED"),
    gte(priceReports.observedOn, from),
    lte(priceReports.observedOn, today),
  ];
  if (state) conditions.push(eq(priceReports.state, state));
  return getDb()
    .select({ itemId: priceReports.itemId, start, ...priceAggregates })
    .from(priceReports)
    .where(and(...conditions))
    .groupBy(priceReports.itemId, start);
}

/** Median per week (last 12, Monday-based, the current week included) and per month (last 12, this month included). */
export async function getPriceTrend(
  itemId: string,
  options: Clock & { state?: string | null } = {},
): Promise<PriceTrend> {
  return (await getPriceTrendForItems([itemId], options)).get(itemId)!;
}

export async function getPriceTrendForItems(
  itemIds: readonly string[],
  options: Clock & { state?: string | null } = {},
): Promise<Map<string, PriceTrend>> {
  const today = options.today ?? lagosToday();
  const state = options.state ?? null;
  const ids = [...new Set(itemIds)];
  const thisWeek = weekStart(today);
  const thisMonth = monthStart(today);
  const weekStarts = Array.from({ length: TREND_WEEKS }, (_, i) => addDays(thisWeek, -7 * (TREND_WEEKS - 1 - i)));
  const monthStarts = Array.from({ length: TREND_MONTHS }, (_, i) => addMonths(thisMonth, -(TREND_MONTHS - 1 - i)));
  const [weekly, monthly] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          buckets(ids, "week", weekStarts[0]!, today, state),
          buckets(ids, "month", monthStarts[0]!, today, state),
        ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        state,
        weekly: fill(
          weekStarts,
          weekly.filter((row) => row.itemId === id),
        ),
        monthly: fill(
          monthStarts,
          monthly.filter((row) => row.itemId === id),
        ),
      },
    ]),
  );
}

// ---- the desk's home ------------------------------------------------------------------------------------------------

/** Items with the most accepted reports over 90 days, with their nationwide typical price over 30 days. */
export function listPopularPriceItems(limit = 8, options: Clock = {}): Promise<DeskItemFigure[]> {
  return cachedHeadline(`popular|${limit}`, options, (today) => queryPopularPriceItems(limit, today));
}

async function queryPopularPriceItems(limit: number, today: string): Promise<DeskItemFigure[]> {
  const size = Math.min(Math.max(Math.trunc(limit) || 1, 1), 50);
  const recent = sql`${priceReports.observedOn} > ${addDays(today, -TYPICAL_WINDOW_DAYS)}`;
  const rows = await getDb()
    .select({
      ...itemViewColumns,
      reportCount: sql<number>`count(*)::int`.mapWith(Number),
      recentCount: sql<number>`(count(*) filter (where ${recent}))::int`.mapWith(Number),
      typical: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${priceReports.priceKobo}) filter (where ${recent})`.mapWith(
        toKobo,
      ),
    })
    .from(priceReports)
    .innerJoin(priceItems, eq(priceItems.id, priceReports.itemId))
    .where(acceptedInWindow(null, today, POPULAR_WINDOW_DAYS))
    .groupBy(priceItems.id)
    .orderBy(desc(count()), asc(priceItems.name))
    .limit(size);
  return rows.map(({ reportCount, recentCount, typical, ...item }) => ({
    item,
    reportCount,
    typicalKobo: recentCount >= MIN_REPORTS_FOR_TYPICAL ? typical : null,
  }));
}

/**
 * Biggest movers "this month": the nationwide median of the last 30 days against the 30 days before (a rolling
 * month, so the figure means the same on the 1st and the 30th). Items need 3 reports in each window.
 */
export function listPriceMovers(limit = 5, options: Clock = {}): Promise<{ up: PriceMover[]; down: PriceMover[] }> {
  return cachedHeadline(`movers|${limit}`, options, (today) => queryPriceMovers(limit, today));
}

async function queryPriceMovers(limit: number, today: string): Promise<{ up: PriceMover[]; down: PriceMover[] }> {
  const split = addDays(today, -TYPICAL_WINDOW_DAYS);
  const current = sql`${priceReports.observedOn} > ${split}`;
  const previous = sql`${priceReports.observedOn} <= ${split}`;
  const rows = await getDb()
    .select({
      itemId: priceReports.itemId,
      currentCount: sql<number>`(count(*) filter (where ${current}))::int`.mapWith(Number),
      previousCount: sql<number>`(count(*) filter (where ${previous}))::int`.mapWith(Number),
      currentKobo: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${priceReports.priceKobo}) filter (where ${current})`.mapWith(
        toKobo,
      ),
      previousKobo: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${priceReports.priceKobo}) filter (where ${previous})`.mapWith(
        toKobo,
      ),
    })
    .from(priceReports)
    .where(acceptedInWindow(null, today, 2 * TYPICAL_WINDOW_DAYS))
    .groupBy(priceReports.itemId);
  const changes = rows
    .filter(
      (row) =>
        row.currentCount >= MIN_REPORTS_FOR_TYPICAL &&
        row.previousCount >= MIN_REPORTS_FOR_TYPICAL &&
        row.previousKobo &&
        row.currentKobo,
    )
    .map((row) => ({ ...row, percentChange: percentFrom(row.previousKobo!, row.currentKobo!) }))
    .filter((row) => row.percentChange !== 0);
  const up = changes
    .filter((row) => row.percentChange > 0)
    .sort((a, b) => b.percentChange - a.percentChange || a.itemId.localeCompare(b.itemId))
    .slice(0, limit);
  const down = changes
    .filter((row) => row.percentChange < 0)
    .sort((a, b) => a.percentChange - b.percentChange || a.itemId.localeCompare(b.itemId))
    .slice(0, limit);
  const items = new Map(
    (await findPriceItemsByIds([...up, ...down].map((row) => row.itemId))).map((item) => [item.id, item]),
  );
  const toMover = (row: (typeof changes)[number]): PriceMover => ({
    item: items.get(row.itemId)!,
    currentKobo: row.currentKobo!,
    previousKobo: row.previousKobo!,
    percentChange: row.percentChange,
  });
  return { up: up.map(toMover), down: down.map(toMover) };
}

/**
 * Where staples cost least: for each of `items`, the state with the lowest typical price (3+ reports) over 30 days;
 * and a state index — the average of state ÷ nationwide typical over the staples a state has figures for (at least
 * `minItems`, default half of them), as whole percent from nationwide, cheapest first.
 */
export async function listCheapestStates(
  items: PriceItemView[],
  options: Clock & { limit?: number; minItems?: number } = {},
): Promise<{ states: CheapestState[]; staples: StapleCheapest[] }> {
  if (items.length === 0) return { states: [], staples: [] };
  const today = options.today ?? lagosToday();
  const rows = await getDb()
    .select({
      itemId: priceReports.itemId,
      state: sql<string | null>`${priceReports.state}`,
      count: priceAggregates.count,
      typicalKobo: priceAggregates.typicalKobo,
    })
    .from(priceReports)
    .where(
      acceptedInWindow(
        inArray(
          priceReports.itemId,
          items.map((item) => item.id),
        ),
        today,
        TYPICAL_WINDOW_DAYS,
      ),
    )
    .groupBy(sql`grouping sets ((${priceReports.itemId}, ${priceReports.state}), (${priceReports.itemId}))`);
  const national = new Map(
    rows
      .filter((row) => row.state === null && row.count >= MIN_REPORTS_FOR_TYPICAL)
      .map((row) => [row.itemId, row.typicalKobo]),
  );
  const ratios = new Map<string, number[]>();
  const staples: StapleCheapest[] = [];
  for (const item of items) {
    const nationalKobo = national.get(item.id);
    if (!nationalKobo) continue;
    const perState = rows.filter(
      (row) => row.itemId === item.id && row.state !== null && row.count >= MIN_REPORTS_FOR_TYPICAL,
    );
    for (const row of perState) {
      const list = ratios.get(row.state!) ?? [];
      list.push(row.typicalKobo / nationalKobo);
      ratios.set(row.state!, list);
    }
    const cheapest = [...perState].sort((a, b) => a.typicalKobo - b.typicalKobo || a.state!.localeCompare(b.state!))[0];
    if (cheapest && perState.length > 1)
      staples.push({ item, state: cheapest.state!, typicalKobo: cheapest.typicalKobo, nationalKobo });
  }
  // A state compared on too few items says little: it needs figures for half the staples (at least 3, or all of fewer).
  const minItems = options.minItems ?? Math.min(items.length, Math.max(3, Math.ceil(items.length / 2)));
  const states = [...ratios.entries()]
    .filter(([, list]) => list.length >= minItems)
    .map(([state, list]) => {
      const mean = list.reduce((sum, ratio) => sum + ratio, 0) / list.length;
      return {
        state,
        itemCount: list.length,
        percentFromNational: Math.sign(mean - 1) * Math.round(Math.abs(mean - 1) * 100) || 0,
      };
    })
    .sort((a, b) => a.percentFromNational - b.percentFromNational || a.state.localeCompare(b.state))
    .slice(0, options.limit ?? 5);
  return { states, staples };
}

/**
 * The desk's headline figures aggregate months of reports for every item, yet move slowly: each instance keeps them
 * for a minute (and forgets them when it accepts a report). A query for a fixed day (tests, history) is not cached.
 */
const headlines = createShortCache<unknown>({ name: "pricedesk-headlines", ttlMs: 60_000, maxEntries: 100 });

function cachedHeadline<T>(key: string, options: Clock, compute: (today: string) => Promise<T>): Promise<T> {
  if (options.today) return compute(options.today);
  const today = lagosToday();
  return headlines.get(`${key}|${today}`, () => compute(today)) as Promise<T>;
}

/** Drops the cached headline figures of this instance (after an accepted report). */
export function forgetDeskHeadlines(): void {
  headlines.clear();
}

/** Everything /pricedesk shows: popular and movers side by side, then the cheapest states over the popular items. */
export function getPriceDeskHome(options: Clock = {}): Promise<PriceDeskHome> {
  return cachedHeadline("home", options, async (today) => {
    const [popular, movers] = await Promise.all([listPopularPriceItems(8, { today }), listPriceMovers(5, { today })]);
    const { states, staples } = await listCheapestStates(
      popular.map((figure) => figure.item),
      { today },
    );
    return { popular, moversUp: movers.up, moversDown: movers.down, cheapestStates: states, staples };
  });
}

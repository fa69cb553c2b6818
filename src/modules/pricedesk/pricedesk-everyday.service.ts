import "server-only";
import { createShortCache } from "@/lib/short-cache";
import { addDays, lagosToday } from "@/lib/dates";
import { percentFrom } from "@/modules/pricedesk/pricedesk-math";
import { findPriceItemBySlug } from "@/modules/pricedesk/pricedesk.service";
import { getTypicalPrices, listPopularPriceItems } from "@/modules/pricedesk/pricedesk-stats.service";
import type { EverydayPrice, PriceItemView } from "@/modules/pricedesk/pricedesk.types";

/**
 * What a Nigerian checks before going to market, in the order of the row: food staples, fuel, building, a phone.
 * Slugs of the price desk's items; any the desk does not have are replaced by its most-checked items.
 */
export const EVERYDAY_ITEM_SLUGS = [
  "rice-local-parboiled-50kg-bag",
  "garri-white-50kg-bag",
  "tomatoes-big-basket",
  "eggs-crate-of-30",
  "petrol-pms-litre",
  "cooking-gas-refill-12-5kg",
  "cement-dangote-42-5r-50kg-bag",
  "tecno-spark-20-128gb-new",
] as const;

/** Fewer prices than this and the row is topped up with the desk's most-checked items. */
const MIN_PRICES = 6;
const MAX_PRICES = EVERYDAY_ITEM_SLUGS.length;
const WEEK_DAYS = 7;

// The home page is shared among signed-out visitors for 10 s per address, but any query string is a new address:
// per state, the figures are shared here too. Prices move slowly (the desk keeps its headlines a minute).
const priceCache = createShortCache<EverydayPrice[]>({ name: "home-prices", ttlMs: 60_000, maxEntries: 40 });

/**
 * The everyday items' typical price over the last 30 days in `state` (an item with fewer than 3 reports there shows
 * the nationwide figure, and says so), with its change against the same figure a week ago. Two indexed queries, four
 * with a state; an item without a typical price anywhere is left out.
 */
export function listEverydayPrices(options: { state?: string | null; today?: string } = {}): Promise<EverydayPrice[]> {
  const state = options.state ?? null;
  // A query for a fixed day (tests) is not cached.
  if (options.today) return queryEverydayPrices(state, options.today);
  return priceCache.get(state ?? "", () => queryEverydayPrices(state, lagosToday()));
}

async function queryEverydayPrices(state: string | null, today: string): Promise<EverydayPrice[]> {
  const items = await everydayItems(today);
  const ids = items.map((item) => item.id);
  const weekAgo = addDays(today, -WEEK_DAYS);
  const [local, localBefore, national, nationalBefore] = await Promise.all([
    getTypicalPrices(ids, { today, state }),
    getTypicalPrices(ids, { today: weekAgo, state }),
    state ? getTypicalPrices(ids, { today }) : null,
    state ? getTypicalPrices(ids, { today: weekAgo }) : null,
  ]);
  const prices: EverydayPrice[] = [];
  for (const item of items) {
    const level = local.has(item.id)
      ? { now: local.get(item.id)!, before: localBefore.get(item.id), state }
      : national?.has(item.id)
        ? { now: national.get(item.id)!, before: nationalBefore?.get(item.id), state: null }
        : null;
    if (!level || level.now.typicalKobo <= 0) continue;
    prices.push({
      item,
      typicalKobo: level.now.typicalKobo,
      reportCount: level.now.count,
      state: level.state,
      weekChangePercent:
        level.before && level.before.typicalKobo > 0
          ? percentFrom(level.before.typicalKobo, level.now.typicalKobo)
          : null,
    });
  }
  return prices;
}

/** The everyday items the desk has, topped up with its most-checked ones when fewer than six are there. */
async function everydayItems(today: string): Promise<PriceItemView[]> {
  const found = (await Promise.all(EVERYDAY_ITEM_SLUGS.map((slug) => findPriceItemBySlug(slug)))).filter(
    (item) => item !== null,
  );
  if (found.length >= MIN_PRICES) return found;
  const chosen = new Set(found.map((item) => item.id));
  const popular = await listPopularPriceItems(MAX_PRICES, { today });
  return [...found, ...popular.map((figure) => figure.item).filter((item) => !chosen.has(item.id))].slice(
    0,
    MAX_PRICES,
  );
}

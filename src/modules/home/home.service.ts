import "server-only";
import { logger } from "@/lib/logger";
import { createShortCache } from "@/lib/short-cache";
import { listProductItems } from "@/modules/catalogue/catalogue-listing.service";
import type { ProductCard } from "@/modules/catalogue/catalogue.types";
import type { HomeMarket, HomePrice } from "@/modules/home/home.types";
import { findPriceItemBySlug } from "@/modules/pricedesk/pricedesk.service";
import { getTypicalPrices, listPopularPriceItems } from "@/modules/pricedesk/pricedesk-stats.service";
import { addDays, lagosToday, percentFrom } from "@/modules/pricedesk/pricedesk-math";
import type { PriceItemView } from "@/modules/pricedesk/pricedesk.types";

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
export const HOME_PRODUCT_COUNT = 8;
/** Listings read to find eight with a picture (nearly all have one). */
const PRODUCT_WINDOW = 12;
/** A chosen state with fewer listings than this shows the newest across Nigeria instead. */
const MIN_STATE_PRODUCTS = 4;
const WEEK_DAYS = 7;

interface Clock {
  /** YYYY-MM-DD in Nigeria; tests pass a fixed day. */
  today?: string;
}

// The page itself is shared among signed-out visitors for 10 s per address, but any query string is a new address:
// per state, the figures are shared here too. Prices move slowly (the desk keeps its headlines a minute); listings
// are kept as long as the market's own pages keep a listing page.
const priceCache = createShortCache<HomePrice[]>({ name: "home-prices", ttlMs: 60_000, maxEntries: 40 });
const productCache = createShortCache<{ products: ProductCard[]; state: string | null }>({ name: "home-products", ttlMs: 10_000, maxEntries: 40 });

/**
 * Today's prices and the newest listings with pictures, nationwide or in `state`. Either half that fails is logged
 * and left empty: the home page always shows.
 */
export async function getHomeMarket(options: Clock & { state?: string | null } = {}): Promise<HomeMarket> {
  const state = options.state ?? null;
  const [prices, listing] = await Promise.all([
    listHomePrices({ state, today: options.today }).catch((error: unknown) => {
      logger.error("home page prices failed", { error, state });
      return [];
    }),
    listHomeProducts(state).catch((error: unknown) => {
      logger.error("home page listings failed", { error, state });
      return { products: [], state: null };
    }),
  ]);
  return { state, prices, products: listing.products, productsState: listing.state };
}

/**
 * The everyday items' typical price over the last 30 days in `state` (an item with fewer than 3 reports there shows
 * the nationwide figure, and says so), with its change against the same figure a week ago. Two indexed queries, four
 * with a state; an item without a typical price anywhere is left out.
 */
export function listHomePrices(options: Clock & { state?: string | null } = {}): Promise<HomePrice[]> {
  const state = options.state ?? null;
  // A query for a fixed day (tests) is not cached.
  if (options.today) return queryHomePrices(state, options.today);
  return priceCache.get(state ?? "", () => queryHomePrices(state, lagosToday()));
}

async function queryHomePrices(state: string | null, today: string): Promise<HomePrice[]> {
  const items = await everydayItems(today);
  const ids = items.map((item) => item.id);
  const weekAgo = addDays(today, -WEEK_DAYS);
  const [local, localBefore, national, nationalBefore] = await Promise.all([
    getTypicalPrices(ids, { today, state }),
    getTypicalPrices(ids, { today: weekAgo, state }),
    state ? getTypicalPrices(ids, { today }) : null,
    state ? getTypicalPrices(ids, { today: weekAgo }) : null,
  ]);
  const prices: HomePrice[] = [];
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
      weekChangePercent: level.before && level.before.typicalKobo > 0 ? percentFrom(level.before.typicalKobo, level.now.typicalKobo) : null,
    });
  }
  return prices;
}

/** The everyday items the desk has, topped up with its most-checked ones when fewer than six are there. */
async function everydayItems(today: string): Promise<PriceItemView[]> {
  const found = (await Promise.all(EVERYDAY_ITEM_SLUGS.map((slug) => findPriceItemBySlug(slug)))).filter((item) => item !== null);
  if (found.length >= MIN_PRICES) return found;
  const chosen = new Set(found.map((item) => item.id));
  const popular = await listPopularPriceItems(MAX_PRICES, { today });
  return [...found, ...popular.map((figure) => figure.item).filter((item) => !chosen.has(item.id))].slice(0, MAX_PRICES);
}

/**
 * The newest active listings with a picture (the market's own listing query, newest first), in `state` when it has
 * at least four, else across Nigeria.
 */
export function listHomeProducts(state: string | null = null): Promise<{ products: ProductCard[]; state: string | null }> {
  return productCache.get(state ?? "", async () => {
    if (state) {
      const local = await newestWithPictures(state);
      if (local.length >= MIN_STATE_PRODUCTS) return { products: local, state };
    }
    return { products: await newestWithPictures(null), state: null };
  });
}

async function newestWithPictures(state: string | null): Promise<ProductCard[]> {
  const listing = await listProductItems({ state: state ?? undefined, sort: "NEWEST" }, { pageSize: PRODUCT_WINDOW });
  return listing.items.filter((product) => product.image !== null && product.image.sources.length > 0).slice(0, HOME_PRODUCT_COUNT);
}

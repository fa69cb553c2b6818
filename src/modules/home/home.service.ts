import "server-only";
import { logger } from "@/lib/logger";
import { createShortCache } from "@/lib/short-cache";
import { listProductItems } from "@/modules/market/market-listing.service";
import type { ProductCard } from "@/modules/listings/listings.types";
import type { HomeMarket } from "@/modules/home/home.types";
import { listEverydayPrices } from "@/modules/pricedesk/pricedesk-everyday.service";

export const HOME_PRODUCT_COUNT = 8;
/** Listings read to find eight with a picture (nearly all have one). */
const PRODUCT_WINDOW = 12;
/** A chosen state with fewer listings than this shows the newest across Nigeria instead. */
const MIN_STATE_PRODUCTS = 4;

interface Clock {
  /** YYYY-MM-DD in Nigeria; tests pass a fixed day. */
  today?: string;
}

// The page itself is shared among signed-out visitors for 10 s per address, but any query string is a new address:
// per state, the listings are shared here too, as long as the market's own pages keep a listing page.
const productCache = createShortCache<{ products: ProductCard[]; state: string | null }>({
  name: "home-products",
  ttlMs: 10_000,
  maxEntries: 40,
});

/**
 * Today's prices and the newest listings with pictures, nationwide or in `state`. Either half that fails is logged
 * and left empty: the home page always shows.
 */
export async function getHomeMarket(options: Clock & { state?: string | null } = {}): Promise<HomeMarket> {
  const state = options.state ?? null;
  const [prices, listing] = await Promise.all([
    listEverydayPrices({ state, today: options.today }).catch((error: unknown) => {
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
 * The newest active listings with a picture (the market's own listing query, newest first), in `state` when it has
 * at least four, else across Nigeria.
 */
export function listHomeProducts(
  state: string | null = null,
): Promise<{ products: ProductCard[]; state: string | null }> {
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
  return listing.items
    .filter((product) => product.image !== null && product.image.sources.length > 0)
    .slice(0, HOME_PRODUCT_COUNT);
}

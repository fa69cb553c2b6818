import type { ProductCard } from "@/modules/listings/listings.types";
import type { EverydayPrice } from "@/modules/pricedesk/pricedesk.types";

/** What the home page shows of the market: today's prices and the newest listings, nationwide or in one state. */
export interface HomeMarket {
  /** The state the visitor chose, or null for all of Nigeria. */
  state: string | null;
  prices: EverydayPrice[];
  products: ProductCard[];
  /** The state the listings come from: null when nationwide (none chosen, or too few listings in the chosen one). */
  productsState: string | null;
}

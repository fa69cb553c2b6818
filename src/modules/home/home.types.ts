import type { ProductCard } from "@/modules/catalogue/catalogue.types";
import type { PriceItemView } from "@/modules/pricedesk/pricedesk.types";

/** One everyday item on the home page: today's typical price and how it moved over the week. */
export interface HomePrice {
  item: PriceItemView;
  /** Median of accepted reports over the last 30 days, integer kobo. */
  typicalKobo: number;
  reportCount: number;
  /** Where the figure comes from: the chosen state, or null for nationwide (also when the state has too few reports). */
  state: string | null;
  /** Whole percent against the same figure a week ago (0: steady); null when a week ago had too few reports. */
  weekChangePercent: number | null;
}

/** What the home page shows of the market: today's prices and the newest listings, nationwide or in one state. */
export interface HomeMarket {
  /** The state the visitor chose, or null for all of Nigeria. */
  state: string | null;
  prices: HomePrice[];
  products: ProductCard[];
  /** The state the listings come from: null when nationwide (none chosen, or too few listings in the chosen one). */
  productsState: string | null;
}

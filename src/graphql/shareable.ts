/**
 * What a signed-out reader may be given from a shared cache (docs/decisions/0009, "Shared answers are opt-in"). A
 * query's answer is shared only when every root field it selects is listed in SHAREABLE_QUERY_FIELDS and every field
 * it selects sits on a type listed in SHAREABLE_TYPES (src/graphql/public-results.ts). Anything not named here, such
 * as a type added tomorrow, is private: forgetting it costs a cache miss, never a stranger's data.
 *
 * Only the public market's reads belong here: what every signed-out visitor of the site or app sees alike. Never the
 * signed-in person (me/my*), a seller's listings or drafts, the dashboard, vendor review, team, payouts, health,
 * price alerts or receipts. One list in one place rather than a mark on each definition: the public types are
 * defined across several modules' graphql files, and a test (shareable.test.ts) checks every name still exists.
 */

/** Root `Query` fields whose answer is the same for every signed-out reader. */
export const SHAREABLE_QUERY_FIELDS: readonly string[] = [
  // The market: categories, products, services, stores and sellers' public profiles, one search box.
  "categories",
  "category",
  "products",
  "product",
  "services",
  "store",
  "vendor",
  "search",
  "autocomplete",
  // The price desk's public reads.
  "priceDesk",
  "priceItem",
  "priceItems",
  "priceMarkets",
  "priceInsight",
  // The local government areas of a state (the address form's list).
  "nigerianLgas",
];

/** Object types every field of which is the same for every signed-out reader. */
export const SHAREABLE_TYPES: readonly string[] = [
  // Market
  "Category",
  "Product",
  "ProductConnection",
  "ProductEdge",
  "ProductFacets",
  "FacetCount",
  "PageInfo",
  "Image",
  "ImageSource",
  "Service",
  "ServiceArea",
  "ServiceAvailability",
  "ServiceConnection",
  "ServiceEdge",
  "Store",
  "OpeningPeriod",
  "Vendor",
  "MarketSearch",
  "Suggestion",
  // Price desk
  "PriceDesk",
  "PriceDeskItem",
  "PriceMover",
  "DeskMoney",
  "CheapestState",
  "StapleCheapest",
  "PriceInsight",
  "PriceItem",
  "PriceItemSummary",
  "PriceItemStats",
  "PriceStats",
  "StatePriceStats",
  "MarketPriceStats",
  "PriceMarket",
  "PriceOffer",
  "PriceTrend",
  "PriceTrendPoint",
];

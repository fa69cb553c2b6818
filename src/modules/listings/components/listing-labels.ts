import type { ProductCondition, ProductSort, ProductUnit, ServiceRate } from "@/modules/listings/listings.types";

/** How Nigerian buyers name a condition; "tokunbo" is what everyone searches for. */
export const conditionLabels: Record<ProductCondition, string> = {
  NEW: "New",
  FOREIGN_USED: "Foreign used (tokunbo)",
  NIGERIAN_USED: "Nigerian used",
  REFURBISHED: "Refurbished",
};

/** The unit one price buys, as a market trader says it. */
export const unitLabels: Record<ProductUnit, string> = {
  PIECE: "piece",
  KG: "kg",
  BAG_50KG: "50kg bag",
  DERICA: "derica",
  PAINT_BUCKET: "paint bucket",
  BASKET: "basket",
  CRATE: "crate",
  LITRE: "litre",
  PACK: "pack",
  PAIR: "pair",
  YARD: "yard",
  BUNDLE: "bundle",
};

export const sortLabels: Record<ProductSort, string> = {
  RELEVANCE: "Best match",
  NEWEST: "Newest first",
  PRICE_ASC: "Price: low to high",
  PRICE_DESC: "Price: high to low",
};

/** What a service's "from" price is for; a description never names another unit (the seed tests hold it to that). */
export const rateLabels: Record<ServiceRate, string> = {
  JOB: "per job",
  HOUR: "per hour",
  DAY: "per day",
  VISIT: "per visit",
  SQUARE_METRE: "per square metre",
  POINT: "per point",
  HEAD: "per head",
  PIECE: "per piece",
  PACK: "per pack",
};

/**
 * Read models of listings (a product's and a service's card and their values), shared by the listings' and the
 * market's services, GraphQL types and pages. Money is integer kobo; dates are ISO strings so the same objects cross
 * the server/client boundary unchanged. Pictures' read models are the media module's.
 */
import type { Weekday } from "@/lib/weekdays";
import type { ImageView } from "@/modules/media/media.types";

/**
 * A listing's fixed choices: the one list each that the database enums, the forms, the CSV import, the market's
 * filters and the types come from. Here, with the read models, because this file is published (the market filters by
 * condition) and loads nothing, so the forms can offer the choices without loading zod or the schema.
 */
export const listingConditions = ["NEW", "FOREIGN_USED", "NIGERIAN_USED", "REFURBISHED"] as const;
export type ProductCondition = (typeof listingConditions)[number];
export const listingUnits = [
  "PIECE",
  "KG",
  "BAG_50KG",
  "DERICA",
  "PAINT_BUCKET",
  "BASKET",
  "CRATE",
  "LITRE",
  "PACK",
  "PAIR",
  "YARD",
  "BUNDLE",
] as const;
export type ProductUnit = (typeof listingUnits)[number];
/** JOB, HOUR and DAY first: what most trades charge by (the form shows them in this order). */
export const serviceRates = ["JOB", "HOUR", "DAY", "VISIT", "SQUARE_METRE", "POINT", "HEAD", "PIECE", "PACK"] as const;
export type ServiceRate = (typeof serviceRates)[number];
export type ProductSort = "RELEVANCE" | "NEWEST" | "PRICE_ASC" | "PRICE_DESC";

/** A state and city an artisan works in. */
export interface ServiceArea {
  state: string;
  city: string;
}

/** When an artisan takes work: the days, the hours ("08:00"–"18:00", West Africa Time) and a note ("Sundays by appointment"). */
export interface ServiceAvailability {
  days?: Weekday[];
  from?: string;
  to?: string;
  note?: string;
}

export interface ProductCard {
  id: string;
  slug: string;
  title: string;
  priceKobo: number;
  compareAtKobo: number | null;
  condition: ProductCondition;
  unit: ProductUnit;
  /** What one price buys when the unit's name would not say it ("25-litre keg"); null: the unit's name. */
  unitLabel: string | null;
  /** How many of that unit one price buys (1 unless the seller says more: "box of 50 chicks"). */
  unitQuantity: number;
  state: string;
  city: string;
  stock: number;
  image: ImageView | null;
  vendorId: string;
  categoryId: string;
  createdAt: string;
}

export interface ServiceCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  priceFromKobo: number;
  rate: ServiceRate;
  areaServed: string;
  state: string;
  city: string;
  /** Every state and city served (the first is `state`/`city`). */
  areas: ServiceArea[];
  availability: ServiceAvailability;
  /** Photos of past work, when the read loaded them (the web pages do; the API loads them per request). */
  photos?: ImageView[];
  vendorId: string;
  categoryId: string;
}

/**
 * Read models of the market, shared by the catalogue service, its GraphQL types and the pages. Money is integer
 * kobo; dates are ISO strings so the same objects cross the server/client boundary unchanged. Sellers' read models
 * are the vendors module's, pictures the media module's.
 */
import type { CategoryView } from "@/modules/categories/categories.types";
import type { ImageView } from "@/modules/media/media.types";
import type { VendorSummary } from "@/modules/vendors/vendors.types";

export type ProductCondition = "NEW" | "FOREIGN_USED" | "NIGERIAN_USED" | "REFURBISHED";
export type ProductUnit =
  | "PIECE"
  | "KG"
  | "BAG_50KG"
  | "DERICA"
  | "PAINT_BUCKET"
  | "BASKET"
  | "CRATE"
  | "LITRE"
  | "PACK"
  | "PAIR"
  | "YARD"
  | "BUNDLE";
export type ProductSort = "RELEVANCE" | "NEWEST" | "PRICE_ASC" | "PRICE_DESC";
export type ServiceRate = "JOB" | "HOUR" | "DAY" | "VISIT" | "SQUARE_METRE" | "POINT" | "HEAD" | "PIECE" | "PACK";

/** A state and city an artisan works in. */
export interface ServiceArea {
  state: string;
  city: string;
}

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

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

export interface ProductDetail extends ProductCard {
  description: string;
  images: ImageView[];
  vendor: VendorSummary;
  category: CategoryView;
  parentCategory: CategoryView | null;
  priceItemId: string | null;
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

export interface ProductFilters {
  query?: string;
  /** A main or sub-category slug; a main category includes all its sub-categories. */
  category?: string;
  state?: string;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  condition?: ProductCondition;
  vendorId?: string;
  /** Offers linked to one price-desk item. */
  priceItemId?: string;
  sort?: ProductSort;
}

/** Filters of the services listing: a price sort compares the "from" price. */
export interface ServiceFilters {
  query?: string;
  /** A main or sub-category slug; a main category includes all its sub-categories. */
  category?: string;
  state?: string;
  vendorId?: string;
  sort?: ProductSort;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
  /** Category facets only: the main category's slug when `value` is a sub-category. */
  parent?: string;
}

export interface ProductPage {
  items: ProductCard[];
  /** Opaque cursor for the next page, null on the last page. */
  nextCursor: string | null;
  /** Page number navigation for the HTML pages (works without JavaScript). */
  page: number;
  pageSize: number;
  total: number;
  /**
   * `categories` counts sub-categories; `mainCategories` rolls them up to their main category. Each facet counts
   * with every other filter applied but not its own.
   */
  facets: { categories: FacetCount[]; states: FacetCount[]; mainCategories?: FacetCount[] };
  /**
   * How a text query matched: FTS (full-text), or FUZZY when full-text found nothing and similar spellings were
   * used instead ("Showing results for similar words"); NONE without a query.
   */
  searchMode?: "NONE" | "FTS" | "FUZZY";
}

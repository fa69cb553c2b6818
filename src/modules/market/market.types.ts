import type { CategoryView } from "@/modules/categories/categories.types";
import type { ProductCard, ProductCondition, ProductSort } from "@/modules/listings/listings.types";
import type { ImageView } from "@/modules/media/media.types";
import type { VendorSummary } from "@/modules/vendors/vendors.types";

/** The market's read models beyond a listing's card: a product's page, the filters of the listings and their pages. */

export interface ProductDetail extends ProductCard {
  description: string;
  images: ImageView[];
  vendor: VendorSummary;
  category: CategoryView;
  parentCategory: CategoryView | null;
  priceItemId: string | null;
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

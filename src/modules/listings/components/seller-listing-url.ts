import {
  sellerListingFilters,
  sellerListingSorts,
  type SellerListingFilter,
  type SellerListingSort,
} from "@/modules/listings/listing-editor.inputs";

/**
 * The seller's product list keeps its whole state in the address (`?vendor=&q=&status=&sort=&page=`), so a reload, a
 * shared link or the back button shows the same page, and the list/grid toggle keeps the question. Words in the
 * address are lower-case with hyphens ("out-of-stock", "price-asc"); anything unusable falls back to the default.
 */

export type SellerListingView = "list" | "grid";

export interface SellerListingUrlState {
  vendor: string | null;
  q: string | null;
  status: SellerListingFilter;
  sort: SellerListingSort;
  page: number;
}

export const DEFAULT_LISTING_STATE: SellerListingUrlState = {
  vendor: null,
  q: null,
  status: "ALL",
  sort: "UPDATED",
  page: 1,
};
const MAX_PAGE = 10_000;
const MAX_QUERY = 100;

type RawQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const toWord = (value: string): string => value.toLowerCase().replace(/_/g, "-");
const fromWord = (value: string | undefined): string => (value ?? "").trim().toUpperCase().replace(/-/g, "_");

function pickEnum<T extends string>(values: readonly T[], raw: string | undefined, fallback: T): T {
  const wanted = fromWord(raw);
  return values.find((value) => value === wanted) ?? fallback;
}

function pickPage(raw: string | undefined): number {
  const text = (raw ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address's question, every part checked (a uuid vendor, a short search, known words, a page from 1). */
export function sellerListingStateFromQuery(query: RawQuery): SellerListingUrlState {
  const vendor = (first(query.vendor) ?? "").trim();
  const q = (first(query.q) ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY);
  return {
    vendor: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(vendor)
      ? vendor.toLowerCase()
      : null,
    q: q || null,
    status: pickEnum(sellerListingFilters, first(query.status), "ALL"),
    sort: pickEnum(sellerListingSorts, first(query.sort), "UPDATED"),
    page: pickPage(first(query.page)),
  };
}

/** The list or grid with this question and these changes; defaults are left out so addresses stay short. */
export function sellerListingHref(
  view: SellerListingView,
  state: SellerListingUrlState,
  changes: Partial<SellerListingUrlState> = {},
): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.vendor) params.set("vendor", next.vendor);
  if (next.q) params.set("q", next.q);
  if (next.status !== "ALL") params.set("status", toWord(next.status));
  if (next.sort !== "UPDATED") params.set("sort", toWord(next.sort));
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/dashboard/product/${view}${search ? `?${search}` : ""}`;
}

/** A hidden-field value for the search form (the GET form sends the same words the links use). */
export function addressWord(value: SellerListingFilter | SellerListingSort): string {
  return toWord(value);
}

export function sellerListingDetailsHref(id: string): string {
  return `/dashboard/product/details?id=${encodeURIComponent(id)}`;
}

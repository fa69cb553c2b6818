import type { SellerListingFilter, SellerListingSort } from "@/modules/listings/listing-editor.inputs";

/** Words and colours of the seller's product list (issue #15). */

export type ListingStatus = "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";

export const LOW_STOCK = 5;

export const listingFilterLabels: Record<SellerListingFilter, string> = {
  ALL: "All",
  DRAFT: "Drafts",
  ACTIVE: "Active",
  OUT_OF_STOCK: "Out of stock",
  HELD: "Held",
  PAUSED: "Paused",
  ARCHIVED: "Archived",
};

export const listingSortLabels: Record<SellerListingSort, string> = {
  UPDATED: "Recently changed",
  NEWEST: "Newest first",
  PRICE_ASC: "Price: low to high",
  PRICE_DESC: "Price: high to low",
  STOCK_ASC: "Stock: lowest first",
  TITLE: "By name",
};

export const listingStatusLabels: Record<ListingStatus, string> = {
  DRAFT: "Draft",
  ACTIVE: "Active",
  PAUSED: "Paused",
  ARCHIVED: "Archived",
};

export const listingStatusTones: Record<ListingStatus, string> = {
  DRAFT: "bg-black/5 text-primary",
  ACTIVE: "bg-secondary-dark-green text-white",
  PAUSED: "bg-warning-bg text-primary ring-1 ring-black/10",
  ARCHIVED: "bg-black/60 text-white",
};

export const HELD_LABEL = "Held for price review";

export function stockTone(stock: number): "out" | "low" | "ok" {
  return stock === 0 ? "out" : stock <= LOW_STOCK ? "low" : "ok";
}

/** A bulk price change as typed: "-10", "+5", "12.5%", "−10" (a typographic minus) → a number, or null. */
export function parsePercent(text: string): number | null {
  const cleaned = text.trim().replace(/[−–]/g, "-").replace(/%$/, "").trim().replace(/^\+/, "");
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

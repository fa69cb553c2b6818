import * as z from "zod/mini";
import { asciiDigits } from "@/lib/digits";
import { nairaToKobo } from "@/lib/money";
import { parseState } from "@/lib/nigeria";
import { MAX_LISTING_IMAGES } from "@/modules/listings/listing-choices";
import { listingConditions, listingUnits } from "@/modules/listings/listings.types";
import { optional, plainText, oneLineText } from "@/lib/validation";

/**
 * A seller's listing (issue #15, /dashboard/product/add), shared by the product form and the resolvers. Prices are
 * typed in naira ("₦1,234.50", Arabic-Indic digits too) and become integer kobo by string arithmetic.
 */

/** ₦100,000,000: above it a listing's price is a typo (a house is not sold here). */
export const MAX_LISTING_KOBO = 10_000_000_000;
export const MAX_STOCK = 1_000_000;
export { MAX_LISTING_IMAGES };

export const listingMessages = {
  price: "Enter the price in naira, e.g. ₦1,234.50",
  priceZero: "The price must be more than ₦0",
  priceHigh: "The price must be at most ₦100,000,000",
  priceDecimals: "A price has at most two decimals (kobo)",
  compareAt: "The price before must be higher than the price",
  stock: "Stock must be a whole number from 0",
  category: "Choose a sub-category from the list",
  condition: "Choose a condition from the list",
  unit: "Choose a unit from the list",
  unitQuantity: "How many must be a whole number from 1 to 100,000",
  state: "Choose a state, or a store",
  city: "Enter the city, or choose a store",
  images: `Add at most ${MAX_LISTING_IMAGES} photos`,
  imageId: "A photo could not be found. Upload it again.",
  id: "Choose an item from the list",
} as const;

const uuid = z
  .string({ error: listingMessages.id })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, listingMessages.id));

/**
 * A listing's price rule, in kobo: more than ₦0, at most ₦100,000,000, whole kobo. Every way a price is set checks it
 * here: the product form and a CSV import (through `nairaPrice`), `setListingPrice` and a bulk price change.
 * Returns the message for the seller, or null for a good price.
 */
export function listingPriceProblem(kobo: number): string | null {
  if (kobo <= 0) return listingMessages.priceZero;
  if (kobo > MAX_LISTING_KOBO) return listingMessages.priceHigh;
  if (!Number.isInteger(kobo)) return listingMessages.priceDecimals;
  return null;
}

/** The price before is shown only while it is above the price: a new price at or above it drops it. */
export function keptCompareAt(compareAtKobo: number | null, priceKobo: number): number | null {
  return compareAtKobo !== null && compareAtKobo > priceKobo ? compareAtKobo : null;
}

/** A price as typed → kobo, under the listing's price rule; each way it can be wrong has its own message. */
export const nairaPrice = z.pipe(
  z.string({ error: listingMessages.price }),
  z.transform((value, ctx) => {
    const parsed = nairaToKobo(asciiDigits(value), { maxKobo: MAX_LISTING_KOBO });
    const message = parsed.ok
      ? listingPriceProblem(parsed.kobo)
      : parsed.reason === "NEGATIVE"
        ? listingMessages.priceZero
        : parsed.reason === "TOO_HIGH"
          ? listingMessages.priceHigh
          : parsed.reason === "DECIMALS"
            ? listingMessages.priceDecimals
            : listingMessages.price;
    if (parsed.ok && message === null) return parsed.kobo;
    ctx.issues.push({ code: "custom", message: message ?? listingMessages.price, input: value });
    return z.NEVER;
  }),
);

/** Only the price, as the list's in-place edit sends it. */
export const listingPriceInput = z.object({ price: nairaPrice });

/** Stock as typed: a whole number from 0 ("12", 12, "١٢"); fractions and negatives refused. */
export const stockCount = z.pipe(
  z.union([z.string({ error: listingMessages.stock }), z.number({ error: listingMessages.stock })]),
  z.transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : asciiDigits(value.normalize("NFKC")).replace(/[\s,]/g, "");
    if (/^\d{1,7}$/.test(text) && Number(text) <= MAX_STOCK) return Number(text);
    ctx.issues.push({ code: "custom", message: listingMessages.stock, input: value });
    return z.NEVER;
  }),
);

const stateInput = z.pipe(
  z.string({ error: listingMessages.state }),
  z.transform((value, ctx) => {
    const state = parseState(value);
    if (state) return state;
    ctx.issues.push({ code: "custom", message: listingMessages.state, input: value });
    return z.NEVER;
  }),
);

const listingFields = {
  title: oneLineText("Title", { min: 3, max: 120 }),
  description: z.optional(
    z
      .pipe(
        z.union([z.string(), z.null()]),
        z.transform((v) => (v ?? "").trim()),
      )
      .check(z.refine((v) => (v ?? "").length <= 5_000, "Description should be at most 5,000 characters")),
  ),
  categoryId: z
    .string({ error: listingMessages.category })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, listingMessages.category)),
  condition: z.enum(listingConditions, listingMessages.condition),
  unit: z.enum(listingUnits, listingMessages.unit),
  unitLabel: optional(plainText("Unit label", { min: 2, max: 40 })),
  // GraphQL clients may send null for "not given" (the schema allows it); it means the default, one.
  unitQuantity: z.optional(
    z.nullable(
      z
        .number({ error: listingMessages.unitQuantity })
        .check(
          z.int(listingMessages.unitQuantity),
          z.minimum(1, listingMessages.unitQuantity),
          z.maximum(100_000, listingMessages.unitQuantity),
        ),
    ),
  ),
  price: nairaPrice,
  compareAtPrice: optional(nairaPrice),
  stock: stockCount,
  storeId: optional(uuid),
  state: optional(stateInput),
  city: optional(plainText("City", { min: 2, max: 60 })),
  imageIds: z.optional(z.array(uuid).check(z.maxLength(MAX_LISTING_IMAGES, listingMessages.images))),
  priceItemId: optional(uuid),
};

/** The product form: what createListing and updateListing accept. */
export const listingInput = z
  .pipe(
    z.object(listingFields),
    z.transform((v) => ({
      title: v.title,
      description: v.description ?? "",
      categoryId: v.categoryId,
      condition: v.condition,
      unit: v.unit,
      unitLabel: v.unitLabel ?? null,
      unitQuantity: v.unitQuantity ?? 1,
      priceKobo: v.price,
      compareAtKobo: v.compareAtPrice ?? null,
      stock: v.stock,
      storeId: v.storeId ?? null,
      state: v.state ?? null,
      city: v.city ?? null,
      imageIds: [...new Set(v.imageIds ?? [])],
      priceItemId: v.priceItemId ?? null,
    })),
  )
  .check(
    z.refine((v) => v.compareAtKobo === null || v.compareAtKobo > v.priceKobo, {
      message: listingMessages.compareAt,
      path: ["compareAtPrice"],
    }),
    z.refine((v) => v.storeId !== null || v.state !== null, { message: listingMessages.state, path: ["state"] }),
    z.refine((v) => v.storeId !== null || v.city !== null, { message: listingMessages.city, path: ["city"] }),
  );
export type ListingInput = z.output<typeof listingInput>;

export const listingStatusActions = ["PUBLISH", "PAUSE", "ARCHIVE", "RESTORE"] as const;
export type ListingStatusAction = (typeof listingStatusActions)[number];
export const stockReasons = ["EDIT", "SALE", "RESTOCK", "CORRECTION"] as const;
export type StockReason = (typeof stockReasons)[number];

export const bulkMessages = {
  none: "Select at least one listing",
  tooMany: "Select at most 500 listings at a time",
  percent: "The change must be a whole or decimal percentage from −90 to +500",
  change: "Choose a status or a price change",
} as const;

/** −90 … +500 %, at most two decimals. */
export const priceChangePercent = z.number({ error: bulkMessages.percent }).check(
  z.minimum(-90, bulkMessages.percent),
  z.maximum(500, bulkMessages.percent),
  z.refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-9, bulkMessages.percent),
  z.refine((v) => v !== 0, bulkMessages.percent),
);

export const bulkUpdateInput = z.pipe(
  z.object({
    ids: z.array(uuid).check(z.minLength(1, bulkMessages.none), z.maxLength(500, bulkMessages.tooMany)),
    status: z.optional(z.union([z.null(), z.enum(listingStatusActions, bulkMessages.change)])),
    priceChangePercent: z.optional(z.union([z.null(), priceChangePercent])),
  }),
  z.transform((v, ctx) => {
    const ids = [...new Set(v.ids)];
    if (v.status && (v.priceChangePercent === null || v.priceChangePercent === undefined))
      return { ids, change: { status: v.status } as const };
    if (!v.status && typeof v.priceChangePercent === "number")
      return { ids, change: { priceChangePercent: v.priceChangePercent } as const };
    ctx.issues.push({ code: "custom", message: bulkMessages.change, input: v, path: ["status"] });
    return z.NEVER;
  }),
);
export type BulkChange = { status: ListingStatusAction } | { priceChangePercent: number };

export const sellerListingFilters = ["ALL", "DRAFT", "ACTIVE", "OUT_OF_STOCK", "HELD", "PAUSED", "ARCHIVED"] as const;
export type SellerListingFilter = (typeof sellerListingFilters)[number];
export const sellerListingSorts = ["UPDATED", "NEWEST", "PRICE_ASC", "PRICE_DESC", "STOCK_ASC", "TITLE"] as const;
export type SellerListingSort = (typeof sellerListingSorts)[number];

import type * as z from "zod/mini";
import { conditionLabels, unitLabels } from "@/modules/listings/components/listing-labels";
import { listingConditions, listingUnits } from "@/modules/listings/listings.types";
import type { listingInput } from "@/modules/listings/listing-editor.inputs";

/** The product form's values (what the shared schema takes in) and its choices. */
export type ListingFormValues = z.input<typeof listingInput>;
export type ListingFormOutput = z.output<typeof listingInput>;

export const conditionOptions = listingConditions.map((value) => ({ value, label: conditionLabels[value] }));
export const unitOptions = listingUnits.map((value) => ({ value, label: unitLabels[value] }));

export const emptyListingValues: ListingFormValues = {
  title: "",
  description: "",
  categoryId: "",
  condition: "NEW",
  unit: "PIECE",
  unitLabel: "",
  price: "",
  compareAtPrice: "",
  stock: "1",
  storeId: "",
  state: "",
  city: "",
  imageIds: [],
  priceItemId: "",
};

/** The form's values as plain strings (what the draft keeps). */
export function listingValuesAsStrings(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value]] : typeof value === "number" ? [[key, String(value)]] : [],
    ),
  );
}

/** Why a listing's stock changed, as the details page lists it (a server component: not from a client module). */
export const stockReasonLabels = {
  RESTOCK: "New stock arrived",
  SALE: "Sold (outside Oja)",
  CORRECTION: "Counted again (correction)",
  EDIT: "Changed by hand",
  IMPORT: "CSV import",
  ORDER: "Sold on Oja (an order)",
  ORDER_RETURN: "Back from a cancelled order",
} as const;

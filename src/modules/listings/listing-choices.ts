/**
 * A listing's fixed choices and photo limit, apart from the schema (listing-editor.inputs.ts) so the product form can
 * render them without loading zod: the form loads its schema only when it first checks the fields.
 */
export const MAX_LISTING_IMAGES = 8;
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
export const listingConditions = ["NEW", "FOREIGN_USED", "NIGERIAN_USED", "REFURBISHED"] as const;

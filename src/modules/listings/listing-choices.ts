/**
 * The photo limit, apart from the schema (listing-editor.inputs.ts) so the product form can render it without loading
 * zod: the form loads its schema only when it first checks the fields. The listing's other choices (conditions,
 * units) are in listings.types.ts.
 */
export const MAX_LISTING_IMAGES = 8;

import type { ProductUnit } from "@/modules/listings/listings.types";
import { unitLabels } from "@/modules/listings/components/listing-labels";

/** The unit fields of a listing: the measure, the seller's (or price-desk item's) words for it, and how many. */
export interface ListingUnit {
  unit: ProductUnit;
  unitLabel: string | null;
  unitQuantity: number;
}

/** "25-litre keg", "carton of 40", "derica": one of what the price buys. */
export function unitName(listing: Pick<ListingUnit, "unit" | "unitLabel">): string {
  return listing.unitLabel?.trim() || unitLabels[listing.unit];
}

// Measures and local words that do not take an "s": "5 derica", "10 kg".
const invariantUnits = /(?:^|\s)(?:derica|kg|g|mudu)$/;

/** "50 chicks", "2 cartons of 40", "3 × 6 yards": `count` of a unit, as people say it. */
export function unitCount(count: number, name: string): string {
  if (count === 1) return `1 ${name}`;
  // A label that starts with a measure ("6 yards", "50kg bag") reads best multiplied: "10 × 50kg bag".
  if (/^\d/.test(name)) return `${count} × ${name}`;
  const of = /^(\S+)( of .+)$/.exec(name);
  if (of) return `${count} ${pluralWord(of[1]!)}${of[2]}`;
  return `${count} ${invariantUnits.test(name) ? name : pluralWord(name)}`;
}

function pluralWord(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

// A unit that measures or counts ("25-litre keg", "square metre", "carton of 40") rather than naming the thing itself.
const measuredUnit = /\d| of |\b(?:metre|litre|kg|yard|tonne)s?\b/;

/**
 * The words after a price: "per 25-litre keg", "for 50 chicks", or null where they would say nothing: one piece of
 * what the title names ("per phone" under an iPhone's title). Cards and the product page read the unit from here.
 */
export function priceUnitPhrase(listing: ListingUnit): string | null {
  const name = unitName(listing);
  if (listing.unitQuantity > 1) return `for ${unitCount(listing.unitQuantity, name)}`;
  if (listing.unit === "PIECE" && !measuredUnit.test(name)) return null;
  return `per ${name}`;
}

/** The price of one unit when a price buys several, in whole kobo: what the price desk compares. */
export function pricePerUnitKobo(priceKobo: number, unitQuantity: number): number {
  return unitQuantity > 1 ? Math.round(priceKobo / unitQuantity) : priceKobo;
}

import * as z from "zod/mini";
import { listingConditions, listingUnits } from "@/modules/listings/listings.types";

/**
 * The seller's listings as a CSV file (issue #15, /dashboard/product/list): one header row, then one listing a row.
 *
 * | column            | meaning                                                                          |
 * |-------------------|----------------------------------------------------------------------------------|
 * | id                | the listing's id from an export; empty for a new listing                        |
 * | title             | 3–120 characters                                                                 |
 * | category          | the sub-category's slug, e.g. `mobile-phones`                                    |
 * | condition         | new, foreign_used, nigerian_used, refurbished                                    |
 * | unit              | piece, kg, bag_50kg, derica, paint_bucket, basket, crate, litre, pack, pair, …   |
 * | price             | in naira as typed: `₦1,234.50`, `1234.5`                                         |
 * | compare_at_price  | the price before, higher than price; empty for none                              |
 * | stock             | a whole number from 0                                                            |
 * | status            | draft, active, paused or archived; empty: draft for a new listing, kept otherwise |
 * | store             | one of the vendor's stores, by name or id (its state and city win); may be empty |
 * | state, city       | where the goods are when no store is named                                       |
 * | description       | up to 5,000 characters                                                           |
 *
 * Columns may come in any order, but all of them must be there and no others. Rows are checked with the product
 * form's own schema (listingInput), so a CSV can never store what the form would refuse.
 */
export const csvColumns = [
  "id",
  "title",
  "category",
  "condition",
  "unit",
  "price",
  "compare_at_price",
  "stock",
  "status",
  "store",
  "state",
  "city",
  "description",
] as const;
export type CsvColumn = (typeof csvColumns)[number];
export type CsvRow = Record<CsvColumn, string>;

/** A 5,000-row file is about 1 MB; 10,000 rows and 5 MB leave room without letting one request hold the server. */
export const MAX_CSV_ROWS = 10_000;
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** The preview lists this many rows and at most this many errors (the counts are always complete). */
export const PREVIEW_ROWS = 20;
export const MAX_LISTED_ERRORS = 500;

export const csvStatuses = ["draft", "active", "paused", "archived"] as const;

export const csvMessages = {
  empty: "The file is empty. Start from the template: a header row, then one listing a row.",
  tooBig: "The file is larger than 5 MB. Split it into smaller files.",
  tooManyRows: `The file has more than ${MAX_CSV_ROWS.toLocaleString("en-NG")} listings. Split it into files of at most ${MAX_CSV_ROWS.toLocaleString("en-NG")} rows.`,
  unreadable: (line: number) => `The file could not be read as CSV near line ${line} (a quote may be left open).`,
  missing: (names: string[]) => `Columns missing: ${names.join(", ")}.`,
  unknown: (names: string[]) => `Columns not recognised: ${names.join(", ")}.`,
  duplicate: (names: string[]) => `Columns named twice: ${names.join(", ")}.`,
  expected: `The first row must name the columns: ${csvColumns.join(", ")}.`,
  cells: (found: number) => `This row has ${found} cells; the header has ${csvColumns.length}.`,
  id: "No listing of this shop has this id. Leave id empty to add a new listing.",
  duplicateId: "This id appears on an earlier row.",
  category: "Use a sub-category's slug from the template, e.g. mobile-phones",
  store: "Name one of your stores (by name or id), or leave store empty",
  status: "Use draft, active, paused or archived",
  noRows: "The file has a header but no listings.",
  busy: "Another file of yours is still being checked or imported. Wait for it to finish, then try again.",
} as const;

// Formula cells are neutralised on export and restored on import by the shared rule (src/lib/csv-cells.ts).
export { neutraliseCell, restoreCell } from "@/lib/csv-cells";

/** "Compare at price", "COMPARE-AT-PRICE" and "compare_at_price" all name the same column. */
export function headerName(cell: string): string {
  return cell
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The header's problems as one message naming every missing, unknown and repeated column; null when it is right. */
export function checkHeader(header: readonly string[]): string | null {
  const names = header.map(headerName);
  const known = new Set<string>(csvColumns);
  const missing = csvColumns.filter((column) => !names.includes(column));
  const unknown = [...new Set(names.filter((name) => !known.has(name)))].map((name) => name || "(empty)");
  const repeated = [...new Set(names.filter((name, i) => known.has(name) && names.indexOf(name) !== i))];
  const problems = [
    missing.length ? csvMessages.missing(missing) : "",
    unknown.length ? csvMessages.unknown(unknown) : "",
    repeated.length ? csvMessages.duplicate(repeated) : "",
  ].filter(Boolean);
  return problems.length ? `${problems.join(" ")} ${csvMessages.expected}` : null;
}

/** "Foreign used", "foreign-used" → FOREIGN_USED; anything else is passed on for the form's schema to refuse. */
export function enumValue(cell: string): string {
  return cell
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
}

export const csvCondition = (cell: string) => {
  const value = enumValue(cell);
  return (listingConditions as readonly string[]).includes(value) ? value : cell;
};
export const csvUnit = (cell: string) => {
  const value = enumValue(cell);
  return (listingUnits as readonly string[]).includes(value) ? value : cell;
};

/** The listing's status from its cell: null when empty (a new listing is a draft; an existing one keeps its status). */
export const csvStatus = z.pipe(
  z.string(),
  z.transform((cell, ctx) => {
    const value = cell.trim().toLowerCase();
    if (value === "") return null;
    if ((csvStatuses as readonly string[]).includes(value))
      return value.toUpperCase() as "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
    ctx.issues.push({ code: "custom", message: csvMessages.status, input: cell });
    return z.NEVER;
  }),
);

/** The resolver's arguments: the file's text as the browser read it (the service enforces the size limit with a clear message). */
export const listingCsvInput = z.object({ vendorId: z.string(), csv: z.string() });

/** Which CSV column a listingInput field came from, so a row's error names the column the seller sees. */
export const fieldColumn: Record<string, CsvColumn> = {
  title: "title",
  description: "description",
  categoryId: "category",
  condition: "condition",
  unit: "unit",
  price: "price",
  compareAtPrice: "compare_at_price",
  stock: "stock",
  storeId: "store",
  state: "state",
  city: "city",
};

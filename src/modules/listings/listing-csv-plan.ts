import "server-only";
import { parse, type Info } from "csv-parse";
import { and, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { loopYielder } from "@/lib/event-loop";
import { categoryRows } from "@/modules/categories/categories.queries";
import { productImages, products } from "@/modules/listings/listings.schema";
import {
  checkHeader,
  csvColumns,
  csvCondition,
  csvMessages,
  csvStatus,
  csvUnit,
  fieldColumn,
  headerName,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  MAX_LISTED_ERRORS,
  restoreCell,
  type CsvColumn,
  type CsvRow,
} from "@/modules/listings/listing-csv.inputs";
import { listingInput } from "@/modules/listings/listing-editor.inputs";
import { editorMessages, listingColumns } from "@/modules/listings/listing-editor.service";
import type { Actor } from "@/lib/actor";
import { listStores, type MyStore } from "@/modules/vendors/vendor-stores.service";

/**
 * Reads a seller's CSV and works out what it would change (listing-csv.service previews it, or applies it in one
 * transaction). Everything the rows refer to is read up front in a few queries (categories, the vendor's stores,
 * listings and photo counts), so 5,000 rows cost the same handful of round trips as five.
 */

// A listing as the plan reads it: every column but the two search vectors, which cost more to read than the rest.
const plannedColumns = (() => {
  const columns: Partial<ReturnType<typeof getTableColumns<typeof products>>> = { ...getTableColumns(products) };
  delete columns.searchVector;
  delete columns.searchWords;
  return columns as Omit<ReturnType<typeof getTableColumns<typeof products>>, "searchVector" | "searchWords">;
})();
type ProductRow = Omit<typeof products.$inferSelect, "searchVector" | "searchWords">;
export type ListingStatus = ProductRow["status"];
export type ListingColumns = ReturnType<typeof listingColumns> & { status: ListingStatus };

export interface CsvRowError {
  line: number;
  column: CsvColumn | null;
  message: string;
}

export interface PlannedRow {
  line: number;
  action: "CREATE" | "UPDATE" | "UNCHANGED";
  previous: ProductRow | null;
  columns: ListingColumns;
  stockDelta: number;
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: CsvRowError[];
  errorCount: number;
}

/** Rows written, exported or fed to csv-stringify at a time. */
const CHUNK = 500;
export const csvChunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const fileError = (message: string) => new InputValidationError({ csv: [message] });

type CsvRecord = { record: string[]; info: Info };

/** What the parser is fed at a time: about 130 rows of a typical file, a few milliseconds of parsing. */
const PARSE_SLICE_BYTES = 16 * 1024;

/**
 * csv-parse's stream parser fed the file a slice at a time, letting the loop run between slices (its sync parser
 * held the loop for the whole file). Stops reading after `to` records; a broken file rejects with csv-parse's error.
 */
async function parseRecords(text: string, to: number): Promise<CsvRecord[]> {
  const bytes = Buffer.from(text, "utf8");
  const records: CsvRecord[] = [];
  const parser = parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true, to });
  let failure: unknown = null;
  // csv-parse's types do not follow `info: true` (each record becomes { record, info }).
  parser.on("data", (record: CsvRecord) => records.push(record));
  parser.on("error", (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => {
    parser.once("end", resolve);
    parser.once("close", resolve);
  });
  const pause = loopYielder();
  for (let at = 0; at < bytes.length; at += PARSE_SLICE_BYTES) {
    // Ended: `to` records were read (the rest is never parsed); destroyed: the file is broken.
    if (parser.writableEnded || parser.destroyed) break;
    // Waiting for each slice to be parsed: slices written ahead would be parsed back to back, in one go.
    await new Promise<void>((resolve) => parser.write(bytes.subarray(at, at + PARSE_SLICE_BYTES), () => resolve()));
    await pause();
  }
  if (!parser.writableEnded && !parser.destroyed) parser.end();
  await ended;
  if (failure) throw failure;
  return records;
}

/** The file's rows with the line each starts on; file-level problems (size, header, broken quoting) throw one clear error. */
export async function readCsv(text: string): Promise<{ line: number; row: CsvRow; cells: number }[]> {
  // Cheap checks first: a 100,000-row file is refused after reading MAX_CSV_ROWS + 1 of them, never all.
  if (Buffer.byteLength(text, "utf8") > MAX_CSV_BYTES) throw fileError(csvMessages.tooBig);
  let records: CsvRecord[];
  try {
    records = await parseRecords(text, MAX_CSV_ROWS + 2);
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === "number" ? (error as { lines: number }).lines : 1;
    throw fileError(csvMessages.unreadable(line));
  }
  if (records.length === 0) throw fileError(csvMessages.empty);
  if (records.length > MAX_CSV_ROWS + 1) throw fileError(csvMessages.tooManyRows);
  const header = records[0]!.record;
  const problem = checkHeader(header);
  if (problem) throw fileError(problem);
  if (records.length === 1) throw fileError(csvMessages.noRows);
  const order = header.map(headerName) as CsvColumn[];
  const pause = loopYielder();
  const rows: { line: number; row: CsvRow; cells: number }[] = [];
  for (const { record, info } of records.slice(1)) {
    const row = Object.fromEntries(csvColumns.map((column) => [column, ""])) as CsvRow;
    order.forEach((column, i) => (row[column] = restoreCell(record[i] ?? "")));
    // info.lines is where the record ends; a quoted cell may span lines, and the seller looks for where it starts.
    const spanned = record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    rows.push({ line: info.lines - spanned, row, cells: record.length });
    await pause();
  }
  return rows;
}

/**
 * The vendor's stores as its members see them (a vendor still in review has stores too), read before the import's
 * transaction (stores belong to the vendors module and its own connection).
 */
export type VendorStores = MyStore[];

export function vendorStoresFor(actor: Actor, vendorId: string, db: Database = getDb()): Promise<VendorStores> {
  return listStores(actor, vendorId, db);
}

async function loadContext(db: Database, vendorId: string, stores: VendorStores, lock: boolean) {
  const listingQuery = db.select(plannedColumns).from(products).where(eq(products.vendorId, vendorId));
  const [subcategories, listings, photos] = await Promise.all([
    db
      .select({ id: categoryRows.id, slug: categoryRows.slug })
      .from(categoryRows)
      .where(and(isNotNull(categoryRows.parentId), eq(categoryRows.kind, "GOODS"))),
    // On import the vendor's listings are locked until the transaction ends, so nothing changes between plan and write.
    lock ? listingQuery.for("update") : listingQuery,
    db
      .select({ productId: productImages.productId, count: sql<number>`count(*)::int` })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.vendorId, vendorId))
      .groupBy(productImages.productId),
  ]);
  return {
    categoryBySlug: new Map(subcategories.map((c) => [c.slug.toLowerCase(), c.id])),
    storeByKey: new Map(
      stores.flatMap((s) => [[s.id.toLowerCase(), s] as const, [s.name.trim().toLowerCase(), s] as const]),
    ),
    listingById: new Map(listings.map((p) => [p.id.toLowerCase(), p])),
    photoCount: new Map(photos.map((p) => [p.productId, p.count])),
  };
}

type Context = Awaited<ReturnType<typeof loadContext>>;
const empty = (cell: string) => (cell.trim() === "" ? undefined : cell);

/** One row through the product form's schema; its errors, or what it would write. */
function planRow(
  context: Context,
  line: number,
  row: CsvRow,
  cells: number,
  seen: Set<string>,
): CsvRowError[] | PlannedRow {
  const errors = new Map<CsvColumn | null, string>();
  const fail = (column: CsvColumn | null, message: string) => void (errors.has(column) || errors.set(column, message));
  if (cells !== csvColumns.length) fail(null, csvMessages.cells(cells));
  const id = row.id.trim().toLowerCase();
  // Another vendor's id gets the same answer as one that does not exist: the file learns nothing about other shops.
  const previous = id ? (context.listingById.get(id) ?? null) : null;
  if (id && !previous) fail("id", csvMessages.id);
  else if (id && seen.has(id)) fail("id", csvMessages.duplicateId);
  if (id) seen.add(id);
  const categoryId = context.categoryBySlug.get(row.category.trim().toLowerCase());
  if (!categoryId) fail("category", csvMessages.category);
  const store = row.store.trim() ? context.storeByKey.get(row.store.trim().toLowerCase()) : undefined;
  if (row.store.trim() && !store) fail("store", csvMessages.store);
  const status = csvStatus.safeParse(row.status);
  if (!status.success) fail("status", csvMessages.status);
  const parsed = listingInput.safeParse({
    title: row.title,
    description: row.description,
    categoryId: categoryId ?? "",
    condition: csvCondition(row.condition),
    unit: csvUnit(row.unit),
    // What the CSV has no column for stays as the seller set it in the form.
    unitLabel: previous?.unitLabel ?? undefined,
    unitQuantity: previous?.unitQuantity,
    priceItemId: previous?.priceItemId ?? undefined,
    price: row.price,
    compareAtPrice: empty(row.compare_at_price),
    stock: row.stock,
    storeId: store?.id,
    state: store ? undefined : empty(row.state),
    city: store ? undefined : empty(row.city),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) fail(fieldColumn[String(issue.path[0])] ?? null, issue.message);
  // In the file's column order, so the seller reads a row's errors left to right.
  const at = (column: CsvColumn | null) => (column === null ? -1 : csvColumns.indexOf(column));
  if (!parsed.success || !status.success || errors.size > 0)
    return [...errors].sort(([a], [b]) => at(a) - at(b)).map(([column, message]) => ({ line, column, message }));
  const input = parsed.data;
  const nextStatus: ListingStatus = status.data ?? previous?.status ?? "DRAFT";
  // The form's rule: nothing goes live without a photo (a CSV cannot add photos).
  if (nextStatus === "ACTIVE" && previous?.status !== "ACTIVE" && !(previous && context.photoCount.get(previous.id))) {
    return [{ line, column: "status", message: editorMessages.publishPhoto }];
  }
  const place = store ? { state: store.state, city: store.city } : { state: input.state!, city: input.city! };
  const columns: ListingColumns = {
    ...listingColumns(input, { ...place, unitLabel: input.unitLabel }),
    status: nextStatus,
  };
  if (!previous) return { line, action: "CREATE", previous, columns, stockDelta: columns.stock };
  const same = (Object.keys(columns) as (keyof ListingColumns)[]).every((key) => columns[key] === previous[key]);
  return { line, action: same ? "UNCHANGED" : "UPDATE", previous, columns, stockDelta: columns.stock - previous.stock };
}

/** Every row checked; nothing is written here. `lock` (inside the import's transaction) holds the vendor's listings. */
export async function planImport(
  db: Database,
  vendorId: string,
  rows: Awaited<ReturnType<typeof readCsv>>,
  stores: VendorStores,
  options: { lock?: boolean } = {},
): Promise<ImportPlan> {
  const context = await loadContext(db, vendorId, stores, options.lock ?? false);
  const plan: ImportPlan = { rows: [], errors: [], errorCount: 0 };
  const seen = new Set<string>();
  // Each row goes through the form's schema: 10,000 of them held the loop for about half a second in one go.
  const pause = loopYielder();
  for (const { line, row, cells } of rows) {
    await pause();
    const result = planRow(context, line, row, cells, seen);
    if (!Array.isArray(result)) {
      plan.rows.push(result);
      continue;
    }
    plan.errorCount += result.length;
    plan.errors.push(...result.slice(0, Math.max(0, MAX_LISTED_ERRORS - plan.errors.length)));
  }
  return plan;
}

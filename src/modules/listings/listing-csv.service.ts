import "server-only";
import { randomBytes } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireVendorGrant, type Actor, type UserActor } from "@/lib/actor";
import { formatNaira } from "@/lib/money";
import { uniqueSlug } from "@/lib/slug";
import { categoryRows } from "@/modules/categories/categories.queries";
import { products, productStockChanges } from "@/modules/listings/listings.schema";
import {
  planImport,
  readCsv,
  vendorStoresFor,
  type ImportPlan,
  type ListingColumns,
  type ListingStatus,
  type PlannedRow,
} from "@/modules/listings/listing-csv-plan";
import { csvColumns, neutraliseCell, PREVIEW_ROWS, type CsvColumn } from "@/modules/listings/listing-csv.inputs";
import { feedDesk } from "@/modules/listings/listing-editor.service";
import type { CsvRowError } from "@/modules/listings/listing-csv-plan";
import { announceListingsLeft, publicListingIds } from "@/modules/listings/listing-departures.service";

/**
 * CSV export and import of a vendor's listings (issue #15). Export: everything the member may see (shop:view), cells a
 * spreadsheet would run as formulas neutralised. Import (listings:write): a preview that writes nothing, then the same
 * file again applied in one transaction, all or nothing, with the product form's schema and columns
 * (listing-csv-plan), stock changes recorded as IMPORT and prices fed to the desk as an edit feeds them.
 */

/**
 * Every cell quoted, empty ones too: a spreadsheet set to another list separator (";" in much of Europe, and in
 * some Excel installs here) would otherwise split `a;=1+1` into a text cell and a formula.
 */
const csvWriting = { record_delimiter: "\r\n", quoted: true, quoted_empty: true } as const;

export interface ImportPreviewRow {
  line: number;
  action: PlannedRow["action"];
  title: string;
  priceKobo: number;
  stock: number;
  status: ListingStatus;
}

export interface ListingImportResult {
  /** True only when importListings wrote the file; a preview, or a file with errors, writes nothing. */
  imported: boolean;
  creates: number;
  updates: number;
  unchanged: number;
  /** Every error's count; `errors` lists the first 500. */
  errorCount: number;
  errors: CsvRowError[];
  rows: ImportPreviewRow[];
}

const lower = (status: ListingStatus) => status.toLowerCase();

/** The vendor's listings as CSV text (header first, oldest listing first); the route adds the BOM and the file name. */
export async function exportListingsCsv(actor: Actor, vendorId: string): Promise<string> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const [rows, stores] = await Promise.all([
    getDb()
      .select({ product: products, category: categoryRows.slug })
      .from(products)
      .innerJoin(categoryRows, eq(categoryRows.id, products.categoryId))
      .where(eq(products.vendorId, vendorId))
      .orderBy(asc(products.createdAt), asc(products.id)),
    vendorStoresFor(actor, vendorId),
  ]);
  const storeName = new Map(stores.map((s) => [s.id, s.name]));
  // Two stores with one name would make the name ambiguous on import: the id is exported then.
  const names = stores.map((s) => s.name.trim().toLowerCase());
  const storeCell = (id: string | null) => {
    if (!id) return "";
    const name = storeName.get(id);
    return name && names.filter((n) => n === name.trim().toLowerCase()).length === 1 ? name : id;
  };
  const cells = (p: typeof products.$inferSelect, category: string): Record<CsvColumn, string> => ({
    id: p.id,
    title: p.title,
    category,
    condition: p.condition.toLowerCase(),
    unit: p.unit.toLowerCase(),
    price: formatNaira(p.priceKobo),
    compare_at_price: p.compareAtKobo === null ? "" : formatNaira(p.compareAtKobo),
    stock: String(p.stock),
    status: lower(p.status),
    store: storeCell(p.storeId),
    // Written even with a store (its place wins on import), so the file reads well on its own.
    state: p.state,
    city: p.city,
    description: p.description,
  });
  const body = rows.map(({ product, category }) => {
    const row = cells(product, category);
    return csvColumns.map((column) => neutraliseCell(row[column]));
  });
  return stringify([[...csvColumns], ...body], csvWriting);
}

/** The template the panel offers: the header and one example row (a sub-category slug from the seed's market). */
export function listingCsvTemplate(): string {
  const example: Record<CsvColumn, string> = {
    id: "",
    title: "Infinix Hot 40i (8GB RAM, 128GB)",
    category: "mobile-phones",
    condition: "new",
    unit: "piece",
    price: "₦95,000.00",
    compare_at_price: "₦110,000.00",
    stock: "4",
    status: "draft",
    store: "",
    state: "Lagos",
    city: "Ikeja",
    description: "Brand new, sealed in box, one year warranty.",
  };
  return stringify([[...csvColumns], csvColumns.map((column) => example[column])], csvWriting);
}

function summary(plan: ImportPlan, imported: boolean): ListingImportResult {
  const count = (action: PlannedRow["action"]) => plan.rows.filter((row) => row.action === action).length;
  return {
    imported,
    creates: count("CREATE"),
    updates: count("UPDATE"),
    unchanged: count("UNCHANGED"),
    errorCount: plan.errorCount,
    errors: plan.errors,
    rows: plan.rows.slice(0, PREVIEW_ROWS).map((row) => ({
      line: row.line,
      action: row.action,
      title: row.columns.title,
      priceKobo: row.columns.priceKobo,
      stock: row.columns.stock,
      status: row.columns.status,
    })),
  };
}

/** What the file would do, row by row; writes nothing. */
export async function previewListingImport(actor: Actor, vendorId: string, csv: string): Promise<ListingImportResult> {
  requireVendorGrant(actor, vendorId, "listings:write");
  const rows = readCsv(csv);
  return summary(await planImport(getDb(), vendorId, rows, await vendorStoresFor(actor, vendorId)), false);
}

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Many rows' new columns in one UPDATE … FROM (VALUES …) a chunk, each value cast to its column's type. */
async function updateMany(db: Database, rows: PlannedRow[]): Promise<void> {
  const keys = Object.keys(rows[0]!.columns) as (keyof ListingColumns)[];
  const column = (key: keyof ListingColumns) => products[key];
  const names = sql.join([sql.raw("id"), ...keys.map((key) => sql.identifier(column(key).name))], sql`, `);
  const sets = sql.join(
    keys.map((key) => sql`${sql.identifier(column(key).name)} = v.${sql.identifier(column(key).name)}`),
    sql`, `,
  );
  for (const chunk of chunks(rows)) {
    const values: SQL[] = chunk.map(
      (row) =>
        sql`(${row.previous!.id}::uuid, ${sql.join(
          keys.map((key) => sql`${row.columns[key]}::${sql.raw(column(key).getSQLType())}`),
          sql`, `,
        )})`,
    );
    await db.execute(
      sql`update products set ${sets}, updated_at = now() from (values ${sql.join(values, sql`, `)}) as v(${names}) where products.id = v.id`,
    );
  }
}

async function write(db: Database, user: UserActor, vendorId: string, plan: ImportPlan): Promise<PlannedRow[]> {
  const creates = plan.rows.filter((row) => row.action === "CREATE");
  const updates = plan.rows.filter((row) => row.action === "UPDATE");
  const stockChanges: (typeof productStockChanges.$inferInsert)[] = [];
  for (const chunk of chunks(creates)) {
    const inserted = await db
      .insert(products)
      .values(
        chunk.map((row) => ({
          vendorId,
          slug: uniqueSlug(row.columns.title, randomBytes(4).toString("hex")),
          ...row.columns,
        })),
      )
      .returning({ id: products.id, stock: products.stock });
    for (const row of inserted)
      if (row.stock > 0)
        stockChanges.push({
          productId: row.id,
          delta: row.stock,
          stockAfter: row.stock,
          reason: "IMPORT",
          changedBy: user.userId,
        });
  }
  if (updates.length > 0) await updateMany(db, updates);
  for (const row of updates) {
    if (row.stockDelta !== 0)
      stockChanges.push({
        productId: row.previous!.id,
        delta: row.stockDelta,
        stockAfter: row.columns.stock,
        reason: "IMPORT",
        changedBy: user.userId,
      });
  }
  for (const chunk of chunks(stockChanges)) await db.insert(productStockChanges).values(chunk);
  return updates;
}

/**
 * Applies the file: checked again under a lock on the vendor's listings, then written in one transaction. A file with
 * any error writes nothing and answers as the preview does.
 */
export async function importListings(
  actor: Actor,
  vendorId: string,
  csv: string,
  db: Database = getDb(),
): Promise<ListingImportResult> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "listings:write");
  const rows = readCsv(csv);
  const stores = await vendorStoresFor(actor, vendorId, db);
  const outcome = await db.transaction(async (db) => {
    const plan = await planImport(db, vendorId, rows, stores, { lock: true });
    if (plan.errorCount > 0) return { plan, updated: [] };
    // Read before the write: whether each live listing is public also depends on its business's approval.
    const wasPublic = await publicListingIds(
      products,
      plan.rows.flatMap((row) => (row.previous?.status === "ACTIVE" ? [row.previous.id] : [])),
      db,
    );
    const updated = await write(db, user, vendorId, plan);
    // As updateListing and a status change do: a live offer linked to a price item whose price, place or status
    // moved tells the desk (events in this transaction, one report each after the commit; new rows have no price
    // item, so never feed it), and a listing that left the market leaves the shared answers.
    const left: { id: string; slug: string }[] = [];
    for (const row of updated) {
      const before = row.previous!;
      const after = { ...before, ...row.columns };
      if (after.priceKobo !== before.priceKobo || after.state !== before.state || after.status !== before.status)
        await feedDesk(after, db);
      if (before.status === "ACTIVE" && after.status !== "ACTIVE") left.push(before);
    }
    await announceListingsLeft("product", left, wasPublic, db);
    return { plan, updated };
  });
  if (outcome.plan.errorCount > 0) return summary(outcome.plan, false);
  return summary(outcome.plan, true);
}

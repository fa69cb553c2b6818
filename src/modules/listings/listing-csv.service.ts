import "server-only";
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireVendorGrant, type Actor, type UserActor } from "@/lib/actor";
import { InputValidationError } from "@/lib/errors";
import { runOnePerKey, type InFlightRule } from "@/lib/in-flight";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { uniqueSlug } from "@/lib/slug";
import { products, productStockChanges } from "@/modules/listings/listings.schema";
import {
  csvChunks as chunks,
  planImport,
  readCsv,
  vendorStoresFor,
  type ImportPlan,
  type ListingColumns,
  type ListingStatus,
  type PlannedRow,
} from "@/modules/listings/listing-csv-plan";
import { csvMessages, PREVIEW_ROWS } from "@/modules/listings/listing-csv.inputs";
import { feedDesk } from "@/modules/listings/listing-editor.service";
import type { CsvRowError } from "@/modules/listings/listing-csv-plan";
import { announceListingsLeft, publicListingIds } from "@/modules/listings/listing-departures.service";

/**
 * CSV import of a vendor's listings (issue #15; the export is listing-csv-export.service). Import (listings:write): a
 * preview that writes nothing, then the same file again applied in one transaction, all or nothing, with the product
 * form's schema and columns (listing-csv-plan), stock changes recorded as IMPORT and prices fed to the desk as an edit
 * feeds them.
 */

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

/**
 * A file of 10,000 rows costs about a second of CPU to check (issue 23, item 4). A seller previews a file, fixes it
 * and previews again a few times, then imports: 30 previews and imports together per person in 15 minutes leave
 * room for that and none for a loop. Counted per person, not per vendor: one account cannot spend several shops'.
 */
export const listingCsvRateLimit: RateLimitRule = { name: "listing-csv", points: 30, durationSeconds: 15 * 60 };
/** One preview or import per person at a time; the expiry only matters for a process that died mid-file. */
export const listingCsvInFlight: InFlightRule = { name: "listing-csv", expirySeconds: 5 * 60 };

/** The guards every file operation passes after its permission check: the person's limit, then one at a time. */
async function asOneFileOperation<T>(user: UserActor, work: () => Promise<T>): Promise<T> {
  await enforceRateLimit(listingCsvRateLimit, user.userId);
  return runOnePerKey(
    listingCsvInFlight,
    user.userId,
    () => new InputValidationError({ csv: [csvMessages.busy] }),
    work,
  );
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
  const { actor: user } = requireVendorGrant(actor, vendorId, "listings:write");
  return asOneFileOperation(user, async () => {
    const rows = await readCsv(csv);
    return summary(await planImport(getDb(), vendorId, rows, await vendorStoresFor(actor, vendorId)), false);
  });
}

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
  return asOneFileOperation(user, () => applyFile(user, vendorId, csv, db));
}

async function applyFile(user: UserActor, vendorId: string, csv: string, db: Database): Promise<ListingImportResult> {
  const rows = await readCsv(csv);
  const stores = await vendorStoresFor(user, vendorId, db);
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

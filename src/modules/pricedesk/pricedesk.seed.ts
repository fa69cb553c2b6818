import "server-only";
import { getDb, type Database } from "@/db/client";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";

/**
 * Bulk writers for the demo seed (src/flows/seed-demo.flow.ts): plain rows in, ids out, `on conflict do nothing`
 * where rows have a natural key, so a second run adds nothing. Only the seed flow imports this file.
 */

export type MarketSeedRow = Omit<typeof markets.$inferInsert, "id">;
export type PriceItemSeedRow = Omit<typeof priceItems.$inferInsert, "id">;
export type PriceReportSeedRow = Omit<typeof priceReports.$inferInsert, "id">;

/** Inserts the missing markets; every market's id by slug. */
export async function seedMarkets(
  rows: readonly MarketSeedRow[],
  db: Database = getDb(),
): Promise<Map<string, string>> {
  await db
    .insert(markets)
    .values([...rows])
    .onConflictDoNothing();
  const all = await db.select({ id: markets.id, slug: markets.slug }).from(markets);
  return new Map(all.map((row) => [row.slug, row.id]));
}

/** Inserts the missing items; the ids of those this call created, by slug (the seed gives only them a history). */
export async function seedPriceItems(
  rows: readonly PriceItemSeedRow[],
  db: Database = getDb(),
): Promise<Map<string, string>> {
  const inserted = await db
    .insert(priceItems)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: priceItems.id, slug: priceItems.slug });
  return new Map(inserted.map((row) => [row.slug, row.id]));
}

/** Every price-desk item's id by slug. */
export async function priceItemIdsBySlug(db: Database = getDb()): Promise<Map<string, string>> {
  const all = await db.select({ id: priceItems.id, slug: priceItems.slug }).from(priceItems);
  return new Map(all.map((row) => [row.slug, row.id]));
}

/** Reports as given (no checks: the seed computes status and held reason as the report service would). */
export async function seedPriceReports(rows: readonly PriceReportSeedRow[], db: Database = getDb()): Promise<void> {
  // A few thousand rows per statement keeps each INSERT under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < rows.length; start += 4_000)
    await db.insert(priceReports).values(rows.slice(start, start + 4_000));
}

export async function countPriceDesk(
  db: Database = getDb(),
): Promise<{ markets: number; priceItems: number; priceReports: number }> {
  const [marketCount, itemCount, reportCount] = await Promise.all([
    db.$count(markets),
    db.$count(priceItems),
    db.$count(priceReports),
  ]);
  return { markets: marketCount, priceItems: itemCount, priceReports: reportCount };
}

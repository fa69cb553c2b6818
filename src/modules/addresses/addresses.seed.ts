import "server-only";
import { getDb, type Database } from "@/db/client";
import { addresses } from "@/modules/addresses/addresses.schema";

/**
 * Bulk writer for the demo seed (src/flows/seed-demo.flow.ts): plain rows with stable ids in, the count of new ones
 * out. `on conflict do nothing` covers both the id and the one-default index, so a second run adds nothing and a
 * default the person chose since is kept. Only the seed flow imports this file.
 */

export type AddressSeedRow = typeof addresses.$inferInsert & { id: string };

export async function seedAddresses(rows: readonly AddressSeedRow[], db: Database = getDb()): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(addresses)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: addresses.id });
  return inserted.length;
}

import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { stores, vendors } from "@/modules/vendors/vendors.schema";

/**
 * Bulk writers for the demo seed (src/flows/seed-demo.flow.ts): plain rows with stable ids in, counts out,
 * `on conflict do nothing` so a second run adds nothing. Only the seed flow imports this file.
 */

export type VendorSeedRow = typeof vendors.$inferInsert & { id: string };
export type StoreSeedRow = Omit<typeof stores.$inferInsert, "id" | "vendorId">;

/**
 * Vendors seeded before sellers had a contact phone get the one their row gives them, once: a phone a seller set
 * (or their choice to hide it) is never overwritten.
 */
async function fillMissingContacts(db: Pick<Database, "execute">, rows: VendorSeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.contactPhone ?? null}, ${row.contactVisibility ?? "HIDDEN"}::contact_visibility)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${vendors} set contact_phone = c.phone, contact_visibility = c.visibility
    from (values ${values}) as c(id, phone, visibility)
    where ${vendors.id} = c.id and ${vendors.contactPhone} is null and ${vendors.contactVisibility} = 'HIDDEN'`);
}

/**
 * Vendors, each owner as its OWNER member (docs/decisions/0015) and the stores of the vendors this call creates;
 * rows that exist are skipped (their contact phone filled in if missing). Run it in the caller's transaction with
 * the owners' accounts.
 */
export async function seedVendors(
  rows: readonly VendorSeedRow[],
  storesByVendor: ReadonlyMap<string, StoreSeedRow[]>,
  db: Database = getDb(),
): Promise<{ vendors: number; stores: number }> {
  if (rows.length === 0) return { vendors: 0, stores: 0 };
  const inserted = await db
    .insert(vendors)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: vendors.id });
  const fresh = new Set(inserted.map((row) => row.id));
  await db
    .insert(vendorMembers)
    .values(
      rows.map((row) => ({ vendorId: row.id, userId: row.ownerId, role: "OWNER" as const, addedBy: row.ownerId })),
    )
    .onConflictDoNothing();
  await fillMissingContacts(
    db,
    rows.filter((row) => !fresh.has(row.id)),
  );
  const storeRows = rows
    .filter((row) => fresh.has(row.id))
    .flatMap((row) =>
      (storesByVendor.get(row.id) ?? []).map((store) => ({ ...store, vendorId: row.id, createdAt: row.createdAt })),
    );
  if (storeRows.length === 0) return { vendors: inserted.length, stores: 0 };
  const storesInserted = await db.insert(stores).values(storeRows).onConflictDoNothing().returning({ id: stores.id });
  return { vendors: inserted.length, stores: storesInserted.length };
}

/**
 * A demo account's approved business. If the owner already has a vendor (a real sign-up made a pending one), that
 * vendor is approved and kept, with a store if it has none, so the demo accounts always have a store to show.
 * Returns the vendor's id (the row's, or the existing one's).
 */
export async function seedOwnedVendor(
  row: VendorSeedRow,
  storeRows: StoreSeedRow[],
  now: Date,
  db: Database = getDb(),
): Promise<{ id: string; vendors: number; stores: number }> {
  const [existing] = await db
    .select({ id: vendors.id, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.ownerId, row.ownerId));
  if (!existing)
    return { id: row.id, ...(await db.transaction((tx) => seedVendors([row], new Map([[row.id, storeRows]]), tx))) };
  await fillMissingContacts(db, [{ ...row, id: existing.id }]);
  if (existing.status === "PENDING") {
    await db
      .update(vendors)
      .set({ status: "APPROVED", approvedAt: now, updatedAt: now })
      .where(eq(vendors.id, existing.id));
  }
  const [hasStore] = await db.select({ id: stores.id }).from(stores).where(eq(stores.vendorId, existing.id)).limit(1);
  if (hasStore) return { id: existing.id, vendors: 0, stores: 0 };
  await db.insert(stores).values(storeRows.map((store) => ({ ...store, vendorId: existing.id })));
  return { id: existing.id, vendors: 0, stores: storeRows.length };
}

export async function countVendors(db: Database = getDb()): Promise<{ vendors: number; stores: number }> {
  const [vendorCount, storeCount] = await Promise.all([db.$count(vendors), db.$count(stores)]);
  return { vendors: vendorCount, stores: storeCount };
}

import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { lagosToday } from "@/lib/dates";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { isClosedToday, type StoreInput } from "@/modules/vendors/vendor-stores.inputs";
import { stores } from "@/modules/vendors/vendors.schema";
import type { StoreView } from "@/modules/vendors/vendors.types";

/**
 * A vendor's outlets as its members manage them (issue #15, /dashboard/stores). Any member reads them (`shop:view`),
 * even before approval; owners and managers change them (`stores:write`). Every function checks the permission
 * itself: pages call these as well as resolvers. A store id from another vendor is "not found", never a leak.
 */

export interface MyStore extends StoreView {
  vendorId: string;
  /** The date (West Africa Time) the store was marked "closed today", or null. */
  closedOn: string | null;
  closedToday: boolean;
  updatedAt: Date;
}

type StoreRow = typeof stores.$inferSelect;

function toMyStore(row: StoreRow, now: Date): MyStore {
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    address: row.address,
    landmark: row.landmark,
    state: row.state,
    city: row.city,
    phone: row.phone,
    openingHours: row.openingHours ?? {},
    closedOn: row.closedOn,
    closedToday: isClosedToday(row.closedOn, now),
    updatedAt: row.updatedAt,
  };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function storeGone(): never {
  throw new InputValidationError({ storeId: ["This store no longer exists, or is not one of yours."] });
}

async function findOwnStore(db: Database, vendorId: string, storeId: string): Promise<StoreRow> {
  if (!isUuid(storeId)) storeGone();
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.vendorId, vendorId)))
    .limit(1);
  return row ?? storeGone();
}

/** The vendor's stores, oldest first (the first one opened is usually the main shop), for any member. */
export async function listStores(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
  now = new Date(),
): Promise<MyStore[]> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const rows = await db
    .select()
    .from(stores)
    .where(eq(stores.vendorId, vendorId))
    .orderBy(asc(stores.createdAt), asc(stores.id));
  return rows.map((row) => toMyStore(row, now));
}

export async function createStore(
  actor: Actor,
  vendorId: string,
  input: StoreInput,
  db: Database = getDb(),
): Promise<MyStore> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "stores:write");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stores)
      .values({ vendorId, ...input })
      .returning();
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.store.create",
        entityType: "store",
        entityId: row!.id,
        after: { vendorId, name: input.name },
      },
      tx,
    );
    return toMyStore(row!, new Date());
  });
}

export async function updateStore(
  actor: Actor,
  vendorId: string,
  storeId: string,
  input: StoreInput,
  db: Database = getDb(),
): Promise<MyStore> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "stores:write");
  return db.transaction(async (tx) => {
    await findOwnStore(tx, vendorId, storeId);
    const [row] = await tx
      .update(stores)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(stores.id, storeId), eq(stores.vendorId, vendorId)))
      .returning();
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.store.update",
        entityType: "store",
        entityId: storeId,
        after: { vendorId, name: input.name },
      },
      tx,
    );
    return toMyStore(row!, new Date());
  });
}

/** Listings that pointed at the store keep selling without one (the foreign key sets it to null). */
export async function deleteStore(
  actor: Actor,
  vendorId: string,
  storeId: string,
  db: Database = getDb(),
): Promise<void> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "stores:write");
  await db.transaction(async (tx) => {
    const store = await findOwnStore(tx, vendorId, storeId);
    await tx.delete(stores).where(and(eq(stores.id, storeId), eq(stores.vendorId, vendorId)));
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.store.delete",
        entityType: "store",
        entityId: storeId,
        before: { vendorId, name: store.name },
      },
      tx,
    );
  });
}

/** "Closed today" marks today's date in Lagos (tomorrow the hours apply again by themselves); "open again" clears it. */
export async function setStoreClosedToday(
  actor: Actor,
  vendorId: string,
  storeId: string,
  closed: boolean,
  db: Database = getDb(),
  now = new Date(),
): Promise<MyStore> {
  requireVendorGrant(actor, vendorId, "stores:write");
  await findOwnStore(db, vendorId, storeId);
  const [row] = await db
    .update(stores)
    .set({ closedOn: closed ? lagosToday(now) : null, updatedAt: now })
    .where(and(eq(stores.id, storeId), eq(stores.vendorId, vendorId)))
    .returning();
  return toMyStore(row!, now);
}

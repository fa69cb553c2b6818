import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { InputValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { addressMessages, MAX_ADDRESSES, type AddressFields } from "@/modules/addresses/addresses.inputs";
import { ownAddress, ownAddresses, requireAddressBookOwner } from "@/modules/addresses/addresses.policy";
import { addresses } from "@/modules/addresses/addresses.schema";
import type { AddressSnapshot, SavedAddress } from "@/modules/addresses/addresses.types";

/**
 * A person's address book (issue 24): the addresses the checkout delivers to. Every function takes the actor first
 * and lets only the owner read or change their rows (addresses.policy.ts); pages, server actions, resolvers and the
 * checkout flow call these alike. Writes join the caller's transaction and change nothing when they refuse.
 *
 * The default: a person with addresses always has exactly one (the first one saved; removing it promotes the most
 * recent remaining one). The database's partial unique index holds "at most one"; the per-person lock below keeps
 * concurrent writes (two tabs) from tripping it or from passing the cap of MAX_ADDRESSES together.
 */

type AddressRow = typeof addresses.$inferSelect;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    state: row.state,
    lga: row.lga,
    street: row.street,
    landmark: row.landmark,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function notFound(field = "id"): never {
  throw new InputValidationError({ [field]: [addressMessages.notFound] });
}

/** One person's address-book writes, one at a time (held to the end of the transaction). */
async function lockAddressBook(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
}

async function findOwn(tx: Database, userId: string, addressId: string, field = "id"): Promise<AddressRow> {
  if (!isUuid(addressId)) notFound(field);
  const [row] = await tx.select().from(addresses).where(ownAddress(userId, addressId)).limit(1);
  return row ?? notFound(field);
}

/**
 * The owner's write to one of their addresses: the address book locked, the address found (else "not found", never a
 * sign that someone else's exists), then `change` in the same transaction.
 */
async function changeOwnAddress<T>(
  actor: Actor,
  addressId: string,
  change: (tx: Database, userId: string, address: AddressRow) => Promise<T>,
  db: Database,
): Promise<T> {
  const userId = requireAddressBookOwner(actor);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    return change(tx, userId, await findOwn(tx, userId, addressId));
  });
}

async function makeDefault(tx: Database, userId: string, addressId: string): Promise<void> {
  // Clear the old default first: the partial unique index allows one at a time, checked per statement.
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownAddresses(userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isDefault: true }).where(ownAddress(userId, addressId));
}

function columns(input: AddressFields) {
  return {
    label: input.label ?? null,
    recipientName: input.recipientName,
    recipientPhone: input.recipientPhone,
    state: input.state,
    lga: input.lga,
    street: input.street,
    landmark: input.landmark ?? null,
  };
}

/** The person's addresses, the default first, then the most recently saved. */
export async function listMyAddresses(actor: Actor, db: Database = getDb()): Promise<SavedAddress[]> {
  const userId = requireAddressBookOwner(actor);
  const rows = await db
    .select()
    .from(addresses)
    .where(ownAddresses(userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSavedAddress);
}

/** One of the person's addresses (for its edit form); not found for anyone else's. */
export async function findMyAddress(actor: Actor, addressId: string, db: Database = getDb()): Promise<SavedAddress> {
  const userId = requireAddressBookOwner(actor);
  return toSavedAddress(await findOwn(db, userId, addressId));
}

/** Saves a new address; the first one, or one saved with "make default", becomes the default. */
export async function addAddress(actor: Actor, input: AddressFields, db: Database = getDb()): Promise<SavedAddress> {
  const userId = requireAddressBookOwner(actor);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(ownAddresses(userId));
    if (count >= MAX_ADDRESSES) throw new InputValidationError({ input: [addressMessages.tooMany] });
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(input), isDefault: false })
      .returning();
    if (count === 0 || input.makeDefault) await makeDefault(tx, userId, row!.id);
    return { ...toSavedAddress(row!), isDefault: count === 0 || input.makeDefault };
  });
}

/** Changes one of the person's addresses; "make default" makes it the default (unticked, it stays as it was). */
export async function updateAddress(
  actor: Actor,
  addressId: string,
  input: AddressFields,
  db: Database = getDb(),
): Promise<SavedAddress> {
  return changeOwnAddress(
    actor,
    addressId,
    async (tx, userId) => {
      await tx
        .update(addresses)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(ownAddress(userId, addressId));
      if (input.makeDefault) await makeDefault(tx, userId, addressId);
      return toSavedAddress(await findOwn(tx, userId, addressId));
    },
    db,
  );
}

/** Removes one of the person's addresses; when it was the default, the most recent remaining one takes its place. */
export async function removeAddress(actor: Actor, addressId: string, db: Database = getDb()): Promise<void> {
  await changeOwnAddress(
    actor,
    addressId,
    async (tx, userId, removed) => {
      await tx.delete(addresses).where(ownAddress(userId, addressId));
      if (!removed.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(ownAddresses(userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    },
    db,
  );
}

export async function setDefaultAddress(
  actor: Actor,
  addressId: string,
  db: Database = getDb(),
): Promise<SavedAddress> {
  return changeOwnAddress(
    actor,
    addressId,
    async (tx, userId) => {
      await makeDefault(tx, userId, addressId);
      return toSavedAddress(await findOwn(tx, userId, addressId));
    },
    db,
  );
}

/** The person's default address, or null when they have none (the checkout preselects it). */
export async function findMyDefaultAddress(actor: Actor, db: Database = getDb()): Promise<SavedAddress | null> {
  const userId = requireAddressBookOwner(actor);
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ownAddresses(userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ? toSavedAddress(row) : null;
}

/**
 * For the checkout flow, in its transaction: a copy of the address the order goes to. Someone else's address, or one
 * removed meanwhile, is "not found" on `addressId`, never a sign that it exists.
 */
export async function findAddressForCheckout(
  actor: Actor,
  addressId: string,
  db: Database = getDb(),
): Promise<AddressSnapshot> {
  const userId = requireAddressBookOwner(actor);
  const row = await findOwn(db, userId, addressId, "addressId");
  return {
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    state: row.state,
    lga: row.lga,
    street: row.street,
    landmark: row.landmark,
  };
}

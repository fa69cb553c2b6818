import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isLookupSlug, uniqueSlug } from "@/lib/slug";
import { services } from "@/modules/catalogue/catalogue.schema";
import { isUuid } from "@/lib/uuid";
import { serviceCardColumns, toServiceCard, toVendorSummary, vendorSummaryColumns } from "@/modules/catalogue/catalogue.service";
import type { ServiceCard, StoreView, VendorSummary } from "@/modules/catalogue/catalogue.types";
import { stores, vendors, type OpeningHours } from "@/modules/vendors/vendors.schema";

/** The pending business profile a seller or artisan gets at sign-up; approval comes from operations. */
export async function createVendorForOwner(
  db: Database,
  input: { ownerId: string; kind: "INDIVIDUAL" | "STORE" | "ARTISAN"; displayName: string; state: string | null },
): Promise<string> {
  const [vendor] = await db
    .insert(vendors)
    .values({
      ownerId: input.ownerId,
      kind: input.kind,
      displayName: input.displayName,
      slug: uniqueSlug(input.displayName, randomBytes(3).toString("hex")),
      state: input.state,
    })
    .returning({ id: vendors.id });
  return vendor!.id;
}

/**
 * Whether the account sells here: it runs a vendor that is pending (sellers prepare listings before approval) or
 * approved; a suspended vendor does not count. A vendor has one owner today; members will count here too.
 */
export async function isSeller(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.ownerId, userId), inArray(vendors.status, ["PENDING", "APPROVED"])))
    .limit(1);
  return row !== undefined;
}

// ---- public reads (store pages, API) ----

/** A vendor's public profile; only approved vendors have one. */
export async function findVendorBySlug(slug: string): Promise<(VendorSummary & { description: string | null }) | null> {
  if (!isLookupSlug(slug)) return null;
  const [row] = await getDb()
    .select({ ...vendorSummaryColumns, description: vendors.description })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), eq(vendors.status, "APPROVED")))
    .limit(1);
  return row ? { ...toVendorSummary(row), description: row.description } : null;
}

/** Approved vendors by id, for batched loading (others are absent). */
export async function loadVendorSummaries(ids: readonly string[]): Promise<Map<string, VendorSummary & { description: string | null }>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await getDb()
    .select({ ...vendorSummaryColumns, description: vendors.description })
    .from(vendors)
    .where(and(inArray(vendors.id, valid), eq(vendors.status, "APPROVED")));
  return new Map(rows.map((row) => [row.id, { ...toVendorSummary(row), description: row.description }]));
}

const storeColumns = {
  id: stores.id,
  vendorId: stores.vendorId,
  name: stores.name,
  address: stores.address,
  landmark: stores.landmark,
  state: stores.state,
  city: stores.city,
  phone: stores.phone,
  openingHours: stores.openingHours,
};

function toStoreView(row: Omit<StoreView, "openingHours"> & { openingHours: OpeningHours | null }): StoreView {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    landmark: row.landmark,
    state: row.state,
    city: row.city,
    phone: row.phone,
    openingHours: row.openingHours ?? {},
  };
}

/** Outlets of an approved vendor, oldest first (the first one opened is usually the main shop). */
export async function listVendorStores(vendorId: string): Promise<StoreView[]> {
  return ((await loadVendorStores([vendorId])).get(vendorId) ?? []).map(toStoreView);
}

/** Stores of several approved vendors in one query. */
export async function loadVendorStores(vendorIds: readonly string[]): Promise<Map<string, (StoreView & { vendorId: string })[]>> {
  const valid = vendorIds.filter(isUuid);
  const result = new Map<string, (StoreView & { vendorId: string })[]>(vendorIds.map((id) => [id, []]));
  if (valid.length === 0) return result;
  const rows = await getDb()
    .select(storeColumns)
    .from(stores)
    .innerJoin(vendors, eq(vendors.id, stores.vendorId))
    .where(and(inArray(stores.vendorId, valid), eq(vendors.status, "APPROVED")))
    .orderBy(asc(stores.vendorId), asc(stores.createdAt), asc(stores.id));
  for (const row of rows) result.get(row.vendorId)?.push({ ...toStoreView(row), vendorId: row.vendorId });
  return result;
}

/** One store of an approved vendor, with the vendor it belongs to. */
export async function findStoreById(id: string): Promise<(StoreView & { vendorId: string }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select(storeColumns)
    .from(stores)
    .innerJoin(vendors, eq(vendors.id, stores.vendorId))
    .where(and(eq(stores.id, id), eq(vendors.status, "APPROVED")))
    .limit(1);
  return row ? { ...toStoreView(row), vendorId: row.vendorId } : null;
}

/** Active services of an approved vendor, newest first. */
export async function listVendorServices(vendorId: string): Promise<ServiceCard[]> {
  return (await loadVendorServices([vendorId])).get(vendorId) ?? [];
}

export async function loadVendorServices(vendorIds: readonly string[]): Promise<Map<string, ServiceCard[]>> {
  const valid = vendorIds.filter(isUuid);
  const result = new Map<string, ServiceCard[]>(vendorIds.map((id) => [id, []]));
  if (valid.length === 0) return result;
  const rows = await getDb()
    .select(serviceCardColumns)
    .from(services)
    .innerJoin(vendors, eq(vendors.id, services.vendorId))
    .where(and(inArray(services.vendorId, valid), eq(services.status, "ACTIVE"), eq(vendors.status, "APPROVED")))
    .orderBy(asc(services.vendorId), desc(services.createdAt), desc(services.id));
  for (const row of rows) result.get(row.vendorId)?.push(toServiceCard(row));
  return result;
}

import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isLookupSlug, uniqueSlug } from "@/lib/slug";
import { vendorIdsWith, type UserActor } from "@/lib/actor";
import { isUuid } from "@/lib/uuid";
import { addOwner } from "@/modules/vendors/vendor-members.service";
import { toVendorSummary, vendorProfileColumns, vendorRows } from "@/modules/vendors/vendors.queries";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import type { ContactVisibility, OpeningHours, StoreView, VendorProfile } from "@/modules/vendors/vendors.types";

/** The pending business profile a seller or artisan gets at sign-up; approval comes from operations. */
export async function createVendorForOwner(
  input: { ownerId: string; kind: "INDIVIDUAL" | "STORE" | "ARTISAN"; displayName: string; state: string | null },
  db: Database = getDb(),
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
  await addOwner(vendor!.id, input.ownerId, db);
  return vendor!.id;
}

// ---- public reads (store pages, API, search) ----

/** Of these vendor ids, the approved ones (one primary-key lookup each). */
export async function approvedVendorIds(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await getDb()
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(inArray(vendors.id, [...new Set(ids)]), eq(vendors.status, "APPROVED")));
  return new Set(rows.map((row) => row.id));
}

/** Of these vendor ids, the approved ones with their store page's slug. */
export async function approvedVendorSlugs(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: vendors.id, slug: vendors.slug })
    .from(vendors)
    .where(and(inArray(vendors.id, unique), eq(vendors.status, "APPROVED")));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** A vendor's public profile; only approved vendors have one. */
export async function findVendorBySlug(slug: string): Promise<VendorProfile | null> {
  if (!isLookupSlug(slug)) return null;
  const [row] = await getDb()
    .select(vendorProfileColumns)
    .from(vendorRows)
    .where(and(eq(vendorRows.slug, slug), eq(vendorRows.status, "APPROVED")))
    .limit(1);
  return row ? { ...toVendorSummary(row), description: row.description } : null;
}

/** Approved vendors by id, for batched loading (others are absent). */
export async function loadVendorSummaries(ids: readonly string[]): Promise<Map<string, VendorProfile>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await getDb()
    .select(vendorProfileColumns)
    .from(vendorRows)
    .where(and(inArray(vendorRows.id, valid), eq(vendorRows.status, "APPROVED")));
  return new Map(rows.map((row) => [row.id, { ...toVendorSummary(row), description: row.description }]));
}

/** A seller as an order shows it. */
export interface VendorName {
  name: string;
  /** The store page's slug while the vendor is approved; null once suspended (no page to link to). */
  slug: string | null;
}

/**
 * The names of these vendors whatever their status: an order keeps showing who sold it after the seller is
 * suspended, though no longer linking to a store page. Only for pages that already hold the order.
 */
export async function loadVendorNames(
  ids: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, VendorName>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: vendors.id, name: vendors.displayName, slug: vendors.slug, status: vendors.status })
    .from(vendors)
    .where(inArray(vendors.id, valid));
  return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.status === "APPROVED" ? row.slug : null }]));
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
  closedOn: stores.closedOn,
  contactVisibility: vendors.contactVisibility,
};

/**
 * A store as the public sees it. A business that keeps its number private shows no phone through its stores either:
 * "keep my number private" would mean nothing if the same number sat on the shop's card (issue #23, item 9).
 */
function toStoreView(
  row: Omit<StoreView, "openingHours"> & { openingHours: OpeningHours | null; contactVisibility: ContactVisibility },
): StoreView {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    landmark: row.landmark,
    state: row.state,
    city: row.city,
    phone: row.contactVisibility === "HIDDEN" ? null : row.phone,
    openingHours: row.openingHours ?? {},
    closedOn: row.closedOn,
  };
}

/** Outlets of an approved vendor, oldest first (the first one opened is usually the main shop). */
export async function listVendorStores(vendorId: string): Promise<StoreView[]> {
  return (await loadVendorStores([vendorId])).get(vendorId) ?? [];
}

/** Stores of several approved vendors in one query. */
export async function loadVendorStores(
  vendorIds: readonly string[],
): Promise<Map<string, (StoreView & { vendorId: string })[]>> {
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

/**
 * Whether a person's business is past its first steps: approved, or its profile sent for review. A business one click
 * old ("Start selling") has neither, and gets only a starter allowance of uploads (src/modules/media/upload.ts), so a
 * buyer cannot turn one click into free picture hosting (issue #23, item 9).
 */
export async function hasEstablishedVendor(actor: UserActor, db: Database = getDb()): Promise<boolean> {
  const ids = [...new Set([...vendorIdsWith(actor, "listings:write"), ...vendorIdsWith(actor, "profile:write")])];
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(inArray(vendors.id, ids), or(eq(vendors.status, "APPROVED"), isNotNull(vendors.submittedAt))))
    .limit(1);
  return row !== undefined;
}

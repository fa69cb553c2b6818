import "server-only";
import { isUuid } from "@/lib/uuid";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, ilike, isNotNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, UnauthenticatedError } from "@/lib/errors";
import { requireVendorGrant, type Actor, type UserActor } from "@/lib/actor";
import { enforceRateLimit } from "@/lib/rate-limit";
import { uniqueSlug } from "@/lib/slug";
import { normaliseQuery } from "@/lib/search-text";
import { categoryRows } from "@/modules/categories/categories.queries";
import { services } from "@/modules/listings/listings.schema";
import type { ListingStatusAction } from "@/modules/listings/listing-editor.inputs";
import {
  announceListingsLeft,
  listingStatusRateLimit,
  publicListingIds,
} from "@/modules/listings/listing-departures.service";
import { requireListingReader, visibleListings } from "@/modules/listings/listings.policy";
import { areaServedText, type SellerServiceFilter, type ServiceInput } from "@/modules/listings/offering-editor.inputs";
import { linkServiceImages, loadServiceImages } from "@/modules/listings/offering-images.service";
import { findOwnedImageIds } from "@/modules/media/media-ownership.service";
import type { ImageView } from "@/modules/media/media.types";
import { vendorRows } from "@/modules/vendors/vendors.queries";

/**
 * An artisan's services from the seller's side (issue #15): create, edit, publish, list. Every function takes the
 * actor and checks the vendor permission itself (pages call these too); a service id loads the service's vendor
 * first, so another vendor's id is FORBIDDEN, never a silent no-op. Only ARTISAN vendors offer services. Whether a
 * service is public is decided only by listings.policy.ts (ACTIVE, approved vendor).
 */

export type ServiceRow = typeof services.$inferSelect;
type Status = ServiceRow["status"];

export const serviceEditorMessages = {
  notFound: "We could not find that service",
  notArtisan:
    "Only artisans offer services. Your business is registered as a shop or an individual seller: list goods instead, or register an artisan business.",
  category: "Choose a kind of service from the list",
  photos: "A photo could not be found. Upload it again.",
} as const;

const invalid = (field: string, message: string) => new InputValidationError({ [field]: [message] });

async function requireArtisan(vendorId: string, db: Database = getDb()): Promise<void> {
  const [vendor] = await db
    .select({ kind: vendorRows.kind })
    .from(vendorRows)
    .where(eq(vendorRows.id, vendorId))
    .limit(1);
  if (vendor?.kind !== "ARTISAN") throw invalid("vendorId", serviceEditorMessages.notArtisan);
}

/** The service's vendor, checked against the actor's permission there (UNAUTHENTICATED / FORBIDDEN / not found). */
async function serviceFor(
  actor: Actor,
  serviceId: string,
  permission: string,
  db: Database = getDb(),
): Promise<{ actor: UserActor; service: ServiceRow }> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const [service] = isUuid(serviceId)
    ? await db.select().from(services).where(eq(services.id, serviceId)).limit(1)
    : [];
  if (!service) throw invalid("id", serviceEditorMessages.notFound);
  if (permission === "shop:view") return { actor: requireListingReader(actor, service.vendorId), service };
  return { actor: requireVendorGrant(actor, service.vendorId, permission).actor, service };
}

/** A SERVICES sub-category, and photos the person uploaded themself (an id copied from elsewhere is refused). */
async function checkReferences(actor: UserActor, input: ServiceInput, db: Database): Promise<void> {
  const [category] = await db
    .select({ id: categoryRows.id })
    .from(categoryRows)
    .where(
      and(eq(categoryRows.id, input.categoryId), isNotNull(categoryRows.parentId), eq(categoryRows.kind, "SERVICES")),
    )
    .limit(1);
  if (!category) throw invalid("categoryId", serviceEditorMessages.category);
  if (input.imageIds.length > 0) {
    const owned = await findOwnedImageIds(actor.userId, input.imageIds, db);
    if (owned.size !== input.imageIds.length) throw invalid("imageIds", serviceEditorMessages.photos);
  }
}

/** The columns the form writes; the first area is the service's state and city, which the public filters use. */
function serviceColumns(input: ServiceInput) {
  const first = input.areas[0]!;
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    priceFromKobo: input.priceFromKobo,
    rate: input.rate,
    areas: input.areas,
    areaServed: areaServedText(input.areas),
    state: first.state,
    city: first.city,
    availability: input.availability,
  };
}

export async function createService(
  actor: Actor,
  vendorId: string,
  input: ServiceInput,
  options: { publish?: boolean } = {},
  db: Database = getDb(),
): Promise<ServiceRow> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "listings:write");
  await requireArtisan(vendorId, db);
  await checkReferences(user, input, db);
  return db.transaction(async (db) => {
    const [row] = await db
      .insert(services)
      .values({
        vendorId,
        slug: uniqueSlug(input.title, randomBytes(4).toString("hex")),
        ...serviceColumns(input),
        status: options.publish ? "ACTIVE" : "DRAFT",
      })
      .returning();
    await linkServiceImages(db, row!.id, input.imageIds, input.title);
    return row!;
  });
}

/** The whole form saved again; its status and slug stay. */
export async function updateService(
  actor: Actor,
  serviceId: string,
  input: ServiceInput,
  db: Database = getDb(),
): Promise<ServiceRow> {
  const { actor: user, service } = await serviceFor(actor, serviceId, "listings:write", db);
  await requireArtisan(service.vendorId, db);
  await checkReferences(user, input, db);
  return db.transaction(async (db) => {
    const [row] = await db
      .update(services)
      .set({ ...serviceColumns(input), updatedAt: new Date() })
      .where(eq(services.id, serviceId))
      .returning();
    await linkServiceImages(db, serviceId, input.imageIds, input.title);
    return row!;
  });
}

const nextStatus: Record<ListingStatusAction, Status> = {
  PUBLISH: "ACTIVE",
  PAUSE: "PAUSED",
  ARCHIVE: "ARCHIVED",
  RESTORE: "DRAFT",
};

/** Publish, pause, archive, or restore an archived service as a draft. */
export async function setServiceStatus(
  actor: Actor,
  serviceId: string,
  action: ListingStatusAction,
  db: Database = getDb(),
): Promise<ServiceRow> {
  const { actor: user, service } = await serviceFor(actor, serviceId, "listings:write", db);
  await enforceRateLimit(listingStatusRateLimit, user.userId);
  const status = nextStatus[action];
  if (service.status === status) return service;
  return db.transaction(async (tx) => {
    const wasPublic = await publicListingIds(services, service.status === "ACTIVE" ? [serviceId] : [], tx);
    const [row] = await tx
      .update(services)
      .set({ status, updatedAt: new Date() })
      .where(eq(services.id, serviceId))
      .returning();
    await announceListingsLeft("service", [service], wasPublic, tx);
    return row!;
  });
}

export const SELLER_SERVICE_PAGE_SIZE = 25;

export interface SellerService extends ServiceRow {
  cover: ImageView | null;
}

export interface SellerServicePage {
  items: SellerService[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of a vendor's services for its members (`shop:view`), drafts and archived ones included, newest edit first. */
export async function listSellerServices(
  actor: Actor,
  vendorId: string,
  query: { q?: string | null; status?: SellerServiceFilter | null; page?: number | null } = {},
): Promise<SellerServicePage> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw invalid("page", "Page must be a whole number from 1");
  const text = normaliseQuery(query.q);
  const where = and(
    eq(services.vendorId, vendorId),
    visibleListings(actor, services),
    query.status && query.status !== "ALL" ? eq(services.status, query.status) : undefined,
    text ? ilike(services.title, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const pageSize = SELLER_SERVICE_PAGE_SIZE;
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(desc(services.updatedAt), asc(services.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(services)
      .where(where),
  ]);
  const images = await loadServiceImages(rows.map((row) => row.id));
  return {
    items: rows.map((row) => ({ ...row, cover: images.get(row.id)?.[0] ?? null })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}

export interface SellerServiceDetail {
  service: ServiceRow;
  images: ImageView[];
}

/** One service as its vendor's members (or staff with `listings:review`) see it: the edit form's starting point. */
export async function findSellerService(actor: Actor, serviceId: string): Promise<SellerServiceDetail> {
  const { service } = await serviceFor(actor, serviceId, "shop:view");
  const images = await loadServiceImages([serviceId]);
  return { service, images: images.get(serviceId) ?? [] };
}

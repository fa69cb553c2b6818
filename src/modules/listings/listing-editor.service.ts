import "server-only";
import { isUuid } from "@/lib/uuid";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { ForbiddenError, InputValidationError, UnauthenticatedError } from "@/lib/errors";
import { requireVendorGrant, type Actor, type UserActor } from "@/lib/actor";
import { enforceRateLimit } from "@/lib/rate-limit";
import { uniqueSlug } from "@/lib/slug";
import { categoryRows } from "@/modules/categories/categories.queries";
import { productImages, products, productStockChanges } from "@/modules/listings/listings.schema";
import {
  announceListingsLeft,
  listingStatusRateLimit,
  publicListingIds,
} from "@/modules/listings/listing-departures.service";
import {
  bulkMessages,
  listingMessages,
  keptCompareAt,
  listingPriceProblem,
  MAX_STOCK,
  type BulkChange,
  type ListingInput,
  type ListingStatusAction,
  type StockReason,
} from "@/modules/listings/listing-editor.inputs";
import { deskUnitPriceKobo } from "@/modules/listings/listing-desk.service";
import { findOwnedImageIds } from "@/modules/media/media-ownership.service";
import { findPriceItemById } from "@/modules/pricedesk/pricedesk.service";
import { listStores } from "@/modules/vendors/vendor-stores.service";
import { publishEvent } from "@/jobs/domain-events";

/**
 * The seller's side of a listing (issue #15): create, edit, publish, stock and bulk changes. Every function takes the
 * actor first and checks the vendor permission itself (pages call these too); product-id functions load the
 * product's vendor first, so an id from another vendor is FORBIDDEN, never a silent no-op. Bad input changes nothing.
 */

type ProductRow = typeof products.$inferSelect;
type Status = ProductRow["status"];

export const editorMessages = {
  notFound: "We could not find that listing",
  category: listingMessages.category,
  store: "Choose one of your stores",
  images: listingMessages.imageId,
  priceItem: "We could not find that price-desk item. Choose one from the list.",
  publishPhoto: "Add at least one photo before publishing",
  notYours: "Some of the selected listings are not this shop's",
  priceRange: "The new price of some listings would be ₦0 or above ₦100,000,000: nothing was changed",
  stock: listingMessages.stock,
} as const;

const invalid = (field: string, message: string) => new InputValidationError({ [field]: [message] });

/** The product's vendor, checked against the actor's permission there (UNAUTHENTICATED / FORBIDDEN / not found). */
async function productFor(
  actor: Actor,
  productId: string,
  permission: string,
  db: Database = getDb(),
): Promise<{ actor: UserActor; product: ProductRow }> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const [product] = isUuid(productId)
    ? await db.select().from(products).where(eq(products.id, productId)).limit(1)
    : [];
  if (!product) throw invalid("id", editorMessages.notFound);
  return { actor: requireVendorGrant(actor, product.vendorId, permission).actor, product };
}

/** The listing's place, category, photos and price item checked against what the seller may use. */
async function resolveListing(actor: UserActor, vendorId: string, input: ListingInput, db: Database) {
  const [category] = await db
    .select({ id: categoryRows.id })
    .from(categoryRows)
    .where(and(eq(categoryRows.id, input.categoryId), isNotNull(categoryRows.parentId), eq(categoryRows.kind, "GOODS")))
    .limit(1);
  if (!category) throw invalid("categoryId", editorMessages.category);
  let place: { state: string | null; city: string | null } = { state: input.state, city: input.city };
  if (input.storeId) {
    // The members' view of the vendor's stores: a vendor still in review lists at its own stores too.
    const store = (await listStores(actor, vendorId, db)).find((candidate) => candidate.id === input.storeId);
    if (!store) throw invalid("storeId", editorMessages.store);
    place = { state: store.state, city: store.city };
  }
  if (input.imageIds.length > 0) {
    const owned = await findOwnedImageIds(actor.userId, input.imageIds, db);
    if (owned.size !== input.imageIds.length) throw invalid("imageIds", editorMessages.images);
  }
  const item = input.priceItemId ? await findPriceItemById(input.priceItemId, db) : null;
  if (input.priceItemId && !item) throw invalid("priceItemId", editorMessages.priceItem);
  // A listing linked to a price-desk item sells in that item's unit unless the seller named another.
  return { state: place.state!, city: place.city!, unitLabel: input.unitLabel ?? item?.unitLabel ?? null };
}

async function linkImages(db: Database, productId: string, imageIds: readonly string[], title: string): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (imageIds.length === 0) return;
  await db.insert(productImages).values(
    imageIds.map((mediaId, position) => ({
      productId,
      mediaId,
      position,
      alt: position === 0 ? title : `${title}, photo ${position + 1}`,
    })),
  );
}

async function imageCounts(ids: readonly string[], db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: productImages.productId, count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .groupBy(productImages.productId);
  return new Map(rows.map((row) => [row.productId, row.count]));
}

/** The columns the seller's form writes, the same on create and on edit (and on a CSV import: listing-csv.service). */
export function listingColumns(input: ListingInput, place: Awaited<ReturnType<typeof resolveListing>>) {
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    condition: input.condition,
    unit: input.unit,
    unitQuantity: input.unitQuantity,
    priceKobo: input.priceKobo,
    compareAtKobo: input.compareAtKobo,
    stock: input.stock,
    storeId: input.storeId,
    ...place,
    priceItemId: input.priceItemId,
  };
}

/**
 * An ACTIVE offer linked to a price item tells the desk its price for one of the item's unit: an event written in the
 * change's transaction `db`, which the desk's feed (src/flows/price-desk-feed.job.ts) handles after the commit.
 */
export async function feedDesk(
  product: Pick<ProductRow, "id" | "status" | "priceItemId" | "priceKobo" | "unitQuantity" | "state">,
  db: Database,
): Promise<void> {
  if (product.status !== "ACTIVE" || !product.priceItemId) return;
  await publishEvent(
    {
      type: "listing.offer-changed",
      payload: {
        listingId: product.id,
        itemId: product.priceItemId,
        unitPriceKobo: deskUnitPriceKobo(product),
        state: product.state,
      },
    },
    db,
  );
}

export async function createListing(
  actor: Actor,
  vendorId: string,
  input: ListingInput,
  options: { publish?: boolean } = {},
  db: Database = getDb(),
): Promise<ProductRow> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "listings:write");
  const place = await resolveListing(user, vendorId, input, db);
  if (options.publish && input.imageIds.length === 0) throw invalid("imageIds", editorMessages.publishPhoto);
  const product = await db.transaction(async (db) => {
    const [row] = await db
      .insert(products)
      .values({
        vendorId,
        slug: uniqueSlug(input.title, randomBytes(4).toString("hex")),
        ...listingColumns(input, place),
        status: options.publish ? "ACTIVE" : "DRAFT",
      })
      .returning();
    await linkImages(db, row!.id, input.imageIds, input.title);
    if (input.stock > 0)
      await db.insert(productStockChanges).values({
        productId: row!.id,
        delta: input.stock,
        stockAfter: input.stock,
        reason: "EDIT",
        changedBy: user.userId,
      });
    await feedDesk(row!, db);
    return row!;
  });
  return product;
}

/** The whole form saved again; its status stays (an ACTIVE listing left without photos is refused). */
export async function updateListing(
  actor: Actor,
  productId: string,
  input: ListingInput,
  db: Database = getDb(),
): Promise<ProductRow> {
  const { actor: user, product } = await productFor(actor, productId, "listings:write", db);
  const place = await resolveListing(user, product.vendorId, input, db);
  if (product.status === "ACTIVE" && input.imageIds.length === 0)
    throw invalid("imageIds", editorMessages.publishPhoto);
  const updated = await db.transaction(async (db) => {
    const [locked] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    const [row] = await db
      .update(products)
      .set({
        ...listingColumns(input, place),
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
      .returning();
    await linkImages(db, productId, input.imageIds, input.title);
    const delta = input.stock - locked!.stock;
    if (delta !== 0)
      await db
        .insert(productStockChanges)
        .values({ productId, delta, stockAfter: input.stock, reason: "EDIT", changedBy: user.userId });
    if (
      row!.priceKobo !== product.priceKobo ||
      row!.priceItemId !== product.priceItemId ||
      row!.state !== product.state
    )
      await feedDesk(row!, db);
    return row!;
  });
  return updated;
}

/**
 * Only the price (the list's in-place edit), so a quick change need not send the whole form: the same kobo rules as
 * the form (listingPriceProblem; the resolver parses with `nairaPrice`), a compare-at price no longer above it dropped (as a bulk change
 * does), and the desk fed as an edit feeds it, so a price far above typical is held here too.
 */
export async function setListingPrice(
  actor: Actor,
  productId: string,
  priceKobo: number,
  db: Database = getDb(),
): Promise<ProductRow> {
  const { product } = await productFor(actor, productId, "listings:write", db);
  const problem = listingPriceProblem(priceKobo);
  if (problem) throw invalid("price", problem);
  const compareAtKobo = keptCompareAt(product.compareAtKobo, priceKobo);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ priceKobo, compareAtKobo, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    if (updated!.priceKobo !== product.priceKobo) await feedDesk(updated!, tx);
    return updated!;
  });
}

const nextStatus: Record<ListingStatusAction, Status> = {
  PUBLISH: "ACTIVE",
  PAUSE: "PAUSED",
  ARCHIVE: "ARCHIVED",
  RESTORE: "DRAFT",
};

async function applyStatus(rows: ProductRow[], action: ListingStatusAction, db: Database): Promise<ProductRow[]> {
  const status = nextStatus[action];
  if (action === "PUBLISH") {
    const counts = await imageCounts(
      rows.map((row) => row.id),
      db,
    );
    if (rows.some((row) => !counts.get(row.id))) throw invalid("imageIds", editorMessages.publishPhoto);
  }
  const changed = rows.filter((row) => row.status !== status);
  if (changed.length === 0) return rows;
  const updated = await db.transaction(async (tx) => {
    const wasPublic = await publicListingIds(
      products,
      changed.filter((row) => row.status === "ACTIVE").map((row) => row.id),
      tx,
    );
    const rows = await tx
      .update(products)
      .set({ status, updatedAt: new Date() })
      .where(
        inArray(
          products.id,
          changed.map((row) => row.id),
        ),
      )
      .returning();
    for (const row of rows) await feedDesk(row, tx);
    await announceListingsLeft("product", changed, wasPublic, tx);
    return rows;
  });
  const byId = new Map(updated.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id) ?? row);
}

/** Publish (needs a photo; the price is always set), pause, archive, or restore an archived listing as a draft. */
export async function setListingStatus(
  actor: Actor,
  productId: string,
  action: ListingStatusAction,
  db: Database = getDb(),
): Promise<ProductRow> {
  const { actor: user, product } = await productFor(actor, productId, "listings:write", db);
  await enforceRateLimit(listingStatusRateLimit, user.userId);
  const [row] = await applyStatus([product], action, db);
  return row!;
}

export interface StockChangeResult {
  product: ProductRow;
  delta: number;
}

/**
 * Sets (`{ stock }`) or moves (`{ delta }`) a listing's stock under a row lock, with its history row in the same
 * transaction: two changes at once queue on the lock, so neither is lost. `stock:write` (a sales assistant has it).
 * Given a caller's transaction (a checkout reserving stock), it joins it: the change commits or rolls back with it.
 */
export async function changeStock(
  actor: Actor,
  productId: string,
  change: { stock: number } | { delta: number },
  reason: StockReason,
  db: Database = getDb(),
): Promise<StockChangeResult> {
  const { actor: user } = await productFor(actor, productId, "stock:write", db);
  return db.transaction(async (db) => {
    const [locked] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    const stock = "stock" in change ? change.stock : locked!.stock + change.delta;
    if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) throw invalid("stock", editorMessages.stock);
    const delta = stock - locked!.stock;
    const [product] = await db
      .update(products)
      .set({ stock, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    if (delta !== 0)
      await db
        .insert(productStockChanges)
        .values({ productId, delta, stockAfter: stock, reason, changedBy: user.userId });
    return { product: product!, delta };
  });
}

export function setStock(
  actor: Actor,
  productId: string,
  stock: number,
  reason: StockReason = "EDIT",
  db: Database = getDb(),
): Promise<StockChangeResult> {
  return changeStock(actor, productId, { stock }, reason, db);
}

/** price × (100 + percent) / 100 rounded half up to the kobo, in integers (percent has at most two decimals). */
export function applyPercent(priceKobo: number, percent: number): number {
  const basis = BigInt(10_000 + Math.round(percent * 100));
  return Number((BigInt(priceKobo) * basis + 5_000n) / 10_000n);
}

/** Several of one vendor's listings at once; every id must be the vendor's and every new price in range, else nothing changes. */
export async function bulkUpdate(
  actor: Actor,
  vendorId: string,
  ids: readonly string[],
  change: BulkChange,
  db: Database = getDb(),
): Promise<ProductRow[]> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "listings:write");
  if (ids.length === 0) throw invalid("ids", bulkMessages.none);
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  if (rows.length !== new Set(ids).size || rows.some((row) => row.vendorId !== vendorId)) throw new ForbiddenError();
  if ("status" in change) {
    await enforceRateLimit(listingStatusRateLimit, user.userId);
    return applyStatus(rows, change.status, db);
  }
  const priced = rows.map((row) => ({
    row,
    priceKobo: applyPercent(row.priceKobo, change.priceChangePercent),
    compareAtKobo: row.compareAtKobo === null ? null : applyPercent(row.compareAtKobo, change.priceChangePercent),
  }));
  if (priced.some((p) => listingPriceProblem(p.priceKobo) !== null))
    throw invalid("priceChangePercent", editorMessages.priceRange);
  const updated = await db.transaction(async (tx) => {
    const out: ProductRow[] = [];
    for (const p of priced) {
      const [row] = await tx
        .update(products)
        .set({
          priceKobo: p.priceKobo,
          compareAtKobo: keptCompareAt(p.compareAtKobo, p.priceKobo),
          updatedAt: new Date(),
        })
        .where(eq(products.id, p.row.id))
        .returning();
      await feedDesk(row!, tx);
      out.push(row!);
    }
    return out;
  });
  return updated;
}

import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isActiveListing } from "@/modules/listings/listings.policy";
import { products } from "@/modules/listings/listings.schema";
import { joinApprovedVendor, vendorRows } from "@/modules/vendors/vendors.queries";

/**
 * What the price desk may count of the catalogue (issue 23, item 1): only what buyers can see. A pending business's
 * listings are nobody's offer yet, so they never feed the desk (src/flows/price-desk-feed.job.ts).
 */

/**
 * The business of product `listingId` when the listing is public now (ACTIVE, of an APPROVED business: the public
 * rule of listings.policy.ts), else null. Inside the caller's transaction `db` it holds a share lock on the listing
 * and its business until the commit, so an archive or a suspension committed meanwhile waits for the desk's report
 * and its withdrawal then finds it; one that committed first is seen here.
 */
export async function findPublicDeskOffer(
  listingId: string,
  db: Database = getDb(),
): Promise<{ vendorId: string } | null> {
  const [row] = await db
    .select({ vendorId: products.vendorId })
    .from(products)
    .innerJoin(vendorRows, joinApprovedVendor(products.vendorId))
    .where(and(eq(products.id, listingId), isActiveListing(products)))
    .for("share");
  return row ?? null;
}

/** The desk's figures are for one of the item's unit: an offer of several reports its price for one. */
export function deskUnitPriceKobo(product: { priceKobo: number; unitQuantity: number }): number {
  return Math.round(product.priceKobo / product.unitQuantity);
}

export interface DeskOffer {
  listingId: string;
  itemId: string;
  unitPriceKobo: number;
  state: string;
}

/**
 * The public offers of business `vendorId` linked to a price-desk item, read when it is approved or reinstated (none
 * while it is not approved), share-locked in the caller's transaction `db` as findPublicDeskOffer's.
 */
export async function listPublicDeskOffers(vendorId: string, db: Database = getDb()): Promise<DeskOffer[]> {
  const rows = await db
    .select({
      listingId: products.id,
      itemId: products.priceItemId,
      priceKobo: products.priceKobo,
      unitQuantity: products.unitQuantity,
      state: products.state,
    })
    .from(products)
    .innerJoin(vendorRows, joinApprovedVendor(products.vendorId))
    .where(and(eq(products.vendorId, vendorId), isActiveListing(products), isNotNull(products.priceItemId)))
    .for("share");
  return rows.map((row) => ({
    listingId: row.listingId,
    itemId: row.itemId!,
    unitPriceKobo: deskUnitPriceKobo(row),
    state: row.state,
  }));
}

/**
 * The business's products linked to a price-desk item, whatever their status: the listings whose desk reports leave
 * with a suspension (reports written before they named their business included).
 */
export async function listDeskListingIds(vendorId: string, db: Database = getDb()): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), isNotNull(products.priceItemId)));
  return rows.map((row) => row.id);
}

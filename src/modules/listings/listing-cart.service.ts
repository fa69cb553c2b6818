import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isUuid } from "@/lib/uuid";
import { coverColumn } from "@/modules/listings/listing-cards.service";
import { unitName } from "@/modules/listings/components/listing-units";
import { isPublicListing } from "@/modules/listings/listings.policy";
import { products } from "@/modules/listings/listings.schema";
import { imageView, type StoredImage } from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";
import { vendorRows } from "@/modules/vendors/vendors.queries";

/**
 * What a cart needs of the products in it (issue 24), published for the cart module, which may not read listings'
 * tables: one statement for the whole cart, whatever state each product is in now. A cart keeps a listing that left
 * the market, greyed with the reason, so this read returns every product that still exists, buyable or not; only
 * a product deleted outright is missing from the answer. "Buyable" is the market's public rule (listings.policy.ts:
 * an ACTIVE listing of an APPROVED vendor) with stock left, never a second rule written here.
 */

export const cartListingReasons = {
  archived: "The seller archived this item",
  paused: "Paused by the seller",
  soldOut: "Sold out",
  vendorAway: "This seller is not selling on Oja right now",
  // A draft was never public, or went back to draft: say no more than that it is not for sale.
  notForSale: "This item is not for sale right now",
} as const;

export interface CartListing {
  id: string;
  vendorId: string;
  vendorName: string;
  vendorSlug: string;
  title: string;
  slug: string;
  url: string;
  /** "per 25-litre keg", or the unit's own name: what one of `priceKobo` buys. */
  unitLabel: string;
  unitQuantity: number;
  priceKobo: number;
  stock: number;
  image: ImageView | null;
  buyable: boolean;
  /** Why it cannot be bought now (one of cartListingReasons); null when it can. */
  reason: string | null;
}

type Row = {
  id: string;
  vendorId: string;
  vendorName: string | null;
  vendorSlug: string | null;
  title: string;
  slug: string;
  unit: CartListingUnit;
  unitLabel: string | null;
  unitQuantity: number;
  priceKobo: number | string;
  stock: number;
  status: "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
  isPublic: boolean;
  cover: (StoredImage & { alt: string }) | null;
};
type CartListingUnit = typeof products.$inferSelect.unit;

function reasonOf(row: Row): string | null {
  if (row.status === "ARCHIVED") return cartListingReasons.archived;
  if (row.status === "PAUSED") return cartListingReasons.paused;
  if (row.status === "DRAFT") return cartListingReasons.notForSale;
  // ACTIVE but not public: the vendor's half of the rule failed (pending, suspended).
  if (!row.isPublic) return cartListingReasons.vendorAway;
  if (row.stock <= 0) return cartListingReasons.soldOut;
  return null;
}

/** The products `productIds` names that still exist, by id (ids that are not uuids are skipped). One query. */
export async function loadListingsForCart(
  productIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, CartListing>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  const result = new Map<string, CartListing>();
  if (ids.length === 0) return result;
  const rows: Row[] = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      vendorName: vendorRows.displayName,
      vendorSlug: vendorRows.slug,
      title: products.title,
      slug: products.slug,
      unit: products.unit,
      unitLabel: products.unitLabel,
      unitQuantity: products.unitQuantity,
      priceKobo: products.priceKobo,
      stock: products.stock,
      status: products.status,
      isPublic: sql<boolean>`(${isPublicListing(products)})`.mapWith(Boolean),
      cover: coverColumn,
    })
    .from(products)
    .leftJoin(vendorRows, eq(vendorRows.id, products.vendorId))
    .where(inArray(products.id, ids));
  for (const row of rows) {
    const reason = reasonOf(row);
    result.set(row.id, {
      id: row.id,
      vendorId: row.vendorId,
      vendorName: row.vendorName ?? "",
      vendorSlug: row.vendorSlug ?? "",
      title: row.title,
      slug: row.slug,
      url: `/market/product/${row.slug}`,
      unitLabel: unitName(row),
      unitQuantity: row.unitQuantity,
      priceKobo: Number(row.priceKobo),
      stock: row.stock,
      image: row.cover ? imageView(row.cover, row.cover.alt) : null,
      buyable: reason === null,
      reason,
    });
  }
  return result;
}

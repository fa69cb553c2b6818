import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { loadListingsForCart, type CartListing } from "@/modules/listings/listing-cart.service";
import { findCartId, ownerCondition } from "@/modules/cart/cart-rows";
import { cartItems, carts } from "@/modules/cart/cart.schema";
import { cartNotices } from "@/modules/cart/cart.service";
import type { CartLine, CartOwner, CartSellerGroup, CartView, CheckoutCartLine } from "@/modules/cart/cart.types";

/**
 * Reading the cart (issue 24): the view the cart page and the API show, the header's count and what the checkout
 * buys. Reads only: a price or stock that changed since a line was added is told, not written back. The changes to
 * lines are cart.service.ts.
 */

function toLine(row: typeof cartItems.$inferSelect, listing: CartListing): CartLine {
  const addedPriceKobo = Number(row.unitPriceKobo);
  const quantity = listing.buyable ? Math.min(row.quantity, listing.stock) : row.quantity;
  const notices: string[] = [];
  if (listing.priceKobo < addedPriceKobo) notices.push(cartNotices.priceDown(addedPriceKobo, listing.priceKobo));
  if (listing.priceKobo > addedPriceKobo) notices.push(cartNotices.priceUp(addedPriceKobo, listing.priceKobo));
  if (listing.buyable && quantity < row.quantity) notices.push(cartNotices.stockLowered(quantity));
  return {
    productId: row.productId,
    vendorId: listing.vendorId,
    title: listing.title,
    url: listing.url,
    unitLabel: listing.unitLabel,
    image: listing.image,
    quantity,
    requestedQuantity: row.quantity,
    stock: listing.stock,
    unitPriceKobo: listing.priceKobo,
    addedPriceKobo,
    lineTotalKobo: listing.priceKobo * quantity,
    notices,
    buyable: listing.buyable,
    unavailableReason: listing.reason,
    savedForLater: row.savedForLater,
  };
}

/**
 * The cart as the person sees it: lines grouped by seller (in the order first added), each seller's subtotal and the
 * total of what can be bought now. A line whose listing left the market stays, with the reason, out of the totals.
 * Reads only: the quantity lowered to the stock is shown (and bought) until the person sets another.
 */
export async function readCart(owner: CartOwner, db: Database = getDb()): Promise<CartView> {
  const empty: CartView = { groups: [], savedForLater: [], totalKobo: 0, itemCount: 0 };
  const cartId = await findCartId(owner, db);
  if (!cartId) return empty;
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.addedAt, cartItems.productId);
  const listings = await loadListingsForCart(
    rows.map((row) => row.productId),
    db,
  );
  const groups = new Map<string, CartSellerGroup>();
  const view = empty;
  for (const row of rows) {
    const listing = listings.get(row.productId);
    if (!listing) continue;
    const line = toLine(row, listing);
    if (line.savedForLater) {
      view.savedForLater.push(line);
      continue;
    }
    let group = groups.get(listing.vendorId);
    if (!group) {
      group = {
        vendorId: listing.vendorId,
        vendorName: listing.vendorName,
        vendorSlug: listing.vendorSlug,
        lines: [],
        subtotalKobo: 0,
      };
      groups.set(listing.vendorId, group);
    }
    group.lines.push(line);
    if (line.buyable) {
      group.subtotalKobo += line.lineTotalKobo;
      view.totalKobo += line.lineTotalKobo;
      view.itemCount += line.quantity;
    }
  }
  view.groups = [...groups.values()];
  return view;
}

/** Units in the cart, not counting saved lines: the header's figure (no listing is read). */
export async function cartCount(owner: CartOwner, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(ownerCondition(owner), eq(cartItems.savedForLater, false)));
  return row?.n ?? 0;
}

/** What the checkout buys: the buyable lines (not saved for later), at today's prices and the quantity that counts. */
export async function readCartForCheckout(userId: string, db: Database = getDb()): Promise<CheckoutCartLine[]> {
  const view = await readCart({ userId }, db);
  return view.groups.flatMap((group) =>
    group.lines
      .filter((line) => line.buyable)
      .map((line) => ({
        productId: line.productId,
        vendorId: line.vendorId,
        title: line.title,
        quantity: line.quantity,
        unitPriceKobo: line.unitPriceKobo,
      })),
  );
}

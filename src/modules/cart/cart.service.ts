import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, parseInput } from "@/lib/errors";
import { formatNaira } from "@/lib/money";
import { loadListingsForCart, type CartListing } from "@/modules/listings/listing-cart.service";
import {
  addToCartInput,
  cartMessages,
  setCartQuantityInput,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  type AddToCartInput,
  type CartLineInput,
  type SetCartQuantityInput,
} from "@/modules/cart/cart.inputs";
import { findCartId, findLine, lineCount, lineOf, lockedCart, ownerCondition, touch } from "@/modules/cart/cart-rows";
import { cartItems, carts } from "@/modules/cart/cart.schema";
import type { CartOwner } from "@/modules/cart/cart.types";

/**
 * Changing the cart (issue 24): a person's or a signed-out visitor's (`CartOwner`) lines, and the merge at sign-in;
 * reading it (the view, the count, what the checkout buys) is cart-view.service.ts. The owner is who the cart belongs
 * to and nothing more: a line is always looked up inside the owner's own cart (cart-rows.ts), so nobody can name
 * another person's cart. Listings are read through listings' published `loadListingsForCart` (one query per cart),
 * never their tables. Writes take `db` last and join the caller's transaction (the checkout's flow clears what it
 * bought in its own).
 */

export const cartNotices = {
  added: (title: string) => `Added to your cart: ${title}`,
  priceDown: (was: number, now: number) => `Price went down from ${formatNaira(was)} to ${formatNaira(now)}`,
  priceUp: (was: number, now: number) => `Price went up from ${formatNaira(was)} to ${formatNaira(now)}`,
  stockLowered: (stock: number) => `Only ${stock} left: quantity lowered to ${stock}`,
  capped: (stock: number, title: string) =>
    `Only ${stock} of ${title} ${stock === 1 ? "is" : "are"} left, so your cart has ${stock}`,
  tooManyLines: `Your cart holds at most ${MAX_CART_LINES} different items. Remove or buy some before adding more.`,
  notInCart: "This item is not in your cart any more",
} as const;

export interface CartChange {
  /** What to tell the person ("Added to your cart: …", or why the quantity was capped). */
  message: string;
  quantity: number;
}

function refuse(field: "productId" | "quantity", message: string): never {
  throw new InputValidationError({ [field]: [message] });
}

/** The product as a cart may take it now, or the reason it may not. */
async function buyableListing(productId: string, db: Database): Promise<CartListing> {
  const listing = (await loadListingsForCart([productId], db)).get(productId);
  if (!listing) refuse("productId", cartMessages.product);
  if (!listing.buyable) refuse("productId", listing.reason ?? cartMessages.product);
  return listing;
}

/** Adds `quantity` to the product's line (a saved line comes back to the cart), capped by the stock and 999. */
export async function addToCart(owner: CartOwner, input: AddToCartInput, db: Database = getDb()): Promise<CartChange> {
  // Parsed again here, cheaply: a caller that skipped the schema still gets its messages, never a 1.5 or 10⁹ row.
  input = parseInput(addToCartInput, input);
  return db.transaction(async (tx) => {
    const listing = await buyableListing(input.productId, tx);
    const cartId = await lockedCart(owner, tx);
    const existing = await findLine(cartId, input.productId, tx);
    if (!existing && (await lineCount(cartId, tx)) >= MAX_CART_LINES) refuse("productId", cartNotices.tooManyLines);
    const wanted = (existing?.quantity ?? 0) + input.quantity;
    const quantity = Math.min(wanted, listing.stock, MAX_CART_QUANTITY);
    // Adding is done at today's price, the one the person just saw: no "price changed" notice for it.
    const values = { quantity, unitPriceKobo: listing.priceKobo, savedForLater: false, updatedAt: new Date() };
    await tx
      .insert(cartItems)
      .values({ cartId, productId: input.productId, ...values })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: values });
    await touch(cartId, tx);
    const message =
      quantity < wanted && quantity === listing.stock
        ? cartNotices.capped(listing.stock, listing.title)
        : cartNotices.added(listing.title);
    return { message, quantity };
  });
}

/** Sets a line's quantity, lowered to the stock left when it asks for more. */
export async function setCartQuantity(
  owner: CartOwner,
  input: SetCartQuantityInput,
  db: Database = getDb(),
): Promise<CartChange> {
  input = parseInput(setCartQuantityInput, input);
  return db.transaction(async (tx) => {
    const cartId = await findCartId(owner, tx);
    const line = cartId ? await findLine(cartId, input.productId, tx) : null;
    if (!cartId || !line) refuse("productId", cartNotices.notInCart);
    const listing = await buyableListing(input.productId, tx);
    const quantity = Math.min(input.quantity, listing.stock);
    await tx
      .update(cartItems)
      .set({ quantity, unitPriceKobo: listing.priceKobo, updatedAt: new Date() })
      .where(lineOf(cartId, input.productId));
    await touch(cartId, tx);
    return {
      message: quantity < input.quantity ? cartNotices.stockLowered(quantity) : `Quantity updated: ${listing.title}`,
      quantity,
    };
  });
}

async function updateLine(
  owner: CartOwner,
  productId: string,
  change: (cartId: string, tx: Database) => Promise<unknown>,
  db: Database,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await findCartId(owner, tx);
    if (!cartId || !(await findLine(cartId, productId, tx))) refuse("productId", cartNotices.notInCart);
    await change(cartId, tx);
    await touch(cartId, tx);
  });
}

export async function removeFromCart(owner: CartOwner, input: CartLineInput, db: Database = getDb()): Promise<void> {
  await updateLine(owner, input.productId, (id, tx) => tx.delete(cartItems).where(lineOf(id, input.productId)), db);
}

export async function saveForLater(owner: CartOwner, input: CartLineInput, db: Database = getDb()): Promise<void> {
  await updateLine(
    owner,
    input.productId,
    (id, tx) =>
      tx.update(cartItems).set({ savedForLater: true, updatedAt: new Date() }).where(lineOf(id, input.productId)),
    db,
  );
}

export async function moveToCart(owner: CartOwner, input: CartLineInput, db: Database = getDb()): Promise<void> {
  await updateLine(
    owner,
    input.productId,
    (id, tx) =>
      tx.update(cartItems).set({ savedForLater: false, updatedAt: new Date() }).where(lineOf(id, input.productId)),
    db,
  );
}

/**
 * At sign-in: the visitor's lines join the person's cart (quantities added, capped by the stock and 999; a line
 * beyond the 50 is left out) and the visitor's cart is deleted. A token with no cart changes nothing.
 */
export async function mergeVisitorCart(userId: string, visitorToken: string, db: Database = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    const [visitor] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(ownerCondition({ visitorToken }))
      .for("update");
    if (!visitor) return;
    const incoming = await tx.select().from(cartItems).where(eq(cartItems.cartId, visitor.id));
    if (incoming.length > 0) {
      const cartId = await lockedCart({ userId }, tx);
      const mine = new Map(
        (await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((row) => [row.productId, row]),
      );
      const listings = await loadListingsForCart(
        incoming.map((row) => row.productId),
        tx,
      );
      let lines = mine.size;
      for (const row of incoming) {
        const stock = listings.get(row.productId)?.stock ?? 0;
        const cap = Math.max(1, Math.min(stock, MAX_CART_QUANTITY));
        const existing = mine.get(row.productId);
        if (existing) {
          await tx
            .update(cartItems)
            .set({
              quantity: Math.min(existing.quantity + row.quantity, Math.max(cap, existing.quantity)),
              savedForLater: existing.savedForLater && row.savedForLater,
              updatedAt: new Date(),
            })
            .where(lineOf(cartId, row.productId));
        } else if (lines < MAX_CART_LINES) {
          lines += 1;
          await tx.insert(cartItems).values({ ...row, cartId, quantity: Math.min(row.quantity, cap) });
        }
      }
      await touch(cartId, tx);
    }
    await tx.delete(carts).where(eq(carts.id, visitor.id));
  });
}

/** After a checkout: takes the bought products out of the person's cart (saved lines stay). */
export async function clearPurchasedLines(
  userId: string,
  productIds: readonly string[],
  db: Database = getDb(),
): Promise<void> {
  if (productIds.length === 0) return;
  const cartId = await findCartId({ userId }, db);
  if (!cartId) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        inArray(cartItems.productId, [...productIds]),
        eq(cartItems.savedForLater, false),
      ),
    );
}

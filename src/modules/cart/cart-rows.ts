import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { cartItems, carts } from "@/modules/cart/cart.schema";
import type { CartOwner } from "@/modules/cart/cart.types";

/**
 * The cart's row helpers, shared by its writes (cart.service.ts) and its reads (cart-view.service.ts); not published.
 * A cart is always found by its owner, and a line inside the owner's own cart, so nobody can name another person's.
 */

/** The sha256 of a visitor's cookie token: what the carts table keeps. */
export function visitorTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function ownerCondition(owner: CartOwner) {
  return "userId" in owner
    ? eq(carts.userId, owner.userId)
    : eq(carts.visitorTokenHash, visitorTokenHash(owner.visitorToken));
}

export async function findCartId(owner: CartOwner, db: Database): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id ?? null;
}

/** The owner's cart, created on first use and locked for the rest of the caller's transaction. */
export async function lockedCart(owner: CartOwner, db: Database): Promise<string> {
  const values =
    "userId" in owner ? { userId: owner.userId } : { visitorTokenHash: visitorTokenHash(owner.visitorToken) };
  await db.insert(carts).values(values).onConflictDoNothing();
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).for("update");
  if (!row) throw new Error("lockedCart: the cart vanished after its insert");
  return row.id;
}

/** The product's line in the cart, as a condition. */
export const lineOf = (cartId: string, productId: string) =>
  and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId));

export async function findLine(cartId: string, productId: string, db: Database) {
  const [line] = await db.select().from(cartItems).where(lineOf(cartId, productId));
  return line ?? null;
}

export async function lineCount(cartId: string, db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

/** Marks the cart as changed now. */
export async function touch(cartId: string, db: Database): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

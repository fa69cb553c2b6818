import "server-only";
import { or, eq, inArray, sql, type SQL } from "drizzle-orm";
import { hasVendorPermission, requireVendorGrant, vendorIdsWith, type Actor } from "@/lib/actor";
import { ForbiddenError } from "@/lib/errors";
import type { MoveMaker } from "@/modules/orders/order-state-machine";
import { orders } from "@/modules/orders/orders.schema";

/**
 * Who may see and move orders (docs/decisions/0020-who-is-asking.md, issue #24). Nothing of an order is public.
 * - The buyer sees their own orders (and the delivery code) and makes the buyer's moves.
 * - A vendor's members with `orders:manage` (owner, manager, sales assistant) see that vendor's orders and make the
 *   seller's moves; never another vendor's.
 * - Jobs (the system actor) make the system's moves.
 * An order the actor may not see answers "not found", never "forbidden", so ids leak nothing.
 */
export const MANAGE_ORDERS = "orders:manage";

/** The vendor's order manager; UNAUTHENTICATED signed out, FORBIDDEN otherwise. */
export function requireOrderManager(actor: Actor, vendorId: string): void {
  requireVendorGrant(actor, vendorId, MANAGE_ORDERS);
}

/** The orders `actor` may see, as a condition on the orders table. */
export function visibleOrders(actor: Actor): SQL {
  if (actor.kind === "system") return sql`true`;
  if (actor.kind !== "user") return sql`false`;
  const vendorIds = vendorIdsWith(actor, MANAGE_ORDERS);
  const own = eq(orders.buyerId, actor.userId);
  return vendorIds.length > 0 ? or(own, inArray(orders.vendorId, vendorIds))! : own;
}

/** The roles `actor` holds on this order (a seller buying from their own shop holds both). */
export function rolesOn(actor: Actor, order: { buyerId: string; vendorId: string }): Set<MoveMaker> {
  const roles = new Set<MoveMaker>();
  if (actor.kind === "system") roles.add("system");
  if (actor.kind === "user" && actor.userId === order.buyerId) roles.add("buyer");
  if (hasVendorPermission(actor, order.vendorId, MANAGE_ORDERS)) roles.add("vendor");
  return roles;
}

/** The role a move is made in, or FORBIDDEN: the first of the move's makers the actor holds. */
export function requireMoveMaker(
  actor: Actor,
  order: { buyerId: string; vendorId: string },
  who: readonly MoveMaker[],
): MoveMaker {
  const roles = rolesOn(actor, order);
  const role = who.find((maker) => roles.has(maker));
  if (!role) throw new ForbiddenError();
  return role;
}

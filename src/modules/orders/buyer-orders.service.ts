import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { findMyOrder, listMyOrders } from "@/modules/orders/order-reads.service";
import { listCheckoutOrders } from "@/modules/orders/orders.service";
import { orderItems } from "@/modules/orders/orders.schema";
import type { BuyerOrderCardPage, BuyerOrderView } from "@/modules/orders/orders.types";
import { loadVendorNames } from "@/modules/vendors/vendors.service";

/**
 * What the buyer's pages under /account/orders read (issue #24): the same reads as the API (listMyOrders,
 * findMyOrder: only the person's own orders, anyone else's id is "not found"), with what a page shows beside them:
 * the seller's name, the first item, and the other orders of the same checkout.
 */

/** Shown when a seller's row is gone (it never is while orders point at it; a guard, not a case). */
const UNKNOWN_SELLER = "A seller on Oja";

/** The person's orders, newest first, each with its seller, first item and number of lines. */
export async function listMyOrderCards(
  actor: Actor,
  cursor: string | null = null,
  db: Database = getDb(),
): Promise<BuyerOrderCardPage> {
  const page = await listMyOrders(actor, cursor, db);
  const ids = page.orders.map((order) => order.id);
  if (ids.length === 0) return { orders: [], nextCursor: page.nextCursor };
  // One row per order: its first line (by position) and, counted before DISTINCT ON keeps one, how many lines.
  const [firstLines, names] = await Promise.all([
    db
      .selectDistinctOn([orderItems.orderId], {
        orderId: orderItems.orderId,
        title: orderItems.title,
        pictureUrl: orderItems.pictureUrl,
        count: sql<number>`(count(*) over (partition by ${orderItems.orderId}))::int`,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.orderId, orderItems.position),
    loadVendorNames(
      page.orders.map((order) => order.vendorId),
      db,
    ),
  ]);
  const byOrder = new Map(firstLines.map((line) => [line.orderId, line]));
  return {
    orders: page.orders.map((order) => {
      const first = byOrder.get(order.id);
      return {
        ...order,
        vendorName: names.get(order.vendorId)?.name ?? UNKNOWN_SELLER,
        firstItem: first ? { title: first.title, pictureUrl: first.pictureUrl } : null,
        itemCount: Number(first?.count ?? 0),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

/** One of the person's own orders with its seller and the other orders of its checkout ("not found" otherwise). */
export async function findMyOrderView(actor: Actor, orderId: string, db: Database = getDb()): Promise<BuyerOrderView> {
  const buyer = requireSignedIn(actor);
  const order = await findMyOrder(actor, orderId, db);
  // A checkout is one buyer's, but the check costs nothing and keeps the banner from ever naming another's order.
  const siblings = (await listCheckoutOrders(order.checkoutId, db)).filter(
    (other) => other.buyerId === buyer.userId && other.id !== order.id,
  );
  const names = await loadVendorNames([order.vendorId, ...siblings.map((other) => other.vendorId)], db);
  const seller = names.get(order.vendorId);
  return {
    ...order,
    vendorName: seller?.name ?? UNKNOWN_SELLER,
    vendorSlug: seller?.slug ?? null,
    checkoutSiblings: siblings.map((other) => ({
      id: other.id,
      number: other.number,
      vendorName: names.get(other.vendorId)?.name ?? UNKNOWN_SELLER,
      totalKobo: other.totalKobo,
    })),
  };
}

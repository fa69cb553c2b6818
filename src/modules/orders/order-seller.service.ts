import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { vendorIdsWith, type Actor } from "@/lib/actor";
import { MANAGE_ORDERS, requireOrderManager } from "@/modules/orders/orders.policy";
import { orderItems, orders } from "@/modules/orders/orders.schema";
import type { OrderItemView, OrderStatus, OrderSummary } from "@/modules/orders/orders.types";

/**
 * The seller's views of orders beyond the plain list (issue #24): the orders waiting for a decision (paid online, or
 * confirmed for pay on delivery) with their items, their count for the navigation, and the items of a page of
 * orders (the CSV export). The same rule as every order read: only the vendor's members with `orders:manage`.
 */

/** Orders the seller must accept or reject (within 48 hours of payment or confirmation). */
export const AWAITING_DECISION: readonly OrderStatus[] = ["PAID", "CONFIRMED"];

/** At most this many waiting orders are listed at once: a shop with more has a backlog to clear first. */
const INCOMING_LIMIT = 100;

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  checkoutId: orders.checkoutId,
  buyerId: orders.buyerId,
  vendorId: orders.vendorId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  itemsTotalKobo: orders.itemsTotalKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  totalKobo: orders.totalKobo,
  buyerName: orders.buyerName,
  delivery: orders.delivery,
  address: orders.address,
  acceptBy: orders.acceptBy,
  inspectionEndsAt: orders.inspectionEndsAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export interface IncomingOrder extends OrderSummary {
  items: OrderItemView[];
}

/** The items of each order, in the order they were bought; an order the list does not name is not read. */
export async function itemsOfOrders(orderIds: readonly string[], db: Database): Promise<Map<string, OrderItemView[]>> {
  const byOrder = new Map<string, OrderItemView[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      title: orderItems.title,
      unitLabel: orderItems.unitLabel,
      unitPriceKobo: orderItems.unitPriceKobo,
      quantity: orderItems.quantity,
      lineTotalKobo: orderItems.lineTotalKobo,
      pictureUrl: orderItems.pictureUrl,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const { orderId, ...item } of rows) byOrder.get(orderId)?.push(item);
  return byOrder;
}

/** The vendor's orders waiting for a decision, newest first, each with its items. */
export async function listIncomingOrders(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<IncomingOrder[]> {
  requireOrderManager(actor, vendorId);
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.status, [...AWAITING_DECISION])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(INCOMING_LIMIT);
  const items = await itemsOfOrders(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] }));
}

/**
 * How many orders wait for a decision across every vendor where the actor manages orders (the navigation's count);
 * 0 for anyone else, without a query.
 */
export async function countIncomingOrders(actor: Actor, db: Database = getDb()): Promise<number> {
  const vendorIds = actor.kind === "user" ? vendorIdsWith(actor, MANAGE_ORDERS) : [];
  if (vendorIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(inArray(orders.vendorId, vendorIds), inArray(orders.status, [...AWAITING_DECISION])));
  return Number(row?.n ?? 0);
}

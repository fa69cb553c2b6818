import "server-only";
import { and, asc, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { lagosMidnight } from "@/lib/dates";
import { InputValidationError, parseInput } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { notFound } from "@/modules/orders/order-moves.service";
import { vendorOrderFilters, type VendorOrderFilters } from "@/modules/orders/orders.inputs";
import { requireOrderManager } from "@/modules/orders/orders.policy";
import { orderItems, orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import type { OrderDetail, OrderPage, OrderSummary } from "@/modules/orders/orders.types";

/**
 * Reading orders (issue #24): the buyer's own under /account, a vendor's for its members with `orders:manage`. An
 * order outside the actor's reach answers "not found". Only the buyer's view carries the delivery code.
 */

const PAGE_SIZE = 20;
type OrderRow = typeof orders.$inferSelect;

function summary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    checkoutId: row.checkoutId,
    buyerId: row.buyerId,
    vendorId: row.vendorId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    itemsTotalKobo: row.itemsTotalKobo,
    deliveryFeeKobo: row.deliveryFeeKobo,
    totalKobo: row.totalKobo,
    buyerName: row.buyerName,
    delivery: row.delivery,
    address: row.address,
    acceptBy: row.acceptBy,
    inspectionEndsAt: row.inspectionEndsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function detail(row: OrderRow, forBuyer: boolean, db: Database): Promise<OrderDetail> {
  const items = await db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      unitLabel: orderItems.unitLabel,
      unitPriceKobo: orderItems.unitPriceKobo,
      quantity: orderItems.quantity,
      lineTotalKobo: orderItems.lineTotalKobo,
      pictureUrl: orderItems.pictureUrl,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position));
  const timeline = await db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      actorKind: orderStatusHistory.actorKind,
      note: orderStatusHistory.note,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.id))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return {
    ...summary(row),
    items,
    timeline,
    deliveryCode: forBuyer ? row.deliveryCode : null,
    deliveryCodeLocked: row.deliveryCodeLockedAt !== null,
  };
}

// ---- keyset cursors over (created_at, id), newest first

function encodeCursor(row: OrderRow): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function cursorCondition(cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const when = at ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime()) || !isUuid(id))
    throw new InputValidationError({ cursor: ["This list has changed: start again from the first page"] });
  return or(lt(orders.createdAt, when), and(eq(orders.createdAt, when), lt(orders.id, id)));
}

async function page(where: SQL | undefined, cursor: string | null | undefined, db: Database): Promise<OrderPage> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(where, cursorCondition(cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAGE_SIZE + 1);
  const shown = rows.slice(0, PAGE_SIZE);
  return {
    orders: shown.map(summary),
    nextCursor: rows.length > PAGE_SIZE ? encodeCursor(shown[shown.length - 1]!) : null,
  };
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Start of a West Africa Time day, `plusDays` later; a typed day that is no date is the input's error. */
function lagosDay(day: string, plusDays = 0): Date {
  const date = lagosMidnight(day);
  if (Number.isNaN(date.getTime())) throw new InputValidationError({ from: ["Enter a date as YYYY-MM-DD"] });
  return new Date(date.getTime() + plusDays * 86_400_000);
}

/**
 * A vendor's orders, newest first: by status, by day (West Africa Time, both ends included), and a search over the
 * order number, the buyer's name and the items' titles.
 */
export async function listVendorOrders(
  actor: Actor,
  vendorId: string,
  filters: VendorOrderFilters = {},
  db: Database = getDb(),
): Promise<OrderPage> {
  requireOrderManager(actor, vendorId);
  const input = parseInput(vendorOrderFilters, filters);
  const conditions: (SQL | undefined)[] = [eq(orders.vendorId, vendorId)];
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.from) conditions.push(gte(orders.createdAt, lagosDay(input.from)));
  if (input.to) conditions.push(lt(orders.createdAt, lagosDay(input.to, 1)));
  if (input.q) {
    const pattern = likePattern(input.q);
    conditions.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.buyerName, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.title, pattern))),
        ),
      ),
    );
  }
  return page(and(...conditions), input.cursor, db);
}

/** One of the vendor's orders with its items and timeline (never the delivery code). */
export async function findVendorOrder(
  actor: Actor,
  vendorId: string,
  orderId: string,
  db: Database = getDb(),
): Promise<OrderDetail> {
  requireOrderManager(actor, vendorId);
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId)));
  if (!row) throw notFound();
  return detail(row, false, db);
}

/** The signed-in person's orders, newest first. */
export async function listMyOrders(
  actor: Actor,
  cursor: string | null = null,
  db: Database = getDb(),
): Promise<OrderPage> {
  const buyer = requireSignedIn(actor);
  return page(eq(orders.buyerId, buyer.userId), cursor, db);
}

/** One of the person's own orders, with its timeline and the delivery code. */
export async function findMyOrder(actor: Actor, orderId: string, db: Database = getDb()): Promise<OrderDetail> {
  const buyer = requireSignedIn(actor);
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.userId)));
  if (!row) throw notFound();
  return detail(row, true, db);
}

/**
 * Whether the buyer's last two pay-on-delivery orders that reached the door were both refused there (for the
 * checkout, which then stops offering pay on delivery). "Reached the door": handed over (DELIVERED) or refused
 * (REFUSED), by the time of that move.
 */
export async function hasTwoRecentDoorRefusals(buyerId: string, db: Database = getDb()): Promise<boolean> {
  if (!isUuid(buyerId)) return false;
  const rows = await db
    .select({ to: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.paymentMethod, "PAY_ON_DELIVERY"),
        or(eq(orderStatusHistory.toStatus, "DELIVERED"), eq(orderStatusHistory.toStatus, "REFUSED")),
      ),
    )
    .orderBy(desc(orderStatusHistory.at))
    .limit(2);
  return rows.length === 2 && rows.every((row) => row.to === "REFUSED");
}

import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent, type OrderEventType } from "@/jobs/domain-events";
import type { Actor } from "@/lib/actor";
import { InputValidationError, type DomainError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { creditCompletedOrder } from "@/modules/ledger/ledger.service";
import { returnStock } from "@/modules/listings/listing-stock-reservation.service";
import {
  ACCEPT_WINDOW_MS,
  eventTypeFor,
  illegalMoveMessage,
  INSPECTION_WINDOW_MS,
  RETURNS_STOCK,
  transitionFor,
  type MoveMaker,
  type OrderMove,
} from "@/modules/orders/order-state-machine";
import { requireMoveMaker, rolesOn, visibleOrders } from "@/modules/orders/orders.policy";
import { orderItems, orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import type { OrderActorKind, OrderStatus } from "@/modules/orders/orders.types";

/**
 * Every move of an order goes through moveOrder (issue #24): who may, the transition table's guard, a conditional
 * update from the state the order was read in (`WHERE id = ? AND status = ?`, so of two moves racing only one
 * lands and the other is refused as stale), then in the same transaction the stock given back, the ledger credited,
 * the history row, the audit row and the event. Refunds are not made here: the event says whether the order was paid.
 */

export const orderMessages = {
  notFound: "We could not find that order",
  codeRequired: "Type the 6-digit code the buyer gives you",
  codeWrong: (left: number) =>
    `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left before the code is locked.`,
  codeLocked: "Too many wrong codes: the buyer must ask for a new delivery code in their order",
  codeNotLocked: "Your delivery code still works: give it to the seller at hand-over",
} as const;

export const MAX_CODE_TRIES = 5;

export interface MoveOrderInput {
  orderId: string;
  move: OrderMove;
  /** The buyer's 6-digit delivery code (DELIVER). */
  code?: string | null;
  note?: string | null;
}

type OrderRow = typeof orders.$inferSelect;

export function notFound(): DomainError {
  return new InputValidationError({ orderId: [orderMessages.notFound] });
}

/** A delivery code: 6 digits from the CSPRNG. */
export function newDeliveryCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** The order if the actor may see it; "not found" otherwise (someone else's id says nothing). */
export async function loadVisibleOrder(actor: Actor, orderId: string, db: Database): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleOrders(actor)));
  if (!row) throw notFound();
  return row;
}

function actorKind(role: MoveMaker): OrderActorKind {
  return role === "buyer" ? "BUYER" : role === "vendor" ? "VENDOR" : "SYSTEM";
}

function sameCode(typed: string, stored: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks the buyer's code before DELIVER. A wrong code is counted in its own (sub)transaction before the refusal is
 * thrown, so a caller at the top level (a resolver, a page) keeps the count; the 5th wrong code locks the code until
 * the buyer asks for a new one.
 */
async function checkDeliveryCode(order: OrderRow, code: string | null | undefined, db: Database): Promise<void> {
  if (order.deliveryCodeLockedAt) throw new InputValidationError({ code: [orderMessages.codeLocked] });
  const typed = (code ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(typed)) throw new InputValidationError({ code: [orderMessages.codeRequired] });
  if (sameCode(typed, order.deliveryCode)) return;
  const [counted] = await db.transaction((tx) =>
    tx
      .update(orders)
      .set({
        deliveryCodeWrongTries: sql`${orders.deliveryCodeWrongTries} + 1`,
        deliveryCodeLockedAt: sql`case when ${orders.deliveryCodeWrongTries} + 1 >= ${MAX_CODE_TRIES} then now() else null end`,
      })
      .where(and(eq(orders.id, order.id), sql`${orders.deliveryCodeLockedAt} is null`))
      .returning({ tries: orders.deliveryCodeWrongTries }),
  );
  const tries = counted?.tries ?? MAX_CODE_TRIES;
  if (tries >= MAX_CODE_TRIES) throw new InputValidationError({ code: [orderMessages.codeLocked] });
  throw new InputValidationError({ code: [orderMessages.codeWrong(MAX_CODE_TRIES - tries)] });
}

/** Whether the buyer's money had been received online when the order left `from`. */
function wasPaid(order: OrderRow, from: OrderStatus): boolean {
  return order.paymentMethod === "PAYSTACK" && from !== "AWAITING_PAYMENT" && from !== "PAYMENT_FAILED";
}

/** What the seller is owed for a completed order: the items and, unless Oja's courier carried it, the delivery fee. */
export function sellerCreditKobo(order: Pick<OrderRow, "itemsTotalKobo" | "deliveryFeeKobo" | "delivery">): number {
  return order.itemsTotalKobo + (order.delivery.method === "OJA_COURIER" ? 0 : order.deliveryFeeKobo);
}

/** Pay on delivery handed over by the seller (their rider or their store): the cash is already theirs. */
export function collectedBySeller(order: Pick<OrderRow, "paymentMethod" | "delivery">): boolean {
  return order.paymentMethod === "PAY_ON_DELIVERY" && order.delivery.method !== "OJA_COURIER";
}

/**
 * Moves an order (see the file's comment). Refusals: "not found" for an order the actor may not see, FORBIDDEN for a
 * move that is not theirs, a clear message for an illegal or stale move or a failed guard.
 */
export async function moveOrder(actor: Actor, input: MoveOrderInput, db: Database = getDb()): Promise<OrderRow> {
  const now = new Date();
  const transition = transitionFor(input.move);
  const order = await loadVisibleOrder(actor, input.orderId, db);
  const role = requireMoveMaker(actor, order, transition.who);
  if (!transition.from.includes(order.status))
    throw new InputValidationError({ move: [illegalMoveMessage(input.move, order.status)] });
  const refusal = transition.guard?.(
    {
      status: order.status,
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.delivery.method,
      createdAt: order.createdAt,
      acceptBy: order.acceptBy,
      inspectionEndsAt: order.inspectionEndsAt,
    },
    now,
  );
  if (refusal) throw new InputValidationError({ move: [refusal] });
  if (input.move === "DELIVER") await checkDeliveryCode(order, input.code, db);

  return db.transaction(async (tx) => {
    const from = order.status;
    const to = transition.to;
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === "PAID" ? { acceptBy: new Date(now.getTime() + ACCEPT_WINDOW_MS) } : {}),
        ...(to === "DELIVERED" ? { inspectionEndsAt: new Date(now.getTime() + INSPECTION_WINDOW_MS) } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    if (!moved) {
      // Someone moved it first: refuse with what it is now.
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      throw new InputValidationError({ move: [illegalMoveMessage(input.move, current?.status ?? from)] });
    }
    await recordMove(tx, actor, role, moved, from, input, now);
    return moved;
  });
}

/** Everything a landed move brings, in its transaction: stock, ledger, history, audit, event. */
async function recordMove(
  tx: Database,
  actor: Actor,
  role: MoveMaker,
  order: OrderRow,
  from: OrderStatus,
  input: MoveOrderInput,
  now: Date,
): Promise<void> {
  const to = order.status;
  if (RETURNS_STOCK.has(to)) {
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    await returnStock(
      lines.flatMap((line) => (line.productId ? [{ productId: line.productId, quantity: line.quantity }] : [])),
      "ORDER_RETURN",
      tx,
    );
  }
  if (to === "COMPLETED")
    await creditCompletedOrder(
      {
        vendorId: order.vendorId,
        orderId: order.id,
        totalKobo: sellerCreditKobo(order),
        collectedBySeller: collectedBySeller(order),
      },
      tx,
    );
  const actorId = actor.kind === "user" ? actor.userId : null;
  const note = input.note?.trim().slice(0, 500) || (actor.kind === "system" ? `job: ${actor.job}` : null);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: from, toStatus: to, actorKind: actorKind(role), actorId, note, at: now });
  await recordAuditEvent(
    {
      actorId,
      action: `order.${input.move.toLowerCase()}`,
      entityType: "order",
      entityId: order.id,
      before: { status: from },
      after: { status: to, ...(actor.kind === "system" ? { job: actor.job } : {}) },
    },
    tx,
  );
  await publishEvent(
    {
      type: eventTypeFor(to) as OrderEventType,
      payload: {
        orderId: order.id,
        orderNumber: order.number,
        checkoutId: order.checkoutId,
        vendorId: order.vendorId,
        buyerId: order.buyerId,
        move: input.move,
        from,
        to,
        paymentMethod: order.paymentMethod,
        paid: wasPaid(order, from),
        totalKobo: order.totalKobo,
      },
    },
    tx,
  );
}

/**
 * A new delivery code for the buyer (the old one locked, or they fear it leaked): the wrong tries start again.
 * Only before hand-over.
 */
export async function renewDeliveryCode(actor: Actor, orderId: string, db: Database = getDb()): Promise<string> {
  const order = await loadVisibleOrder(actor, orderId, db);
  if (!rolesOn(actor, order).has("buyer")) throw notFound();
  if (
    ["DELIVERED", "COMPLETED", "CANCELLED", "REJECTED", "PAYMENT_FAILED", "DISPUTED", "REFUSED"].includes(order.status)
  )
    throw new InputValidationError({ orderId: ["This order no longer needs a delivery code"] });
  const code = newDeliveryCode();
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ deliveryCode: code, deliveryCodeWrongTries: 0, deliveryCodeLockedAt: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordAuditEvent(
      {
        actorId: actor.kind === "user" ? actor.userId : null,
        action: "order.code-renewed",
        entityType: "order",
        entityId: order.id,
      },
      tx,
    );
  });
  return code;
}

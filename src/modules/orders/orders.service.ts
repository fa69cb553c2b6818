import "server-only";
import { createHash, randomInt } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { requireSignedIn, systemActor, type Actor } from "@/lib/actor";
import { ForbiddenError, InputValidationError, parseInput } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { reserveStock } from "@/modules/listings/listing-stock-reservation.service";
import { moveOrder, newDeliveryCode } from "@/modules/orders/order-moves.service";
import { ACCEPT_WINDOW_MS } from "@/modules/orders/order-state-machine";
import { placeOrdersInput, type PlaceOrdersInput } from "@/modules/orders/orders.inputs";
import { checkouts, orderItems, orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import type { PaymentMethod } from "@/modules/orders/orders.types";

/**
 * Placing a checkout's orders (issue #24), for the checkout flow, which calls these with its transaction: the
 * checkout (one idempotency key per press of "Place order"), one order per seller with its items' snapshot, the stock
 * reserved, and the payment's outcome moving every order of the checkout at once. Every total is computed here from
 * the lines, in integer kobo: nothing the client sends as a total is read.
 */

export const checkoutMessages = {
  otherCart: "This checkout was already placed with a different cart",
  keyRequired: "This checkout has no idempotency key",
  notFound: "We could not find that checkout",
  otherSeller: "An item in this order is sold by another seller",
} as const;

type OrderRow = typeof orders.$inferSelect;

/** An unambiguous alphabet for order numbers read out on the phone: no 0/O, 1/I/L, no vowels-but-A/E (no words). */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 8; i += 1) code += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `OJA-${code}`;
}

/**
 * A fingerprint of what a checkout buys: sellers, products, quantities, prices, delivery and address, in a fixed
 * order, so the same cart gives the same fingerprint and any change gives another.
 */
export function fingerprintCheckout(input: Pick<PlaceOrdersInput, "paymentMethod" | "groups">): string {
  const groups = [...input.groups]
    .map((group) => ({
      vendorId: group.vendorId,
      lines: [...group.lines]
        .map((line) => [line.productId, line.quantity, line.unitPriceKobo])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      delivery: [group.delivery.method, group.delivery.feeKobo, group.delivery.store?.id ?? null],
      address: group.address ?? null,
    }))
    .sort((a, b) => a.vendorId.localeCompare(b.vendorId));
  return createHash("sha256")
    .update(JSON.stringify({ paymentMethod: input.paymentMethod, groups }))
    .digest("hex");
}

export interface CheckoutStart {
  checkoutId: string;
  /** The key had been used with the same cart: its orders exist already (listCheckoutOrders). */
  replayed: boolean;
}

/**
 * Opens the buyer's checkout under `idempotencyKey`, or finds the one already opened with it: the same cart gives
 * the same checkout (a double click places once); another cart is refused. Two presses racing: the second insert
 * waits for the first's commit on the unique key, then reads its row.
 */
export async function beginCheckout(
  actor: Actor,
  input: { idempotencyKey: string; cartFingerprint: string; paymentMethod: PaymentMethod },
  db: Database = getDb(),
): Promise<CheckoutStart> {
  const buyer = requireSignedIn(actor);
  const key = input.idempotencyKey.trim();
  if (!key || key.length > 200) throw new InputValidationError({ idempotencyKey: [checkoutMessages.keyRequired] });
  const [created] = await db
    .insert(checkouts)
    .values({
      buyerId: buyer.userId,
      idempotencyKey: key,
      cartFingerprint: input.cartFingerprint,
      paymentMethod: input.paymentMethod,
    })
    .onConflictDoNothing()
    .returning({ id: checkouts.id });
  if (created) return { checkoutId: created.id, replayed: false };
  const [existing] = await db
    .select({ id: checkouts.id, fingerprint: checkouts.cartFingerprint })
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, buyer.userId), eq(checkouts.idempotencyKey, key)));
  if (!existing) throw new Error("orders: checkout key conflicted but no row was found");
  if (existing.fingerprint !== input.cartFingerprint)
    throw new InputValidationError({ idempotencyKey: [checkoutMessages.otherCart] });
  return { checkoutId: existing.id, replayed: true };
}

/**
 * The buyer's checkout opened under `idempotencyKey`, if any: a second press of "Place order" (a double click, a
 * reload of the post) finds the first one's orders before the emptied cart is read again.
 */
export async function findCheckoutByKey(
  actor: Actor,
  idempotencyKey: string,
  db: Database = getDb(),
): Promise<{ checkoutId: string; paymentMethod: PaymentMethod } | null> {
  const buyer = requireSignedIn(actor);
  const [row] = await db
    .select({ checkoutId: checkouts.id, paymentMethod: checkouts.paymentMethod })
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, buyer.userId), eq(checkouts.idempotencyKey, idempotencyKey.trim())));
  return row ?? null;
}

/** The checkout's orders, oldest first (the order they were placed in). */
export async function listCheckoutOrders(checkoutId: string, db: Database = getDb()): Promise<OrderRow[]> {
  if (!isUuid(checkoutId)) return [];
  return db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.number));
}

/**
 * The order numbers and statuses of several checkouts at once (support's refunds page names the orders a payment paid
 * for), in the order they were placed. For staff pages: the caller has checked its own permission.
 */
export async function ordersOfCheckouts(
  checkoutIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, { number: string; status: OrderRow["status"] }[]>> {
  const ids = [...new Set(checkoutIds.filter(isUuid))];
  const found = new Map<string, { number: string; status: OrderRow["status"] }[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      checkoutId: orders.checkoutId,
      number: orders.number,
      status: orders.status,
    })
    .from(orders)
    .where(inArray(orders.checkoutId, ids))
    .orderBy(asc(orders.createdAt), asc(orders.number));
  for (const { checkoutId, ...order } of rows) found.set(checkoutId, [...(found.get(checkoutId) ?? []), order]);
  return found;
}

async function insertOrder(db: Database, values: Omit<typeof orders.$inferInsert, "number">): Promise<OrderRow> {
  // 30^8 numbers: a clash is rare; a savepoint keeps the caller's transaction usable when it happens.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(orders)
      .values({ ...values, number: newOrderNumber() })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (row) return row;
  }
  throw new Error("orders: could not draw a free order number");
}

/**
 * Creates the checkout's orders (one per seller group) in AWAITING_PAYMENT, or CONFIRMED for pay on delivery, with
 * every line's stock reserved (all or nothing: a short line throws StockShortageError and nothing is made). A
 * checkout that already has its orders returns them unchanged (a replay).
 */
export async function placeOrders(actor: Actor, input: PlaceOrdersInput, db: Database = getDb()): Promise<OrderRow[]> {
  const parsed = parseInput(placeOrdersInput, input);
  if (!isUuid(parsed.checkoutId) || !isUuid(parsed.buyerId)) throw new ForbiddenError();
  if (actor.kind !== "system" && (actor.kind !== "user" || actor.userId !== parsed.buyerId)) throw new ForbiddenError();
  return db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, parsed.checkoutId)).for("update");
    if (!checkout || checkout.buyerId !== parsed.buyerId)
      throw new InputValidationError({ checkoutId: [checkoutMessages.notFound] });
    const existing = await listCheckoutOrders(checkout.id, tx);
    if (existing.length > 0) return existing;

    if (checkout.paymentMethod !== parsed.paymentMethod)
      throw new InputValidationError({ paymentMethod: [checkoutMessages.otherCart] });
    const reserved = await reserveStock(
      parsed.groups.flatMap((group) => group.lines.map(({ productId, quantity }) => ({ productId, quantity }))),
      "ORDER",
      tx,
    );
    // A line must be sold by the seller its group names: an order is one seller's, and so is its ledger credit.
    const sellerOf = new Map(reserved.map((line) => [line.productId, line.vendorId]));
    if (parsed.groups.some((group) => group.lines.some((line) => sellerOf.get(line.productId) !== group.vendorId)))
      throw new InputValidationError({ groups: [checkoutMessages.otherSeller] });
    const now = new Date();
    const status = parsed.paymentMethod === "PAY_ON_DELIVERY" ? "CONFIRMED" : "AWAITING_PAYMENT";
    const placed: OrderRow[] = [];
    for (const group of parsed.groups) {
      const lines = group.lines.map((line) => ({ ...line, lineTotalKobo: line.unitPriceKobo * line.quantity }));
      const itemsTotalKobo = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
      const totalKobo = itemsTotalKobo + group.delivery.feeKobo;
      if (!Number.isSafeInteger(totalKobo)) throw new InputValidationError({ groups: ["This order is too large"] });
      const order = await insertOrder(tx, {
        checkoutId: checkout.id,
        buyerId: parsed.buyerId,
        vendorId: group.vendorId,
        status,
        paymentMethod: parsed.paymentMethod,
        itemsTotalKobo,
        deliveryFeeKobo: group.delivery.feeKobo,
        totalKobo,
        buyerName: group.buyerName ?? group.address?.recipientName ?? "",
        delivery: group.delivery,
        address: group.delivery.method === "PICKUP" ? null : (group.address ?? null),
        deliveryCode: newDeliveryCode(),
        acceptBy: status === "CONFIRMED" ? new Date(now.getTime() + ACCEPT_WINDOW_MS) : null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(orderItems).values(
        lines.map((line, position) => ({
          orderId: order.id,
          productId: line.productId,
          title: line.title,
          unitLabel: line.unitLabel,
          unitPriceKobo: line.unitPriceKobo,
          quantity: line.quantity,
          lineTotalKobo: line.lineTotalKobo,
          pictureUrl: line.pictureUrl ?? null,
          position,
        })),
      );
      const actorId = actor.kind === "user" ? actor.userId : null;
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: status,
        actorKind: actor.kind === "user" ? "BUYER" : "SYSTEM",
        actorId,
        at: now,
      });
      await recordAuditEvent(
        { actorId, action: "order.place", entityType: "order", entityId: order.id, after: { status, totalKobo } },
        tx,
      );
      await publishEvent(
        {
          type: "order.placed",
          payload: {
            orderId: order.id,
            orderNumber: order.number,
            checkoutId: checkout.id,
            vendorId: order.vendorId,
            buyerId: order.buyerId,
            move: "PLACE",
            from: null,
            to: status,
            paymentMethod: order.paymentMethod,
            paid: false,
            totalKobo,
          },
        },
        tx,
      );
      placed.push(order);
    }
    return placed;
  });
}

export interface CheckoutOutcome {
  /** Orders this call moved. */
  moved: string[];
  /** Orders that were elsewhere (moved before, or cancelled meanwhile: a payment for those must be refunded). */
  unchanged: { orderId: string; status: OrderRow["status"] }[];
}

async function moveCheckout(checkoutId: string, move: "PAY" | "FAIL_PAYMENT", db: Database): Promise<CheckoutOutcome> {
  const actor = systemActor(move === "PAY" ? "payments.checkout-paid" : "payments.checkout-failed");
  const outcome: CheckoutOutcome = { moved: [], unchanged: [] };
  for (const order of await listCheckoutOrders(checkoutId, db)) {
    if (order.status !== "AWAITING_PAYMENT" || order.paymentMethod !== "PAYSTACK") {
      outcome.unchanged.push({ orderId: order.id, status: order.status });
      continue;
    }
    try {
      await moveOrder(actor, { orderId: order.id, move }, db);
      outcome.moved.push(order.id);
    } catch (error) {
      // Moved by someone else between the read and the update (a racing webhook, the expiry sweep): report it.
      if (!(error instanceof InputValidationError)) throw error;
      const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      outcome.unchanged.push({ orderId: order.id, status: now?.status ?? order.status });
    }
  }
  return outcome;
}

/** The checkout's payment arrived: its orders awaiting payment become PAID. A second call moves nothing. */
export function markCheckoutPaid(checkoutId: string, db: Database = getDb()): Promise<CheckoutOutcome> {
  return moveCheckout(checkoutId, "PAY", db);
}

/** The checkout's payment failed: its orders become PAYMENT_FAILED, their stock given back. Idempotent. */
export function markCheckoutPaymentFailed(checkoutId: string, db: Database = getDb()): Promise<CheckoutOutcome> {
  return moveCheckout(checkoutId, "FAIL_PAYMENT", db);
}

import "server-only";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { InputValidationError } from "@/lib/errors";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { listCheckoutOrders } from "@/modules/orders/orders.service";
import type { OrderStatus, OrderSummary } from "@/modules/orders/orders.types";
import { recordCashCollected, recordCashRefused, paymentForCheckout } from "@/modules/payments/payments.service";

/**
 * The hand-over at the door (issue #24, "Pay on delivery"): the seller marks the order delivered (with the buyer's
 * code) or refused, and for pay on delivery the cash is recorded in the same transaction: collected when delivered,
 * refused when the buyer would not take it. orders → payments, so it is a flow.
 */

export type DoorOutcome = "DELIVERED" | "REFUSED";

export interface HandOverInput {
  orderId: string;
  outcome: DoorOutcome;
  /** The buyer's 6-digit delivery code (DELIVERED). */
  code?: string | null;
  note?: string | null;
}

/** States in which an order of the checkout will never be paid for at the door. */
const NEVER_PAID: ReadonlySet<OrderStatus> = new Set(["CANCELLED", "REJECTED", "REFUSED", "PAYMENT_FAILED"]);

/**
 * Records the cash of a pay-on-delivery order that reached the door. The payment is the checkout's (one for all its
 * sellers): delivered → collected (once; a second seller's delivery finds it collected); refused → refused only when
 * no other order of the checkout can still be paid for at its door. Harmless to repeat, so the order-payments job
 * also calls it for hand-overs recorded without this flow.
 */
export async function settleCashAtDoor(
  actor: Actor,
  order: Pick<OrderSummary, "id" | "checkoutId" | "paymentMethod">,
  outcome: DoorOutcome,
  db: Database = getDb(),
): Promise<void> {
  if (order.paymentMethod !== "PAY_ON_DELIVERY") return;
  const payment = await paymentForCheckout(order.checkoutId, db);
  if (!payment || payment.method !== "PAY_ON_DELIVERY" || payment.status !== "DUE") return;
  if (outcome === "DELIVERED") {
    await recordCashCollected(actor, payment.id, db);
    return;
  }
  const others = (await listCheckoutOrders(order.checkoutId, db)).filter((other) => other.id !== order.id);
  if (others.every((other) => NEVER_PAID.has(other.status))) await recordCashRefused(actor, payment.id, db);
}

/**
 * DELIVER or REFUSE through the order's state machine (who may, guards, the code), then the cash, in one commit.
 * A wrong code's count is kept (committed) and then refused, as moveOrder does at the top level.
 */
export async function handOverOrder(actor: Actor, input: HandOverInput, db: Database = getDb()): Promise<OrderSummary> {
  const result = await db.transaction(async (tx) => {
    let order: OrderSummary;
    try {
      order = await moveOrder(
        actor,
        {
          orderId: input.orderId,
          move: input.outcome === "DELIVERED" ? "DELIVER" : "REFUSE",
          code: input.code,
          note: input.note,
        },
        tx,
      );
    } catch (error) {
      // Nothing was written but the wrong-code count: commit it, then refuse.
      if (error instanceof InputValidationError && error.validation.code) return { refused: error };
      throw error;
    }
    await settleCashAtDoor(actor, order, input.outcome, tx);
    return { order };
  });
  if ("refused" in result) throw result.refused;
  return result.order;
}

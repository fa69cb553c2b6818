import "server-only";
import type { Database } from "@/db/client";
import { settleCashAtDoor } from "@/flows/hand-over-order.flow";
import { handleEventOnce } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import type { Actor } from "@/lib/actor";
import { logger } from "@/lib/logger";
import { listCheckoutOrders, markCheckoutPaid, markCheckoutPaymentFailed } from "@/modules/orders/orders.service";
import { requestRefundOnce } from "@/modules/payments/payment-refunds.service";
import { paymentForCheckout } from "@/modules/payments/payments.service";

/**
 * The money side of an order (issue #24, "Payment", "Background work"):
 * - `payment.paid` (Paystack): the checkout's orders awaiting payment become PAID; an order cancelled meanwhile (the
 *   buyer, the 30-minute expiry) will never be sent, so its total goes back;
 * - `payment.failed`: the orders awaiting payment become PAYMENT_FAILED and give their stock back;
 * - `order.cancelled` / `order.rejected` of a paid order: its total goes back;
 * - `order.delivered` / `order.refused` of a pay-on-delivery order: the cash at the door is recorded, when the
 *   hand-over was recorded without the hand-over flow (a no-op when it was).
 * Every refund is asked once per order (its reason names the order), so the two ways to the same refund, and replays,
 * ask once; and never more than is left of the payment. The effects and the event's "handled" mark commit together.
 */

/** The one reason a whole order's money goes back, so both paths to it find the same refund. */
export function orderRefundReason(orderNumber: string): string {
  return `Order ${orderNumber} will not be fulfilled: its total is refunded`;
}

async function refundOrder(
  actor: Actor,
  order: { checkoutId: string; number: string; totalKobo: number },
  db: Database,
): Promise<void> {
  const payment = await paymentForCheckout(order.checkoutId, db);
  if (!payment || payment.method !== "PAYSTACK") return;
  const refund = await requestRefundOnce(actor, payment.id, order.totalKobo, orderRefundReason(order.number), db);
  if (refund) logger.info("orders.refund_requested", { paymentId: payment.id, refundId: refund.id });
}

export const orderPaymentsJob: JobHandler<"event.order-payments"> = async ({ eventId }, { actor, db: outer }) => {
  // The effects and the "handled" mark commit together: a replay finds the mark, or nothing was done.
  await outer.transaction((db) =>
    handleEventOnce(
      eventId,
      "event.order-payments",
      async (event) => {
        switch (event.type) {
          case "payment.paid": {
            if (event.payload.method !== "PAYSTACK") return;
            const { checkoutId } = event.payload;
            const outcome = await markCheckoutPaid(checkoutId, db);
            const neverSent = new Set(
              outcome.unchanged
                .filter((o) => o.status === "CANCELLED" || o.status === "PAYMENT_FAILED")
                .map((o) => o.orderId),
            );
            if (neverSent.size === 0) return;
            for (const order of await listCheckoutOrders(checkoutId, db))
              if (neverSent.has(order.id)) await refundOrder(actor, order, db);
            return;
          }
          case "payment.failed":
            await markCheckoutPaymentFailed(event.payload.checkoutId, db);
            return;
          case "order.cancelled":
          case "order.rejected": {
            const { paid, checkoutId, orderNumber, totalKobo } = event.payload;
            if (paid) await refundOrder(actor, { checkoutId, number: orderNumber, totalKobo }, db);
            return;
          }
          case "order.delivered":
          case "order.refused": {
            const { orderId: id, checkoutId, paymentMethod } = event.payload;
            const outcome = event.type === "order.delivered" ? "DELIVERED" : "REFUSED";
            await db.transaction((tx) => settleCashAtDoor(actor, { id, checkoutId, paymentMethod }, outcome, tx));
            return;
          }
          default:
            return;
        }
      },
      db,
    ),
  );
};

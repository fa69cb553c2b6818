import { transitions, type OrderMove } from "@/modules/orders/order-state-machine";
import type {
  DeliveryMethod,
  OrderActorKind,
  OrderStatus,
  OrderSummary,
  PaymentMethod,
} from "@/modules/orders/orders.types";

/**
 * How orders read on the seller's pages and in their CSV (issue #24). Pure, so server pages, the client actions and
 * the export share one wording.
 */

export const orderStatusLabels: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  PAYMENT_FAILED: "Payment failed",
  PAID: "Paid",
  CONFIRMED: "Confirmed (pay on delivery)",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
  READY: "Ready",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  DISPUTED: "Problem reported",
  REFUSED: "Refused at the door",
};

export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  SELLER_DELIVERY: "Your delivery",
  PICKUP: "Pickup at your store",
  OJA_COURIER: "Oja courier",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  PAYSTACK: "Paid online (Paystack)",
  PAY_ON_DELIVERY: "Pay on delivery",
};

export const actorKindLabels: Record<OrderActorKind, string> = {
  BUYER: "The buyer",
  VENDOR: "Your team",
  SYSTEM: "Oja (automatic)",
  STAFF: "Oja staff",
};

/** The buyer as the seller sees them before hand-over: the first name only. */
export function buyerFirstName(buyerName: string): string {
  return buyerName.trim().split(/\s+/, 1)[0] || "The buyer";
}

/** Where it goes, in a word: the area (or LGA) and state, or the store for a pickup. */
export function deliveryPlace(order: Pick<OrderSummary, "delivery" | "address">): string {
  if (order.delivery.method === "PICKUP") return order.delivery.store?.name ?? "Your store";
  if (!order.address) return "";
  return [order.address.area || order.address.lga, order.address.state].filter(Boolean).join(", ");
}

/** Whether the payment is in hand, as the order's state says (the payments module keeps the details). */
export function paymentState(order: Pick<OrderSummary, "paymentMethod" | "status">): string {
  const { paymentMethod, status } = order;
  if (status === "AWAITING_PAYMENT") return "Waiting for the buyer to pay";
  if (status === "PAYMENT_FAILED") return "Payment failed";
  if (paymentMethod === "PAY_ON_DELIVERY")
    return status === "DELIVERED" || status === "COMPLETED" ? "Cash collected at hand-over" : "Collect at hand-over";
  if (status === "CANCELLED" || status === "REJECTED") return "Paid; Oja refunds the buyer";
  return "Paid";
}

/** "13 h 20 min left" to accept, or that the time is up (the sweep cancels it shortly). */
export function timeLeftToAccept(acceptBy: Date | null, now: Date = new Date()): string {
  if (!acceptBy) return "";
  const minutes = Math.floor((acceptBy.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return "Time to accept has run out";
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left to accept` : `${minutes} min left to accept`;
}

/**
 * The moves a seller may make on this order now, as the state machine's table allows (state, who and guard), so a
 * button is never offered that the server would refuse.
 */
export function sellerMovesFor(
  order: Pick<OrderSummary, "status" | "paymentMethod" | "delivery" | "createdAt" | "acceptBy" | "inspectionEndsAt">,
  now: Date = new Date(),
): OrderMove[] {
  return transitions
    .filter((t) => t.who.includes("vendor") && t.from.includes(order.status))
    .filter(
      (t) =>
        !t.guard?.(
          {
            status: order.status,
            paymentMethod: order.paymentMethod,
            deliveryMethod: order.delivery.method,
            createdAt: order.createdAt,
            acceptBy: order.acceptBy,
            inspectionEndsAt: order.inspectionEndsAt,
          },
          now,
        ),
    )
    .map((t) => t.move);
}

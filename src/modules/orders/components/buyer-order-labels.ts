import { formatNaira } from "@/lib/money";
import { transitionFor, type OrderMove } from "@/modules/orders/order-state-machine";
import type {
  DeliveryMethod,
  OrderActorKind,
  OrderStatus,
  OrderSummary,
  OrderTimelineEntry,
} from "@/modules/orders/orders.types";

/**
 * How the buyer's pages word an order (issue #24): states as a buyer reads them ("On its way", not OUT_FOR_DELIVERY),
 * the payment, the timeline, and which of the buyer's moves the state machine allows now. Pure: the list, the order
 * page and their tests share it.
 */

const shortDay = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "Africa/Lagos" });

/** "2 Dec", in Lagos time: the day a window ends, as the buyer reads it. */
export function formatShortDay(date: Date): string {
  return shortDay.format(date);
}

type StatusInput = Pick<OrderSummary, "status" | "inspectionEndsAt"> & { delivery: { method: DeliveryMethod } };

/** The order's state in words a buyer understands. */
export function buyerStatusWords(order: StatusInput): string {
  switch (order.status) {
    case "AWAITING_PAYMENT":
      return "Waiting for your payment";
    case "PAYMENT_FAILED":
      return "Payment did not go through";
    case "PAID":
    case "CONFIRMED":
      return "Waiting for the seller to accept";
    case "ACCEPTED":
      return "Accepted: the seller is preparing it";
    case "REJECTED":
      return "The seller could not take this order";
    case "READY":
      return order.delivery.method === "PICKUP" ? "Ready for you to collect" : "Packed and ready to go out";
    case "OUT_FOR_DELIVERY":
      return "On its way";
    case "DELIVERED":
      return order.inspectionEndsAt
        ? `Delivered — check your items by ${formatShortDay(order.inspectionEndsAt)}`
        : "Delivered";
    case "COMPLETED":
      return "Completed";
    case "CANCELLED":
      return "Cancelled";
    case "DISPUTED":
      return "Problem reported: Oja is looking into it";
    case "REFUSED":
      return "Refused at delivery";
  }
}

/** A colour per kind of state: waiting, moving, done, stopped. */
export function statusTone(status: OrderStatus): "wait" | "move" | "done" | "stop" {
  if (["CANCELLED", "REJECTED", "PAYMENT_FAILED", "DISPUTED", "REFUSED"].includes(status)) return "stop";
  if (status === "COMPLETED" || status === "DELIVERED") return "done";
  if (["READY", "OUT_FOR_DELIVERY", "ACCEPTED"].includes(status)) return "move";
  return "wait";
}

export const deliveryMethodWords: Record<DeliveryMethod, string> = {
  SELLER_DELIVERY: "Delivered by the seller",
  PICKUP: "Pickup at the seller's store",
  OJA_COURIER: "Oja delivery",
};

/** What the timeline says a step was; `actorKind` tells "you" from the seller and Oja. */
export function timelineWords(entry: Pick<OrderTimelineEntry, "from" | "to" | "actorKind">): string {
  const by: Record<OrderActorKind, string> = { BUYER: "you", VENDOR: "the seller", SYSTEM: "Oja", STAFF: "Oja" };
  switch (entry.to) {
    case "AWAITING_PAYMENT":
      return "Order placed";
    case "CONFIRMED":
      return "Order placed, to pay on delivery";
    case "PAID":
      return "Payment received";
    case "PAYMENT_FAILED":
      return "Payment did not go through";
    case "ACCEPTED":
      return "Accepted by the seller";
    case "REJECTED":
      return "Rejected by the seller";
    case "READY":
      return "Ready";
    case "OUT_FOR_DELIVERY":
      return "Out for delivery";
    case "DELIVERED":
      return "Delivered";
    case "COMPLETED":
      return entry.actorKind === "BUYER" ? "You confirmed you have your items" : "Completed";
    case "CANCELLED":
      return entry.actorKind === "BUYER"
        ? "You cancelled"
        : entry.from === "AWAITING_PAYMENT"
          ? "Cancelled: the payment was not made in time"
          : entry.actorKind === "SYSTEM"
            ? "Cancelled: the seller did not accept in time"
            : `Cancelled by ${by[entry.actorKind]}`;
    case "DISPUTED":
      return "You reported a problem";
    case "REFUSED":
      return "Refused at delivery: not paid, and the items went back to the seller";
  }
}

/** Notes people wrote (a reason to reject, the buyer's problem); a job's own note is for operations, not shown. */
export function shownNote(entry: Pick<OrderTimelineEntry, "actorKind" | "note">): string | null {
  return entry.actorKind === "BUYER" || entry.actorKind === "VENDOR" ? entry.note : null;
}

/** The payment in words: the checkout's payment when there is one, else what the order's state implies. */
export function paymentWords(
  order: Pick<OrderSummary, "status" | "paymentMethod">,
  // Payments' status, passed in by the page: orders does not depend on the payments module.
  payment: { status: string } | null,
): string {
  const status = payment?.status;
  if (order.paymentMethod === "PAY_ON_DELIVERY") {
    if (status === "COLLECTED") return "Pay on delivery: paid in cash";
    if (status === "REFUSED") return "Pay on delivery: refused at delivery";
    return "Pay on delivery: pay when your items arrive";
  }
  switch (status) {
    case "PAID":
      return "Paid online";
    case "PARTIALLY_REFUNDED":
      return "Paid online, partly refunded";
    case "REFUNDED":
      return "Paid online, refunded";
    case "FAILED":
      return "Online payment failed";
    case "ABANDONED":
      return "Online payment not completed";
    case "UNPAID":
      return "Online payment: not paid yet";
    default:
      if (order.status === "AWAITING_PAYMENT") return "Online payment: not paid yet";
      if (order.status === "PAYMENT_FAILED") return "Online payment failed";
      return "Paid online";
  }
}

/** A refund of the order's payment as payments describes it to the buyer (orders does not depend on payments). */
export interface RefundLine {
  amountKobo: number;
  state: "REFUNDED" | "ON_ITS_WAY" | "DELAYED";
  transferReference: string | null;
  /** Sent to an account the buyer gave support: "GTBank …7890". */
  toAccount?: string | null;
}

export function refundWords(refund: RefundLine): string {
  const amount = formatNaira(refund.amountKobo);
  if (refund.state === "REFUNDED")
    return refund.transferReference
      ? `Refunded ${amount} by bank transfer, reference ${refund.transferReference}`
      : refund.toAccount
        ? `Refunded ${amount} to your account ${refund.toAccount}`
        : `Refunded ${amount} to the card or account you paid with`;
  if (refund.state === "ON_ITS_WAY")
    return refund.toAccount
      ? `Refund of ${amount} on its way to your account ${refund.toAccount}: your bank may take a few days to show it`
      : `Refund of ${amount} on its way: your bank may take a few days to show it`;
  return `Refund of ${amount} held up: your bank could not take it back. Oja's support team will contact you to pay it another way`;
}

export type BuyerMove = Extract<OrderMove, "CANCEL" | "CONFIRM_RECEIPT" | "REPORT_PROBLEM">;

/**
 * The buyer's moves the state machine allows now: the same table and guards moveOrder checks, so the page never
 * offers a button the service would refuse (a stale page still can; the service then says why).
 */
export function buyerMoves(
  order: Pick<OrderSummary, "status" | "paymentMethod" | "createdAt" | "acceptBy" | "inspectionEndsAt"> & {
    delivery: { method: DeliveryMethod };
  },
  now: Date = new Date(),
): BuyerMove[] {
  const moves: BuyerMove[] = ["CANCEL", "CONFIRM_RECEIPT", "REPORT_PROBLEM"];
  return moves.filter((move) => {
    const transition = transitionFor(move);
    if (!transition.from.includes(order.status) || !transition.who.includes("buyer")) return false;
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
    return !refusal;
  });
}

/** States in which the delivery code still matters (before hand-over); the service renews it only then. */
export function codeStillNeeded(status: OrderStatus): boolean {
  return !["DELIVERED", "COMPLETED", "CANCELLED", "REJECTED", "PAYMENT_FAILED", "DISPUTED"].includes(status);
}

/** What the order page says after each of the buyer's acts (buyer-orders.actions.ts). */
export const buyerOrderNotices = {
  cancelled: "Order cancelled.",
  confirmed: "Thank you: the order is complete.",
  reported: "Problem reported. Oja's team will look into it and contact you.",
  renewed: "Here is your new delivery code. The old one no longer works.",
} as const;

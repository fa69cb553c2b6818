import type { DeliveryMethod, OrderStatus, PaymentMethod } from "@/modules/orders/orders.types";

/**
 * The order's one state machine (issue #24), written once as a table that every move goes through (moveOrder in
 * order-moves.service.ts). A row says which states a move leaves, where it goes, who may make it and what must hold;
 * the service adds the rest (the conditional update from the expected state, stock, ledger, history, audit, event).
 *
 * AWAITING_PAYMENT → PAID (Paystack) → ACCEPTED | REJECTED → READY → OUT_FOR_DELIVERY → DELIVERED → COMPLETED;
 * pay on delivery starts at CONFIRMED instead of PAID; pickup goes READY → DELIVERED. Also CANCELLED (the buyer before
 * acceptance, the system for an abandoned payment or a seller who never accepted), PAYMENT_FAILED, DISPUTED, and
 * REFUSED (pay on delivery only: the buyer would not take the order at the door, so no cash changed hands).
 */

export const orderMoves = [
  "PAY",
  "FAIL_PAYMENT",
  "ACCEPT",
  "REJECT",
  "MARK_READY",
  "DISPATCH",
  "DELIVER",
  "CONFIRM_RECEIPT",
  "COMPLETE",
  "CANCEL",
  "EXPIRE",
  "AUTO_CANCEL",
  "REPORT_PROBLEM",
  "REFUSE",
] as const;
export type OrderMove = (typeof orderMoves)[number];

/** Who may make a move: the order's buyer, the vendor's members with `orders:manage`, or a job. */
export type MoveMaker = "buyer" | "vendor" | "system";

/** What a guard reads: the order as loaded, and the time of the move. */
export interface GuardedOrder {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  createdAt: Date;
  acceptBy: Date | null;
  inspectionEndsAt: Date | null;
}

export interface Transition {
  move: OrderMove;
  from: readonly OrderStatus[];
  to: OrderStatus;
  who: readonly MoveMaker[];
  /** Null when the move may go ahead, else the message that refuses it. */
  guard?: (order: GuardedOrder, now: Date) => string | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long the buyer has to pay before the reservation is given back. */
export const PAYMENT_WINDOW_MS = 30 * MINUTE_MS;
/** How long the seller has to accept a paid or confirmed order. */
export const ACCEPT_WINDOW_MS = 48 * HOUR_MS;
/** How long the buyer may report a problem after delivery before the order completes. */
export const INSPECTION_WINDOW_MS = 3 * DAY_MS;

export const moveMessages = {
  notPaystack: "Only an order paid online can be marked paid",
  pickupSkipsDispatch: "A pickup order is collected at the store: mark it delivered when the buyer collects it",
  deliverFromReady: "Send this order out for delivery before marking it delivered",
  deliverPickupFromReady: "Mark the order ready for pickup before it is collected",
  paymentStillOpen: "The buyer still has time to pay for this order",
  sellerStillHasTime: "The seller still has time to accept this order",
  inspectionOpen: "The buyer's inspection window has not ended yet",
  inspectionEnded: "The 3-day window to report a problem with this order has ended",
  refuseOnlyCash: "Only a pay-on-delivery order can be refused at the door",
  refuseAtTheDoor: "Send this order out for delivery before recording a refusal at the door",
  refusePickupFromReady: "Mark the order ready for pickup before recording a refusal",
} as const;

export const transitions: readonly Transition[] = [
  {
    move: "PAY",
    from: ["AWAITING_PAYMENT"],
    to: "PAID",
    who: ["system"],
    guard: (o) => (o.paymentMethod === "PAYSTACK" ? null : moveMessages.notPaystack),
  },
  { move: "FAIL_PAYMENT", from: ["AWAITING_PAYMENT"], to: "PAYMENT_FAILED", who: ["system"] },
  { move: "ACCEPT", from: ["PAID", "CONFIRMED"], to: "ACCEPTED", who: ["vendor"] },
  { move: "REJECT", from: ["PAID", "CONFIRMED"], to: "REJECTED", who: ["vendor"] },
  { move: "MARK_READY", from: ["ACCEPTED"], to: "READY", who: ["vendor"] },
  {
    move: "DISPATCH",
    from: ["READY"],
    to: "OUT_FOR_DELIVERY",
    who: ["vendor"],
    guard: (o) => (o.deliveryMethod === "PICKUP" ? moveMessages.pickupSkipsDispatch : null),
  },
  {
    move: "DELIVER",
    from: ["READY", "OUT_FOR_DELIVERY"],
    to: "DELIVERED",
    who: ["vendor"],
    // A pickup is handed over at the store (from READY); anything else from the road (OUT_FOR_DELIVERY).
    guard: (o) =>
      o.deliveryMethod === "PICKUP"
        ? o.status === "READY"
          ? null
          : moveMessages.deliverPickupFromReady
        : o.status === "OUT_FOR_DELIVERY"
          ? null
          : moveMessages.deliverFromReady,
  },
  { move: "CONFIRM_RECEIPT", from: ["DELIVERED"], to: "COMPLETED", who: ["buyer"] },
  {
    move: "COMPLETE",
    from: ["DELIVERED"],
    to: "COMPLETED",
    who: ["system"],
    guard: (o, now) =>
      o.inspectionEndsAt && o.inspectionEndsAt.getTime() <= now.getTime() ? null : moveMessages.inspectionOpen,
  },
  { move: "CANCEL", from: ["AWAITING_PAYMENT", "PAID", "CONFIRMED"], to: "CANCELLED", who: ["buyer"] },
  {
    move: "EXPIRE",
    from: ["AWAITING_PAYMENT"],
    to: "CANCELLED",
    who: ["system"],
    guard: (o, now) =>
      now.getTime() - o.createdAt.getTime() >= PAYMENT_WINDOW_MS ? null : moveMessages.paymentStillOpen,
  },
  {
    move: "AUTO_CANCEL",
    from: ["PAID", "CONFIRMED"],
    to: "CANCELLED",
    who: ["system"],
    guard: (o, now) => (o.acceptBy && o.acceptBy.getTime() <= now.getTime() ? null : moveMessages.sellerStillHasTime),
  },
  {
    move: "REPORT_PROBLEM",
    from: ["DELIVERED"],
    to: "DISPUTED",
    who: ["buyer"],
    guard: (o, now) =>
      o.inspectionEndsAt && now.getTime() < o.inspectionEndsAt.getTime() ? null : moveMessages.inspectionEnded,
  },
  {
    // "The buyer refused the order at the door": where DELIVER would hand it over, for cash that never came.
    move: "REFUSE",
    from: ["READY", "OUT_FOR_DELIVERY"],
    to: "REFUSED",
    who: ["vendor"],
    guard: (o) =>
      o.paymentMethod !== "PAY_ON_DELIVERY"
        ? moveMessages.refuseOnlyCash
        : o.deliveryMethod === "PICKUP"
          ? o.status === "READY"
            ? null
            : moveMessages.refusePickupFromReady
          : o.status === "OUT_FOR_DELIVERY"
            ? null
            : moveMessages.refuseAtTheDoor,
  },
];

export function transitionFor(move: OrderMove): Transition {
  const transition = transitions.find((t) => t.move === move);
  if (!transition) throw new Error(`orders: no transition ${move}`);
  return transition;
}

/** The states an order leaves with its stock given back: it will never be handed over. */
export const RETURNS_STOCK: ReadonlySet<OrderStatus> = new Set(["CANCELLED", "REJECTED", "PAYMENT_FAILED", "REFUSED"]);

/** How a state reads after "An order …". */
const statePhrases: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "awaiting payment",
  PAYMENT_FAILED: "whose payment failed",
  PAID: "that is paid",
  CONFIRMED: "that is confirmed",
  ACCEPTED: "that is already accepted",
  REJECTED: "that was rejected",
  READY: "that is ready",
  OUT_FOR_DELIVERY: "out for delivery",
  DELIVERED: "that was delivered",
  COMPLETED: "that is completed",
  CANCELLED: "that was cancelled",
  DISPUTED: "under dispute",
  REFUSED: "that was refused at the door",
};

/** How a state reads after "This order is already …". */
const stateWords: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "awaiting payment",
  PAYMENT_FAILED: "marked unpaid",
  PAID: "paid",
  CONFIRMED: "confirmed",
  ACCEPTED: "accepted",
  REJECTED: "rejected",
  READY: "ready",
  OUT_FOR_DELIVERY: "out for delivery",
  DELIVERED: "delivered",
  COMPLETED: "completed",
  CANCELLED: "cancelled",
  DISPUTED: "under dispute",
  REFUSED: "refused at the door",
};

/** How a move reads after "cannot be …". */
const moveWords: Record<OrderMove, string> = {
  PAY: "marked paid",
  FAIL_PAYMENT: "marked unpaid",
  ACCEPT: "accepted",
  REJECT: "rejected",
  MARK_READY: "marked ready",
  DISPATCH: "sent out for delivery",
  DELIVER: "marked delivered",
  CONFIRM_RECEIPT: "confirmed as received",
  COMPLETE: "completed",
  CANCEL: "cancelled",
  EXPIRE: "cancelled",
  AUTO_CANCEL: "cancelled",
  REPORT_PROBLEM: "reported",
  REFUSE: "refused at the door",
};

/**
 * Why `move` cannot leave `status`: "This order is already accepted" when it is where the move would take it,
 * otherwise "An order awaiting payment cannot be marked ready".
 */
export function illegalMoveMessage(move: OrderMove, status: OrderStatus): string {
  const transition = transitionFor(move);
  if (transition.to === status) return `This order is already ${stateWords[status]}`;
  return `An order ${statePhrases[status]} cannot be ${moveWords[move]}`;
}

/** The event a move publishes: "order." and its new state, in kebab case ("order.out-for-delivery"). */
export function eventTypeFor(status: OrderStatus) {
  return `order.${status.toLowerCase().replaceAll("_", "-")}` as const;
}

import type { DeliveryMethod } from "@/modules/delivery/delivery.types";
/**
 * Read models of orders (issue #24): what the buyer's and the seller's pages and the API show. Money is integer kobo;
 * the delivery and the address are snapshots taken at checkout.
 */

export type OrderStatus =
  | "AWAITING_PAYMENT"
  | "PAYMENT_FAILED"
  | "PAID"
  | "CONFIRMED"
  | "ACCEPTED"
  | "REJECTED"
  | "READY"
  | "OUT_FOR_DELIVERY"
  | "DELIVERED"
  | "COMPLETED"
  | "CANCELLED"
  | "DISPUTED"
  | "REFUSED";

/**
 * How a checkout is paid: the one list the orders' and the payments' enums (in the database and the API), the checkout
 * and the type come from. Published here, with the read models, because payments records the method orders chose.
 */
export const paymentMethods = ["PAYSTACK", "PAY_ON_DELIVERY"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type { DeliveryMethod };
export type OrderActorKind = "BUYER" | "VENDOR" | "SYSTEM" | "STAFF";

/** The delivery the buyer chose for one seller, as it was offered at checkout. */
export interface DeliverySnapshot {
  method: DeliveryMethod;
  feeKobo: number;
  /** The expected window, e.g. "2–4 days" or ISO dates; shown as given. */
  expectedWindow: string;
  /** The store to collect from, for PICKUP. */
  store?: { id: string; name: string; address: string; landmark?: string | null; openingHours?: unknown } | null;
}

/** Where it goes (null for pickup): the address as the buyer saved it then. */
export interface AddressSnapshot {
  recipientName: string;
  phone: string;
  state: string;
  lga: string;
  area?: string | null;
  street: string;
  landmark?: string | null;
}

export interface OrderItemView {
  productId: string | null;
  title: string;
  unitLabel: string;
  unitPriceKobo: number;
  quantity: number;
  lineTotalKobo: number;
  pictureUrl: string | null;
}

export interface OrderTimelineEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  actorKind: OrderActorKind;
  note: string | null;
  at: Date;
}

export interface OrderSummary {
  id: string;
  number: string;
  checkoutId: string;
  buyerId: string;
  vendorId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  itemsTotalKobo: number;
  deliveryFeeKobo: number;
  totalKobo: number;
  buyerName: string;
  delivery: DeliverySnapshot;
  address: AddressSnapshot | null;
  acceptBy: Date | null;
  inspectionEndsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItemView[];
  timeline: OrderTimelineEntry[];
  /** The buyer's own view only: the 6-digit code to give at hand-over; null for everyone else. */
  deliveryCode: string | null;
  /** Whether too many wrong codes were typed: the buyer must ask for a new one. */
  deliveryCodeLocked: boolean;
}

export interface OrderPage {
  orders: OrderSummary[];
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

/** A line of the buyer's order list (/account/orders): the order, its seller and its first item. */
export interface BuyerOrderCard extends OrderSummary {
  vendorName: string;
  firstItem: { title: string; pictureUrl: string | null } | null;
  itemCount: number;
}

export interface BuyerOrderCardPage {
  orders: BuyerOrderCard[];
  nextCursor: string | null;
}

/** Another order of the same checkout (one per seller), for the "Order placed" banner. */
export interface CheckoutSibling {
  id: string;
  number: string;
  vendorName: string;
  totalKobo: number;
}

/** The buyer's order page: the order with its seller and the other orders of its checkout. */
export interface BuyerOrderView extends OrderDetail {
  vendorName: string;
  /** The seller's store page while they are approved. */
  vendorSlug: string | null;
  checkoutSiblings: CheckoutSibling[];
}

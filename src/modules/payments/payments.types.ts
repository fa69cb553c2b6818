/** Read models of the payments module, published for orders, checkout pages and operations. */
import type { PaymentMethod } from "@/modules/orders/orders.types";

export type PaymentStatus =
  "UNPAID" | "PAID" | "PARTIALLY_REFUNDED" | "REFUNDED" | "FAILED" | "ABANDONED" | "DUE" | "COLLECTED" | "REFUSED";
export type RefundStatus = "PENDING" | "PROCESSING" | "PROCESSED" | "FAILED";

export interface PaymentSummary {
  id: string;
  reference: string;
  checkoutId: string;
  buyerId: string;
  amountKobo: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  refundedKobo: number;
  channel: string | null;
  paidAt: Date | null;
  authorizationUrl: string | null;
  failureReason: string | null;
  createdAt: Date;
}

export interface RefundSummary {
  id: string;
  paymentId: string;
  amountKobo: number;
  reason: string;
  status: RefundStatus;
  providerRefundId: string | null;
  /** Paystack's last word on it, and when it was processed. */
  providerStatus: string | null;
  processedAt: Date | null;
  failureReason: string | null;
  /** What support did about it once it failed, the refund that replaced it, and a bank transfer's reference. */
  followUp: RefundFollowUp | null;
  followUpRefundId: string | null;
  transferReference: string | null;
  /** The buyer's account support gave Paystack for a refund it held ("GTBank …7890"), and its bank's name for it. */
  refundAccount: string | null;
  refundAccountName: string | null;
  createdAt: Date;
  /** The last change: when it failed, or Paystack last said something about it. */
  updatedAt: Date;
}

/** REFUNDED_AGAIN and PAID_BY_TRANSFER replace a failed refund; ACCOUNT_GIVEN sends on one Paystack held. */
export type RefundFollowUp = "REFUNDED_AGAIN" | "PAID_BY_TRANSFER" | "ACCOUNT_GIVEN";

/**
 * A refund as the buyer sees it on their order: back with them, on its way, or held up (Paystack could not send it
 * back, or needs their bank account: support is on it). A failed refund support replaced shows as its replacement.
 */
export interface BuyerRefund {
  amountKobo: number;
  state: "REFUNDED" | "ON_ITS_WAY" | "DELAYED";
  /** When support paid it by bank transfer: the transfer's reference, to find it on a bank statement. */
  transferReference: string | null;
  /** When it went (or is going) to an account the buyer gave support: the bank and last four digits ("GTBank …7890"). */
  toAccount: string | null;
}

/** A refund the buyer is still owed, for support's page: what went wrong, the payment, and whom to reach. */
export interface RefundToFollowUp {
  refund: RefundSummary;
  /** FAILED: Paystack could not process it. NEEDS_BANK_DETAILS: Paystack holds it until the buyer's account is given. */
  problem: "FAILED" | "NEEDS_BANK_DETAILS";
  payment: { id: string; reference: string; checkoutId: string; amountKobo: number; refundedKobo: number };
  channel: string | null;
  buyer: { id: string; name: string; email: string | null; phone: string | null };
}

/** What one settlement attempt found; `changed` is true only for the caller whose update made the change. */
export type SettleResult =
  | { outcome: "PAID" | "FAILED"; changed: boolean; payment: PaymentSummary }
  /** Settled before (paid, failed, refunded, abandoned): nothing to do. */
  | { outcome: "ALREADY_SETTLED"; payment: PaymentSummary }
  /**
   * Paystack took the money after the payment was given up (its orders cancelled): it is refunded in full; `refunded`
   * is true only for the caller that asked the refund.
   */
  | { outcome: "PAID_LATE"; refunded: boolean; payment: PaymentSummary }
  /** Paystack has no outcome yet (`providerStatus`: "abandoned", "ongoing", "not-found" when never opened, …). */
  | { outcome: "PENDING"; providerStatus: string; payment: PaymentSummary }
  /** Paystack's answer does not match the payment (amount, currency or reference): refused, logged, unchanged. */
  | { outcome: "REFUSED"; mismatch: string[]; payment: PaymentSummary }
  /** Paystack could not be asked now; try again later. */
  | { outcome: "UNAVAILABLE"; payment: PaymentSummary }
  /** No Paystack payment has this reference. */
  | { outcome: "UNKNOWN" };

export type BeginPaymentResult =
  | { status: "OK"; authorizationUrl: string }
  /** Not an unpaid Paystack payment (already paid, failed, pay on delivery). */
  | { status: "NOT_PAYABLE"; paymentStatus: PaymentStatus }
  /** Card payment is unavailable now (no gateway, or Paystack did not answer): try again or pay on delivery. */
  | { status: "UNAVAILABLE" };

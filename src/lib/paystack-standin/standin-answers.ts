/**
 * The bodies the stand-in answers with, in the shapes Paystack's OpenAPI description declares
 * (tests/support/paystack-openapi.yaml; tests/support/paystack-contract.test.ts checks them): every field it marks
 * required is present, with its type, `null` only where it allows it.
 */

export type StandinStatus = "abandoned" | "success" | "failed";

export interface StandinTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amountKobo: number;
  currency: string;
  callbackUrl: string | null;
  channels: string[];
  metadata: Record<string, unknown>;
  status: StandinStatus;
  channel: string | null;
  paidAt: string | null;
  createdAt: string;
  refundedKobo: number;
  /**
   * Chosen on the payment page: what becomes of this payment's refunds once accepted. Processed (the usual), failed, or
   * held for the buyer's bank account ("needs-attention"), to try support's follow-up on a fresh machine.
   */
  refundsEnd: RefundEnd;
}

export type RefundEnd = "processed" | "failed" | "needs-attention";

/**
 * Paystack's refund states the stand-in goes through: accepted ("pending"), then processed or failed, or held for the
 * buyer's bank account ("needs-attention") until it is given, then "processing" and processed (or failed).
 */
export type StandinRefundStatus = "pending" | "needs-attention" | "processing" | "processed" | "failed";

export interface StandinRefund {
  id: number;
  reference: string;
  amountKobo: number;
  createdAt: string;
  status: StandinRefundStatus;
  refundedAt: string | null;
  /** The account given for a refund held for one (retry_with_customer_details). */
  account: { accountNumber: string; bankId: string } | null;
}

export const STANDIN_DOMAIN = "test";

/** `{ status: false, message, meta, type }`: Paystack's error answer (its `code` is optional in the description). */
export function errorAnswer(message: string, type: "api_error" | "validation_error", nextStep: string) {
  return { status: false, message, meta: { nextStep }, type };
}

const GATEWAY_RESPONSE: Record<StandinStatus, string> = {
  success: "Successful",
  failed: "Declined",
  abandoned: "The transaction was not completed",
};

function customer(transaction: StandinTransaction) {
  return {
    id: transaction.id,
    first_name: null,
    last_name: null,
    email: transaction.email,
    customer_code: `CUS_test${transaction.id}`,
    phone: null,
    metadata: null,
    risk_action: "default",
    international_format_phone: null,
  };
}

function authorization(transaction: StandinTransaction) {
  const channel = transaction.channel ?? "card";
  return {
    authorization_code: `AUTH_test${transaction.id}`,
    bin: channel === "card" ? "408408" : null,
    last4: channel === "card" ? "4081" : "",
    exp_month: channel === "card" ? "12" : "",
    exp_year: channel === "card" ? "2030" : "",
    channel,
    card_type: channel === "card" ? "visa " : "",
    bank: "TEST BANK",
    country_code: "NG",
    brand: channel === "card" ? "visa" : channel,
    reusable: false,
    signature: channel === "card" ? `SIG_test${transaction.id}` : "",
    account_name: null,
    receiver_bank_account_number: null,
    receiver_bank: null,
  };
}

/** `data` of GET /transaction/verify/:reference, also the `data` of the charge webhooks. */
export function transactionData(transaction: StandinTransaction) {
  return {
    id: transaction.id,
    domain: STANDIN_DOMAIN,
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amountKobo,
    message: null,
    gateway_response: GATEWAY_RESPONSE[transaction.status],
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: transaction.channel ?? "card",
    currency: transaction.currency,
    ip_address: "127.0.0.1",
    metadata: transaction.metadata,
    log: null,
    fees: transaction.status === "success" ? Math.min(200_000, Math.round(transaction.amountKobo * 0.015)) : null,
    fees_split: null,
    authorization: authorization(transaction),
    customer: customer(transaction),
    plan: null,
    split: {},
    order_id: null,
    paidAt: transaction.paidAt,
    createdAt: transaction.createdAt,
    requested_amount: transaction.amountKobo,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: transaction.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

export function verifyAnswer(transaction: StandinTransaction) {
  return { status: true, message: "Verification successful", data: transactionData(transaction) };
}

export function refundAnswer(transaction: StandinTransaction, refund: StandinRefund) {
  return {
    status: true,
    message: "Refund has been queued for processing",
    data: {
      transaction: {
        id: transaction.id,
        domain: STANDIN_DOMAIN,
        reference: transaction.reference,
        amount: transaction.amountKobo,
        paid_at: transaction.paidAt ?? "",
        channel: transaction.channel ?? "card",
        currency: transaction.currency,
        authorization: { exp_month: null, exp_year: null, account_name: null },
        customer: { international_format_phone: null },
        plan: {},
        subaccount: { currency: null },
        split: {},
        order_id: null,
        paidAt: transaction.paidAt ?? "",
        pos_transaction_data: null,
        source: null,
        fees_breakdown: null,
      },
      integration: 1,
      deducted_amount: 0,
      channel: null,
      merchant_note: `Refund for transaction ${transaction.reference}`,
      customer_note: `Refund for transaction ${transaction.reference}`,
      status: "pending",
      refunded_by: "oja@test.gateway",
      expected_at: new Date(Date.parse(refund.createdAt) + 24 * 60 * 60 * 1000).toISOString(),
      currency: transaction.currency,
      domain: STANDIN_DOMAIN,
      amount: refund.amountKobo,
      fully_deducted: true,
      id: refund.id,
      createdAt: refund.createdAt,
      updatedAt: refund.createdAt,
    },
  };
}

const REFUND_REASONS: Record<StandinRefundStatus, string> = {
  pending: "PENDING",
  "needs-attention": "NEEDS_ATTENTION",
  processing: "PROCESSING",
  processed: "PROCESSED",
  failed: "FAILED",
};

/** GET /refund/:id: where a refund stands (RefundFetchResponse; its customer's fields are all strings there). */
export function refundFetchAnswer(transaction: StandinTransaction, refund: StandinRefund) {
  return {
    status: true,
    message: "Refund retrieved",
    data: {
      integration: 1,
      transaction: transaction.id,
      dispute: null,
      settlement: null,
      id: refund.id,
      domain: STANDIN_DOMAIN,
      currency: transaction.currency,
      amount: refund.amountKobo,
      status: refund.status,
      refunded_at: refund.refundedAt,
      refunded_by: "oja@test.gateway",
      customer_note: `Refund for transaction ${transaction.reference}`,
      merchant_note: `Refund for transaction ${transaction.reference}`,
      deducted_amount: refund.status === "failed" ? 0 : refund.amountKobo,
      fully_deducted: refund.status === "failed" ? 0 : 1,
      createdAt: refund.createdAt,
      bank_reference: refund.status === "processed" ? `TRF_test${refund.id}` : null,
      transaction_reference: transaction.reference,
      reason: REFUND_REASONS[refund.status],
      customer: {
        id: transaction.id,
        first_name: "",
        last_name: "",
        email: transaction.email,
        customer_code: `CUS_test${transaction.id}`,
        phone: "",
        metadata: "",
        risk_action: "default",
        international_format_phone: "",
      },
      refund_type: refund.amountKobo === transaction.amountKobo ? "full" : "partial",
      transaction_amount: transaction.amountKobo,
      initiated_by: "merchant",
      refund_channel: transaction.channel ?? "card",
      session_id: null,
      collect_account_number: false,
    },
  };
}

/** POST /refund/retry_with_customer_details/:id: the refund, now processing (RefundRetryResponse, Paystack's sample). */
export function refundRetryAnswer(transaction: StandinTransaction, refund: StandinRefund) {
  return {
    status: true,
    message: "Refund retried and has been queued for processing",
    data: {
      integration: 1,
      transaction: transaction.id,
      // Paystack's sample has null in these three; its description declares objects, which the contract holds to.
      dispute: {},
      settlement: {},
      id: refund.id,
      domain: STANDIN_DOMAIN,
      currency: transaction.currency,
      amount: refund.amountKobo,
      status: refund.status,
      refunded_at: null,
      expected_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      channel: transaction.channel ?? "card",
      refunded_by: "oja@test.gateway",
      customer_note: `Refund for transaction ${transaction.reference}`,
      merchant_note: `Refund for transaction ${transaction.reference}`,
      deducted_amount: refund.amountKobo,
      fully_deducted: true,
      bank_reference: null,
      reason: REFUND_REASONS[refund.status],
      customer: {},
      initiated_by: "oja@test.gateway",
      reversed_at: null,
      session_id: null,
    },
  };
}

/**
 * `data` of the refund webhooks (refund.pending, refund.processing, refund.processed, refund.failed) as Paystack's
 * documentation shows them: the transaction's reference, the amount as a string of kobo, no refund id of Paystack's
 * own in most of them (the stand-in adds it, as the needs-attention sample has it, as a string).
 */
export function refundEventData(transaction: StandinTransaction, refund: StandinRefund) {
  return {
    status: refund.status,
    transaction_reference: transaction.reference,
    refund_reference: refund.status === "processed" ? `TRF_test${refund.id}` : null,
    amount: String(refund.amountKobo),
    currency: transaction.currency,
    processor: "test-gateway",
    customer: { first_name: null, last_name: null, email: transaction.email },
    integration: 1,
    domain: STANDIN_DOMAIN,
    id: String(refund.id),
  };
}

import "server-only";
import { logger } from "@/lib/logger";
import {
  paystackMessage,
  paystackRequest,
  retryAfterSeconds,
  successData,
  type PaystackAnswer,
  type PaystackCallOptions,
  type PaystackSettings,
  type PaystackUnavailableReason,
} from "./paystack-http";

/**
 * Money in through Paystack: initialize a transaction (the buyer is sent to its `authorization_url`), verify it by
 * reference, refund it, fetch a refund to learn where it stands (Paystack processes refunds later), and give the
 * buyer's bank account for a refund Paystack holds for one. Amounts are integer kobo both ways (Paystack's "smallest
 * denomination"). Each call returns a typed result and never throws for what Paystack or the network may do; the secret key is never logged.
 */

export type PaystackChannel = "card" | "bank_transfer" | "ussd";

/** Answers that say "not now": the caller keeps the payment as it is and tries again later. */
export type PaystackNotNow =
  | { status: "RATE_LIMITED"; retryAfterSeconds: number | null }
  | { status: "UNAVAILABLE"; reason: PaystackUnavailableReason };

export interface InitializeTransactionInput {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  channels: readonly PaystackChannel[];
  metadata?: Record<string, string | number | boolean>;
}

export type InitializeTransactionResult =
  | { status: "OK"; authorizationUrl: string; accessCode: string; reference: string }
  /** Paystack refused the request (400); `duplicateReference` when the reference was initialized before. */
  | { status: "REFUSED"; detail: string; duplicateReference: boolean }
  | PaystackNotNow;

export interface VerifiedTransaction {
  reference: string;
  /** Paystack's word: "success", "failed", "abandoned", "ongoing", "pending", "reversed", … */
  status: string;
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: Date | null;
  gatewayResponse: string;
}

export type VerifyTransactionResult =
  | { status: "OK"; transaction: VerifiedTransaction }
  /** No transaction with that reference on this integration. */
  | { status: "NOT_FOUND"; detail: string }
  | PaystackNotNow;

export type CreateRefundResult =
  | { status: "OK"; refundId: string; refundStatus: string; amountKobo: number }
  /** Paystack refused the refund (more than is left, a transaction not yet settled, …); `detail` for logs. */
  | { status: "REFUSED"; detail: string }
  | PaystackNotNow;

export interface FetchedRefund {
  id: string;
  /** Paystack's word: "pending", "processing", "needs-attention", "processed", "failed", … */
  status: string;
  amountKobo: number;
  /** The refunded transaction's reference, when Paystack gives it. */
  transactionReference: string | null;
  refundedAt: Date | null;
}

export type FetchRefundResult =
  | { status: "OK"; refund: FetchedRefund }
  /** No refund with that id on this integration. */
  | { status: "NOT_FOUND"; detail: string }
  | PaystackNotNow;

export type RetryRefundResult =
  | { status: "OK"; refundStatus: string }
  /** Paystack refused it: the refund is not (or no longer) waiting for an account, or the account was refused. */
  | { status: "REFUSED"; detail: string }
  | { status: "NOT_FOUND"; detail: string }
  | PaystackNotNow;

/** The buyer's account for a refund Paystack holds ("needs-attention"); `bankId` is Paystack's id of the bank. */
export interface RefundAccountDetails {
  accountNumber: string;
  bankId: string;
}

export interface PaystackTransactions {
  initializeTransaction(input: InitializeTransactionInput): Promise<InitializeTransactionResult>;
  verifyTransaction(reference: string): Promise<VerifyTransactionResult>;
  createRefund(input: { reference: string; amountKobo: number }): Promise<CreateRefundResult>;
  fetchRefund(refundId: string): Promise<FetchRefundResult>;
  retryRefundWithAccount(refundId: string, account: RefundAccountDetails): Promise<RetryRefundResult>;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const integer = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);

function verified(data: Record<string, unknown>): VerifiedTransaction | null {
  const reference = text(data.reference);
  const status = text(data.status);
  const amountKobo = integer(data.amount);
  const currency = text(data.currency);
  if (!reference || !status || amountKobo === null || !currency) return null;
  const paidAtText = text(data.paid_at) ?? text(data.paidAt);
  const paidAt = paidAtText ? new Date(paidAtText) : null;
  return {
    reference,
    status,
    amountKobo,
    currency,
    channel: text(data.channel),
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    gatewayResponse: (text(data.gateway_response) ?? "").slice(0, 200),
  };
}

function fetchedRefund(data: Record<string, unknown>): FetchedRefund | null {
  const id = integer(data.id) ?? text(data.id);
  const status = text(data.status);
  const amountKobo = integer(data.amount);
  if (id === null || !status || amountKobo === null) return null;
  const refundedAt = text(data.refunded_at) ? new Date(text(data.refunded_at)!) : null;
  return {
    id: String(id),
    status,
    amountKobo,
    transactionReference: text(data.transaction_reference),
    refundedAt: refundedAt && !Number.isNaN(refundedAt.getTime()) ? refundedAt : null,
  };
}

export function paystackTransactions(
  settings: PaystackSettings,
  options: PaystackCallOptions = {},
): PaystackTransactions {
  /** The answers every call treats alike: no answer, our key refused, too many requests, Paystack failing. */
  function notNow(
    operation: string,
    answer: PaystackAnswer | "TIMEOUT" | "UNREACHABLE",
    context: Record<string, unknown>,
  ): PaystackNotNow | null {
    if (typeof answer === "string") {
      logger.warn(`Paystack ${operation} failed`, { ...context, reason: answer });
      return { status: "UNAVAILABLE", reason: answer };
    }
    const { response, payload } = answer;
    if (response.status === 401 || response.status === 403) {
      logger.error("Paystack refused our secret key: check PAYSTACK_SECRET_KEY", {
        operation,
        httpStatus: response.status,
        detail: paystackMessage(payload),
      });
      return { status: "UNAVAILABLE", reason: "UNAUTHORIZED" };
    }
    if (response.status === 429) {
      const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
      logger.warn(`Paystack is rate-limiting ${operation}`, { ...context, retryAfterSeconds: retryAfter });
      return { status: "RATE_LIMITED", retryAfterSeconds: retryAfter };
    }
    if (response.status >= 500) {
      logger.warn(`Paystack ${operation} failed`, { ...context, reason: "SERVER_ERROR", httpStatus: response.status });
      return { status: "UNAVAILABLE", reason: "SERVER_ERROR" };
    }
    return null;
  }

  function badResponse(operation: string, answer: PaystackAnswer, context: Record<string, unknown>): PaystackNotNow {
    logger.error(`Paystack ${operation} got an unexpected answer`, {
      ...context,
      httpStatus: answer.response.status,
      detail: paystackMessage(answer.payload),
    });
    return { status: "UNAVAILABLE", reason: "BAD_RESPONSE" };
  }

  return {
    async initializeTransaction(input) {
      const context = { reference: input.reference, amountKobo: input.amountKobo };
      const answer = await paystackRequest(settings, options, {
        method: "POST",
        path: "/transaction/initialize",
        body: {
          email: input.email,
          amount: input.amountKobo,
          currency: "NGN",
          reference: input.reference,
          callback_url: input.callbackUrl,
          channels: [...input.channels],
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
      });
      const failed = notNow("transaction initialize", answer, context);
      if (failed) return failed;
      const { response, payload } = answer as PaystackAnswer;
      const data = response.ok ? successData(payload) : null;
      if (data) {
        const authorizationUrl = text(data.authorization_url);
        const accessCode = text(data.access_code) ?? "";
        if (authorizationUrl && /^https?:\/\//.test(authorizationUrl)) {
          return { status: "OK", authorizationUrl, accessCode, reference: text(data.reference) ?? input.reference };
        }
      }
      if (response.status === 400) {
        const detail = paystackMessage(payload);
        logger.warn("Paystack refused to initialize a transaction", { ...context, detail });
        return { status: "REFUSED", detail, duplicateReference: /duplicate/i.test(detail) };
      }
      return badResponse("transaction initialize", answer as PaystackAnswer, context);
    },

    async verifyTransaction(reference) {
      const context = { reference };
      const answer = await paystackRequest(settings, options, {
        method: "GET",
        path: `/transaction/verify/${encodeURIComponent(reference)}`,
      });
      const failed = notNow("transaction verify", answer, context);
      if (failed) return failed;
      const { response, payload } = answer as PaystackAnswer;
      const data = response.ok ? successData(payload) : null;
      const transaction = data ? verified(data) : null;
      if (transaction) return { status: "OK", transaction };
      // Paystack answers an unknown reference with 400 "Transaction reference not found" (404 in its description).
      if ((response.status === 400 || response.status === 404) && /not found/i.test(paystackMessage(payload))) {
        return { status: "NOT_FOUND", detail: paystackMessage(payload) };
      }
      return badResponse("transaction verify", answer as PaystackAnswer, context);
    },

    async createRefund({ reference, amountKobo }) {
      const context = { reference, amountKobo };
      const answer = await paystackRequest(settings, options, {
        method: "POST",
        path: "/refund",
        body: { transaction: reference, amount: amountKobo, currency: "NGN" },
      });
      const failed = notNow("refund", answer, context);
      if (failed) return failed;
      const { response, payload } = answer as PaystackAnswer;
      const data = response.ok ? successData(payload) : null;
      const id = data ? (integer(data.id) ?? text(data.id)) : null;
      if (data && id !== null) {
        return {
          status: "OK",
          refundId: String(id),
          refundStatus: text(data.status) ?? "pending",
          amountKobo: integer(data.amount) ?? amountKobo,
        };
      }
      if (response.status === 400 || response.status === 404 || response.status === 422) {
        const detail = paystackMessage(payload);
        logger.warn("Paystack refused a refund", { ...context, detail });
        return { status: "REFUSED", detail };
      }
      return badResponse("refund", answer as PaystackAnswer, context);
    },

    async fetchRefund(refundId) {
      const context = { refundId };
      if (!/^\d{1,20}$/.test(refundId)) return { status: "NOT_FOUND", detail: "Not a Paystack refund id" };
      const answer = await paystackRequest(settings, options, { method: "GET", path: `/refund/${refundId}` });
      const failed = notNow("refund fetch", answer, context);
      if (failed) return failed;
      const { response, payload } = answer as PaystackAnswer;
      const data = response.ok ? successData(payload) : null;
      const refund = data ? fetchedRefund(data) : null;
      if (refund) return { status: "OK", refund };
      if (response.status === 400 || response.status === 404)
        return { status: "NOT_FOUND", detail: paystackMessage(payload) };
      return badResponse("refund fetch", answer as PaystackAnswer, context);
    },

    async retryRefundWithAccount(refundId, account) {
      const context = { refundId, account: `…${account.accountNumber.slice(-4)}`, bankId: account.bankId };
      if (!/^\d{1,20}$/.test(refundId)) return { status: "NOT_FOUND", detail: "Not a Paystack refund id" };
      const answer = await paystackRequest(settings, options, {
        method: "POST",
        path: `/refund/retry_with_customer_details/${refundId}`,
        body: {
          refund_account_details: { currency: "NGN", account_number: account.accountNumber, bank_id: account.bankId },
        },
      });
      const failed = notNow("refund retry", answer, context);
      if (failed) return failed;
      const { response, payload } = answer as PaystackAnswer;
      const data = response.ok ? successData(payload) : null;
      if (data) return { status: "OK", refundStatus: text(data.status) ?? "processing" };
      if (response.status === 404) return { status: "NOT_FOUND", detail: paystackMessage(payload) };
      // 422 "Invalid Refund state, refund status should be \"needs-attention\"", or 400 for details it rejects.
      if (response.status === 400 || response.status === 422) {
        const detail = paystackMessage(payload);
        logger.warn("Paystack refused a refund's account details", { ...context, detail });
        return { status: "REFUSED", detail };
      }
      return badResponse("refund retry", answer as PaystackAnswer, context);
    },
  };
}

import "server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import {
  DEFAULT_TIMEOUT_MS,
  paystackMessage,
  paystackRequest,
  retryAfterSeconds,
  type PaystackCallOptions,
  type PaystackSettings,
  type PaystackUnavailableReason,
} from "./paystack-http";
import { paystackTransactions, type PaystackTransactions } from "./paystack-transactions";

/**
 * A small client for Paystack's REST API (https://paystack.com/docs/api/): only what Oja uses. Every answer is a typed
 * result; nothing here throws for what Paystack or the network may do. The secret key is sent only in the
 * Authorization header and never logged; account numbers are logged by their last four digits.
 */

export type { PaystackSettings, PaystackUnavailableReason } from "./paystack-http";
export { paystackSignature, verifyWebhookSignature } from "./paystack-signature";
export type {
  CreateRefundResult,
  RefundAccountDetails,
  RetryRefundResult,
  FetchedRefund,
  FetchRefundResult,
  InitializeTransactionInput,
  InitializeTransactionResult,
  PaystackChannel,
  VerifiedTransaction,
  VerifyTransactionResult,
} from "./paystack-transactions";

export type ResolveAccountResult =
  /** `bankId`: Paystack's own id of the bank (not its code), which a refund to this account needs; null if not given. */
  | { status: "OK"; accountName: string; accountNumber: string; bankId: string | null }
  /** Paystack (through NIBSS) found no such account at that bank; `detail` is Paystack's message, for logs. */
  | { status: "NOT_FOUND"; detail: string }
  | { status: "RATE_LIMITED"; retryAfterSeconds: number | null }
  | { status: "UNAVAILABLE"; reason: PaystackUnavailableReason };

export interface PaystackClient extends PaystackTransactions {
  resolveAccount(accountNumber: string, bankCode: string): Promise<ResolveAccountResult>;
}

/** Paystack's settings from the environment, or null when no secret key is configured. */
export function paystackSettingsFromEnv(): PaystackSettings | null {
  const { PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL } = env();
  return PAYSTACK_SECRET_KEY
    ? { secretKey: PAYSTACK_SECRET_KEY, baseUrl: PAYSTACK_BASE_URL.replace(/\/+$/, "") }
    : null;
}

/** "…4579": enough to match a log line to a support request, not enough to be an account number. */
export function maskAccountNumber(accountNumber: string): string {
  return `…${accountNumber.slice(-4)}`;
}

function resolvedAccount(payload: unknown): { accountName: string; bankId: string | null } | null {
  if (
    !payload ||
    typeof payload !== "object" ||
    !("status" in payload) ||
    payload.status !== true ||
    !("data" in payload)
  )
    return null;
  const data = payload.data;
  if (!data || typeof data !== "object" || !("account_name" in data) || typeof data.account_name !== "string")
    return null;
  const accountName = data.account_name.replace(/\s+/g, " ").trim();
  const bankId = "bank_id" in data && /^\d{1,10}$/.test(String(data.bank_id)) ? String(data.bank_id) : null;
  return accountName ? { accountName, bankId } : null;
}

export function createPaystackClient(settings: PaystackSettings, options: PaystackCallOptions = {}): PaystackClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const get = async (path: string, query: Record<string, string>) => {
    const answer = await paystackRequest(settings, options, { method: "GET", path, query });
    return typeof answer === "string" ? (answer as PaystackUnavailableReason) : answer;
  };

  return {
    ...paystackTransactions(settings, options),
    async resolveAccount(accountNumber, bankCode) {
      const context = { account: maskAccountNumber(accountNumber), bank: bankCode };
      const answer = await get("/bank/resolve", { account_number: accountNumber, bank_code: bankCode });
      if (typeof answer === "string") {
        logger.warn("Paystack account lookup failed", { ...context, reason: answer, timeoutMs });
        return { status: "UNAVAILABLE", reason: answer };
      }
      const { response, payload } = answer;
      if (response.ok) {
        const resolved = resolvedAccount(payload);
        if (resolved)
          return { status: "OK", accountName: resolved.accountName, accountNumber, bankId: resolved.bankId };
        logger.warn("Paystack account lookup answered without an account name", {
          ...context,
          httpStatus: response.status,
        });
        return { status: "UNAVAILABLE", reason: "BAD_RESPONSE" };
      }
      if (response.status === 401 || response.status === 403) {
        logger.error("Paystack refused our secret key: check PAYSTACK_SECRET_KEY", {
          httpStatus: response.status,
          detail: paystackMessage(payload),
        });
        return { status: "UNAVAILABLE", reason: "UNAUTHORIZED" };
      }
      if (response.status === 429) {
        const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
        logger.warn("Paystack is rate-limiting account lookups", { ...context, retryAfterSeconds: retryAfter });
        return { status: "RATE_LIMITED", retryAfterSeconds: retryAfter };
      }
      // 422 "Could not resolve account name. Check parameters or try again." (400 for a number or code it rejects).
      if (response.status === 400 || response.status === 422)
        return { status: "NOT_FOUND", detail: paystackMessage(payload) };
      if (response.status >= 500) {
        logger.warn("Paystack account lookup failed", {
          ...context,
          reason: "SERVER_ERROR",
          httpStatus: response.status,
        });
        return { status: "UNAVAILABLE", reason: "SERVER_ERROR" };
      }
      // Any other answer (a 404 from a wrong PAYSTACK_BASE_URL, say) is ours to fix, not the seller's number.
      logger.error("Paystack account lookup got an unexpected answer", {
        ...context,
        httpStatus: response.status,
        detail: paystackMessage(payload),
      });
      return { status: "UNAVAILABLE", reason: "BAD_RESPONSE" };
    },
  };
}

import {
  errorAnswer,
  refundAnswer,
  refundEventData,
  refundFetchAnswer,
  refundRetryAnswer,
  type RefundEnd,
  type StandinRefund,
  type StandinTransaction,
} from "./standin-answers";
import { json, kobo } from "./standin-http";

/**
 * The stand-in's refunds, asynchronous as Paystack's are: POST /refund answers with a pending refund, and the refund
 * is processed (or fails) afterwards, told by a signed `refund.processed` (or `refund.failed`) webhook; GET
 * /refund/:id says where it stands. A failed refund gives its amount back to the transaction, as Paystack returns it
 * to the merchant's balance.
 *
 * `settle` decides what happens after a refund is accepted: "processed" (the default) and "failed" settle it,
 * "needs-attention" holds it for the buyer's bank account (given by POST /refund/retry_with_customer_details/:id, after
 * which it is processing and then processed), "by-hand" leaves it pending until a test calls `settleRefund`. A
 * transaction's own `refundsEnd` (chosen on the payment page) wins over the default. Without `settleAfterMs` it is settled before the API answers
 * (tests: the app meets a refund event about a refund it has not yet recorded as accepted, as Paystack's events and
 * answers arrive in no promised order); with it, that long after (the app's test gateway, as Paystack does later).
 */

export type RefundSettling = RefundEnd | "by-hand";

export interface StandinRefunds {
  refunds: StandinRefund[];
  settle: RefundSettling;
  create(fields: Record<string, unknown> | null): Promise<Response>;
  fetch(id: string): Response;
  retry(id: string, fields: Record<string, unknown> | null): Promise<Response>;
  /**
   * Processes, fails or holds a pending refund (processes or fails one processing after a retry) and sends its
   * webhook; null when there is no such refund in a state that can move so.
   */
  settleRefund(id: number, outcome: RefundEnd): Promise<StandinRefund | null>;
}

export function standinRefunds(options: {
  transactions: Map<string, StandinTransaction>;
  nextId(): number;
  settleAfterMs?: number;
  /** Signs and sends a webhook, and records it. */
  notify(event: string, reference: string, data: unknown): Promise<void>;
}): StandinRefunds {
  const { transactions } = options;
  const refunds: StandinRefund[] = [];

  const state: StandinRefunds = {
    refunds,
    settle: "processed",

    async create(fields) {
      const reference = fields && typeof fields.transaction === "string" ? fields.transaction : "";
      const transaction = transactions.get(reference);
      if (!transaction) {
        return json(404, errorAnswer("Transaction not found", "validation_error", "Check the transaction reference"));
      }
      if (transaction.status !== "success") {
        return json(
          400,
          errorAnswer("Cannot refund an unsuccessful transaction", "validation_error", "Refund only paid transactions"),
        );
      }
      const left = transaction.amountKobo - transaction.refundedKobo;
      const amountKobo = fields?.amount === undefined ? left : kobo(fields.amount);
      if (amountKobo === null || amountKobo > left) {
        return json(
          400,
          errorAnswer(
            "Refund amount cannot be more than the transaction amount",
            "validation_error",
            "Refund at most what is left",
          ),
        );
      }
      transaction.refundedKobo += amountKobo;
      const created: StandinRefund = {
        id: options.nextId(),
        reference,
        amountKobo,
        createdAt: new Date().toISOString(),
        status: "pending",
        refundedAt: null,
        account: null,
      };
      refunds.push(created);
      const answer = refundAnswer(transaction, created);
      const outcome =
        transaction.refundsEnd !== "processed" && state.settle !== "by-hand" ? transaction.refundsEnd : state.settle;
      if (outcome !== "by-hand") await later(created.id, outcome);
      return json(200, answer);
    },

    async retry(id, fields) {
      const refund = /^\d{1,20}$/.test(id) ? refunds.find((r) => r.id === Number(id)) : undefined;
      const transaction = refund ? transactions.get(refund.reference) : undefined;
      if (!refund || !transaction) {
        return json(404, errorAnswer("Refund not found", "validation_error", "Check the refund id"));
      }
      const details = fields?.refund_account_details;
      const account = details && typeof details === "object" ? (details as Record<string, unknown>) : null;
      const accountNumber = typeof account?.account_number === "string" ? account.account_number : "";
      const bankId =
        typeof account?.bank_id === "string" || typeof account?.bank_id === "number" ? String(account.bank_id) : "";
      if (!/^\d{10}$/.test(accountNumber) || !/^\d{1,10}$/.test(bankId) || account?.currency !== transaction.currency) {
        return json(
          400,
          errorAnswer(
            "Invalid refund account details",
            "validation_error",
            "Send refund_account_details with the currency, a 10-digit account_number and the bank_id",
          ),
        );
      }
      if (refund.status !== "needs-attention") {
        return json(
          422,
          errorAnswer(
            'Invalid Refund state, refund status should be "needs-attention"',
            "validation_error",
            "Ensure that the value(s) you're passing are valid.",
          ),
        );
      }
      refund.status = "processing";
      refund.account = { accountNumber, bankId };
      const answer = refundRetryAnswer(transaction, refund);
      if (state.settle !== "by-hand") await later(refund.id, "processed");
      return json(200, answer);
    },

    fetch(id) {
      const refund = /^\d{1,20}$/.test(id) ? refunds.find((r) => r.id === Number(id)) : undefined;
      const transaction = refund ? transactions.get(refund.reference) : undefined;
      if (!refund || !transaction) {
        return json(404, errorAnswer("Refund not found", "validation_error", "Check the refund id"));
      }
      return json(200, refundFetchAnswer(transaction, refund));
    },

    async settleRefund(id, outcome) {
      const refund = refunds.find((r) => r.id === id);
      const transaction = refund ? transactions.get(refund.reference) : undefined;
      const from = outcome === "needs-attention" ? ["pending"] : ["pending", "processing"];
      if (!refund || !transaction || !from.includes(refund.status)) return null;
      refund.status = outcome;
      if (outcome === "processed") refund.refundedAt = new Date().toISOString();
      if (outcome === "failed") transaction.refundedKobo -= refund.amountKobo;
      // Paystack documents refund.pending, .processing, .processed and .failed: a refund held for an account is told
      // as still pending, with its status saying why.
      const event = outcome === "needs-attention" ? "refund.pending" : `refund.${outcome}`;
      await options.notify(event, transaction.reference, refundEventData(transaction, refund));
      return refund;
    },
  };

  /** Moves a refund on: before the API answers (tests), or `settleAfterMs` later (the app's gateway). */
  async function later(id: number, outcome: RefundEnd) {
    if (options.settleAfterMs === undefined) await state.settleRefund(id, outcome);
    else setTimeout(() => void state.settleRefund(id, outcome), options.settleAfterMs).unref?.();
  }
  return state;
}

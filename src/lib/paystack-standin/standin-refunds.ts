import {
  errorAnswer,
  refundAnswer,
  refundEventData,
  refundFetchAnswer,
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
 * `settle` decides what happens after a refund is accepted: "processed" (the default) and "failed" settle it, "by-hand"
 * leaves it pending until a test calls `settleRefund`. Without `settleAfterMs` it is settled before the API answers
 * (tests: the app meets a refund event about a refund it has not yet recorded as accepted, as Paystack's events and
 * answers arrive in no promised order); with it, that long after (the app's test gateway, as Paystack does later).
 */

export type RefundSettling = "processed" | "failed" | "by-hand";

export interface StandinRefunds {
  refunds: StandinRefund[];
  settle: RefundSettling;
  create(fields: Record<string, unknown> | null): Promise<Response>;
  fetch(id: string): Response;
  /** Processes (or fails) a pending refund and sends its webhook; null when there is no such pending refund. */
  settleRefund(id: number, outcome: "processed" | "failed"): Promise<StandinRefund | null>;
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
      };
      refunds.push(created);
      const answer = refundAnswer(transaction, created);
      const outcome = transaction.refundsFail && state.settle !== "by-hand" ? "failed" : state.settle;
      if (outcome !== "by-hand" && options.settleAfterMs === undefined) await state.settleRefund(created.id, outcome);
      else if (outcome !== "by-hand")
        setTimeout(() => void state.settleRefund(created.id, outcome), options.settleAfterMs).unref?.();
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
      if (!refund || !transaction || refund.status !== "pending") return null;
      refund.status = outcome;
      if (outcome === "processed") refund.refundedAt = new Date().toISOString();
      else transaction.refundedKobo -= refund.amountKobo;
      await options.notify(`refund.${outcome}`, transaction.reference, refundEventData(transaction, refund));
      return refund;
    },
  };
  return state;
}

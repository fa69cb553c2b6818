import { and, asc, eq, gt, inArray, isNotNull, lt } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { logger } from "@/lib/logger";
import type { VerifiedTransaction } from "@/lib/paystack";
import { reconcileRefunds } from "./payment-refund-status.service";
import { refundLatePayment } from "./payment-refunds.service";
import { paystackClient } from "./payments.config";
import { payments } from "./payments.schema";
import { paymentByReference, toSummary } from "./payments.service";
import type { PaymentSummary, SettleResult } from "./payments.types";

/** A Paystack payment is looked at by the reconciliation once it is this old without a word from the webhook. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** Unpaid this long and Paystack has no payment either: abandoned (the order gives its stock back). */
export const ABANDON_AFTER_MS = 30 * 60 * 1000;
/** A transfer or USSD payment Paystack still calls pending is given a day before it is abandoned. */
const ABANDON_PENDING_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * A payment given up (abandoned, failed) this recently is asked about again by the reconciliation, in case the money
 * came after all and its webhook was lost (a transfer that landed late, a second card tried on Paystack's page).
 */
export const LATE_CHECK_MS = 2 * 60 * 60 * 1000;

function mismatches(payment: PaymentSummary, transaction: VerifiedTransaction): string[] {
  const found: string[] = [];
  if (transaction.reference !== payment.reference) found.push("reference");
  if (transaction.amountKobo !== payment.amountKobo) found.push("amount");
  if (transaction.currency !== payment.currency) found.push("currency");
  return found;
}

/**
 * THE step that marks a Paystack payment paid or failed, used by the return from Paystack, the webhook's job and the
 * reconciliation alike. Nothing the browser or the webhook says is believed: Paystack is asked (verify), its answer
 * must match the payment's reference, amount and currency (a mismatch is refused and logged, the payment unchanged),
 * and the change is a conditional update from UNPAID with its event in the same transaction, so callers that race
 * (the redirect and the webhook arrive together) make exactly one change and one event.
 */
export async function settlePaystackPayment(reference: string, db: Database = getDb()): Promise<SettleResult> {
  const payment = await paymentByReference(reference, db);
  if (!payment || payment.method !== "PAYSTACK") {
    logger.warn("payments.settle_unknown_reference", { reference: reference.slice(0, 100) });
    return { outcome: "UNKNOWN" };
  }
  if (payment.status !== "UNPAID") {
    if (payment.status === "ABANDONED" || payment.status === "FAILED") return noticeLatePayment(payment, db);
    return { outcome: "ALREADY_SETTLED", payment };
  }
  const client = paystackClient();
  if (!client) return { outcome: "UNAVAILABLE", payment };

  const answer = await client.verifyTransaction(payment.reference);
  if (answer.status === "NOT_FOUND") return { outcome: "PENDING", providerStatus: "not-found", payment };
  if (answer.status !== "OK") return { outcome: "UNAVAILABLE", payment };
  const transaction = answer.transaction;
  const mismatch = mismatches(payment, transaction);
  if (mismatch.length > 0) {
    logger.error("payments.verification_mismatch", {
      paymentId: payment.id,
      checkoutId: payment.checkoutId,
      reference: payment.reference,
      mismatch,
      expected: { reference: payment.reference, amountKobo: payment.amountKobo, currency: payment.currency },
      received: {
        reference: transaction.reference.slice(0, 100),
        amountKobo: transaction.amountKobo,
        currency: transaction.currency.slice(0, 10),
        status: transaction.status.slice(0, 20),
      },
    });
    return { outcome: "REFUSED", mismatch, payment };
  }
  if (transaction.status === "success") return markPaid(payment, transaction, db);
  if (transaction.status === "failed" || transaction.status === "reversed") {
    return markFailed(payment, transaction.gatewayResponse || transaction.status, db);
  }
  return { outcome: "PENDING", providerStatus: transaction.status, payment };
}

async function markPaid(
  payment: PaymentSummary,
  transaction: VerifiedTransaction,
  db: Database,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: "PAID",
        paidAt: transaction.paidAt ?? new Date(),
        channel: transaction.channel?.slice(0, 40) ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "UNPAID")))
      .returning();
    if (!row) return settledMeanwhile(payment, tx, transaction);
    await publishEvent(
      { type: "payment.paid", payload: { paymentId: row.id, checkoutId: row.checkoutId, method: "PAYSTACK" } },
      tx,
    );
    logger.info("payments.paid", { paymentId: row.id, reference: row.reference, amountKobo: row.amountKobo });
    return { outcome: "PAID", changed: true, payment: toSummary(row) };
  });
}

async function markFailed(payment: PaymentSummary, reason: string, db: Database): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: "FAILED", failureReason: reason.slice(0, 200), updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "UNPAID")))
      .returning();
    if (!row) return settledMeanwhile(payment, tx);
    await publishEvent(
      { type: "payment.failed", payload: { paymentId: row.id, checkoutId: row.checkoutId, reason: "failed" } },
      tx,
    );
    return { outcome: "FAILED", changed: true, payment: toSummary(row) };
  });
}

/**
 * Another caller settled it between our read and our update: report what it did, without a second event. When it
 * was given up meanwhile and we hold Paystack's word that it succeeded, the money came late: it goes back.
 */
async function settledMeanwhile(
  payment: PaymentSummary,
  db: Database,
  paid?: VerifiedTransaction,
): Promise<SettleResult> {
  const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
  const now = row ? toSummary(row) : payment;
  if (paid && (now.status === "ABANDONED" || now.status === "FAILED")) return refundLate(now, paid, db);
  if (now.status === "PAID" || now.status === "FAILED") return { outcome: now.status, changed: false, payment: now };
  return { outcome: "ALREADY_SETTLED", payment: now };
}

/**
 * Money that arrives after the payment was given up (a transfer that landed after 30 minutes; its orders cancelled
 * and their stock given back) is not kept: once Paystack confirms it, matching the payment, it is refunded in full and
 * the buyer told (refundLatePayment, once whoever notices it). A mismatch is refused and logged, as for any payment.
 */
async function noticeLatePayment(payment: PaymentSummary, db: Database): Promise<SettleResult> {
  const client = paystackClient();
  if (!client) return { outcome: "ALREADY_SETTLED", payment };
  const answer = await client.verifyTransaction(payment.reference);
  if (answer.status !== "OK") {
    return answer.status === "NOT_FOUND"
      ? { outcome: "ALREADY_SETTLED", payment }
      : { outcome: "UNAVAILABLE", payment };
  }
  if (answer.transaction.status !== "success") return { outcome: "ALREADY_SETTLED", payment };
  const mismatch = mismatches(payment, answer.transaction);
  if (mismatch.length > 0) {
    logger.error("payments.late_payment_mismatch", {
      paymentId: payment.id,
      reference: payment.reference,
      mismatch,
      received: { amountKobo: answer.transaction.amountKobo, currency: answer.transaction.currency.slice(0, 10) },
    });
    return { outcome: "REFUSED", mismatch, payment };
  }
  return refundLate(payment, answer.transaction, db);
}

async function refundLate(
  payment: PaymentSummary,
  transaction: VerifiedTransaction,
  db: Database,
): Promise<SettleResult> {
  const refunded = await refundLatePayment(payment.id, transaction, db);
  const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return { outcome: "PAID_LATE", refunded, payment: row ? toSummary(row) : payment };
}

/** Gives up an unpaid payment: UNPAID → ABANDONED and `payment.failed` (reason abandoned), once. */
async function abandon(paymentId: string, db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: "ABANDONED", failureReason: "abandoned", updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "UNPAID")))
      .returning();
    if (!row) return false;
    await publishEvent(
      { type: "payment.failed", payload: { paymentId: row.id, checkoutId: row.checkoutId, reason: "abandoned" } },
      tx,
    );
    return true;
  });
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  abandoned: number;
  unavailable: number;
  /** Given up, then paid after all: refunded in full. */
  lateRefunded: number;
  /** Refunds Paystack finished (processed or failed) that no webhook had told us of. */
  refundsSettled: number;
}

/**
 * The reconciliation (a scheduled job): every unpaid Paystack payment older than a few minutes is settled by asking
 * Paystack, so a payment whose webhook never came (the server was down, the webhook lost) is still found; one still
 * unpaid after 30 minutes, which Paystack holds no payment for, is abandoned. A payment Paystack cannot be asked
 * about is never abandoned: money may have moved.
 */
export async function reconcilePayments(
  now = new Date(),
  db: Database = getDb(),
  limit = 200,
): Promise<ReconcileReport> {
  const rows = await db
    .select({ reference: payments.reference, id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, "UNPAID"),
        eq(payments.method, "PAYSTACK"),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  const report: ReconcileReport = {
    checked: rows.length,
    paid: 0,
    failed: 0,
    abandoned: 0,
    unavailable: 0,
    lateRefunded: 0,
    refundsSettled: 0,
  };
  for (const row of rows) {
    const result = await settlePaystackPayment(row.reference, db);
    if (result.outcome === "PAID" && result.changed) report.paid += 1;
    else if (result.outcome === "FAILED" && result.changed) report.failed += 1;
    else if (result.outcome === "UNAVAILABLE") report.unavailable += 1;
    else if (result.outcome === "PENDING") {
      const age = now.getTime() - row.createdAt.getTime();
      const noPayment = result.providerStatus === "abandoned" || result.providerStatus === "not-found";
      if ((noPayment && age >= ABANDON_AFTER_MS) || age >= ABANDON_PENDING_AFTER_MS) {
        if (await abandon(row.id, db)) report.abandoned += 1;
      }
    }
  }
  const givenUp = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ["ABANDONED", "FAILED"]),
        eq(payments.method, "PAYSTACK"),
        isNotNull(payments.authorizationUrl),
        gt(payments.updatedAt, new Date(now.getTime() - LATE_CHECK_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  report.checked += givenUp.length;
  for (const row of givenUp) {
    const result = await settlePaystackPayment(row.reference, db);
    if (result.outcome === "PAID_LATE" && result.refunded) report.lateRefunded += 1;
    else if (result.outcome === "UNAVAILABLE") report.unavailable += 1;
  }
  report.refundsSettled = await reconcileRefunds(now, db);
  if (report.checked > 0 || report.refundsSettled > 0) logger.info("payments.reconciled", { ...report });
  return report;
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { sendJob, wakeJobWorkers } from "@/jobs/job-runner";
import { systemActor, type Actor } from "@/lib/actor";
import { InputValidationError, parseInput } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import type { VerifiedTransaction } from "@/lib/paystack";
import { isUuid } from "@/lib/uuid";
import { LATE_PAYMENT_REFUND_REASON, markRefundProcessed, toRefundSummary } from "./payment-refund-status.service";
import { paystackClient } from "./payments.config";
import { refundInput } from "./payments.inputs";
import { requireRefunder } from "./payments.policy";
import { paymentRefunds, payments } from "./payments.schema";
import type { BuyerRefund, RefundSummary } from "./payments.types";

/**
 * Money back through Paystack's refund API. Asking for a refund writes its row and a job in one transaction, with the
 * payment row locked, so refunds asked at once cannot together pass what was paid (refunds asked, on their way and
 * processed all count); the job asks Paystack, which accepts it as pending and processes it later
 * (./payment-refund-status.service.ts): only then is the amount added to the payment's refunded total.
 */

/** Refunds that hold part of the payment: asked, accepted by Paystack, or processed (not failed). */
const HOLDING = ["PENDING", "PROCESSING", "PROCESSED"] as const;

/**
 * What of a payment may still go back: its amount less the refunds that hold part of it. The caller holds the
 * payment's row lock, so refunds asked at once cannot together pass it.
 */
export async function leftToRefundKobo(payment: { id: string; amountKobo: number }, tx: Database): Promise<number> {
  const [taken] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${paymentRefunds.amountKobo}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), inArray(paymentRefunds.status, HOLDING)));
  return payment.amountKobo - Number(taken?.kobo ?? 0);
}

export async function requestRefund(
  actor: Actor,
  paymentId: string,
  amountKobo: number,
  reason: string,
  db: Database = getDb(),
): Promise<RefundSummary> {
  requireRefunder(actor);
  const input = parseInput(refundInput, { amountKobo, reason });
  if (!isUuid(paymentId)) throw new InputValidationError({ paymentId: ["No such payment."] });
  const refund = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) throw new InputValidationError({ paymentId: ["No such payment."] });
    if (payment.method !== "PAYSTACK" || (payment.status !== "PAID" && payment.status !== "PARTIALLY_REFUNDED")) {
      throw new InputValidationError({ amountKobo: ["Only a paid card, transfer or USSD payment can be refunded."] });
    }
    const left = await leftToRefundKobo(payment, tx);
    if (input.amountKobo > left) {
      throw new InputValidationError({
        amountKobo: [
          left > 0
            ? `At most ${formatNaira(left)} of this payment can still be refunded.`
            : "This payment is refunded in full.",
        ],
      });
    }
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId,
        amountKobo: input.amountKobo,
        reason: input.reason,
        requestedBy: actor.kind === "user" ? actor.userId : null,
      })
      .returning();
    await sendJob("payments.send-refund", { refundId: row!.id }, {}, tx);
    return row!;
  });
  wakeJobWorkers();
  return toRefundSummary(refund);
}

/**
 * A refund the system owes for one reason (an order cancelled after it was paid): asked at most once for that
 * reason, so a replayed job or two paths to the same refund (the payment arriving for a cancelled order, the order
 * cancelled after payment) ask once; and never more than is left of the payment. Returns null when it was asked
 * before, or nothing is left.
 */
export async function requestRefundOnce(
  actor: Actor,
  paymentId: string,
  amountKobo: number,
  reason: string,
  db: Database = getDb(),
): Promise<RefundSummary | null> {
  requireRefunder(actor);
  if (!isUuid(paymentId)) return null;
  return db.transaction(async (tx) => {
    // The lock requestRefund takes again: two callers with the same reason queue here, the second sees the first's row.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || payment.method !== "PAYSTACK") return null;
    const earlier = await tx
      .select({ reason: paymentRefunds.reason, amountKobo: paymentRefunds.amountKobo })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.status, HOLDING)));
    if (earlier.some((refund) => refund.reason === reason.trim())) return null;
    const left = payment.amountKobo - earlier.reduce((sum, refund) => sum + refund.amountKobo, 0);
    const amount = Math.min(amountKobo, left);
    if (amount <= 0) return null;
    return requestRefund(actor, paymentId, amount, reason, tx);
  });
}

/**
 * The refund job's work: asks Paystack once for a PENDING refund. Accepted → PROCESSING with Paystack's refund id
 * (processed later, when Paystack says so); refused → FAILED, logged for operations; Paystack unreachable → throws,
 * so the job runs again later.
 */
export async function sendRefund(refundId: string, db: Database = getDb()): Promise<void> {
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.status !== "PENDING") return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) return;
  const client = paystackClient();
  if (!client) throw new Error("payments: no gateway to send a refund through");
  const answer = await client.createRefund({ reference: payment.reference, amountKobo: refund.amountKobo });
  if (answer.status === "REFUSED") {
    logger.error("payments.refund_refused", { refundId, paymentId: payment.id, detail: answer.detail });
    await db
      .update(paymentRefunds)
      .set({ status: "FAILED", failureReason: answer.detail.slice(0, 200), updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "PENDING")));
    return;
  }
  if (answer.status !== "OK") throw new Error(`payments: Paystack could not take refund ${refundId} now`);
  await db
    .update(paymentRefunds)
    .set({
      status: "PROCESSING",
      providerRefundId: answer.refundId,
      providerStatus: answer.refundStatus.slice(0, 40),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "PENDING")));
  // Paystack's answer is normally "pending"; one already processed needs no webhook to finish.
  if (answer.refundStatus === "processed") await markRefundProcessed(refundId, null, db);
}

/**
 * Money Paystack took after the payment was given up (abandoned or failed: its orders were cancelled and their stock
 * given back) goes back in full. Exactly once however many callers notice it at once (the webhook's job, the buyer's
 * return, the reconciliation): the payment moves from ABANDONED or FAILED to PAID by a conditional update, and the
 * one caller whose update lands asks the refund and publishes `payment.paid-late` (the buyer is told) in the same
 * transaction. The caller has verified the transaction with Paystack and checked it matches the payment. Returns
 * whether this call asked the refund.
 */
export async function refundLatePayment(
  paymentId: string,
  transaction: VerifiedTransaction,
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: "PAID",
        paidAt: transaction.paidAt ?? new Date(),
        channel: transaction.channel?.slice(0, 40) ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ["ABANDONED", "FAILED"])))
      .returning();
    if (!row) return false;
    const refund = await requestRefund(
      systemActor("payments.late-payment"),
      row.id,
      row.amountKobo,
      LATE_PAYMENT_REFUND_REASON,
      tx,
    );
    await publishEvent(
      {
        type: "payment.paid-late",
        payload: { paymentId: row.id, checkoutId: row.checkoutId, refundId: refund.id, amountKobo: row.amountKobo },
      },
      tx,
    );
    logger.warn("payments.paid_late_refunded", {
      paymentId: row.id,
      reference: row.reference,
      givenUpAs: row.failureReason,
      amountKobo: row.amountKobo,
      refundId: refund.id,
    });
    return true;
  });
}

export async function refundsOf(paymentId: string, db: Database = getDb()): Promise<RefundSummary[]> {
  if (!isUuid(paymentId)) return [];
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(paymentRefunds.createdAt);
  return rows.map(toRefundSummary);
}

/** The payment's refunds as its buyer sees them on an order's page, oldest first (the caller checked the order is theirs). */
export async function refundsForBuyer(paymentId: string, db: Database = getDb()): Promise<BuyerRefund[]> {
  return (await refundsOf(paymentId, db)).flatMap((refund): BuyerRefund[] => {
    if (refund.status === "FAILED" && refund.followUp) return [];
    const state =
      refund.status === "PROCESSED"
        ? "REFUNDED"
        : refund.status === "FAILED" || refund.providerStatus === "needs-attention"
          ? "DELAYED"
          : "ON_ITS_WAY";
    // The buyer sees the bank and the last digits, not the name support heard on the phone.
    const toAccount = state !== "DELAYED" ? refund.refundAccount : null;
    return [{ amountKobo: refund.amountKobo, state, transferReference: refund.transferReference, toAccount }];
  });
}

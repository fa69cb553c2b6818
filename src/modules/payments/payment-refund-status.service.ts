import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { logger } from "@/lib/logger";
import type { FetchedRefund, PaystackClient } from "@/lib/paystack";
import { isUuid } from "@/lib/uuid";
import { paystackClient } from "./payments.config";
import { paymentRefunds, payments } from "./payments.schema";
import { paymentByReference } from "./payments.service";
import type { RefundSummary } from "./payments.types";

/**
 * Where a refund stands after Paystack accepted it. Paystack processes refunds later and says so by webhook
 * (refund.pending, refund.processing, refund.processed, refund.failed); as with charges, the webhook is not believed:
 * it only says "look at this transaction's refunds", and each open refund is fetched from Paystack (GET /refund/:id),
 * whose answer decides. The reconciliation does the same for refunds no webhook finished. Every change is a
 * conditional update from PROCESSING, so replays and racing callers make one change and one event.
 */

type RefundRow = typeof paymentRefunds.$inferSelect;

/** Refunds Paystack has not finished after this long are fetched by the reconciliation. */
export const RECONCILE_REFUNDS_AFTER_MS = 30 * 60 * 1000;

/** The reason of the refund of a payment that arrived after it was given up (./payment-refunds.service.ts). */
export const LATE_PAYMENT_REFUND_REASON = "Paid after the order was cancelled: refunded in full";

export function toRefundSummary(row: RefundRow): RefundSummary {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountKobo: row.amountKobo,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.providerRefundId,
    providerStatus: row.providerStatus,
    processedAt: row.processedAt,
    failureReason: row.failureReason,
    followUp: row.followUp,
    followUpRefundId: row.followUpRefundId,
    transferReference: row.transferReference,
    refundAccount: row.refundAccount,
    refundAccountName: row.refundAccountName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * A processed refund's amount joins the payment's refunded total, which moves the payment to PARTIALLY_REFUNDED or
 * REFUNDED. Only for a refund that became PROCESSED in the same transaction: the total always equals the payment's
 * processed refunds.
 */
export async function addToRefundedTotal(
  paymentId: string,
  amountKobo: number,
  db: Database,
): Promise<{ id: string; checkoutId: string }> {
  const refunded = sql`${payments.refundedKobo} + ${amountKobo}`;
  const [payment] = await db
    .update(payments)
    .set({
      refundedKobo: refunded,
      status: sql`case when ${refunded} >= ${payments.amountKobo} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end::payment_status`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId))
    .returning({ id: payments.id, checkoutId: payments.checkoutId });
  return payment!;
}

/**
 * Paystack processed it: PROCESSING → PROCESSED, the payment's refunded total and status follow, and
 * `payment.refunded` (the buyer is told), in one transaction, once. Returns whether this call made the change.
 */
export async function markRefundProcessed(
  refundId: string,
  processedAt: Date | null,
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [processed] = await tx
      .update(paymentRefunds)
      .set({
        status: "PROCESSED",
        providerStatus: "processed",
        processedAt: processedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "PROCESSING")))
      .returning();
    if (!processed) return false;
    const payment = await addToRefundedTotal(processed.paymentId, processed.amountKobo, tx);
    await publishEvent(
      {
        type: "payment.refunded",
        payload: {
          paymentId: payment.id,
          checkoutId: payment.checkoutId,
          refundId,
          amountKobo: processed.amountKobo,
          ...(processed.reason === LATE_PAYMENT_REFUND_REASON ? { latePayment: true } : {}),
        },
      },
      tx,
    );
    logger.info("payments.refund_processed", {
      refundId,
      paymentId: processed.paymentId,
      amountKobo: processed.amountKobo,
    });
    return true;
  });
}

/**
 * Paystack could not process it (the money went back to Oja's balance): FAILED, so its amount may be refunded again.
 * Not retried by itself: the same card or account would most likely fail the same way, so it is logged as an error
 * for support, who see it in `refundsNeedingAttention` and refund again (or pay the buyer another way).
 */
async function markRefundFailed(refund: RefundRow, reference: string, db: Database): Promise<boolean> {
  const [failed] = await db
    .update(paymentRefunds)
    .set({
      status: "FAILED",
      providerStatus: "failed",
      failureReason: "Paystack could not process the refund",
      updatedAt: new Date(),
    })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "PROCESSING")))
    .returning({ id: paymentRefunds.id });
  if (!failed) return false;
  logger.error("payments.refund_failed", {
    refundId: refund.id,
    paymentId: refund.paymentId,
    reference,
    providerRefundId: refund.providerRefundId,
    amountKobo: refund.amountKobo,
    reason: refund.reason,
  });
  return true;
}

type SyncOutcome = "CHANGED" | "UNCHANGED" | "UNAVAILABLE";

/** Fetches one accepted refund from Paystack and records what it says. */
async function syncRefund(
  refund: RefundRow,
  reference: string,
  client: PaystackClient,
  db: Database,
): Promise<SyncOutcome> {
  const context = { refundId: refund.id, paymentId: refund.paymentId, providerRefundId: refund.providerRefundId };
  const answer = await client.fetchRefund(refund.providerRefundId ?? "");
  if (answer.status === "NOT_FOUND") {
    logger.error("payments.refund_not_found_at_paystack", { ...context, detail: answer.detail });
    return "UNCHANGED";
  }
  if (answer.status !== "OK") return "UNAVAILABLE";
  const fetched: FetchedRefund = answer.refund;
  if (
    fetched.amountKobo !== refund.amountKobo ||
    (fetched.transactionReference !== null && fetched.transactionReference !== reference)
  ) {
    logger.error("payments.refund_mismatch", {
      ...context,
      expected: { amountKobo: refund.amountKobo, reference },
      received: { amountKobo: fetched.amountKobo, reference: fetched.transactionReference?.slice(0, 100) ?? null },
    });
    return "UNCHANGED";
  }
  const status = fetched.status.slice(0, 40);
  if (status === "processed")
    return (await markRefundProcessed(refund.id, fetched.refundedAt, db)) ? "CHANGED" : "UNCHANGED";
  if (status === "failed") return (await markRefundFailed(refund, reference, db)) ? "CHANGED" : "UNCHANGED";
  // Still on its way ("pending", "processing"), or waiting for the buyer's bank details ("needs-attention").
  if (status === "needs-attention" && refund.providerStatus !== status)
    logger.error("payments.refund_needs_attention", { ...context, reference, amountKobo: refund.amountKobo });
  if (refund.providerStatus !== status)
    await db
      .update(paymentRefunds)
      .set({ providerStatus: status, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "PROCESSING")));
  return "UNCHANGED";
}

/**
 * The webhook job's work for a refund event: every refund of the transaction that Paystack accepted and has not
 * finished is fetched and recorded. "RETRY" when Paystack could not be asked, or when the event may be about a refund
 * whose acceptance is still being recorded (the event can arrive before Paystack's answer to our request does): the
 * job runs again later. An event about a transaction we do not have changes nothing.
 */
export async function followRefundEvent(
  event: { type: string; reference: string | null; refundId: string | null },
  db: Database = getDb(),
): Promise<"DONE" | "RETRY"> {
  const payment = event.reference ? await paymentByReference(event.reference, db) : null;
  if (!payment || payment.method !== "PAYSTACK") {
    logger.warn("payments.refund_event_unknown_reference", {
      type: event.type,
      reference: event.reference?.slice(0, 100) ?? null,
    });
    return "DONE";
  }
  const open = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), inArray(paymentRefunds.status, ["PENDING", "PROCESSING"])))
    .orderBy(asc(paymentRefunds.createdAt));
  const accepted = open.filter((refund) => refund.status === "PROCESSING" && refund.providerRefundId);
  const client = paystackClient();
  if (accepted.length > 0 && !client) return "RETRY";
  let unavailable = false;
  for (const refund of accepted)
    if ((await syncRefund(refund, payment.reference, client!, db)) === "UNAVAILABLE") unavailable = true;
  const named = event.refundId !== null && accepted.some((refund) => refund.providerRefundId === event.refundId);
  const stillSending = !named && open.some((refund) => refund.status === "PENDING");
  return unavailable || stillSending ? "RETRY" : "DONE";
}

/**
 * The reconciliation's part for refunds: those Paystack accepted and has not finished for half an hour (a webhook
 * lost, or not sent) are fetched. Returns how many changed.
 */
export async function reconcileRefunds(now = new Date(), db: Database = getDb(), limit = 100): Promise<number> {
  const client = paystackClient();
  if (!client) return 0;
  const rows = await db
    .select({ refund: paymentRefunds, reference: payments.reference })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, "PROCESSING"),
        lt(paymentRefunds.updatedAt, new Date(now.getTime() - RECONCILE_REFUNDS_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(limit);
  let changed = 0;
  for (const { refund, reference } of rows) {
    if (!refund.providerRefundId) continue;
    if ((await syncRefund(refund, reference, client, db)) === "CHANGED") changed += 1;
    else
      // Looked at now: the next runs take the others first.
      await db
        .update(paymentRefunds)
        .set({ updatedAt: now })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "PROCESSING")));
  }
  return changed;
}

/** One refund, for tests and support tools. */
export async function refundById(refundId: string, db: Database = getDb()): Promise<RefundSummary | null> {
  if (!isUuid(refundId)) return null;
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row ? toRefundSummary(row) : null;
}

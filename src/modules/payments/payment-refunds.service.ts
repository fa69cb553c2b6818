import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { sendJob, wakeJobWorkers } from "@/jobs/job-runner";
import type { Actor } from "@/lib/actor";
import { InputValidationError, parseInput } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import { isUuid } from "@/lib/uuid";
import { paystackClient } from "./payments.config";
import { refundInput } from "./payments.inputs";
import { requireRefunder } from "./payments.policy";
import { paymentRefunds, payments } from "./payments.schema";
import type { RefundSummary } from "./payments.types";

/**
 * Money back through Paystack's refund API. Asking for a refund writes its row and a job in one transaction, with the
 * payment row locked, so refunds asked at once cannot together pass what was paid (pending and processed refunds both
 * count); the job calls Paystack and, once Paystack accepts, adds the amount to the payment's refunded total.
 */
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
    const [taken] = await tx
      .select({ kobo: sql<string>`coalesce(sum(${paymentRefunds.amountKobo}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.status, ["PENDING", "PROCESSED"])));
    const left = payment.amountKobo - Number(taken?.kobo ?? 0);
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
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    amountKobo: refund.amountKobo,
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
  };
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
      .where(and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.status, ["PENDING", "PROCESSED"])));
    if (earlier.some((refund) => refund.reason === reason.trim())) return null;
    const left = payment.amountKobo - earlier.reduce((sum, refund) => sum + refund.amountKobo, 0);
    const amount = Math.min(amountKobo, left);
    if (amount <= 0) return null;
    return requestRefund(actor, paymentId, amount, reason, tx);
  });
}

/**
 * The refund job's work: asks Paystack once for a PENDING refund. Accepted → PROCESSED, the payment's refunded total
 * and status follow, `payment.refunded`; refused → FAILED, logged for operations; Paystack unreachable → throws, so
 * the job runs again later.
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
  await db.transaction(async (tx) => {
    const [processed] = await tx
      .update(paymentRefunds)
      .set({ status: "PROCESSED", providerRefundId: answer.refundId, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "PENDING")))
      .returning();
    if (!processed) return;
    const refunded = sql`${payments.refundedKobo} + ${processed.amountKobo}`;
    await tx
      .update(payments)
      .set({
        refundedKobo: refunded,
        status: sql`case when ${refunded} >= ${payments.amountKobo} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end::payment_status`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    await publishEvent(
      {
        type: "payment.refunded",
        payload: {
          paymentId: payment.id,
          checkoutId: payment.checkoutId,
          refundId,
          amountKobo: processed.amountKobo,
        },
      },
      tx,
    );
  });
}

export async function refundsOf(paymentId: string, db: Database = getDb()): Promise<RefundSummary[]> {
  if (!isUuid(paymentId)) return [];
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  return rows.map((r) => ({
    id: r.id,
    paymentId: r.paymentId,
    amountKobo: r.amountKobo,
    reason: r.reason,
    status: r.status,
    providerRefundId: r.providerRefundId,
  }));
}

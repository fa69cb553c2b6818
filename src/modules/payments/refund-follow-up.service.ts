import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import type { Actor } from "@/lib/actor";
import { InputValidationError, parseInput } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { userRows } from "@/modules/identity/identity.queries";
import { addToRefundedTotal, toRefundSummary } from "./payment-refund-status.service";
import { leftToRefundKobo, requestRefund } from "./payment-refunds.service";
import { refundByTransferInput, refundFollowUpMessages } from "./payments.inputs";
import { mayFollowUpRefunds, requireRefunder } from "./payments.policy";
import { paymentRefunds, payments } from "./payments.schema";
import type { RefundSummary, RefundToFollowUp } from "./payments.types";

/**
 * Support's follow-up of refunds the buyer is still owed (the refund permission). A refund Paystack could not process
 * (FAILED) is not retried by itself (./payment-refund-status.service.ts); support either asks Paystack again or pays
 * the buyer by bank transfer and records it. Either way the failed row is marked as followed up by a conditional update
 * from "FAILED, not followed up", under the payment's lock, so two people on the page at once make one follow-up, and
 * the money owed is paid once. A refund Paystack holds for the buyer's bank details ("needs-attention") is listed too:
 * Paystack's dashboard takes those details, and the refund then finishes as any other.
 */

/** Refunds owed and stuck, as the part of the list's rule both the list and its count use. */
const NEEDS_FOLLOW_UP = sql`(${paymentRefunds.status} = 'FAILED' and ${paymentRefunds.followUp} is null) or (${paymentRefunds.status} = 'PROCESSING' and ${paymentRefunds.providerStatus} = 'needs-attention')`;

/** How many refunds wait for support, for the dashboard's navigation: 0 for anyone without the refund permission. */
export async function countRefundsToFollowUp(actor: Actor, db: Database = getDb()): Promise<number> {
  if (!mayFollowUpRefunds(actor)) return 0;
  const [row] = await db.select({ n: count() }).from(paymentRefunds).where(NEEDS_FOLLOW_UP);
  return Number(row?.n ?? 0);
}

/** Refunds owed and stuck, oldest problem first (the buyer who has waited longest), at most 200. */
export async function refundsToFollowUp(actor: Actor, db: Database = getDb()): Promise<RefundToFollowUp[]> {
  requireRefunder(actor);
  const rows = await db
    .select({
      refund: paymentRefunds,
      payment: {
        id: payments.id,
        reference: payments.reference,
        checkoutId: payments.checkoutId,
        amountKobo: payments.amountKobo,
        refundedKobo: payments.refundedKobo,
        channel: payments.channel,
      },
      buyer: {
        id: userRows.id,
        firstName: userRows.firstName,
        lastName: userRows.lastName,
        email: userRows.email,
        phone: userRows.phone,
      },
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(userRows, eq(userRows.id, payments.buyerId))
    .where(NEEDS_FOLLOW_UP)
    .orderBy(paymentRefunds.updatedAt, paymentRefunds.id)
    .limit(200);
  return rows.map(({ refund, payment, buyer }) => ({
    refund: toRefundSummary(refund),
    problem: refund.status === "FAILED" ? "FAILED" : "NEEDS_BANK_DETAILS",
    payment: {
      id: payment.id,
      reference: payment.reference,
      checkoutId: payment.checkoutId,
      amountKobo: payment.amountKobo,
      refundedKobo: payment.refundedKobo,
    },
    channel: payment.channel,
    buyer: {
      id: buyer.id,
      name: [buyer.firstName, buyer.lastName].filter(Boolean).join(" ") || "Buyer",
      email: buyer.email,
      phone: buyer.phone,
    },
  }));
}

/**
 * A failed refund nobody has followed up yet, read again under its payment's lock (taken first, as every refund write
 * does), so a second person pressing at the same time waits here and then finds it followed up. Refuses with the
 * page's message when it is not a failed refund, or someone followed it up already.
 */
async function takeFailedRefund(actor: Actor, refundId: string, tx: Database) {
  if (!isUuid(refundId)) throw new InputValidationError({ refundId: [refundFollowUpMessages.notFound] });
  const [found] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!found) throw new InputValidationError({ refundId: [refundFollowUpMessages.notFound] });
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, found.paymentId)).for("update");
  // Read again after the lock: what was read before it may have been followed up meanwhile.
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (refund?.followUp) throw new InputValidationError({ refundId: [refundFollowUpMessages.followedUp] });
  if (refund?.status !== "FAILED") throw new InputValidationError({ refundId: [refundFollowUpMessages.notFailed] });
  return { refund, staffId: actor.kind === "user" ? actor.userId : null };
}

async function markFollowedUp(
  refundId: string,
  followUp: "REFUNDED_AGAIN" | "PAID_BY_TRANSFER",
  replacement: RefundSummary,
  staffId: string | null,
  tx: Database,
): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({
      followUp,
      followUpRefundId: replacement.id,
      followedUpBy: staffId,
      followedUpAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "FAILED"), isNull(paymentRefunds.followUp)));
  await recordAuditEvent(
    {
      actorId: staffId,
      action: followUp === "REFUNDED_AGAIN" ? "payments.refund_asked_again" : "payments.refund_paid_by_transfer",
      entityType: "payment_refund",
      entityId: refundId,
      after: { refundId: replacement.id, amountKobo: replacement.amountKobo },
    },
    tx,
  );
}

/** "Refund again through Paystack": a new refund of the same amount and reason, sent by the refund job. */
export async function refundAgain(actor: Actor, refundId: string, db: Database = getDb()): Promise<RefundSummary> {
  requireRefunder(actor);
  return db.transaction(async (tx) => {
    const { refund, staffId } = await takeFailedRefund(actor, refundId, tx);
    const again = await requestRefund(actor, refund.paymentId, refund.amountKobo, refund.reason, tx);
    await markFollowedUp(refund.id, "REFUNDED_AGAIN", again, staffId, tx);
    logger.info("payments.refund_asked_again", { refundId: refund.id, newRefundId: again.id, staffId });
    return again;
  });
}

/**
 * "Paid by bank transfer": support sent the buyer the money from Oja's account and gives the transfer's reference. It
 * is recorded as a processed refund (outside Paystack), joins the payment's refunded total, and the buyer is told, in
 * one transaction. Never more than is left of the payment: another refund may have been asked since this one failed.
 */
export async function recordRefundByTransfer(
  actor: Actor,
  refundId: string,
  transferReference: string,
  db: Database = getDb(),
): Promise<RefundSummary> {
  requireRefunder(actor);
  const input = parseInput(refundByTransferInput, { transferReference });
  return db.transaction(async (tx) => {
    const { refund, staffId } = await takeFailedRefund(actor, refundId, tx);
    const [payment] = await tx
      .select({ id: payments.id, amountKobo: payments.amountKobo })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    const left = await leftToRefundKobo(payment!, tx);
    if (refund.amountKobo > left) {
      throw new InputValidationError({
        refundId: [
          left > 0
            ? `Only ${formatNaira(left)} of this payment is still owed: refund that amount from the payment instead.`
            : "This payment is refunded in full already.",
        ],
      });
    }
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: refund.paymentId,
        amountKobo: refund.amountKobo,
        reason: refund.reason,
        status: "PROCESSED",
        providerStatus: "bank-transfer",
        processedAt: new Date(),
        requestedBy: staffId,
        transferReference: input.transferReference,
      })
      .returning();
    const paid = toRefundSummary(row!);
    const totals = await addToRefundedTotal(refund.paymentId, refund.amountKobo, tx);
    await markFollowedUp(refund.id, "PAID_BY_TRANSFER", paid, staffId, tx);
    await publishEvent(
      {
        type: "payment.refunded",
        payload: {
          paymentId: totals.id,
          checkoutId: totals.checkoutId,
          refundId: paid.id,
          amountKobo: paid.amountKobo,
          byTransfer: true,
        },
      },
      tx,
    );
    logger.info("payments.refund_paid_by_transfer", { refundId: refund.id, newRefundId: paid.id, staffId });
    return paid;
  });
}

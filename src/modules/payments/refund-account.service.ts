import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { bankAccountInput, type BankAccount } from "@/lib/bank-account-input";
import { InputValidationError, parseInput } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import { findBank } from "@/lib/nigerian-banks";
import { maskAccountNumber } from "@/lib/paystack";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { confirmStepUp, sendStepUpCode, stepUpMessages, type StepUpProof } from "@/modules/identity/step-up.service";
import type { EnqueueOptions } from "@/modules/notifications/notifications.service";
import { toRefundSummary } from "./payment-refund-status.service";
import { refundFollowUpMessages } from "./payments.inputs";
import { paymentRefunds, payments } from "./payments.schema";
import type { RefundSummary } from "./payments.types";
import {
  CLAIMED,
  gateway,
  heldRefund,
  refunderId,
  resolveRefundAccount,
  sharesAName,
} from "./refund-account-lookup.service";

/**
 * A refund Paystack holds until it is given the buyer's bank account ("needs-attention"), finished from Oja: support
 * gets the account from the buyer, Oja looks it up (./refund-account-lookup.service.ts: its name, and Paystack's id of
 * the bank, which the retry needs), support checks the name against the buyer and sends it with
 * POST /refund/retry_with_customer_details/{id}. Paystack then processes the refund as any other (refund webhooks, and
 * the reconciliation).
 *
 * Sending takes support's step-up proof (identity's step-up.service.ts: their password, or a code bound to this refund
 * and this exact account), as a payout account does: a stolen staff session alone cannot send buyers' money to an
 * account of the thief's choosing.
 *
 * Paystack is not asked inside a database transaction: the refund is first claimed (a conditional update from
 * "needs-attention" to "account-given"), so two people sending at once send once; the call is made; then the answer is
 * recorded, or the claim undone when Paystack did not take the account. A process stopped between the two leaves the
 * refund "account-given" and PROCESSING, which the reconciliation fetches within the hour: it is listed again if
 * Paystack still holds it.
 */

/** A code confirms one thing: this refund sent on to this bank and number. */
function codeSubject(refundId: string, account: BankAccount): string {
  return `refund-account:${refundId}:${account.bankCode}:${account.accountNumber}`;
}

/** "GTBank (Guaranty Trust Bank) …6785": where a refund went, as the buyer and support read it. */
function accountLabel(account: BankAccount): string {
  return `${findBank(account.bankCode)!.name} ${maskAccountNumber(account.accountNumber)}`;
}

/**
 * Sends support a code that confirms sending this held refund on to this bank and number (to their verified phone,
 * else their verified e-mail): for staff who sign in with Google and have no password.
 */
export async function requestRefundAccountCode(
  actor: Actor,
  refundId: string,
  input: { bankCode: string; accountNumber: string },
  context: { ip?: string; messages?: EnqueueOptions } = {},
  db: Database = getDb(),
): Promise<{ message: string }> {
  const userId = refunderId(actor);
  const account = parseInput(bankAccountInput, input);
  const { refund } = await heldRefund(refundId, db);
  const sent = await sendStepUpCode(
    {
      userId,
      purpose: "CONFIRM_REFUND_ACCOUNT",
      subject: codeSubject(refundId, account),
      confirms: refundFollowUpMessages.codeConfirms(formatNaira(refund.amountKobo), accountLabel(account)),
    },
    context,
    db,
  );
  return { message: stepUpMessages.codeSent(sent.masked) };
}

/**
 * Sends a held refund on to the buyer's account, with the sender's password or code. The account is looked up again
 * (its name and bank id as they are now); the refund's card then says where it went, and the buyer's order that it is
 * on its way there.
 */
export async function giveRefundAccount(
  actor: Actor,
  refundId: string,
  input: { bankCode: string; accountNumber: string } & StepUpProof,
  context: { ip?: string } = {},
  db: Database = getDb(),
): Promise<RefundSummary> {
  const staffId = refunderId(actor);
  const { password, code, ...typed } = input;
  const account = parseInput(bankAccountInput, typed);
  const { refund: before, buyerName } = await heldRefund(refundId, db);
  // Before the bank is asked anything: a session alone learns nothing more about any account.
  const { by } = await confirmStepUp(
    {
      userId: staffId,
      purpose: "CONFIRM_REFUND_ACCOUNT",
      subject: codeSubject(refundId, account),
      proof: { password, code },
    },
    context,
    db,
  );
  const found = await resolveRefundAccount(staffId, account);
  const sharesBuyerName = sharesAName(found.accountName, buyerName);
  const refundAccount = accountLabel(account);

  const claimed = await db.transaction(async (tx) => {
    // Every refund write takes its payment's lock first (./payment-refunds.service.ts), so none interleave.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, before.paymentId)).for("update");
    const [row] = await tx
      .update(paymentRefunds)
      .set({ providerStatus: CLAIMED, updatedAt: new Date() })
      .where(
        and(
          eq(paymentRefunds.id, refundId),
          eq(paymentRefunds.status, "PROCESSING"),
          eq(paymentRefunds.providerStatus, "needs-attention"),
        ),
      )
      .returning({ id: paymentRefunds.id });
    return row !== undefined;
  });
  if (!claimed) {
    await heldRefund(refundId, db); // says why: followed up meanwhile, or finished
    throw new InputValidationError({ refundId: [refundFollowUpMessages.followedUp] });
  }

  const answer = await gateway().retryRefundWithAccount(before.providerRefundId!, {
    accountNumber: found.accountNumber,
    bankId: found.bankId,
  });
  const logged = { refundId, providerRefundId: before.providerRefundId, account: refundAccount };
  if (answer.status !== "OK") {
    await db
      .update(paymentRefunds)
      .set({ providerStatus: "needs-attention", updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.providerStatus, CLAIMED)));
    logger.warn("payments.refund_account_not_taken", { ...logged, answer: answer.status });
    const message =
      answer.status === "REFUSED"
        ? refundFollowUpMessages.refused(answer.detail.slice(0, 200))
        : answer.status === "NOT_FOUND"
          ? refundFollowUpMessages.notWaiting
          : refundFollowUpMessages.unavailable;
    throw new InputValidationError({ form: [message] });
  }

  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentRefunds)
      .set({
        // What Paystack says now ("processing"), unless its webhook told of a later state meanwhile.
        providerStatus: sql`case when ${paymentRefunds.providerStatus} = ${CLAIMED} then ${answer.refundStatus.slice(0, 40)} else ${paymentRefunds.providerStatus} end`,
        followUp: "ACCOUNT_GIVEN",
        followedUpBy: staffId,
        followedUpAt: new Date(),
        refundAccount,
        refundAccountName: found.accountName,
        updatedAt: new Date(),
      })
      .where(eq(paymentRefunds.id, refundId))
      .returning();
    await recordAuditEvent(
      {
        actorId: staffId,
        action: "payments.refund_account_given",
        entityType: "payment_refund",
        entityId: refundId,
        // A name that shares nothing with the buyer's is what a review of redirected refunds looks for first.
        after: {
          account: refundAccount,
          accountName: found.accountName,
          sharesBuyerName,
          confirmedBy: by,
          providerStatus: row!.providerStatus,
        },
        ip: context.ip,
      },
      tx,
    );
    return toRefundSummary(row!);
  });
  logger.info("payments.refund_account_given", { ...logged, staffId, providerStatus: sent.providerStatus });
  return sent;
}

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { systemActor } from "@/lib/actor";
import { auditEvents } from "@/modules/audit/audit.schema";
import { users } from "@/modules/identity/identity.schema";
import { permissionsForRole } from "@/modules/identity/staff-permissions";
import { listDevOutbox } from "@/modules/notifications/notifications.service";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundsForBuyer, refundsOf, requestRefund } from "@/modules/payments/payment-refunds.service";
import { refundFollowUpMessages } from "@/modules/payments/payments.inputs";
import { paymentRefunds } from "@/modules/payments/payments.schema";
import { beginPaystackPayment } from "@/modules/payments/payments.service";
import {
  countRefundsToFollowUp,
  recordRefundByTransfer,
  refundAgain,
  refundsToFollowUp,
} from "@/modules/payments/refund-follow-up.service";
import { moderatorActor, userActor } from "../../../tests/factories/actors";
import { createUser } from "../../../tests/factories/identity";
import {
  createTestPayment,
  payAndFailRefund,
  paymentEventsOf,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { sendMessagesToDevOutbox } from "../../../tests/setup/dev-outbox";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

/**
 * Support's follow-up of refunds Paystack could not process: listed with whom to reach, asked again through Paystack
 * or recorded as paid by bank transfer, exactly once however many people press at once, and never more than was paid.
 */

const { paystack } = setUpPaymentGateway();
checkMoneyAfterEach();
sendMessagesToDevOutbox();
const system = systemActor("test");

async function support() {
  const staff = await createUser({ firstName: "Amaka" });
  return { ...userActor(staff.id), staffPermissions: permissionsForRole("ADMIN") };
}

async function paid(reference: string, paymentId: string) {
  await beginPaystackPayment(paymentId, "http://127.0.0.1:3000/back");
  await paystack().standin.complete(reference, "success");
  await drainJobs();
}

/** A paid payment (its buyer's e-mail verified, so they are told) and a refund Paystack could not process. */
async function failedRefund(amountKobo = 1_000_000, refundKobo = amountKobo) {
  const payment = await createTestPayment({ amountKobo });
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, payment.buyerId));
  const refund = await payAndFailRefund(paystack(), payment, refundKobo, "Order OJA-TEST rejected by the seller");
  expect(await refundById(refund.id)).toMatchObject({ status: "FAILED" });
  return { payment, refund };
}

describe("refunds to follow up", () => {
  it("lists failed refunds and those Paystack holds for bank details, with the buyer and payment; nothing else", async () => {
    const { payment, refund } = await failedRefund();
    const held = await failedRefund(600_000);
    await getDb()
      .update(paymentRefunds)
      .set({ status: "PROCESSING", providerStatus: "needs-attention", failureReason: null })
      .where(eq(paymentRefunds.id, held.refund.id));
    const fine = await createTestPayment({ amountKobo: 300_000 });
    await paid(fine.reference, fine.id);
    paystack().standin.refundSettling = "by-hand";
    await requestRefund(system, fine.id, 300_000, "Cancelled by the buyer");
    await drainJobs();

    const listed = await refundsToFollowUp(await support());
    expect(listed.map((item) => [item.refund.id, item.problem])).toEqual(
      expect.arrayContaining([
        [refund.id, "FAILED"],
        [held.refund.id, "NEEDS_BANK_DETAILS"],
      ]),
    );
    expect(listed.some((item) => item.payment.id === fine.id)).toBe(false);
    const item = listed.find((found) => found.refund.id === refund.id)!;
    expect(item.payment).toMatchObject({ reference: payment.reference, amountKobo: 1_000_000, refundedKobo: 0 });
    expect(item.buyer).toMatchObject({ id: payment.buyerId, name: "Ngozi Adebayo" });
    expect(item.buyer.email).toMatch(/@example\.com$/);
    // Paystack still holds that money: no button may pay it a second way.
    await expect(refundAgain(await support(), held.refund.id)).rejects.toMatchObject({
      validation: { refundId: [refundFollowUpMessages.notFailed] },
    });
  });

  it("is support's alone: a buyer, a seller or a price moderator is refused, for the list and both acts", async () => {
    const { payment, refund } = await failedRefund(400_000);
    const outsiders = [
      userActor(payment.buyerId),
      userActor((await createUser()).id),
      moderatorActor((await createUser()).id),
    ];
    for (const actor of outsiders) {
      await expect(refundsToFollowUp(actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(refundAgain(actor, refund.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(recordRefundByTransfer(actor, refund.id, "000013261128093512345678901234")).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect(await refundById(refund.id)).toMatchObject({ status: "FAILED", followUp: null });
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it("refund again: a new Paystack refund of the same amount and reason; the failed one leaves the list", async () => {
    const { payment, refund } = await failedRefund(800_000);
    const staff = await support();
    const waiting = await countRefundsToFollowUp(staff);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(await countRefundsToFollowUp(userActor(payment.buyerId))).toBe(0);
    const again = await refundAgain(staff, refund.id);
    expect(await countRefundsToFollowUp(staff)).toBe(waiting - 1);
    expect(again).toMatchObject({ amountKobo: 800_000, reason: refund.reason, status: "PENDING" });
    await drainJobs();
    expect(await refundById(again.id)).toMatchObject({ status: "PROCESSED" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 800_000 });
    expect(await refundById(refund.id)).toMatchObject({
      status: "FAILED",
      followUp: "REFUNDED_AGAIN",
      followUpRefundId: again.id,
    });
    expect((await refundsToFollowUp(staff)).some((item) => item.refund.id === refund.id)).toBe(false);
    const audit = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, refund.id), eq(auditEvents.action, "payments.refund_asked_again")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(staff.userId);
    await expect(refundAgain(staff, refund.id)).rejects.toMatchObject({
      validation: { refundId: [refundFollowUpMessages.followedUp] },
    });
  });

  it("paid by bank transfer: a processed refund with its reference, the payment refunded, the buyer told", async () => {
    const { payment, refund } = await failedRefund(1_250_000);
    const staff = await support();
    const paid = await recordRefundByTransfer(staff, refund.id, "  000013261128093512345678901234 ");
    expect(paid).toMatchObject({
      amountKobo: 1_250_000,
      status: "PROCESSED",
      providerRefundId: null,
      transferReference: "000013261128093512345678901234",
    });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 1_250_000 });
    expect(await refundById(refund.id)).toMatchObject({ followUp: "PAID_BY_TRANSFER", followUpRefundId: paid.id });
    expect((await paymentEventsOf(payment.id)).at(-1)).toMatchObject({
      type: "payment.refunded",
      payload: { refundId: paid.id, byTransfer: true },
    });
    // Paystack was not asked: the money went from Oja's bank account.
    expect(paystack().standin.refunds.filter((r) => r.reference === payment.reference)).toHaveLength(1);
    await drainJobs();
    const [buyer] = await getDb().select().from(users).where(eq(users.id, payment.buyerId));
    const mail = (await listDevOutbox({ recipient: buyer!.email! })).filter((m) => m.purpose?.startsWith("payment."));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain("by transfer (reference 000013261128093512345678901234)");
  });

  it("the buyer's order page reads the refund as held up, then as paid by transfer with its reference", async () => {
    const { payment, refund } = await failedRefund(900_000);
    expect(await refundsForBuyer(payment.id)).toEqual([
      { amountKobo: 900_000, state: "DELAYED", transferReference: null, toAccount: null },
    ]);
    await recordRefundByTransfer(await support(), refund.id, "TRF-2026-11-28-005");
    expect(await refundsForBuyer(payment.id)).toEqual([
      { amountKobo: 900_000, state: "REFUNDED", transferReference: "TRF-2026-11-28-005", toAccount: null },
    ]);
    const other = await failedRefund(600_000);
    paystack().standin.refundSettling = "by-hand";
    await refundAgain(await support(), other.refund.id);
    await drainJobs();
    expect(await refundsForBuyer(other.payment.id)).toEqual([
      { amountKobo: 600_000, state: "ON_ITS_WAY", transferReference: null, toAccount: null },
    ]);
    paystack().standin.refundSettling = "processed";
  });

  it("a transfer's reference must look like one; a bad one changes nothing", async () => {
    const { payment, refund } = await failedRefund(500_000);
    const staff = await support();
    for (const reference of ["", "  ", "ab", "<script>alert(1)</script>", "x".repeat(61), "ref 123", "🙂🙂🙂🙂"]) {
      await expect(recordRefundByTransfer(staff, refund.id, reference)).rejects.toMatchObject({
        validation: { transferReference: [refundFollowUpMessages.transferReference] },
      });
    }
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await refundById(refund.id)).toMatchObject({ followUp: null });
  });

  it("refuses what is not a failed refund: unknown, malformed, still with Paystack, or processed", async () => {
    const staff = await support();
    await expect(refundAgain(staff, "not-a-uuid")).rejects.toMatchObject({
      validation: { refundId: [refundFollowUpMessages.notFound] },
    });
    await expect(refundAgain(staff, "6f1d2c3b-0000-4000-8000-000000000000")).rejects.toMatchObject({
      validation: { refundId: [refundFollowUpMessages.notFound] },
    });
    const payment = await createTestPayment({ amountKobo: 200_000 });
    await paid(payment.reference, payment.id);
    const processed = await requestRefund(system, payment.id, 100_000, "Part of the order rejected");
    paystack().standin.refundSettling = "by-hand";
    const processing = await requestRefund(system, payment.id, 100_000, "The rest rejected");
    await drainJobs();
    for (const id of [processed.id, processing.id]) {
      await expect(refundAgain(staff, id)).rejects.toMatchObject({
        validation: { refundId: [refundFollowUpMessages.notFailed] },
      });
      await expect(recordRefundByTransfer(staff, id, "TRF-2026-11-28-001")).rejects.toMatchObject({
        validation: { refundId: [refundFollowUpMessages.notFailed] },
      });
    }
    paystack().standin.refundSettling = "processed";
  });

  it("two people at once, each pressing a different button: one follow-up, the buyer paid once", async () => {
    const { payment, refund } = await failedRefund(700_000);
    const [first, second] = [await support(), await support()];
    const results = await Promise.allSettled([
      refundAgain(first, refund.id),
      recordRefundByTransfer(second, refund.id, "TRF-2026-11-28-002"),
      refundAgain(second, refund.id),
      recordRefundByTransfer(first, refund.id, "TRF-2026-11-28-003"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((found) => found.status === "rejected"))
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        validation: { refundId: [refundFollowUpMessages.followedUp] },
      });
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 700_000 });
    expect((await refundsOf(payment.id)).filter((r) => r.status === "PROCESSED")).toHaveLength(1);
  });

  it("never pays more than is left: a refund asked since the failure leaves less to transfer", async () => {
    const { payment, refund } = await failedRefund(1_000_000, 500_000);
    const staff = await support();
    await requestRefund(staff, payment.id, 800_000, "Refunded most of it by hand");
    await drainJobs();
    await expect(recordRefundByTransfer(staff, refund.id, "TRF-2026-11-28-004")).rejects.toMatchObject({
      validation: {
        refundId: ["Only ₦2,000.00 of this payment is still owed: refund that amount from the payment instead."],
      },
    });
    await expect(refundAgain(staff, refund.id)).rejects.toMatchObject({
      validation: { amountKobo: ["At most ₦2,000.00 of this payment can still be refunded."] },
    });
    expect(await refundById(refund.id)).toMatchObject({ followUp: null });
    expect(await storedPayment(payment.id)).toMatchObject({ refundedKobo: 800_000 });
  });
});

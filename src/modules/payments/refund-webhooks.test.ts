import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/payments/paystack/webhook/route";
import { getDb } from "@/db/client";
import { systemActor } from "@/lib/actor";
import { paystackSignature } from "@/lib/paystack";
import { refundEventData } from "@/lib/paystack-standin/standin-answers";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundsToFollowUp } from "@/modules/payments/refund-follow-up.service";
import { requestRefund } from "@/modules/payments/payment-refunds.service";
import { reconcilePayments } from "@/modules/payments/payment-settlement.service";
import { handlePaystackEvent } from "@/modules/payments/payment-webhooks.service";
import { REFUND_PERMISSION } from "@/modules/payments/payments.policy";
import { paymentEvents } from "@/modules/payments/payments.schema";
import { beginPaystackPayment } from "@/modules/payments/payments.service";
import { userActor } from "../../../tests/factories/actors";
import {
  createTestPayment,
  paymentEventsOf,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

/**
 * Paystack's refunds are asynchronous: the refund API answers "pending", and refund.pending / processing / processed /
 * failed webhooks follow. Each is stored once by the webhook route and its job fetches the refund from Paystack.
 */

const { paystack, logged } = setUpPaymentGateway();
checkMoneyAfterEach();
const system = systemActor("test");
const URL_ = "http://127.0.0.1:3000/api/payments/paystack/webhook";

const post = (body: string, signature: string | null) =>
  POST(
    new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "x-paystack-signature": signature } : {}) },
      body,
    }),
  );
const signed = (body: string) => post(body, paystackSignature(body, paystack().secretKey));

/** A paid payment and a refund Paystack accepted and holds pending (refunds are settled by hand in these tests). */
async function acceptedRefund(amountKobo = 1_000_000, refundKobo = amountKobo) {
  const payment = await createTestPayment({ amountKobo });
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/back");
  await paystack().standin.complete(payment.reference, "success");
  await drainJobs();
  paystack().standin.refundSettling = "by-hand";
  const refund = await requestRefund(system, payment.id, refundKobo, "Order cancelled");
  await drainJobs();
  const stored = await refundById(refund.id);
  expect(stored).toMatchObject({ status: "PROCESSING", providerStatus: "pending", processedAt: null });
  return { payment, refund, providerRefundId: Number(stored!.providerRefundId) };
}

/** The body Paystack would send about the refund, as it stands at the gateway now. */
function refundEventBody(event: string, reference: string, providerRefundId: number) {
  const standin = paystack().standin;
  const refund = standin.refunds.find((r) => r.id === providerRefundId)!;
  return JSON.stringify({ event, data: refundEventData(standin.transactions.get(reference)!, refund) });
}

async function storedEvents(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(paymentEvents);
  return row!.n;
}

describe("refund webhooks", () => {
  it("refund.processed marks the refund processed, and only then counts it in the payment's refunded total", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund(1_000_000, 400_000);
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", refundedKobo: 0 });
    await paystack().standin.settleRefund(providerRefundId, "processed");
    expect(paystack().standin.webhooks.at(-1)).toMatchObject({ event: "refund.processed", answer: 200 });
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({
      status: "PROCESSED",
      providerStatus: "processed",
      processedAt: expect.any(Date),
    });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedKobo: 400_000 });
    expect((await paymentEventsOf(payment.id)).map((e) => e.type)).toEqual(["payment.paid", "payment.refunded"]);
  });

  it("the same event replayed 10 times at once: one stored event, one change, one payment.refunded", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund();
    paystack().webhook.url = null;
    await paystack().standin.settleRefund(providerRefundId, "processed");
    const body = refundEventBody("refund.processed", payment.reference, providerRefundId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signed(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await getDb().select().from(paymentEvents).where(eq(paymentEvents.reference, payment.reference));
    expect(rows.filter((r) => r.type === "refund.processed")).toHaveLength(1);
    await Promise.all([drainJobs(), drainJobs()]);
    expect((await signed(body)).status).toBe(200);
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 1_000_000 });
    expect((await paymentEventsOf(payment.id)).filter((e) => e.type === "payment.refunded")).toHaveLength(1);
  });

  it("a refund event for a transaction we do not have changes nothing, and is marked handled", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund();
    const body = refundEventBody("refund.processed", payment.reference, providerRefundId).replaceAll(
      payment.reference,
      "T9171231_412325_3be2736c_n6tml",
    );
    expect((await signed(body)).status).toBe(200);
    await drainJobs();
    const [event] = await getDb()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, "T9171231_412325_3be2736c_n6tml"));
    expect(event!.handledAt).not.toBeNull();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSING" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", refundedKobo: 0 });
    expect(logged()).toContain("payments.refund_event_unknown_reference");
  });

  it("a wrong or missing signature is refused with 401 and nothing is stored", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund();
    await paystack().standin.settleRefund(providerRefundId, "processed");
    const body = refundEventBody("refund.processed", payment.reference, providerRefundId);
    const before = await storedEvents();
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, paystackSignature(body, "sk_test_someoneElse"))).status).toBe(401);
    expect(await storedEvents()).toBe(before);
    // The gateway's own, signed, event still counts.
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
  });

  it("does not believe the event: a signed refund.processed for a refund Paystack still holds changes nothing", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund();
    const forged = refundEventBody("refund.processed", payment.reference, providerRefundId).replace(
      '"status":"pending"',
      '"status":"processed"',
    );
    expect((await signed(forged)).status).toBe(200);
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSING" });
    expect(await storedPayment(payment.id)).toMatchObject({ refundedKobo: 0 });
  });

  it("refund.failed: FAILED, logged for support and listed for them, its amount free to refund again", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund(500_000);
    await paystack().standin.settleRefund(providerRefundId, "failed");
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({
      status: "FAILED",
      failureReason: "Paystack could not process the refund",
    });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", refundedKobo: 0 });
    expect(logged()).toMatch(/payments\.refund_failed.*Order cancelled/);
    const support = userActor(payment.buyerId, [REFUND_PERMISSION]);
    expect((await refundsToFollowUp(support)).map((r) => r.refund.id)).toContain(refund.id);
    await expect(refundsToFollowUp(userActor(payment.buyerId))).rejects.toMatchObject({ code: "FORBIDDEN" });
    paystack().standin.refundSettling = "processed";
    await requestRefund(support, payment.id, 500_000, "Refunded again after the first failed");
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 500_000 });
  });

  it("an event that comes before Paystack's answer to our request is recorded waits for it", async () => {
    const payment = await createTestPayment({ amountKobo: 300_000 });
    await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/back");
    await paystack().standin.complete(payment.reference, "success");
    await drainJobs();
    const refund = await requestRefund(system, payment.id, 300_000, "Order cancelled");
    // Paystack's refund.pending names no refund id: it may be about the refund we are still asking for.
    const early = JSON.stringify({
      event: "refund.pending",
      data: { status: "pending", transaction_reference: payment.reference, refund_reference: null, amount: "300000" },
    });
    expect((await signed(early)).status).toBe(200);
    const [event] = await getDb().select().from(paymentEvents).where(eq(paymentEvents.type, "refund.pending"));
    await expect(handlePaystackEvent(event!.id)).rejects.toThrow(/cannot be settled yet/);
    // The refund job runs: the gateway accepts, processes at once and says so before it answers.
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
    await handlePaystackEvent(event!.id);
    const [handled] = await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, event!.id));
    expect(handled!.handledAt).not.toBeNull();
  });

  it("the reconciliation finishes a refund whose webhook never came", async () => {
    const { payment, refund, providerRefundId } = await acceptedRefund();
    paystack().webhook.url = null;
    await paystack().standin.settleRefund(providerRefundId, "processed");
    expect((await reconcilePayments(new Date())).refundsSettled).toBe(0);
    const report = await reconcilePayments(new Date(Date.now() + 31 * 60 * 1000));
    expect(report.refundsSettled).toBe(1);
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED" });
  });
});

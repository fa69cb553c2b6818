import { describe, expect, it } from "vitest";
import { systemActor } from "@/lib/actor";
import { requestRefund, refundsOf } from "@/modules/payments/payment-refunds.service";
import { REFUND_PERMISSION } from "@/modules/payments/payments.policy";
import { beginPaystackPayment, recordCashCollected, recordCashRefused } from "@/modules/payments/payments.service";
import { userActor } from "../../../tests/factories/actors";
import {
  createTestPayment,
  paymentEventsOf,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const { paystack } = setUpPaymentGateway();
const system = systemActor("test");

async function paidPayment(amountKobo: number) {
  const payment = await createTestPayment({ amountKobo });
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/back");
  await paystack().standin.complete(payment.reference, "success");
  await drainJobs();
  return payment;
}

describe("requestRefund", () => {
  it("refunds part, then the rest, through Paystack; the status follows", async () => {
    const payment = await paidPayment(1_000_000);
    await requestRefund(system, payment.id, 300_000, "Seller rejected one item");
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedKobo: 300_000 });
    await requestRefund(system, payment.id, 700_000, "Order cancelled");
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 1_000_000 });
    expect(
      paystack()
        .standin.refunds.filter((r) => r.reference === payment.reference)
        .map((r) => r.amountKobo),
    ).toEqual([300_000, 700_000]);
    expect((await paymentEventsOf(payment.id)).map((e) => e.type)).toEqual([
      "payment.paid",
      "payment.refunded",
      "payment.refunded",
    ]);
  });

  it("never refunds more than was paid, even when asked many times at once", async () => {
    const payment = await paidPayment(1_000_000);
    const asks = await Promise.allSettled(
      Array.from({ length: 8 }, () => requestRefund(system, payment.id, 300_000, "Duplicate clicks")),
    );
    expect(asks.filter((a) => a.status === "fulfilled")).toHaveLength(3);
    const refused = asks.find((a) => a.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      validation: { amountKobo: ["At most ₦1,000.00 of this payment can still be refunded."] },
    });
    await drainJobs();
    const row = await storedPayment(payment.id);
    expect(row.refundedKobo).toBe(900_000);
    await expect(requestRefund(system, payment.id, 100_001, "One kobo too many")).rejects.toMatchObject({
      validation: { amountKobo: expect.any(Array) },
    });
    expect((await refundsOf(payment.id)).reduce((sum, r) => sum + r.amountKobo, 0)).toBeLessThanOrEqual(1_000_000);
  });

  it("refuses unpaid payments, bad amounts, and people without the refund permission", async () => {
    const unpaid = await createTestPayment();
    await expect(requestRefund(system, unpaid.id, 100, "x")).rejects.toMatchObject({ validation: expect.any(Object) });
    const paid = await paidPayment(50_000);
    for (const amount of [0, -5, 1.5]) {
      await expect(requestRefund(system, paid.id, amount, "x")).rejects.toMatchObject({
        validation: expect.any(Object),
      });
    }
    await expect(requestRefund(userActor(paid.buyerId), paid.id, 100, "mine")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const staff = userActor(paid.buyerId, [REFUND_PERMISSION]);
    expect((await requestRefund(staff, paid.id, 100, "Dispute decided for the buyer")).status).toBe("PENDING");
  });

  it("marks a refund Paystack refuses FAILED, and frees its amount", async () => {
    const payment = await paidPayment(200_000);
    const refund = await requestRefund(system, payment.id, 200_000, "Cancelled");
    paystack().script.push({ status: 400, body: { status: false, message: "Transaction has been fully reversed" } });
    await drainJobs();
    expect((await refundsOf(payment.id)).find((r) => r.id === refund.id)).toMatchObject({ status: "FAILED" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", refundedKobo: 0 });
    expect((await requestRefund(system, payment.id, 200_000, "Again")).status).toBe("PENDING");
  });
});

describe("pay on delivery", () => {
  it("records the cash collected once, with payment.paid", async () => {
    const payment = await createTestPayment({ method: "PAY_ON_DELIVERY" });
    expect(await recordCashCollected(system, payment.id)).toBe(true);
    expect(await recordCashCollected(system, payment.id)).toBe(false);
    expect(await storedPayment(payment.id)).toMatchObject({ status: "COLLECTED" });
    expect((await paymentEventsOf(payment.id)).map((e) => e.payload)).toEqual([
      { paymentId: payment.id, checkoutId: payment.checkoutId, method: "PAY_ON_DELIVERY" },
    ]);
    await expect(recordCashRefused(system, payment.id)).rejects.toMatchObject({ validation: expect.any(Object) });
  });

  it("records a refusal at the door with payment.failed; a card payment is not cash", async () => {
    const payment = await createTestPayment({ method: "PAY_ON_DELIVERY" });
    expect(await recordCashRefused(system, payment.id)).toBe(true);
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUSED" });
    const card = await createTestPayment();
    await expect(recordCashCollected(system, card.id)).rejects.toMatchObject({ validation: expect.any(Object) });
    await expect(recordCashCollected({ kind: "signed-out" }, payment.id)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
  });
});

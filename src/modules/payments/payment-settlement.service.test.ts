import { describe, expect, it } from "vitest";
import { verifyAnswer } from "@/lib/paystack-standin/standin-answers";
import { reconcilePayments, settlePaystackPayment } from "@/modules/payments/payment-settlement.service";
import { setPaymentGatewayForTests } from "@/modules/payments/payments.config";
import { beginPaystackPayment, createPayment } from "@/modules/payments/payments.service";
import {
  agePayment,
  createTestPayment,
  paymentEventsOf,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const { paystack, logged } = setUpPaymentGateway();
const CALLBACK = "http://127.0.0.1:3000/checkout/paid";

/** A payment opened on the gateway, ready for the buyer's choice. */
async function openedPayment(amountKobo?: number) {
  const payment = await createTestPayment({ amountKobo });
  const begun = await beginPaystackPayment(payment.id, CALLBACK);
  if (begun.status !== "OK") throw new Error(`not begun: ${JSON.stringify(begun)}`);
  return { payment, authorizationUrl: begun.authorizationUrl };
}

describe("createPayment", () => {
  it("gives the same payment for the same checkout, and refuses the same checkout with another amount", async () => {
    const payment = await createTestPayment({ amountKobo: 500_000 });
    const input = { checkoutId: payment.checkoutId, buyerId: payment.buyerId, email: "b@example.com" } as const;
    const again = await createPayment({ ...input, amountKobo: 500_000, method: "PAYSTACK" });
    expect(again.id).toBe(payment.id);
    await expect(createPayment({ ...input, amountKobo: 400_000, method: "PAYSTACK" })).rejects.toMatchObject({
      validation: { checkoutId: ["This checkout already has a different payment."] },
    });
  });

  it("refuses amounts that are not whole kobo above zero", async () => {
    for (const amountKobo of [0, -100, 10.5, Number.MAX_SAFE_INTEGER]) {
      await expect(createTestPayment({ amountKobo })).rejects.toMatchObject({
        validation: { amountKobo: expect.any(Array) },
      });
    }
  });

  it("refuses card payment where no gateway is configured (production without a key); cash still works", async () => {
    setPaymentGatewayForTests({ kind: "none" });
    await expect(createTestPayment()).rejects.toMatchObject({
      validation: { method: ["Card, transfer and USSD payment is not available right now. Choose pay on delivery."] },
    });
    expect((await createTestPayment({ method: "PAY_ON_DELIVERY" })).status).toBe("DUE");
  });

  it("starts a Paystack payment UNPAID and a pay-on-delivery one DUE", async () => {
    expect((await createTestPayment()).status).toBe("UNPAID");
    expect((await createTestPayment({ method: "PAY_ON_DELIVERY" })).status).toBe("DUE");
  });
});

describe("beginPaystackPayment", () => {
  it("opens the transaction in kobo on card, transfer and USSD, and returns the gateway's page", async () => {
    const { payment, authorizationUrl } = await openedPayment(1_234_500);
    expect(authorizationUrl).toMatch(new RegExp(`^${paystack().baseUrl}/checkout/`));
    expect(paystack().requests[0]!.body).toMatchObject({
      amount: 1_234_500,
      reference: payment.reference,
      callback_url: CALLBACK,
      channels: ["card", "bank_transfer", "ussd"],
    });
  });

  it("a double click opens one transaction: both get the same address", async () => {
    const payment = await createTestPayment();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => beginPaystackPayment(payment.id, CALLBACK)));
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect(a!.status).toBe("OK");
    expect([...paystack().standin.transactions.values()].filter((t) => t.reference === payment.reference)).toHaveLength(
      1,
    );
    // Asked again later: the stored address, without a call to Paystack.
    const before = paystack().requests.length;
    expect(await beginPaystackPayment(payment.id, CALLBACK)).toEqual(a);
    expect(paystack().requests.length).toBe(before);
  });

  it("says card payment is unavailable when the gateway does not answer, and not payable once paid", async () => {
    const payment = await createTestPayment();
    paystack().script.push({ status: 503, body: { status: false, message: "Service unavailable" } });
    expect(await beginPaystackPayment(payment.id, CALLBACK)).toEqual({ status: "UNAVAILABLE" });
    const cash = await createTestPayment({ method: "PAY_ON_DELIVERY" });
    expect(await beginPaystackPayment(cash.id, CALLBACK)).toEqual({ status: "NOT_PAYABLE", paymentStatus: "DUE" });
  });
});

describe("paying on the gateway's page", () => {
  it("success: the page redirects to the callback, the signed webhook's job marks it PAID once", async () => {
    const { payment, authorizationUrl } = await openedPayment();
    const page = await fetch(authorizationUrl);
    expect(await page.text()).toContain("Test payment — no real money");
    const chosen = await fetch(authorizationUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "channel=ussd&outcome=success",
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(
      `${CALLBACK}?trxref=${payment.reference}&reference=${payment.reference}`,
    );
    expect(paystack().standin.webhooks).toContainEqual({
      event: "charge.success",
      reference: payment.reference,
      answer: 200,
    });
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", channel: "ussd" });
    expect(await paymentEventsOf(payment.id)).toEqual([
      { type: "payment.paid", payload: { paymentId: payment.id, checkoutId: payment.checkoutId, method: "PAYSTACK" } },
    ]);
  });

  it("failure: FAILED and payment.failed; the return after it changes nothing", async () => {
    const { payment } = await openedPayment();
    await paystack().standin.complete(payment.reference, "failed", "card");
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "FAILED", failureReason: "Declined" });
    expect(await settlePaystackPayment(payment.reference)).toMatchObject({ outcome: "ALREADY_SETTLED" });
    expect((await paymentEventsOf(payment.id)).map((e) => e.payload)).toEqual([
      { paymentId: payment.id, checkoutId: payment.checkoutId, reason: "failed" },
    ]);
  });

  it("the return and the webhook racing (and a second return) make exactly one change and one event", async () => {
    const { payment } = await openedPayment();
    paystack().webhook.url = null;
    await paystack().standin.complete(payment.reference, "success");
    paystack().webhook.url = "http://127.0.0.1/api/payments/paystack/webhook";
    await paystack().standin.sendWebhook(
      JSON.stringify({
        event: "charge.success",
        data: verifyAnswer(paystack().standin.transactions.get(payment.reference)!).data,
      }),
    );
    const results = await Promise.all([
      settlePaystackPayment(payment.reference),
      drainJobs(),
      settlePaystackPayment(payment.reference),
    ]);
    const changes = results.filter((r) => typeof r === "object" && "changed" in r && r.changed);
    expect(changes.length).toBeLessThanOrEqual(1);
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID" });
    expect(await paymentEventsOf(payment.id)).toHaveLength(1);
  });

  it("ten returns at once (a buyer reloading the page) make one change and one event", async () => {
    const { payment } = await openedPayment();
    paystack().webhook.url = null;
    await paystack().standin.complete(payment.reference, "success");
    const results = await Promise.all(Array.from({ length: 10 }, () => settlePaystackPayment(payment.reference)));
    expect(results.filter((r) => "changed" in r && r.changed)).toHaveLength(1);
    expect(results.every((r) => "payment" in r && r.payment.status === "PAID")).toBe(true);
    expect(await paymentEventsOf(payment.id)).toHaveLength(1);
  });

  it("abandoning leaves the payment unpaid and sends no webhook", async () => {
    const { payment } = await openedPayment();
    await paystack().standin.complete(payment.reference, "abandon");
    expect(await settlePaystackPayment(payment.reference)).toMatchObject({
      outcome: "PENDING",
      providerStatus: "abandoned",
    });
    expect(paystack().standin.webhooks.filter((w) => w.reference === payment.reference)).toEqual([]);
  });
});

describe("an answer that does not match the payment", () => {
  for (const [what, tamper] of [
    ["amount", (d: Record<string, unknown>) => ({ ...d, amount: 100 })],
    ["currency", (d: Record<string, unknown>) => ({ ...d, currency: "USD" })],
    ["reference", (d: Record<string, unknown>) => ({ ...d, reference: "SOMEONE-ELSES-1" })],
  ] as const) {
    it(`a tampered ${what} is refused and logged with context, the payment unchanged`, async () => {
      const { payment } = await openedPayment(5_000_000);
      paystack().webhook.url = null;
      await paystack().standin.complete(payment.reference, "success");
      const honest = verifyAnswer(paystack().standin.transactions.get(payment.reference)!);
      paystack().script.push({ status: 200, body: { ...honest, data: tamper(honest.data) } });
      const result = await settlePaystackPayment(payment.reference);
      expect(result).toMatchObject({ outcome: "REFUSED", mismatch: [what] });
      expect(await storedPayment(payment.id)).toMatchObject({ status: "UNPAID", paidAt: null });
      expect(await paymentEventsOf(payment.id)).toEqual([]);
      expect(logged()).toContain("payments.verification_mismatch");
      expect(logged()).toContain(payment.reference);
      expect(logged()).not.toContain(paystack().secretKey);
    });
  }

  it("a callback with a reference nobody has changes nothing", async () => {
    expect(await settlePaystackPayment("OJA-NOSUCH")).toEqual({ outcome: "UNKNOWN" });
    expect(await settlePaystackPayment("<script>")).toEqual({ outcome: "UNKNOWN" });
  });
});

describe("reconciliation", () => {
  it("finds a payment whose webhook never came (the server was stopped) and marks it paid", async () => {
    const { payment } = await openedPayment();
    paystack().webhook.url = null; // the app is down: the gateway's webhook goes nowhere
    await paystack().standin.complete(payment.reference, "success", "bank_transfer");
    await agePayment(payment.id, 6);
    const report = await reconcilePayments();
    expect(report).toMatchObject({ paid: 1 });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", channel: "bank_transfer" });
    expect(await paymentEventsOf(payment.id)).toHaveLength(1);
    expect(await reconcilePayments()).toMatchObject({ paid: 0 });
  });

  it("abandons a payment unpaid after 30 minutes, once; a younger one waits; an unanswered one is kept", async () => {
    const { payment: old } = await openedPayment();
    const { payment: young } = await openedPayment();
    const never = await createTestPayment(); // the buyer never reached the gateway
    await agePayment(old.id, 31);
    await agePayment(young.id, 10);
    await agePayment(never.id, 45);
    const report = await reconcilePayments();
    expect(report.abandoned).toBe(2);
    expect(await storedPayment(old.id)).toMatchObject({ status: "ABANDONED" });
    expect(await storedPayment(never.id)).toMatchObject({ status: "ABANDONED" });
    expect(await storedPayment(young.id)).toMatchObject({ status: "UNPAID" });
    expect((await paymentEventsOf(old.id)).map((e) => e.payload)).toEqual([
      { paymentId: old.id, checkoutId: old.checkoutId, reason: "abandoned" },
    ]);

    const { payment: unanswered } = await openedPayment();
    await agePayment(unanswered.id, 60);
    paystack().script.push({ status: 502, body: { status: false, message: "Bad gateway" } });
    expect(await reconcilePayments()).toMatchObject({ unavailable: 1, abandoned: 0 });
    expect(await storedPayment(unanswered.id)).toMatchObject({ status: "UNPAID" });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as checkoutReturn } from "@/app/(public)/checkout/return/route";
import { POST as webhookRoute } from "@/app/api/payments/paystack/webhook/route";
import { getDb } from "@/db/client";
import { formatNaira } from "@/lib/money";
import { paystackSignature } from "@/lib/paystack";
import { verifyAnswer } from "@/lib/paystack-standin/standin-answers";
import { users } from "@/modules/identity/identity.schema";
import { listMyNotifications } from "@/modules/notifications/app-notifications.service";
import { listDevOutbox } from "@/modules/notifications/notifications.service";
import { orders } from "@/modules/orders/orders.schema";
import { LATE_PAYMENT_REFUND_REASON } from "@/modules/payments/payment-refund-status.service";
import { refundsOf } from "@/modules/payments/payment-refunds.service";
import { reconcilePayments, settlePaystackPayment } from "@/modules/payments/payment-settlement.service";
import { beginPaystackPayment, createPayment } from "@/modules/payments/payments.service";
import { checkOut, createBuyer, createShop, groupFor, stockOf } from "../../tests/factories/orders";
import { agePayment, paymentEventsOf, setUpPaymentGateway, storedPayment } from "../../tests/factories/payments";
import { sendMessagesToDevOutbox } from "../../tests/setup/dev-outbox";
import { drainJobs } from "../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

/**
 * Money that reaches Paystack after Oja gave the payment up (abandoned after 30 minutes, or failed: the orders were
 * cancelled and their stock given back) is refunded in full, once, and the buyer is told.
 */

const { paystack, logged } = setUpPaymentGateway();
checkMoneyAfterEach();

// Hermetic: messages land in the development outbox, whatever the shell configures.
sendMessagesToDevOutbox();

/** A card checkout opened on the gateway, never paid, and abandoned by the reconciliation after 30 minutes. */
async function givenUpCheckout() {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyer.user.id));
  const placed = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  const payment = await createPayment({
    checkoutId: placed.checkoutId,
    buyerId: buyer.user.id,
    email: buyer.user.email!,
    amountKobo: placed.orders[0]!.totalKobo,
    method: "PAYSTACK",
  });
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/checkout/return");
  await agePayment(payment.id, 31);
  expect((await reconcilePayments()).abandoned).toBe(1);
  await drainJobs();
  const order = placed.orders[0]!;
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  expect(row!.status).toBe("PAYMENT_FAILED");
  expect(await stockOf(shop.product.id)).toBe(5);
  return { shop, buyer, order, payment };
}

/** What the buyer was told of it: in the app, and by e-mail. */
async function told(buyer: Awaited<ReturnType<typeof createBuyer>>) {
  const inApp = (await listMyNotifications(buyer.actor)).notifications.filter((n) => n.kind.startsWith("payment."));
  const mail = (await listDevOutbox({ recipient: buyer.user.email! })).filter((m) => m.purpose?.startsWith("payment."));
  return { inApp, mail };
}

async function expectRefundedOnce(
  { buyer, order, payment, shop }: Awaited<ReturnType<typeof givenUpCheckout>>,
  amountKobo: number,
) {
  const refunds = await refundsOf(payment.id);
  expect(refunds.map((r) => [r.amountKobo, r.reason, r.status])).toEqual([
    [amountKobo, LATE_PAYMENT_REFUND_REASON, "PROCESSED"],
  ]);
  expect(paystack().standin.refunds.filter((r) => r.reference === payment.reference)).toHaveLength(1);
  expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: amountKobo });
  expect((await paymentEventsOf(payment.id)).map((e) => e.type)).toEqual([
    "payment.failed",
    "payment.paid-late",
    "payment.refunded",
  ]);
  // The orders stay cancelled: nothing is sent, the stock stays given back.
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  expect(row!.status).toBe("PAYMENT_FAILED");
  expect(await stockOf(shop.product.id)).toBe(5);
  const { inApp, mail } = await told(buyer);
  expect(inApp.map((n) => [n.kind, n.title])).toEqual([
    ["payment.paid-late.buyer", "We received your payment after the order was cancelled"],
  ]);
  expect(inApp[0]!.body).toBe(
    `We received your payment of ${formatNaira(amountKobo)} after order ${order.number} had been cancelled, so it ` +
      "has been refunded to the card or account you paid with. Your bank may take a few days to show it.",
  );
  expect(mail.map((m) => m.subject)).toEqual([
    `Your payment of ${formatNaira(amountKobo)} came after the order was cancelled: it has been refunded`,
  ]);
}

describe("a payment that succeeds after it was given up", () => {
  it("is refunded in full through Paystack, recorded, and the buyer told once", async () => {
    const checkout = await givenUpCheckout();
    await paystack().standin.complete(checkout.payment.reference, "success", "bank_transfer");
    await drainJobs();
    await drainJobs();
    await expectRefundedOnce(checkout, checkout.order.totalKobo);
    expect(logged()).toContain("payments.paid_late_refunded");
  });

  it("the webhook, the buyer's return and the reconciliation noticing it at once refund it once", async () => {
    const checkout = await givenUpCheckout();
    const { reference } = checkout.payment;
    paystack().webhook.url = null;
    await paystack().standin.complete(reference, "success", "bank_transfer");
    paystack().webhook.url = "http://127.0.0.1/api/payments/paystack/webhook";
    const body = JSON.stringify({
      event: "charge.success",
      data: verifyAnswer(paystack().standin.transactions.get(reference)!).data,
    });
    const webhook = () =>
      webhookRoute(
        new Request("http://127.0.0.1:3000/api/payments/paystack/webhook", {
          method: "POST",
          headers: { "x-paystack-signature": paystackSignature(body, paystack().secretKey) },
          body,
        }),
      );
    const returned = () => checkoutReturn(new Request(`http://127.0.0.1:3000/checkout/return?reference=${reference}`));
    const answers = await Promise.all([
      webhook().then(async (answer) => (await drainJobs(), answer.status)),
      returned().then((answer) => answer.headers.get("location")),
      returned().then((answer) => answer.headers.get("location")),
      reconcilePayments().then((report) => report.lateRefunded),
      settlePaystackPayment(reference).then((result) => result.outcome),
    ]);
    expect(answers[0]).toBe(200);
    // Back to the (cancelled) order, without the "order placed" banner.
    expect(answers[1]).toBe(`http://127.0.0.1:3000/account/orders/details?id=${checkout.order.id}`);
    expect(answers[2]).toBe(answers[1]);
    await drainJobs();
    await drainJobs();
    await expectRefundedOnce(checkout, checkout.order.totalKobo);
    // Noticed again later: nothing more.
    expect((await settlePaystackPayment(reference)).outcome).toBe("ALREADY_SETTLED");
    await reconcilePayments();
    await drainJobs();
    await expectRefundedOnce(checkout, checkout.order.totalKobo);
  });

  it("money Paystack reports with another amount is not refunded by itself: it is refused and logged", async () => {
    const checkout = await givenUpCheckout();
    const { reference } = checkout.payment;
    paystack().webhook.url = null;
    await paystack().standin.complete(reference, "success");
    const data = verifyAnswer(paystack().standin.transactions.get(reference)!).data;
    paystack().script.push({ status: 200, body: { status: true, message: "ok", data: { ...data, amount: 100 } } });
    expect(await settlePaystackPayment(reference)).toMatchObject({ outcome: "REFUSED", mismatch: ["amount"] });
    expect(await refundsOf(checkout.payment.id)).toEqual([]);
    expect(await storedPayment(checkout.payment.id)).toMatchObject({ status: "ABANDONED" });
    expect(logged()).toContain("payments.late_payment_mismatch");
  });
});

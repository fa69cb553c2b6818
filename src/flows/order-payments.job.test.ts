import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { orderPaymentsJob, orderRefundReason } from "@/flows/order-payments.job";
import { domainEvents } from "@/jobs/domain-events.schema";
import { systemActor } from "@/lib/actor";
import { formatNaira } from "@/lib/money";
import { listMyNotifications } from "@/modules/notifications/app-notifications.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { orders } from "@/modules/orders/orders.schema";
import { refundsOf } from "@/modules/payments/payment-refunds.service";
import { beginPaystackPayment, createPayment } from "@/modules/payments/payments.service";
import { checkOut, createBuyer, createShop, groupFor, stockOf } from "../../tests/factories/orders";
import { setUpPaymentGateway, storedPayment } from "../../tests/factories/payments";
import { drainJobs } from "../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

const { paystack } = setUpPaymentGateway();

/** Two sellers' orders in one Paystack checkout, and its payment opened on the gateway (not paid yet). */
async function cardCheckout() {
  const [shopA, shopB] = [await createShop({ stock: 5 }), await createShop({ stock: 5, priceKobo: 800_000 })];
  const buyer = await createBuyer();
  const placed = await checkOut(buyer.actor, [groupFor(shopA.product, 2), groupFor(shopB.product, 1)]);
  const amountKobo = placed.orders.reduce((sum, order) => sum + order.totalKobo, 0);
  const payment = await createPayment({
    checkoutId: placed.checkoutId,
    buyerId: buyer.user.id,
    email: "ngozi@example.com",
    amountKobo,
    method: "PAYSTACK",
  });
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/back");
  const [a, b] = placed.orders as [(typeof placed.orders)[0], (typeof placed.orders)[0]];
  return { shopA, shopB, buyer, a, b, payment, checkoutId: placed.checkoutId };
}

async function statusOf(orderId: string) {
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

async function pay(reference: string, outcome: "success" | "failed" = "success") {
  await paystack().standin.complete(reference, outcome);
  await drainJobs();
  await drainJobs();
}

/** Runs the handler again for every event about this checkout, as a replayed job would. */
async function replayAll(checkoutId: string) {
  const rows = await getDb().select().from(domainEvents);
  for (const row of rows.filter((r) => (r.payload as { checkoutId?: string }).checkoutId === checkoutId))
    await orderPaymentsJob({ eventId: row.id }, { actor: systemActor("test"), jobId: "replay", db: getDb() });
  await drainJobs();
}

/** Refunds asked, and the payment's books: what was refunded never passes what was paid, and they agree. */
async function books(paymentId: string) {
  const refunds = await refundsOf(paymentId);
  const payment = await storedPayment(paymentId);
  const processed = refunds.filter((r) => r.status === "PROCESSED").reduce((sum, r) => sum + r.amountKobo, 0);
  expect(payment.refundedKobo).toBe(processed);
  expect(processed).toBeLessThanOrEqual(payment.amountKobo);
  return { refunds, payment };
}

describe("order payments: payment → orders", () => {
  it("payment.paid marks every order of the checkout PAID; a replay changes nothing and refunds nothing", async () => {
    const { a, b, payment, checkoutId } = await cardCheckout();
    await pay(payment.reference);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["PAID", "PAID"]);
    await replayAll(checkoutId);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["PAID", "PAID"]);
    const { refunds, payment: row } = await books(payment.id);
    expect(refunds).toEqual([]);
    expect(row.status).toBe("PAID");
  });

  it("an order cancelled before the money came is refunded in full when it comes; the others are paid", async () => {
    const { a, b, buyer, payment, checkoutId } = await cardCheckout();
    await moveOrder(buyer.actor, { orderId: a.id, move: "CANCEL" });
    await drainJobs();
    await pay(payment.reference);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["CANCELLED", "PAID"]);
    await replayAll(checkoutId);
    const { refunds, payment: row } = await books(payment.id);
    expect(refunds.map((r) => [r.amountKobo, r.reason, r.status])).toEqual([
      [a.totalKobo, orderRefundReason(a.number), "PROCESSED"],
    ]);
    expect(row).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedKobo: a.totalKobo });
    expect(paystack().standin.refunds.filter((r) => r.reference === payment.reference)).toHaveLength(1);
  });

  it("payment.failed marks the orders PAYMENT_FAILED and gives their stock back, once", async () => {
    const { a, b, shopA, payment, checkoutId } = await cardCheckout();
    expect(await stockOf(shopA.product.id)).toBe(3);
    await pay(payment.reference, "failed");
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["PAYMENT_FAILED", "PAYMENT_FAILED"]);
    expect(await stockOf(shopA.product.id)).toBe(5);
    await replayAll(checkoutId);
    expect(await stockOf(shopA.product.id)).toBe(5);
    expect((await books(payment.id)).refunds).toEqual([]);
  });
});

describe("order payments: a paid order that will not be sent is refunded", () => {
  it("cancelled by the buyer after payment: that order's total goes back, once, whatever is replayed", async () => {
    const { a, b, buyer, payment, checkoutId } = await cardCheckout();
    await pay(payment.reference);
    await moveOrder(buyer.actor, { orderId: a.id, move: "CANCEL" });
    await drainJobs();
    await drainJobs();
    await replayAll(checkoutId);
    const { refunds, payment: row } = await books(payment.id);
    expect(refunds.map((r) => r.amountKobo)).toEqual([a.totalKobo]);
    expect(row).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedKobo: a.totalKobo });
    expect(await statusOf(b.id)).toBe("PAID");
    // The buyer is told once the money went back.
    const told = (await listMyNotifications(buyer.actor)).notifications.filter(
      (n) => n.kind === "payment.refunded.buyer",
    );
    expect(told.map((n) => n.title)).toEqual([`Your refund of ${formatNaira(a.totalKobo)} is on its way`]);
  });

  it("rejected by both sellers: both totals go back and the payment is refunded in full, never more", async () => {
    const { a, b, shopA, shopB, payment, checkoutId } = await cardCheckout();
    await pay(payment.reference);
    await moveOrder(shopA.owner, { orderId: a.id, move: "REJECT" });
    await moveOrder(shopB.owner, { orderId: b.id, move: "REJECT" });
    await drainJobs();
    await drainJobs();
    await replayAll(checkoutId);
    const { refunds, payment: row } = await books(payment.id);
    expect(refunds.map((r) => r.amountKobo).sort()).toEqual([a.totalKobo, b.totalKobo].sort());
    expect(row).toMatchObject({ status: "REFUNDED", refundedKobo: row.amountKobo });
  });

  it("an unpaid order cancelled (never paid) asks for no refund", async () => {
    const { a, buyer, payment } = await cardCheckout();
    await moveOrder(buyer.actor, { orderId: a.id, move: "CANCEL" });
    await drainJobs();
    const events = await getDb().select().from(domainEvents).where(eq(domainEvents.type, "order.cancelled"));
    const event = events.find((e) => (e.payload as { orderId?: string }).orderId === a.id);
    expect(event?.payload).toMatchObject({ paid: false });
    expect(await refundsOf(payment.id)).toEqual([]);
  });
});

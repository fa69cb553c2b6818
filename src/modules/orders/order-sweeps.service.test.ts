import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { systemActor } from "@/lib/actor";
import { JOB_SCHEDULES } from "@/jobs/job-kinds";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { orders } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { jobHandlers } from "@/server/job-handlers";
import { ageOrder, checkOut, createBuyer, createShop, groupFor, stockOf } from "../../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Runs a sweep the way the runner does: its registered handler, as the system actor. */
async function runSweep(name: "orders.expire-unpaid" | "orders.cancel-unaccepted" | "orders.complete-inspected") {
  await jobHandlers[name]({}, { actor: systemActor(name), jobId: "test", db: getDb() });
}

async function statusOf(orderId: string) {
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

describe("the orders' sweeps", () => {
  it("run on a clock", () => {
    expect(JOB_SCHEDULES["orders.expire-unpaid"]).toBeTruthy();
    expect(JOB_SCHEDULES["orders.cancel-unaccepted"]).toBeTruthy();
    expect(JOB_SCHEDULES["orders.complete-inspected"]).toBeTruthy();
  });

  it("cancel orders unpaid after 30 minutes and give their stock back, once", async () => {
    const shop = await createShop({ stock: 5 });
    const buyer = await createBuyer();
    const old = (await checkOut(buyer.actor, [groupFor(shop.product, 2)])).orders[0]!;
    const fresh = (await checkOut(buyer.actor, [groupFor(shop.product, 1)])).orders[0]!;
    await ageOrder(old.id, 31 * MINUTE);
    expect(await stockOf(shop.product.id)).toBe(2);
    await runSweep("orders.expire-unpaid");
    await runSweep("orders.expire-unpaid");
    expect(await statusOf(old.id)).toBe("CANCELLED");
    expect(await statusOf(fresh.id)).toBe("AWAITING_PAYMENT");
    expect(await stockOf(shop.product.id)).toBe(4);
  });

  it("cancel paid or confirmed orders not accepted within 48 hours, and leave accepted ones", async () => {
    const shop = await createShop({ stock: 5 });
    const buyer = await createBuyer();
    const paid = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    await markCheckoutPaid(paid.checkoutId);
    const cash = (await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY")).orders[0]!;
    const accepted = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    await markCheckoutPaid(accepted.checkoutId);
    await moveOrder(shop.owner, { orderId: accepted.orders[0]!.id, move: "ACCEPT" });
    for (const id of [paid.orders[0]!.id, cash.id, accepted.orders[0]!.id]) await ageOrder(id, 48 * HOUR + MINUTE);
    await runSweep("orders.cancel-unaccepted");
    expect(await statusOf(paid.orders[0]!.id)).toBe("CANCELLED");
    expect(await statusOf(cash.id)).toBe("CANCELLED");
    expect(await statusOf(accepted.orders[0]!.id)).toBe("ACCEPTED");
    expect(await stockOf(shop.product.id)).toBe(4);
  });

  it("complete delivered orders after the inspection window, crediting the ledger once however often they run", async () => {
    const shop = await createShop({ stock: 5, priceKobo: 1_000_001 });
    const buyer = await createBuyer();
    const { checkoutId, orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    const order = placed[0]!;
    await markCheckoutPaid(checkoutId);
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as const)
      await moveOrder(shop.owner, { orderId: order.id, move });
    const [row] = await getDb().select({ code: orders.deliveryCode }).from(orders).where(eq(orders.id, order.id));
    await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: row!.code });
    await runSweep("orders.complete-inspected");
    expect(await statusOf(order.id)).toBe("DELIVERED");
    await ageOrder(order.id, 3 * DAY + MINUTE);
    await Promise.all([runSweep("orders.complete-inspected"), runSweep("orders.complete-inspected")]);
    await runSweep("orders.complete-inspected");
    expect(await statusOf(order.id)).toBe("COMPLETED");
    const entries = await getDb().select().from(vendorLedgerEntries).where(eq(vendorLedgerEntries.orderId, order.id));
    // ₦10,000.01 + ₦1,500 delivery = 1,150,001 kobo; 5 % = 57,500.05 → 57,500 (the seller keeps the part kobo).
    expect(entries.map((e) => [e.kind, e.amountKobo]).sort()).toEqual([
      ["COMMISSION", -57_500],
      ["SALE", 1_150_001],
    ]);
  });
});

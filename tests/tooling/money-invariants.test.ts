import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/modules/listings/listings.schema";
import { creditCompletedOrder } from "@/modules/ledger/ledger.service";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { orders } from "@/modules/orders/orders.schema";
import { paymentRefunds, payments } from "@/modules/payments/payments.schema";
import { createPayment } from "@/modules/payments/payments.service";
import { checkOut, createBuyer, createShop, groupFor } from "../factories/orders";
import { assertMoneyReconciles } from "../setup/money-invariants";

/** The books' check finds what it should, and every test file that touches money runs it after each test. */

async function cardCheckout(amountKobo?: number) {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const placed = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
  const order = placed.orders[0]!;
  const payment = await createPayment({
    checkoutId: placed.checkoutId,
    buyerId: buyer.user.id,
    email: "ngozi@example.com",
    amountKobo: amountKobo ?? order.totalKobo,
    method: "PAYSTACK",
  });
  return { shop, order, payment };
}

/** Runs the check expecting it to fail with `problem`, then puts things back with `repair`. */
async function expectProblem(problem: RegExp, repair: () => Promise<unknown>) {
  await expect(assertMoneyReconciles()).rejects.toThrow(problem);
  await repair();
  await assertMoneyReconciles();
}

describe("assertMoneyReconciles", () => {
  it("passes on books that agree", async () => {
    await cardCheckout();
    await assertMoneyReconciles();
  });

  it("finds a checkout whose orders do not add up to its payment", async () => {
    const { payment, order } = await cardCheckout();
    await getDb()
      .update(payments)
      .set({ amountKobo: order.totalKobo + 1 })
      .where(eq(payments.id, payment.id));
    await expectProblem(/orders total \d+, payment \d+/, () =>
      getDb().update(payments).set({ amountKobo: order.totalKobo }).where(eq(payments.id, payment.id)),
    );
  });

  it("finds a refunded total that is not the processed refunds, and a status that disagrees", async () => {
    const { payment } = await cardCheckout();
    await getDb().update(payments).set({ status: "PAID" }).where(eq(payments.id, payment.id));
    await getDb()
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, amountKobo: 1_000, reason: "test", status: "PROCESSED" });
    await expectProblem(/refunded 0, its processed refunds 1000/, () =>
      getDb()
        .update(payments)
        .set({ refundedKobo: 1_000, status: "PARTIALLY_REFUNDED" })
        .where(eq(payments.id, payment.id)),
    );
    await getDb().update(payments).set({ status: "REFUNDED" }).where(eq(payments.id, payment.id));
    await expectProblem(/status REFUNDED with 1000 refunded/, () =>
      getDb().update(payments).set({ status: "PARTIALLY_REFUNDED" }).where(eq(payments.id, payment.id)),
    );
  });

  it("finds a completed order without its credit, a credit twice, and a credit of an order not completed", async () => {
    const { order, shop } = await cardCheckout();
    await getDb().update(orders).set({ status: "COMPLETED" }).where(eq(orders.id, order.id));
    await expectProblem(/completed order .*: entries , expected COMMISSION:-\d+, SALE:\d+/, () =>
      creditCompletedOrder({ vendorId: shop.vendor.id, orderId: order.id, totalKobo: order.totalKobo }),
    );
    await getDb()
      .insert(vendorLedgerEntries)
      .values({ vendorId: shop.vendor.id, orderId: order.id, kind: "PAYOUT", amountKobo: -order.totalKobo });
    await expectProblem(/entries COMMISSION:-\d+, PAYOUT:-\d+, SALE:\d+, expected/, () =>
      getDb()
        .delete(vendorLedgerEntries)
        .where(sql`${vendorLedgerEntries.orderId} = ${order.id} and ${vendorLedgerEntries.kind} = 'PAYOUT'`),
    );
    await getDb().update(orders).set({ status: "DISPUTED" }).where(eq(orders.id, order.id));
    await expectProblem(/\(DISPUTED\) has ledger entries/, () =>
      getDb().update(orders).set({ status: "COMPLETED" }).where(eq(orders.id, order.id)),
    );
  });

  it("finds stock below zero", async () => {
    const { shop } = await cardCheckout();
    await getDb().update(products).set({ stock: -1 }).where(eq(products.id, shop.product.id));
    await expectProblem(/product .*: stock -1/, () =>
      getDb().update(products).set({ stock: 0 }).where(eq(products.id, shop.product.id)),
    );
  });
});

describe("the money test files", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  // A test file that reaches orders, payments or the ledger through their services, flows or factories.
  const touchesMoney =
    /from "(?:[./]*tests\/factories\/(?:orders|payments)|@\/flows\/(?:check-out|hand-over-order|order-payments|seed-demo)[^"]*|@\/modules\/(?:payments\/[^"]+|ledger\/ledger\.service|orders\/(?:orders|order-moves)\.service))"/;

  function testFiles(dir: string): string[] {
    return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return relative === "tests/e2e" ? [] : testFiles(relative);
      return entry.name.endsWith(".test.ts") ? [relative] : [];
    });
  }

  it("check the books after each test", () => {
    const files = [...testFiles("src"), ...testFiles("tests")].filter(
      (file) => file !== "tests/tooling/money-invariants.test.ts",
    );
    const money = files.filter((file) => touchesMoney.test(readFileSync(path.join(root, file), "utf8")));
    expect(money.length).toBeGreaterThan(20);
    const unchecked = money.filter(
      (file) => !readFileSync(path.join(root, file), "utf8").includes("checkMoneyAfterEach();"),
    );
    expect(unchecked, "call checkMoneyAfterEach() from tests/setup/money-invariants.ts in these files").toEqual([]);
  });
});

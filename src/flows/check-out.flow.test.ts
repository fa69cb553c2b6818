import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { parseInput } from "@/lib/errors";
import { users } from "@/modules/identity/identity.schema";
import { addressInput } from "@/modules/addresses/addresses.inputs";
import { addAddress } from "@/modules/addresses/addresses.service";
import { readCart } from "@/modules/cart/cart-view.service";
import { addToCart } from "@/modules/cart/cart.service";
import { orders } from "@/modules/orders/orders.schema";
import { payments } from "@/modules/payments/payments.schema";
import { checkOut, startCardPayment } from "@/flows/check-out.flow";
import { planCheckout } from "@/flows/check-out/checkout-plan";
import { uniquePhone } from "../../tests/factories/accounts";
import { createBuyer, createShop, stockOf } from "../../tests/factories/orders";
import { setUpPaymentGateway } from "../../tests/factories/payments";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

const { paystack } = setUpPaymentGateway();

async function buyerWithAddress(options: { verifiedPhone?: boolean } = {}) {
  const buyer = await createBuyer();
  if (options.verifiedPhone)
    await getDb()
      .update(users)
      .set({ phone: uniquePhone().e164, phoneVerifiedAt: new Date() })
      .where(eq(users.id, buyer.user.id));
  const address = await addAddress(
    buyer.actor,
    parseInput(addressInput, {
      recipientName: "Ngozi Adebayo",
      recipientPhone: "0803 123 4567",
      state: "Lagos",
      lga: "Ikeja",
      street: "14 Allen Avenue",
      landmark: "Opposite the bank",
    }),
  );
  return { ...buyer, address };
}

async function twoSellersInCart(buyer: Awaited<ReturnType<typeof buyerWithAddress>>) {
  const rice = await createShop({ stock: 5, priceKobo: 5_000_000, title: "Rice, 50kg bag" });
  const oil = await createShop({ stock: 3, priceKobo: 1_200_000, title: "Palm oil, 5 litres" });
  await addToCart({ userId: buyer.user.id }, { productId: rice.product.id, quantity: 2 });
  await addToCart({ userId: buyer.user.id }, { productId: oil.product.id, quantity: 1 });
  return { rice, oil };
}

const key = () => randomUUID();

describe("placing a checkout", () => {
  it("two sellers: one payment, one order each, totals from the server, stock reserved, cart emptied", async () => {
    const buyer = await buyerWithAddress();
    const { rice, oil } = await twoSellersInCart(buyer);
    const plan = await planCheckout(buyer.actor, {});
    expect(plan.problems).toEqual([]);
    expect(plan.groups.map((group) => group.chosen?.method)).toEqual(["OJA_COURIER", "OJA_COURIER"]);
    expect(plan.itemsKobo).toBe(2 * 5_000_000 + 1_200_000);

    const placed = await checkOut(buyer.actor, { idempotencyKey: key(), expectedTotalKobo: plan.totalKobo });
    expect(placed).toMatchObject({ status: "PLACED", paymentMethod: "PAYSTACK", replayed: false });
    if (placed.status !== "PLACED") return;
    const rows = await getDb().select().from(orders).where(inArray(orders.id, placed.orderIds));
    expect(rows.map((row) => row.status)).toEqual(["AWAITING_PAYMENT", "AWAITING_PAYMENT"]);
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, placed.paymentId));
    expect(payment).toMatchObject({ amountKobo: plan.totalKobo, status: "UNPAID", method: "PAYSTACK" });
    expect(rows.reduce((sum, row) => sum + row.totalKobo, 0)).toBe(plan.totalKobo);
    expect([await stockOf(rice.product.id), await stockOf(oil.product.id)]).toEqual([3, 2]);
    expect((await readCart({ userId: buyer.user.id })).groups).toEqual([]);

    const url = await startCardPayment(placed.paymentId);
    expect(url).toContain(paystack().baseUrl);
    // A double click on Pay opens the same payment page: one charge.
    expect(await startCardPayment(placed.paymentId)).toBe(url);
  });

  it("the same key again gives the same orders; with another cart under it, it is refused", async () => {
    const buyer = await buyerWithAddress();
    await twoSellersInCart(buyer);
    const once = key();
    const first = await checkOut(buyer.actor, { idempotencyKey: once });
    const again = await checkOut(buyer.actor, { idempotencyKey: once });
    expect(again).toMatchObject({ status: "PLACED", replayed: true });
    if (first.status !== "PLACED" || again.status !== "PLACED") throw new Error("not placed");
    expect([...again.orderIds].sort()).toEqual([...first.orderIds].sort());
    expect(again.paymentId).toBe(first.paymentId);

    const other = await createShop({ title: "Beans, 25kg" });
    await addToCart({ userId: buyer.user.id }, { productId: other.product.id, quantity: 1 });
    await expect(checkOut(buyer.actor, { idempotencyKey: once })).rejects.toMatchObject({
      validation: { idempotencyKey: ["This checkout was already placed with a different cart"] },
    });
    expect(await getDb().$count(orders, eq(orders.buyerId, buyer.user.id))).toBe(2);
  });

  it("a total that moved since the page was drawn places nothing and says so", async () => {
    const buyer = await buyerWithAddress();
    await twoSellersInCart(buyer);
    const plan = await planCheckout(buyer.actor, {});
    const result = await checkOut(buyer.actor, { idempotencyKey: key(), expectedTotalKobo: plan.totalKobo - 100 });
    expect(result).toMatchObject({ status: "TOTAL_CHANGED", totalKobo: plan.totalKobo });
    expect(await getDb().$count(orders, eq(orders.buyerId, buyer.user.id))).toBe(0);
  });

  it("the last item bought by someone else meanwhile: nothing is placed, no payment, the cart stays", async () => {
    const first = await buyerWithAddress();
    const second = await buyerWithAddress();
    const last = await createShop({ stock: 1, title: "Generator, 2.5kVA" });
    for (const buyer of [first, second])
      await addToCart({ userId: buyer.user.id }, { productId: last.product.id, quantity: 1 });
    const results = await Promise.allSettled([
      checkOut(first.actor, { idempotencyKey: key() }),
      checkOut(second.actor, { idempotencyKey: key() }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled" && result.value.status === "PLACED")).toHaveLength(
      1,
    );
    const refused = results.find((result) => result.status === "rejected");
    expect(refused).toMatchObject({
      reason: { validation: { stock: [expect.stringContaining("Generator, 2.5kVA")] } },
    });
    expect(await stockOf(last.product.id)).toBe(0);
    expect(await getDb().$count(payments, inArray(payments.buyerId, [first.user.id, second.user.id]))).toBe(1);
  });

  it("a buyer with nothing buyable, or with nowhere to send it, is told why", async () => {
    const empty = await createBuyer();
    expect(await checkOut(empty.actor, { idempotencyKey: key() })).toEqual({
      status: "REFUSED",
      problems: ["Your cart has nothing to buy. Add items from the market first."],
    });
    const homeless = await createBuyer();
    const shop = await createShop({ title: "Yam, tuber" });
    await addToCart({ userId: homeless.user.id }, { productId: shop.product.id, quantity: 1 });
    // No address and no store to collect from: the seller cannot get it to them.
    expect(await checkOut(homeless.actor, { idempotencyKey: key() })).toEqual({
      status: "REFUSED",
      problems: [expect.stringContaining("cannot deliver to this address and has no store to collect from")],
    });
    expect(await getDb().$count(orders, eq(orders.buyerId, homeless.user.id))).toBe(0);
  });
});

describe("pay on delivery", () => {
  it("needs a verified phone; with one, the orders are confirmed and the cash is due", async () => {
    const unverified = await buyerWithAddress();
    await twoSellersInCart(unverified);
    expect(await checkOut(unverified.actor, { idempotencyKey: key(), paymentMethod: "PAY_ON_DELIVERY" })).toEqual({
      status: "REFUSED",
      problems: ["Pay on delivery needs a verified phone number: verify yours on your account page."],
    });

    const verified = await buyerWithAddress({ verifiedPhone: true });
    await twoSellersInCart(verified);
    const placed = await checkOut(verified.actor, { idempotencyKey: key(), paymentMethod: "PAY_ON_DELIVERY" });
    expect(placed).toMatchObject({ status: "PLACED", paymentMethod: "PAY_ON_DELIVERY" });
    if (placed.status !== "PLACED") return;
    const rows = await getDb().select().from(orders).where(inArray(orders.id, placed.orderIds));
    expect(rows.map((row) => row.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, placed.paymentId));
    expect(payment).toMatchObject({ status: "DUE", method: "PAY_ON_DELIVERY" });
  });

  it("is not offered above the configured amount", async () => {
    const buyer = await buyerWithAddress({ verifiedPhone: true });
    const dear = await createShop({ priceKobo: 90_000_000, title: "Solar inverter" });
    await addToCart({ userId: buyer.user.id }, { productId: dear.product.id, quantity: 1 });
    const plan = await planCheckout(buyer.actor, { paymentMethod: "PAY_ON_DELIVERY" });
    expect(plan.payment.payOnDelivery).toEqual({
      allowed: false,
      reason: "Pay on delivery is for orders up to ₦150,000.00. Pay now, or split your order.",
    });
    expect(plan.problems).toContain(plan.payment.payOnDelivery.reason);
  });
});

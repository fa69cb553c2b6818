import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ForbiddenError } from "@/lib/errors";
import { StockShortageError } from "@/modules/listings/listing-stock-reservation.service";
import { orderItems, orders } from "@/modules/orders/orders.schema";
import {
  beginCheckout,
  fingerprintCheckout,
  listCheckoutOrders,
  markCheckoutPaid,
  markCheckoutPaymentFailed,
  newOrderNumber,
  placeOrders,
} from "@/modules/orders/orders.service";
import { checkOut, createBuyer, createShop, groupFor, stockOf } from "../../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

describe("order numbers", () => {
  it("are OJA- and 8 characters nobody misreads", () => {
    for (let i = 0; i < 200; i += 1) expect(newOrderNumber()).toMatch(/^OJA-[2-9A-HJKMNP-TV-Z]{8}$/);
  });
});

describe("placeOrders", () => {
  it("splits a two-seller cart into one order each, totals computed from the lines in kobo", async () => {
    const rice = await createShop({ stock: 10, priceKobo: 4_500_050 });
    const garri = await createShop({ stock: 10, priceKobo: 250_099, title: "Garri, 1 paint bucket" });
    const buyer = await createBuyer();
    const { orders: placed } = await checkOut(buyer.actor, [
      groupFor(rice.product, 3),
      groupFor(garri.product, 7, { method: "OJA_COURIER", feeKobo: 99_999 }),
    ]);
    expect(placed).toHaveLength(2);
    const byVendor = new Map(placed.map((order) => [order.vendorId, order]));
    expect(byVendor.get(rice.vendor.id)).toMatchObject({
      status: "AWAITING_PAYMENT",
      itemsTotalKobo: 13_500_150,
      deliveryFeeKobo: 150_000,
      totalKobo: 13_650_150,
      buyerName: "Ngozi Adebayo",
    });
    expect(byVendor.get(garri.vendor.id)).toMatchObject({ itemsTotalKobo: 1_750_693, totalKobo: 1_850_692 });
    const items = await getDb()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, byVendor.get(garri.vendor.id)!.id));
    expect(items).toEqual([
      expect.objectContaining({
        title: "Garri, 1 paint bucket",
        unitPriceKobo: 250_099,
        quantity: 7,
        lineTotalKobo: 1_750_693,
      }),
    ]);
    expect(await stockOf(rice.product.id)).toBe(7);
    expect(await stockOf(garri.product.id)).toBe(3);
    expect(new Set(placed.map((order) => order.number)).size).toBe(2);
  });

  it("refuses fractional, negative or zero quantities and amounts, and makes nothing", async () => {
    const shop = await createShop({ stock: 10 });
    const buyer = await createBuyer();
    for (const quantity of [0, -1, 1.5, 1e9]) {
      const group = groupFor(shop.product, quantity);
      const { checkoutId } = await beginCheckout(buyer.actor, {
        idempotencyKey: `bad-${quantity}`,
        cartFingerprint: fingerprintCheckout({ paymentMethod: "PAYSTACK", groups: [group] }),
        paymentMethod: "PAYSTACK",
      });
      await expect(
        placeOrders(buyer.actor, { checkoutId, buyerId: buyer.user.id, paymentMethod: "PAYSTACK", groups: [group] }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
      expect(await listCheckoutOrders(checkoutId)).toEqual([]);
    }
    expect(await stockOf(shop.product.id)).toBe(10);
  });

  it("is all or nothing: one short line leaves no order and no reservation", async () => {
    const plenty = await createShop({ stock: 10 });
    const short = await createShop({ stock: 1 });
    const buyer = await createBuyer();
    await expect(
      checkOut(buyer.actor, [groupFor(plenty.product, 2), groupFor(short.product, 2)]),
    ).rejects.toBeInstanceOf(StockShortageError);
    expect(await stockOf(plenty.product.id)).toBe(10);
    expect(await getDb().select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([]);
  });

  it("refuses a line whose product another seller sells, and reserves nothing", async () => {
    const shop = await createShop({ stock: 5 });
    const other = await createShop({ stock: 5 });
    const buyer = await createBuyer();
    const forged = { ...groupFor(other.product), vendorId: shop.vendor.id };
    await expect(checkOut(buyer.actor, [forged])).rejects.toMatchObject({
      validation: { groups: ["An item in this order is sold by another seller"] },
    });
    expect(await stockOf(other.product.id)).toBe(5);
  });

  it("places only for the buyer themselves", async () => {
    const shop = await createShop();
    const buyer = await createBuyer();
    const other = await createBuyer();
    const groups = [groupFor(shop.product)];
    const { checkoutId } = await beginCheckout(buyer.actor, {
      idempotencyKey: "k",
      cartFingerprint: fingerprintCheckout({ paymentMethod: "PAYSTACK", groups }),
      paymentMethod: "PAYSTACK",
    });
    await expect(
      placeOrders(other.actor, { checkoutId, buyerId: buyer.user.id, paymentMethod: "PAYSTACK", groups }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      placeOrders(other.actor, { checkoutId, buyerId: other.user.id, paymentMethod: "PAYSTACK", groups }),
    ).rejects.toMatchObject({ validation: { checkoutId: ["We could not find that checkout"] } });
  });

  it("50 parallel checkouts for the last item: exactly one order", async () => {
    const shop = await createShop({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createBuyer()));
    const results = await Promise.allSettled(
      buyers.map((buyer) => getDb().transaction((tx) => checkOutIn(tx, buyer.actor, shop.product))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getDb().select().from(orders).where(eq(orders.vendorId, shop.vendor.id))).toHaveLength(1);
    expect(await stockOf(shop.product.id)).toBe(0);
  });
});

async function checkOutIn(
  tx: Parameters<typeof placeOrders>[2],
  actor: Awaited<ReturnType<typeof createBuyer>>["actor"],
  product: Parameters<typeof groupFor>[0],
) {
  const groups = [groupFor(product)];
  const { checkoutId } = await beginCheckout(
    actor,
    {
      idempotencyKey: "one-press",
      cartFingerprint: fingerprintCheckout({ paymentMethod: "PAYSTACK", groups }),
      paymentMethod: "PAYSTACK",
    },
    tx,
  );
  return placeOrders(actor, { checkoutId, buyerId: actor.userId, paymentMethod: "PAYSTACK", groups }, tx);
}

describe("the checkout's idempotency key", () => {
  it("the same key and cart gives the same orders; another cart is refused", async () => {
    const shop = await createShop({ stock: 10 });
    const buyer = await createBuyer();
    const first = await checkOut(buyer.actor, [groupFor(shop.product, 2)], "PAYSTACK", "press-1");
    const again = await checkOut(buyer.actor, [groupFor(shop.product, 2)], "PAYSTACK", "press-1");
    expect(again.checkoutId).toBe(first.checkoutId);
    expect(again.orders.map((o) => o.id)).toEqual(first.orders.map((o) => o.id));
    expect(await stockOf(shop.product.id)).toBe(8);
    await expect(checkOut(buyer.actor, [groupFor(shop.product, 3)], "PAYSTACK", "press-1")).rejects.toMatchObject({
      validation: { idempotencyKey: ["This checkout was already placed with a different cart"] },
    });
    // Another buyer may use the same key: keys are per buyer.
    const other = await createBuyer();
    await checkOut(other.actor, [groupFor(shop.product, 1)], "PAYSTACK", "press-1");
    expect(await stockOf(shop.product.id)).toBe(7);
  });

  it("a double click (two presses at once) places once", async () => {
    const shop = await createShop({ stock: 10 });
    const buyer = await createBuyer();
    const results = await Promise.allSettled([
      getDb().transaction((tx) => checkOutIn(tx, buyer.actor, shop.product)),
      getDb().transaction((tx) => checkOutIn(tx, buyer.actor, shop.product)),
    ]);
    const placed = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.map((o) => o.id)] : []));
    expect(placed).toHaveLength(2);
    expect(placed[0]).toEqual(placed[1]);
    expect(await stockOf(shop.product.id)).toBe(9);
  });
});

describe("the checkout's payment", () => {
  it("markCheckoutPaid moves every order once; a second call changes nothing", async () => {
    const a = await createShop();
    const b = await createShop();
    const buyer = await createBuyer();
    const { checkoutId, orders: placed } = await checkOut(buyer.actor, [groupFor(a.product), groupFor(b.product)]);
    const first = await markCheckoutPaid(checkoutId);
    expect(first.moved.sort()).toEqual(placed.map((o) => o.id).sort());
    const second = await markCheckoutPaid(checkoutId);
    expect(second.moved).toEqual([]);
    expect(second.unchanged.map((u) => u.status)).toEqual(["PAID", "PAID"]);
    for (const order of await listCheckoutOrders(checkoutId)) {
      expect(order.status).toBe("PAID");
      expect(order.acceptBy!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    }
  });

  it("markCheckoutPaymentFailed returns the stock once", async () => {
    const shop = await createShop({ stock: 5 });
    const buyer = await createBuyer();
    const { checkoutId } = await checkOut(buyer.actor, [groupFor(shop.product, 3)]);
    expect(await stockOf(shop.product.id)).toBe(2);
    await markCheckoutPaymentFailed(checkoutId);
    await markCheckoutPaymentFailed(checkoutId);
    expect(await stockOf(shop.product.id)).toBe(5);
    expect((await listCheckoutOrders(checkoutId))[0]!.status).toBe("PAYMENT_FAILED");
    // A late success for a failed checkout moves nothing: the payments module refunds what `unchanged` lists.
    const late = await markCheckoutPaid(checkoutId);
    expect(late).toMatchObject({ moved: [], unchanged: [{ status: "PAYMENT_FAILED" }] });
  });

  it("pay on delivery is not moved by a payment", async () => {
    const shop = await createShop();
    const buyer = await createBuyer();
    const { checkoutId } = await checkOut(buyer.actor, [groupFor(shop.product)], "PAY_ON_DELIVERY");
    expect((await markCheckoutPaid(checkoutId)).moved).toEqual([]);
    expect((await listCheckoutOrders(checkoutId))[0]!.status).toBe("CONFIRMED");
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { parseInput } from "@/lib/errors";
import { addressInput } from "@/modules/addresses/addresses.inputs";
import { addAddress } from "@/modules/addresses/addresses.service";
import { readCart } from "@/modules/cart/cart-view.service";
import { addToCart } from "@/modules/cart/cart.service";
import { checkouts, orders } from "@/modules/orders/orders.schema";
import { payments } from "@/modules/payments/payments.schema";
import { checkOut } from "@/flows/check-out.flow";
import { createBuyer, createShop, stockOf } from "../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

// The fault: recording the payment fails after the orders were made and their stock reserved, in the same transaction.
vi.mock("@/modules/payments/payments.service", async (original) => ({
  ...(await original<typeof import("@/modules/payments/payments.service")>()),
  createPayment: vi.fn(async () => {
    throw new Error("the payments table is not answering");
  }),
}));

describe("a fault between creating the orders and recording the payment", () => {
  it("leaves nothing half-made: no checkout, no orders, no payment, the stock and the cart as they were", async () => {
    const buyer = await createBuyer();
    await addAddress(
      buyer.actor,
      parseInput(addressInput, {
        recipientName: "Ngozi Adebayo",
        recipientPhone: "0803 123 4567",
        state: "Lagos",
        lga: "Ikeja",
        street: "14 Allen Avenue",
      }),
    );
    const shop = await createShop({ stock: 4 });
    await addToCart({ userId: buyer.user.id }, { productId: shop.product.id, quantity: 3 });

    await expect(checkOut(buyer.actor, { idempotencyKey: randomUUID() })).rejects.toThrow("not answering");

    expect(await getDb().$count(checkouts, eq(checkouts.buyerId, buyer.user.id))).toBe(0);
    expect(await getDb().$count(orders, eq(orders.buyerId, buyer.user.id))).toBe(0);
    expect(await getDb().$count(payments, eq(payments.buyerId, buyer.user.id))).toBe(0);
    expect(await stockOf(shop.product.id)).toBe(4);
    expect((await readCart({ userId: buyer.user.id })).groups[0]?.lines[0]).toMatchObject({ quantity: 3 });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reserveStock, returnStock, StockShortageError } from "@/modules/listings/listing-stock-reservation.service";
import { products, productStockChanges } from "@/modules/listings/listings.schema";
import { createShop, stockOf } from "../../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

async function changesOf(productId: string) {
  return getDb()
    .select({
      delta: productStockChanges.delta,
      stockAfter: productStockChanges.stockAfter,
      reason: productStockChanges.reason,
    })
    .from(productStockChanges)
    .where(eq(productStockChanges.productId, productId));
}

describe("reserveStock", () => {
  it("takes each line's quantity with a stock change row, and returnStock gives it back", async () => {
    const { product } = await createShop({ stock: 5 });
    const reserved = await reserveStock([{ productId: product.id, quantity: 2 }]);
    expect(reserved).toEqual([{ productId: product.id, quantity: 2, stockAfter: 3, vendorId: product.vendorId }]);
    expect(await stockOf(product.id)).toBe(3);
    await returnStock([{ productId: product.id, quantity: 2 }]);
    expect(await stockOf(product.id)).toBe(5);
    expect(await changesOf(product.id)).toEqual(
      expect.arrayContaining([
        { delta: -2, stockAfter: 3, reason: "ORDER" },
        { delta: 2, stockAfter: 5, reason: "ORDER_RETURN" },
      ]),
    );
  });

  it("merges a product named twice and reserves the sum", async () => {
    const { product } = await createShop({ stock: 5 });
    await reserveStock([
      { productId: product.id, quantity: 2 },
      { productId: product.id, quantity: 3 },
    ]);
    expect(await stockOf(product.id)).toBe(0);
  });

  it("refuses the whole reservation when any line is short, naming it, and changes nothing", async () => {
    const plenty = await createShop({ stock: 10, title: "Garri, 1 paint bucket" });
    const short = await createShop({ stock: 1, title: "Rice, 50kg bag" });
    const error = await reserveStock([
      { productId: plenty.product.id, quantity: 4 },
      { productId: short.product.id, quantity: 2 },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockShortageError);
    const shortage = error as StockShortageError;
    expect(shortage.validation).toEqual({ stock: ["Only 1 of Rice, 50kg bag left"] });
    expect(shortage.shortages).toEqual([
      expect.objectContaining({ productId: short.product.id, requested: 2, available: 1 }),
    ]);
    expect(await stockOf(plenty.product.id)).toBe(10);
    expect(await stockOf(short.product.id)).toBe(1);
    expect(await changesOf(plenty.product.id)).toEqual([]);
  });

  it("says sold out at 0 and refuses a listing that left the market", async () => {
    const gone = await createShop({ stock: 0, title: "Palm oil, 25 litres" });
    await expect(reserveStock([{ productId: gone.product.id, quantity: 1 }])).rejects.toMatchObject({
      validation: { stock: ["Palm oil, 25 litres is sold out"] },
    });
    const paused = await createShop({ stock: 5, title: "Beans, derica" });
    await getDb().update(products).set({ status: "PAUSED" }).where(eq(products.id, paused.product.id));
    await expect(reserveStock([{ productId: paused.product.id, quantity: 1 }])).rejects.toMatchObject({
      validation: { stock: ["Beans, derica is no longer for sale"] },
    });
  });

  it("refuses quantities that are not whole numbers from 1", async () => {
    const { product } = await createShop({ stock: 5 });
    for (const quantity of [0, -1, 1.5, Number.NaN])
      await expect(reserveStock([{ productId: product.id, quantity }])).rejects.toMatchObject({
        validation: { quantity: ["Quantities must be whole numbers from 1"] },
      });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("rolls back with the caller's transaction", async () => {
    const { product } = await createShop({ stock: 5 });
    await expect(
      getDb().transaction(async (tx) => {
        await reserveStock([{ productId: product.id, quantity: 5 }], "ORDER", tx);
        throw new Error("the order could not be written");
      }),
    ).rejects.toThrow("could not be written");
    expect(await stockOf(product.id)).toBe(5);
  });

  it("50 parallel checkouts for the last item: exactly one wins, stock never below 0", async () => {
    const { product } = await createShop({ stock: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        getDb().transaction((tx) => reserveStock([{ productId: product.id, quantity: 1 }], "ORDER", tx)),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) expect(refusal.reason).toBeInstanceOf(StockShortageError);
    expect(await stockOf(product.id)).toBe(0);
    expect(await changesOf(product.id)).toHaveLength(1);
  });
});

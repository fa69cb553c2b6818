import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { products } from "@/modules/listings/listings.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { carts } from "@/modules/cart/cart.schema";
import { cartCount, readCart, readCartForCheckout } from "@/modules/cart/cart-view.service";
import { visitorTokenHash } from "@/modules/cart/cart-rows";
import {
  addToCart,
  clearPurchasedLines,
  mergeVisitorCart,
  moveToCart,
  removeFromCart,
  saveForLater,
  setCartQuantity,
} from "@/modules/cart/cart.service";
import { createCategory, createProduct, createProductImage, createUser, createVendor } from "../../../tests/factories";

async function seller(name = "Chinedu Phones") {
  const category = await createCategory();
  const vendor = await createVendor({ displayName: name });
  const product = (overrides: Partial<Parameters<typeof createProduct>[0]> = {}) =>
    createProduct({ vendorId: vendor.id, categoryId: category.id, ...overrides });
  return { vendor, product };
}

const visitor = () => ({ visitorToken: randomBytes(32).toString("base64url") });
const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) =>
  getDb().update(products).set(values).where(eq(products.id, id));

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputValidationError);
  return (error as InputValidationError).validation;
}

describe("the cart", () => {
  it("groups lines by seller with each seller's subtotal and the total, in kobo", async () => {
    const a = await seller("Mama Nkechi Foods");
    const b = await seller("Ikeja Gadgets");
    const rice = await a.product({ title: "Rice 50kg", priceKobo: 7_500_000, stock: 10 });
    const beans = await a.product({ title: "Beans paint bucket", priceKobo: 450_000, stock: 10 });
    const phone = await b.product({ title: "Tecno Spark", priceKobo: 15_000_000, stock: 3 });
    await createProductImage(phone.id);
    const user = await createUser();
    const owner = { userId: user.id };
    expect((await addToCart(owner, { productId: rice.id, quantity: 2 })).message).toBe("Added to your cart: Rice 50kg");
    await addToCart(owner, { productId: phone.id, quantity: 1 });
    await addToCart(owner, { productId: beans.id, quantity: 3 });
    const cart = await readCart(owner);
    expect(cart.groups.map((g) => [g.vendorName, g.lines.map((l) => l.title), g.subtotalKobo])).toEqual([
      ["Mama Nkechi Foods", ["Rice 50kg", "Beans paint bucket"], 16_350_000],
      ["Ikeja Gadgets", ["Tecno Spark"], 15_000_000],
    ]);
    expect(cart.totalKobo).toBe(31_350_000);
    expect(cart.itemCount).toBe(6);
    expect(cart.groups[1]!.lines[0]!.image?.sources.length).toBeGreaterThan(0);
    expect(await cartCount(owner)).toBe(6);
  });

  it("adds to an existing line, capped by the stock with a clear message", async () => {
    const { product } = await seller();
    const item = await product({ title: "Tecno Spark", stock: 3 });
    const owner = visitor();
    await addToCart(owner, { productId: item.id, quantity: 2 });
    const second = await addToCart(owner, { productId: item.id, quantity: 2 });
    expect(second).toEqual({ quantity: 3, message: "Only 3 of Tecno Spark are left, so your cart has 3" });
    expect(await cartCount(owner)).toBe(3);
  });

  it("tells when a price or the stock changed since the line was added", async () => {
    const { product } = await seller();
    const cheaper = await product({ title: "Cheaper", priceKobo: 1_000_000, stock: 9 });
    const dearer = await product({ title: "Dearer", priceKobo: 500_000, stock: 9 });
    const scarce = await product({ title: "Scarce", priceKobo: 200_000, stock: 9 });
    const owner = visitor();
    await addToCart(owner, { productId: cheaper.id, quantity: 1 });
    await addToCart(owner, { productId: dearer.id, quantity: 1 });
    await addToCart(owner, { productId: scarce.id, quantity: 5 });
    await setProduct(cheaper.id, { priceKobo: 850_000 });
    await setProduct(dearer.id, { priceKobo: 600_000 });
    await setProduct(scarce.id, { stock: 2 });
    const lines = (await readCart(owner)).groups[0]!.lines;
    expect(lines.map((l) => l.notices)).toEqual([
      ["Price went down from ₦10,000.00 to ₦8,500.00"],
      ["Price went up from ₦5,000.00 to ₦6,000.00"],
      ["Only 2 left: quantity lowered to 2"],
    ]);
    expect(lines[2]).toMatchObject({ quantity: 2, requestedQuantity: 5, lineTotalKobo: 400_000 });
    expect((await readCart(owner)).totalKobo).toBe(850_000 + 600_000 + 400_000);
    // Setting a quantity acknowledges today's price.
    await setCartQuantity(owner, { productId: cheaper.id, quantity: 2 });
    expect((await readCart(owner)).groups[0]!.lines[0]!.notices).toEqual([]);
    expect(await setCartQuantity(owner, { productId: scarce.id, quantity: 7 })).toEqual({
      quantity: 2,
      message: "Only 2 left: quantity lowered to 2",
    });
  });

  it("keeps departed listings, greyed with the reason and out of the totals", async () => {
    const { vendor, product } = await seller();
    const other = await seller("Aba Shoes");
    const archived = await product({ title: "Archived" });
    const paused = await product({ title: "Paused" });
    const soldOut = await product({ title: "Sold out" });
    const away = await other.product({ title: "Away", priceKobo: 100_000 });
    const fine = await product({ title: "Fine", priceKobo: 100_000 });
    const owner = visitor();
    for (const item of [archived, paused, soldOut, away, fine])
      await addToCart(owner, { productId: item.id, quantity: 1 });
    await setProduct(archived.id, { status: "ARCHIVED" });
    await setProduct(paused.id, { status: "PAUSED" });
    await setProduct(soldOut.id, { stock: 0 });
    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, other.vendor.id));
    const cart = await readCart(owner);
    const lines = cart.groups.flatMap((g) => g.lines);
    expect(lines.map((l) => [l.title, l.buyable, l.unavailableReason])).toEqual([
      ["Archived", false, "The seller archived this item"],
      ["Paused", false, "Paused by the seller"],
      ["Sold out", false, "Sold out"],
      ["Fine", true, null],
      ["Away", false, "This seller is not selling on Oja right now"],
    ]);
    expect(cart.totalKobo).toBe(100_000);
    expect(cart.groups.find((g) => g.vendorId === vendor.id)!.subtotalKobo).toBe(100_000);
  });

  it("saves for later, moves back, removes, and the checkout sees buyable lines only", async () => {
    const { vendor, product } = await seller();
    const a = await product({ title: "A", priceKobo: 100_000 });
    const b = await product({ title: "B", priceKobo: 200_000 });
    const user = await createUser();
    const owner = { userId: user.id };
    await addToCart(owner, { productId: a.id, quantity: 2 });
    await addToCart(owner, { productId: b.id, quantity: 1 });
    await saveForLater(owner, { productId: b.id });
    let cart = await readCart(owner);
    expect(cart.savedForLater.map((l) => l.title)).toEqual(["B"]);
    expect(cart.totalKobo).toBe(200_000);
    expect(await readCartForCheckout(user.id)).toEqual([
      { productId: a.id, vendorId: vendor.id, title: "A", quantity: 2, unitPriceKobo: 100_000 },
    ]);
    await moveToCart(owner, { productId: b.id });
    cart = await readCart(owner);
    expect(cart.totalKobo).toBe(400_000);
    await removeFromCart(owner, { productId: a.id });
    expect((await readCart(owner)).groups[0]!.lines.map((l) => l.title)).toEqual(["B"]);
    await clearPurchasedLines(user.id, [b.id]);
    expect((await readCart(owner)).groups).toEqual([]);
  });

  it("holds at most 50 different items", async () => {
    const { product } = await seller();
    const owner = visitor();
    for (let i = 0; i < 50; i += 1) {
      const item = await product({ title: `Item ${i}` });
      await addToCart(owner, { productId: item.id, quantity: 1 });
    }
    const extra = await product({ title: "One too many" });
    expect(await refusal(addToCart(owner, { productId: extra.id, quantity: 1 }))).toEqual({
      productId: ["Your cart holds at most 50 different items. Remove or buy some before adding more."],
    });
    expect(await cartCount(owner)).toBe(50);
  });

  it("merges a visitor's cart at sign-in: quantities added, capped by stock, the visitor's cart deleted", async () => {
    const { product } = await seller();
    const both = await product({ title: "Both", stock: 4 });
    const onlyVisitor = await product({ title: "Only visitor", stock: 10 });
    const user = await createUser();
    const guest = visitor();
    await addToCart({ userId: user.id }, { productId: both.id, quantity: 3 });
    await addToCart(guest, { productId: both.id, quantity: 3 });
    await addToCart(guest, { productId: onlyVisitor.id, quantity: 2 });
    await mergeVisitorCart(user.id, guest.visitorToken);
    const lines = (await readCart({ userId: user.id })).groups[0]!.lines;
    expect(lines.map((l) => [l.title, l.quantity])).toEqual([
      ["Both", 4],
      ["Only visitor", 2],
    ]);
    expect(await readCart(guest)).toMatchObject({ groups: [] });
    expect(await getDb().select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(carts)
        .where(eq(carts.visitorTokenHash, visitorTokenHash(guest.visitorToken))),
    ).toHaveLength(0);
    // Merging again (a second tab) changes nothing.
    await mergeVisitorCart(user.id, guest.visitorToken);
    expect(await cartCount({ userId: user.id })).toBe(6);
  });
});

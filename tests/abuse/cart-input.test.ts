/**
 * Abuse: the cart's inputs and ownership (issue 24). Quantities of 0, −1, 1.5, 10⁹ and "abc" get a clear message
 * and change nothing, whether they come from a form (strings, through the server actions) or the service; another
 * seller's draft or archived product, or an id that names nothing, is refused; and nobody can touch someone else's
 * cart: a line is only ever looked up inside the asker's own cart, and a visitor's cookie is checked and stored hashed.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedOut, type Actor } from "@/lib/actor";
import { InputValidationError } from "@/lib/errors";
import { resetRateLimitsForTests } from "@/lib/rate-limit";
import { newVisitorCartsPerAddress } from "@/modules/cart/cart-session.service";
import { getDb } from "@/db/client";
import { carts } from "@/modules/cart/cart.schema";
import { cartCount, readCart } from "@/modules/cart/cart-view.service";
import { addToCart, removeFromCart, setCartQuantity } from "@/modules/cart/cart.service";
import { createCategory, createProduct, createUser, createVendor, userActor } from "../factories";

// The request's cookies, session and redirect, as Next.js gives them to a server action.
const jar = new Map<string, string>();
let asking: Actor = signedOut;
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number } = {}) => {
      if (options.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));
vi.mock("@/modules/access/actor.service", () => ({ currentActor: async () => asking }));

const { addToCartAction, cartLineAction } = await import("@/modules/cart/cart.actions");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** Runs an action; returns where it redirected and the notice it left for the cart page. */
async function post(action: (data: FormData) => Promise<void>, fields: Record<string, string>) {
  const thrown = await action(form(fields)).then(
    () => null,
    (error: unknown) => error as { to?: string },
  );
  const notice = jar.get("oja_cart_notice");
  return { to: thrown?.to, notice: notice ? (JSON.parse(notice) as { kind: string; text: string }) : null };
}

async function catalogue() {
  const category = await createCategory();
  const seller = await createVendor({ displayName: "Mama Nkechi Foods" });
  const other = await createVendor({ displayName: "Ikeja Gadgets" });
  const rice = await createProduct({ vendorId: seller.id, categoryId: category.id, title: "Rice", stock: 5 });
  const draft = await createProduct({ vendorId: other.id, categoryId: category.id, status: "DRAFT" });
  const archived = await createProduct({ vendorId: other.id, categoryId: category.id, status: "ARCHIVED" });
  return { seller, rice, draft, archived };
}

beforeEach(() => {
  jar.clear();
  asking = signedOut;
});

describe("cart quantities from a form", () => {
  it("refuses 0, −1, 1.5, 10⁹, abc and an empty field with a clear message and changes nothing", async () => {
    const { rice } = await catalogue();
    const cases: [string, string][] = [
      ["0", "The quantity must be at least 1. To take an item out, use Remove."],
      ["-1", "The quantity must be at least 1. To take an item out, use Remove."],
      ["1.5", "Enter a whole number of items, e.g. 2"],
      ["1000000000", "You can buy at most 999 of one item at a time"],
      ["abc", "Enter a whole number of items, e.g. 2"],
      ["1e3", "Enter a whole number of items, e.g. 2"],
      ["", "Enter a quantity"],
    ];
    for (const [quantity, message] of cases) {
      const result = await post(addToCartAction, { productId: rice.id, quantity });
      expect(result, quantity).toEqual({ to: "/cart", notice: { kind: "error", text: message } });
      // Refused before any cart was made: no cookie, no row.
      expect(jar.has("oja_cart")).toBe(false);
    }
    const user = await createUser();
    // The service parses again: a caller that skipped the schema gets the same messages.
    for (const [quantity, message] of [
      [0, cases[0]![1]],
      [-1, cases[1]![1]],
      [1.5, cases[2]![1]],
      [1e9, cases[3]![1]],
      [Number.NaN, cases[2]![1]],
    ] as const) {
      const error = await addToCart({ userId: user.id }, { productId: rice.id, quantity }).catch((e: unknown) => e);
      expect(error, String(quantity)).toBeInstanceOf(InputValidationError);
      expect((error as InputValidationError).validation).toEqual({ quantity: [message] });
    }
    expect(await cartCount({ userId: user.id })).toBe(0);
  });

  it("adds through the form, sets the visitor's cookie (stored hashed) and steps the quantity", async () => {
    const { rice } = await catalogue();
    expect(await post(addToCartAction, { productId: rice.id, quantity: " 2 " })).toEqual({
      to: "/cart",
      notice: { kind: "ok", text: "Added to your cart: Rice" },
    });
    const token = jar.get("oja_cart")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await getDb().select().from(carts);
    expect(rows.some((row) => row.visitorTokenHash === token)).toBe(false);
    await post(cartLineAction, { productId: rice.id, quantity: "2", intent: "increase" });
    expect(await cartCount({ visitorToken: token })).toBe(3);
    const stepped = await post(cartLineAction, { productId: rice.id, quantity: "1", intent: "decrease" });
    expect(stepped.notice).toEqual({
      kind: "error",
      text: "The quantity must be at least 1. To take an item out, use Remove.",
    });
    expect(await cartCount({ visitorToken: token })).toBe(3);
    expect((await post(addToCartAction, { productId: rice.id, quantity: "1", intent: "buy" })).to).toBe("/checkout");
  });
});

describe("visitors without cookies", () => {
  it("are limited in the new carts one address makes, with a clear message", async () => {
    const { rice } = await catalogue();
    resetRateLimitsForTests();
    for (let i = 0; i < newVisitorCartsPerAddress.points; i += 1) {
      jar.clear();
      expect((await post(addToCartAction, { productId: rice.id, quantity: "1" })).notice?.kind).toBe("ok");
    }
    jar.clear();
    const refused = await post(addToCartAction, { productId: rice.id, quantity: "1" });
    expect(refused.notice?.text).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    expect(jar.has("oja_cart")).toBe(false);
    resetRateLimitsForTests();
  });
});

describe("what may be put in a cart", () => {
  it("refuses another seller's draft or archived product, and an id that names nothing", async () => {
    const { seller, draft, archived } = await catalogue();
    // Even a seller, signed in, gets another seller's unpublished listing refused.
    asking = userActor(seller.ownerId);
    const cases: [string, string][] = [
      [draft.id, "This item is not for sale right now"],
      [archived.id, "The seller archived this item"],
      ["00000000-0000-4000-8000-000000000000", "We could not find that item on Oja"],
      ["../../etc/passwd", "We could not find that item on Oja"],
    ];
    for (const [productId, message] of cases) {
      expect(await post(addToCartAction, { productId, quantity: "1" }), productId).toEqual({
        to: "/cart",
        notice: { kind: "error", text: message },
      });
    }
    expect(await cartCount({ userId: seller.ownerId })).toBe(0);
  });
});

describe("someone else's cart", () => {
  it("cannot be read or changed: lines are looked up in the asker's own cart only", async () => {
    const { rice } = await catalogue();
    const alice = await createUser();
    const bola = await createUser();
    await addToCart({ userId: alice.id }, { productId: rice.id, quantity: 2 });
    for (const attempt of [
      () => setCartQuantity({ userId: bola.id }, { productId: rice.id, quantity: 1 }),
      () => removeFromCart({ userId: bola.id }, { productId: rice.id }),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputValidationError);
      expect((error as InputValidationError).validation).toEqual({
        productId: ["This item is not in your cart any more"],
      });
    }
    // Through the form, signed in as Bola.
    asking = userActor(bola.id);
    const removed = await post(cartLineAction, { productId: rice.id, intent: "remove" });
    expect(removed.notice).toEqual({ kind: "error", text: "This item is not in your cart any more" });
    expect((await readCart({ userId: bola.id })).groups).toEqual([]);
    expect(await cartCount({ userId: alice.id })).toBe(2);
  });

  it("a forged or malformed cookie opens nobody's cart", async () => {
    const { rice } = await catalogue();
    await post(addToCartAction, { productId: rice.id, quantity: "1" });
    const token = jar.get("oja_cart")!;
    const hash = (await getDb().select().from(carts)).find((row) => row.visitorTokenHash !== null)!.visitorTokenHash!;
    // The stored hash used as a cookie is just another, empty, cart.
    jar.clear();
    jar.set("oja_cart", hash);
    expect((await post(cartLineAction, { productId: rice.id, intent: "remove" })).notice).toEqual({
      kind: "error",
      text: "This item is not in your cart any more",
    });
    jar.set("oja_cart", "x'; drop table carts; --");
    await post(cartLineAction, { productId: rice.id, intent: "remove" });
    expect(await cartCount({ visitorToken: token })).toBe(1);
  });

  it("merges at the first cart request after sign-in and deletes the cookie", async () => {
    const { rice } = await catalogue();
    await post(addToCartAction, { productId: rice.id, quantity: "2" });
    const token = jar.get("oja_cart")!;
    const user = await createUser();
    asking = userActor(user.id);
    await post(addToCartAction, { productId: rice.id, quantity: "1" });
    expect(jar.has("oja_cart")).toBe(false);
    expect(await cartCount({ userId: user.id })).toBe(3);
    expect(await getDb().select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
    expect(await cartCount({ visitorToken: token })).toBe(0);
  });
});

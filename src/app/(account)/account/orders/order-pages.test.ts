import { eq } from "drizzle-orm";
import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import type { UserActor } from "@/lib/actor";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { orderItems } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { checkOut, createBuyer, createShop, groupFor } from "../../../../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../../../../tests/setup/money-invariants";

checkMoneyAfterEach();

// The session gate redirects without a session; here each test says who is signed in (the gate has its own tests).
const session = vi.hoisted(() => ({ actor: null as UserActor | null }));
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("@/modules/access/signed-in-visitor.service", () => ({
  requireSignedInVisitor: async () => {
    if (!session.actor) throw new Error("NEXT_REDIRECT: signed out");
    return { actor: session.actor, name: "Ngozi" };
  },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) }),
}));

const { default: OrdersPage } = await import("./page");
const { default: OrderPage } = await import("./details/page");

const query = (params: Record<string, string>) => ({ searchParams: Promise.resolve(params) });
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const render = (node: ReactNode) => {
  if (!isValidElement(node)) throw new Error("expected an element");
  return renderToStaticMarkup(node);
};

/** A buyer who checked out from two shops at once (two orders), the first with a second line. */
async function twoSellerCheckout() {
  const rice = await createShop({ stock: 10, title: "Rice, 50kg bag" });
  const beans = await createShop({ stock: 10, title: "Honey beans, paint bucket" });
  const buyer = await createBuyer();
  const riceGroup = groupFor(rice.product, 2);
  riceGroup.lines.push({ ...riceGroup.lines[0]!, productId: rice.product.id, title: "Rice again", quantity: 1 });
  const { checkoutId, orders: placed } = await checkOut(buyer.actor, [riceGroup, groupFor(beans.product, 1)]);
  await markCheckoutPaid(checkoutId);
  const riceOrder = placed.find((order) => order.vendorId === rice.vendor.id)!;
  const beansOrder = placed.find((order) => order.vendorId === beans.vendor.id)!;
  return { rice, beans, buyer, riceOrder, beansOrder };
}

beforeEach(() => {
  session.actor = null;
  jar.clear();
});

describe("/account/orders", () => {
  it("lists the person's orders newest first with seller, first item (+ more), total and status in words", async () => {
    const { rice, beans, buyer, riceOrder } = await twoSellerCheckout();
    await moveOrder(rice.owner, { orderId: riceOrder.id, move: "ACCEPT" });
    session.actor = buyer.actor as UserActor;
    const markup = render(await OrdersPage(query({})));
    const body = text(markup);
    expect(body).toContain("Your orders");
    expect(body).toContain(`Sold by ${rice.vendor.displayName}`);
    expect(body).toContain(`Sold by ${beans.vendor.displayName}`);
    expect(body).toContain("Rice, 50kg bag and 1 more");
    expect(body).toContain("Honey beans, paint bucket");
    expect(body).toContain("Accepted: the seller is preparing it");
    expect(body).toContain("Waiting for the seller to accept");
    expect(body).toContain("₦39,000.00"); // 3 × ₦12,500 + ₦1,500 delivery
    expect(markup).toContain(`href="/account/orders/details?id=${riceOrder.id}"`);
  });

  it("someone with no orders is led to the market", async () => {
    session.actor = (await createBuyer()).actor as UserActor;
    const markup = render(await OrdersPage(query({})));
    expect(text(markup)).toContain("You have no orders yet.");
    expect(markup).toContain('href="/market"');
  });

  it("a stale cursor starts again from the first page", async () => {
    session.actor = (await createBuyer()).actor as UserActor;
    expect(text(render(await OrdersPage(query({ after: "garbage" }))))).toContain("You have no orders yet.");
  });
});

describe("/account/orders/details", () => {
  it("shows the order: code, items, seller, delivery, totals, payment, timeline and the cancel step", async () => {
    const { rice, buyer, riceOrder } = await twoSellerCheckout();
    session.actor = buyer.actor as UserActor;
    const body = text(render(await OrderPage(query({ id: riceOrder.id }))));
    expect(body).toContain(`Order ${riceOrder.number}`);
    expect(body).toContain("Waiting for the seller to accept");
    expect(body).toContain(riceOrder.deliveryCode);
    expect(body).toContain("Give this code to the rider or seller only when you have your items");
    expect(body).toContain(`Items from ${rice.vendor.displayName}`);
    expect(body).toContain("₦12,500.00 per bag × 2");
    expect(body).toContain("Rice again");
    expect(body).toContain("Delivered by the seller · expected: 1–3 days");
    expect(body).toContain("4 Obafemi Awolowo Way");
    expect(body).toContain("Total ₦39,000.00"); // 3 × ₦12,500 + ₦1,500 delivery
    expect(body).toContain("Payment: Paid online");
    expect(body).toContain("Order placed");
    expect(body).toContain("Payment received");
    expect(body).toContain("Cancel order");
    expect(body).not.toContain("Yes, cancel the order");
    expect(body).not.toContain("I have my items");
    // The GET confirmation step, then a real form.
    const confirming = render(await OrderPage(query({ id: riceOrder.id, cancel: "1" })));
    expect(text(confirming)).toContain("Cancel this order? What you paid is refunded to you.");
    expect(text(confirming)).toContain("Yes, cancel the order");
    expect(confirming).toContain(`name="orderId" value="${riceOrder.id}"`);
  });

  it("after checkout (placed=1) says so and lists the checkout's other orders", async () => {
    const { beans, buyer, riceOrder, beansOrder } = await twoSellerCheckout();
    session.actor = buyer.actor as UserActor;
    const markup = render(await OrderPage(query({ id: riceOrder.id, placed: "1" })));
    const body = text(markup);
    expect(body).toContain("Your checkout made 2 orders, one per seller.");
    expect(body).toContain(`Order ${beansOrder.number} from ${beans.vendor.displayName} · ₦14,000.00`);
    expect(markup).toContain(`href="/account/orders/details?id=${beansOrder.id}"`);
    expect(text(render(await OrderPage(query({ id: riceOrder.id }))))).not.toContain("Your checkout made");
  });

  it("shows the notice a form left, and keeps a suspended seller's name without a store link", async () => {
    const { rice, buyer, riceOrder } = await twoSellerCheckout();
    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, rice.vendor.id));
    session.actor = buyer.actor as UserActor;
    jar.set("oja_order_notice", JSON.stringify({ kind: "error", text: "This order is already cancelled" }));
    const markup = render(await OrderPage(query({ id: riceOrder.id })));
    expect(text(markup)).toContain("This order is already cancelled");
    expect(markup).toContain('role="alert"');
    expect(text(markup)).toContain(`Items from ${rice.vendor.displayName}`);
    expect(markup).not.toContain("/market/store/");
  });

  it("a picture that is not ours or https is not put in an img", async () => {
    const { buyer, riceOrder } = await twoSellerCheckout();
    await getDb()
      .update(orderItems)
      .set({ pictureUrl: "javascript:alert(1)" })
      .where(eq(orderItems.orderId, riceOrder.id));
    session.actor = buyer.actor as UserActor;
    const markup = render(await OrderPage(query({ id: riceOrder.id })));
    expect(markup).not.toContain("javascript:");
    expect(markup).toContain("No photo");
  });

  it("someone else's order, the seller's view of it, or no id is a 404", async () => {
    const { rice, riceOrder } = await twoSellerCheckout();
    const expectNotFound = (page: Promise<unknown>) =>
      expect(page).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    session.actor = (await createBuyer()).actor as UserActor;
    await expectNotFound(OrderPage(query({ id: riceOrder.id })));
    await expectNotFound(OrderPage(query({})));
    await expectNotFound(OrderPage(query({ id: "not-an-id" })));
    session.actor = rice.owner as UserActor;
    await expectNotFound(OrderPage(query({ id: riceOrder.id })));
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { signedOut, type Actor } from "@/lib/actor";
import { buyerOrderNotices } from "@/modules/orders/components/buyer-order-labels";
import { moveOrder } from "@/modules/orders/order-moves.service";
import type { OrderMove } from "@/modules/orders/order-state-machine";
import { orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { ageOrder, checkOut, createBuyer, createShop, groupFor } from "../../../tests/factories/orders";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

/**
 * The buyer's order forms as a native post calls them: FormData in, a redirect back to the order (post → redirect →
 * get) and a one-line notice in a cookie out. The actor, the cookies and Next's redirect are stood in for; the
 * services and the database are real.
 */

const jar = vi.hoisted(() => new Map<string, string>());
const who = vi.hoisted(() => ({ actor: undefined as Actor | undefined }));
vi.mock(import("@/modules/access/actor.service"), async (importOriginal) => ({
  ...(await importOriginal()),
  currentActor: async () => who.actor!,
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
}));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

const { cancelOrderAction, confirmReceiptAction, renewDeliveryCodeAction, reportProblemAction } =
  await import("@/modules/orders/buyer-orders.actions");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** Posts a form; answers where it redirected and the notice it left. */
async function post(action: (data: FormData) => Promise<void>, fields: Record<string, string>) {
  jar.clear();
  const to = await action(form(fields)).then(
    () => null,
    (error: unknown) => (error instanceof Redirected ? error.url : Promise.reject(error)),
  );
  const raw = jar.get("oja_order_notice");
  return { to, notice: raw ? (JSON.parse(raw) as { kind: string; text: string }) : null };
}

const page = (id: string) => `/account/orders/details?id=${id}`;

async function row(orderId: string) {
  const [found] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  return found!;
}

/** A paid order; `to` walks it on through the seller's moves (DELIVERED with the buyer's code). */
async function paidOrder(to: "PAID" | "ACCEPTED" | "DELIVERED" = "PAID") {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const { checkoutId, orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  await markCheckoutPaid(checkoutId);
  const order = placed[0]!;
  if (to !== "PAID") await moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" });
  if (to === "DELIVERED") {
    for (const move of ["MARK_READY", "DISPATCH"] as OrderMove[])
      await moveOrder(shop.owner, { orderId: order.id, move });
    await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: (await row(order.id)).deliveryCode });
  }
  who.actor = buyer.actor;
  return { shop, buyer, order };
}

beforeEach(() => {
  who.actor = signedOut;
});

describe("the buyer's order actions", () => {
  it("cancel before acceptance: cancelled, back to the order with the notice", async () => {
    const { order } = await paidOrder();
    expect(await post(cancelOrderAction, { orderId: order.id })).toEqual({
      to: page(order.id),
      notice: { kind: "ok", text: buyerOrderNotices.cancelled },
    });
    expect((await row(order.id)).status).toBe("CANCELLED");
  });

  it("a stale cancel (the seller accepted meanwhile) is refused with the API's message and changes nothing", async () => {
    const { order } = await paidOrder("ACCEPTED");
    expect(await post(cancelOrderAction, { orderId: order.id })).toEqual({
      to: page(order.id),
      notice: { kind: "error", text: "An order that is already accepted cannot be cancelled" },
    });
    expect((await row(order.id)).status).toBe("ACCEPTED");
  });

  it("confirm receipt: delivered → completed; twice says it is already completed", async () => {
    const { order } = await paidOrder("DELIVERED");
    expect(await post(confirmReceiptAction, { orderId: order.id })).toEqual({
      to: page(order.id),
      notice: { kind: "ok", text: buyerOrderNotices.confirmed },
    });
    expect((await row(order.id)).status).toBe("COMPLETED");
    expect((await post(confirmReceiptAction, { orderId: order.id })).notice).toEqual({
      kind: "error",
      text: "This order is already completed",
    });
  });

  it("report a problem: needs a reason, opens a dispute with it, and only within the inspection window", async () => {
    const { order } = await paidOrder("DELIVERED");
    expect((await post(reportProblemAction, { orderId: order.id, reason: "   " })).notice).toEqual({
      kind: "error",
      text: "A short reason is required",
    });
    expect((await row(order.id)).status).toBe("DELIVERED");
    expect(await post(reportProblemAction, { orderId: order.id, reason: "One bag was missing" })).toEqual({
      to: page(order.id),
      notice: { kind: "ok", text: buyerOrderNotices.reported },
    });
    expect((await row(order.id)).status).toBe("DISPUTED");
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.find((step) => step.toStatus === "DISPUTED")).toMatchObject({
      actorKind: "BUYER",
      note: "One bag was missing",
    });

    const late = await paidOrder("DELIVERED");
    await ageOrder(late.order.id, 3 * 86_400_000 + 60_000);
    expect((await post(reportProblemAction, { orderId: late.order.id, reason: "Too late?" })).notice).toEqual({
      kind: "error",
      text: "The 3-day window to report a problem with this order has ended",
    });
    expect((await row(late.order.id)).status).toBe("DELIVERED");
  });

  it("someone else's order (or no id) is not found: back to the list, nothing moves", async () => {
    const { order } = await paidOrder();
    const stranger = await createBuyer();
    who.actor = stranger.actor;
    const notFound = { to: "/account/orders", notice: { kind: "error", text: "We could not find that order" } };
    expect(await post(cancelOrderAction, { orderId: order.id })).toEqual(notFound);
    expect(await post(reportProblemAction, { orderId: order.id, reason: "Not mine" })).toEqual(notFound);
    expect(await post(renewDeliveryCodeAction, { orderId: order.id })).toEqual(notFound);
    expect(await post(confirmReceiptAction, { orderId: "not-an-id" })).toEqual(notFound);
    expect((await row(order.id)).status).toBe("PAID");
  });

  it("the seller cannot make the buyer's moves through these forms", async () => {
    const { shop, order } = await paidOrder();
    who.actor = shop.owner;
    expect((await post(cancelOrderAction, { orderId: order.id })).notice).toEqual({
      kind: "error",
      text: "You do not have permission to do that",
    });
    expect((await row(order.id)).status).toBe("PAID");
  });

  it("a new delivery code replaces a locked one", async () => {
    const { order } = await paidOrder("ACCEPTED");
    await getDb()
      .update(orders)
      .set({ deliveryCodeWrongTries: 5, deliveryCodeLockedAt: new Date() })
      .where(eq(orders.id, order.id));
    expect(await post(renewDeliveryCodeAction, { orderId: order.id })).toEqual({
      to: page(order.id),
      notice: { kind: "ok", text: buyerOrderNotices.renewed },
    });
    const after = await row(order.id);
    expect(after.deliveryCodeLockedAt).toBeNull();
    expect(after.deliveryCodeWrongTries).toBe(0);
    expect(after.deliveryCode).toMatch(/^\d{6}$/);
  });

  it("signed out, every action sends the person to sign in and back to the order", async () => {
    const id = crypto.randomUUID();
    expect((await post(cancelOrderAction, { orderId: id })).to).toBe(
      `/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(page(id))}`,
    );
    expect((await post(confirmReceiptAction, { orderId: id })).to).toMatch(/^\/auth\/login\?/);
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { orderMessagesJob } from "@/flows/order-messages.job";
import { domainEvents } from "@/jobs/domain-events.schema";
import { systemActor } from "@/lib/actor";
import { users } from "@/modules/identity/identity.schema";
import { listMyNotifications } from "@/modules/notifications/app-notifications.service";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { listDevOutbox } from "@/modules/notifications/notifications.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { orders } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { checkOut, createBuyer, createShop, groupFor } from "../../tests/factories/orders";
import { drainJobs } from "../../tests/setup/jobs";

beforeEach(() => {
  // Hermetic: messages land in the development outbox, whatever the developer's shell configures.
  for (const name of ["SMTP_URL", "SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM", "TERMII_API_KEY"])
    vi.stubEnv(name, "");
  vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "");
  resetMessagingConfigForTests();
});

/** A shop whose owner has a verified phone only (SMS), and a buyer with a verified e-mail. */
async function people() {
  const shop = await createShop({ stock: 10 });
  const buyer = await createBuyer();
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyer.user.id));
  await getDb()
    .update(users)
    .set({ emailVerifiedAt: null, phoneVerifiedAt: new Date() })
    .where(eq(users.id, shop.vendor.ownerId));
  const [owner] = await getDb().select().from(users).where(eq(users.id, shop.vendor.ownerId));
  return { shop, buyer, ownerPhone: owner!.phone!, buyerEmail: buyer.user.email! };
}

async function codeOf(orderId: string) {
  const [row] = await getDb().select({ code: orders.deliveryCode }).from(orders).where(eq(orders.id, orderId));
  return row!.code;
}

const subjects = async (recipient: string) =>
  (await listDevOutbox({ recipient, limit: 200 })).map((m) => m.subject ?? m.body).reverse();

describe("order messages", () => {
  it("pay on delivery, door to completion: the buyer by e-mail, the seller by SMS, both in the app", async () => {
    const { shop, buyer, ownerPhone, buyerEmail } = await people();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 2)], "PAY_ON_DELIVERY");
    const order = placed[0]!;
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as const)
      await moveOrder(shop.owner, { orderId: order.id, move });
    await handOverOrder(shop.owner, { orderId: order.id, outcome: "DELIVERED", code: await codeOf(order.id) });
    await moveOrder(buyer.actor, { orderId: order.id, move: "CONFIRM_RECEIPT" });
    await drainJobs();
    await drainJobs();

    const n = order.number;
    // The jobs run each event's messages in any order when they are drained together: what was sent, not when.
    const buyerSubjects = await subjects(buyerEmail);
    expect(buyerSubjects).toHaveLength(5);
    expect(buyerSubjects).toEqual(
      expect.arrayContaining([
        `Order ${n} is confirmed`,
        expect.stringMatching(/ accepted order /),
        `Order ${n} is on its way`,
        `Order ${n} was delivered`,
        `Order ${n} is completed`,
      ]),
    );
    const toBuyer = await listDevOutbox({ recipient: buyerEmail });
    const onItsWay = toBuyer.find((m) => m.subject === `Order ${n} is on its way`)!;
    expect(onItsWay.body).toContain("Have your delivery code ready, and ₦26,500.00 in cash.");
    expect(onItsWay.body).toContain(`/account/orders/details?id=${order.id}`);

    const sms = (await listDevOutbox({ recipient: ownerPhone })).map((m) => m.body!).sort();
    expect(sms).toEqual(
      [
        `Oja: new order ${n} (₦26,500.00). Accept it within 48 hours in your dashboard.`,
        `Oja: order ${n} completed. Commission of ₦1,325.00 taken from your balance.`,
      ].sort(),
    );
    expect((await listDevOutbox({ recipient: ownerPhone })).every((m) => m.channel === "SMS")).toBe(true);

    const inApp = await listMyNotifications(buyer.actor);
    expect(inApp.unreadCount).toBe(5);
    expect(inApp.notifications.find((x) => x.kind === "order.completed.buyer")).toMatchObject({
      link: `/account/orders/details?id=${order.id}`,
    });
    const sellerInApp = await listMyNotifications(shop.owner);
    expect(sellerInApp.notifications.map((x) => x.kind).sort()).toEqual(["order.completed.seller", "order.new.seller"]);
    const completed = sellerInApp.notifications.find((x) => x.kind === "order.completed.seller")!;
    expect(completed.body).toContain(
      "You collected ₦26,500.00 in cash at the door; Oja's commission of ₦1,325.00 is taken from",
    );
    expect(completed.link).toBe(`/dashboard/orders/details?id=${order.id}`);
  });

  it("a card order: nothing while awaiting payment; paid tells both; a buyer's cancellation tells the seller", async () => {
    const { shop, buyer, ownerPhone, buyerEmail } = await people();
    const { checkoutId, orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    await drainJobs();
    expect(await subjects(buyerEmail)).toEqual([]);
    await markCheckoutPaid(checkoutId);
    await moveOrder(buyer.actor, { orderId: placed[0]!.id, move: "CANCEL" });
    await drainJobs();
    const n = placed[0]!.number;
    expect((await subjects(buyerEmail)).sort()).toEqual(
      [`We received your payment for order ${n}`, `Order ${n} is cancelled`].sort(),
    );
    const cancelled = (await listDevOutbox({ recipient: buyerEmail })).find(
      (m) => m.subject === `Order ${n} is cancelled`,
    )!;
    expect(cancelled.body).toContain("You cancelled it. Your ₦14,000.00 is being refunded");
    expect((await listDevOutbox({ recipient: ownerPhone })).map((m) => m.body).sort()).toEqual(
      [
        `Oja: the buyer cancelled order ${n}. Do not send it.`,
        `Oja: new order ${n} (₦14,000.00). Accept it within 48 hours in your dashboard.`,
      ].sort(),
    );
  });

  it("a replayed event tells nobody twice", async () => {
    const { shop, buyer, buyerEmail } = await people();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY");
    await drainJobs();
    const events = await getDb().select().from(domainEvents).where(eq(domainEvents.type, "order.placed"));
    const event = events.find((e) => (e.payload as { orderId: string }).orderId === placed[0]!.id)!;
    for (let i = 0; i < 3; i += 1)
      await orderMessagesJob({ eventId: event.id }, { actor: systemActor("test"), jobId: "replay", db: getDb() });
    await drainJobs();
    expect(await subjects(buyerEmail)).toHaveLength(1);
    expect((await listMyNotifications(buyer.actor)).notifications).toHaveLength(1);
  });

  it("someone with nothing verified is told in the app only; names stay on one line", async () => {
    const shop = await createShop();
    await getDb().update(vendors).set({ displayName: "Mama\nPut\r\nFoods" }).where(eq(vendors.id, shop.vendor.id));
    const buyer = await createBuyer();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY");
    await moveOrder(shop.owner, { orderId: placed[0]!.id, move: "ACCEPT" });
    await drainJobs();
    expect(await listDevOutbox({ recipient: buyer.user.email! })).toEqual([]);
    const [accepted] = (await listMyNotifications(buyer.actor)).notifications;
    expect(accepted!.title).toBe(`Mama Put Foods accepted order ${placed[0]!.number}`);
  });
});

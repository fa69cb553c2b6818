import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { orderMessagesJob } from "@/flows/order-messages.job";
import { domainEvents } from "@/jobs/domain-events.schema";
import { systemActor } from "@/lib/actor";
import { users } from "@/modules/identity/identity.schema";
import { listMyNotifications } from "@/modules/notifications/app-notifications.service";
import { listDevOutbox } from "@/modules/notifications/notifications.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { orders } from "@/modules/orders/orders.schema";
import { cancelUnacceptedOrders } from "@/modules/orders/order-sweeps.service";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { ageOrder, checkOut, createBuyer, createShop, groupFor } from "../../tests/factories/orders";
import { actorOf, createMember } from "../../tests/factories/vendor-profile";
import { sendMessagesToDevOutbox } from "../../tests/setup/dev-outbox";
import { drainJobs } from "../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

// Hermetic: messages land in the development outbox, whatever the shell configures.
sendMessagesToDevOutbox();

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
    // By kind, not position: the placed and accepted notes can carry the same millisecond.
    const accepted = (await listMyNotifications(buyer.actor)).notifications.find(
      (note) => note.kind === "order.accepted.buyer",
    );
    expect(accepted?.title).toBe(`Mama Put Foods accepted order ${placed[0]!.number}`);
  });
});

describe("order messages to the business's team", () => {
  /** A shop with a manager (verified phone: SMS) and a sales assistant (verified e-mail), besides its owner. */
  async function team() {
    const { shop, buyer, ownerPhone } = await people();
    const manager = await createMember(shop.vendor.id, "MANAGER");
    const assistant = await createMember(shop.vendor.id, "SALES_ASSISTANT");
    await getDb().update(users).set({ firstName: "Bisi", phoneVerifiedAt: new Date() }).where(eq(users.id, manager.id));
    await getDb()
      .update(users)
      .set({ firstName: "Tunde", emailVerifiedAt: new Date() })
      .where(eq(users.id, assistant.id));
    // Someone of another business, who must hear nothing of this one's orders.
    const stranger = await createShop();
    return {
      shop,
      buyer,
      stranger,
      members: [
        { name: "owner", actor: shop.owner, contact: ownerPhone },
        { name: "manager", actor: await actorOf(manager.id), contact: manager.phone! },
        { name: "assistant", actor: await actorOf(assistant.id), contact: assistant.email! },
      ],
    };
  }

  const kindsOf = async (actor: Parameters<typeof listMyNotifications>[0]) =>
    (await listMyNotifications(actor)).notifications.map((n) => n.kind).sort();

  it("a new order, the buyer's cancellation and an auto-cancel reach every member who handles orders", async () => {
    const { shop, buyer, stranger, members } = await team();
    const first = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    await markCheckoutPaid(first.checkoutId);
    await moveOrder(buyer.actor, { orderId: first.orders[0]!.id, move: "CANCEL" });
    const second = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
    await markCheckoutPaid(second.checkoutId);
    await ageOrder(second.orders[0]!.id, 49 * 60 * 60 * 1000);
    expect(await cancelUnacceptedOrders(systemActor("test"))).toBe(1);
    await drainJobs();
    const [a, b] = [first.orders[0]!.number, second.orders[0]!.number];
    for (const member of members) {
      expect([member.name, await kindsOf(member.actor)]).toEqual([
        member.name,
        ["order.cancelled.seller", "order.cancelled.seller", "order.new.seller", "order.new.seller"],
      ]);
      // By their own contact: the owner and the manager by SMS, the assistant by e-mail.
      const sent = (await listDevOutbox({ recipient: member.contact })).map((m) => m.subject ?? m.body).sort();
      expect([member.name, sent]).toEqual([
        member.name,
        member.name === "assistant"
          ? [
              `New order ${a}: accept it within 48 hours`,
              `New order ${b}: accept it within 48 hours`,
              `Order ${a} was cancelled by the buyer`,
              `Order ${b} was cancelled: not accepted in time`,
            ].sort()
          : [
              `Oja: new order ${a} (₦14,000.00). Accept it within 48 hours in your dashboard.`,
              `Oja: new order ${b} (₦14,000.00). Accept it within 48 hours in your dashboard.`,
              `Oja: order ${b} was cancelled: not accepted within 48 hours.`,
              `Oja: the buyer cancelled order ${a}. Do not send it.`,
            ].sort(),
      ]);
    }
    const assistantMail = await listDevOutbox({ recipient: members[2]!.contact });
    expect(assistantMail.every((m) => m.body!.startsWith("Hello Tunde,"))).toBe(true);
    expect(await kindsOf(stranger.owner)).toEqual([]);
  });

  it("the credit of a completed order reaches those who may see the balance, not the sales assistant", async () => {
    const { shop, buyer, members } = await team();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY");
    const order = placed[0]!;
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as const)
      await moveOrder(shop.owner, { orderId: order.id, move });
    await handOverOrder(shop.owner, { orderId: order.id, outcome: "DELIVERED", code: await codeOf(order.id) });
    await moveOrder(buyer.actor, { orderId: order.id, move: "CONFIRM_RECEIPT" });
    await drainJobs();
    const [owner, manager, assistant] = members;
    expect(await kindsOf(owner!.actor)).toEqual(["order.completed.seller", "order.new.seller"]);
    expect(await kindsOf(manager!.actor)).toEqual(["order.completed.seller", "order.new.seller"]);
    expect(await kindsOf(assistant!.actor)).toEqual(["order.new.seller"]);
    const completed = (await listMyNotifications(manager!.actor)).notifications.find(
      (n) => n.kind === "order.completed.seller",
    );
    expect(completed!.body).toContain("Oja's commission of ₦");
  });
});

import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { domainEvents } from "@/jobs/domain-events.schema";
import { systemActor } from "@/lib/actor";
import { ForbiddenError } from "@/lib/errors";
import { auditEvents } from "@/modules/audit/audit.schema";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { moveOrder, renewDeliveryCode } from "@/modules/orders/order-moves.service";
import { findMyOrder } from "@/modules/orders/order-reads.service";
import type { OrderMove } from "@/modules/orders/order-state-machine";
import { orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { ageOrder, checkOut, createBuyer, createShop, groupFor, stockOf } from "../../../tests/factories/orders";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

/** A paid (or confirmed) order of 2 bags from a shop with 5, and everyone around it. */
async function paidOrder(options: { method?: "PAYSTACK" | "PAY_ON_DELIVERY"; pickup?: boolean } = {}) {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const delivery = options.pickup
    ? { method: "PICKUP" as const, feeKobo: 0, store: { id: shop.vendor.id, name: "Shop", address: "12 Otigba St" } }
    : {};
  const { checkoutId, orders: placed } = await checkOut(
    buyer.actor,
    [groupFor(shop.product, 2, delivery)],
    options.method ?? "PAYSTACK",
  );
  if ((options.method ?? "PAYSTACK") === "PAYSTACK") await markCheckoutPaid(checkoutId);
  return { shop, buyer, checkoutId, order: placed[0]! };
}

async function codeOf(orderId: string): Promise<string> {
  const [row] = await getDb().select({ code: orders.deliveryCode }).from(orders).where(eq(orders.id, orderId));
  return row!.code;
}

/** The event of `type` about `orderId` (other tests' orders publish theirs in the same database). */
async function eventOf(type: string, orderId: string) {
  const rows = await getDb().select().from(domainEvents).where(eq(domainEvents.type, type));
  return rows.find((row) => (row.payload as { orderId?: string }).orderId === orderId);
}

async function statusOf(orderId: string) {
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

describe("moveOrder: the happy paths", () => {
  it("Paystack, seller delivery: paid → accepted → ready → out for delivery → delivered → buyer confirms", async () => {
    const { shop, buyer, order } = await paidOrder();
    expect(await statusOf(order.id)).toBe("PAID");
    const owner = shop.owner;
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as OrderMove[])
      await moveOrder(owner, { orderId: order.id, move });
    const delivered = await moveOrder(owner, { orderId: order.id, move: "DELIVER", code: await codeOf(order.id) });
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.inspectionEndsAt!.getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    const completed = await moveOrder(buyer.actor, { orderId: order.id, move: "CONFIRM_RECEIPT" });
    expect(completed.status).toBe("COMPLETED");

    const detail = await findMyOrder(buyer.actor, order.id);
    expect(detail.timeline.map((step) => [step.from, step.to, step.actorKind])).toEqual([
      [null, "AWAITING_PAYMENT", "BUYER"],
      ["AWAITING_PAYMENT", "PAID", "SYSTEM"],
      ["PAID", "ACCEPTED", "VENDOR"],
      ["ACCEPTED", "READY", "VENDOR"],
      ["READY", "OUT_FOR_DELIVERY", "VENDOR"],
      ["OUT_FOR_DELIVERY", "DELIVERED", "VENDOR"],
      ["DELIVERED", "COMPLETED", "BUYER"],
    ]);
    // 2 × ₦12,500 + ₦1,500 delivery = 2,650,000 kobo; 5 % commission = 132,500.
    const ledger = await getDb()
      .select({ kind: vendorLedgerEntries.kind, amount: vendorLedgerEntries.amountKobo })
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.orderId, order.id));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: "SALE", amount: 2_650_000 },
        { kind: "COMMISSION", amount: -132_500 },
      ]),
    );
    expect(ledger).toHaveLength(2);
    const events = await getDb()
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .orderBy(asc(domainEvents.occurredAt));
    const mine = events.filter((e) => (e.payload as { orderId?: string }).orderId === order.id);
    expect(mine.map((e) => e.type)).toEqual([
      "order.placed",
      "order.paid",
      "order.accepted",
      "order.ready",
      "order.out-for-delivery",
      "order.delivered",
      "order.completed",
    ]);
    const audit = await getDb()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "order"), eq(auditEvents.entityId, order.id)));
    expect(audit.map((a) => a.action)).toContain("order.accept");
  });

  it("pay on delivery starts CONFIRMED with an accept-by time; pickup goes ready → delivered", async () => {
    const { shop, buyer, order } = await paidOrder({ method: "PAY_ON_DELIVERY", pickup: true });
    expect(order.status).toBe("CONFIRMED");
    expect(order.acceptBy).not.toBeNull();
    expect(order.address).toBeNull();
    await moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" });
    await moveOrder(shop.owner, { orderId: order.id, move: "MARK_READY" });
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "DISPATCH" })).rejects.toMatchObject({
      validation: { move: ["A pickup order is collected at the store: mark it delivered when the buyer collects it"] },
    });
    const code = await codeOf(order.id);
    expect((await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code })).status).toBe("DELIVERED");
    await moveOrder(buyer.actor, { orderId: order.id, move: "CONFIRM_RECEIPT" });
    // The seller took ₦25,000 in cash at the store: booked as paid out, the balance owes the 5 % commission.
    const ledger = await getDb()
      .select({ kind: vendorLedgerEntries.kind, amount: vendorLedgerEntries.amountKobo })
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.orderId, order.id));
    expect(ledger.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ["COMMISSION", -125_000],
      ["PAYOUT", -2_500_000],
      ["SALE", 2_500_000],
    ]);
  });

  it("a seller delivery cannot skip the road: ready → delivered is refused", async () => {
    const { shop, order } = await paidOrder();
    await moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" });
    await moveOrder(shop.owner, { orderId: order.id, move: "MARK_READY" });
    await expect(
      moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: await codeOf(order.id) }),
    ).rejects.toMatchObject({ validation: { move: ["Send this order out for delivery before marking it delivered"] } });
  });

  it("a sales assistant accepts and moves the order", async () => {
    const { shop, order } = await paidOrder();
    const assistant = await actorOf((await createMember(shop.vendor.id, "SALES_ASSISTANT")).id);
    expect((await moveOrder(assistant, { orderId: order.id, move: "ACCEPT" })).status).toBe("ACCEPTED");
  });
});

describe("moveOrder: refusals", () => {
  it("an illegal move is refused with a clear message and changes nothing", async () => {
    const shop = await createShop();
    const buyer = await createBuyer();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product)]);
    const order = placed[0]!;
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "MARK_READY" })).rejects.toMatchObject({
      validation: { move: ["An order awaiting payment cannot be marked ready"] },
    });
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" })).rejects.toMatchObject({
      validation: { move: ["An order awaiting payment cannot be accepted"] },
    });
    expect(await statusOf(order.id)).toBe("AWAITING_PAYMENT");
  });

  it("a repeated or stale move: 'This order is already accepted'", async () => {
    const { shop, order } = await paidOrder();
    await moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" });
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" })).rejects.toMatchObject({
      validation: { move: ["This order is already accepted"] },
    });
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "REJECT" })).rejects.toMatchObject({
      validation: { move: ["An order that is already accepted cannot be rejected"] },
    });
  });

  it("two moves racing from the same state: one lands, the other is refused", async () => {
    const { shop, buyer, order } = await paidOrder();
    const results = await Promise.allSettled([
      moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" }),
      moveOrder(buyer.actor, { orderId: order.id, move: "CANCEL" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(3);
  });

  it("another vendor's member and another buyer get 'not found'; the buyer cannot make the seller's moves", async () => {
    const { buyer, order } = await paidOrder();
    const other = await createShop();
    const stranger = await createBuyer();
    for (const actor of [other.owner, stranger.actor])
      await expect(moveOrder(actor, { orderId: order.id, move: "CANCEL" })).rejects.toMatchObject({
        validation: { orderId: ["We could not find that order"] },
      });
    await expect(moveOrder(other.owner, { orderId: order.id, move: "ACCEPT" })).rejects.toMatchObject({
      validation: { orderId: ["We could not find that order"] },
    });
    await expect(moveOrder(buyer.actor, { orderId: order.id, move: "ACCEPT" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(moveOrder(buyer.actor, { orderId: "not-an-id", move: "CANCEL" })).rejects.toMatchObject({
      validation: { orderId: ["We could not find that order"] },
    });
  });

  it("a seller cannot confirm receipt, and a job cannot accept", async () => {
    const { shop, order } = await paidOrder();
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "CANCEL" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(moveOrder(systemActor("test"), { orderId: order.id, move: "ACCEPT" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });
});

describe("moveOrder: stock comes back", () => {
  it("on the buyer's cancellation before acceptance, with order.cancelled saying it was paid", async () => {
    const { shop, buyer, order } = await paidOrder();
    expect(await stockOf(shop.product.id)).toBe(3);
    await moveOrder(buyer.actor, { orderId: order.id, move: "CANCEL", note: "Ordered twice" });
    expect(await stockOf(shop.product.id)).toBe(5);
    const event = await eventOf("order.cancelled", order.id);
    expect(event!.payload).toMatchObject({ orderId: order.id, paid: true, from: "PAID", to: "CANCELLED" });
    await expect(moveOrder(buyer.actor, { orderId: order.id, move: "CANCEL" })).rejects.toMatchObject({
      validation: { move: ["This order is already cancelled"] },
    });
    expect(await stockOf(shop.product.id)).toBe(5);
  });

  it("on the seller's rejection, with order.rejected", async () => {
    const { shop, order } = await paidOrder({ method: "PAY_ON_DELIVERY" });
    await moveOrder(shop.owner, { orderId: order.id, move: "REJECT", note: "Out of stock at the shop" });
    expect(await stockOf(shop.product.id)).toBe(5);
    const event = await eventOf("order.rejected", order.id);
    expect(event!.payload).toMatchObject({ orderId: order.id, paid: false, paymentMethod: "PAY_ON_DELIVERY" });
  });

  it("the buyer cannot cancel once accepted", async () => {
    const { shop, buyer, order } = await paidOrder();
    await moveOrder(shop.owner, { orderId: order.id, move: "ACCEPT" });
    await expect(moveOrder(buyer.actor, { orderId: order.id, move: "CANCEL" })).rejects.toMatchObject({
      validation: { move: ["An order that is already accepted cannot be cancelled"] },
    });
    expect(await stockOf(shop.product.id)).toBe(3);
  });
});

describe("the delivery code", () => {
  async function outForDelivery() {
    const context = await paidOrder();
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as OrderMove[])
      await moveOrder(context.shop.owner, { orderId: context.order.id, move });
    return context;
  }

  it("is 6 digits, shown to the buyer only", async () => {
    const { buyer, order } = await outForDelivery();
    const mine = await findMyOrder(buyer.actor, order.id);
    expect(mine.deliveryCode).toMatch(/^\d{6}$/);
    expect(mine.deliveryCode).toBe(await codeOf(order.id));
  });

  it("counts wrong tries, locks at the 5th, and a new code from the buyer unlocks it", async () => {
    const { shop, buyer, order } = await outForDelivery();
    const right = await codeOf(order.id);
    const wrong = right === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const error = (await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: wrong }).catch(
        (e: unknown) => e,
      )) as { validation: Record<string, string[]> };
      messages.push(error.validation.code![0]!);
    }
    expect(messages[0]).toBe("That code is not right. 4 tries left before the code is locked.");
    expect(messages[3]).toBe("That code is not right. 1 try left before the code is locked.");
    expect(messages[4]).toBe("Too many wrong codes: the buyer must ask for a new delivery code in their order");
    // Locked: even the right code is refused now.
    await expect(moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: right })).rejects.toMatchObject({
      validation: { code: ["Too many wrong codes: the buyer must ask for a new delivery code in their order"] },
    });
    expect((await findMyOrder(buyer.actor, order.id)).deliveryCodeLocked).toBe(true);
    await expect(renewDeliveryCode(shop.owner, order.id)).rejects.toMatchObject({
      validation: { orderId: ["We could not find that order"] },
    });
    const fresh = await renewDeliveryCode(buyer.actor, order.id);
    expect(fresh).toMatch(/^\d{6}$/);
    const delivered = await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: fresh });
    expect(delivered.status).toBe("DELIVERED");
  });

  it("a missing or malformed code is refused without counting", async () => {
    const { shop, order } = await outForDelivery();
    for (const code of [null, "", "12345", "abcdef"])
      await expect(moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code })).rejects.toMatchObject({
        validation: { code: ["Type the 6-digit code the buyer gives you"] },
      });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveryCodeWrongTries).toBe(0);
  });
});

describe("the inspection window", () => {
  async function delivered() {
    const context = await paidOrder();
    for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as OrderMove[])
      await moveOrder(context.shop.owner, { orderId: context.order.id, move });
    await moveOrder(context.shop.owner, {
      orderId: context.order.id,
      move: "DELIVER",
      code: await codeOf(context.order.id),
    });
    return context;
  }

  it("the buyer may report a problem within it (DISPUTED), and not after", async () => {
    const first = await delivered();
    const disputed = await moveOrder(first.buyer.actor, { orderId: first.order.id, move: "REPORT_PROBLEM" });
    expect(disputed.status).toBe("DISPUTED");
    const second = await delivered();
    await ageOrder(second.order.id, 3 * 86_400_000 + 1_000);
    await expect(
      moveOrder(second.buyer.actor, { orderId: second.order.id, move: "REPORT_PROBLEM" }),
    ).rejects.toMatchObject({
      validation: { move: ["The 3-day window to report a problem with this order has ended"] },
    });
  });

  it("the system completes only after it ended", async () => {
    const { order } = await delivered();
    const job = systemActor("orders.complete-inspected");
    await expect(moveOrder(job, { orderId: order.id, move: "COMPLETE" })).rejects.toMatchObject({
      validation: { move: ["The buyer's inspection window has not ended yet"] },
    });
    await ageOrder(order.id, 3 * 86_400_000 + 1_000);
    expect((await moveOrder(job, { orderId: order.id, move: "COMPLETE" })).status).toBe("COMPLETED");
  });
});

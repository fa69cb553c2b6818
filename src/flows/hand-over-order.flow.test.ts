import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { hasTwoRecentDoorRefusals } from "@/modules/orders/order-reads.service";
import { moveMessages, type OrderMove } from "@/modules/orders/order-state-machine";
import { orders, orderStatusHistory } from "@/modules/orders/orders.schema";
import { createPayment, paymentForCheckout } from "@/modules/payments/payments.service";
import { checkOut, createBuyer, createShop, groupFor, stockOf } from "../../tests/factories/orders";
import { createAccessToken } from "../../tests/factories";
import { drainJobs } from "../../tests/setup/jobs";
import { executeAs as run } from "../../tests/setup/graphql";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

type Buyer = Awaited<ReturnType<typeof createBuyer>>;

/** A pay-on-delivery order (with its DUE payment) of 2 bags, moved by the seller up to the door. */
async function atTheDoor(options: { pickup?: boolean; buyer?: Buyer; method?: "PAYSTACK" | "PAY_ON_DELIVERY" } = {}) {
  const shop = await createShop({ stock: 5 });
  const buyer = options.buyer ?? (await createBuyer());
  const method = options.method ?? "PAY_ON_DELIVERY";
  const delivery = options.pickup
    ? { method: "PICKUP" as const, feeKobo: 0, store: { id: shop.vendor.id, name: "Shop", address: "12 Otigba St" } }
    : {};
  const placed = await checkOut(buyer.actor, [groupFor(shop.product, 2, delivery)], method);
  const order = placed.orders[0]!;
  if (method === "PAY_ON_DELIVERY")
    await createPayment({
      checkoutId: placed.checkoutId,
      buyerId: buyer.user.id,
      email: "ngozi@example.com",
      amountKobo: order.totalKobo,
      method,
    });
  const moves: OrderMove[] = options.pickup ? ["ACCEPT", "MARK_READY"] : ["ACCEPT", "MARK_READY", "DISPATCH"];
  if (method === "PAY_ON_DELIVERY") for (const move of moves) await moveOrder(shop.owner, { orderId: order.id, move });
  return { shop, buyer, order, checkoutId: placed.checkoutId };
}

async function codeOf(orderId: string) {
  const [row] = await getDb().select({ code: orders.deliveryCode }).from(orders).where(eq(orders.id, orderId));
  return row!.code;
}

describe("handOverOrder: pay on delivery at the door", () => {
  it("delivered with the buyer's code: the order is DELIVERED and the cash COLLECTED in the same commit", async () => {
    const { shop, order, checkoutId } = await atTheDoor();
    const moved = await handOverOrder(shop.owner, {
      orderId: order.id,
      outcome: "DELIVERED",
      code: await codeOf(order.id),
    });
    expect(moved.status).toBe("DELIVERED");
    expect((await paymentForCheckout(checkoutId))?.status).toBe("COLLECTED");
    // The job that follows the event finds it recorded: nothing changes, nothing fails.
    await drainJobs();
    expect((await paymentForCheckout(checkoutId))?.status).toBe("COLLECTED");
  });

  it("a wrong code is refused, counted, and leaves the cash due", async () => {
    const { shop, order, checkoutId } = await atTheDoor();
    await expect(
      handOverOrder(shop.owner, {
        orderId: order.id,
        outcome: "DELIVERED",
        code: "000000" === (await codeOf(order.id)) ? "111111" : "000000",
      }),
    ).rejects.toMatchObject({ validation: { code: [expect.stringContaining("4 tries left")] } });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "OUT_FOR_DELIVERY", deliveryCodeWrongTries: 1 });
    expect((await paymentForCheckout(checkoutId))?.status).toBe("DUE");
  });

  it("refused at the door: REFUSED, stock back, the cash REFUSED, history and event written", async () => {
    const { shop, order, checkoutId } = await atTheDoor();
    expect(await stockOf(shop.product.id)).toBe(3);
    const moved = await handOverOrder(shop.owner, { orderId: order.id, outcome: "REFUSED" });
    expect(moved.status).toBe("REFUSED");
    expect(await stockOf(shop.product.id)).toBe(5);
    expect((await paymentForCheckout(checkoutId))?.status).toBe("REFUSED");
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: "OUT_FOR_DELIVERY", toStatus: "REFUSED", actorKind: "VENDOR" });
    await expect(handOverOrder(shop.owner, { orderId: order.id, outcome: "REFUSED" })).rejects.toMatchObject({
      validation: { move: ["This order is already refused at the door"] },
    });
  });

  it("a pickup is refused from READY; a delivery must be out for delivery first", async () => {
    const pickup = await atTheDoor({ pickup: true });
    expect((await handOverOrder(pickup.shop.owner, { orderId: pickup.order.id, outcome: "REFUSED" })).status).toBe(
      "REFUSED",
    );
    const road = await atTheDoor();
    await moveOrder(road.shop.owner, { orderId: road.order.id, move: "DELIVER", code: await codeOf(road.order.id) });
    await expect(moveOrder(road.shop.owner, { orderId: road.order.id, move: "REFUSE" })).rejects.toMatchObject({
      validation: { move: ["An order that was delivered cannot be refused at the door"] },
    });
  });

  it("only the seller refuses, and only a pay-on-delivery order", async () => {
    const { buyer, order } = await atTheDoor();
    await expect(moveOrder(buyer.actor, { orderId: order.id, move: "REFUSE" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const card = await atTheDoor({ method: "PAYSTACK" });
    await getDb().update(orders).set({ status: "OUT_FOR_DELIVERY" }).where(eq(orders.id, card.order.id));
    await expect(moveOrder(card.shop.owner, { orderId: card.order.id, move: "REFUSE" })).rejects.toMatchObject({
      validation: { move: [moveMessages.refuseOnlyCash] },
    });
  });

  it("a delivery recorded without the flow (moveOrder) still records the cash, through the job", async () => {
    const { shop, order, checkoutId } = await atTheDoor();
    await moveOrder(shop.owner, { orderId: order.id, move: "DELIVER", code: await codeOf(order.id) });
    expect((await paymentForCheckout(checkoutId))?.status).toBe("DUE");
    await drainJobs();
    expect((await paymentForCheckout(checkoutId))?.status).toBe("COLLECTED");
  });
});

describe("hasTwoRecentDoorRefusals", () => {
  it("is true only when the buyer's last two pay-on-delivery orders that reached the door were both refused", async () => {
    const buyer = await createBuyer();
    expect(await hasTwoRecentDoorRefusals(buyer.user.id)).toBe(false);
    const first = await atTheDoor({ buyer });
    await handOverOrder(first.shop.owner, { orderId: first.order.id, outcome: "REFUSED" });
    expect(await hasTwoRecentDoorRefusals(buyer.user.id)).toBe(false);
    const second = await atTheDoor({ buyer });
    await handOverOrder(second.shop.owner, { orderId: second.order.id, outcome: "REFUSED" });
    expect(await hasTwoRecentDoorRefusals(buyer.user.id)).toBe(true);
    // An order still on its way does not count; one delivered afterwards clears it.
    await atTheDoor({ buyer });
    expect(await hasTwoRecentDoorRefusals(buyer.user.id)).toBe(true);
    const third = await atTheDoor({ buyer });
    await handOverOrder(third.shop.owner, {
      orderId: third.order.id,
      outcome: "DELIVERED",
      code: await codeOf(third.order.id),
    });
    expect(await hasTwoRecentDoorRefusals(buyer.user.id)).toBe(false);
    expect(await hasTwoRecentDoorRefusals("not-a-uuid")).toBe(false);
  });
});

describe("handOverOrder over GraphQL", () => {
  const MUTATION = `mutation($orderId: ID!, $outcome: DoorOutcome!, $code: String) {
    handOverOrder(orderId: $orderId, outcome: $outcome, code: $code) { id status }
  }`;

  it("the seller records a refusal; the buyer may not; a stranger's order is not found", async () => {
    const { shop, buyer, order, checkoutId } = await atTheDoor();
    const sellerToken = await createAccessToken({ id: shop.vendor.ownerId });
    const buyerToken = await createAccessToken(buyer.user);
    const byBuyer = await run(MUTATION, { orderId: order.id, outcome: "REFUSED" }, buyerToken);
    expect(byBuyer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const bySeller = await run(MUTATION, { orderId: order.id, outcome: "REFUSED" }, sellerToken);
    expect(bySeller.data?.handOverOrder).toEqual({ id: order.id, status: "REFUSED" });
    expect((await paymentForCheckout(checkoutId))?.status).toBe("REFUSED");
    const other = await atTheDoor();
    const stranger = await run(MUTATION, { orderId: other.order.id, outcome: "REFUSED" }, sellerToken);
    expect(stranger.errors?.[0]?.extensions?.validation).toEqual({ orderId: ["We could not find that order"] });
  });
});

describe("one payment for a two-seller pay-on-delivery checkout", () => {
  async function twoSellers() {
    const [shopA, shopB] = [await createShop(), await createShop()];
    const buyer = await createBuyer();
    const placed = await checkOut(
      buyer.actor,
      [groupFor(shopA.product, 1), groupFor(shopB.product, 1)],
      "PAY_ON_DELIVERY",
    );
    const [a, b] = [placed.orders[0]!, placed.orders[1]!];
    await createPayment({
      checkoutId: placed.checkoutId,
      buyerId: buyer.user.id,
      email: "ngozi@example.com",
      amountKobo: a.totalKobo + b.totalKobo,
      method: "PAY_ON_DELIVERY",
    });
    const ownerOf = (order: typeof a) => (order.vendorId === shopA.vendor.id ? shopA.owner : shopB.owner);
    for (const order of [a, b])
      for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as const)
        await moveOrder(ownerOf(order), { orderId: order.id, move });
    return { a, b, ownerOf, checkoutId: placed.checkoutId };
  }

  it("one refused while the other is on its way: the cash stays due, and is collected at the other door", async () => {
    const { a, b, ownerOf, checkoutId } = await twoSellers();
    await handOverOrder(ownerOf(a), { orderId: a.id, outcome: "REFUSED" });
    await drainJobs();
    expect((await paymentForCheckout(checkoutId))?.status).toBe("DUE");
    await handOverOrder(ownerOf(b), { orderId: b.id, outcome: "DELIVERED", code: await codeOf(b.id) });
    expect((await paymentForCheckout(checkoutId))?.status).toBe("COLLECTED");
  });

  it("both refused: the cash is refused once the last door refuses", async () => {
    const { a, b, ownerOf, checkoutId } = await twoSellers();
    await handOverOrder(ownerOf(a), { orderId: a.id, outcome: "REFUSED" });
    await handOverOrder(ownerOf(b), { orderId: b.id, outcome: "REFUSED" });
    expect((await paymentForCheckout(checkoutId))?.status).toBe("REFUSED");
    await drainJobs();
    expect((await paymentForCheckout(checkoutId))?.status).toBe("REFUSED");
  });
});

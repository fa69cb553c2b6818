import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { orders } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { createAccessToken } from "../../../tests/factories";
import { checkOut, createBuyer, createShop, groupFor } from "../../../tests/factories/orders";
import { createMember } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const MY_ORDER = `query($id: ID!) { myOrder(id: $id) { number status totalKobo deliveryCode items { title quantity lineTotalKobo } timeline { from to actorKind } } }`;
const MY_ORDERS = `query { myOrders { orders { id number status } nextCursor } }`;
const VENDOR_ORDERS = `query($vendorId: ID!, $q: String) { vendorOrders(vendorId: $vendorId, q: $q) { orders { id buyerName } } }`;
const VENDOR_ORDER = `query($vendorId: ID!, $id: ID!) { vendorOrder(vendorId: $vendorId, id: $id) { id deliveryCode } }`;
const MOVE = `mutation($input: MoveOrderInput!) { moveOrder(input: $input) { id status } }`;
const BALANCE = `query($vendorId: ID!) { vendorBalance(vendorId: $vendorId) { balanceKobo salesKobo commissionKobo } }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } }[];
};

async function scene() {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const { checkoutId, orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  await markCheckoutPaid(checkoutId);
  const assistant = await createMember(shop.vendor.id, "SALES_ASSISTANT");
  return {
    shop,
    order: placed[0]!,
    buyerToken: await createAccessToken(buyer.user),
    ownerToken: await createAccessToken({ id: shop.vendor.ownerId }),
    assistantToken: await createAccessToken(assistant),
  };
}

describe("orders over GraphQL", () => {
  it("the buyer reads their order and its code; the seller moves it to completion; the balance shows the credit", async () => {
    const { shop, order, buyerToken, ownerToken, assistantToken } = await scene();
    const mine = (await run(MY_ORDER, { id: order.id }, buyerToken)) as Body;
    expect(mine.data?.myOrder).toMatchObject({
      number: order.number,
      status: "PAID",
      totalKobo: 2_650_000,
      items: [{ title: "Rice, 50kg bag", quantity: 2, lineTotalKobo: 2_500_000 }],
    });
    const code = (mine.data!.myOrder as { deliveryCode: string }).deliveryCode;
    expect(code).toMatch(/^\d{6}$/);
    expect(((await run(MY_ORDERS, {}, buyerToken)) as Body).data?.myOrders).toMatchObject({
      orders: [{ id: order.id, status: "PAID" }],
    });

    const vendorView = (await run(VENDOR_ORDER, { vendorId: shop.vendor.id, id: order.id }, assistantToken)) as Body;
    expect(vendorView.data?.vendorOrder).toEqual({ id: order.id, deliveryCode: null });
    const found = (await run(VENDOR_ORDERS, { vendorId: shop.vendor.id, q: "Ngozi" }, assistantToken)) as Body;
    expect(found.data?.vendorOrders).toEqual({ orders: [{ id: order.id, buyerName: "Ngozi Adebayo" }] });

    const accepted = (await run(MOVE, { input: { orderId: order.id, move: "ACCEPT" } }, assistantToken)) as Body;
    expect(accepted.data?.moveOrder).toEqual({ id: order.id, status: "ACCEPTED" });
    const again = (await run(MOVE, { input: { orderId: order.id, move: "ACCEPT" } }, ownerToken)) as Body;
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { move: ["This order is already accepted"] },
    });
    for (const move of ["MARK_READY", "DISPATCH"]) await run(MOVE, { input: { orderId: order.id, move } }, ownerToken);
    const delivered = (await run(MOVE, { input: { orderId: order.id, move: "DELIVER", code } }, ownerToken)) as Body;
    expect(delivered.data?.moveOrder).toMatchObject({ status: "DELIVERED" });
    await run(MOVE, { input: { orderId: order.id, move: "CONFIRM_RECEIPT" } }, buyerToken);
    const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("COMPLETED");

    expect(((await run(BALANCE, { vendorId: shop.vendor.id }, ownerToken)) as Body).data?.vendorBalance).toEqual({
      balanceKobo: 2_517_500,
      salesKobo: 2_650_000,
      commissionKobo: 132_500,
    });
    const refused = (await run(BALANCE, { vendorId: shop.vendor.id }, assistantToken)) as Body;
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("another seller and another buyer cannot see or move the order", async () => {
    const { shop, order } = await scene();
    const other = await createShop();
    const otherToken = await createAccessToken({ id: other.vendor.ownerId });
    const stranger = await createBuyer();
    const strangerToken = await createAccessToken(stranger.user);
    const listed = (await run(VENDOR_ORDERS, { vendorId: shop.vendor.id }, otherToken)) as Body;
    expect(listed.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    for (const token of [otherToken, strangerToken]) {
      const moved = (await run(MOVE, { input: { orderId: order.id, move: "CANCEL" } }, token)) as Body;
      expect(moved.errors?.[0]?.extensions?.validation).toEqual({ orderId: ["We could not find that order"] });
    }
    const peek = (await run(MY_ORDER, { id: order.id }, strangerToken)) as Body;
    expect(peek.errors?.[0]?.extensions?.validation).toEqual({ orderId: ["We could not find that order"] });
    const anonymous = (await run(MY_ORDERS, {}, undefined)) as Body;
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

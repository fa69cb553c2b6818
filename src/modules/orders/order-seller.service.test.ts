import { describe, expect, it } from "vitest";
import { signedOut } from "@/lib/actor";
import { ForbiddenError } from "@/lib/errors";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { countIncomingOrders, listIncomingOrders } from "@/modules/orders/order-seller.service";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { checkOut, createBuyer, createShop, groupFor } from "../../../tests/factories/orders";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

describe("the seller's incoming orders", () => {
  it("lists paid and pay-on-delivery orders waiting for a decision, newest first, with their items", async () => {
    const shop = await createShop({ stock: 20 });
    const buyer = await createBuyer();
    const online = await checkOut(buyer.actor, [groupFor(shop.product, 3)]);
    await markCheckoutPaid(online.checkoutId);
    const cash = await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY");
    await checkOut(buyer.actor, [groupFor(shop.product, 1)]); // not paid yet: not the seller's to decide
    const incoming = await listIncomingOrders(shop.owner, shop.vendor.id);
    expect(incoming.map((o) => [o.id, o.status])).toEqual([
      [cash.orders[0]!.id, "CONFIRMED"],
      [online.orders[0]!.id, "PAID"],
    ]);
    expect(incoming[1]!.items).toEqual([expect.objectContaining({ title: "Rice, 50kg bag", quantity: 3 })]);
    expect(incoming[1]!.acceptBy).toBeInstanceOf(Date);
  });

  it("counts them over every business whose orders the person handles, and for no one else", async () => {
    const shop = await createShop({ stock: 20 });
    const other = await createShop({ stock: 20 });
    const buyer = await createBuyer();
    const first = await checkOut(buyer.actor, [groupFor(shop.product), groupFor(other.product)]);
    await markCheckoutPaid(first.checkoutId);
    await checkOut(buyer.actor, [groupFor(shop.product)], "PAY_ON_DELIVERY");
    const assistant = await actorOf((await createMember(shop.vendor.id, "SALES_ASSISTANT")).id);
    expect(await countIncomingOrders(shop.owner)).toBe(2);
    expect(await countIncomingOrders(assistant)).toBe(2);
    expect(await countIncomingOrders(other.owner)).toBe(1);
    expect(await countIncomingOrders(buyer.actor)).toBe(0);
    expect(await countIncomingOrders(signedOut)).toBe(0);
    const ours = first.orders.find((o) => o.vendorId === shop.vendor.id)!;
    await moveOrder(assistant, { orderId: ours.id, move: "ACCEPT" });
    expect(await countIncomingOrders(shop.owner)).toBe(1);
  });

  it("refuses another business's list", async () => {
    const shop = await createShop();
    const rival = await createShop();
    await expect(listIncomingOrders(rival.owner, shop.vendor.id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

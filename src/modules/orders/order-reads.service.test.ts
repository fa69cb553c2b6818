import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";
import { signedOut } from "@/lib/actor";
import { findMyOrder, findVendorOrder, listMyOrders, listVendorOrders } from "@/modules/orders/order-reads.service";
import { orders } from "@/modules/orders/orders.schema";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { requirePayoutManager } from "@/modules/payouts/payouts.policy";
import { checkOut, createBuyer, createShop, groupFor } from "../../../tests/factories/orders";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const notFound = { validation: { orderId: ["We could not find that order"] } };

describe("reading orders", () => {
  it("a buyer sees only their own orders, with the delivery code; someone else's id is not found", async () => {
    const shop = await createShop({ stock: 10 });
    const buyer = await createBuyer();
    const stranger = await createBuyer();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
    const mine = await listMyOrders(buyer.actor);
    expect(mine.orders.map((o) => o.id)).toEqual([placed[0]!.id]);
    expect((await listMyOrders(stranger.actor)).orders).toEqual([]);
    const detail = await findMyOrder(buyer.actor, placed[0]!.id);
    expect(detail.items).toEqual([expect.objectContaining({ title: "Rice, 50kg bag", quantity: 2 })]);
    expect(detail.deliveryCode).toMatch(/^\d{6}$/);
    await expect(findMyOrder(stranger.actor, placed[0]!.id)).rejects.toMatchObject(notFound);
    await expect(findMyOrder(shop.owner, placed[0]!.id)).rejects.toMatchObject(notFound);
    await expect(listMyOrders(signedOut)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it("a vendor's order managers see that vendor's orders only, never the code", async () => {
    const shop = await createShop({ stock: 10 });
    const other = await createShop({ stock: 10 });
    const buyer = await createBuyer();
    const { orders: placed } = await checkOut(buyer.actor, [groupFor(shop.product), groupFor(other.product)]);
    const ours = placed.find((o) => o.vendorId === shop.vendor.id)!;
    const theirs = placed.find((o) => o.vendorId === other.vendor.id)!;
    const assistant = await actorOf((await createMember(shop.vendor.id, "SALES_ASSISTANT")).id);
    for (const actor of [shop.owner, assistant]) {
      const list = await listVendorOrders(actor, shop.vendor.id);
      expect(list.orders.map((o) => o.id)).toEqual([ours.id]);
      expect((await findVendorOrder(actor, shop.vendor.id, ours.id)).deliveryCode).toBeNull();
      await expect(findVendorOrder(actor, shop.vendor.id, theirs.id)).rejects.toMatchObject(notFound);
    }
    await expect(listVendorOrders(other.owner, shop.vendor.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listVendorOrders(buyer.actor, shop.vendor.id)).rejects.toBeInstanceOf(ForbiddenError);
    // A sales assistant handles orders but never the payout account (nor the ledger: ledger.service.test.ts).
    expect(() => requirePayoutManager(assistant, shop.vendor.id)).toThrow(ForbiddenError);
  });

  it("searches by order number, buyer name or item title; filters by status and day; pages by cursor", async () => {
    const shop = await createShop({ stock: 100, title: "Ofada rice, 50kg bag" });
    const buyer = await createBuyer();
    const placed = [];
    for (let i = 0; i < 23; i += 1) placed.push((await checkOut(buyer.actor, [groupFor(shop.product)])).orders[0]!);
    await markCheckoutPaid(placed[0]!.checkoutId);
    const owner = shop.owner;
    const first = await listVendorOrders(owner, shop.vendor.id);
    expect(first.orders).toHaveLength(20);
    const second = await listVendorOrders(owner, shop.vendor.id, { cursor: first.nextCursor });
    expect(second.orders).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.orders, ...second.orders].map((o) => o.id)).size).toBe(23);

    const byNumber = await listVendorOrders(owner, shop.vendor.id, { q: placed[5]!.number.toLowerCase() });
    expect(byNumber.orders.map((o) => o.id)).toEqual([placed[5]!.id]);
    expect((await listVendorOrders(owner, shop.vendor.id, { q: "adebayo" })).orders).toHaveLength(20);
    expect((await listVendorOrders(owner, shop.vendor.id, { q: "ofada" })).orders).toHaveLength(20);
    expect((await listVendorOrders(owner, shop.vendor.id, { q: "100%_" })).orders).toHaveLength(0);
    const paid = await listVendorOrders(owner, shop.vendor.id, { status: "PAID" });
    expect(paid.orders.map((o) => o.id)).toEqual([placed[0]!.id]);

    await getDb()
      .update(orders)
      .set({ createdAt: new Date("2026-03-01T23:30:00Z") }) // 2 March, 00:30 in Lagos
      .where(eq(orders.id, placed[1]!.id));
    const march2 = await listVendorOrders(owner, shop.vendor.id, { from: "2026-03-02", to: "2026-03-02" });
    expect(march2.orders.map((o) => o.id)).toEqual([placed[1]!.id]);
    expect((await listVendorOrders(owner, shop.vendor.id, { from: "2026-03-01", to: "2026-03-01" })).orders).toEqual(
      [],
    );
    await expect(listVendorOrders(owner, shop.vendor.id, { cursor: "forged" })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
  });
});

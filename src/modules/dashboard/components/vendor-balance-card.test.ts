import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UserActor } from "@/lib/actor";
import { DashboardOverview } from "@/modules/dashboard/components/dashboard-overview";
import { VendorBalanceCard } from "@/modules/dashboard/components/vendor-balance-card";
import { findMyOrder } from "@/modules/orders/order-reads.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { findWorkspaceVendors } from "@/modules/vendors/vendor-workspace.service";
import { checkOut, createBuyer, createShop, groupFor } from "../../../../tests/factories/orders";
import { actorOf, createMember } from "../../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../../tests/setup/money-invariants";

checkMoneyAfterEach();

function findElements(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => findElements(child, type));
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = node.type === type ? [node as ReactElement<Record<string, unknown>>] : [];
  return [...own, ...findElements(node.props.children, type)];
}

async function asUser(userId: string): Promise<UserActor> {
  const actor = await actorOf(userId);
  if (actor.kind !== "user") throw new Error("expected a user");
  return actor;
}

/** One order taken all the way to completion: the sale and the commission land in the ledger. */
async function completedSale() {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const { checkoutId, orders } = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  await markCheckoutPaid(checkoutId);
  const orderId = orders[0]!.id;
  for (const move of ["ACCEPT", "MARK_READY", "DISPATCH"] as const) await moveOrder(shop.owner, { orderId, move });
  const { deliveryCode } = await findMyOrder(buyer.actor, orderId);
  await moveOrder(shop.owner, { orderId, move: "DELIVER", code: deliveryCode });
  await moveOrder(buyer.actor, { orderId, move: "CONFIRM_RECEIPT" });
  return shop;
}

describe("the vendor's balance on the overview", () => {
  it("shows the balance and the latest movements in naira", async () => {
    const shop = await completedSale();
    const owner = await asUser(shop.vendor.ownerId);
    const [vendor] = await findWorkspaceVendors(owner);
    const html = renderToStaticMarkup(await VendorBalanceCard({ actor: owner, vendor: vendor!, named: false }));
    expect(html).toContain("Balance");
    expect(html).toContain("Sale");
    expect(html).toContain("+₦26,500.00");
    expect(html).toContain("Oja commission");
    expect(html).toMatch(/data-balance[^>]*>₦[\d,]+\.\d\d</);
  });

  it("is on the overview for the owner and a manager, never for a sales assistant", async () => {
    const shop = await completedSale();
    const cards = async (userId: string) => {
      const actor = await asUser(userId);
      const tree = await DashboardOverview({
        visitor: { actor, name: "T", vendors: await findWorkspaceVendors(actor) },
      });
      return findElements(tree, VendorBalanceCard).length;
    };
    expect(await cards(shop.vendor.ownerId)).toBe(1);
    expect(await cards((await createMember(shop.vendor.id, "MANAGER")).id)).toBe(1);
    expect(await cards((await createMember(shop.vendor.id, "SALES_ASSISTANT")).id)).toBe(0);
  });

  it("a brand-new shop has a zero balance and says how money arrives", async () => {
    const shop = await createShop();
    const owner = await asUser(shop.vendor.ownerId);
    const [vendor] = await findWorkspaceVendors(owner);
    const html = renderToStaticMarkup(await VendorBalanceCard({ actor: owner, vendor: vendor!, named: true }));
    expect(html).toContain("₦0.00");
    expect(html).toContain("credited when it completes");
    expect(html).toContain(`${vendor!.name}: balance`);
  });
});

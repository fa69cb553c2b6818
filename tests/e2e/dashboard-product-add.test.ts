import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserTestsSkipped, launchBrowser, screenshot, waitForHydration } from "./support/browser";
import { signedInPage } from "./support/sign-in";

/**
 * Issue #15, /dashboard/product/add and /dashboard/product/details: the demo seller, on a 360 px phone, adds a
 * product with two photos; the price desk proposes the item the title matches and shows its typical price; the price
 * is formatted as typed; it is published, its details page shows it, and it is on the public market. The seller then
 * changes its price on the details page, and archives it (with its confirmation) so the demo market stays as it was.
 */

const SELLER = "seller@demo.oja.ng";
const tag = `t${randomBytes(3).toString("hex")}`;
const title = `Ofada rice paint bucket ${tag}`;

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** A small JPEG of one colour: the picker resizes and uploads it like a camera photo. */
function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe.skipIf(browserTestsSkipped())("adding a product from a phone", { timeout: 240_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("the demo seller adds a product with two photos at 360 px; it is on the market; its price is changed on its page", async () => {
    const page = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/product/add",
      login: SELLER,
    });
    const form = page.getByRole("form", { name: "Add a product" });

    await page.locator("#listing-photos").setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: await jpeg(200, 160, 90) },
      { name: "side.jpg", mimeType: "image/jpeg", buffer: await jpeg(120, 90, 40) },
    ]);
    await expect
      .poll(() => form.locator('[role="group"][aria-label*="uploaded" i]').count(), { timeout: 30_000 })
      .toBe(2);

    await form.getByLabel("Title").fill(title);
    const desk = form.getByRole("status", { name: "Price desk" });
    await expect.poll(() => desk.textContent(), { timeout: 15_000 }).toMatch(/Ofada rice/i);
    await expect.poll(() => desk.textContent()).toMatch(/typical in \w+ ₦[\d,.]+ \(low ₦[\d,.]+, high ₦[\d,.]+\)/);
    await desk.getByRole("button", { name: "Yes, link it" }).click();
    await expect.poll(() => desk.textContent()).toContain("Not this item");

    await form.getByRole("combobox", { name: "Category" }).fill("rice gr");
    await page.getByRole("option", { name: /Rice & Grains/ }).click();
    await form.getByLabel("Sold per").selectOption("PAINT_BUCKET");
    const price = form.locator("#listing-price");
    await price.pressSequentially("13500.5");
    expect(await price.inputValue()).toBe("₦13,500.5");
    await price.press("Backspace");
    await price.press("Backspace");
    expect(await price.inputValue()).toBe("₦13,500");
    await form.getByLabel("In stock").fill("12");
    await form.getByLabel("In stock").blur();

    // A reload (a phone that dropped the tab) keeps what was typed: the draft is in sessionStorage for this shop.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => form.getByLabel("Title").inputValue(), { timeout: 10_000 }).toBe(title);
    expect(await page.getByText("We kept what you typed last time.").count()).toBe(1);
    expect(await form.locator("#listing-price").inputValue()).toBe("₦13,500");
    expect(await form.getByRole("combobox", { name: "Category" }).inputValue()).toMatch(/^Rice & Grains/);
    expect(await form.getByLabel("In stock").inputValue()).toBe("12");
    expect(await form.locator('[role="group"][aria-label^="Photo"]').count()).toBe(2);
    await noSidewaysScroll(page);
    await screenshot(page, "dashboard-product-add-mobile");

    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/product/details", { timeout: 30_000 });
    await expect.poll(() => popup(page, "Your listing is published").isVisible(), { timeout: 15_000 }).toBe(true);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.getByText("Active", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "In the market" }).textContent()).toContain("₦13,500");
    await noSidewaysScroll(page);
    await screenshot(page, "dashboard-product-details-mobile");
    const detailsUrl = page.url();

    // On the market: its own page, and the search finds it.
    const publicHref = await page.getByRole("link", { name: "See it on the market" }).getAttribute("href");
    const buyer = await browser.newContext({ viewport: { width: 360, height: 800 } });
    contexts.push(buyer);
    const market = await buyer.newPage();
    expect((await market.goto(new URL(publicHref!, page.url()).toString()))?.status()).toBe(200);
    expect(await market.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    await expect
      .poll(
        async () => {
          await market.goto(new URL(`/market/product?q=${tag}`, page.url()).toString());
          return market.getByRole("link", { name: title }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // Its price changed on the details page.
    await page.goto(detailsUrl);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Edit listing" }).click();
    const edit = page.getByRole("form", { name: "Edit listing" });
    const editPrice = edit.locator("#listing-price");
    expect(await editPrice.inputValue()).toBe("₦13,500");
    await editPrice.fill("");
    await editPrice.pressSequentially("14000");
    expect(await editPrice.inputValue()).toBe("₦14,000");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => popup(page, "Listing saved").isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => page.getByRole("region", { name: "In the market" }).textContent(), { timeout: 15_000 })
      .toContain("₦14,000");

    // Archived (confirmed first): gone from the market.
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page
      .getByRole("group", { name: `Archive ${title}?` })
      .getByRole("button", { name: "Yes, archive" })
      .click();
    await expect.poll(() => popup(page, "Listing archived").isVisible(), { timeout: 15_000 }).toBe(true);
    // Signed-out pages may be shared for up to 10 s (src/server/page-cache.ts): gone within that.
    await expect
      .poll(async () => (await market.goto(new URL(publicHref!, page.url()).toString()))?.status(), {
        timeout: 25_000,
        interval: 2_000,
      })
      .toBe(404);
  });
});

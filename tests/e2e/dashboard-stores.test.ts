import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserTestsSkipped, launchBrowser, screenshot, type ViewportName } from "./support/browser";
import { signedInPage } from "./support/sign-in";

/**
 * Issue #15, /dashboard/stores: the demo seller adds a stall at 360 px (a closing time before the opening time is
 * refused first), marks it "Closed today", and the public store page shows "Closed today" for it instead of today's
 * hours. At 1280 px the same stores show as rows. The stall is deleted at the end, with its confirmation.
 */

const SELLER = "seller@demo.oja.ng";
const stall = `Stall ${randomBytes(3).toString("hex")} <b>Ikeja</b>`;

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe.skipIf(browserTestsSkipped())("a vendor's stores", { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const sellerPage = (viewport: ViewportName) =>
    signedInPage(browser, contexts, { viewport, path: "/dashboard/stores", login: SELLER });

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("the seller adds a stall at 360 px, closes it for today, and the public store page says so", async () => {
    const page = await sellerPage("mobile");
    await page.getByRole("button", { name: "Add a store" }).click();
    const form = page.getByRole("form", { name: "Add a store" });
    await form.getByLabel("Store name").fill(stall);
    await form.getByLabel("Address").fill("12 Obafemi Awolowo Way");
    await form.getByLabel("Landmark (optional)").fill("Beside the filling station");
    await form.getByLabel("State").selectOption("Lagos");
    await form.getByLabel("City or town").fill("Ikeja");
    await form.getByLabel("Shop phone (optional)").fill("0803 555 1234");
    await form.getByLabel("Monday closes").fill("07:00");
    await form.getByRole("button", { name: "Same hours Mon–Sat" }).click();
    await form.getByRole("button", { name: "Add store" }).click();
    await expect.poll(() => form.getByText("Monday: Closing time must be after opening time").isVisible()).toBe(true);
    expect(await form.getByText("Saturday: Closing time must be after opening time").isVisible()).toBe(true);
    await screenshot(page, "dashboard-stores-form-error-360");

    await form.getByLabel("Monday closes").fill("18:00");
    await form.getByRole("button", { name: "Same hours Mon–Sat" }).click();
    await form.getByRole("button", { name: "Add store" }).click();
    await expect.poll(() => popup(page, "Store added").isVisible(), { timeout: 20_000 }).toBe(true);
    const card = page.getByRole("list", { name: "Your stores" }).getByRole("listitem").filter({ hasText: stall });
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.getByText("0803 555 1234").isVisible()).toBe(true);

    await card.getByRole("switch", { name: "Closed today" }).check();
    await expect
      .poll(() => popup(page, `${stall} shows "Closed today" until midnight`).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => card.getByRole("heading").getByText("Closed today").isVisible(), { timeout: 20_000 })
      .toBe(true);
    await noSidewaysScroll(page);
    await screenshot(page, "dashboard-stores-closed-360");

    await page.getByRole("link", { name: "See your public store page" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/market/store/"), { timeout: 30_000 });
    const publicCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: stall }) });
    expect(await publicCard.locator('tr[aria-current="date"]').getByText("Closed today").isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await publicCard.scrollIntoViewIfNeeded();
    await screenshot(page, "dashboard-stores-public-closed-360");

    // 1280 px: rows; then open again and delete, with the confirmation that listings stay on sale.
    const desktop = await sellerPage("desktop");
    const row = desktop.getByRole("list", { name: "Your stores" }).getByRole("listitem").filter({ hasText: stall });
    await screenshot(desktop, "dashboard-stores-1280");
    await row.getByRole("switch", { name: "Closed today" }).uncheck();
    await expect.poll(() => popup(desktop, `${stall} is open again`).isVisible(), { timeout: 20_000 }).toBe(true);
    await row.getByRole("button", { name: "Delete" }).click();
    expect(await row.getByText("Listings at this store stay on sale, without a store.").isVisible()).toBe(true);
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => popup(desktop, `${stall} deleted`).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => desktop.getByRole("list", { name: "Your stores" }).getByText(stall).count(), { timeout: 20_000 })
      .toBe(0);
  });
});

import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserTestsSkipped, launchBrowser, openMobile, screenshot } from "./support/browser";
import { signedInPage } from "./support/sign-in";

/**
 * Issue #15, /dashboard/service/add and /list: the demo artisan at 360 px adds a service with two areas (Lagos first,
 * Nasarawa second), weekday availability and one photo of past work, publishes it, and a signed-out buyer finds it in
 * the public plumbing listing filtered by the second area's state, with "Also serves", the hours and the photo. The
 * demo seller (a shop) is told services are for artisans. The service is archived at the end.
 */

const ARTISAN = "artisan@demo.oja.ng";
const tag = randomBytes(3).toString("hex");
const title = `Borehole pump fixing ${tag}`;

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe.skipIf(browserTestsSkipped())("an artisan's services", { timeout: 240_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("the demo artisan adds and publishes a service at 360 px; buyers find it by its second area's state", async () => {
    const page = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/service/add",
      login: ARTISAN,
    });
    const form = page.getByRole("form", { name: "Add a service" });
    await form.getByLabel("What you do").fill(title);
    await form.getByLabel("Kind of service").fill("plumb");
    await page
      .getByRole("option", { name: /^Plumbing/ })
      .first()
      .click();
    await form
      .getByLabel("Description (optional)")
      .fill("Submersible and surface pumps <b>tested</b> before we leave.");
    await form.getByLabel("Price from").fill("25000");
    await form.getByLabel("Charged").selectOption("JOB");
    await form.getByLabel("State", { exact: true }).selectOption("Lagos");
    await form.getByLabel("City or town", { exact: true }).fill("Ikeja");
    await form.getByRole("button", { name: "Add another place" }).click();
    await form.getByLabel("State 2").selectOption("Nasarawa");
    await form.getByLabel("City or town 2").fill("Mararaba");
    await form.getByRole("button", { name: "Sunday" }).click();
    await form.getByLabel("From", { exact: true }).fill("18:00");
    await form.getByLabel("To", { exact: true }).fill("08:00");
    await form.getByLabel("Note (optional)").fill("Emergencies any time");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => form.getByText("The closing time must be after the opening time").isVisible()).toBe(true);
    await form.getByLabel("From", { exact: true }).fill("08:00");
    await form.getByLabel("To", { exact: true }).fill("18:00");

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    await page.locator("#service-photos").setInputFiles({ name: "pump.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => page.locator('[data-photo-key][data-status="done"]').count(), { timeout: 40_000 }).toBe(1);
    await noSidewaysScroll(page);
    await screenshot(page, "dashboard-service-add-360");
    await form.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/service/list", { timeout: 30_000 });
    await expect.poll(() => popup(page, "Service published").isVisible(), { timeout: 20_000 }).toBe(true);

    const item = page.getByRole("list", { name: "Your services" }).getByRole("listitem").filter({ hasText: title });
    await expect.poll(() => item.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await item.getByText("Live", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText("Ikeja, Lagos · Mararaba, Nasarawa").isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await screenshot(page, "dashboard-service-list-360");

    // A signed-out buyer looking for plumbing in Nasarawa finds it (its second area), with its hours and photo.
    const { page: buyer } = await openMobile(
      browser,
      `/market/product/category/plumbing?state=Nasarawa&q=${encodeURIComponent(title)}`,
    );
    const card = buyer.getByRole("article").filter({ has: buyer.getByRole("heading", { name: title }) });
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.getByText("Also serves: Mararaba, Nasarawa").isVisible()).toBe(true);
    // Monday to Saturday were ticked already; Sunday was added.
    expect(await card.getByText("Available: Every day, 08:00–18:00 (Emergencies any time)").isVisible()).toBe(true);
    expect(await card.getByRole("img", { name: `${title}: past work, photo 1` }).isVisible()).toBe(true);
    await noSidewaysScroll(buyer);
    await screenshot(buyer, "dashboard-service-public-360");
    await buyer.context().close();

    // Archived: gone from the market.
    await item.getByRole("button", { name: "Archive" }).click();
    await item.getByRole("button", { name: "Yes, archive" }).click();
    await expect.poll(() => popup(page, "Service archived").isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it("a shop's owner is told services are for artisans, not shown the form", async () => {
    const page = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/service/add",
      login: "seller@demo.oja.ng",
    });
    expect(await page.getByText("Services are offered by artisans").isVisible()).toBe(true);
    expect(await page.getByRole("form", { name: "Add a service" }).count()).toBe(0);
  });
});

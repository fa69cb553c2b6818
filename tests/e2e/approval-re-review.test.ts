import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { baseURL, browserTestsSkipped, launchBrowser, screenshot, viewports } from "./support/browser";
import { apiAccessToken, signedInPage } from "./support/sign-in";

/**
 * Issue 23, item 2: after approval, a rename went public at once. The demo artisan (an approved business) renames it
 * to something that passes for Oja at phone width: the page says the change waits for review, the store page buyers
 * open still shows the approved name, and the review queue shows the change with Oja flagged. Operations then send it
 * back, which leaves the demo as it was.
 */

const ARTISAN = "artisan@demo.oja.ng";
const ADMIN = "admin@demo.oja.ng";
const LOOK_ALIKE = "Oja Official Support Desk";
const notice = "Your changes wait for review; buyers see the approved version.";

type Mine = { id: string; name: string; slug: string; reviewState: string };

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

describe.skipIf(browserTestsSkipped())("a rename after approval goes back to review", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let business: Mine;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await apiAccessToken(ARTISAN);
    adminToken = await apiAccessToken(ADMIN);
    const { myVendors } = await graphql<{ myVendors: Mine[] }>(
      `query { myVendors { id name slug reviewState } }`,
      {},
      token,
    );
    business = myVendors[0]!;
    expect(business.reviewState).toBe("APPROVED");
  });

  afterAll(async () => {
    // Send the change back (if a step failed before), so the demo artisan keeps the approved name.
    await graphql(
      `mutation($id: ID!, $reason: String!) { rejectVendor(id: $id, reason: $reason) { status } }`,
      { id: business?.id, reason: "This name passes for Oja's own support desk." },
      adminToken,
    ).catch(() => {});
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("at 360 px: the rename is saved for review, and buyers still see the approved name", async () => {
    const page = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: "/dashboard/vendor/profile",
      login: ARTISAN,
    });
    await page.getByLabel("Business name").fill(LOOK_ALIKE);
    await page.getByRole("button", { name: "Save business details" }).click();
    await popup(page, notice).waitFor({ state: "visible" });

    await page.reload();
    const status = page.locator("[data-changes-in-review]");
    await status.waitFor({ state: "visible" });
    expect(await status.innerText()).toContain(notice);
    expect(await status.innerText()).toContain(business.name);
    await screenshot(page, "vendor-changes-in-review-360");

    const buyer = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    contexts.push(buyer);
    const store = await buyer.newPage();
    const response = await store.goto(`/market/store/${business.slug}`);
    expect(response?.status()).toBe(200);
    expect(await store.getByRole("heading", { level: 1 }).innerText()).toBe(business.name);
    expect(await store.content()).not.toContain(LOOK_ALIKE);
  });

  it("the review queue shows the change before/after with Oja flagged; sending it back keeps the old name", async () => {
    const review = await graphql<{
      vendorForReview: { changes: { before: { name: string }; after: { name: string } }; nameResembles: string[] };
    }>(
      `query($id: ID!) { vendorForReview(id: $id) { changes { before { name } after { name } } nameResembles } }`,
      { id: business.id },
      adminToken,
    );
    expect(review.vendorForReview.changes).toEqual({ before: { name: business.name }, after: { name: LOOK_ALIKE } });
    expect(review.vendorForReview.nameResembles[0]).toBe("Oja");

    const { rejectVendor } = await graphql<{ rejectVendor: { status: boolean } }>(
      `mutation($id: ID!, $reason: String!) { rejectVendor(id: $id, reason: $reason) { status } }`,
      { id: business.id, reason: "This name passes for Oja's own support desk." },
      adminToken,
    );
    expect(rejectVendor.status).toBe(true);
    const page = await signedInPage(browser, contexts, {
      viewport: "desktop",
      path: "/dashboard/vendor/profile",
      login: ARTISAN,
    });
    expect(await page.getByLabel("Business name").inputValue()).toBe(business.name);
    expect(await page.locator("[data-changes-in-review]").count()).toBe(0);
  });
});

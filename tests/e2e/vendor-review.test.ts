import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { outboxMessages as outboxFor } from "./support/outbox";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { apiAccessToken, signedInPage } from "./support/sign-in";

/**
 * Issue #15: "Staff with the permission approve or reject it, with a reason the seller sees". The demo administrator
 * opens the review queue at phone width (cards) and on a desktop (a table, and a grid), rejects the oldest submitted
 * profile with a reason and approves the next: the approved vendor's store page is then public, the rejected one's is
 * still a 404, and each owner has a message in the outbox.
 */

const ADMIN = "admin@demo.oja.ng";
const REASON = "Please add a photo of your shop front as the cover picture, and your CAC number.";

type Queued = { id: string; name: string; slug: string; ownerEmail: string | null };

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe.skipIf(browserTestsSkipped())("operations review vendor profiles", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let toReject: Queued;
  let toApprove: Queued;

  const adminPage = (viewport: ViewportName, path: string) =>
    signedInPage(browser, contexts, { viewport, path, login: ADMIN });

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await apiAccessToken(ADMIN);
    const { vendorsForReview } = await graphql<{ vendorsForReview: { items: Queued[] } }>(
      `query Queue { vendorsForReview(state: SUBMITTED, sort: OLDEST) { items { id name slug ownerEmail } } }`,
      {},
      token,
    );
    expect(vendorsForReview.items.length).toBeGreaterThanOrEqual(2);
    [toReject, toApprove] = vendorsForReview.items as [Queued, Queued];
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("at 360 px: the queue as cards, one profile opened and rejected with a reason the seller is sent", async () => {
    const page = await adminPage("mobile", "/dashboard/vendor/list");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Vendors");
    const waiting = Number(
      /^([\d,]+) waiting/.exec(await page.locator("[data-waiting]").innerText())?.[1]?.replace(/,/g, ""),
    );
    expect(waiting).toBeGreaterThanOrEqual(2);
    const card = page.getByRole("article", { name: toReject.name });
    await card.waitFor({ state: "visible" });
    expect(await page.locator("table").isVisible()).toBe(false);
    await noSidewaysScroll(page);
    await screenshot(page, "vendor-review-list-360");

    await card.getByRole("link", { name: toReject.name }).click();
    await page.waitForURL(
      (url) => url.pathname === "/dashboard/vendor/profile" && url.searchParams.get("id") === toReject.id,
    );
    await waitForHydration(page);
    const decision = page.getByRole("region", { name: "Decision" });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(toReject.name);
    expect(await page.getByRole("region", { name: "Payout account" }).innerText()).toMatch(
      /No payout account yet|•••• \d{4}/,
    );

    await decision.getByRole("button", { name: "Reject" }).click();
    const form = decision.getByRole("form", { name: "Reject" });
    await form.getByRole("button", { name: "Reject with this reason" }).click();
    expect(await form.getByRole("alert").innerText()).toBe("Reason is required");
    await form.getByLabel("What should the seller fix?").fill(REASON);
    await noSidewaysScroll(page);
    await screenshot(page, "vendor-review-reject-360");
    await form.getByRole("button", { name: "Reject with this reason" }).click();
    await popup(page, `${toReject.name} was sent back with your reason`).waitFor({ state: "visible" });
    await expect.poll(() => decision.innerText()).toContain(`: ${REASON}`);
    expect(await page.getByRole("region", { name: "Review history" }).innerText()).toContain("Sent back by Kemi");
    await screenshot(page, "vendor-review-rejected-360");

    if (toReject.ownerEmail) {
      await expect
        .poll(
          async () => (await outboxFor(toReject.ownerEmail!)).find((m) => m.purpose === "vendor.rejected")?.body ?? "",
          { timeout: 15_000 },
        )
        .toContain(REASON);
    }
  });

  it("on a desktop: the queue as a table and a grid, the next profile approved, its store page public and the rejected one not", async () => {
    const page = await adminPage("desktop", "/dashboard/vendor/list");
    const table = page.getByRole("table", { name: "Vendors" });
    await table.waitFor({ state: "visible" });
    expect(await table.innerText()).not.toContain(toReject.name);
    await screenshot(page, "vendor-review-list-1280");

    await page.getByRole("link", { name: "Show as a grid" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/vendor/grid");
    await page.getByRole("article", { name: toApprove.name }).waitFor({ state: "visible" });
    await screenshot(page, "vendor-review-grid-1280");

    await page.getByRole("link", { name: "Sent back" }).click();
    await page.waitForURL((url) => url.searchParams.get("state") === "rejected");
    await page.getByRole("article", { name: toReject.name }).waitFor({ state: "visible" });

    await page.goto(`/dashboard/vendor/profile?id=${toApprove.id}`);
    await waitForHydration(page);
    const decision = page.getByRole("region", { name: "Decision" });
    await decision.getByRole("button", { name: "Approve" }).click();
    expect(await decision.innerText()).toContain(
      `Approve ${toApprove.name}? Its store page and active listings go live at once`,
    );
    await screenshot(page, "vendor-review-approve-1280");
    await decision.getByRole("button", { name: "Yes, approve" }).click();
    await popup(page, `${toApprove.name} is approved`).waitFor({ state: "visible" });
    await decision.getByRole("button", { name: "Suspend" }).waitFor({ state: "visible" });
    await page.getByRole("link", { name: "Open the store page" }).waitFor({ state: "visible" });
    await screenshot(page, "vendor-review-approved-1280");

    expect((await fetch(`${baseURL()}/market/store/${toApprove.slug}`)).status).toBe(200);
    expect((await fetch(`${baseURL()}/market/store/${toReject.slug}`)).status).toBe(404);
    if (toApprove.ownerEmail) {
      await expect
        .poll(async () => (await outboxFor(toApprove.ownerEmail!)).map((m) => m.purpose), { timeout: 15_000 })
        .toContain("vendor.approved");
    }

    // Someone else's view of the same decision, a moment later: the queue no longer has either profile.
    await page.goto("/dashboard/vendor/list");
    await page.getByRole("heading", { level: 1, name: "Vendors" }).waitFor();
    expect(await page.locator("main").innerText()).not.toContain(toApprove.name);
  });

  it("a buyer asking for a vendor's review page gets a 404", async () => {
    const page = await signedInPage(browser, contexts, {
      viewport: "mobile",
      path: `/dashboard/vendor/profile?id=${toApprove.id}`,
      login: "buyer@demo.oja.ng",
    });
    const response = (await page.goto(`/dashboard/vendor/profile?id=${toApprove.id}`))!;
    expect(response.status()).toBe(404);
    expect(await page.getByRole("region", { name: "Decision" }).count()).toBe(0);
  });
});

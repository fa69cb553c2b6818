import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNaira } from "@/lib/money";
import { addDays, lagosToday } from "@/lib/dates";
import { graphql } from "./support/api";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { apiAccessToken, submitSignIn } from "./support/sign-in";

/**
 * Issue #4: "outliers held for moderation". The demo courier reports two absurd prices for white garri in Oyo (held);
 * a buyer who opens the moderation queue is told it is for moderators; the demo moderator signs in on the way to
 * it, rejects one report (it leaves the queue, the figures stay) and accepts the other (it leaves the queue and
 * counts at once), and finds the queue from their account page.
 */

const COURIER = "courier@demo.oja.ng";
const BUYER = "buyer@demo.oja.ng";
const MODERATOR = "moderator@demo.oja.ng";
const STATE = "Oyo";

type Item = { id: string; slug: string; name: string };

async function oyoFigures(slug: string): Promise<{ typical: number; count: number }> {
  const { priceItem } = await graphql<{
    priceItem: { stats: { overall: { typical: { kobo: number }; count: number } | null } };
  }>(
    `query Oyo($slug: String!, $state: String) { priceItem(slug: $slug) { stats(state: $state) { overall { typical { kobo } count } } } }`,
    { slug, state: STATE },
  );
  if (!priceItem.stats.overall) throw new Error(`no ${STATE} figures for ${slug}`);
  return { typical: priceItem.stats.overall.typical.kobo, count: priceItem.stats.overall.count };
}

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

describe.skipIf(browserTestsSkipped())("price-desk moderation", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let item: Item;
  /** The two held reports' labels on the queue ("<item> at <price> in Oyo"). */
  let tooHigh: string;
  let tooLow: string;

  async function newPage(viewport: ViewportName): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const { priceItems } = await graphql<{ priceItems: Item[] }>(
      `query Find { priceItems(search: "white garri", first: 1) { id slug name } }`,
      {},
    );
    item = priceItems[0]!;
    const { typical } = await oyoFigures(item.slug);
    const courier = await apiAccessToken(COURIER);
    const report = async (priceKobo: number, observedOn: string) => {
      const { reportPrice } = await graphql<{ reportPrice: { reportStatus: string } }>(
        `mutation Report($input: ReportPriceInput!) { reportPrice(input: $input) { reportStatus } }`,
        { input: { itemId: item.id, price: (priceKobo / 100).toFixed(2), state: STATE, observedOn } },
        courier,
      );
      expect(reportPrice.reportStatus).toBe("HELD");
      return `${item.name} at ${formatNaira(priceKobo)} in ${STATE}`;
    };
    tooHigh = await report(Math.round(typical * 20), lagosToday());
    tooLow = await report(Math.round(typical / 20), addDays(lagosToday(), -1));
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("sends a signed-out visitor to sign in, and tells a buyer the queue is for moderators", async () => {
    const page = await newPage("mobile");
    await page.goto("/pricedesk/moderation");
    const login = new URL(page.url());
    expect(login.pathname).toBe("/auth/login");
    expect(login.searchParams.get("callbackUrl")).toBe("/pricedesk/moderation");
    await submitSignIn(page, BUYER);
    await page.waitForURL((url) => url.pathname === "/pricedesk/moderation", { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Held price reports");
    expect(await page.locator("main").innerText()).toContain("This page is for the price desk’s moderators.");
    expect(await page.getByRole("button", { name: /^Accept/ }).count()).toBe(0);
    await screenshot(page, "pricedesk-moderation-refused-360");
  });

  it("the moderator rejects one held report and accepts the other: each leaves the queue, and only the accepted one counts", async () => {
    const page = await newPage("desktop");
    await page.goto("/pricedesk/moderation");
    await submitSignIn(page, MODERATOR);
    await page.waitForURL((url) => url.pathname === "/pricedesk/moderation", { timeout: 30_000 });
    await waitForHydration(page);
    const intro = await page.locator("header p").innerText();
    const waiting = Number(/^([\d,]+) reports? (?:is|are) waiting/.exec(intro)?.[1]?.replace(/,/g, ""));
    expect(waiting).toBeGreaterThanOrEqual(2);

    const high = page.getByRole("article", { name: tooHigh });
    const low = page.getByRole("article", { name: tooLow });
    await high.waitFor({ state: "visible" });
    expect(await high.innerText()).toContain(`Reported by Chinedu`);
    expect(await high.innerText()).toMatch(/Held: ₦[\d,]+\.\d{2} is .* recent Oyo reports \(median ₦[\d,]+\.\d{2}\)/);
    await screenshot(page, "pricedesk-moderation-queue-1280");

    const before = await oyoFigures(item.slug);
    await high.getByRole("button", { name: `Reject ${tooHigh}` }).click();
    await popup(page, "Report rejected: it stays out of the figures.").waitFor({ state: "visible" });
    await high.waitFor({ state: "detached" });
    expect(await oyoFigures(item.slug)).toEqual(before);

    await low.getByRole("button", { name: `Accept ${tooLow}` }).click();
    await popup(page, "Report accepted: it now counts in the figures.").waitFor({ state: "visible" });
    await low.waitFor({ state: "detached" });
    expect((await oyoFigures(item.slug)).count).toBe(before.count + 1);
    await expect
      .poll(() => page.locator("header p").innerText())
      .toMatch(new RegExp(`^${(waiting - 2).toLocaleString("en-NG")} reports? (is|are) waiting|^Nothing is waiting`));

    // At 360 px the cards stack and nothing scrolls sideways.
    await page.setViewportSize(viewports.mobile);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "pricedesk-moderation-queue-360");

    // The account page leads a moderator to the queue.
    await page.goto("/account");
    const staff = page.getByRole("region", { name: "Staff" });
    expect(await staff.innerText()).toContain("Your account has the moderator role.");
    await staff.getByRole("link", { name: "Held price reports" }).click();
    await page.waitForURL((url) => url.pathname === "/pricedesk/moderation");
    expect(new URL(page.url()).pathname).toBe("/pricedesk/moderation");
  });
});

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
  type ViewportName,
} from "./support/browser";
import { fieldError } from "./support/fields";
import { submitSignIn } from "./support/sign-in";

/**
 * Issue #14, "Saying what a shopper needs", on the seeded demo market: the desk's search answers "rice" with each
 * item's typical price and range; the report form lists only the chosen state's markets (at 360 px); the alert form
 * shows the state's typical price and says when an amount is already above it. The demo artisan signs in (no other
 * browser test reports prices or sets alerts as the artisan); nothing is reported and no alert is stored.
 */

const ARTISAN = { email: "artisan@demo.oja.ng", password: "Demo-Oja-2026!" };
const NAIRA = "₦\\d{1,3}(?:,\\d{3})*\\.\\d{2}";
const RICE = "Rice (local parboiled), 50kg bag";

function kobo(text: string): number {
  return Math.round(Number(text.replace(/[₦,\s]/g, "")) * 100);
}

async function expectNoSideways(page: Page, width: number, label: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

describe.skipIf(browserTestsSkipped())("price desk answers", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(viewport: ViewportName): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it.each(["mobile", "desktop"] as const)(
    "'rice' lists each item with its typical price and range (%s)",
    async (viewport) => {
      const page = await newPage(viewport);
      expect((await page.goto("/pricedesk/search?q=rice"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Items matching “rice”");
      expect(
        await page.getByText("Typical price and range in Nigeria over the last 30 days.", { exact: false }).isVisible(),
      ).toBe(true);
      const rows = page.getByTestId("price-results").getByRole("listitem");
      const texts = await rows.allInnerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(4);
      const rice = texts.find((text) => text.startsWith(RICE));
      expect(rice, `${RICE} is among the results`).toBeDefined();
      // The seed reports every staple weekly: each rice item has figures, the typical price between low and high.
      for (const text of texts.filter((t) => /^(Rice|Ofada rice)/.test(t))) {
        const match = text.match(new RegExp(`Typical (${NAIRA}) per ([^\\n]+)\\n(${NAIRA}) to (${NAIRA})`));
        expect(match, `typical and range in ${JSON.stringify(text)}`).not.toBeNull();
        const [typical, low, high] = [match![1]!, match![3]!, match![4]!].map(kobo);
        expect(low).toBeLessThanOrEqual(typical!);
        expect(typical).toBeLessThanOrEqual(high!);
      }
      await expectNoSideways(page, viewports[viewport].width, `rice results at ${viewports[viewport].width} px`);
      await screenshot(page, `pricedesk-rice-results-${viewport === "mobile" ? 360 : 1280}`);
    },
  );

  it("at 360 px the report form lists the chosen state's markets only, and the alert form says the price is already below an amount", async () => {
    const page = await newPage("mobile");
    await page.goto("/pricedesk/search?q=rice");
    await page.getByRole("link", { name: new RegExp(`^${RICE.replace(/[()]/g, "\\$&")}`) }).click();
    await page.waitForURL((url) => url.searchParams.has("item"));
    const itemUrl = new URL(page.url());
    const report = page.getByRole("region", { name: "Seen this item for sale?" });
    await report.getByRole("link", { name: "Sign in to report a price" }).click();
    await submitSignIn(page, ARTISAN.email, ARTISAN.password);
    await page.waitForURL(
      (url) =>
        url.pathname === "/pricedesk/search" && url.searchParams.get("item") === itemUrl.searchParams.get("item"),
      { timeout: 30_000 },
    );
    await waitForHydration(page);

    // Report: no state chosen yet, no market to choose; then each state's own markets, nothing else.
    await report.getByRole("button", { name: "Report a price you saw" }).click();
    const state = report.getByLabel("State", { exact: true });
    const market = report.getByLabel("Market (optional)", { exact: true });
    await market.waitFor({ state: "visible" });
    expect(await state.inputValue()).toBe("");
    expect(await market.isDisabled()).toBe(true);
    expect(await report.innerText()).toContain("Choose a state first");
    const { lagos, kano } = await graphql<{
      lagos: { name: string; city: string }[];
      kano: { name: string; city: string }[];
    }>(`{ lagos: priceMarkets(state: "Lagos") { name city } kano: priceMarkets(state: "Kano") { name city } }`, {});
    expect(lagos.length).toBeGreaterThan(1);
    const listed = async () => (await market.locator("option").allInnerTexts()).slice(1).sort();
    await state.selectOption("Lagos");
    await expect.poll(listed).toEqual(lagos.map((m) => `${m.name}, ${m.city}`).sort());
    await market.selectOption({ index: 1 });
    await screenshot(page, "pricedesk-report-markets-lagos-360");
    await state.selectOption("Kano");
    await expect.poll(listed).toEqual(kano.map((m) => `${m.name}, ${m.city}`).sort());
    // The Lagos market chosen before is not kept for Kano.
    expect(await market.inputValue()).toBe("");
    await expectNoSideways(page, 360, "report form at 360 px");
    await screenshot(page, "pricedesk-report-markets-kano-360");

    // Alert: the hint gives Lagos's typical price; an amount above it is refused with the figure, and nothing is set.
    await report.getByRole("button", { name: "Get a price alert" }).click();
    const alertState = report.getByLabel("State", { exact: true });
    await alertState.selectOption("Lagos");
    const threshold = report.getByLabel("Tell me when the typical price is under (₦)", { exact: true });
    const hint = report.getByText(/^Typical in Lagos now: /);
    await hint.waitFor({ state: "visible" });
    const typical = (await hint.innerText()).match(new RegExp(NAIRA))![0];
    const above = Math.round((kobo(typical) * 1.2) / 100);
    await threshold.fill(above.toLocaleString("en-NG"));
    await report.getByRole("button", { name: "Set alert" }).click();
    const message = `The typical price in Lagos is already ${typical}, below your ₦${above.toLocaleString("en-NG")}.00. Choose an amount under ${typical} and we will tell you when the price falls that far.`;
    await expect.poll(() => fieldError(report, "Tell me when the typical price is under (₦)")).toBe(message);
    expect(await report.getByRole("status").count()).toBe(0);
    await expectNoSideways(page, 360, "alert form at 360 px");
    await screenshot(page, "pricedesk-alert-already-below-360");
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, "pricedesk-alert-already-below-1280");
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  openPage,
  screenshot,
  viewports,
  type OpenedPage,
  type ViewportName,
} from "./support/browser";

/**
 * The home page on the seeded demo market (#14): "Today's prices" shows everyday items with a naira price, a unit and
 * a link to each item's desk page, and "On sale now" shows listings whose pictures load and whose cards open the
 * product; at 360 px nothing scrolls sideways. Rendered on the server: the same holds without JavaScript.
 */

const NAIRA = /^₦\d{1,3}(,\d{3})*\.\d{2}$/;

interface HomeReport {
  prices: { href: string; amount: string; unit: string }[];
  products: { href: string; naturalWidth: number; alt: string | null }[];
  scrollWidth: number;
  clientWidth: number;
}

/** Scrolls the listings into view (their pictures load lazily), waits for every picture, then reads both sections. */
async function readHome(page: Page): Promise<HomeReport> {
  const listings = page.locator('section[aria-labelledby="on-sale-heading"]');
  await listings.scrollIntoViewIfNeeded();
  for (const image of await listings.locator("img").all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('section[aria-labelledby="on-sale-heading"] img')].every(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  return page.evaluate(() => ({
    prices: [...document.querySelectorAll('section[aria-labelledby="prices-heading"] li a')].map((link) => {
      const lines = [...link.children].map((child) => child.textContent?.trim() ?? "");
      return { href: link.getAttribute("href") ?? "", amount: lines[1] ?? "", unit: lines[2] ?? "" };
    }),
    products: [...document.querySelectorAll('section[aria-labelledby="on-sale-heading"] article')].map((card) => {
      const image = card.querySelector("img");
      return {
        href: card.querySelector("a")?.getAttribute("href") ?? "",
        naturalWidth: image?.naturalWidth ?? 0,
        alt: image?.getAttribute("alt") ?? null,
      };
    }),
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

function expectMarketShown(report: HomeReport, label: string): void {
  expect(report.prices.length, label).toBeGreaterThanOrEqual(6);
  for (const price of report.prices) {
    expect(price.href, label).toMatch(/^\/pricedesk\/search\?item=[a-z0-9-]+$/);
    expect(price.amount, label).toMatch(NAIRA);
    expect(price.unit, label).toMatch(/^per \S/);
  }
  expect(report.products.length, label).toBeGreaterThanOrEqual(4);
  for (const product of report.products) {
    expect(product.href, label).toMatch(/^\/market\/product\/[a-z0-9-]+$/);
    expect(product.naturalWidth, `${label}: picture of ${product.href}`).toBeGreaterThan(0);
    expect(product.alt, label).not.toBeNull();
  }
}

describe.skipIf(browserTestsSkipped())("home page: prices and listings", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];

  async function open(viewport: ViewportName, pathname = "/", javaScript = true): Promise<OpenedPage> {
    if (javaScript) {
      const result = await openPage(browser, viewport, pathname);
      opened.push(result);
      return result;
    }
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: baseURL(),
      locale: "en-NG",
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(pathname, { waitUntil: "load" });
    const result = { context, page, status: response?.status() ?? null };
    opened.push(result);
    return result;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser?.close();
  });

  for (const viewport of ["mobile", "desktop"] as const) {
    it(`shows today's prices and pictures of what is on sale (${viewport})`, async () => {
      const { page, status } = await open(viewport);
      expect(status).toBe(200);
      const report = await readHome(page);
      expectMarketShown(report, viewport);
      if (viewport === "mobile")
        expect(report.scrollWidth, "no sideways scroll at 360 px").toBeLessThanOrEqual(report.clientWidth);
      await screenshot(page, `home-market-${viewport}`);

      // A price opens its item on the desk, a card its product page.
      await page.locator('section[aria-labelledby="prices-heading"] li a').first().click();
      await page.waitForURL(/\/pricedesk\/search\?item=/);
      await expect(page.locator("h1").textContent()).resolves.toBeTruthy();
      await page.goBack();
      await page.locator('section[aria-labelledby="on-sale-heading"] article a').first().click();
      await page.waitForURL(/\/market\/product\/[a-z0-9-]+$/);
    });
  }

  it("narrows prices to the state chosen in the form, without JavaScript", async () => {
    const { page } = await open("mobile", "/", false);
    await page.selectOption("#home-state", "Lagos");
    await Promise.all([page.waitForURL(/\/\?state=Lagos$/), page.getByRole("button", { name: "Show" }).click()]);
    await expect(page.locator("#prices-heading + p").textContent()).resolves.toBe(
      "Typical prices in Lagos from the Oja price desk.",
    );
    const report = await readHome(page);
    expect(report.prices.length).toBeGreaterThanOrEqual(6);
    expect(report.prices.some((price) => price.href.endsWith("&state=Lagos"))).toBe(true);
    expect(report.scrollWidth).toBeLessThanOrEqual(report.clientWidth);
  });
});

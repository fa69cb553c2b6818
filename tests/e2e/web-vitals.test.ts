/**
 * A page view's measurements reach /api/vitals in one beacon, sent when the page is hidden, and none while it loads:
 * on a slow phone each beacon was a request and a task of its own during load.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, browserTestsSkipped, launchBrowser, viewports, waitForHydration } from "./support/browser";

describe.skipIf(browserTestsSkipped())("web-vitals beacon", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const beacons: { body: unknown; status?: number }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    // Looked at, then passed on to the real route, which must store it.
    await context.route("**/api/vitals", async (route) => {
      const beacon: (typeof beacons)[number] = { body: JSON.parse(route.request().postData() ?? "null") };
      beacons.push(beacon);
      const response = await route.fetch();
      beacon.status = response.status();
      await route.fulfill({ response });
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("sends nothing while the page is open, then the page's reports together when it is hidden", async () => {
    await page.goto("/about");
    await waitForHydration(page);
    // The library loads when the browser is idle; by now it has measured the first paint and the server's answer.
    await page.waitForTimeout(2_500);
    expect(beacons).toHaveLength(0);

    // A tap settles the largest paint (the library counts only real input), then the phone switches to another app:
    // the page is hidden, as the browser tells it.
    await page.locator("h1").click();
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await expect.poll(() => beacons.length).toBe(1);
    const reports = beacons[0]!.body as { name: string; path: string; value: number }[];
    expect(Array.isArray(reports)).toBe(true);
    // Including the two the library only settles when the page is hidden.
    expect(reports.map((report) => report.name)).toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "CLS"]));
    expect(new Set(reports.map((report) => report.name)).size).toBe(reports.length);
    for (const report of reports) {
      expect(report.path).toBe("/about");
      expect(report.value).toBeGreaterThanOrEqual(0);
    }
    await expect.poll(() => beacons[0]!.status).toBe(204);
  });
});

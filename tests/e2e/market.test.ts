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
 * The market as a shopper uses it, on the seeded demo market (tests/e2e/global-setup.ts seeds a small catalogue):
 * browse, filter, sort, open a product, meet the seller, visit the store and reach the price desk; with and without
 * JavaScript, at phone and desktop widths. Bad input and unknown addresses answer calmly (200 with a notice, or 404).
 */

const NAIRA = /^₦\d{1,3}(,\d{3})*\.\d{2}$/;

function naira(text: string): number {
  return Number(text.replace(/[₦,]/g, ""));
}

async function get(pathname: string): Promise<{ status: number; html: string; title: string }> {
  const response = await fetch(`${baseURL()}${pathname}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "" };
}

/** The cheap accessibility checks every market page must pass: one h1, no skipped heading level, alt text, labels. */
async function expectAccessibleBasics(page: Page, label: string): Promise<void> {
  const report = await page.evaluate(() => {
    const headings = [...document.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")].map((h) =>
      Number(h.tagName[1]),
    );
    const skipped = headings.filter((level, index) => index > 0 && level > headings[index - 1]! + 1);
    const imagesWithoutAlt = [...document.querySelectorAll("main img")].filter(
      (img) => !img.hasAttribute("alt"),
    ).length;
    const unlabelled = [...document.querySelectorAll("main input:not([type=hidden]), main select, main textarea")]
      .filter((control) => {
        const element = control as HTMLInputElement;
        return !(
          element.labels?.length ||
          element.getAttribute("aria-label") ||
          element.getAttribute("aria-labelledby")
        );
      })
      .map((control) => control.getAttribute("name"));
    return {
      h1: document.querySelectorAll("h1").length,
      skipped,
      imagesWithoutAlt,
      unlabelled,
      main: document.querySelectorAll("main").length,
    };
  });
  expect(report, label).toEqual({ h1: 1, skipped: [], imagesWithoutAlt: 0, unlabelled: [], main: 1 });
}

describe.skipIf(browserTestsSkipped())("market", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];

  async function open(
    viewport: ViewportName,
    pathname: string,
    options: { javaScript?: boolean } = {},
  ): Promise<OpenedPage> {
    if (options.javaScript === false) {
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
    const result = await openPage(browser, viewport, pathname);
    opened.push(result);
    return result;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => {});
    await browser?.close();
  });

  it("browse → filter by category and state → sort by price → product → seller → store → price desk", async () => {
    const { page, status } = await open("desktop", "/market");
    expect(status).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Market" }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole("navigation", { name: "Categories" }).getByRole("link").count()).toBeGreaterThanOrEqual(
      15,
    );
    expect(await page.getByRole("heading", { name: "Newest items" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: /Price desk: what things cost/ }).isVisible()).toBe(true);
    await expectAccessibleBasics(page, "/market");
    await screenshot(page, "market-1280");

    // Filter with the plain GET form.
    const filters = page.getByRole("form", { name: "Filter the listings" });
    await filters.getByLabel("Category").selectOption("foodstuff-groceries");
    await filters.getByLabel("State").selectOption("Lagos");
    await filters.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL(/category=foodstuff-groceries/);
    expect(new URL(page.url()).searchParams.get("state")).toBe("Lagos");
    const listing = page.getByRole("list", { name: "Listings" });
    const cards = listing.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Lagos/);

    // Sort by price, low to high: one link, and the prices on the page rise.
    await page.getByRole("navigation", { name: "Sort" }).getByRole("link", { name: "Price: low to high" }).click();
    await page.waitForURL(/sort=PRICE_ASC/);
    const url = new URL(page.url());
    expect(url.searchParams.get("category")).toBe("foodstuff-groceries");
    expect(url.searchParams.get("state")).toBe("Lagos");
    const prices = (
      await listing
        .getByRole("article")
        .evaluateAll((articles) => articles.map((a) => a.querySelector("p span")?.textContent ?? ""))
    ).map(naira);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await screenshot(page, "market-filtered-sorted-1280");

    // Open the cheapest listing.
    const firstLink = listing.getByRole("article").first().getByRole("link");
    const title = (await firstLink.innerText()).trim();
    await firstLink.click();
    await page.waitForURL(/\/market\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(title);
    const price = (await page.locator("main").getByText(NAIRA).first().innerText()).trim();
    expect(price).toMatch(NAIRA);
    expect(naira(price)).toBe(prices[0]);
    const details = await page.locator("main dl").first().innerText();
    expect(details).toMatch(/Condition\s+(New|Foreign used \(tokunbo\)|Nigerian used|Refurbished)/);
    expect(details).toMatch(/In stock: \d+|Out of stock/);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await expectAccessibleBasics(page, "product page");
    await screenshot(page, "market-product-1280");

    // The seller card names the seller without "Sold by" and leads to the store.
    const seller = page.getByRole("region", { name: "Seller" });
    const sellerName = (await seller.locator("p.font-semibold").first().innerText()).trim();
    expect(sellerName).not.toMatch(/^sold by/i);
    expect(await seller.innerText()).toMatch(/On Oja since\s+[A-Z][a-z]+ \d{4}/);
    await seller.getByRole("link", { name: "Visit the seller's store" }).click();
    await page.waitForURL(/\/market\/store\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(sellerName);
    const storeText = await page.locator("main").innerText();
    expect(storeText).toMatch(/Selling on Oja since [A-Z][a-z]+ \d{4}/);
    expect(storeText).toMatch(/No reviews yet|\(\d+ reviews?\)/);
    expect(storeText).toContain(title);
    await expectAccessibleBasics(page, "store page");
    await screenshot(page, "market-store-1280");

    // Back to the price desk from the market's own navigation.
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/market/pricedesk"),
      page.getByRole("navigation", { name: "Market" }).getByRole("link", { name: "Price desk" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL(/\/market\/pricedesk$/);
  });

  it("a product linked to a price-desk item shows the typical price and links to the desk", async () => {
    const search = await get("/market/product?q=rice&per_page=48");
    const slugs = [
      ...new Set([...search.html.matchAll(/href="\/market\/product\/([a-z0-9-]+)"/g)].map((match) => match[1]!)),
    ].filter((slug) => slug !== "category");
    let found: string | undefined;
    for (const slug of slugs) {
      if ((await get(`/market/product/${slug}`)).html.includes("Price desk check")) {
        found = slug;
        break;
      }
    }
    expect(found, "a rice listing linked to the price desk").toBeDefined();
    const { page } = await open("mobile", `/market/product/${found}`);
    // The main picture loaded (a rendition the page points at exists), not just its alt text.
    expect(
      await page
        .locator('main img[fetchpriority="high"]')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    const insight = page.getByRole("region", { name: "Price desk check" });
    expect(await insight.innerText()).toMatch(
      /Typical price in [A-Za-z ]+: ₦[\d,]+\.\d{2} per .+\. This offer is (\d+% (above|below) it|at the typical price)\./,
    );
    const link = insight.getByRole("link", { name: "See prices across Nigeria" });
    expect(await link.getAttribute("href")).toMatch(/^\/pricedesk\/search\?item=[a-z0-9-]+$/);
    await expectAccessibleBasics(page, "product page with insight");
    await screenshot(page, "market-product-insight-360");
    await link.click();
    await page.waitForURL(/\/pricedesk\/search\?item=/);
    expect((await get(new URL(page.url()).pathname + new URL(page.url()).search)).status).toBe(200);
  });

  it("filters, sorting and pages work without JavaScript on a phone", async () => {
    const { page, status } = await open("mobile", "/market", { javaScript: false });
    expect(status).toBe(200);
    // Nothing on the page waits for script to appear: the price-desk figures are in the first response.
    expect(await page.getByRole("region", { name: /Price desk: what things cost/ }).innerText()).toMatch(
      /₦\d{1,3}(,\d{3})*\.\d{2}/,
    );
    // On a phone the filters sit in a closed panel that opens without script.
    const form = page.getByRole("form", { name: "Filter the listings" });
    expect(await form.isVisible()).toBe(false);
    await page.getByText("Filter", { exact: true }).click();
    expect(await form.isVisible()).toBe(true);
    await screenshot(page, "market-filters-open-360");
    await form.getByLabel("State").selectOption("Lagos");
    await form.getByLabel("Lowest price in naira").fill("1000");
    await form.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL(/state=Lagos/);
    expect(new URL(page.url()).searchParams.get("min")).toBe("1000");
    expect(await page.getByRole("list", { name: "Listings" }).getByRole("article").count()).toBeGreaterThan(0);

    // Pages are plain links with rel=next / rel=prev that keep the filters.
    const next = page.locator('a[rel="next"]');
    expect(await next.count()).toBe(1);
    await next.click();
    await page.waitForURL(/page=2/);
    const url = new URL(page.url());
    expect(url.searchParams.get("state")).toBe("Lagos");
    expect(url.searchParams.get("min")).toBe("1000");
    expect(await page.locator('a[rel="prev"]').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Pages"] [aria-current="page"]').innerText()).toContain("2");

    await page.getByRole("navigation", { name: "Sort" }).getByRole("link", { name: "Price: high to low" }).click();
    await page.waitForURL(/sort=PRICE_DESC/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    const prices = (
      await page
        .getByRole("list", { name: "Listings" })
        .getByRole("article")
        .evaluateAll((articles) => articles.map((a) => a.querySelector("p span")?.textContent ?? ""))
    ).map(naira);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("search shows results, facets as links and an honest empty state", async () => {
    const { page, status } = await open("mobile", "/market/product?q=rice");
    expect(status).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toContain("Results for “rice”");
    expect(await page.getByText(/^\d+–\d+ of \d+ listings?$/).isVisible()).toBe(true);
    await expectAccessibleBasics(page, "search");
    await screenshot(page, "market-search-360");
    const stateFacet = page.locator('section[aria-labelledby="facet-state"] a').first();
    expect(await stateFacet.getAttribute("href")).toMatch(/^\/market\/product\?q=rice&state=/);

    const empty = await open("desktop", "/market/product?q=qqqzzzxxv");
    expect(await empty.page.getByText("No products match “qqqzzzxxv”.").isVisible()).toBe(true);
    expect(await empty.page.getByRole("link", { name: "price desk", exact: true }).getAttribute("href")).toBe(
      "/pricedesk/search?q=qqqzzzxxv",
    );
  });

  it("categories: all of them, a main one with its sub-categories, and the size guide from fashion", async () => {
    const all = await open("mobile", "/market/product/category");
    expect(all.status).toBe(200);
    expect(await all.page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(15);
    await expectAccessibleBasics(all.page, "all categories");
    await screenshot(all.page, "market-categories-360");

    const { page, status } = await open("desktop", "/market/product/category/fashion");
    expect(status).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Fashion");
    const chips = page.getByRole("navigation", { name: "Fashion: sub-categories" });
    expect(await chips.getByRole("link", { name: /All Fashion/ }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).toMatch(
      /Market\s*\/\s*Categories\s*\/\s*Fashion/,
    );
    await expectAccessibleBasics(page, "fashion");
    await screenshot(page, "market-category-fashion-1280");

    await chips.getByRole("link", { name: /Shoes/ }).click();
    await page.waitForURL(/\/market\/product\/category\/shoes$/);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).toMatch(/Fashion\s*\/\s*Shoes/);

    await page.getByRole("link", { name: "Read the size guide" }).click();
    await page.waitForURL(/\/size-guide$/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Size guide");
  });

  it("the size guide: accessible tables for women, men, shoes and children, and native wear", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const { page, status } = await open(viewport, "/size-guide");
      expect(status).toBe(200);
      const captions = await page.locator("table caption").allTextContents();
      expect(captions).toEqual(
        expect.arrayContaining([
          expect.stringContaining("Women's clothing"),
          expect.stringContaining("Men's clothing"),
          "Women's shoe sizes",
          "Men's shoe sizes",
          "Children's clothing sizes by age",
        ]),
      );
      expect(await page.locator("table th[scope=col]").count()).toBeGreaterThan(20);
      expect(await page.locator("table th[scope=row]").count()).toBeGreaterThan(30);
      expect(await page.getByRole("heading", { name: "Native wear: how tailors measure" }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      await expectAccessibleBasics(page, "size guide");
      await screenshot(page, `size-guide-${viewports[viewport].width}`);
    }
  });

  it("market pages fit a 360px phone without sideways scrolling", async () => {
    const { page } = await open("mobile", "/market");
    await screenshot(page, "market-360");
    const product = await page
      .getByRole("list", { name: "Newest items" })
      .getByRole("article")
      .first()
      .getByRole("link")
      .getAttribute("href");
    for (const pathname of [
      "/market",
      "/market/product?q=rice",
      "/market/product/category",
      "/market/product/category/fashion",
      product!,
      "/market/product/category/plumbing",
    ]) {
      await page.goto(pathname);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(360);
    }
    await screenshot(page, "market-services-360");
  });

  it.each([
    ["/market/product?min=-5", "Minimum price cannot be negative"],
    ["/market?min=abc", "Minimum price must be an amount in naira"],
    ["/market/product?max=%E2%82%A6ten", "Maximum price must be an amount in naira"],
    ["/market?page=1000000", "Page must be at most 10,000"],
    ["/market/product?page=-2", "Page must be a whole number from 1"],
    ["/market/product?per_page=1000000", "Page size must be a whole number from 1 to 48"],
    ["/market?state=Narnia", "Choose a state from the list"],
    ["/market?category=no-such-category", "We do not have that category"],
    ["/market/product?condition=mint&sort=cheapest-first-please", "Choose a condition from the list"],
    [
      `/market/product?q=${encodeURIComponent("🍚🍚 rice'; DROP TABLE products;--")}`,
      "🍚🍚 rice&#x27;; DROP TABLE products;--",
    ],
    [`/market/product?q=${encodeURIComponent("' OR 1=1 --")}&min=1e9999`, "Minimum price must be an amount in naira"],
    ["/market/product/category/fashion?min=-1&page=abc", "Minimum price cannot be negative"],
  ])("%s answers 200 with a notice", async (pathname, notice) => {
    const { status, html } = await get(pathname);
    expect(status).toBe(200);
    expect(html).toContain(notice);
  });

  it("search text is shown, never run as markup", async () => {
    const { status, html } = await get(
      `/market/product?q=${encodeURIComponent('<script>alert("oja")</script><img src=x onerror=alert(1)>')}`,
    );
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert("oja")</script>');
    expect(html).not.toContain("<img src=x onerror");
    expect(html).toContain("&lt;script&gt;alert(&quot;oja&quot;)&lt;/script&gt;");
  });

  it.each([
    "/market/product/no-such-product-zz9",
    "/market/product/category/no-such-category",
    "/market/store/no-such-store",
    `/market/product/${encodeURIComponent("🍚' OR '1'='1")}`,
    `/market/store/${"x".repeat(400)}`,
  ])("unknown %s answers 404, not 500", async (pathname) => {
    const { status, title } = await get(pathname);
    expect(status).toBe(404);
    expect(title).toMatch(/Page not found/);
  });

  it("an address with a NUL in it is refused before any page runs (400, malformed-urls.test.ts)", async () => {
    const { status } = await get("/market/product/category/%00");
    expect(status).toBe(400);
  });
});

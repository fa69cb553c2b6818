import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { outboxMessages, type OutboxMessage } from "./support/outbox";
import { fieldError } from "./support/fields";
import { submitSignIn } from "./support/sign-in";

/**
 * Issue #4, "Tests": the price desk as a shopper uses it, on the seeded demo market (tests/e2e/global-setup.ts seeds
 * a year of price reports and 300 listings). Look an item up with a typo through the as-you-type suggestions, read
 * its figures, chart, tables and offers (one far above the typical price is flagged), sign in from the desk as the
 * demo buyer, report prices (bad input refused in the form, a plausible price accepted, the same report again refused
 * as a duplicate, an absurd one held for a moderator), set a price alert below the typical price (nothing is sent
 * until the price falls under it); then the desk inside the market frame leads to the listings.
 *
 * The steps of the desktop journey share one page and run in order. The demo buyer's reports count against
 * reportPrice's limit of 10 an hour per person: this file sends three (no other browser test reports prices).
 */

const BUYER = { email: "buyer@demo.oja.ng", password: "Demo-Oja-2026!" };
const NAIRA = /^₦\d{1,3}(,\d{3})*\.\d{2}$/;
/** The seed (300 listings) lists palm oil in a few states, one offer 1.4–1.9× the typical price (flagged "far above"). */
const ITEM = { typed: "palm oill", name: "Palm oil, 25 litres", slug: "palm-oil-25-litres" };
const MESSAGES = {
  accepted: "Thanks — your price is now part of the figures.",
  held: "Thanks — your report is waiting for a moderator because it is far from the usual price.",
  duplicate:
    "You have already reported this item there for that day. One report per place and day is enough — thank you.",
  alertSet: "Alert set. We will tell you when the typical price falls below your amount.",
};

/** Accepted reports behind the item's 30-day figures in Lagos and in Kano, and Mile 12 Market's share of Lagos's. */
async function acceptedCounts(): Promise<{ lagos: number; kano: number; mile12: number }> {
  type Stats = { overall: { count: number } | null; byMarket: { market: { name: string }; count: number }[] };
  const { priceItem } = await graphql<{ priceItem: { lagos: Stats; kano: Stats } }>(
    `query Counts($slug: String!) {
      priceItem(slug: $slug) {
        lagos: stats(state: "Lagos") { overall { count } byMarket { market { name } count } }
        kano: stats(state: "Kano") { overall { count } byMarket { market { name } count } }
      }
    }`,
    { slug: ITEM.slug },
  );
  return {
    lagos: priceItem.lagos.overall?.count ?? 0,
    kano: priceItem.kano.overall?.count ?? 0,
    mile12: priceItem.lagos.byMarket.find((row) => row.market.name === "Mile 12 Market")?.count ?? 0,
  };
}

function kobo(text: string): number {
  expect(text.trim()).toMatch(NAIRA);
  return Math.round(Number(text.replace(/[₦,\s]/g, "")) * 100);
}

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function expectNoSideways(page: Page, width: number, label: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

/** Types into the desk's search box like a person, and waits for the suggestions it fetches. */
async function suggest(page: Page, text: string): Promise<Locator> {
  const box = page.getByRole("combobox", { name: "Item to look up" });
  await box.click();
  await box.pressSequentially(text, { delay: 60 });
  const list = page.getByRole("listbox", { name: "Suggested items" });
  await list.waitFor({ state: "visible" });
  await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
  return list;
}

// Each step waits on server round trips and builds in the browser: room for a slow, shared machine.
describe.skipIf(browserTestsSkipped())("price desk", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The desktop journey's page (steps 2–6 continue on it). */
  let desk: Page;
  let itemPath: string;
  /** The typical price in Lagos (30 days) as the item page shows it. */
  let lagosTypical: number;

  /** A fresh context; its web-vitals beacons are answered here (/api/vitals has its own limit, not under test). */
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

  it("on a 360 px phone: 'cemnt' suggests cement, the keyboard chooses one, and the item page fits the screen", async () => {
    const page = await newPage("mobile");
    expect((await page.goto("/pricedesk"))?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Price desk");
    const list = await suggest(page, "cemnt");
    const options = list.getByRole("option");
    const names = await options.allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/cement/i);
    await screenshot(page, "pricedesk-suggestions-360");

    const box = page.getByRole("combobox", { name: "Item to look up" });
    await box.press("ArrowDown");
    const first = options.first();
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    const chosen = (await first.locator("span").first().innerText()).trim();
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/pricedesk/search" && url.searchParams.has("item"));
    expect(new URL(page.url()).searchParams.get("q")).toBe("cemnt");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(chosen);
    const figures = page.getByRole("region", { name: "Low, typical and high price" });
    await expect(figures.locator("dd").allInnerTexts()).resolves.toEqual([
      expect.stringMatching(NAIRA),
      expect.stringMatching(NAIRA),
      expect.stringMatching(NAIRA),
    ]);
    expect(await page.locator('svg[role="img"] title').count()).toBe(2);
    expect(await page.getByRole("link", { name: "Sign in to report a price" }).isVisible()).toBe(true);
    await expectNoSideways(page, 360, "cement item page at 360 px");
    await screenshot(page, "pricedesk-item-360");
  });

  it("desktop: 'palm oill' → suggestions → the item shows low / typical / high, a server-drawn trend, states, markets and flagged offers", async () => {
    desk = await newPage("desktop");
    expect((await desk.goto("/pricedesk"))?.status()).toBe(200);
    await waitForHydration(desk);
    expect(await desk.getByRole("heading", { name: "What people check most" }).isVisible()).toBe(true);
    const list = await suggest(desk, ITEM.typed);
    const option = list.getByRole("option").filter({ hasText: ITEM.name });
    expect(await option.count(), `"${ITEM.typed}" suggests ${ITEM.name}`).toBe(1);
    await screenshot(desk, "pricedesk-suggestions-1280");
    await option.click();
    await desk.waitForURL((url) => url.pathname === "/pricedesk/search" && url.searchParams.get("item") === ITEM.slug);
    expect(new URL(desk.url()).searchParams.get("q")).toBe(ITEM.typed);
    itemPath = `/pricedesk/search?item=${ITEM.slug}`;

    await expect(desk.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(ITEM.name);
    expect(await desk.getByText("Price per 25-litre keg in Nigeria", { exact: true }).isVisible()).toBe(true);

    // Low ≤ typical ≤ high, in naira with kobo.
    const figures = desk.getByRole("region", { name: "Low, typical and high price" });
    expect(await figures.locator("dt").allInnerTexts()).toEqual(
      ["LOW", "TYPICAL", "HIGH"].map((label) => expect.stringMatching(new RegExp(`^${label}$`, "i"))),
    );
    const [low, typical, high] = (await figures.locator("dd").allInnerTexts()).map(kobo);
    expect(low).toBeLessThanOrEqual(typical!);
    expect(typical).toBeLessThanOrEqual(high!);
    expect(await figures.innerText()).toMatch(
      /Per 25-litre keg in Nigeria, from [\d,]+ accepted reports? over the last 30 days\. Typical is the median/,
    );

    // The trend charts are SVG drawn on the server: in the HTML as it arrives, each with its title and description.
    const html = await (await fetch(`${baseURL()}${itemPath}`)).text();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="trend-weekly-title trend-weekly-desc"/);
    expect(html).toContain('<title id="trend-weekly-title">Typical price by week, last 12 weeks</title>');
    expect(html).toContain('<title id="trend-monthly-title">Typical price by month, last 12 months</title>');
    const charts = desk.getByRole("img", { name: /^Typical price by (week, last 12 weeks|month, last 12 months)/ });
    expect(await charts.count()).toBe(2);
    expect(await desk.locator("#trend-monthly-desc").textContent()).toMatch(
      /from ₦[\d,]+\.\d{2} \(.+\) to ₦[\d,]+\.\d{2} \(.+\); lowest ₦[\d,]+\.\d{2}, highest ₦[\d,]+\.\d{2}\./,
    );
    expect(await desk.locator("svg[aria-labelledby^='trend-monthly'] polyline").count()).toBeGreaterThan(0);

    // By state (cheapest first, each a link to the state's view) and by named market.
    const states = desk.getByRole("table", { name: "Low, typical and high price by state, cheapest first" });
    const stateRows = states.locator("tbody tr");
    expect(await stateRows.count()).toBeGreaterThan(1);
    const typicals = (
      await stateRows.evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[1]?.textContent ?? ""))
    ).map(kobo);
    expect(typicals).toEqual([...typicals].sort((a, b) => a - b));
    const lagos = stateRows.filter({ has: desk.getByRole("link", { name: "Lagos", exact: true }) });
    expect(await lagos.count(), "the seed has Lagos reports for the item in the last 30 days").toBe(1);
    expect(await lagos.getByRole("link").getAttribute("href")).toBe(`/pricedesk/search?item=${ITEM.slug}&state=Lagos`);
    lagosTypical = kobo(await lagos.locator("td").nth(1).innerText());
    const markets = desk.getByRole("table", { name: "Low, typical and high price by market" });
    expect(await markets.locator("tbody tr").count()).toBeGreaterThan(0);
    for (const text of await markets.locator("tbody tr").allInnerTexts())
      expect(text.match(/₦[\d,]+\.\d{2}/g)).toHaveLength(3);

    // Offers on the market now, cheapest first, each against the typical price; the far-off one flagged.
    const offers = desk.getByRole("region", { name: "Offers on the market now" });
    const offerRows = offers.getByRole("listitem").filter({ has: desk.getByRole("link") });
    expect(await offerRows.count()).toBeGreaterThan(0);
    for (const row of await offerRows.all()) {
      expect(await row.getByRole("link").first().getAttribute("href")).toMatch(/^\/market\/product\/[a-z0-9-]+$/);
      expect(await row.innerText()).toMatch(/Sold by .+ · .+, .+/);
    }
    const flagged = offers.getByText(/^Far above typical: \+\d+%$/);
    expect(await flagged.count(), "the seed lists one offer of this item far above the typical price").toBeGreaterThan(
      0,
    );
    expect(Number((await flagged.first().innerText()).match(/\+(\d+)%/)![1])).toBeGreaterThan(30);
    expect(await offers.innerText()).toContain(
      "Offers more than 30% above the typical price in their state (or nationwide) are flagged.",
    );
    await screenshot(desk, "pricedesk-item-1280");

    // Signed out: no report form, a sign-in link that comes back to this item's report section.
    const report = desk.getByRole("region", { name: "Seen this item for sale?" });
    expect(await report.getByRole("button").count()).toBe(0);
    const signIn = report.getByRole("link", { name: "Sign in to report a price" });
    const href = new URL((await signIn.getAttribute("href"))!, baseURL());
    expect(href.pathname).toBe("/auth/login");
    expect(href.searchParams.get("callbackUrl")).toBe(`${itemPath}#report`);
  });

  it("signs in as the demo buyer through the sign-in page and comes back to the item, where the report form refuses bad input", async () => {
    await desk.getByRole("link", { name: "Sign in to report a price" }).click();
    await submitSignIn(desk, BUYER.email, BUYER.password);
    await desk.waitForURL((url) => url.pathname === "/pricedesk/search" && url.searchParams.get("item") === ITEM.slug, {
      timeout: 30_000,
    });
    expect(new URL(desk.url()).hash).toBe("#report");
    await waitForHydration(desk);

    const report = desk.getByRole("region", { name: "Seen this item for sale?" });
    const open = report.getByRole("button", { name: "Report a price you saw" });
    await open.waitFor({ state: "visible" });
    expect(await report.getByRole("link", { name: "Sign in to report a price" }).count()).toBe(0);
    await open.click();
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    const price = report.getByLabel("Price you saw (₦)", { exact: true });
    await price.waitFor({ state: "visible" });
    expect(await report.innerText()).toContain(`${ITEM.name} — the price for one 25-litre keg.`);

    // Bad input never reaches the server: the form shows each field's message and a popup instead.
    const sent: Request[] = [];
    const watch = (request: Request) => {
      if (new URL(request.url()).pathname === "/graphql" && request.postData()?.includes("ReportPrice"))
        sent.push(request);
    };
    desk.on("request", watch);
    const send = report.getByRole("button", { name: "Send price" });
    const today = lagosToday();
    expect(await report.getByLabel("Date you saw it", { exact: true }).inputValue()).toBe(today);
    await send.click();
    await expect.poll(() => fieldError(report, "Price you saw (₦)")).toBe("Price is required");
    expect(await fieldError(report, "State")).toBe("Choose a market or a state");
    await popup(desk, "Please check your inputs").waitFor({ state: "visible" });

    await price.fill("-5000");
    await report.getByLabel("Date you saw it", { exact: true }).fill(addDays(today, 3));
    await report.getByLabel("State", { exact: true }).selectOption("Lagos");
    await send.click();
    await expect.poll(() => fieldError(report, "Price you saw (₦)")).toBe("Enter a price in naira, e.g. 1,234.50");
    await expect.poll(() => fieldError(report, "Date you saw it")).toBe("The date cannot be in the future");
    expect(await fieldError(report, "State")).toBeNull();
    await screenshot(desk, "pricedesk-report-errors-1280");

    await price.fill("0");
    await send.click();
    await expect.poll(() => fieldError(report, "Price you saw (₦)")).toBe("Price must be more than ₦0");
    desk.off("request", watch);
    expect(sent, "no report was sent while the form had errors").toEqual([]);
  });

  it("reports a plausible price (counted), the same again (refused as a duplicate) and an absurd one (held for a moderator)", async () => {
    const report = desk.getByRole("region", { name: "Seen this item for sale?" });
    const price = report.getByLabel("Price you saw (₦)", { exact: true });
    const market = report.getByLabel("Market (optional)", { exact: true });
    const state = report.getByLabel("State", { exact: true });
    const date = report.getByLabel("Date you saw it", { exact: true });
    const send = report.getByRole("button", { name: "Send price" });
    const today = lagosToday();
    const before = await acceptedCounts();

    // A Lagos market at the typical Lagos price: the market list holds the chosen state's markets.
    await state.selectOption("Lagos");
    await market.locator("option", { hasText: "Mile 12 Market, Ketu" }).waitFor({ state: "attached" });
    await market.selectOption({ label: "Mile 12 Market, Ketu" });
    const plausible = (lagosTypical / 100).toFixed(2);
    await price.fill(plausible);
    await date.fill(today);
    await send.click();
    const accepted = report.getByRole("status").filter({ hasText: MESSAGES.accepted });
    await accepted.waitFor({ state: "visible" });
    // Counted at once: one more accepted report for Lagos and for Mile 12 Market.
    expect(await acceptedCounts()).toEqual({ ...before, lagos: before.lagos + 1, mile12: before.mile12 + 1 });
    await screenshot(desk, "pricedesk-report-accepted-1280");

    // The same report again (same item, market and day) is refused with its own message; the form stays.
    await report.getByRole("button", { name: "Report another price" }).click();
    await price.waitFor({ state: "visible" });
    expect(await market.locator("option:checked").innerText()).toBe("Mile 12 Market, Ketu");
    expect(await state.inputValue()).toBe("Lagos");
    expect(await date.inputValue()).toBe(today);
    await price.fill(plausible);
    await send.click();
    await popup(desk, MESSAGES.duplicate).waitFor({ state: "visible" });
    expect(await price.isVisible()).toBe(true);
    expect(await report.getByRole("status").filter({ hasText: "Thanks" }).count()).toBe(0);

    // Ten times the typical price, in another state's market: stored, but held for a moderator.
    await state.selectOption("Kano");
    await market.selectOption({ label: "Kurmi Market, Kano Municipal" });
    await price.fill(((lagosTypical * 10) / 100).toFixed(2));
    await send.click();
    const held = report.getByRole("status").filter({ hasText: MESSAGES.held });
    await held.waitFor({ state: "visible" });
    expect(await held.innerText()).toContain("A moderator checks far-off prices before they count");
    // Neither the duplicate nor the held report moved any figure.
    expect(await acceptedCounts()).toEqual({ ...before, lagos: before.lagos + 1, mile12: before.mile12 + 1 });
    await screenshot(desk, "pricedesk-report-held-1280");
  });

  it("sets a price alert below the typical Lagos price: confirmed, listed, and nothing sent yet", async () => {
    const report = desk.getByRole("region", { name: "Seen this item for sale?" });
    const before = new Set((await outboxMessages(BUYER.email)).map((message) => message.id));
    await report.getByRole("button", { name: "Get a price alert" }).click();
    const threshold = report.getByLabel("Tell me when the typical price is under (₦)", { exact: true });
    await threshold.waitFor({ state: "visible" });
    expect(await report.getByLabel("State", { exact: true }).inputValue()).toBe("Lagos");
    expect(await report.getByRole("radio", { name: "E-mail" }).isChecked()).toBe(true);

    // Half the typical price (an amount above it is refused: tests/e2e/pricedesk-answers.test.ts).
    const amount = Math.round((lagosTypical * 0.5) / 100);
    await threshold.fill(amount.toLocaleString("en-NG"));
    await report.getByRole("button", { name: "Set alert" }).click();
    await report.getByRole("status").filter({ hasText: MESSAGES.alertSet }).waitFor({ state: "visible" });
    const formatted = `₦${amount.toLocaleString("en-NG")}.00`;
    const mine = report.getByRole("list").filter({ hasText: "Lagos: under" });
    await mine.waitFor({ state: "visible" });
    expect(await mine.innerText()).toContain(`Lagos: under ${formatted} by e-mail`);
    await screenshot(desk, "pricedesk-alert-set-1280");

    const sent: OutboxMessage[] = (await outboxMessages(BUYER.email)).filter(
      (message) => message.purpose === "pricedesk.alert" && !before.has(message.id),
    );
    expect(sent).toEqual([]);
  });

  it("the account page lists the buyer's alerts (deletable) and reports with what became of each", async () => {
    await desk.goto("/account");
    await waitForHydration(desk);
    const alerts = desk.getByRole("region", { name: "Your price alerts" });
    const alert = alerts.getByRole("listitem").filter({ hasText: `${ITEM.name} in Lagos: under` });
    await alert.waitFor({ state: "visible" });
    expect(await alert.innerText()).toContain(`under ₦`);
    expect(await alert.innerText()).not.toContain("last sent");

    const reports = desk.getByRole("region", { name: "Your price reports" });
    const mine = reports.getByRole("listitem").filter({ hasText: ITEM.name });
    // This run's two reports, newest first: the far-off one in Kano waits; the Mile 12 one counted.
    await expect(mine.nth(0).innerText()).resolves.toMatch(/Kurmi Market, Kano[\s\S]*Waiting for a moderator/);
    await expect(mine.nth(1).innerText()).resolves.toMatch(/Mile 12 Market, Lagos[\s\S]*Counted/);
    await screenshot(desk, "account-price-desk-1280");
    await desk.setViewportSize(viewports.mobile);
    await expectNoSideways(desk, 360, "account page at 360 px");
    await screenshot(desk, "account-price-desk-360");
    await desk.setViewportSize(viewports.desktop);

    await alert.getByRole("button", { name: `Delete the ${ITEM.name} alert for Lagos` }).click();
    await popup(desk, "Alert deleted.").waitFor({ state: "visible" });
    await alert.waitFor({ state: "detached" });
  });

  it("/market/pricedesk: going rates link to the listings, which have results", async () => {
    const page = await newPage("desktop");
    expect((await page.goto("/market/pricedesk"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Price desk in the market");
    const rates = page.getByRole("region", { name: "Going rates this month" });
    const cards = rates.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(3);
    for (const text of await cards.allInnerTexts())
      expect(text).toMatch(/₦\d{1,3}(,\d{3})*\.\d{2}\s+typical per |Few reports yet/);
    for (const href of await rates
      .getByRole("link", { name: /^Prices by state for / })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/pricedesk\/search\?item=[a-z0-9-]+$/);
    }
    await screenshot(page, "market-pricedesk-1280");

    // The first going rate whose listings search finds something (a popular item may have no seller today).
    const offerLinks = rates.getByRole("link", { name: /^See offers for / });
    let chosen: Locator | undefined;
    for (const link of await offerLinks.all()) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/market\/product\?(category=[a-z0-9-]+&)?q=/);
      if (/\d+–\d+ of \d+ listings?/.test(await (await fetch(`${baseURL()}${href}`)).text())) {
        chosen = link;
        break;
      }
    }
    expect(chosen, "a going rate whose listings have results").toBeDefined();
    const name = (await chosen!.innerText()).replace(/^See offers\s*for\s*/, "").trim();
    await chosen!.click();
    await page.waitForURL((url) => url.pathname === "/market/product" && url.searchParams.has("q"));
    expect(name.startsWith(new URL(page.url()).searchParams.get("q")!)).toBe(true);
    expect(await page.getByText(/^\d+–\d+ of \d+ listings?$/).isVisible()).toBe(true);
    expect(await page.getByRole("list", { name: "Listings" }).getByRole("article").count()).toBeGreaterThan(0);
    await screenshot(page, "market-pricedesk-offers-1280");
  });
});

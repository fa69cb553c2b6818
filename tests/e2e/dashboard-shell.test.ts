import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { signedInPage, submitSignIn } from "./support/sign-in";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  type ViewportName,
} from "./support/browser";

/**
 * Issue #15, "The dashboard is its own route group": a signed-out visitor of a dashboard page signs in and comes back
 * to it; the frame is the dashboard's own (a sidebar on a desktop, a top bar with a menu on a phone); the navigation
 * follows the person's permissions: a buyer is invited to start selling, the demo seller sees their shop and where
 * their business stands, the administrator sees the vendors waiting for review.
 */

const BUYER = "buyer@demo.oja.ng";
const SELLER = "seller@demo.oja.ng";
const ADMIN = "admin@demo.oja.ng";

describe.skipIf(browserTestsSkipped())("the dashboard's shell", { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(viewport: ViewportName): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    return context.newPage();
  }

  /** Signed in as `username`, on the overview. */
  function dashboardAs(viewport: ViewportName, username: string): Promise<Page> {
    return signedInPage(browser, contexts, { viewport, path: "/dashboard", login: username });
  }

  /** The visible navigation's links, by their text ("Products", "Soon" tags left out). */
  async function navLinks(nav: Locator): Promise<string[]> {
    // "Soon" badges and counts ("New orders 3 waiting") are not part of a link's name here.
    return (await nav.getByRole("link").allInnerTexts()).map((text) =>
      text
        .replace(/\s*Soon[\s\S]*$/, "")
        .replace(/\s+\d+\s+waiting$/, "")
        .trim(),
    );
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("signed out, a dashboard page goes to sign-in (SessionRequired) and comes back to it, query included", async () => {
    const page = await newPage("mobile");
    await page.goto("/dashboard?from=e2e");
    await page.waitForURL((url) => url.pathname === "/auth/login");
    const login = new URL(page.url());
    expect(login.searchParams.get("error")).toBe("SessionRequired");
    expect(login.searchParams.get("callbackUrl")).toBe("/dashboard?from=e2e");
    // The form reads the reason from the address once it hydrates, so wait for it rather than sample it.
    await page.getByText("Please sign in to continue").waitFor({ state: "visible", timeout: 15_000 });

    await submitSignIn(page, BUYER);
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("from") === "e2e", {
      timeout: 30_000,
    });
    // After a client-side navigation the title follows the page's streamed metadata.
    await expect.poll(() => page.title()).toBe("Dashboard · Oja");
    // A client-side navigation shows the page's loading state first: wait for the page itself.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ state: "visible" });
  });

  it("the way back is the page asked for, never one a client names in the header", async () => {
    const response = await fetch(`${baseURL()}/dashboard`, {
      redirect: "manual",
      headers: { [REQUEST_PATH_HEADER]: "/dashboard/vendor/list?chosen=1" },
    });
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!, baseURL());
    expect(location.pathname).toBe("/auth/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/dashboard");
  });

  it("a buyer is invited to start selling, and at 360 px the menu opens and reaches My profile", async () => {
    const page = await dashboardAs("mobile", BUYER);
    const main = page.locator("main");
    expect(await main.getByRole("heading", { name: "Sell on Oja" }).isVisible()).toBe(true);
    expect(
      await main
        .getByText("Nothing you prepare is public until our team has approved your profile", { exact: false })
        .isVisible(),
    ).toBe(true);
    expect(await main.getByRole("link", { name: "Start selling" }).getAttribute("href")).toBe(
      "/dashboard/vendor/profile",
    );
    expect(await main.getByText("We are reviewing your profile").count()).toBe(0);

    // The phone's frame: the logo, the page's name and a menu; no sidebar, and nothing wider than the screen.
    const bar = page.locator("[data-dashboard-bar]");
    expect(await bar.getByRole("link", { name: "Oja home" }).isVisible()).toBe(true);
    expect(await bar.locator("[data-page-title]").innerText()).toBe("Overview");
    expect(await page.locator("aside").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, "dashboard-buyer-360");

    await bar.locator("summary").click();
    const nav = bar.getByRole("navigation", { name: "Dashboard" });
    await nav.waitFor({ state: "visible" });
    expect(await navLinks(nav)).toEqual(["Overview", "My profile"]);
    expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    expect(await bar.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: "Back to the market" }).getAttribute("href")).toBe("/market");
    await screenshot(page, "dashboard-buyer-menu-360");

    await nav.getByRole("link", { name: /^My profile/ }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/users/profile");
    // The same profile as /account, inside the dashboard's frame (after its loading state).
    await page.getByRole("heading", { level: 1, name: "Hello, Adaeze" }).waitFor({ state: "visible" });
    expect(await page.getByRole("heading", { name: "Your price alerts" }).isVisible()).toBe(true);
    expect(await page.locator("aside, [data-dashboard-bar]").count()).toBeGreaterThan(0);
  });

  it("the seller sees their shop in the sidebar, and their business: name, kind and standing", async () => {
    const page = await dashboardAs("desktop", SELLER);
    const sidebar = page.locator("aside");
    expect(await sidebar.getByRole("link", { name: "Oja home" }).getAttribute("href")).toBe("/");
    const nav = sidebar.getByRole("navigation", { name: "Dashboard" });
    expect(await navLinks(nav)).toEqual([
      "Overview",
      "Products",
      "Add product",
      "Stores",
      "Business profile",
      "Team",
      "New orders",
      "Order history",
      "My profile",
    ]);
    expect(await nav.getByRole("list", { name: "Your shop" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: /^Products/ }).getAttribute("aria-current")).toBeNull();
    // The session knows the person by their first name.
    expect(await sidebar.getByText("Tunde", { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("[data-dashboard-bar]").isVisible()).toBe(false);

    const main = page.locator("main");
    expect(await main.getByRole("heading", { name: "Tunde Bakare Gadgets, Computer Village" }).isVisible()).toBe(true);
    expect(await main.getByText("Store · you are the owner").isVisible()).toBe(true);
    expect(await main.getByText("Approved", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "See your store page" }).getAttribute("href")).toMatch(
      /^\/market\/store\/tunde-bakare-gadgets/,
    );
    // The demo business has its description, phone and stores: its profile asks nothing more; no invitation to start
    // selling. The shop's own next steps (restocking) are in "The shop today".
    expect(
      await main
        .getByRole("region", { name: "Tunde Bakare Gadgets, Computer Village" })
        .getByText("What to do next")
        .count(),
    ).toBe(0);
    const today = main.getByRole("region", { name: "The shop today" });
    await today.getByText("Listings live").waitFor({ state: "visible" });
    expect(await today.getByRole("img").first().getAttribute("aria-label")).toMatch(/views/i);
    expect(await main.getByRole("link", { name: "Start selling" }).count()).toBe(0);
    await screenshot(page, "dashboard-seller-1280");

    const phone = await dashboardAs("mobile", SELLER);
    await phone.locator("[data-dashboard-bar] summary").click();
    const phoneNav = phone.locator("[data-dashboard-bar]").getByRole("navigation", { name: "Dashboard" });
    await phoneNav.waitFor({ state: "visible" });
    expect(await navLinks(phoneNav)).toEqual([
      "Overview",
      "Products",
      "Add product",
      "Stores",
      "Business profile",
      "Team",
      "New orders",
      "Order history",
      "My profile",
    ]);
    await screenshot(phone, "dashboard-seller-menu-360");
  });

  it("the administrator sees operations: the vendor profiles waiting for review, and refunds to follow up", async () => {
    const page = await dashboardAs("desktop", ADMIN);
    const nav = page.locator("aside").getByRole("navigation", { name: "Dashboard" });
    expect(await navLinks(nav)).toEqual([
      "Overview",
      "Vendors",
      "Held price reports",
      "Refunds to follow up",
      "My profile",
    ]);
    expect(await nav.getByRole("link", { name: /^Vendors/ }).getAttribute("href")).toBe("/dashboard/vendor/list");
    const queue = page.locator("main").getByRole("heading", { name: "Vendor profiles to review" });
    expect(await queue.isVisible()).toBe(true);
    expect(
      await page
        .locator("main")
        .getByText(/(No vendor profile is|[\d,]+ vendor profiles? (is|are)) waiting for a decision\./)
        .isVisible(),
    ).toBe(true);
    const refunds = page.locator("main").getByRole("heading", { name: "Refunds to follow up" });
    expect(await refunds.isVisible()).toBe(true);
    expect(
      await page
        .locator("main")
        .getByText(/(Every refund is on its way|[\d,]+ buyers? (is|are) still owed money)/)
        .isVisible(),
    ).toBe(true);
    await screenshot(page, "dashboard-admin-1280");
  });

  it("public pages load none of the dashboard's code", async () => {
    const html = await (await fetch(`${baseURL()}/market`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, baseURL()))).text();
      // The dashboard navigation's own words (a client component) are in no script a public page loads.
      expect(code.includes("(not open yet)"), src).toBe(false);
    }
  });
});

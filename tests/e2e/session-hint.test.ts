/**
 * Public pages are the same for everyone (decision 0025), so the header's account links arrive signed out and the
 * session later. A device that was signed in last time must not show "Sign In" while its session loads (SessionHint);
 * a device that never was, or has signed out, shows it from the first paint. The session's answer is held back 3 s
 * here, as a slow phone network would.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBuyer } from "./support/accounts";
import { baseURL, browserTestsSkipped, launchBrowser, viewports, waitForHydration } from "./support/browser";
import { submitSignIn } from "./support/sign-in";

const PASSWORD = "Market-Day-2026!";
const email = `kemi.hint.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe.skipIf(browserTestsSkipped())("the header while the session loads", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    page = await context.newPage();
    await registerBuyer(email, PASSWORD);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const signIn = () => page.getByRole("button", { name: "Sign In", exact: true });
  const signUp = () => page.getByRole("link", { name: "Sign Up", exact: true });

  /** Holds the session's answer back, as a slow network would, while `during` looks at the page. */
  async function withSlowSession(during: () => Promise<void>): Promise<void> {
    const slow = async (route: Parameters<Parameters<BrowserContext["route"]>[1]>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    };
    await context.route("**/api/auth/session", slow);
    try {
      await during();
    } finally {
      await context.unroute("**/api/auth/session", slow);
    }
  }

  it("a device never signed in shows Sign Up and Sign In from the first paint", async () => {
    await withSlowSession(async () => {
      await page.goto("/market", { waitUntil: "domcontentloaded" });
      await expect.poll(() => signIn().isVisible()).toBe(true);
      expect(await signUp().isVisible()).toBe(true);
    });
  });

  it("once signed in, the next page hides them while the session loads, then shows the account", async () => {
    await page.goto("/auth/login");
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("link", { name: /^Hi, Kemi/ }).isVisible(), { timeout: 20_000 }).toBe(true);

    await withSlowSession(async () => {
      await page.goto("/market", { waitUntil: "load" });
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-session"))).toBe("in");
      expect(await signIn().isVisible()).toBe(false);
      expect(await signUp().isVisible()).toBe(false);
      await expect
        .poll(() => page.getByRole("link", { name: /^Hi, Kemi/ }).isVisible(), { timeout: 20_000 })
        .toBe(true);
    });
  });

  it("after signing out, they show from the first paint again", async () => {
    await page.goto("/account");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => signIn().isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("oja.session"))).toBeNull();

    await withSlowSession(async () => {
      await page.goto("/market", { waitUntil: "domcontentloaded" });
      await expect.poll(() => signIn().isVisible()).toBe(true);
    });
  });
});

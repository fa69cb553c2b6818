/**
 * Issue #23, item 6: no redirect off the site after signing in. A callbackUrl that reads as our own path but whose dot
 * segments resolve to a protocol-relative "//evil.example" sent the browser to http://evil.example/phish after a real
 * sign-in. Each spelling is tried through the sign-in form, the forgot-password page and the recovery modal (they share
 * safeCallbackUrl, src/lib/safe-redirect.ts). The hostile host is answered locally, so a miss shows as a page that
 * says "phished" instead of a DNS error.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBuyer } from "./support/accounts";
import { baseURL, browserTestsSkipped, launchBrowser, viewports, waitForHydration } from "./support/browser";

const PASSWORD = "Market-Day-2026!";
const NEW_PASSWORD = "Fresh-Market-2027!";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const spellings = [
  "/dashboard/..//evil.example/phish",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/account/..//evil.example/phish",
];

async function resetCode(to: string): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL()}/api/dev/outbox?${new URLSearchParams({ to, limit: "5" })}`);
        const { messages } = (await response.json()) as { messages: { purpose: string; otp: string | null }[] };
        otp = messages.find((message) => message.purpose === "otp:RESET_PASSWORD")?.otp ?? null;
        return otp;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return otp!;
}

/** Types the code, a new password, and resets, in the recovery form inside `scope` (the page or the modal). */
async function recover(scope: Page | Locator, email: string): Promise<void> {
  await scope.getByLabel("Email or phone number", { exact: true }).fill(email);
  await scope.getByRole("button", { name: "Send code" }).click();
  await scope.getByLabel("Digit 1 of 6", { exact: true }).fill(await resetCode(email));
  await scope.getByRole("button", { name: "Verify code" }).click();
  await scope.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await scope.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await scope.getByRole("button", { name: "Reset password" }).click();
}

describe.skipIf(browserTestsSkipped())("after signing in, the browser stays on Oja", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function open(pathname: string): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route(
      (url) => url.hostname === "evil.example",
      (route) => route.fulfill({ contentType: "text/plain", body: "phished" }),
    );
    const page = await context.newPage();
    await page.goto(pathname, { waitUntil: "load" });
    await waitForHydration(page);
    return page;
  }

  /** Waits for the navigation that follows, and says where it went. */
  async function landing(page: Page, from: string): Promise<URL> {
    await page.waitForURL((url) => url.pathname !== from || url.host !== new URL(baseURL()).host, { timeout: 20_000 });
    await page.waitForLoadState("load");
    return new URL(page.url());
  }

  it.each(spellings)("the sign-in form, with callbackUrl %j, lands on our own site", async (callbackUrl) => {
    const email = `kemi.${run}.${spellings.indexOf(callbackUrl)}@example.com`;
    await registerBuyer(email, PASSWORD);
    const page = await open(`/auth/login?${new URLSearchParams({ error: "SessionRequired", callbackUrl })}`);
    await page.getByLabel("Email or phone number", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const landed = await landing(page, "/auth/login");
    expect(landed.host).toBe(new URL(baseURL()).host);
    expect(landed.pathname).toBe("/");
    expect(await page.content()).not.toContain("phished");
  });

  it("the forgot-password page, after the reset, lands on our own site", async () => {
    const email = `kemi.${run}.page@example.com`;
    await registerBuyer(email, PASSWORD);
    const page = await open(`/auth/forgot_password?${new URLSearchParams({ callbackUrl: spellings[0]! })}`);
    await recover(page, email);
    const landed = await landing(page, "/auth/forgot_password");
    expect(landed.host).toBe(new URL(baseURL()).host);
    expect(landed.pathname).toBe("/");
  });

  it("the recovery modal, after the reset, lands on our own site", async () => {
    const email = `kemi.${run}.modal@example.com`;
    await registerBuyer(email, PASSWORD);
    const page = await open(`/auth/login?${new URLSearchParams({ callbackUrl: spellings[2]! })}`);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await recover(page.getByRole("dialog"), email);
    const landed = await landing(page, "/auth/login");
    expect(landed.host).toBe(new URL(baseURL()).host);
    expect(landed.pathname).toBe("/");
  });
});

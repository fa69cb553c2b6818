import type { Browser, Cookie } from "playwright-core";

/** Every demo account's password (src/db/seed). */
const DEMO_PASSWORD = "Demo-Oja-2026!";

/**
 * The session cookies of a demo account, signed in through the real form once, so the dashboard's pages can be measured
 * as the person who uses them (each measured load still starts with a cold cache).
 */
export async function signInCookies(browser: Browser, origin: string, login: string): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/auth/login?callbackUrl=%2Fdashboard`, { waitUntil: "load", timeout: 120_000 });
    await page.getByLabel("Email or phone number", { exact: true }).fill(login);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 60_000 });
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** A Cookie request header from the browser's cookies, for plain fetches (route placeholders, warm-up). */
export function cookieHeader(cookies: readonly Cookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

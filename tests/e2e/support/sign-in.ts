import type { Browser, BrowserContext, Page } from "playwright-core";
import { graphql } from "./api";
import { baseURL, viewports, waitForHydration, type ViewportName } from "./browser";

/** Every demo account's password (src/db/seed). */
export const DEMO_PASSWORD = "Demo-Oja-2026!";

/**
 * A page signed in through the dashboard's gate: it opens `path`, is sent to sign-in, signs in as `login` and comes
 * back to `path`. The context is pushed onto `contexts` so the test file closes it in afterAll.
 */
export async function signedInPage(
  browser: Browser,
  contexts: BrowserContext[],
  options: { viewport: ViewportName; path: string; login: string; password?: string },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport],
    baseURL: baseURL(),
    locale: "en-NG",
  });
  contexts.push(context);
  await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  await page.goto(options.path);
  await submitSignIn(page, options.login, options.password);
  const target = new URL(options.path, "http://x").pathname;
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
  await waitForHydration(page);
  return page;
}

/**
 * The sign-in form's steps, for a page that is on (or on its way to) /auth/login: waits for the form to hydrate,
 * fills it as `login` and submits. Where the person lands is the caller's to check.
 */
export async function submitSignIn(page: Page, login: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/auth/login");
  await waitForHydration(page);
  await page.getByLabel("Email or phone number", { exact: true }).fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A 15-minute API token for `login` (GraphQL `login`), for test setup through the API. */
export async function apiAccessToken(login: string, password: string = DEMO_PASSWORD): Promise<string> {
  const data = await graphql<{ login: { message: string; data: { token: { accessToken: string } } | null } }>(
    `mutation Login($input: LoginInput!) { login(input: $input) { message data { token { accessToken } } } }`,
    { input: { username: login, password } },
  );
  if (!data.login.data) throw new Error(`login failed: ${data.login.message}`);
  return data.login.data.token.accessToken;
}

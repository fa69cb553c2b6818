import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { graphql } from "./support/api";
import { providerClaims, providerLogin } from "./support/oidc-provider";
import { submitSignIn } from "./support/sign-in";

// Issue #3, "Tests": the Google sign-in end to end in the browser, against a real OpenID provider started by the global
// setup (tests/e2e/support/oidc-provider.ts) and configured as the app's GOOGLE_ISSUER. The provider's development
// login page takes any login name; the name spells the e-mail and whether the provider calls it verified.

const PASSWORD = "Market-Day-2026!";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let serial = 0;
const uniqueEmail = (name: string) => `${name}.${run}.${++serial}@example.com`;

interface SessionBody {
  user?: { id?: string; name?: string; email?: string | null; phone?: string | null; kind?: string };
  accessToken?: string;
}

async function register(firstName: string, email: string): Promise<void> {
  const { register } = await graphql<{ register: { status: boolean; message: string } }>(
    `mutation Register($input: RegisterInput!) { register(input: $input) { status message } }`,
    {
      input: {
        first_name: firstName,
        username: email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        kind: "BUYER",
        device: "web",
      },
    },
  );
  expect(register, register.message).toMatchObject({ status: true });
}

/** The password sign-in of the accounts API: the user's id, or the refusal's message. */
async function passwordLogin(email: string): Promise<{ status: boolean; message: string; id: string | null }> {
  const { login } = await graphql<{
    login: { status: boolean; message: string; data: { user: { id: string } } | null };
  }>(`mutation Login($input: LoginInput!) { login(input: $input) { status message data { user { id } } } }`, {
    input: { username: email, password: PASSWORD, device: "web" },
  });
  return { status: login.status, message: login.message, id: login.data?.user.id ?? null };
}

/** Confirms the address with the VerifyAccount code from the development outbox (delivered by a worker: polled). */
async function verifyEmail(email: string): Promise<void> {
  let otp: string | null = null;
  for (
    const deadline = Date.now() + 20_000;
    !otp && Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    const response = await fetch(`${baseURL()}/api/dev/outbox?${new URLSearchParams({ to: email, limit: "5" })}`);
    expect(response.status, "the development outbox must be on (DEV_OUTBOX_IN_PRODUCTION=1)").toBe(200);
    const { messages } = (await response.json()) as { messages: { purpose: string; otp: string | null }[] };
    otp = messages.find((message) => message.purpose === "otp:VERIFY_ACCOUNT")?.otp ?? null;
  }
  expect(otp, `a VerifyAccount code for ${email} in the outbox`).toMatch(/^\d{6}$/);
  const { verifyOTP } = await graphql<{ verifyOTP: { status: boolean; message: string } }>(
    `mutation VerifyOTP($user: String!, $type: OTPType!, $otp: Int!) { verifyOTP(user: $user, type: $type, otp: $otp) { status message } }`,
    { user: email, type: "VerifyAccount", otp: Number(otp) },
  );
  expect(verifyOTP, verifyOTP.message).toMatchObject({ status: true });
}

async function sessionIn(page: Page): Promise<SessionBody> {
  return page.evaluate(async () =>
    (await fetch("/api/auth/session", { headers: { accept: "application/json" } })).json(),
  );
}

describe.skipIf(browserTestsSkipped())("Google sign-in against a local OpenID provider", () => {
  let browser: Browser;
  let issuer: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    issuer = inject("oidcIssuer");
    expect(issuer, "the global setup starts the OpenID provider").toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  /**
   * A fresh context at /auth/login. The provider's pages pull a web font: blocked, the run stays offline. The app's
   * web-vitals beacons are answered here: not under test, and /api/vitals allows 60 a minute per address, shared
   * with the files that look at every request.
   */
  async function loginPage(viewport: ViewportName = "mobile", pathname = "/auth/login"): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route(/^https?:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    expect((await page.goto(pathname, { waitUntil: "load" }))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await waitForHydration(page);
    return page;
  }

  /**
   * "Continue with google account" → the provider's sign-in page (any password) → its consent page when asked →
   * back on the app, signed in. Returns the session the page then sees.
   */
  async function continueWithGoogle(
    page: Page,
    login: string,
    options: { shots?: string; returnTo?: string } = {},
  ): Promise<SessionBody> {
    const { shots, returnTo = "/" } = options;
    const button = page.getByRole("button", { name: "Continue with google account", exact: true });
    await expect
      .poll(() => button.isEnabled(), { message: "the Google button is enabled once the providers load" })
      .toBe(true);
    await button.click();
    await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith("/interaction/"));
    const signInUrl = page.url();
    expect(await page.locator("h1").innerText()).toBe("Sign-in");
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password will do");
    if (shots) await screenshot(page, `${shots}-provider-sign-in-360`);
    await page.getByRole("button", { name: "Sign-in", exact: true }).click();
    await page.waitForURL((url) => url.href !== signInUrl);
    if (new URL(page.url()).origin === issuer) {
      expect(await page.locator("h1").innerText()).toBe("Authorize");
      expect(await page.locator("body").innerText()).toMatch(/email[\s\S]*profile/);
      if (shots) await screenshot(page, `${shots}-provider-consent-360`);
      await page.getByRole("button", { name: "Continue", exact: true }).click();
    }
    await page.waitForURL((url) => url.origin === baseURL() && !url.pathname.startsWith("/api/auth"));
    expect(new URL(page.url()).pathname).toBe(returnTo);
    expect(new URL(page.url()).searchParams.get("error")).toBeNull();
    return sessionIn(page);
  }

  async function accountPage(page: Page): Promise<{ heading: string; email: string }> {
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/account");
    return {
      heading: await page.getByRole("heading", { level: 1 }).innerText(),
      email: await page.locator("dd").first().innerText(),
    };
  }

  it("the button leads to the provider and back, signed in to a new buyer account named from the profile", async () => {
    const providers = (await (await fetch(`${baseURL()}/api/auth/providers`)).json()) as Record<
      string,
      { signinUrl: string }
    >;
    expect(providers.google?.signinUrl).toBe(`${baseURL()}/api/auth/signin/google`);
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(issuer);

    const email = uniqueEmail("chidi");
    const login = providerLogin(email);
    const page = await loginPage();
    const session = await continueWithGoogle(page, login, { shots: "oauth-google" });
    expect(session.user).toMatchObject({ name: "Chidi", email, kind: "BUYER", phone: null });
    expect(session.user?.id).toMatch(/\S/);
    expect(session.accessToken).toMatch(/\S/);

    const account = await accountPage(page);
    expect(account.heading).toBe(`Hello, ${providerClaims(login).given_name}`);
    expect(account.email).toBe(`${email} (verified)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "oauth-google-account-360");

    // The same subject again, from another browser that was sent to sign in on its way to /account: the provider
    // asks again, the same account opens, and the callbackUrl survives the round trip.
    const other = await loginPage("mobile", "/account");
    expect(new URL(other.url()).search).toBe("?error=SessionRequired&callbackUrl=%2Faccount");
    const again = await continueWithGoogle(other, login, { returnTo: "/account" });
    expect(again.user?.id).toBe(session.user?.id);
    expect(await other.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Chidi");

    // Signed out of the app but still signed in at the provider: one click, no provider pages, the same account.
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await sessionIn(page)).user ?? null).toBeNull();
    await page.goto("/auth/login");
    await waitForHydration(page);
    const visited: string[] = [];
    page.on(
      "framenavigated",
      (frame) =>
        frame === page.mainFrame() && visited.push(new URL(frame.url()).origin + new URL(frame.url()).pathname),
    );
    const button = page.getByRole("button", { name: "Continue with google account", exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.waitForURL((url) => url.origin === baseURL() && url.pathname === "/");
    expect(visited.filter((href) => href.startsWith(`${issuer}/interaction/`))).toEqual([]);
    expect((await sessionIn(page)).user?.id).toBe(session.user?.id);
  });

  describe("an existing password account with the same e-mail", () => {
    const email = uniqueEmail("bisola");
    let accountId: string;

    beforeAll(async () => {
      await register("Bisola", email);
      await verifyEmail(email);
      const login = await passwordLogin(email);
      expect(login.status, login.message).toBe(true);
      accountId = login.id!;
    });

    it("is not linked when the provider does not vouch for the e-mail (email_verified false)", async () => {
      const page = await loginPage();
      const session = await continueWithGoogle(page, providerLogin(email, { verified: false }));
      expect(session.user?.id).toMatch(/\S/);
      expect(session.user?.id).not.toBe(accountId);
      // A separate account, named from the profile, without the unproven address; the password account is untouched.
      const account = await accountPage(page);
      expect(account.email).toBe("Not added");
      expect((await passwordLogin(email)).id).toBe(accountId);
      // The session speaks for that separate account: it must not carry the other account's address.
      expect(
        session.user,
        "session.user.email is the account's e-mail, not the provider's unverified one",
      ).toMatchObject({ name: "Bisola", email: null });
    });

    it("is linked when the provider says the e-mail is verified; its name and password are kept", async () => {
      const page = await loginPage();
      const session = await continueWithGoogle(page, providerLogin(email));
      expect(session.user?.id).toBe(accountId);
      const account = await accountPage(page);
      expect(account.heading).toBe("Hello, Bisola");
      expect(account.email).toBe(`${email} (verified)`);
      const login = await passwordLogin(email);
      expect(login).toMatchObject({ status: true, id: accountId });
    });
  });

  it("an account that never proved its e-mail is taken over by the provider's verified owner: password and sessions end", async () => {
    const email = uniqueEmail("yemi");
    await register("Yemi", email);
    const squatter = await passwordLogin(email);
    expect(squatter.status, squatter.message).toBe(true);
    // The unverified account is signed in somewhere.
    const elsewhere = await loginPage("desktop");
    await submitSignIn(elsewhere, email, PASSWORD);
    await expect.poll(async () => (await sessionIn(elsewhere)).user?.id).toBe(squatter.id);

    const session = await continueWithGoogle(await loginPage(), providerLogin(email));
    expect(session.user?.id).toBe(squatter.id);
    expect((await sessionIn(elsewhere)).user).toBeUndefined();
    const again = await passwordLogin(email);
    expect(again).toMatchObject({ status: false, message: "Invalid username or password" });
  });
});

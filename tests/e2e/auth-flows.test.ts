import type { Browser, BrowserContext, Cookie, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

// Issue #3, "Tests": the seller and phone-number journeys, the recovery modal's close at every step, the
// session-required redirect and return, and a password reset ending the account's other sessions. One-time codes are
// read from the development outbox (global setup runs the app with DEV_OUTBOX_IN_PRODUCTION=1 on a local APP_URL).

type Purpose = "VERIFY_ACCOUNT" | "RESET_PASSWORD";
interface OutboxMessage {
  id: string;
  channel: string;
  recipient: string;
  purpose: string;
  otp: string | null;
}
interface SessionBody {
  user?: { id?: string; name?: string; email?: string | null; phone?: string | null; kind?: string };
}

const PASSWORD = "Market-Day-2026!";
const NEW_PASSWORD = "Fresh-Market-2027!";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let serial = 0;
const uniqueEmail = (name: string) => `${name}.${run}.${++serial}@example.com`;

/** A Nigerian MTN number (0803 + 7 digits) in the spellings people type; new each run. */
function randomPhone() {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  const [a, b] = [rest.slice(0, 3), rest.slice(3)];
  return { local: `0803 ${a} ${b}`, e164: `+234803${rest}`, spaced: `+234 803 ${a} ${b}`, plain: `234803${rest}` };
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL()}/api/dev/outbox?${new URLSearchParams({ to, limit: "20" })}`);
  expect(response.status, "the development outbox must be on (DEV_OUTBOX_IN_PRODUCTION=1)").toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest code of `purpose` sent to `to` that is not among `seen` (messages are delivered by a worker: poll). */
async function codeFor(
  to: string,
  purpose: Purpose,
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxMessage & { otp: string }> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(to)).find((message) => message.purpose === `otp:${purpose}` && !seen.has(message.id));
        return found?.otp ?? null;
      },
      { timeout: 20_000, interval: 250, message: `a ${purpose} code for ${to} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return found as OutboxMessage & { otp: string };
}

async function outboxIds(to: string): Promise<Set<string>> {
  return new Set((await outbox(to)).map((message) => message.id));
}

/** A buyer account made through the API (the journeys under test make theirs in the browser). */
async function registerBuyer(firstName: string, username: string): Promise<void> {
  const { register } = await graphql<{ register: { status: boolean; message: string } }>(
    `mutation Register($input: RegisterInput!) { register(input: $input) { status message code } }`,
    {
      input: {
        first_name: firstName,
        username,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        kind: "BUYER",
        device: "web",
      },
    },
  );
  expect(register, register.message).toMatchObject({ status: true });
}

/**
 * One plain buyer (Tolu) for the tests that only need someone to sign in as, made on first use: sign-ups are limited
 * to 10 an hour per address, and every browser-test file shares that budget.
 */
const tolu = { email: uniqueEmail("tolu"), registered: null as Promise<void> | null };
function toluAccount(): Promise<string> {
  tolu.registered ??= registerBuyer("Tolu", tolu.email);
  return tolu.registered.then(() => tolu.email);
}

/** GET /api/auth/session from inside the page, with its cookies. */
async function sessionIn(page: Page): Promise<SessionBody> {
  return page.evaluate(async () =>
    (await fetch("/api/auth/session", { headers: { accept: "application/json" } })).json(),
  );
}

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function fillCode(scope: Page | Locator, code: string): Promise<void> {
  // The first box takes a whole code (as the phone's one-time-code autofill does) and spreads it over the six.
  await scope.getByLabel("Digit 1 of 6", { exact: true }).fill(code);
  const boxes = scope.locator("input[inputmode=numeric]");
  expect(await boxes.evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value).join(""))).toBe(code);
}

async function signIn(page: Page, username: string, password: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/auth/login?${new URLSearchParams({ callbackUrl })}` : "/auth/login");
  await waitForHydration(page);
  await page.getByLabel("Email or phone number", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (callbackUrl) await page.waitForURL((url) => url.pathname === callbackUrl);
}

async function signOutFromAccount(page: Page): Promise<void> {
  await page.goto("/account");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(async () => (await sessionIn(page)).user ?? null).toBeNull();
}

describe.skipIf(browserTestsSkipped())("auth flows", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /**
   * A fresh context (its own cookies and storage). Its web-vitals beacons are answered here: they are not under test,
   * and /api/vitals allows 60 a minute per address, shared with the files that do look at every request.
   */
  async function newPage(viewport: ViewportName = "mobile", cookies: Cookie[] = []): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    if (cookies.length) await context.addCookies(cookies);
    return context.newPage();
  }

  async function open(pathname: string, viewport: ViewportName = "mobile"): Promise<Page> {
    const page = await newPage(viewport);
    const response = await page.goto(pathname, { waitUntil: "load" });
    expect(response?.status(), pathname).toBe(200);
    await waitForHydration(page);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it("seller sign-up as a trade: verification with the outbox code lands on /auth/payment; Sign out ends the session", async () => {
    const email = uniqueEmail("emeka");
    const page = await open("/auth/seller/signup");
    await page.getByText("I offer a trade or service", { exact: true }).click();
    await expect.poll(() => page.getByRole("radio", { name: /I offer a trade or service/ }).isChecked()).toBe(true);
    await page.getByLabel("First name", { exact: true }).fill("Emeka");
    await page.getByLabel("Last name (optional)", { exact: true }).fill("Nwosu");
    await page.getByLabel("Trade or business name (optional)", { exact: true }).fill("Emeka Tailoring");
    await page.getByLabel("State (optional)", { exact: true }).selectOption("Enugu");
    await page.getByLabel("Email or phone number", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create seller account", exact: true }).click();

    await page.getByRole("heading", { name: "Verify your account", level: 1 }).waitFor({ state: "visible" });
    expect(await page.locator("main").innerText()).toContain(
      `We sent a 6-digit code by e-mail to ${email}. Verify your account to start selling.`,
    );
    const session = await sessionIn(page);
    expect(session.user).toMatchObject({ email, kind: "ARTISAN", name: "Emeka" });

    const message = await codeFor(email, "VERIFY_ACCOUNT");
    expect(message.channel).toBe("EMAIL");
    await fillCode(page, message.otp);
    await page.getByRole("button", { name: "Verify account", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/payment");
    await page.getByRole("heading", { name: "Seller subscription payment", level: 1 }).waitFor({ state: "visible" });

    await page.goto("/account");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Emeka");
    expect(await page.getByText(/^Artisan account · member since/).isVisible()).toBe(true);
    expect(await page.locator("dd").first().innerText()).toBe(`${email} (verified)`);
    const cookies = await page.context().cookies();

    await signOutFromAccount(page);
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/auth/login");

    // The old session cookie, replayed elsewhere, is dead too: sign-out revoked its access token on the server.
    const replay = await newPage("mobile", cookies);
    await replay.goto("/");
    expect((await sessionIn(replay)).user).toBeUndefined();
  });

  it("a phone-number user: SMS code, sign out, reset by '+234 803 …', sign in as '234803…'", async () => {
    const phone = randomPhone();
    const page = await open("/auth/signup");
    await page.getByLabel("First name", { exact: true }).fill("Ngozi");
    await page.getByLabel("Email or phone number", { exact: true }).fill(phone.local);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();

    await page.getByRole("heading", { name: "Verify your account", level: 1 }).waitFor({ state: "visible" });
    // The username as the server keeps it.
    expect(await page.locator("main").innerText()).toContain(`We sent a 6-digit code by SMS to ${phone.e164}.`);
    expect((await sessionIn(page)).user).toMatchObject({ phone: phone.e164, email: null, kind: "BUYER" });
    // The outbox normalises the address it is asked about: the local spelling finds the same message.
    const verify = await codeFor(phone.e164, "VERIFY_ACCOUNT");
    expect(verify).toMatchObject({ channel: "SMS", recipient: phone.e164 });
    expect((await outbox(phone.local))[0]?.id).toBe(verify.id);
    await fillCode(page, verify.otp);
    await page.getByRole("button", { name: "Verify account", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await popup(page, "Code verified").waitFor({ state: "visible" });

    await signOutFromAccount(page);

    // Forgot password in the modal, typed another way.
    const seen = await outboxIds(phone.e164);
    await page.goto("/auth/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email or phone number", { exact: true }).fill(phone.spaced);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("heading", { name: "OTP verification" }).waitFor({ state: "visible" });
    expect(await dialog.innerText()).toContain(
      `We sent a 6-digit code by SMS to ${phone.e164.slice(0, 7)}****${phone.e164.slice(-3)}.`,
    );
    const reset = await codeFor(phone.e164, "RESET_PASSWORD", seen);
    expect(reset.channel).toBe("SMS");
    await fillCode(dialog, reset.otp);
    await dialog.getByRole("button", { name: "Verify code" }).click();
    await dialog.getByRole("heading", { name: "Reset password" }).waitFor({ state: "visible" });
    await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await popup(page, "Your password has been changed").waitFor({ state: "visible" });
    await dialog.waitFor({ state: "detached" });

    // Signed out again, the new password opens the account under the third spelling.
    await page.context().clearCookies();
    await signIn(page, phone.plain, NEW_PASSWORD, "/account");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Ngozi");
    expect(await page.locator("dd").nth(1).innerText()).toMatch(/\(verified\)$/);
    expect((await sessionIn(page)).user).toMatchObject({ phone: phone.e164 });
  });

  it("the recovery modal closes at every step with the close button and with Escape, and reopens at FORGOT", async () => {
    // Two real accounts to reach RESET twice (a second code for one account would wait out the 30-second gap).
    const accounts = [await toluAccount(), uniqueEmail("funke")];
    await registerBuyer("Funke", accounts[1]!);

    const page = await open("/auth/login", "desktop");
    const dialog = page.getByRole("dialog");
    const heading = (name: string) => dialog.getByRole("heading", { name, exact: true });

    async function reopenAtForgot() {
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await heading("Forgot Password").waitFor({ state: "visible" });
      expect(await dialog.getByRole("heading").count()).toBe(1);
    }
    async function close(how: "button" | "Escape", step: string) {
      if (how === "button") await screenshot(page, `auth-flows-modal-${step}-1280`);
      if (how === "button") await dialog.getByRole("button", { name: "Close" }).click();
      else await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByRole("heading", { name: "Sign in", level: 1 }).isVisible()).toBe(true);
    }
    async function toOtp(username: string) {
      await dialog.getByLabel("Email or phone number", { exact: true }).fill(username);
      await dialog.getByRole("button", { name: "Send code" }).click();
      await heading("OTP verification").waitFor({ state: "visible" });
    }
    async function toReset(email: string) {
      await toOtp(email);
      const { otp } = await codeFor(email, "RESET_PASSWORD");
      await fillCode(dialog, otp);
      await dialog.getByRole("button", { name: "Verify code" }).click();
      await heading("Reset password").waitFor({ state: "visible" });
      expect(await dialog.getByLabel("New password", { exact: true }).isVisible()).toBe(true);
    }

    for (const how of ["button", "Escape"] as const) {
      await reopenAtForgot();
      await close(how, "forgot");
    }
    // The OTP step: the answer is the same for unknown usernames, so fresh ones need no account and no waiting.
    for (const how of ["button", "Escape"] as const) {
      await reopenAtForgot();
      await toOtp(uniqueEmail("nobody"));
      await close(how, "otp");
    }
    for (const [index, how] of (["button", "Escape"] as const).entries()) {
      await reopenAtForgot();
      await toReset(accounts[index]!);
      await close(how, "reset");
    }
    await reopenAtForgot();
    expect(await dialog.getByLabel("Email or phone number", { exact: true }).inputValue()).toBe("");
    // Closing at RESET changed nothing: the old password still opens the account.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await signIn(page, accounts[0]!, PASSWORD, "/account");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Tolu");
  });

  it("/account signed out goes to sign-in with SessionRequired, says so, and signing in comes back", async () => {
    const email = await toluAccount();
    const page = await newPage();
    expect((await page.goto("/account", { waitUntil: "load" }))?.status()).toBe(200);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe("/auth/login");
    expect(landed.search).toBe("?error=SessionRequired&callbackUrl=%2Faccount");
    await waitForHydration(page);
    const notice = page.getByText("Please sign in to continue", { exact: true });
    await notice.waitFor({ state: "visible" });
    await screenshot(page, "auth-flows-session-required-360");

    await page.getByLabel("Email or phone number", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Tolu");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "auth-flows-account-360");
  });

  it("a password reset in one browser ends the session in another", async () => {
    const email = uniqueEmail("musa");
    await registerBuyer("Musa", email);
    const first = await open("/auth/login");
    const second = await open("/auth/login", "desktop");
    for (const page of [first, second]) await signIn(page, email, PASSWORD, "/account");
    const before = await Promise.all([sessionIn(first), sessionIn(second)]);
    expect(before[0].user?.id).toBeTruthy();
    expect(before[1].user?.id).toBe(before[0].user?.id);

    // The reset, in the first browser, through the modal (signed in: the modal works the same).
    await first.goto("/auth/login");
    await waitForHydration(first);
    await first.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = first.getByRole("dialog");
    await dialog.getByLabel("Email or phone number", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("heading", { name: "OTP verification" }).waitFor({ state: "visible" });
    await fillCode(dialog, (await codeFor(email, "RESET_PASSWORD")).otp);
    await dialog.getByRole("button", { name: "Verify code" }).click();
    await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await popup(first, "Your password has been changed").waitFor({ state: "visible" });

    // The first browser holds the new session; the second one's has ended.
    expect((await sessionIn(first)).user?.id).toBe(before[0].user?.id);
    expect((await sessionIn(second)).user).toBeUndefined();
    await second.goto("/account");
    await second.waitForURL(
      (url) => url.pathname === "/auth/login" && url.searchParams.get("error") === "SessionRequired",
    );
    await waitForHydration(second);
    await second.getByLabel("Email or phone number", { exact: true }).fill(email);
    await second.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await second.getByRole("button", { name: "Sign in", exact: true }).click();
    await second.waitForURL((url) => url.pathname === "/account");
    expect(await second.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Musa");
  });
});

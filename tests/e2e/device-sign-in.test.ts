import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphQL } from "../setup/post-graphql";
import { graphql } from "./support/api";
import { baseURL, browserTestsSkipped, launchBrowser, screenshot, viewports } from "./support/browser";
import { submitSignIn } from "./support/sign-in";

// Issue #13: a person who signed in on this device before still signs in while a stranger hammers the account from
// another address (OWASP device cookies, docs/decisions/0013-sign-in-limits.md). The stranger's requests leave from
// 127.0.0.9, another address on this machine; the browser's from 127.0.0.1.

const PASSWORD = "Market-Day-2026!";
const email = `ife.${Date.now().toString(36)}@example.com`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { status code message } }`;

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto("/auth/login?callbackUrl=%2Faccount");
  await submitSignIn(page, email, password);
}

describe.skipIf(browserTestsSkipped())("device cookies", () => {
  let browser: Browser;
  let ownPhone: BrowserContext;
  let newPhone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    ownPhone = await browser.newContext({ baseURL: baseURL(), viewport: viewports.mobile });
    newPhone = await browser.newContext({ baseURL: baseURL(), viewport: viewports.mobile });
    await graphql(`mutation($input: RegisterInput!) { register(input: $input) { status } }`, {
      input: {
        first_name: "Ifeoma",
        username: email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        kind: "BUYER",
        device: "web",
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the owner's phone signs in while a stranger hammers the account; a new phone is told to wait", async () => {
    // The owner signs in once on their phone, then signs out: the device cookie stays.
    const page = await ownPhone.newPage();
    await signIn(page, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/account");
    const cookies = await ownPhone.cookies();
    const device = cookies.find((cookie) => cookie.name === "oja-device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await ownPhone.clearCookies({ name: "next-auth.session-token" });

    // A stranger guesses from other addresses, without pause, until strangers must wait 8 seconds or more between tries.
    let hammering = true;
    let longestWait = 0;
    const hammer = (async () => {
      for (let i = 0; hammering; i += 1) {
        const answer = await postGraphQL(
          `${baseURL()}/graphql`,
          LOGIN,
          { input: { username: email, password: `Guess-${i}-password` } },
          { from: `127.0.0.${10 + (i % 30)}` },
        );
        longestWait = Math.max(longestWait, Number(answer.headers["retry-after"] ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await expect.poll(() => longestWait, { timeout: 40_000, interval: 200 }).toBeGreaterThanOrEqual(8);

    // A phone that never signed in here waits, and is told for how long (no lock, no wrong-password message).
    const stranger = await newPhone.newPage();
    await signIn(stranger, PASSWORD);
    await expect
      .poll(() =>
        stranger
          .getByText(/Too many attempts\. Please try again in \d+ (seconds?|minutes?)\./)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(stranger, "device-sign-in-new-phone-waits");

    // The owner's phone signs straight in.
    await signIn(page, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/account");
    await expect.poll(() => page.getByText("Ifeoma").first().isVisible()).toBe(true);
    await screenshot(page, "device-sign-in-owner-phone");
    hammering = false;
    await hammer;
  }, 90_000);
});

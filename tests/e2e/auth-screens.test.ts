import type { Browser, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nigerianStates } from "@/lib/nigeria";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  openPage,
  screenshot,
  waitForHydration,
  type OpenedPage,
  type ViewportName,
} from "./support/browser";
import { fieldError } from "./support/fields";

// Spec sections 2, 4, 5 and 8: the auth screens, the password-recovery modal and the validation messages, word for word.
const INVALID = "Please check your inputs";
const USERNAME_REQUIRED = "Email or (+234) phone number is required";
const USERNAME_INVALID = "Invalid email or (+234) phone number";
const PASSWORD_REQUIRED = "Password is required";
const PASSWORD_MIN = "Password should be of minimum 8 characters length";
const CONFIRM_REQUIRED = "Confirm password is required";
const PASSWORDS_MATCH = "Passwords must match";
const OTP_TYPE_NOT_FOUND = "OTP type not found";
const AUTH_BG = "rgb(255, 242, 242)"; // #FFF2F2
const CAPTCHA_NOTICE =
  "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply. By continuing you agree to our Terms and Conditions and Privacy Policy.";

const authPages = [
  { path: "/auth/signup", title: "Create an account", layout: "split" },
  { path: "/auth/login", title: "Sign in", layout: "split" },
  { path: "/auth/forgot_password", title: "Forgot password", layout: "card" },
  { path: "/auth/payment", title: "Seller subscription payment", layout: "card" },
  { path: "/auth/seller/signup", title: "Create a seller account", layout: "split" },
  { path: "/auth/seller/login", title: "Seller sign in", layout: "split" },
  { path: "/auth/seller/forgot_password", title: "Seller forgot password", layout: "card" },
] as const;

/** Requests that would submit something: GraphQL mutations and the session service's sign-in callback. */
function submissions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname === "/graphql" || pathname.startsWith("/api/auth/callback")))
      seen.push(request);
  });
  return seen;
}

function popup(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

describe.skipIf(browserTestsSkipped())("auth screens", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];

  async function open(pathname: string, viewport: ViewportName = "mobile"): Promise<Page> {
    const result = await openPage(browser, viewport, pathname);
    opened.push(result);
    expect(result.status, pathname).toBe(200);
    await waitForHydration(result.page);
    return result.page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => {});
    await browser?.close();
  });

  describe.each(authPages)("$path", ({ path, title, layout }) => {
    it.each(["mobile", "desktop"] as const)(
      "renders at %s width on #FFF2F2 with no horizontal overflow",
      async (viewport) => {
        const page = await open(path, viewport);
        const width = viewport === "mobile" ? 360 : 1280;
        expect(await page.title()).toBe(`${title} · Oja`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        expect(await page.locator("[data-auth-frame]").evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
          AUTH_BG,
        );
        expect(await page.getByRole("banner").getByRole("link", { name: "Oja home" }).getAttribute("href")).toBe("/");
        expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
        // Split layout: the picture beside the form from the md breakpoint (900px) up, hidden on phones.
        const picture = page.locator("main figure svg");
        if (layout === "split") expect(await picture.isVisible()).toBe(viewport === "desktop");
        else expect(await picture.count()).toBe(0);
        await page.waitForTimeout(300); // the providers list and session settle
        await screenshot(page, `auth${path.slice(5).replace(/\//g, "-")}-${width}`);
      },
    );
  });

  describe("sign-in form", () => {
    it("submitting it empty shows the popup and both errors, and sends nothing", async () => {
      const page = await open("/auth/login");
      const sent = submissions(page);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(page, "Email or phone number")).toBe(USERNAME_REQUIRED);
      expect(await fieldError(page, "Password")).toBe(PASSWORD_REQUIRED);
      await screenshot(page, "auth-login-empty-360");
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
    });

    it("a username that is neither an e-mail nor a +234 number is refused once touched", async () => {
      const page = await open("/auth/seller/login");
      await page.getByLabel("Email or phone number", { exact: true }).fill("ada");
      await page.getByLabel("Password", { exact: true }).focus();
      await expect.poll(() => fieldError(page, "Email or phone number")).toBe(USERNAME_INVALID);
      expect(await fieldError(page, "Password")).toBeNull();
      // A Nigerian number typed the usual way is accepted.
      await page.getByLabel("Email or phone number", { exact: true }).fill("0803 123 4567");
      await expect.poll(() => fieldError(page, "Email or phone number")).toBeNull();
    });

    it("?error=SessionRequired asks the person to sign in", async () => {
      const page = await open("/auth/login?error=SessionRequired&callbackUrl=%2Fabout");
      await page.getByText("Please sign in to continue", { exact: true }).waitFor({ state: "visible" });
    });
  });

  describe("sign-up form", () => {
    it("submitting it empty shows the popup and the errors, and sends nothing", async () => {
      const page = await open("/auth/signup");
      const sent = submissions(page);
      for (const label of [
        "First name",
        "Last name (optional)",
        "Email or phone number",
        "Password",
        "Confirm password",
      ]) {
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
      expect(await page.getByText("e.g. ada@gmail.com or 0803 123 4567", { exact: true }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Create account", exact: true }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(page, "First name")).toBe("First name is required");
      expect(await fieldError(page, "Email or phone number")).toBe(USERNAME_REQUIRED);
      expect(await fieldError(page, "Password")).toBe(PASSWORD_REQUIRED);
      expect(await fieldError(page, "Confirm password")).toBe(CONFIRM_REQUIRED);
      expect(await fieldError(page, "Last name (optional)")).toBeNull();
      await screenshot(page, "auth-signup-empty-360");
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
    });

    it("short password, bad username and a mismatched confirmation show the spec's messages", async () => {
      const page = await open("/auth/signup", "desktop");
      const sent = submissions(page);
      await page.getByLabel("First name", { exact: true }).fill("Ada");
      await page.getByLabel("Email or phone number", { exact: true }).fill("ada@");
      await page.getByLabel("Password", { exact: true }).fill("Ab1!");
      await page.getByLabel("Confirm password", { exact: true }).fill("Ab1!xyzw-other");
      await page.getByLabel("First name", { exact: true }).focus();
      await expect.poll(() => fieldError(page, "Email or phone number")).toBe(USERNAME_INVALID);
      await expect.poll(() => fieldError(page, "Password")).toBe(PASSWORD_MIN);

      await page.getByLabel("Password", { exact: true }).fill("Market-Day-2026!");
      await page.getByRole("button", { name: "Create account", exact: true }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(page, "Confirm password")).toBe(PASSWORDS_MATCH);
      expect(await fieldError(page, "Password")).toBeNull();
      await screenshot(page, "auth-signup-errors-1280");
      expect(sent).toHaveLength(0);
    });

    it("ticks each password hint as the person types; only the length blocks submission", async () => {
      const page = await open("/auth/signup");
      const tips = page.getByRole("list", { name: "Password tips" });
      const done = async () =>
        (await tips.locator("li").allInnerTexts())
          .filter((text) => text.endsWith(": done"))
          .map((text) => text.replace(/\s*: done$/, ""));
      expect(await done()).toEqual([]);
      await page.getByLabel("Password", { exact: true }).fill("market");
      expect(await done()).toEqual([]);
      await page.getByLabel("Password", { exact: true }).fill("marketday");
      expect(await done()).toEqual(["At least 8 characters"]);
      await page.getByLabel("Password", { exact: true }).fill("Marketday7!");
      expect(await done()).toEqual([
        "At least 8 characters",
        "One uppercase letter",
        "One digit",
        "One special character",
      ]);
      // Lower-case letters only, 8 long: no message under the field.
      await page.getByLabel("Password", { exact: true }).fill("marketday");
      await page.getByLabel("Confirm password", { exact: true }).focus();
      await expect.poll(() => fieldError(page, "Password")).toBeNull();
    });

    it("the seller form asks what they offer, the business name and the state", async () => {
      const page = await open("/auth/seller/signup");
      await expect.poll(() => page.getByRole("radio", { name: /I sell goods/ }).isChecked()).toBe(true);
      await page.getByText("I offer a trade or service", { exact: true }).click();
      await expect.poll(() => page.getByRole("radio", { name: /I offer a trade or service/ }).isChecked()).toBe(true);
      expect(await page.getByLabel("Trade or business name (optional)", { exact: true }).count()).toBe(1);
      const state = page.getByLabel("State (optional)", { exact: true });
      const states = (
        await state.locator("option").evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value))
      ).filter(Boolean);
      expect(states.sort()).toEqual([...nigerianStates].sort());
      await page.getByRole("button", { name: "Create seller account" }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(page, "Confirm password")).toBe(CONFIRM_REQUIRED);
    });
  });

  describe("social sign-in block", () => {
    it.each(["/auth/signup", "/auth/login"])(
      "%s: Google and Facebook buttons, each enabled only when configured, and the captcha notice",
      async (path) => {
        const page = await open(path);
        const providers = (await (await fetch(`${baseURL()}/api/auth/providers`)).json()) as Record<string, unknown>;
        const cases = [
          { id: "google", label: "Continue with google account", note: "Google sign-in is not set up yet" },
          { id: "facebook", label: "Continue with facebook", note: "Facebook sign-in is not set up yet" },
        ];
        for (const provider of cases) {
          const button = page.getByRole("button", { name: provider.label, exact: true });
          await expect.poll(() => button.count()).toBe(1);
          if (provider.id in providers) {
            await expect.poll(() => button.isEnabled()).toBe(true);
          } else {
            await page.getByText(provider.note, { exact: true }).waitFor({ state: "visible" });
            expect(await button.isDisabled()).toBe(true);
          }
        }
        const notice = page.getByText(/^This site is protected by reCAPTCHA/);
        expect((await notice.innerText()).replace(/\s+/g, " ").trim()).toBe(CAPTCHA_NOTICE);
        expect(await notice.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href")).toBe("/terms");
        expect(await notice.getByRole("link", { name: "Privacy Policy" }).last().getAttribute("href")).toBe("/privacy");
      },
    );
  });

  describe("password-recovery modal", () => {
    it("opens from 'Forgot password?', is 400px wide on a computer, and loads its code only then", async () => {
      const page = await open("/auth/login", "desktop");
      const scripts: string[] = [];
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      await page.getByRole("button", { name: "Forgot password?" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor({ state: "visible" });
      expect(scripts.length, "the modal's code is fetched when it first opens").toBeGreaterThan(0);
      expect(await dialog.getByRole("heading", { name: "Forgot Password" }).isVisible()).toBe(true);
      expect((await dialog.boundingBox())?.width).toBe(400);
      await screenshot(page, "auth-modal-forgot-1280");

      // Invalid: the popup, the error under the field, nothing sent.
      const sent = submissions(page);
      await dialog.getByRole("button", { name: "Send code" }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(dialog, "Email or phone number")).toBe(USERNAME_REQUIRED);
      await dialog.getByLabel("Email or phone number", { exact: true }).fill("08031");
      await dialog.getByRole("button", { name: "Send code" }).click();
      await expect.poll(() => fieldError(dialog, "Email or phone number")).toBe(USERNAME_INVALID);
      expect(sent).toHaveLength(0);
    });

    it("fits a phone screen and closes with Escape and with the close button", async () => {
      const page = await open("/auth/login");
      const dialog = page.getByRole("dialog");

      await page.getByRole("button", { name: "Forgot password?" }).click();
      await dialog.waitFor({ state: "visible" });
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(8);
      expect(box!.x + box!.width).toBeLessThanOrEqual(352);
      await screenshot(page, "auth-modal-forgot-360");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Forgot password?" }).click();
      await dialog.waitFor({ state: "visible" });
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByRole("heading", { name: "Sign in", level: 1 }).isVisible()).toBe(true);
    });

    it("at the OTP step with no stored username it says 'OTP type not found' and closes", async () => {
      const page = await open("/auth/login?reset=otp", "desktop");
      await popup(page, OTP_TYPE_NOT_FOUND).waitFor({ state: "visible" });
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(await page.evaluate(() => window.sessionStorage.getItem("market.otp"))).toBeNull();
    });
  });

  // The full journeys need the accounts server and the development outbox (codes are read from /api/dev/outbox).
  describe("with the accounts server", () => {
    async function latestCode(to: string): Promise<string | null> {
      const response = await fetch(`${baseURL()}/api/dev/outbox?${new URLSearchParams({ to, limit: "1" })}`);
      if (!response.ok) return null;
      const body = (await response.json()) as { messages: { otp: string | null }[] };
      return body.messages[0]?.otp ?? null;
    }

    async function outboxAvailable(): Promise<boolean> {
      return (await fetch(`${baseURL()}/api/dev/outbox?limit=1`)).ok;
    }

    const password = "Market-Day-2026!";
    const email = `ada.${Date.now()}@example.com`;

    function recordGraphQL(page: Page) {
      const sent: { operationName?: string; variables?: Record<string, unknown> }[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql")
          sent.push(request.postDataJSON());
      });
      return sent;
    }

    async function signIn(page: Page, username: string, secret: string, callbackUrl: string) {
      await page.goto(`/auth/login?${new URLSearchParams({ callbackUrl })}`);
      await waitForHydration(page);
      await page.getByLabel("Email or phone number", { exact: true }).fill(username);
      await page.getByLabel("Password", { exact: true }).fill(secret);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
    }

    it("sign-up registers, signs in and asks for the code; a wrong password gets the server's message", async () => {
      const page = await open("/auth/signup?referral=OJA2026", "desktop");
      const sent = recordGraphQL(page);
      await page.getByLabel("First name", { exact: true }).fill("Ada");
      await page.getByLabel("Email or phone number", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Create account", exact: true }).click();
      await page.getByRole("heading", { name: "Verify your account" }).waitFor({ state: "visible" });
      expect(sent[0]?.operationName).toBe("Register");
      expect(sent[0]?.variables).toMatchObject({
        input: { first_name: "Ada", username: email, kind: "BUYER", referral: "OJA2026" },
      });
      expect(await page.evaluate(() => window.localStorage.getItem("market.referral"))).toBeNull();
      const session = (await (await page.context().request.get("/api/auth/session")).json()) as {
        user?: { email?: string };
      };
      expect(session.user?.email).toBe(email);
      expect(await page.getByText("You can ask for a new code in", { exact: false }).isVisible()).toBe(true);
      await screenshot(page, "auth-verify-1280");
      await page.getByRole("button", { name: "Skip for now" }).click();
      await page.waitForURL((url) => url.pathname === "/");

      // Signed out: a wrong password is refused with the server's message, in a popup and above the form.
      await page.context().clearCookies();
      await signIn(page, email, "Not-The-Password-1", "/about");
      await popup(page, "Invalid username or password").waitFor({ state: "visible" });
      expect(await page.locator("form [role=alert]").first().innerText()).toBe("Invalid username or password");
      await screenshot(page, "auth-login-refused-1280");
    });

    it("the e-mailed link verifies the account; forgot → OTP → reset signs in; another site's callbackUrl is ignored", async (context) => {
      if (!(await outboxAvailable())) context.skip(); // the codes are read from the development outbox
      const page = await open("/auth/login", "desktop");
      const sent = recordGraphQL(page);

      // ?code= while signed in: filled in and sent without a click, then home.
      await signIn(page, email, password, "/about");
      await page.waitForURL((url) => url.pathname === "/about");
      const code = await latestCode(email);
      expect(code).toMatch(/^\d{6}$/);
      await page.goto(`/auth/signup?code=${code}`);
      await page.waitForURL((url) => url.pathname === "/");
      expect(sent.at(-1)).toMatchObject({
        operationName: "VerifyOTP",
        variables: { user: email, type: "VerifyAccount", otp: Number(code) },
      });

      // Forgot password in the modal: code by e-mail, then a new password, then signed in.
      await page.context().clearCookies();
      await page.goto("/auth/login");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email or phone number", { exact: true }).fill(email);
      await dialog.getByRole("button", { name: "Send code" }).click();
      await dialog.getByRole("heading", { name: "OTP verification" }).waitFor({ state: "visible" });
      expect(await dialog.innerText()).toMatch(/sent a 6-digit code by e-mail to a\*+@example\.com/);
      expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("market.otp")))!)).toEqual({
        username: email,
        type: "ResetPassword",
      });
      const resetCode = await latestCode(email);
      expect(resetCode).toMatch(/^\d{6}$/);
      // Pasting the code fills the six boxes.
      await dialog.getByLabel("Digit 1 of 6", { exact: true }).focus();
      await page.evaluate((value) => {
        const data = new DataTransfer();
        data.setData("text", value);
        document.activeElement!.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, resetCode!);
      expect(
        await dialog
          .locator("input[inputmode=numeric]")
          .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value).join("")),
      ).toBe(resetCode);
      await screenshot(page, "auth-modal-otp-1280");
      await dialog.getByRole("button", { name: "Verify code" }).click();
      await dialog.getByRole("heading", { name: "Reset password" }).waitFor({ state: "visible" });
      await dialog.getByLabel("New password", { exact: true }).fill("Fresh-Market-2027!");
      await dialog.getByLabel("Confirm new password", { exact: true }).fill("Fresh-Market-2027!");
      await dialog.getByRole("button", { name: "Reset password" }).click();
      await popup(page, "Your password has been changed").waitFor({ state: "visible" });
      await dialog.waitFor({ state: "detached" });
      expect(
        await page.evaluate(() => [
          window.sessionStorage.getItem("market.otp"),
          window.sessionStorage.getItem("market.user"),
        ]),
      ).toEqual([null, null]);
      const after = (await (await page.context().request.get("/api/auth/session")).json()) as {
        user?: { email?: string };
      };
      expect(after.user?.email).toBe(email);

      // The new password signs in; a callbackUrl to another site is ignored.
      await page.context().clearCookies();
      await signIn(page, email, "Fresh-Market-2027!", "//evil.example");
      await page.waitForURL((url) => url.origin === baseURL() && url.pathname === "/");
    });
  });

  describe("forgot-password and payment pages", () => {
    it("forgot_password shows the recovery flow's first step inline", async () => {
      const page = await open("/auth/seller/forgot_password");
      const sent = submissions(page);
      expect(await page.getByRole("heading", { level: 1, name: "Forgot Password" }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Send code" }).click();
      await popup(page, INVALID).waitFor({ state: "visible" });
      expect(await fieldError(page, "Email or phone number")).toBe(USERNAME_REQUIRED);
      expect(await page.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/auth/seller/login");
      expect(sent).toHaveLength(0);
    });

    it("payment explains that the subscription is paid from the dashboard, and asks for nothing", async () => {
      const page = await open("/auth/payment");
      expect(await page.getByText(/paid from your seller dashboard, once your account is verified/).isVisible()).toBe(
        true,
      );
      expect(await page.locator("main input, main form").count()).toBe(0);
      // Just verified, the seller goes on to the dashboard (its gate asks a signed-out visitor to sign in first).
      expect(await page.getByRole("link", { name: "Open your dashboard", exact: true }).getAttribute("href")).toBe(
        "/dashboard/vendor/profile",
      );
    });
  });
});

import { randomBytes, randomInt } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { outboxMessages } from "./support/outbox";
import { signedInPage } from "./support/sign-in";

/**
 * Issue #15, "Becoming a seller": a new buyer chooses "Start selling" at phone width, completes the business profile
 * (the phone's code from the outbox, a logo through the photo picker, a payout account typed since e2e has no Paystack)
 * and submits it; the page then says it is being reviewed, and nothing of the business is public yet.
 */

const PASSWORD = "Kola-nut 2026!";
const email = `seller.${randomBytes(5).toString("hex")}@example.com`;
const phoneDigits = String(randomInt(1_000_000, 10_000_000));
const phone = { local: `0803${phoneDigits}`, e164: `+234803${phoneDigits}` };
const PROFILE = "/dashboard/vendor/profile";

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe.skipIf(browserTestsSkipped())("becoming a seller", { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const signedIn = (viewport: ViewportName) =>
    signedInPage(browser, contexts, { viewport, path: PROFILE, login: email, password: PASSWORD });

  beforeAll(async () => {
    browser = await launchBrowser();
    await graphql(`mutation($input: RegisterInput!) { register(input: $input) { status } }`, {
      input: {
        first_name: "Bisola",
        username: email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        kind: "BUYER",
        device: "web",
      },
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("a buyer starts selling, completes the profile at 360 px and sends it for review", async () => {
    const page = await signedIn("mobile");

    // Start selling: the form checks before sending.
    await page.getByRole("button", { name: "Start selling" }).click();
    await expect.poll(() => popup(page, "Please check your inputs").isVisible()).toBe(true);
    await page.getByLabel("Business name").fill("Bisola's Bead & Craft 🧵");
    await page.getByRole("radio", { name: /Artisan/ }).check();
    await page.getByLabel("State").selectOption("Oyo");
    await page.getByRole("button", { name: "Start selling" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Bisola's Bead & Craft 🧵" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(
      await page.getByRole("heading", { name: "Complete your profile, then send it for review" }).isVisible(),
    ).toBe(true);
    await waitForHydration(page);

    // Business.
    await page
      .getByLabel("Description")
      .fill("Hand-strung beads, <b>aso-oke</b> trims and gift boxes, made in Ibadan.");
    await page.getByLabel("City or town").fill("Ibadan");
    await page.getByLabel("CAC registration number (optional)").fill("bn 1234567");
    await page.getByRole("button", { name: "Save business details" }).click();
    await expect.poll(() => popup(page, "Business details saved").isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("CAC registration number (optional)").inputValue()).toBe("BN 1234567");

    // Contact phone: saved, then proved with the code from the outbox.
    await page.getByLabel("Business phone number").fill(phone.local);
    await page.getByRole("button", { name: "Save phone" }).click();
    await expect.poll(() => popup(page, "Contact phone saved").isVisible()).toBe(true);
    // The page's server parts follow each save: the checklist ticks off what was just done.
    await expect.poll(() => page.getByRole("link", { name: "A description of your business" }).count()).toBe(0);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect.poll(() => popup(page, /We sent a 6-digit code to/).isVisible()).toBe(true);
    let code: string | null = null;
    await expect
      .poll(async () => (code = (await outboxMessages(phone.e164))[0]?.otp ?? null), { timeout: 20_000 })
      .toMatch(/^\d{6}$/);
    await page.getByLabel("Code", { exact: true }).fill(code!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(/is verified$/)
            .first()
            .isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);

    // Payout account: no Paystack here, so the name is typed.
    await page.getByLabel("Bank").selectOption("058");
    await page.getByLabel("Account number").fill("0123456789");
    await page.getByRole("button", { name: "Check account name" }).click();
    await expect
      .poll(() => page.getByText("This is not a valid account number at GTBank").first().isVisible())
      .toBe(true);
    await page.getByLabel("Account number").fill("0123456785");
    await page.getByRole("button", { name: "Check account name" }).click();
    await page.getByLabel("Account name").fill("Bisola Adeyemi");
    // Saving asks for the owner's password (issue 23, item 3).
    await page.getByLabel("Your Oja password").fill(PASSWORD);
    await page.getByRole("button", { name: "Save payout account" }).click();
    await expect.poll(() => popup(page, "Payout account saved").isVisible()).toBe(true);

    // Logo through the photo picker: a small generated PNG.
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 196, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    await page.locator("#vendor-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    // The picker's "Add photos" goes once its one photo is in; the button waits for the upload.
    await expect.poll(() => page.locator("#vendor-logo").count()).toBe(0);
    const save = page.getByRole("button", { name: "Save pictures" });
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    await save.click();
    await expect.poll(() => popup(page, "Pictures saved").isVisible()).toBe(true);

    // Everything ticked: send it.
    await expect.poll(() => page.getByText("Complete the items above first.").isVisible()).toBe(false);
    await noSidewaysScroll(page);
    await screenshot(page, "vendor-onboarding-mobile-ready");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: "We are reviewing your profile" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await noSidewaysScroll(page);
    await screenshot(page, "vendor-onboarding-mobile-submitted");
  });

  it("on a desktop the same profile shows where it stands, and nothing of it is public", async () => {
    const page = await signedIn("desktop");
    expect(await page.getByRole("heading", { name: "We are reviewing your profile" }).isVisible()).toBe(true);
    expect(await page.getByLabel("Account number").inputValue()).toBe("0123456785");
    await screenshot(page, "vendor-onboarding-desktop");

    const login = await graphql<{ login: { data: { token: { accessToken: string } } } }>(
      `mutation($input: LoginInput!) { login(input: $input) { data { token { accessToken } } } }`,
      { input: { username: email, password: PASSWORD } },
    );
    const mine = await graphql<{ myVendors: { slug: string; reviewState: string }[] }>(
      `query { myVendors { slug reviewState } }`,
      {},
      login.login.data.token.accessToken,
    );
    expect(mine.myVendors).toEqual([{ slug: expect.any(String), reviewState: "SUBMITTED" }]);
    const store = await fetch(`${baseURL()}/market/store/${mine.myVendors[0]!.slug}`);
    expect(store.status).toBe(404);
  });
});

import { randomBytes, randomInt } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
} from "./support/browser";
import { outboxMessages } from "./support/outbox";
import { signedInPage } from "./support/sign-in";

/**
 * Issue #15's whole path, as one new seller lives it: sign up on the seller route at 360 px, verify with the code,
 * complete the vendor profile and send it; staff approve it on a desktop; back on the phone the seller adds a product
 * with two photos, and it is in the market and in search; the seller changes its price in the product list (the
 * public page follows), then archives it, and it is gone from the market.
 */

const PASSWORD = "Ofada-stew 2026!";
const tag = randomBytes(3).toString("hex");
const email = `first.listing.${tag}@example.com`;
const business = `Adaeze Provisions ${tag}`;
const title = `Ofada rice 5kg ${tag}`;
const phoneDigits = String(randomInt(1_000_000, 10_000_000));
const phone = { local: `0803${phoneDigits}`, e164: `+234803${phoneDigits}` };

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

async function latestCode(to: string, purpose: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => (code = (await outboxMessages(to)).find((message) => message.purpose.includes(purpose))?.otp ?? null),
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function photo(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function publicText(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { "cache-control": "no-cache" } });
  return { status: response.status, text: await response.text() };
}

describe.skipIf(browserTestsSkipped())(
  "a new seller's first listing, from sign-up to archive",
  { timeout: 300_000 },
  () => {
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let seller: Page;
    let slug = "";

    beforeAll(async () => {
      browser = await launchBrowser();
      const context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseURL(), locale: "en-NG" });
      contexts.push(context);
      await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
      seller = await context.newPage();
    });

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
    });

    it("signs up on the seller route at 360 px and verifies the account", async () => {
      await seller.goto("/auth/seller/signup");
      await waitForHydration(seller);
      await seller.getByLabel("First name", { exact: true }).fill("Adaeze");
      // Signing up on the seller route opens the business at once (its profile waits on the dashboard).
      await seller.getByLabel("Business or shop name (optional)", { exact: true }).fill(business);
      await seller.getByLabel("State (optional)", { exact: true }).selectOption("Lagos");
      await seller.getByLabel("Email or phone number", { exact: true }).fill(email);
      await seller.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await seller.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
      await seller.getByRole("button", { name: "Create seller account", exact: true }).click();
      await seller.getByRole("heading", { name: "Verify your account", level: 1 }).waitFor({ state: "visible" });
      await seller.getByLabel("Digit 1 of 6", { exact: true }).fill(await latestCode(email, "VERIFY_ACCOUNT"));
      await seller.getByRole("button", { name: "Verify account", exact: true }).click();
      await seller.waitForURL((url) => url.pathname === "/auth/payment");
      await seller.getByRole("link", { name: "Open your dashboard", exact: true }).click();
      await seller.waitForURL((url) => url.pathname === "/dashboard/vendor/profile");
      await waitForHydration(seller);
    });

    it("completes the vendor profile and sends it for review", async () => {
      const page = seller;
      await page.getByRole("heading", { level: 1, name: business }).waitFor({ state: "visible", timeout: 20_000 });
      expect(await page.getByRole("button", { name: "Start selling" }).count()).toBe(0);

      await page
        .getByLabel("Description")
        .fill("Local rice, beans and garri from Abeokuta and Ogun farms, measured honestly.");
      await page.getByLabel("City or town").fill("Ikeja");
      await page.getByRole("button", { name: "Save business details" }).click();
      await popup(page, "Business details saved").waitFor({ state: "visible" });

      await page.getByLabel("Business phone number").fill(phone.local);
      await page.getByRole("button", { name: "Save phone" }).click();
      await popup(page, "Contact phone saved").waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Send code" }).click();
      await popup(page, /We sent a 6-digit code to/).waitFor({ state: "visible" });
      await page.getByLabel("Code", { exact: true }).fill(await latestCode(phone.e164, "VERIFY_PHONE"));
      await page.getByRole("button", { name: "Verify" }).click();
      await page
        .getByText(/is verified$/)
        .first()
        .waitFor({ state: "visible", timeout: 20_000 });

      await page.getByLabel("Bank").selectOption("058");
      await page.getByLabel("Account number").fill("0123456785");
      await page.getByRole("button", { name: "Check account name" }).click();
      await page.getByLabel("Account name").fill("Adaeze Okafor");
      // Saving asks for the owner's password (issue 23, item 3).
      await page.getByLabel("Your Oja password").fill(PASSWORD);
      await page.getByRole("button", { name: "Save payout account" }).click();
      await popup(page, "Payout account saved").waitFor({ state: "visible" });

      await page
        .locator("#vendor-logo")
        .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await photo({ r: 30, g: 120, b: 60 }) });
      const save = page.getByRole("button", { name: "Save pictures" });
      await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
      await save.click();
      await popup(page, "Pictures saved").waitFor({ state: "visible" });

      await expect.poll(() => page.getByText("Complete the items above first.").isVisible()).toBe(false);
      await page.getByRole("button", { name: "Submit for review" }).click();
      await page
        .getByRole("heading", { name: "We are reviewing your profile" })
        .waitFor({ state: "visible", timeout: 20_000 });
    });

    it("staff approve it on a desktop", async () => {
      const admin = await signedInPage(browser, contexts, {
        viewport: "desktop",
        path: "/dashboard/vendor/list",
        login: "admin@demo.oja.ng",
      });
      await admin.getByRole("table", { name: "Vendors" }).getByRole("link", { name: business }).click();
      await admin.waitForURL((url) => url.pathname === "/dashboard/vendor/profile" && url.searchParams.has("id"));
      await waitForHydration(admin);
      const decision = admin.getByRole("region", { name: "Decision" });
      await decision.getByRole("button", { name: "Approve" }).click();
      await decision.getByRole("button", { name: "Yes, approve" }).click();
      await popup(admin, `${business} is approved`).waitFor({ state: "visible" });
    });

    it("adds a product with two photos at 360 px, and it is in the market and in search", async () => {
      const page = seller;
      await page.goto("/dashboard/product/add");
      await waitForHydration(page);
      await page.locator("#listing-photos").setInputFiles([
        { name: "bag-front.jpg", mimeType: "image/jpeg", buffer: await photo({ r: 220, g: 200, b: 150 }) },
        { name: "bag-back.jpg", mimeType: "image/jpeg", buffer: await photo({ r: 180, g: 140, b: 90 }) },
      ]);
      await page.getByLabel("Title").fill(title);
      const category = page.getByRole("combobox", { name: "Category" });
      await category.fill("rice");
      await page.getByRole("listbox", { name: "Categories" }).getByRole("option").first().click();
      const price = page.getByLabel(/^Price \(₦ per/);
      await price.fill("6500");
      await expect.poll(() => price.inputValue()).toMatch(/^₦?6,500(\.00)?$/);
      await page.getByLabel("In stock").fill("12");
      // No store yet: the listing starts where the business is (its profile says Ikeja, Lagos).
      expect(await page.getByLabel("State").inputValue()).toBe("Lagos");
      expect(await page.getByLabel("City or town").inputValue()).toBe("Ikeja");
      const publish = page.getByRole("button", { name: "Publish", exact: true });
      await expect.poll(() => publish.isEnabled(), { timeout: 60_000 }).toBe(true);
      await noSidewaysScroll(page);
      await screenshot(page, "seller-first-listing-add-360");
      await publish.click();
      const dialog = page.getByRole("alertdialog", { name: "Publish at this price?" });
      await page
        .waitForURL((url) => url.pathname === "/dashboard/product/details", { timeout: 30_000 })
        .catch(async () => {
          // A price far above the desk's typical asks first; this one is ordinary, but the path must not hang if it asks.
          if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Publish anyway" }).click();
          await page.waitForURL((url) => url.pathname === "/dashboard/product/details", { timeout: 30_000 });
        });
      await popup(page, "Your listing is published").waitFor({ state: "visible" });
      await noSidewaysScroll(page);
      // What is there only for screen readers (the views chart's table) takes no room: the page does not run on past its end.
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll(".sr-only")]
            .map((e) => Math.round(e.getBoundingClientRect().height))
            .filter((h) => h > 1),
        ),
      ).toEqual([]);
      await screenshot(page, "seller-first-listing-details-360");

      const publicLink = page.getByRole("link", { name: "See it on the market" }).first();
      const href = (await publicLink.getAttribute("href")) ?? "";
      slug = href.replace(/^\/market\/product\//, "");
      expect(slug).not.toBe("");
      const product = await publicText(`/market/product/${slug}`);
      expect(product.status).toBe(200);
      expect(product.text).toContain(title);
      expect(product.text).toContain("6,500");
      await expect
        .poll(async () => (await publicText(`/market/product?q=${encodeURIComponent(`Ofada ${tag}`)}`)).text, {
          timeout: 15_000,
        })
        .toContain(title);
    });

    it("changes the price in the product list, and the public page follows", async () => {
      const page = seller;
      await page.goto(`/dashboard/product/list?q=${encodeURIComponent(tag)}`);
      await waitForHydration(page);
      const row = page.getByRole("article", { name: title }).first();
      await row.getByRole("button", { name: "Change price" }).click();
      const input = row.getByLabel(`Price of ${title}`);
      await input.fill("6200");
      await input.press("Enter");
      await expect
        .poll(async () => (await publicText(`/market/product/${slug}`)).text, { timeout: 20_000 })
        .toContain("6,200");
      await noSidewaysScroll(page);
      await screenshot(page, "seller-first-listing-list-360");
    });

    it("archives it, and it is gone from the market and from search", async () => {
      const page = seller;
      await page
        .getByRole("checkbox", { name: `Select ${title}` })
        .first()
        .check();
      const bar = page.getByRole("region", { name: "Selected listings" });
      await bar.getByRole("button", { name: "Archive" }).click();
      await page.getByRole("button", { name: /^Yes, archive/ }).click();
      await expect
        .poll(async () => (await publicText(`/market/product/${slug}`)).status, { timeout: 20_000 })
        .toBe(404);
      expect((await publicText(`/market/product?q=${encodeURIComponent(`Ofada ${tag}`)}`)).text).not.toContain(title);
    });
  },
);

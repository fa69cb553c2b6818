import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import {
  baseURL,
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { outboxMessages } from "./support/outbox";
import { submitSignIn } from "./support/sign-in";

/**
 * Issue #15, "a vendor's team": the demo seller invites a new account's e-mail as a sales assistant at 360 px; the
 * invitee opens the link from the outbox signed out, signs in, comes back to it, joins, and finds the shop in their
 * dashboard's navigation, without "Add product" (a sales assistant changes stock, not listings).
 */

const PASSWORD = "Demo-Oja-2026!";
const INVITEE_PASSWORD = "Kola-nut 2026!";
const SELLER = "seller@demo.oja.ng";
const SHOP = "Tunde Bakare Gadgets, Computer Village";
const invitee = `assistant.${randomBytes(5).toString("hex")}@example.com`;

function popup(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** Polls the development outbox (a worker delivers) for the newest message of `purpose` to `to`. */
async function newestMessage(to: string, purpose: string) {
  for (
    const deadline = Date.now() + 20_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    const found = (await outboxMessages(to)).find((message) => message.purpose === purpose);
    if (found) return found;
  }
  throw new Error(`no ${purpose} message for ${to} in the outbox`);
}

describe.skipIf(browserTestsSkipped())("a vendor's team", { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(viewport: ViewportName): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
    contexts.push(context);
    await context.route("**/api/vitals", (route) => route.fulfill({ status: 204 }));
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    // The invitee: a new buyer account whose e-mail address is verified with the code from the outbox.
    await graphql(`mutation($input: RegisterInput!) { register(input: $input) { status } }`, {
      input: {
        first_name: "Amaka",
        username: invitee,
        password: INVITEE_PASSWORD,
        password_confirmation: INVITEE_PASSWORD,
        kind: "BUYER",
        device: "web",
      },
    });
    const code = await newestMessage(invitee, "otp:VERIFY_ACCOUNT");
    const { verifyOTP } = await graphql<{ verifyOTP: { status: boolean; message: string } }>(
      `mutation($user: String!, $type: OTPType!, $otp: Int!) { verifyOTP(user: $user, type: $type, otp: $otp) { status message } }`,
      { user: invitee, type: "VerifyAccount", otp: Number(code.otp) },
    );
    expect(verifyOTP, verifyOTP.message).toMatchObject({ status: true });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("the owner invites at 360 px; the invitee signs in from the link, joins, and sees the shop without Add product", async () => {
    const owner = await newPage("mobile");
    await owner.goto("/dashboard/vendor/profile#team");
    await submitSignIn(owner, SELLER, PASSWORD);
    await owner.waitForURL((url) => url.pathname === "/dashboard/vendor/profile", { timeout: 30_000 });
    await waitForHydration(owner);
    const team = owner.locator("#team");
    expect(await team.getByRole("heading", { name: "Team" }).isVisible()).toBe(true);
    expect(
      await team
        .getByText("Sales assistants can see the shop's listings and figures, change stock counts and handle orders.")
        .isVisible(),
    ).toBe(true);

    // A wrong contact is refused in the form; then the real invitation.
    await team.getByLabel("E-mail address or phone number").fill("0803 12");
    await team.getByRole("button", { name: "Send invitation" }).click();
    await expect
      .poll(() => team.getByText("Enter an e-mail address or a Nigerian phone number, e.g. 0803 123 4567").isVisible())
      .toBe(true);
    await team.getByLabel("E-mail address or phone number").fill(invitee.toUpperCase());
    await team.getByRole("radio", { name: /Sales assistant/ }).check();
    await team.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => popup(owner, `Invitation sent to ${invitee}`).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => team.getByRole("list", { name: "Invitations" }).getByText(invitee, { exact: true }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await noSidewaysScroll(owner);
    await screenshot(owner, "vendor-team-invite-360");

    // The invitee opens the link from the message, signed out: sign-in, then back to the invitation.
    const message = await newestMessage(invitee, "vendor.invitation");
    const link = new URL(message.body!.match(/https?:\/\/\S+\/dashboard\/team\/accept\?token=[A-Za-z0-9_-]{43}/)![0]);
    const page = await newPage("mobile");
    await page.goto(`${link.pathname}${link.search}`);
    await submitSignIn(page, invitee, INVITEE_PASSWORD);
    await page.waitForURL(
      (url) =>
        url.pathname === "/dashboard/team/accept" && url.searchParams.get("token") === link.searchParams.get("token"),
      { timeout: 30_000 },
    );
    await waitForHydration(page);
    await page
      .getByRole("heading", { name: `${SHOP} invites you to join as a sales assistant` })
      .waitFor({ state: "visible", timeout: 20_000 });
    await noSidewaysScroll(page);
    await screenshot(page, "vendor-team-accept-360");
    await page.getByRole("button", { name: `Join ${SHOP}` }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
    await expect.poll(() => popup(page, `You joined ${SHOP}`).isVisible()).toBe(true);

    // At 1280 px, the sidebar: the shop's pages a sales assistant may open, and no "Add product".
    const desktop = await newPage("desktop");
    await desktop.goto("/dashboard");
    await submitSignIn(desktop, invitee, INVITEE_PASSWORD);
    await desktop.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
    await waitForHydration(desktop);
    const nav = desktop.locator("aside").getByRole("navigation", { name: "Dashboard" });
    const shop = nav.getByRole("list", { name: "Your shop" });
    expect(await shop.getByRole("link", { name: /^Products/ }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: /Add product/ }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: /^Team/ }).count()).toBe(0);
    expect(await desktop.locator("main").getByText(SHOP).first().isVisible()).toBe(true);
    await screenshot(desktop, "vendor-team-assistant-1280");

    // The link is used up: opened again, it says so and offers no "Join".
    await desktop.goto(`${link.pathname}${link.search}`);
    expect(await desktop.getByText("You are already on this shop's team.").isVisible()).toBe(true);
    expect(await desktop.getByRole("button", { name: /^Join/ }).count()).toBe(0);

    // Back at the owner's Team section (1280 px): the new member, whose role changes, and who is then removed.
    const ownerDesktop = await newPage("desktop");
    await ownerDesktop.goto("/dashboard/vendor/profile#team");
    await submitSignIn(ownerDesktop, SELLER, PASSWORD);
    await ownerDesktop.waitForURL((url) => url.pathname === "/dashboard/vendor/profile", { timeout: 30_000 });
    await waitForHydration(ownerDesktop);
    const members = ownerDesktop.locator("#team").getByRole("list", { name: "Members" });
    const amaka = members.getByRole("listitem").filter({ hasText: "Amaka" });
    expect(await amaka.getByText(/^Sales assistant · since/).isVisible()).toBe(true);
    await amaka.getByLabel("Role of Amaka").selectOption("MANAGER");
    await amaka.getByRole("button", { name: "Change role" }).click();
    await expect.poll(() => popup(ownerDesktop, "Amaka is now a manager").isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => amaka.getByText(/^Manager · since/).isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(ownerDesktop, "vendor-team-owner-1280");
    ownerDesktop.once("dialog", (dialog) => void dialog.accept());
    await amaka.getByRole("button", { name: "Remove" }).click();
    await expect
      .poll(() => popup(ownerDesktop, "Amaka was removed from your team").isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => members.getByText("Amaka").count(), { timeout: 20_000 }).toBe(0);
  });
});

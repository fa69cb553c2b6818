import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserTestsSkipped, launchBrowser, openPage, waitForHydration, type OpenedPage } from "./support/browser";
import { fieldError } from "./support/fields";

// docs/decisions/0004-page-weight.md: form validation (react-hook-form on the public pages, the zod schemas and the
// phone parser everywhere) loads on the first interaction with the form. These tests hold that code back on purpose and
// check that nothing a person does in the meantime is lost, and that a page does not fetch it before anyone touches a form.

const INVALID = "Please check your inputs";

function graphqlPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") seen.push(request);
  });
  return seen;
}

/**
 * Opens `pathname` and, once it has hydrated, holds back every script it asks for afterwards until release() is called.
 * `late` lists those scripts.
 */
async function openHoldingLateScripts(browser: Browser, pathname: string, opened: OpenedPage[]) {
  let holding = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const late: string[] = [];
  const result = await openPage(browser, "mobile", "about:blank");
  opened.push(result);
  const { page } = result;
  await page.route("**/_next/static/**/*.js", async (route) => {
    if (holding) {
      late.push(route.request().url());
      await released;
    }
    await route.continue();
  });
  const response = await page.goto(pathname, { waitUntil: "load" });
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
  holding = true;
  return { page, late, release };
}

describe.skipIf(browserTestsSkipped())("form validation loaded on first interaction", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => {});
    await browser?.close();
  });

  it.each(["/contact", "/partners/couriers", "/auth/login", "/auth/signup"])(
    "%s fetches its validation code only once the form is touched",
    async (pathname) => {
      const { page, late, release } = await openHoldingLateScripts(browser, pathname, opened);
      try {
        await page.waitForTimeout(1_500); // what a page loads when idle (web-vitals) is asked for by now
        const before = [...late];
        await page.locator("form input:not([type=hidden])").first().focus();
        // Scripts a page already has are not fetched again: new ones mean the code was not there before the focus.
        await expect
          .poll(() => late.filter((url) => !before.includes(url)).length, {
            message: "the first focus fetches the validation code",
          })
          .toBeGreaterThan(0);
      } finally {
        release();
      }
    },
  );

  it("on /contact, typing, leaving a field and pressing Send before the code arrives all count once it does", async () => {
    const { page, late, release } = await openHoldingLateScripts(browser, "/contact", opened);
    const sent = graphqlPosts(page);
    await page.getByLabel("Your name", { exact: true }).fill("Adaeze Okafor");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Phone (optional)", { exact: true }).focus(); // leaves Email: touched
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => late.length).toBeGreaterThan(0);
    expect(await fieldError(page, "Email")).toBeNull(); // nothing judged yet: the rules have not arrived
    release();

    await page.getByText(INVALID, { exact: true }).first().waitFor({ state: "visible" });
    expect(await fieldError(page, "Email")).toBe("Enter a valid email address");
    expect(await fieldError(page, "Topic")).toBe("Choose a topic");
    expect(await fieldError(page, "Message")).toBe("Message is required");
    expect(await fieldError(page, "Your name")).toBeNull();
    expect(await page.getByLabel("Your name", { exact: true }).inputValue()).toBe("Adaeze Okafor");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("not-an-email");

    // From here on it is the ordinary form: fixing a field clears its error, and a valid form is sent.
    await page.getByLabel("Email", { exact: true }).fill("adaeze@example.com");
    await expect.poll(() => fieldError(page, "Email")).toBeNull();
    await page.getByLabel("Topic", { exact: true }).selectOption("ACCOUNT");
    await page.getByLabel("Message", { exact: true }).fill("I cannot change the phone number on my account.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText(/We have received your message/).waitFor({ state: "visible" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      operationName: "SubmitContactMessage",
      variables: { input: { name: "Adaeze Okafor", email: "adaeze@example.com", topic: "ACCOUNT" } },
    });
  });

  it("on /partners/stores, a field left before the code arrives shows its error once it does", async () => {
    const { page, release } = await openHoldingLateScripts(browser, "/partners/stores", opened);
    await page.getByLabel("Full name", { exact: true }).focus();
    await page.getByLabel("Phone number", { exact: true }).fill("0803 12");
    await page.getByLabel("Email (optional)", { exact: true }).focus();
    release();
    await expect.poll(() => fieldError(page, "Full name")).toBe("Full name is required");
    await expect.poll(() => fieldError(page, "Phone number")).toBe("Enter a Nigerian phone number, e.g. 0803 123 4567");
    expect(await fieldError(page, "Email (optional)")).toBeNull();
    // Touched fields are checked again as they change.
    await page.getByLabel("Phone number", { exact: true }).fill("0803 123 4567");
    await expect.poll(() => fieldError(page, "Phone number")).toBeNull();
  });
});

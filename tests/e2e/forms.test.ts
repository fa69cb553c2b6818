import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nigerianStates } from "@/lib/nigeria";
import {
  browserTestsSkipped,
  launchBrowser,
  openPage,
  screenshot,
  waitForHydration,
  type OpenedPage,
  type ViewportName,
} from "./support/browser";
import { fieldError } from "./support/fields";

const INVALID = "Please check your inputs";
const CONTACT_THANKS = "Thank you. We have received your message and will reply within one working day.";
const PARTNER_THANKS = "Application received. Our partner team will call you within three working days.";

/** Counts GraphQL POSTs the page sends, to prove an invalid form sends nothing. */
function graphqlRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") seen.push(request);
  });
  return seen;
}

describe.skipIf(browserTestsSkipped())("forms", () => {
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

  describe("contact form (/contact)", () => {
    it("has the labelled fields, a native Topic select and a Send message button", async () => {
      const page = await open("/contact");
      for (const label of ["Your name", "Email", "Phone (optional)", "Topic", "Message"]) {
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
      expect(await page.getByLabel("Topic", { exact: true }).evaluate((node) => node.tagName)).toBe("SELECT");
      expect(await page.getByLabel("Message", { exact: true }).evaluate((node) => node.tagName)).toBe("TEXTAREA");
      expect(await page.getByRole("button", { name: "Send message" }).isVisible()).toBe(true);
      await screenshot(page, "contact-360");
    });

    it("submitting it empty shows the popup and the errors under the fields, and sends nothing", async () => {
      const page = await open("/contact");
      const sent = graphqlRequests(page);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(INVALID, { exact: true }).first().waitFor({ state: "visible" });
      expect(await fieldError(page, "Your name")).toBe("Name is required");
      expect(await fieldError(page, "Email")).toBe("Email is required");
      expect(await fieldError(page, "Topic")).toBe("Choose a topic");
      expect(await fieldError(page, "Message")).toBe("Message is required");
      expect(await fieldError(page, "Phone (optional)")).toBeNull();
      await screenshot(page, "contact-empty-360");
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
    });

    it("a field shows its error once touched, and only that field", async () => {
      const page = await open("/contact");
      await page.getByLabel("Your name", { exact: true }).focus();
      expect(await fieldError(page, "Your name")).toBeNull();
      await page.getByLabel("Email", { exact: true }).focus(); // blurs "Your name"
      await expect.poll(() => fieldError(page, "Your name")).toBe("Name is required");
      expect(await fieldError(page, "Message")).toBeNull();

      await page.getByLabel("Email", { exact: true }).fill("not-an-email");
      await page.getByLabel("Message", { exact: true }).focus();
      await expect.poll(() => fieldError(page, "Email")).toBe("Enter a valid email address");

      // Fixing a field clears its error.
      await page.getByLabel("Your name", { exact: true }).fill("Adaeze Okafor");
      await expect.poll(() => fieldError(page, "Your name")).toBeNull();
    });

    it("a valid submission shows the confirmation and a CM- reference", async () => {
      const page = await open("/contact", "desktop");
      await page.getByLabel("Your name", { exact: true }).fill("Adaeze Okafor");
      await page.getByLabel("Email", { exact: true }).fill("adaeze@example.com");
      await page.getByLabel("Phone (optional)", { exact: true }).fill("0803 123 4567");
      await page.getByLabel("Topic", { exact: true }).selectOption("ORDER");
      await page.getByLabel("Message", { exact: true }).fill("My parcel to Ikeja has not arrived after a week.");
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(CONTACT_THANKS, { exact: true }).waitFor({ state: "visible" });
      expect(await page.locator("main").innerText()).toMatch(/\bCM-[A-Z0-9]{6}\b/);
      await screenshot(page, "contact-sent-1280");
    });
  });

  const partnerForms = [
    {
      path: "/partners/couriers",
      prefix: "CR",
      detail: { label: "How do you deliver?", select: "Motorcycle (okada)" },
    },
    { path: "/partners/stores", prefix: "ST", detail: { label: "Store name", text: "Mama Nkechi Provisions" } },
    {
      path: "/partners/artisans",
      prefix: "AR",
      detail: { label: "Your trade", select: "Tailoring and fashion design" },
    },
  ] as const;

  describe.each(partnerForms)("partner form ($path)", (form) => {
    const slug = form.path.split("/").pop()!;

    it("has the labelled fields and a Submit application button", async () => {
      const page = await open(form.path);
      for (const label of [
        "Full name",
        "Phone number",
        "Email (optional)",
        "State",
        "City or area",
        form.detail.label,
        "About you (optional)",
      ]) {
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
      const state = page.getByLabel("State", { exact: true });
      expect(await state.evaluate((node) => node.tagName)).toBe("SELECT");
      const stateOptions = (
        await state.locator("option").evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value))
      ).filter(Boolean);
      expect(stateOptions.sort()).toEqual([...nigerianStates].sort());
      expect(stateOptions).toHaveLength(37);
      expect(stateOptions).toContain("FCT Abuja");

      const detail = page.getByLabel(form.detail.label, { exact: true });
      expect(await detail.evaluate((node) => node.tagName)).toBe("select" in form.detail ? "SELECT" : "INPUT");
      expect(await page.getByRole("button", { name: "Submit application" }).isVisible()).toBe(true);
      await screenshot(page, `partners-${slug}-360`);
    });

    it("submitting it empty shows the popup and the errors, and sends nothing", async () => {
      const page = await open(form.path);
      const sent = graphqlRequests(page);
      await page.getByRole("button", { name: "Submit application" }).click();
      await page.getByText(INVALID, { exact: true }).first().waitFor({ state: "visible" });
      expect(await fieldError(page, "Full name")).toBe("Full name is required");
      expect(await fieldError(page, "Phone number")).toBe("Phone number is required");
      expect(await fieldError(page, "State")).toBe("Choose your state");
      expect(await fieldError(page, "City or area")).toBe("City or area is required");
      expect(await fieldError(page, form.detail.label)).not.toBeNull();
      expect(await fieldError(page, "Email (optional)")).toBeNull();
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
    });

    it(`a valid application shows the confirmation and a ${form.prefix}- reference`, async () => {
      const page = await open(form.path, "desktop");
      await page.getByLabel("Full name", { exact: true }).fill("Chinedu Eze");
      await page.getByLabel("Phone number", { exact: true }).fill("0803 123 4567");
      await page.getByLabel("Email (optional)", { exact: true }).fill("chinedu@example.com");
      await page.getByLabel("State", { exact: true }).selectOption("Lagos");
      await page.getByLabel("City or area", { exact: true }).fill("Yaba");
      const detail = page.getByLabel(form.detail.label, { exact: true });
      if ("select" in form.detail) await detail.selectOption(form.detail.select);
      else await detail.fill(form.detail.text);
      await page.getByLabel("About you (optional)", { exact: true }).fill("Five years around Lagos mainland.");
      await page.getByRole("button", { name: "Submit application" }).click();
      await page.getByText(PARTNER_THANKS, { exact: true }).waitFor({ state: "visible" });
      expect(await page.locator("main").innerText()).toMatch(new RegExp(`\\b${form.prefix}-[A-Z0-9]{6}\\b`));
      await screenshot(page, `partners-${slug}-sent-1280`);
    });
  });
});

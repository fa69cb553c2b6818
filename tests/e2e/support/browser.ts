import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, inject } from "vitest";
import "../../setup/provided-context";

export const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

export const screenshotDir = path.join(process.cwd(), "test-results", "screenshots");

export function baseURL(): string {
  return inject("baseURL");
}

export function browserTestsSkipped(): boolean {
  return inject("skipBrowserTests");
}

/**
 * Content-Security-Policy violations seen on the app's pages since the last check (docs/decisions/0012). Chromium
 * logs each refusal to the console; the init script below logs the `securitypolicyviolation` event as well, with the
 * directive and the source, so nothing the policy blocks goes unnoticed. Every test fails on any (checked after each
 * test, and after the file for what its last hooks did).
 */
const cspViolations: string[] = [];

function failOnCspViolations(): void {
  const found = cspViolations.splice(0);
  if (found.length > 0) throw new Error(`Content Security Policy violations on the app's pages:\n${found.join("\n")}`);
}
afterEach(failOnCspViolations);
afterAll(failOnCspViolations);

async function watchForCspViolations(context: BrowserContext): Promise<void> {
  const ours = (url: string) => url.startsWith(baseURL());
  context.on("page", (page) =>
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text()) && ours(page.url()))
        cspViolations.push(`${page.url()}: ${message.text()}`);
    }),
  );
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}${where} ${event.sample}`,
      );
    });
  });
}

/** Debian's Chromium, headless, with background traffic switched off; every context it opens watches for CSP violations. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: inject("chromiumPath"),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...options);
    await watchForCspViolations(context);
    return context;
  };
  return browser;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** The HTTP status of the document the page opened with. */
  status: number | null;
}

/** A fresh context (own storage) at the given viewport, opened at `pathname`. */
export async function openPage(browser: Browser, viewport: ViewportName, pathname = "/"): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseURL(), locale: "en-NG" });
  const page = await context.newPage();
  const response = await page.goto(pathname, { waitUntil: "load" });
  return { context, page, status: response?.status() ?? null };
}

export function openMobile(browser: Browser, pathname = "/"): Promise<OpenedPage> {
  return openPage(browser, "mobile", pathname);
}

export function openDesktop(browser: Browser, pathname = "/"): Promise<OpenedPage> {
  return openPage(browser, "desktop", pathname);
}

/** Full-page screenshot at test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Waits until the page has streamed in and hydrated. React attaches its props to DOM nodes once hydrated; a page
 * under a loading boundary streams after the layout, so the layout's first link hydrates while the page's own form
 * is still a fallback or still inert. So: no Suspense fallback may still be waiting for its content, no loading state
 * may still be busy, and every form control inside the main content must be hydrated, before a test types into it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (node: Element | null) =>
      !!node && Object.keys(node).some((key) => key.startsWith("__reactProps$") || key.startsWith("__reactFiber$"));
    // A Suspense fallback still waiting, or streamed content not yet revealed (React parks it in a hidden div until
    // its reveal script runs, so for a moment the page holds the form twice).
    if (document.querySelector('template[id^="B:"], div[hidden][id^="S:"]')) return false;
    // A loading state (a route's loading.tsx after a client navigation, a section's Suspense fallback) is busy.
    if (document.querySelector('[aria-busy="true"]')) return false;
    const probe = document.querySelector("main, form, button, a");
    if (!hydrated(probe) && !hydrated(document.body)) return false;
    const controls = document.querySelectorAll("main form, main button, main input, main select, main textarea");
    // A server-action form (decision 0024) carries hidden fields React adds when it renders on the server
    // ($ACTION_ID_…, $ACTION_REF_…): they belong to no component, so they are never hydrated.
    const reactActionField = (node: Element) => node instanceof HTMLInputElement && node.name.startsWith("$ACTION");
    return [...controls].every((node) => reactActionField(node) || hydrated(node));
  });
}

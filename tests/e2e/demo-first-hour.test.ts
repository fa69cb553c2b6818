/**
 * Issue #14, "Set-up and accounts": the demo as a newcomer starts it. A second server runs from the browser tests'
 * build the way `npm run demo` starts it (`npm start -- --demo` on its own port, with no APP_URL, NEXTAUTH_URL, e-mail
 * or SMS provider, and a fresh database), and the tests use it as a person would: sign up on a phone, follow "Open the
 * demo outbox" to read the code, verify; sign out (back to this server's port, not 3000); forget the password on
 * the way to /account, be refused the old one as the new one, and land on /account signed in.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserTestsSkipped,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  type ViewportName,
} from "./support/browser";
import { fieldError } from "./support/fields";

const PASSWORD = "Market-Day-2026!";
const NEW_PASSWORD = "Fresh-Market-2027!";
const email = `ifeoma.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface DemoServer {
  origin: string;
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** `npm start -- --demo` on a free port, from the build global setup made; empty values keep .env files out. */
async function startDemo(): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-demo-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: ".next-e2e",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_URL: "",
    NEXTAUTH_URL: "",
    DEV_OUTBOX_IN_PRODUCTION: "",
    SMTP_URL: "",
    SMTP_HOST: "",
    TERMII_API_KEY: "",
    DATABASE_URL: "",
    REDIS_URL: "",
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    MEDIA_DIR: path.join(dataDir, "media"),
    LOG_LEVEL: "warn",
  };
  for (const name of ["NODE_OPTIONS", "VITEST", "VITEST_MODE", "PORT"]) delete env[name];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "src/server/server.ts", "-p", String(port), "-H", "localhost", "--demo"],
    {
      cwd: process.cwd(),
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the demo server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, child, output: () => output, dataDir };
}

async function stopDemo(demo: DemoServer | undefined): Promise<void> {
  if (!demo) return;
  if (demo.child.exitCode === null && demo.child.pid !== undefined) {
    const exited = new Promise((resolve) => demo.child.once("exit", resolve));
    try {
      process.kill(-demo.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6_000))]);
  }
  await rm(demo.dataDir, { recursive: true, force: true });
}

describe.skipIf(browserTestsSkipped())("a newcomer's first hour on the demo (npm run demo)", () => {
  let demo: DemoServer | undefined;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // The shared CSP watcher looks at the main test server only: this one's pages are watched here.
  const cspViolations: string[] = [];

  beforeAll(async () => {
    demo = await startDemo();
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopDemo(demo);
    expect(cspViolations).toEqual([]);
  }, 30_000);

  async function open(viewport: ViewportName, pathname: string): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: demo!.origin, locale: "en-NG" });
    contexts.push(context);
    context.on("page", (page) =>
      page.on("console", (message) => {
        if (/content security policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      }),
    );
    const page = await context.newPage();
    await page.goto(pathname, { waitUntil: "load" });
    await waitForHydration(page);
    return page;
  }

  async function fillCode(scope: Page | Locator, code: string): Promise<void> {
    await scope.getByLabel("Digit 1 of 6", { exact: true }).fill(code);
  }

  /**
   * Follows "Open the demo outbox" (a new tab, as a person's click opens it) and reads the newest code of `purpose`
   * there, reloading as a person would until it has arrived.
   */
  async function codeFromOutbox(page: Page, scope: Page | Locator, purpose: string, shot: string): Promise<string> {
    const link = scope.getByRole("link", { name: "Open the demo outbox" });
    await link.waitFor({ state: "visible" });
    const [outbox] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await outbox.waitForLoadState("load");
    expect(new URL(outbox.url()).pathname).toBe("/dev/outbox");
    const message = outbox.locator("li").filter({ hasText: purpose }).first();
    await expect
      .poll(
        async () => {
          if (await message.count()) return true;
          await outbox.reload({ waitUntil: "load" });
          return false;
        },
        { timeout: 20_000, interval: 500, message: `a ${purpose} message in the demo outbox` },
      )
      .toBe(true);
    const code = (await message.getByTestId("outbox-code").innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(outbox, shot);
    await outbox.close();
    return code;
  }

  it("starts on its own port with no address set and says where the codes are", () => {
    expect(demo!.output()).toContain(
      `Demo mode: no e-mail or SMS is really sent. Sign-up and password-reset codes appear at ${demo!.origin}/dev/outbox`,
    );
    expect(demo!.output()).not.toContain("⚠");
  });

  it("signs up on a phone and reads the code from the demo outbox, then signs out to this server", async () => {
    const page = await open("mobile", "/auth/signup");
    await page.getByLabel("First name", { exact: true }).fill("Ifeoma");
    await page.getByLabel("Email or phone number", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByRole("heading", { name: "Verify your account", level: 1 }).waitFor({ state: "visible" });
    await page.getByTestId("demo-outbox-note").waitFor({ state: "visible" });
    await screenshot(page, "demo-first-hour-verify-360");

    const code = await codeFromOutbox(page, page, "otp:VERIFY_ACCOUNT", "demo-first-hour-outbox-360");
    await fillCode(page, code);
    await page.getByRole("button", { name: "Verify account", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // "Sign out" comes back to this server (the address follows the port), not to localhost:3000.
    await page.goto("/account");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Hello, Ifeoma");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(demo!.origin);
  });

  it("forgets the password on the way to /account, is refused the old one, and lands on /account signed in", async () => {
    const page = await open("desktop", "/account");
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email or phone number", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("heading", { name: "OTP verification" }).waitFor({ state: "visible" });
    await screenshot(page, "demo-first-hour-reset-code-1280");

    const code = await codeFromOutbox(page, dialog, "otp:RESET_PASSWORD", "demo-first-hour-outbox-1280");
    await fillCode(dialog, code);
    await dialog.getByRole("button", { name: "Verify code" }).click();
    await dialog.getByRole("heading", { name: "Reset password" }).waitFor({ state: "visible" });

    // The current password is not a new one: said under the field, and nothing changes.
    await dialog.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect
      .poll(() => fieldError(dialog, "New password"))
      .toBe("Your new password must be different from your current one");
    await screenshot(page, "demo-first-hour-same-password-1280");

    await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByRole("heading", { name: "Hello, Ifeoma", level: 1 }).waitFor({ state: "visible" });
    const toasts = page.locator("[data-sonner-toast]");
    await toasts.filter({ hasText: "Your password has been changed" }).first().waitFor({ state: "visible" });
    // The sign-in page's own "?error=SessionRequired" is not taken for a failure of the sign-in the reset made.
    expect(await toasts.filter({ hasText: "could not sign you in" }).count()).toBe(0);
    await screenshot(page, "demo-first-hour-after-reset-1280");
  });
});

/**
 * Abuse (issue #13, item 7): served over https, every cookie the session service and the sign-in throttle set is
 * Secure and prefixed (`__Secure-` / `__Host-`), so a plain-http page or a sibling subdomain can neither read nor plant
 * one. Decided by APP_URL (the public address), read when the app starts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.APP_URL = "https://oja.test";
  process.env.NEXTAUTH_URL = "https://oja.test";
});

import { createAccount, settleOutbox } from "../factories/accounts";
import { CookieJar } from "../setup/cookie-jar";
import { callAuthRoute } from "../setup/auth-route";

const BASE = "https://oja.test";
const jar = new CookieJar();

async function call(path: string, form?: Record<string, string>) {
  const response = await callAuthRoute(path, {
    form,
    cookie: jar.header(),
    base: BASE,
    headers: { "x-forwarded-proto": "https" },
  });
  jar.take(response);
  return response;
}

beforeAll(async () => {
  const account = await createAccount();
  const { csrfToken } = (await (await call("csrf")).json()) as { csrfToken: string };
  await call("callback/credentials", {
    csrfToken,
    username: account.email!,
    password: account.password,
    callbackUrl: "/",
    json: "true",
  });
});
afterAll(() => settleOutbox());

describe("cookies over https", () => {
  it("the session cookie is __Secure-, Secure and HttpOnly", () => {
    const line = jar.lines.find((l) => l.startsWith("__Secure-next-auth.session-token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
  });

  it("the CSRF cookie is __Host- and Secure", () => {
    expect(jar.lines.find((l) => l.startsWith("__Host-next-auth.csrf-token="))).toMatch(/; Secure/i);
  });

  it("the device cookie is __Host-, Secure and HttpOnly", () => {
    const line = jar.lines.find((l) => l.startsWith("__Host-oja-device="));
    expect(line).toMatch(/; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("no cookie goes out without Secure", () => {
    expect(jar.lines.length).toBeGreaterThanOrEqual(3);
    for (const line of jar.lines) expect(line).toMatch(/; Secure/i);
  });
});

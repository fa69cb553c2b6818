/**
 * Abuse: the session service at /api/auth (next-auth). Callback URLs are limited to our own origin (safeCallbackUrl and
 * the redirect callback), and a credentials sign-in without a valid CSRF token signs nobody in.
 *
 * The real route handler (src/app/api/auth/[...nextauth]/route.ts) is called in-process. It reads cookies() and
 * headers() from next/headers, which only work inside the request scope Next.js sets up for a route handler, so
 * each call runs inside the same two AsyncLocalStorage scopes Next.js uses (work store + request store).
 */
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Next.js installs AsyncLocalStorage on globalThis before loading its modules; without it next/headers has no scope.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
});

import { getDb } from "@/db/client";
import { safeCallbackUrl } from "@/lib/safe-redirect";
import { auditEvents } from "@/modules/audit/audit.schema";
import { authOptions } from "@/modules/identity/auth-options";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { accessTokens } from "@/modules/identity/identity.schema";
import { callAuth, createAccount, settleOutbox, type CreatedAccount } from "../factories/accounts";
import { callAuthRoute } from "../setup/auth-route";
import { CookieJar } from "../setup/cookie-jar";

const BASE = "http://localhost:3000";

const hostile = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "https://evil.example",
  "https://evil.example/account",
  "http://localhost:3000.evil.example",
  "http://localhost:3000@evil.example",
  "http://localhost:3001/account",
  "https://localhost:3000/account",
  " //evil.example",
  "/\t/evil.example",
  "\u0000//evil.example",
  "account",
];

/**
 * Paths that look like our own but whose dot segments resolve to a protocol-relative "//evil.example": checked as a
 * string they passed, and the browser then went to http://evil.example/phish.
 */
const resolvingAway = [
  "/dashboard/..//evil.example/phish",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example/phish",
  "/./..//evil.example",
  "/account/..\\/evil.example",
  `${BASE}/dashboard/..//evil.example/phish`,
];

describe("callback URLs are limited to our own origin", () => {
  it.each(hostile)("safeCallbackUrl(%j) → the base URL", (url) => {
    expect(safeCallbackUrl(url, BASE)).toBe(BASE);
  });

  it.each(hostile)("the next-auth redirect callback sends %j to the base URL", async (url) => {
    const redirect = authOptions().callbacks!.redirect!;
    expect(await redirect({ url, baseUrl: BASE })).toBe(BASE);
  });

  it.each([
    ["/account", `${BASE}/account`],
    [
      "/auth/login?error=SessionRequired&callbackUrl=%2Faccount",
      `${BASE}/auth/login?error=SessionRequired&callbackUrl=%2Faccount`,
    ],
    [`${BASE}/account?tab=orders`, `${BASE}/account?tab=orders`],
  ])("allows our own %j", async (url, expected) => {
    expect(safeCallbackUrl(url, BASE)).toBe(expected);
    expect(await authOptions().callbacks!.redirect!({ url, baseUrl: BASE })).toBe(expected);
  });

  it.each(resolvingAway)("%j resolves to a path on another host, so it goes to the base URL", async (url) => {
    expect(safeCallbackUrl(url, BASE)).toBe(BASE);
    expect(await authOptions().callbacks!.redirect!({ url, baseUrl: BASE })).toBe(BASE);
  });

  it.each([null, undefined, ""])("falls back to the base URL for %j", (url) => {
    expect(safeCallbackUrl(url, BASE)).toBe(BASE);
  });

  it("whatever it is given, the result is on our origin", () => {
    for (const url of [
      ...hostile,
      ...resolvingAway,
      "/account",
      `${BASE}/x`,
      "/%0a/evil.example\n",
      "/%2F%2Fevil.example",
    ])
      expect(new URL(safeCallbackUrl(url, BASE)).origin).toBe(BASE);
  });
});

// ---- the route handler, in-process ------------------------------------------------------------------------------

/** One call of the session route with this browser's cookies; what it sets goes back into the jar. */
async function route(path: string, options: { form?: Record<string, string>; jar?: CookieJar } = {}) {
  const response = await callAuthRoute(path, { form: options.form, cookie: options.jar?.header() });
  options.jar?.take(response);
  return response;
}

async function csrf(jar: CookieJar): Promise<string> {
  const response = await route("csrf", { jar });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
  return csrfToken;
}

const sessionCookie = "next-auth.session-token";

describe("credentials sign-in through /api/auth/callback/credentials", () => {
  let account: CreatedAccount;
  const since = new Date();

  beforeAll(async () => {
    account = await createAccount();
  });
  afterAll(() => settleOutbox());

  async function signInsRecorded() {
    const rows = await getDb()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorId, account.user.id),
          eq(auditEvents.action, "auth.sign_in"),
          gte(auditEvents.createdAt, since),
        ),
      );
    const tokens = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.user.id));
    return { signIns: rows.length, tokens: tokens.length };
  }

  it("without a csrfToken: does not sign in, redirects to /api/auth/signin?csrf=true", async () => {
    const jar = new CookieJar();
    const before = await signInsRecorded();
    const response = await route("callback/credentials", {
      jar,
      form: { username: account.email!, password: account.password, callbackUrl: "/account", json: "false" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/api/auth/signin?csrf=true`);
    expect(jar.has(sessionCookie)).toBe(false);
    expect(await signInsRecorded()).toEqual(before); // the password was not even checked
  });

  it("with a csrfToken that does not match the cookie: does not sign in", async () => {
    const jar = new CookieJar();
    await csrf(jar);
    const response = await route("callback/credentials", {
      jar,
      form: {
        csrfToken: "0".repeat(64),
        username: account.email!,
        password: account.password,
        callbackUrl: "/account",
      },
    });
    expect(response.headers.get("location")).toBe(`${BASE}/api/auth/signin?csrf=true`);
    expect(jar.has(sessionCookie)).toBe(false);
  });

  it("with a token but without the csrf cookie (a cross-site form post): does not sign in", async () => {
    const victim = new CookieJar();
    const token = await csrf(victim);
    const attacker = new CookieJar(); // the attacker's page cannot send the victim's cookie value along with its own
    const response = await route("callback/credentials", {
      jar: attacker,
      form: { csrfToken: token, username: account.email!, password: account.password },
    });
    expect(response.headers.get("location")).toBe(`${BASE}/api/auth/signin?csrf=true`);
    expect(attacker.has(sessionCookie)).toBe(false);
  });

  it("with a valid csrfToken: signs in, returns to the callback URL, and the session holds our access token", async () => {
    const jar = new CookieJar();
    const token = await csrf(jar);
    const before = await signInsRecorded();
    const response = await route("callback/credentials", {
      jar,
      form: { csrfToken: token, username: account.email!, password: account.password, callbackUrl: "/account" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/account`);
    expect(jar.has(sessionCookie)).toBe(true);
    expect(await signInsRecorded()).toEqual({ signIns: before.signIns + 1, tokens: before.tokens + 1 });

    const session = (await (await route("session", { jar })).json()) as {
      accessToken?: string;
      user?: { id?: string };
    };
    expect(session.user?.id).toBe(account.user.id);
    expect(session.accessToken).toBeTruthy();

    // logout (GraphQL) revokes that access token, and the session ends with it.
    expect((await callAuth("logout", {}, { token: session.accessToken })).payload?.status).toBe(true);
    const ended = (await (await route("session", { jar })).json()) as { user?: unknown; accessToken?: unknown };
    expect(ended.user).toBeUndefined();
    expect(ended.accessToken).toBeUndefined();
  });

  it("with a valid csrfToken and a hostile callbackUrl: signs in but stays on our origin", async () => {
    for (const callbackUrl of [
      "//evil.example",
      "https://evil.example/account",
      "javascript:alert(1)",
      "/\\evil.example",
    ]) {
      const jar = new CookieJar();
      const token = await csrf(jar);
      const response = await route("callback/credentials", {
        jar,
        form: { csrfToken: token, username: account.email!, password: account.password, callbackUrl },
      });
      const location = response.headers.get("location") ?? "";
      expect(new URL(location).origin, callbackUrl).toBe(BASE);
      expect(location).not.toContain("evil.example");
    }
  });

  it("a wrong password: the error is in the result URL (spec §8), on our own origin", async () => {
    const jar = new CookieJar();
    const token = await csrf(jar);
    const response = await route("callback/credentials", {
      jar,
      form: {
        csrfToken: token,
        username: account.email!,
        password: "Wrong-password 1",
        callbackUrl: "/account",
        json: "true",
      },
    });
    const { url } = (await response.json()) as { url: string };
    const result = new URL(url);
    expect(result.origin).toBe(BASE);
    expect(result.pathname).toBe("/api/auth/error");
    // A code from a fixed list, never a sentence: the sign-in page shows only the sentences it knows (issue #13).
    expect(result.searchParams.get("error")).toBe("CredentialsSignin");
    expect(jar.has(sessionCookie)).toBe(false);
  });

  it("sign-out without a csrfToken does not end the session", async () => {
    const jar = new CookieJar();
    const token = await csrf(jar);
    await route("callback/credentials", {
      jar,
      form: { csrfToken: token, username: account.email!, password: account.password },
    });
    expect(jar.has(sessionCookie)).toBe(true);
    const { accessToken } = (await (await route("session", { jar })).json()) as { accessToken?: string };

    await route("signout", { jar, form: { callbackUrl: "/" } });
    const still = (await (await route("session", { jar })).json()) as { accessToken?: string; user?: { id?: string } };
    expect(still.user?.id).toBe(account.user.id);
    expect(await findUserByAccessToken(still.accessToken!)).toMatchObject({ id: account.user.id });

    // With the token it does, and the access token is revoked on the server too.
    await route("signout", { jar, form: { csrfToken: await csrf(jar), callbackUrl: "/" } });
    expect(jar.has(sessionCookie)).toBe(false);
    expect(await findUserByAccessToken(accessToken!)).toBeNull();
  });
});

/**
 * Abuse (issue #13, item 7): the session handed the 30-day bearer token to page scripts (GET /api/auth/session), so one
 * injected script could walk away with a month of access. Page scripts now get a short-lived stand-in (15 minutes)
 * that dies with the session; the long token stays inside the HttpOnly cookie; mobile apps keep long Bearer tokens.
 * Also: a successful password sign-in leaves the device an HttpOnly device cookie (docs/decisions/0013).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
});

import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { accessTokens } from "@/modules/identity/identity.schema";
import { issueSessionToken, readSessionToken, SESSION_TOKEN_TTL_SECONDS } from "@/modules/identity/session-token";
import { createAccount, settleOutbox, type CreatedAccount } from "../factories/accounts";
import { CookieJar } from "../setup/cookie-jar";
import { execute } from "../setup/graphql";
import { callAuthRoute } from "../setup/auth-route";

const ME = "query { myPriceAlerts { id } }";

/** GET without a form, POST with one (the route exports one handler as both). */
async function session(path: string, jar: CookieJar, form?: Record<string, string>) {
  const response = await callAuthRoute(path, {
    form,
    cookie: jar.header(),
    headers: { "x-forwarded-for": "198.51.100.61" },
  });
  jar.take(response);
  return response;
}

async function signInWith(jar: CookieJar, credentials: Record<string, string>) {
  const { csrfToken } = (await (await session("csrf", jar)).json()) as { csrfToken: string };
  return session("callback/credentials", jar, { csrfToken, ...credentials, callbackUrl: "/", json: "true" });
}

async function asBearer(token: string) {
  const { body } = await execute({ query: ME, headers: { authorization: `Bearer ${token}` } });
  return body.errors?.[0]?.extensions?.code ?? "OK";
}

let account: CreatedAccount;
let jar: CookieJar;
let pageToken: { accessToken: string; accessTokenExpires: string };

beforeAll(async () => {
  account = await createAccount();
  jar = new CookieJar();
  await signInWith(jar, { username: account.email!, password: account.password });
  pageToken = (await (await session("session", jar)).json()) as typeof pageToken;
});
afterAll(() => settleOutbox());

describe("what page scripts get from /api/auth/session", () => {
  it("a 15-minute session token, not the 30-day access token", () => {
    expect(pageToken.accessToken).toMatch(/^st1\.[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    const lifetime = new Date(pageToken.accessTokenExpires).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((SESSION_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_TOKEN_TTL_SECONDS * 1000);
  });

  it("it stands for the session's own access token, which it names by id only", async () => {
    const id = readSessionToken(pageToken.accessToken);
    const [row] = await getDb().select().from(accessTokens).where(eq(accessTokens.id, id!));
    expect(row?.userId).toBe(account.user.id);
    expect(pageToken.accessToken).not.toContain(row!.tokenHash);
  });

  it("works as a Bearer token for the API", async () => {
    expect(await asBearer(pageToken.accessToken)).toBe("OK");
  });

  it("is refused once expired, or with any part changed", async () => {
    const id = readSessionToken(pageToken.accessToken)!;
    const stale = issueSessionToken(id, Date.now() - (SESSION_TOKEN_TTL_SECONDS + 1) * 1000).token;
    const [prefix, , expires, signature] = pageToken.accessToken.split(".");
    const otherId = `${prefix}.00000000-0000-4000-8000-000000000000.${expires}.${signature}`;
    const later = `${prefix}.${id}.${Number(expires) + 86_400}.${signature}`;
    for (const token of [stale, otherId, later, `${pageToken.accessToken}x`])
      expect(await asBearer(token)).toBe("UNAUTHENTICATED");
  });

  it("cannot be turned into a new 30-day session", async () => {
    const other = new CookieJar();
    const response = await signInWith(other, { accessToken: pageToken.accessToken });
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toBe("SessionEnded");
    expect(other.has("next-auth.session-token")).toBe(false);
  });

  it("dies with the session: after sign-out it is refused at once", async () => {
    const mine = new CookieJar();
    await signInWith(mine, { username: account.email!, password: account.password });
    const { accessToken } = (await (await session("session", mine)).json()) as { accessToken: string };
    expect(await asBearer(accessToken)).toBe("OK");
    const { csrfToken } = (await (await session("csrf", mine)).json()) as { csrfToken: string };
    await session("signout", mine, { csrfToken, callbackUrl: "/" });
    expect(await asBearer(accessToken)).toBe("UNAUTHENTICATED");
  });
});

describe("the device cookie", () => {
  it("a password sign-in sets it HttpOnly, SameSite=Lax, for a year; the next sign-in from this browser counts as a known device", async () => {
    const line = jar.lines.find((l) => l.startsWith("oja-device="));
    expect(line).toMatch(/; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const again = new CookieJar();
    again.take(new Response(null, { headers: { "set-cookie": line! } }));
    await signInWith(again, { username: account.email!, password: "Wrong-password 1" });
    const [failure] = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, account.user.id), eq(auditEvents.action, "auth.sign_in_failed")));
    expect(failure?.after).toMatchObject({ knownDevice: true });
  });

  it("a failed sign-in sets none", async () => {
    const stranger = new CookieJar();
    await signInWith(stranger, { username: account.email!, password: "Wrong-password 2" });
    expect(stranger.lines.some((l) => l.startsWith("oja-device="))).toBe(false);
  });
});

describe("the token a page sees in a GraphQL answer", () => {
  it("dies when it is exchanged for a session, and cannot be exchanged twice", async () => {
    const { body } = await execute({
      query: `mutation($input: RegisterInput!) { register(input: $input) { status data { token } } }`,
      variables: {
        input: {
          first_name: "Ngozi",
          username: `ngozi.${Date.now()}@example.com`,
          password: "Kola-nut 2026!",
          password_confirmation: "Kola-nut 2026!",
          device: "web",
        },
      },
    });
    const seen = (body.data?.register as { data: { token: string } }).data.token;
    expect(await asBearer(seen)).toBe("OK");
    const browser = new CookieJar();
    await signInWith(browser, { accessToken: seen });
    expect(browser.has("next-auth.session-token")).toBe(true);
    expect(await asBearer(seen)).toBe("UNAUTHENTICATED");
    const { accessToken } = (await (await session("session", browser)).json()) as { accessToken: string };
    expect(await asBearer(accessToken)).toBe("OK");
    const again = new CookieJar();
    const response = await signInWith(again, { accessToken: seen });
    expect(new URL(((await response.json()) as { url: string }).url).searchParams.get("error")).toBe("SessionEnded");
  });
});

/**
 * #14: started on another port (`PORT=3200 npm run demo`), "Sign out" sent the browser to localhost:3000 and the
 * sign-up e-mail linked there, because `npm run setup` pinned NEXTAUTH_URL=http://localhost:3000. Now setup writes no
 * address, the server derives it from its port when APP_URL/NEXTAUTH_URL are unset, and warns at start when a local
 * address names another port. The session service and the e-mails are exercised as a server on port 3200 runs them.
 */
import { afterAll, describe, expect, it, vi } from "vitest";

const saved = vi.hoisted(() => ({ APP_URL: process.env.APP_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL }));

// What server.ts does at start on port 3200 with neither address set, before any module reads the environment.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  delete process.env.APP_URL;
  delete process.env.NEXTAUTH_URL;
  const { startEnvironment } = await import("@/server/start-environment");
  Object.assign(process.env, startEnvironment(process.env, { port: 3200, demo: false }).set);
});

import { settleEnvFile } from "../../scripts/env-file";
import { parseMessagingConfig } from "@/modules/notifications/notifications.config";
import { resolvePublicAddress, startEnvironment } from "@/server/start-environment";
import { callAuth, createAccount, outboxFor, registerInput, settleOutbox } from "../factories/accounts";
import { callAuthRoute } from "../setup/auth-route";
import { CookieJar } from "../setup/cookie-jar";

const PORT_3200 = "http://localhost:3200";

afterAll(async () => {
  await settleOutbox();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("the public address follows the port when it is not set", () => {
  it("unset: both addresses are http://localhost:<port>, with nothing to warn about", () => {
    expect(resolvePublicAddress({}, 3200)).toEqual({
      set: { APP_URL: PORT_3200, NEXTAUTH_URL: PORT_3200 },
      notes: [],
      warnings: [],
    });
    expect(resolvePublicAddress({ APP_URL: "", NEXTAUTH_URL: " " }, 3000).set).toEqual({
      APP_URL: "http://localhost:3000",
      NEXTAUTH_URL: "http://localhost:3000",
    });
  });

  it("one set: the other takes the same address; both set: nothing changes", () => {
    expect(resolvePublicAddress({ APP_URL: "https://oja.ng" }, 3000)).toEqual({
      set: { NEXTAUTH_URL: "https://oja.ng" },
      notes: [],
      warnings: [],
    });
    expect(resolvePublicAddress({ NEXTAUTH_URL: "https://oja.ng" }, 3000).set).toEqual({ APP_URL: "https://oja.ng" });
    expect(resolvePublicAddress({ APP_URL: "https://oja.ng", NEXTAUTH_URL: "https://oja.ng" }, 8080)).toEqual({
      set: {},
      notes: [],
      warnings: [],
    });
  });

  it("a local address on another port is named at start, with the fix", () => {
    const { set, warnings } = resolvePublicAddress({ NEXTAUTH_URL: "http://localhost:3000" }, 3200);
    expect(set).toEqual({ APP_URL: "http://localhost:3000" });
    expect(warnings).toEqual([
      'NEXTAUTH_URL is http://localhost:3000 but this server listens on port 3200: "Sign out" and the links in e-mails and SMS will go to port 3000. ' +
        "Remove APP_URL and NEXTAUTH_URL (from .env.local too) so the address follows the port, or set them to http://localhost:3200.",
    ]);
    expect(
      resolvePublicAddress({ APP_URL: "http://127.0.0.1", NEXTAUTH_URL: "http://127.0.0.1" }, 3200).warnings,
    ).toHaveLength(2);
    expect(resolvePublicAddress({ APP_URL: "http://localhost:3200" }, 3200).warnings).toEqual([]);
    expect(
      resolvePublicAddress({ APP_URL: "http://localhost:3200", NEXTAUTH_URL: "https://oja.ng" }, 3200).warnings,
    ).toEqual([
      "APP_URL (http://localhost:3200) and NEXTAUTH_URL (https://oja.ng) differ: set both to the one address people open, or only APP_URL.",
    ]);
  });

  it("`npm run setup` writes a secret and no address, and removes the port-3000 address it used to write", () => {
    const fresh = settleEnvFile("", () => "s".repeat(43));
    expect(fresh.text).toBe(`NEXTAUTH_SECRET=${"s".repeat(43)}\n`);
    const old = `NEXTAUTH_SECRET=${"k".repeat(43)}\nNEXTAUTH_URL=http://localhost:3000\nDATABASE_URL=postgres://x@127.0.0.1/oja`;
    expect(settleEnvFile(old, () => "unused").text).toBe(
      `NEXTAUTH_SECRET=${"k".repeat(43)}\nDATABASE_URL=postgres://x@127.0.0.1/oja`,
    );
    // An address someone chose is theirs to keep (the server warns if its port differs).
    const chosen = `NEXTAUTH_SECRET=${"k".repeat(43)}\nAPP_URL=https://oja.ng\nNEXTAUTH_URL=https://oja.ng\n`;
    expect(settleEnvFile(chosen, () => "unused")).toEqual({ text: chosen, done: [] });
  });
});

describe("demo mode (`npm run demo` starts the server with --demo)", () => {
  it("keeps the development outbox on a local address and says where the codes are", () => {
    const demo = startEnvironment({}, { port: 3200, demo: true });
    expect(demo.set).toEqual({ APP_URL: PORT_3200, NEXTAUTH_URL: PORT_3200, DEV_OUTBOX_IN_PRODUCTION: "1" });
    expect(demo.notes.join("\n")).toContain(`${PORT_3200}/dev/outbox`);
    // The messaging configuration accepts it in a production build.
    expect(parseMessagingConfig({ NODE_ENV: "production", ...demo.set }).devOutboxInProduction).toBe(true);
  });

  it("refuses a public address: the outbox shows everyone's codes", () => {
    expect(() => startEnvironment({ APP_URL: "https://oja.ng" }, { port: 3000, demo: true })).toThrow(
      /runs only on this machine; APP_URL is https:\/\/oja\.ng/,
    );
    expect(startEnvironment({ APP_URL: "https://oja.ng" }, { port: 3000, demo: false }).set).toEqual({
      NEXTAUTH_URL: "https://oja.ng",
    });
  });
});

describe("a server on port 3200 with no address set", () => {
  it('"Sign out" sends the browser back to port 3200', async () => {
    const account = await createAccount();
    const jar = new CookieJar();
    const call = async (path: string, form?: Record<string, string>) => {
      const response = await callAuthRoute(path, { base: PORT_3200, form, cookie: jar.header() });
      jar.take(response);
      return response;
    };
    const csrf = async () => ((await (await call("csrf")).json()) as { csrfToken: string }).csrfToken;
    await call("callback/credentials", {
      csrfToken: await csrf(),
      username: account.email!,
      password: account.password,
      json: "true",
    });
    const signedIn = (await (await call("session")).json()) as { user?: { id?: string } };
    expect(signedIn.user?.id).toBe(account.user.id);

    // What next-auth/react's signOut({ callbackUrl: "/" }) posts; the browser then goes to `url`.
    const { url } = (await (
      await call("signout", { csrfToken: await csrf(), callbackUrl: "/", json: "true" })
    ).json()) as { url: string };
    expect(url).toBe(`${PORT_3200}/`);
  });

  it("the sign-up e-mail links to port 3200", async () => {
    const input = registerInput();
    expect((await callAuth("register", { input })).payload?.status).toBe(true);
    await settleOutbox();
    const [message] = await outboxFor(input.username, "VERIFY_ACCOUNT");
    expect(message?.body).toMatch(
      /Or open this link while signed in: http:\/\/localhost:3200\/auth\/signup\?code=\d{6}\n/,
    );
  });
});

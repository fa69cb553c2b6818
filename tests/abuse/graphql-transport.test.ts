/**
 * Abuse: /graphql over HTTP (issue #13, item 10). Only JSON bodies are accepted, so a cross-site form cannot fire a
 * mutation; GET never runs one; answers to mutations and to token holders are never stored by a browser or proxy
 * (nor next-auth's session and CSRF answers); a rate-limited answer is HTTP 429 with Retry-After.
 *
 * Both ways in are exercised: the Next.js route (src/app/graphql/route.ts) and the production server's fast path,
 * which hands the Node request straight to the same Yoga instance (src/server/server.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => {
  // Next.js installs AsyncLocalStorage before its modules load; next/headers (used by next-auth's route) needs it.
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  // Every other file runs with sharing off (vitest.config.ts); here the public-results plugin must be present.
  process.env.GRAPHQL_PUBLIC_CACHE_MS = "60000";
});

import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { GET as routeGet, POST as routePost } from "@/app/graphql/route";
import { getDb } from "@/db/client";
import { graphqlEndpoint } from "@/graphql/yoga";
import { contactMessages } from "@/modules/contact/contact.schema";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { graphql } from "@/ui/graphql-documents";
import { authOperations, createAccount, settleOutbox } from "../factories/accounts";
import { buildContactMessageInput, createAccessToken, createUser } from "../factories";
import { uniqueIp } from "../setup/graphql";
import { callCatchAllRoute, type CatchAllRouteHandler } from "../setup/next-route";

const CONTACT = "mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }";
const HEALTH = "{ health { ok } }";
const PUBLIC_READ = "{ categories { slug } }";

let server: Server;
let origin: string;

beforeAll(async () => {
  // What `npm start` does for /graphql: the Node request goes to Yoga as it is.
  const yoga = graphqlEndpoint();
  server = createServer((request, response) => void yoga(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await settleOutbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Send = (init: {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  query?: string;
}) => Promise<Response>;

const ways: [string, Send][] = [
  [
    "the Next.js route",
    ({ method = "POST", headers = {}, body, query = "" }) => {
      const request = new Request(`http://localhost/graphql${query}`, {
        method,
        headers: { "x-forwarded-for": uniqueIp(), ...headers },
        body,
      });
      return method === "GET" ? routeGet(request) : routePost(request);
    },
  ],
  [
    "the production fast path",
    ({ method = "POST", headers = {}, body, query = "" }) =>
      fetch(`${origin}/graphql${query}`, { method, headers: { "x-forwarded-for": uniqueIp(), ...headers }, body }),
  ],
];

/** Yoga alone, as execute() calls it, with the response's headers. */
function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return graphqlEndpoint().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

async function storedMessages() {
  return (await getDb().select().from(contactMessages)).length;
}

function contactForm(): URLSearchParams {
  return new URLSearchParams({ query: CONTACT, variables: JSON.stringify({ input: buildContactMessageInput() }) });
}

function contactMultipart(): FormData {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: CONTACT, variables: { input: buildContactMessageInput() } }));
  form.set("map", "{}");
  return form;
}

const refused: [string, () => { headers: Record<string, string>; body: BodyInit }][] = [
  [
    "application/x-www-form-urlencoded",
    () => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: contactForm().toString() }),
  ],
  ["multipart/form-data", () => ({ headers: {}, body: contactMultipart() })],
  [
    "text/plain",
    () => ({
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: CONTACT, variables: { input: buildContactMessageInput() } }),
    }),
  ],
  [
    "application/graphql",
    () => ({
      headers: { "content-type": "application/graphql" },
      body: `mutation { submitContactMessage(input: { name: "Ada Obi", email: "a@b.ng", topic: "ORDER", message: "Sent as application/graphql" }) { reference } }`,
    }),
  ],
  // A response's media type, which Yoga does not parse as a request body: refused with a reason, not an empty 415.
  [
    "application/graphql-response+json",
    () => ({
      headers: { "content-type": "application/graphql-response+json" },
      body: JSON.stringify({ query: HEALTH }),
    }),
  ],
  [
    "no Content-Type",
    () => ({
      headers: {},
      body: new Blob([JSON.stringify({ query: CONTACT, variables: { input: buildContactMessageInput() } })]),
    }),
  ],
];

describe.each(ways)("content types, through %s", (_way, send) => {
  it.each(refused)("refuses %s with 415 and a JSON error, and runs nothing", async (_type, build) => {
    const before = await storedMessages();
    const response = await send(build());
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "Send GraphQL requests as JSON (Content-Type: application/json).",
          extensions: { code: "UNSUPPORTED_MEDIA_TYPE" },
        },
      ],
    });
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "application/json;charset=UTF-8",
    "application/graphql+json",
  ])("answers %s", async (type) => {
    const response = await send({ headers: { "content-type": type }, body: JSON.stringify({ query: HEALTH }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { health: { ok: true } } });
  });

  it("answers a query over GET, and refuses a mutation over GET with 405 without running it", async () => {
    const query = await send({
      method: "GET",
      headers: { accept: "application/json" },
      query: `?query=${encodeURIComponent(HEALTH)}`,
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { health: { ok: true } } });

    const before = await storedMessages();
    const variables = encodeURIComponent(JSON.stringify({ input: buildContactMessageInput() }));
    const mutation = await send({
      method: "GET",
      headers: { accept: "application/json" },
      query: `?query=${encodeURIComponent(CONTACT)}&variables=${variables}`,
    });
    expect(mutation.status).toBe(405);
    expect(await storedMessages()).toBe(before);
  });

  it.each(["variables", "extensions"])(
    "a GET whose %s are not JSON is the client's mistake: 400, never a 500",
    async (name) => {
      const response = await send({
        method: "GET",
        headers: { accept: "application/json" },
        query: `?query=${encodeURIComponent(HEALTH)}&${name}=%7Bnot-json`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [
          {
            message: "The variables and extensions of a GET request must be JSON.",
            extensions: { code: "BAD_REQUEST" },
          },
        ],
      });
    },
  );
});

describe("Cache-Control", () => {
  it("no-store on a mutation's answer carrying an access token", async () => {
    const account = await createAccount();
    const response = await post(authOperations.login, {
      input: { username: account.email, password: account.password },
    });
    const body = (await response.json()) as { data: { login: { data: { token: { accessToken: string } } } } };
    expect(body.data.login.data.token.accessToken).toMatch(/\S{20,}/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("no-store on every mutation's answer, refused ones too", async () => {
    expect((await post(CONTACT, { input: buildContactMessageInput() })).headers.get("cache-control")).toBe("no-store");
    expect((await post(CONTACT, { input: { name: "x" } })).headers.get("cache-control")).toBe("no-store");
    expect((await post(authOperations.logout)).headers.get("cache-control")).toBe("no-store");
  });

  it("no-store on any answer to a request with an Authorization header, a public read included", async () => {
    const token = await createAccessToken(await createUser());
    for (const authorization of [`Bearer ${token}`, `Bearer ${"x".repeat(43)}`, "Basic YWRhOnNlY3JldA=="]) {
      const response = await post(PUBLIC_READ, {}, { authorization });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control"), authorization).toBe("no-store");
    }
  });

  it("still marks a signed-out public read shareable (public-results), and nothing else", async () => {
    expect((await post(PUBLIC_READ)).headers.get("cache-control")).toBe("public, s-maxage=60");
    expect((await post(HEALTH)).headers.get("cache-control")).toBe("no-store");
    expect((await post("{ healt { ok } }")).headers.get("cache-control")).toBe("no-store");
  });

  describe("next-auth", () => {
    const mount = { route: "/api/auth/[...nextauth]", base: "/api/auth", param: "nextauth" };
    it.each(["session", "csrf"])("/api/auth/%s answers no-store", async (action) => {
      const response = await callCatchAllRoute(
        authGet as unknown as CatchAllRouteHandler,
        mount,
        `http://localhost:3000/api/auth/${action}`,
        {
          headers: { host: "localhost:3000", "x-forwarded-for": uniqueIp() },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
      expect(response.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
    });
  });
});

describe("rate-limited answers: HTTP 429 with Retry-After", () => {
  async function exhaustContactLimit(ip: string) {
    for (let i = 0; i < 5; i += 1)
      expect((await post(CONTACT, { input: buildContactMessageInput() }, { "x-forwarded-for": ip })).status).toBe(200);
  }

  it("the contact form's sixth message in an hour", async () => {
    const ip = uniqueIp();
    await exhaustContactLimit(ip);
    const response = await post(CONTACT, { input: buildContactMessageInput() }, { "x-forwarded-for": ip });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    const [error] = body.errors;
    expect(error!.extensions.code).toBe("RATE_LIMITED");
    const seconds = error!.extensions.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(55 * 60);
    expect(response.headers.get("retry-after")).toBe(String(seconds));
    // Yoga reads the status and headers from extensions.http and does not send them in the body.
    expect(error!.extensions).not.toHaveProperty("http");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a code asked for again within 30 seconds (an accounts mutation)", async () => {
    const account = await createAccount();
    const ip = uniqueIp();
    const ask = () =>
      post(
        authOperations.createOTP,
        { input: { user: account.email, type: "ResetPassword" }, resend: false },
        { "x-forwarded-for": ip },
      );
    expect((await ask()).status).toBe(200);
    const again = await ask();
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it("the browser's client shows the server's sentence for a 429, not \"The server answered 429\"", async () => {
    const ip = uniqueIp();
    await exhaustContactLimit(ip);
    vi.stubGlobal("fetch", (_input: unknown, init: RequestInit) =>
      graphqlEndpoint().fetch("http://localhost/graphql", {
        ...init,
        headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
      }),
    );
    // The browser's client takes typed documents only; the factory's input is loosely typed for the abuse cases above.
    const input = {
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      topic: "ORDER",
      message: "My order from last Tuesday has not arrived in Ikeja yet.",
    };
    const failure = await requestGraphQL({ query: graphql(CONTACT), variables: { input } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    const error = failure as GraphQLRequestError;
    expect(error.kind).toBe("graphql");
    expect(error.status).toBe(429);
    expect(error.userMessages).toHaveLength(1);
    expect(error.userMessages[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

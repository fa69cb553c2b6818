/**
 * Abuse cases for the GraphQL endpoint: graphql-armor limits (depth, aliases, tokens, cost), the 64 KB body cap of
 * the route handler, Bearer tokens, and masking of unexpected errors. Development/test mode; production-only
 * behaviour (introspection off, suggestions hidden) is in graphql-production.test.ts.
 */
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as graphqlRoute } from "@/app/graphql/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { databaseHandle, getDb, useDatabaseHandle, type Database, type DatabaseHandle } from "@/db/client";
import { createContext } from "@/graphql/context";
import { actorForBearerToken } from "@/graphql/schema";
import { contactMessages } from "@/modules/contact/contact.schema";
import { accessTokens, users } from "@/modules/identity/identity.schema";
import { revokeAccessToken } from "@/modules/identity/identity.service";
import { buildContactMessageInput, createAccessToken, createUser } from "../factories";
import { execute, uniqueIp } from "../setup/graphql";

const HEALTH = "{ health { ok database } }";

/** `{ health { ok } }` wrapped in `levels` inline fragments on Query: depth = levels + 2 as graphql-armor counts it. */
function nestedQuery(levels: number, inner = "health { ok }"): string {
  let selection = inner;
  for (let i = 0; i < levels; i += 1) selection = `... on Query { ${selection} }`;
  return `query Deep { ${selection} }`;
}

function aliasedQuery(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: health { ok }`).join(" ")} }`;
}

function expectRejected(body: { data?: unknown; errors?: { message: string }[] }, pattern: RegExp) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.length).toBeGreaterThanOrEqual(1);
  expect(body.errors!.map((e) => e.message).join("\n")).toMatch(pattern);
}

function graphqlRequest(body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers },
    body,
    ...init,
  });
}

describe("query limits (graphql-armor)", () => {
  it("answers a query at the depth limit (10)", async () => {
    const { status, body } = await execute({ query: nestedQuery(8) });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ health: { ok: true } });
  });

  it("rejects a query one level over the depth limit, without running it", async () => {
    const { body } = await execute({ query: nestedQuery(9) });
    expectRejected(body, /Query depth limit of 10 exceeded, found 11/);
  });

  it("rejects a very deep query", async () => {
    const { body } = await execute({ query: nestedQuery(200) });
    // Whichever armor rule trips first (cost grows exponentially with depth), the query never runs.
    expectRejected(body, /Query (depth|Cost) limit of \d+ exceeded/);
  });

  it("allows 15 aliases", async () => {
    const { body } = await execute({ query: aliasedQuery(15) });
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data!)).toHaveLength(15);
  });

  it("rejects more than 15 aliases", async () => {
    const { body } = await execute({ query: aliasedQuery(16) });
    expectRejected(body, /Aliases limit of 15 exceeded, found 16/);
  });

  it("rejects a query over the token limit (2000)", async () => {
    const query = `{ health { ${"ok ".repeat(2100)}} }`;
    expect(query.length).toBeLessThan(64 * 1024);
    const { body } = await execute({ query });
    expectRejected(body, /Token limit of 2000 exceeded/);
  });

  it("rejects a query whose cost is over the limit (5000) even within depth, alias and token limits", async () => {
    const inner = "health { ok database databaseKind redis redisConfigured version } ".repeat(30);
    const { body } = await execute({ query: nestedQuery(7, inner) });
    expectRejected(body, /Query Cost limit of 5000 exceeded/);
  });

  it("rejects more than 20 directives", async () => {
    const { body } = await execute({ query: `{ health { ok ${"@include(if: true) ".repeat(21)}} }` });
    expectRejected(body, /Directives limit of 20 exceeded/);
  });

  it("refuses batched requests", async () => {
    const response = await graphqlRoute(graphqlRequest(JSON.stringify([{ query: HEALTH }, { query: HEALTH }])));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toMatch(/"health"/);
  });

  it("does not run mutations over GET", async () => {
    const query = encodeURIComponent(
      'mutation { submitContactMessage(input: {name: "Ada Obi", email: "a@b.ng", topic: "ORDER", message: "Sent over GET, should fail"}) { reference } }',
    );
    const { GET } = await import("@/app/graphql/route");
    const response = await GET(
      new Request(`http://localhost/graphql?query=${query}`, { headers: { accept: "application/json" } }),
    );
    expect(response.status).toBe(405);
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
  });
});

describe("request body cap (route handler, 64 KB)", () => {
  const padding = (bytes: number) => JSON.stringify({ query: HEALTH, variables: { padding: "x".repeat(bytes) } });

  it("answers a body just under 64 KB", async () => {
    const body = padding(64 * 1024 - 200);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(64 * 1024);
    const response = await graphqlRoute(graphqlRequest(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { health: { ok: true, database: true } } });
  });

  it("answers 413 for a body over 64 KB", async () => {
    const response = await graphqlRoute(graphqlRequest(padding(70_000)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: "Request is too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
  });

  it("answers 413 from the declared Content-Length alone", async () => {
    const response = await graphqlRoute(
      graphqlRequest(JSON.stringify({ query: HEALTH }), { "content-length": String(10 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
  });

  it("answers 413 for a streamed body without Content-Length that grows past 64 KB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024) return controller.close(); // would be 16 MB; reading must stop long before
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await graphqlRoute(graphqlRequest(stream, {}, { duplex: "half" } as RequestInit));
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it("answers 413 for an oversized mutation and stores nothing", async () => {
    const body = JSON.stringify({
      query: "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
      variables: { input: buildContactMessageInput({ message: "x".repeat(80_000) }) },
    });
    const response = await graphqlRoute(graphqlRequest(body));
    expect(response.status).toBe(413);
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
  });
});

describe("Bearer tokens", () => {
  function requestWith(authorization?: string): Request {
    return new Request("http://localhost/graphql", { headers: authorization ? { authorization } : {} });
  }

  /** The signed-in user's id of a request's actor, or null when the request is signed out. */
  async function actorUser(authorization?: string): Promise<{ userId: string; tokenId: string | null } | null> {
    const { actor } = await createContext({ request: requestWith(authorization), readActor: actorForBearerToken });
    return actor.kind === "user" ? { userId: actor.userId, tokenId: actor.tokenId } : null;
  }

  it("an unknown token gives no user, and public queries still work", async () => {
    expect(await actorUser(`Bearer ${"x".repeat(43)}`)).toBeNull();
    const { status, body } = await execute({ query: HEALTH, headers: { authorization: `Bearer ${"x".repeat(43)}` } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { health: { ok: true, database: true } } });
  });

  it.each([
    ["no header", undefined],
    ["a Basic header", "Basic YWRhOnNlY3JldA=="],
    ["Bearer without a token", "Bearer "],
    ["a short token", "Bearer abc"],
    ["an absurdly long token", `Bearer ${"y".repeat(5000)}`],
    ["two tokens", "Bearer aaaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbb"],
  ])("%s gives no user", async (_label, header) => {
    expect(await actorUser(header)).toBeNull();
  });

  it("a token from issueAccessToken resolves its user", async () => {
    const user = await createUser({ kind: "SELLER", firstName: "Tunde" });
    const token = await createAccessToken(user);
    expect(await actorUser(`Bearer ${token}`)).toMatchObject({ userId: user.id });
    // The scheme is case-insensitive.
    expect((await actorUser(`bearer ${token}`))?.userId).toBe(user.id);
  });

  it("stores only a hash of the token", async () => {
    const user = await createUser();
    const token = await createAccessToken(user);
    const rows = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("an expired token gives no user", async () => {
    const user = await createUser();
    const token = await createAccessToken(user);
    await getDb()
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, user.id));
    expect(await actorUser(`Bearer ${token}`)).toBeNull();
  });

  it("a revoked token gives no user; the user's other tokens still work", async () => {
    const user = await createUser();
    const revoked = await createAccessToken(user, "web");
    const other = await createAccessToken(user, "android");
    const before = await actorUser(`Bearer ${revoked}`);
    await revokeAccessToken(before!.tokenId!);
    expect(await actorUser(`Bearer ${revoked}`)).toBeNull();
    expect((await actorUser(`Bearer ${other}`))?.userId).toBe(user.id);
  });

  it("a suspended user's token gives no user", async () => {
    const user = await createUser();
    const token = await createAccessToken(user);
    await getDb().update(users).set({ status: "SUSPENDED" }).where(eq(users.id, user.id));
    expect(await actorUser(`Bearer ${token}`)).toBeNull();
  });
});

describe("client address for rate limits", () => {
  // Regression: clientIp once trusted the FIRST X-Forwarded-For entry, which the client controls; behind a proxy that
  // appends the address it saw, only the last entry identifies the client (TRUSTED_PROXY_HOPS=1).
  it("a client cannot escape the contact rate limit by sending its own X-Forwarded-For", async () => {
    const realClient = "198.51.100.9";
    const results: (string | undefined)[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const { body } = await execute({
        query: "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
        variables: { input: buildContactMessageInput() },
        // What the app sees when the client sends "X-Forwarded-For: 10.9.8.<i>" and the proxy appends the real address.
        ip: `10.9.8.${i}, ${realClient}`,
      });
      results.push(body.errors?.[0]?.extensions?.code);
    }
    expect(results.at(-1)).toBe("RATE_LIMITED");
  });
});

describe("when the database fails", () => {
  let original: DatabaseHandle | undefined;
  let deadClient: postgres.Sql | undefined;

  /** A handle to a PostgreSQL server that is not there: every query fails, as when the database is down. */
  function useDeadDatabase() {
    original = databaseHandle();
    deadClient = postgres("postgres://nobody@127.0.0.1:1/nothing", { max: 1, connect_timeout: 2, onnotice: () => {} });
    useDatabaseHandle({
      kind: "postgres",
      db: drizzle(deadClient) as unknown as Database,
      migrate: async () => {},
      close: () => deadClient!.end({ timeout: 1 }),
    });
  }

  afterEach(async () => {
    if (original) useDatabaseHandle(original);
    original = undefined;
    await deadClient?.end({ timeout: 1 });
    deadClient = undefined;
    vi.restoreAllMocks();
  });

  it("health still answers, with database false", async () => {
    useDeadDatabase();
    const { status, body } = await execute({ query: "{ health { ok database databaseKind redisConfigured } }" });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      health: { ok: false, database: false, databaseKind: "postgres", redisConfigured: false },
    });

    const response = await healthRoute();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ ok: false, database: { ok: false } });
  });

  it("an unexpected error is masked: no message, stack, SQL or personal data reaches the client, and it is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    useDeadDatabase();
    const input = buildContactMessageInput({ email: "private.person@example.com" });
    const { status, body } = await execute({
      query: "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
      variables: { input },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ submitContactMessage: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toBe("Unexpected error.");
    expect(body.errors![0]!.extensions ?? {}).not.toHaveProperty("originalError");
    const raw = JSON.stringify(body);
    for (const leak of [
      "insert into",
      "contact_messages",
      "ECONNREFUSED",
      "127.0.0.1",
      "stack",
      "private.person",
      "at ",
    ]) {
      expect(raw.toLowerCase()).not.toContain(leak.toLowerCase());
    }
    // The server log has the details for the operator.
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('"message":"graphql.unexpected_error"'))).toBe(true);
  });
});

describe("development mode (the contrast for graphql-production.test.ts)", () => {
  it("allows introspection; suggests no field names (none anywhere: graphql-errors.test.ts)", async () => {
    const introspection = await execute({ query: "{ __schema { mutationType { fields { name } } } }" });
    expect(JSON.stringify(introspection.body)).toContain("submitContactMessage");
    const typo = await execute({ query: "{ healt { ok } }" });
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "healt" on type "Query".');
  });

  it("serves GraphiQL to a browser", async () => {
    const { GET } = await import("@/app/graphql/route");
    const response = await GET(new Request("http://localhost/graphql", { headers: { accept: "text/html" } }));
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });
});

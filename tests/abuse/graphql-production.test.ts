/**
 * The endpoint as it runs in production: introspection disabled, field suggestions hidden, GraphiQL off.
 * env() and the Yoga endpoint are read once per process, so this file switches NODE_ENV before loading them
 * (each test file runs in its own process).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { execute as executeFn } from "../setup/graphql";

const holder = globalThis as typeof globalThis & { __marketYoga?: unknown };
const previous = { NODE_ENV: process.env.NODE_ENV, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET };
let execute: typeof executeFn;
let GET: (request: Request) => Promise<Response>;

beforeAll(async () => {
  Object.assign(process.env, {
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
  });
  holder.__marketYoga = undefined;
  ({ execute } = await import("../setup/graphql"));
  ({ GET } = await import("@/app/graphql/route"));
  const { env } = await import("@/lib/env");
  expect(env().NODE_ENV).toBe("production");
});

afterAll(() => {
  Object.assign(process.env, previous);
  holder.__marketYoga = undefined;
});

describe("GraphQL in production", () => {
  it("still answers ordinary queries", async () => {
    const { status, body } = await execute({ query: "{ health { ok database } }" });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { health: { ok: true, database: true } } });
  });

  it.each([
    ["__schema", "{ __schema { queryType { name } types { name } } }"],
    ["__type", '{ __type(name: "Mutation") { fields { name } } }'],
  ])("refuses introspection through %s", async (_field, query) => {
    const { body } = await execute({ query });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(JSON.stringify(body)).not.toContain("submitContactMessage");
  });

  it("hides field suggestions that would reveal the schema", async () => {
    const { body } = await execute({ query: "{ healt { ok } }" });
    expect(body.data ?? null).toBeNull();
    const message = body.errors?.[0]?.message ?? "";
    expect(message).toMatch(/Cannot query field "healt" on type "Query"/);
    expect(message).not.toMatch(/Did you mean/);
    expect(message).not.toContain('"health"');
  });

  it("hides suggestions for mistyped arguments and input fields too", async () => {
    const { body } = await execute({
      query:
        'mutation { submitContactMessage(input: { nam: "Ada", email: "a@b.ng", topic: "ORDER", message: "Hello there friends" }) { reference } }',
    });
    const messages = (body.errors ?? []).map((e) => e.message).join("\n");
    expect(messages).toMatch(/nam/);
    expect(messages).not.toMatch(/Did you mean/);
  });

  it("does not serve GraphiQL", async () => {
    const response = await GET(new Request("http://localhost/graphql", { headers: { accept: "text/html" } }));
    expect(await response.text()).not.toMatch(/graphiql/i);
  });
});

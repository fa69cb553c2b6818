/**
 * Abuse: searches cost the server and the database a few milliseconds each when nobody asked the same thing in the
 * last 10 s, so one client must not be able to ask for thousands a minute (issue #13, item 10). Signed out, a client
 * address spends from a budget (GRAPHQL_SEARCHES_PER_MINUTE, 600 by default; 20 in this file so a test stays short);
 * signed in, the person spends from their own, a fifth of it. With TEST_REDIS_URL the counters live in Redis.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.GRAPHQL_SEARCHES_PER_MINUTE = "20";
});

import { renderToStaticMarkup } from "react-dom/server";
import ProductsPage from "@/app/(public)/market/product/page";
import { RateLimitedError } from "@/lib/errors";
import { searchBudgets } from "@/lib/search-budget";
import { searchMarket } from "@/modules/market/search.service";
import { searchPriceItemsFor } from "@/modules/pricedesk/pricedesk.service";
import { graphqlEndpoint } from "@/graphql/yoga";
import { parseEnv } from "@/lib/env";
import { resetRateLimitsForTests } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { randomIp } from "../factories/accounts";
import { createAccessToken, createUser } from "../factories";

// A page learns its client address from the request; rendered here, it is the test's.
const pageAddress = vi.hoisted(() => ({ ip: "" }));
vi.mock("@/lib/page-requester", () => ({
  publicPageRequester: async () => ({ actor: { kind: "signed-out" }, ip: pageAddress.ip }),
}));

const PER_ADDRESS = 20;
const PER_USER = 4;

const redisUrl = process.env.TEST_REDIS_URL;
const redisHolder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };

beforeAll(() => {
  if (!redisUrl) return;
  process.env.REDIS_URL = redisUrl;
  redisHolder.__marketRedis = undefined; // getRedis() reads REDIS_URL on first use
  resetRateLimitsForTests();
  expect(getRedis()).not.toBeNull();
});

afterAll(async () => {
  if (!redisUrl) return;
  await getRedis()?.quit();
  redisHolder.__marketRedis = undefined;
  delete process.env.REDIS_URL;
});

/** Every kind of search the API answers: each spends one point when it runs. */
const searches = [
  '{ autocomplete(prefix: "ri") { label } }',
  '{ priceItems(search: "rice") { name } }',
  '{ products(filter: { query: "rice" }) { totalCount } }',
  '{ services(filter: { query: "plumber" }) { totalCount } }',
  '{ search(query: "rice") { products { totalCount } } }',
];

async function ask(query: string, ip: string, token?: string) {
  const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
  };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
}

async function expectAnswered(query: string, ip: string, token?: string) {
  const { status, body } = await ask(query, ip, token);
  expect(body.errors, query).toBeUndefined();
  expect(status).toBe(200);
}

async function expectRefused(query: string, ip: string, token?: string) {
  const { status, retryAfter, body } = await ask(query, ip, token);
  expect(status).toBe(429);
  expect(body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  expect(body.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in (\d+ seconds|1 minute)\.$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(body.errors?.[0]?.extensions?.retryAfterSeconds).toBe(seconds);
}

describe("signed out: a budget per client address", () => {
  it(`answers ${PER_ADDRESS} searches of any kind a minute, then 429 with Retry-After; other addresses are not affected`, async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_ADDRESS; i += 1) await expectAnswered(searches[i % searches.length]!, ip);
    for (const query of searches) await expectRefused(query, ip);
    await expectAnswered(searches[0]!, randomIp());

    if (redisUrl) {
      // Shared by every instance: the counter is in Redis, under the rule's prefix, and expires with the minute.
      const inspector = new Redis(redisUrl);
      try {
        const key = `rl:graphql-search-ip:${ip}`;
        expect(Number(await inspector.get(key))).toBeGreaterThanOrEqual(PER_ADDRESS + searches.length);
        expect(await inspector.pttl(key)).toBeLessThanOrEqual(60_000);
      } finally {
        await inspector.quit();
      }
    }
  });

  it("counts each aliased search in one request", async () => {
    const ip = randomIp();
    const aliased = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `s${i}: autocomplete(prefix: "ri") { label }`).join(" ")} }`;
    await expectAnswered(aliased(15), ip);
    await expectAnswered(aliased(PER_ADDRESS - 15), ip);
    await expectRefused(aliased(1), ip);
  });

  it("a listing without search text costs nothing", async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_ADDRESS + 5; i += 1)
      await expectAnswered(`{ products(page: ${(i % 3) + 1}) { totalCount } }`, ip);
    await expectAnswered(searches[0]!, ip);
  });
});

describe("signed in: a budget per person", () => {
  it(`a person spends from their own ${PER_USER} a minute, not from their address's`, async () => {
    const ip = randomIp();
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const [token, otherToken] = await Promise.all([createAccessToken(first!), createAccessToken(second!)]);
    // The address has spent its whole budget signed out …
    for (let i = 0; i < PER_ADDRESS; i += 1) await expectAnswered(searches[0]!, ip);
    await expectRefused(searches[0]!, ip);
    // … and people signed in behind it still search, each up to their own limit.
    for (let i = 0; i < PER_USER; i += 1) await expectAnswered(searches[i % searches.length]!, ip, token);
    await expectRefused(searches[1]!, ip, token);
    await expectRefused(searches[1]!, randomIp(), token);
    await expectAnswered(searches[1]!, ip, otherToken);
  });
});

describe("configuration", () => {
  it("defaults to 600 a minute per address and 120 per person; 0 turns it off; a bad value names the variable", () => {
    expect(parseEnv({}).GRAPHQL_SEARCHES_PER_MINUTE).toBe(600);
    expect(searchBudgets(600)).toEqual({
      perAddress: { name: "graphql-search-ip", points: 600, durationSeconds: 60 },
      perUser: { name: "graphql-search-user", points: 120, durationSeconds: 60 },
    });
    expect(parseEnv({ GRAPHQL_SEARCHES_PER_MINUTE: "0" }).GRAPHQL_SEARCHES_PER_MINUTE).toBe(0);
    expect(() => parseEnv({ GRAPHQL_SEARCHES_PER_MINUTE: "-5" })).toThrow(/GRAPHQL_SEARCHES_PER_MINUTE/);
  });

  it("0 spends nothing (the benchmarks run so)", async () => {
    vi.resetModules();
    process.env.GRAPHQL_SEARCHES_PER_MINUTE = "0";
    try {
      const { spendSearch } = await import("@/lib/search-budget");
      const context = {
        request: new Request("http://localhost/graphql"),
        ip: randomIp(),
        actor: { kind: "signed-out" as const },
      };
      for (let i = 0; i < PER_ADDRESS * 3; i += 1) await spendSearch(context);
    } finally {
      process.env.GRAPHQL_SEARCHES_PER_MINUTE = String(PER_ADDRESS);
      vi.resetModules();
    }
  });
});

describe("every caller pays: the budget is spent by the search services", () => {
  it("the search pages' services spend from the same budget as the API, and refuse with the same error", async () => {
    const visitor = { actor: { kind: "signed-out" as const }, ip: randomIp() };
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) await searchMarket(visitor, "rice");
    await expectAnswered(searches[0]!, visitor.ip);
    await expect(searchPriceItemsFor(visitor, "rice", 5)).rejects.toBeInstanceOf(RateLimitedError);
    await expectRefused(searches[4]!, visitor.ip);
  });

  it("a search page past the budget says so and lists nothing, instead of failing", async () => {
    pageAddress.ip = randomIp();
    const page = async () => renderToStaticMarkup(await ProductsPage({ searchParams: Promise.resolve({ q: "rice" }) }));
    expect(await page()).not.toContain("Too many attempts");
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) await expectAnswered(searches[0]!, pageAddress.ip);
    expect(await page()).toMatch(/Too many attempts\. Please try again in (\d+ seconds|1 minute)\./);
    await expectRefused(searches[0]!, pageAddress.ip);
  });
});

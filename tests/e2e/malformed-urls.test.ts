/**
 * Issue #13, item 8: hostile addresses on the production server. Every route of the app (read from the folders under
 * src/app, so a new route is crawled without editing this file) is requested with hostile values in each dynamic
 * segment and in the query string. None may answer 5xx, except the honest 503 of the routes src/lib/pending-routes.ts
 * lists as not available yet. Plain fetch: no browser needed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pendingAreaFor } from "@/lib/pending-routes";
import { graphql } from "./support/api";
import { appRoutePatterns } from "./support/app-routes";
import { baseURL, browserTestsSkipped } from "./support/browser";

const dynamicSegment = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/;

/** Hostile values, as they would appear in a request line (already percent-encoded where a browser would encode). */
const hostileValues = [
  "%00",
  "%ff%fe",
  "%",
  "%E0%A4%A",
  "..%2f..%2fetc%2fpasswd",
  "x".repeat(5_000),
  encodeURIComponent("<svg/onload=alert(1)>"),
  encodeURIComponent("javascript:alert(1)"),
  "%0d%0aSet-Cookie:%20pwned=1",
  // 36 characters, the length of a UUID, but not one (issue #23, item 9: reached PostgreSQL's uuid cast, 500).
  "-".repeat(36),
];

/** Query parameters the pages and routes read, each given every hostile value. */
const queryParameters = [
  "q",
  "page",
  "sort",
  "category",
  "state",
  "item",
  "callbackUrl",
  "code",
  "token",
  "reset",
  "to",
  "query",
  "variables",
];

let samples: Record<string, string> = {};

/** A working value for each dynamic segment name, so a route is also crawled with its other segments real. */
async function sampleValues(): Promise<Record<string, string>> {
  const data = await graphql<{
    products: { edges: { node: { slug: string; vendor: { slug: string } } }[] };
    categories: { slug: string }[];
  }>("{ products(first: 1) { edges { node { slug vendor { slug } } } } categories { slug } }", {});
  const product = data.products.edges[0]!.node;
  return {
    slug: product.slug,
    kind: "couriers",
    rest: "vendor/list",
    key: "missing/320.webp",
    nextauth: "signin",
    storeSlug: product.vendor.slug,
    categorySlug: data.categories[0]!.slug,
  };
}

function sampleFor(route: string, name: string): string {
  if (name === "slug" && route.includes("/store/")) return samples.storeSlug!;
  if (name === "slug" && route.includes("/category/")) return samples.categorySlug!;
  return samples[name] ?? "sample";
}

/** The route with every dynamic segment filled: real samples, except `hostileAt` (its index) which gets `value`. */
function fill(route: string, hostileAt = -1, value = ""): string {
  return route
    .split("/")
    .map((segment, index) => {
      const match = dynamicSegment.exec(segment);
      if (!match) return segment;
      return index === hostileAt ? value : sampleFor(route, match[1]!);
    })
    .join("/");
}

function allowedStatus(pathname: string): (status: number) => boolean {
  // Pending routes answer 503 on purpose (src/proxy.ts), with or without hostile query strings.
  const pending = pendingAreaFor(pathname.split("?", 1)[0]!) !== undefined;
  return (status) => status < 500 || (pending && status === 503);
}

interface Outcome {
  target: string;
  status: number;
}

async function request(target: string, method = "GET"): Promise<Outcome> {
  const response = await fetch(`${baseURL()}${target}`, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { target, status: response.status };
}

/** Runs requests a few at a time (the server shares two cores with the test) and returns those that failed the rule. */
async function crawl(targets: string[]): Promise<Outcome[]> {
  const failures: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      const outcome = await request(target);
      if (!allowedStatus(target)(outcome.status))
        failures.push({ target: target.slice(0, 160), status: outcome.status });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return failures;
}

describe.skipIf(browserTestsSkipped())("hostile addresses on the production server", () => {
  const routes = appRoutePatterns();

  beforeAll(async () => {
    samples = await sampleValues();
  });

  it("finds the app's routes, dynamic ones and /api included", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "/",
        "/market/product/[slug]",
        "/market/store/[slug]",
        "/api/auth/[...nextauth]",
        "/graphql",
        "/media/[...key]",
      ]),
    );
  });

  it("no route answers 5xx with a hostile value in any dynamic segment", { timeout: 300_000 }, async () => {
    const targets: string[] = [];
    for (const route of routes) {
      route.split("/").forEach((segment, index) => {
        if (dynamicSegment.test(segment)) for (const value of hostileValues) targets.push(fill(route, index, value));
      });
    }
    expect(targets.length).toBeGreaterThan(20);
    expect(await crawl(targets)).toEqual([]);
  });

  it("no route answers 5xx with hostile values in its query string", { timeout: 300_000 }, async () => {
    const targets: string[] = [];
    for (const route of routes) {
      const filled = fill(route);
      for (const value of hostileValues) {
        // The long value goes in two parameters only: in all of them the request line would pass Node's 16 KB limit (431).
        const names = value.length > 1_000 ? ["q", "callbackUrl"] : queryParameters;
        targets.push(`${filled}?${names.map((name) => `${name}=${value}`).join("&")}`);
      }
    }
    expect(await crawl(targets)).toEqual([]);
  });

  it("an address that does not decode, or carries a NUL, is a plain 400 that is never stored", async () => {
    for (const target of [
      "/market/product/%00",
      "/market/product/%ff%fe",
      "/%",
      "/market?q=%E0%A4%A",
      "/graphql?query=%00",
    ]) {
      const response = await fetch(`${baseURL()}${target}`, { redirect: "manual" });
      expect(response.status, target).toBe(400);
      expect(response.headers.get("cache-control"), target).toBe("no-store");
      expect(response.headers.get("content-type"), target).toBe("text/plain; charset=utf-8");
      expect(await response.text(), target).toBe("Bad request");
    }
  });

  it.each(["javascript:alert(1)", "http://localhost:3000.evil.com/", "//evil.com", "/\\evil.com", "data:text/html,x"])(
    "/api/auth/signin?callbackUrl=%s goes to our login page, with our home page as the callback",
    async (callbackUrl) => {
      const response = await fetch(`${baseURL()}/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", baseURL());
      expect(location.origin).toBe(baseURL());
      expect(location.pathname).toBe("/auth/login");
      expect(new URL(location.searchParams.get("callbackUrl") ?? "").origin).toBe(baseURL());
    },
  );

  it("the GraphQL endpoint over GET refuses hostile variables as bad input, never with a 5xx", async () => {
    const query = encodeURIComponent("query($slug: String!) { product(slug: $slug) { id } }");
    const nul = await fetch(
      `${baseURL()}/graphql?query=${query}&variables=${encodeURIComponent(JSON.stringify({ slug: "a\u0000b" }))}`,
    );
    expect(nul.status).toBeLessThan(500);
    expect(
      ((await nul.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe("BAD_USER_INPUT");
    for (const variables of ["%ff%fe", "%", encodeURIComponent("{not json")]) {
      const { status } = await request(`/graphql?query=${query}&variables=${variables}`);
      expect(status, variables).toBeGreaterThanOrEqual(400);
      expect(status, variables).toBeLessThan(500);
    }
  });
});

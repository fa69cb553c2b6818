import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache } from "@/server/page-cache";

/**
 * Issue #14: `Cache-Control: private, no-store` kept every page out of the browser's back/forward cache, and on a phone
 * Back is the most used button. Public documents now say `private, no-cache` (the browser may keep them, no shared
 * cache may), signed in or not, since they are the same for everyone (docs/decisions/0025); the sign-in pages and an
 * address carrying a one-time secret keep Next.js's `no-store`. The stand-in answers as Next.js does for a dynamic page: its own header only when none is set yet.
 */
const NEXT_DEFAULT = "private, no-cache, no-store, max-age=0, must-revalidate";

let server: Server;
let origin = "";

beforeAll(async () => {
  const cache = createPageCache();
  server = createServer((request, response) =>
    cache.handle(request, response, () => {
      if (!response.getHeader("cache-control")) response.setHeader("cache-control", NEXT_DEFAULT);
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(`<html>${request.url}</html>`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function cacheControl(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(`${origin}${path}`, { headers });
  await response.text();
  return response.headers.get("cache-control");
}

describe("back/forward cache", () => {
  it.each(["/", "/market", "/market/product?q=rice", "/pricedesk", "/pricedesk/search?item=rice-50kg", "/about"])(
    "%s may be kept by the browser only (private, no-cache), first render and replay alike, signed in or not",
    async (path) => {
      expect(await cacheControl(path)).toBe("private, no-cache");
      expect(await cacheControl(path)).toBe("private, no-cache");
      expect(await cacheControl(path, { cookie: "__Secure-next-auth.session-token=abc; oja_cart=x" })).toBe(
        "private, no-cache",
      );
    },
  );

  it.each([
    ["an address with a one-time code", "/market?code=123456", {}],
    ["an in-app navigation's RSC answer", "/market", { rsc: "1" }],
  ])("%s keeps no-store", async (_name, path, headers) => {
    expect(await cacheControl(path, headers)).toBe(NEXT_DEFAULT);
  });

  // The person's own areas are set `private, no-store` by the server before Next.js renders (src/server/page-cache.ts).
  it.each([
    ["the sign-in page", "/auth/login", {}],
    ["the account page", "/account", {}],
    ["the moderation queue", "/pricedesk/moderation", { cookie: "next-auth.session-token=abc" }],
    ["the dashboard", "/dashboard/product/details?id=1", { cookie: "next-auth.session-token=abc" }],
  ])("%s says private, no-store", async (_name, path, headers) => {
    expect(await cacheControl(path, headers)).toBe("private, no-store");
  });

  it("never lets a shared cache keep a page", async () => {
    for (const path of ["/", "/market", "/auth/login"]) expect(await cacheControl(path)).not.toMatch(/public|s-maxage/);
  });
});

import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

// A stand-in for Next.js: each path answers the way Next.js answers that kind of page, and counts its renders.
let renders = 0;
let clock = 1_000_000;
const cache = createPageCache(() => clock);

function answer(path: string, response: ServerResponse, gzip: boolean): void {
  renders += 1;
  const body = `<html>${path} render ${renders}</html>`;
  response.setHeader("content-type", "text/html; charset=utf-8");
  const dynamic = path === "/private" || path.startsWith("/market") || path.startsWith("/pricedesk");
  if (dynamic) response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  else response.setHeader("cache-control", path === "/isr" ? "s-maxage=60, stale-while-revalidate=31535940" : "s-maxage=31536000");
  if (path === "/cookie" || path === "/market?sets=cookie") response.setHeader("set-cookie", "next-auth.csrf-token=abc; Path=/; HttpOnly");
  if (path === "/missing") response.statusCode = 404;
  response.setHeader("etag", `"${path.length}"`);
  if (path === "/huge") {
    response.write("x".repeat(300 * 1024));
    response.end("y".repeat(300 * 1024));
    return;
  }
  if (gzip) {
    response.setHeader("content-encoding", "gzip");
    response.end(gzipSync(body));
    return;
  }
  response.write(body.slice(0, 6));
  response.end(body.slice(6));
}

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) =>
    cache.handle(request, response, () => answer(request.url ?? "/", response, /gzip/.test(String(request.headers["accept-encoding"])))),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.clear();
  renders = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: response.status, age: response.headers.get("age"), text: await response.text(), headers: response.headers };
}

describe("page cache", () => {
  it("answers a shareable page from memory with the same bytes and headers, and an Age", async () => {
    const first = await get("/about");
    clock += 3_000;
    const second = await get("/about");
    expect(second.text).toBe(first.text);
    expect(renders).toBe(1);
    expect(second.age).toBe("3");
    expect(second.headers.get("cache-control")).toBe("s-maxage=31536000");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers a revisit that still has the page with 304 Not Modified", async () => {
    await get("/about");
    const revisit = await fetch(`${origin}/about`, { headers: { "accept-encoding": "identity", "if-none-match": '"6"' } });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe("");
    expect(renders).toBe(1);
  });

  it("keeps an entry at most 10 seconds, even when the page allows longer", async () => {
    await get("/isr");
    clock += 10_001;
    const later = await get("/isr");
    expect(later.text).toBe("<html>/isr render 2</html>");
    expect(renders).toBe(2);
  });

  it("keeps gzip and plain answers apart", async () => {
    await get("/about");
    const zipped = await fetch(`${origin}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe("<html>/about render 2</html>");
    const zippedAgain = await fetch(`${origin}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(await zippedAgain.text()).toBe("<html>/about render 2</html>");
    expect(renders).toBe(2);
  });

  it("never keeps private pages, cookies, errors or oversized pages", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/huge"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
  });

  it("passes client-side navigation, server actions and credentialed requests through", async () => {
    await get("/about");
    await get("/about", { rsc: "1" });
    await get("/about", { "next-router-prefetch": "1" });
    await get("/about", { "next-action": "abc" });
    await get("/about", { authorization: "Bearer x" });
    expect(renders).toBe(5);
  });

  describe("market and price-desk pages, rendered per request", () => {
    const session = { cookie: "next-auth.csrf-token=x; next-auth.session-token=abc.def" };

    it("are kept 10 s for signed-out visitors, who still get Next.js's private, no-store", async () => {
      const first = await get("/market/product?q=rice&sort=PRICE_ASC");
      clock += 4_000;
      const second = await get("/market/product?q=rice&sort=PRICE_ASC");
      expect(second.text).toBe(first.text);
      expect(second.age).toBe("4");
      expect(second.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      await get("/pricedesk/search?item=rice");
      await get("/pricedesk/search?item=rice", { cookie: "next-auth.csrf-token=x; next-auth.callback-url=%2F" });
      expect(renders).toBe(2);
      clock += 6_001;
      expect((await get("/market/product?q=rice&sort=PRICE_ASC")).text).toContain("render 3");
    });

    it("are never read or filled with a session cookie, plain, secure or chunked", async () => {
      await get("/pricedesk/search?item=rice");
      for (const cookie of [session.cookie, "__Secure-next-auth.session-token=abc", "a=1;next-auth.session-token.0=abc"]) {
        expect((await get("/pricedesk/search?item=rice", { cookie })).text).not.toBe("<html>/pricedesk/search?item=rice render 1</html>");
      }
      await get("/market", session);
      await get("/market", session);
      expect(renders).toBe(6);
    });

    it("are not kept when the address carries a one-time secret or the page sets a cookie", async () => {
      for (const path of ["/market?code=123456", "/pricedesk?token=abc", "/market?reset=1", "/market?sets=cookie"]) {
        await get(path);
        await get(path);
      }
      expect(renders).toBe(8);
    });

    it("leaves other pages rendered per request alone", async () => {
      await get("/private");
      await get("/private");
      await get("/marketing");
      await get("/marketing");
      expect(renders).toBe(4);
    });
  });
});

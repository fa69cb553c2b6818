import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, pageTags } from "./page-cache";

/** The dashboard, the account and the moderation queue, as if a page of theirs had said `s-maxage`. */
const privateMarkedShareable = [
  "/dashboard?marked",
  "/account?marked",
  "/pricedesk/moderation?marked",
  "/pricedesk/moderation/?marked",
];

// A stand-in for Next.js: each path answers the way Next.js answers that kind of page, and counts its renders. Since
// the Content-Security-Policy (docs/decisions/0012) every page renders per request; "/static" and "/isr" stand for
// what Next.js would mark shareable itself (route handlers, or a page prerendered again some day).
const MARKED_SHAREABLE = new Set([
  "/static",
  "/isr",
  "/cookie",
  "/missing",
  "/huge",
  "/purged-mid-render",
  ...privateMarkedShareable,
]);
let renders = 0;
let clock = 1_000_000;
const cache = createPageCache(() => clock);

function answer(path: string, response: ServerResponse, gzip: boolean): void {
  renders += 1;
  // A listing taken down while this page was being rendered from what was there before.
  if (path === "/purged-mid-render") cache.clear();
  const body = `<html>${path} render ${renders}</html>`;
  response.setHeader("content-type", "text/html; charset=utf-8");
  if (!MARKED_SHAREABLE.has(path))
    response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  else
    response.setHeader(
      "cache-control",
      path === "/isr" ? "s-maxage=60, stale-while-revalidate=31535940" : "s-maxage=31536000",
    );
  if (path === "/cookie" || path === "/market?sets=cookie")
    response.setHeader("set-cookie", "next-auth.csrf-token=abc; Path=/; HttpOnly");
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
    cache.handle(request, response, () =>
      answer(request.url ?? "/", response, /gzip/.test(String(request.headers["accept-encoding"]))),
    ),
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
  return {
    status: response.status,
    age: response.headers.get("age"),
    text: await response.text(),
    headers: response.headers,
  };
}

describe("page cache", () => {
  it("answers a shareable page from memory with the same bytes and headers, and an Age", async () => {
    const first = await get("/static");
    clock += 3_000;
    const second = await get("/static");
    expect(second.text).toBe(first.text);
    expect(renders).toBe(1);
    expect(second.age).toBe("3");
    expect(second.headers.get("cache-control")).toBe("s-maxage=31536000");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers a revisit that still has the page with 304 Not Modified", async () => {
    await get("/static");
    const revisit = await fetch(`${origin}/static`, {
      headers: { "accept-encoding": "identity", "if-none-match": '"7"' },
    });
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

  it("a purge drops every kept page, and a page rendering while it ran is not kept", async () => {
    await get("/static");
    cache.clear();
    expect((await get("/static")).text).toBe("<html>/static render 2</html>");
    await get("/purged-mid-render");
    await get("/purged-mid-render");
    expect(renders).toBe(4);
  });

  it("keeps gzip and plain answers apart", async () => {
    await get("/static");
    const zipped = await fetch(`${origin}/static`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe("<html>/static render 2</html>");
    const zippedAgain = await fetch(`${origin}/static`, { headers: { "accept-encoding": "gzip" } });
    expect(await zippedAgain.text()).toBe("<html>/static render 2</html>");
    expect(renders).toBe(2);
  });

  it("never keeps private pages, cookies, errors or oversized pages", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/huge"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
  });

  it("never keeps the person's own areas, even a page marked shareable by mistake", async () => {
    for (const path of privateMarkedShareable) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(privateMarkedShareable.length * 2);
  });

  it("passes client-side navigation, server actions and credentialed requests through", async () => {
    await get("/static");
    await get("/static", { rsc: "1" });
    await get("/static", { "next-router-prefetch": "1" });
    await get("/static", { "next-action": "abc" });
    await get("/static", { authorization: "Bearer x" });
    expect(renders).toBe(5);
  });

  describe("market and price-desk pages, rendered per request", () => {
    const session = { cookie: "next-auth.csrf-token=x; next-auth.session-token=abc.def" };

    it("are kept 10 s, and the visitor still gets a private Cache-Control", async () => {
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

    it("are the same page for signed-in visitors and visitors with a cart, plain, secure or chunked", async () => {
      const first = await get("/pricedesk/search?item=rice");
      for (const cookie of [
        session.cookie,
        "__Secure-next-auth.session-token=abc",
        "a=1;next-auth.session-token.0=abc",
        "oja_cart=abc",
      ]) {
        expect((await get("/pricedesk/search?item=rice", { cookie })).text).toBe(first.text);
      }
      await get("/market", session);
      await get("/market");
      expect(renders).toBe(2);
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

  describe("public pages, rendered per request for their nonce", () => {
    const publicPages = [
      "/",
      "/?ref=footer",
      "/about",
      "/contact",
      "/jobs",
      "/media",
      "/privacy",
      "/terms",
      "/support",
      "/size-guide",
      "/partners/couriers",
      "/market/product/category/phones",
      "/market/product/tecno-spark-20-abc123",
      "/market/store/tunde-bakare-gadgets",
      "/pricedesk",
      "/pricedesk/search?item=rice",
    ];

    it("are kept 10 s for every visitor, with the nonce of the render they replay", async () => {
      for (const path of publicPages) {
        const first = await get(path);
        clock += 1_000;
        const again = await get(path);
        expect(again.text, path).toBe(first.text);
        expect(again.age, path).toBe("1");
        expect(again.headers.get("cache-control"), path).toMatch(/^private/);
      }
      expect(renders).toBe(publicPages.length);
    });

    it("are the same kept page for a signed-in visitor", async () => {
      for (const path of publicPages) {
        const signedOut = await get(path);
        const signedIn = await get(path, { cookie: "next-auth.session-token=abc" });
        expect(signedIn.text, path).toBe(signedOut.text);
      }
      expect(renders).toBe(publicPages.length);
    });

    it("never keeps account, staff, sign-in, development, API or unlisted pages", async () => {
      const neverKept = [
        "/account",
        "/cart",
        "/cart?added=1",
        "/pricedesk/moderation",
        "/auth/login",
        "/auth/signup",
        "/auth/seller/login",
        "/auth/forgot_password?reset=abc",
        "/dashboard",
        "/dev/outbox",
        "/api/health",
        "/api/auth/session",
        "/graphql?query=%7Bhealth%7Bok%7D%7D",
        "/about-us",
        "/aboutx",
        "/partners/couriers/extra",
      ];
      for (const path of neverKept) {
        await get(path);
        await get(path);
      }
      expect(renders).toBe(neverKept.length * 2);
    });

    it("never keeps a path the router might read as another page (dot segments, encoded slashes)", async () => {
      const ambiguous = [
        "/market/../account",
        "/market/%2e%2e/account",
        "/market/..%2Faccount",
        "/market//account",
        "/market/x%5C..%5Caccount",
        "/market/x\\..\\account",
      ];
      // Sent as written: fetch would resolve the dot segments and backslashes before sending.
      const rawGet = (path: string) =>
        new Promise<void>((resolve, reject) => {
          const { hostname, port } = new URL(origin);
          httpRequest({ hostname, port, path }, (response) => response.resume().on("end", resolve))
            .on("error", reject)
            .end();
        });
      for (const path of ambiguous) {
        await rawGet(path);
        await rawGet(path);
      }
      expect(renders).toBe(ambiguous.length * 2);
    });
  });
});

describe("pageTags (what a purge may name)", () => {
  const html =
    '<a href="/market/product/rice-50kg-a1">Rice</a><a href="/market/product/beans%20x">Beans</a>' +
    '<a href="/market/store/mama-ngozi-b2">Store</a>';

  it("names the products and stores a page links, from plain or gzip bytes", () => {
    const expected = ["product:rice-50kg-a1", "product:beans x", "store:mama-ngozi-b2"];
    expect(pageTags("/market", Buffer.from(html), {})).toEqual(["pages:services", ...expected]);
    expect(pageTags("/market", gzipSync(html), { "content-encoding": "gzip" })).toEqual([
      "pages:services",
      ...expected,
    ]);
  });

  it("a product page names its product (not the services), a store page its store; Oja's own pages name nothing", () => {
    expect(pageTags("/market/product/kettle-c3?ref=x", Buffer.from(""), {})).toEqual(["product:kettle-c3"]);
    expect(pageTags("/market/product/category/phones", Buffer.from(""), {})).toEqual(["pages:services"]);
    expect(pageTags("/market/store/tunde-d4", Buffer.from(""), {})).toEqual(["pages:services", "store:tunde-d4"]);
    expect(pageTags("/about", Buffer.from(html), {})).toEqual([]);
    expect(pageTags("/partners/logistics?x=1", Buffer.from(html), {})).toEqual([]);
  });

  it("a page whose bytes cannot be read is dropped by any purge", () => {
    expect(pageTags("/market", Buffer.from("not gzip"), { "content-encoding": "gzip" })).toEqual(["*"]);
  });
});

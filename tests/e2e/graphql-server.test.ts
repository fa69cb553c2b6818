import { describe, expect, it } from "vitest";
import { baseURL, browserTestsSkipped } from "./support/browser";

// The production server (src/server/server.ts) answers /graphql itself once the route has run; these check that the
// fast path behaves like the Next.js route it bypasses.

const healthBody = JSON.stringify({ query: "{ health { ok } }" });

function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return fetch(`${baseURL()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    ...(typeof body === "string" ? {} : { duplex: "half" }),
  } as RequestInit);
}

describe.skipIf(browserTestsSkipped())("GraphQL on the production server", () => {
  it("answers with the same security headers as every page, gzipped when asked", async () => {
    await post(healthBody); // the first request loads the route (and the fast path with it)
    const response = await post(healthBody, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { health: { ok: true } } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("refuses a body over 64 KB, declared or streamed, without parsing it", async () => {
    const big = JSON.stringify({ query: `{ health { ok } } # ${"x".repeat(70 * 1024)}` });
    const declared = await post(big);
    expect(declared.status).toBe(413);

    const bytes = new TextEncoder().encode(big);
    const streamed = await post(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    );
    expect(streamed.status).toBe(413);
  });

  it("replays a repeated signed-out read from memory with an Age, and never answers a request with a token from it", async () => {
    const body = JSON.stringify({ query: "{ categories { slug name } }" });
    const first = await (await post(body)).text();
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.headers.get("cache-control")).toMatch(/^public, s-maxage=\d+$/);
    expect(again.headers.get("age")).toMatch(/^\d+$/);
    expect(await again.text()).toBe(first);

    const withToken = await post(body, { authorization: "Bearer not-a-token-we-issued" });
    expect(withToken.headers.get("age")).toBeNull();
    expect(withToken.headers.get("cache-control") ?? "").not.toMatch(/s-maxage/);
  });
});

describe.skipIf(browserTestsSkipped())("market pages on the production server", () => {
  it("keeps a market page (Age), private to browsers, and gives the same page to a visitor with a session", async () => {
    const path = `${baseURL()}/market/product?q=rice&sort=PRICE_DESC`;
    const first = await fetch(path);
    expect(first.status).toBe(200);
    await first.text();
    const again = await fetch(path);
    expect(again.headers.get("age")).toMatch(/^\d+$/);
    expect(again.headers.get("cache-control")).toMatch(/private/);
    expect(await again.text()).toContain("Rice");

    // The page reads nothing of the person (docs/decisions/0025), so a session cookie changes nothing.
    const signedIn = await fetch(path, { headers: { cookie: "next-auth.session-token=not-a-session-we-issued" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("age")).toMatch(/^\d+$/);
  });
});

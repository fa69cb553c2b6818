await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
});

import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/listing-views/route";
import { getDb } from "@/db/client";
import { productViews } from "@/modules/listings/listings.schema";
import { forgetRecentListingViews, listingViewsRateLimit } from "@/modules/listings/listing-views.service";
import { createCategory, createProduct, createVendor } from "../../../../tests/factories";
import { uniqueIp } from "../../../../tests/setup/graphql";

const phone =
  "Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** POSTs through the handler inside the request scope Next.js gives a route (so the session cookie can be read). */
function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL("http://localhost:3000/api/listing-views");
  const request = new NextRequest(url, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": phone,
      "x-forwarded-for": uniqueIp(),
      "sec-fetch-site": "same-origin",
      ...headers,
    },
  });
  const requestStore = createRequestStoreForAPI(
    request as never,
    { pathname: url.pathname, search: "" },
    undefined as never,
    undefined,
    undefined as never,
    undefined,
  );
  const workStore = {
    route: "/api/listing-views",
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
  } as never;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, () => POST(request)));
}

async function listing() {
  const vendor = await createVendor();
  return createProduct({ vendorId: vendor.id, categoryId: (await createCategory()).id });
}

const viewsOf = async (productId: string) =>
  (
    await getDb().select({ views: productViews.views }).from(productViews).where(eq(productViews.productId, productId))
  )[0]?.views ?? 0;

beforeEach(() => forgetRecentListingViews());

describe("POST /api/listing-views", () => {
  it("counts a signed-out visitor's view by id or slug and answers 204 whether it counted or not", async () => {
    const product = await listing();
    const address = uniqueIp();
    expect((await post(JSON.stringify({ id: product.id }), { "x-forwarded-for": address })).status).toBe(204);
    expect((await post(JSON.stringify({ slug: product.slug }), { "x-forwarded-for": address })).status).toBe(204);
    expect((await post(JSON.stringify({ slug: product.slug }))).status).toBe(204);
    expect((await post(JSON.stringify({ id: product.id }), { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    expect(await viewsOf(product.id)).toBe(2);
  });

  it("refuses cross-site beacons, bad bodies and oversized ones, counting nothing", async () => {
    const product = await listing();
    expect((await post(JSON.stringify({ id: product.id }), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("not json")).status).toBe(400);
    expect((await post(JSON.stringify({ slug: "Bad Slug!" }))).status).toBe(400);
    expect((await post(JSON.stringify({ id: 42 }))).status).toBe(400);
    expect((await post(JSON.stringify({ id: product.id, pad: "x".repeat(600) }))).status).toBe(413);
    expect(await viewsOf(product.id)).toBe(0);
  });

  it("limits reports per address", async () => {
    const address = uniqueIp();
    const body = JSON.stringify({ slug: "anything" });
    // Crawler reports are cheap (nothing is read) but still spend the address's points.
    for (let i = 0; i < listingViewsRateLimit.points; i += 1)
      await post(body, { "x-forwarded-for": address, "user-agent": "curl/8" });
    const refused = await post(body, { "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { createGraphqlCache } from "@/server/graphql-cache";
import { createAccessToken, createUser } from "../../tests/factories/identity";
import { createCategory, createProduct, createVendor } from "../../tests/factories/catalogue";
import { graphqlEndpoint } from "./yoga";

// Every other test file runs with sharing off (vitest.config.ts); this one turns it on before the endpoint exists.
vi.hoisted(() => {
  process.env.GRAPHQL_PUBLIC_CACHE_MS = "60000";
});

const productQuery = "query product($slug: String!) { product(slug: $slug) { title } }";

async function productOnSale() {
  const vendor = await createVendor();
  const category = await createCategory();
  return createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Itel A70 (64GB)" });
}

async function renameProduct(id: string, title: string) {
  await getDb().update(products).set({ title }).where(eq(products.id, id));
}

/** Yoga alone: what it marks shareable. */
async function ask(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { cacheControl: response.headers.get("cache-control") ?? "", body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
}

describe("which results are marked shareable", () => {
  it("marks a signed-out read `public, s-maxage` for the configured time", async () => {
    const product = await productOnSale();
    const { cacheControl, body } = await ask(productQuery, { slug: product.slug });
    expect(body).toEqual({ data: { product: { title: "Itel A70 (64GB)" } } });
    expect(cacheControl).toBe("public, s-maxage=60");
  });

  it("never marks a read with a token, nor one asking for fresh data (a pull-to-refresh)", async () => {
    const product = await productOnSale();
    const token = await createAccessToken(await createUser());
    expect((await ask(productQuery, { slug: product.slug }, { authorization: `Bearer ${token}` })).cacheControl).not.toMatch(/s-maxage/);
    expect((await ask(productQuery, { slug: product.slug }, { "cache-control": "no-cache" })).cacheControl).not.toMatch(/s-maxage/);
  });

  it("never marks live or personal types, even when a fragment selects them", async () => {
    expect((await ask("{ health { ok } }")).cacheControl).not.toMatch(/s-maxage/);
    const viaFragment = await ask("query { categories { name } ...live } fragment live on Query { health { ok } }");
    expect(viaFragment.body.errors).toBeUndefined();
    expect(viaFragment.cacheControl).not.toMatch(/s-maxage/);
  });

  it("never marks a mutation or a result with errors", async () => {
    const mutation = await ask(
      "mutation CreateOTP($input: OTPDetailsInput!) { createOTP(input: $input) { code message status } }",
      { input: { user: "nobody-here@example.com", type: "ResetPassword", channelOverride: [] } },
      { "x-forwarded-for": "203.0.113.77" },
    );
    expect(mutation.body.errors).toBeUndefined();
    expect(mutation.cacheControl).not.toMatch(/s-maxage/);

    const failed = await ask('{ products(first: 1000000) { nodes { id } } }');
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    expect(failed.cacheControl).not.toMatch(/s-maxage/);
  });
});

describe("shared answers through the production server's cache", () => {
  // The same composition as src/server/server.ts: the answer cache in front of the Yoga instance.
  let server: Server;
  let origin = "";
  const cache = createGraphqlCache();

  beforeAll(async () => {
    const yoga = graphqlEndpoint();
    server = createServer((request, response) => cache.handle(request, response, () => void yoga(request, response)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { age: response.headers.get("age"), body: (await response.json()) as { data?: { product?: Record<string, unknown> } } };
  }

  it("answers a repeated signed-out read from memory, so a change shows only when the answer expires", async () => {
    const product = await productOnSale();
    expect((await post(productQuery, { slug: product.slug })).body.data?.product).toEqual({ title: "Itel A70 (64GB)" });
    await renameProduct(product.id, "Itel A70 (128GB)");
    const again = await post(productQuery, { slug: product.slug });
    expect(again.body.data?.product).toEqual({ title: "Itel A70 (64GB)" });
    expect(again.age).toMatch(/^\d+$/);
  });

  it("answers a request with a token, or asking for fresh data, from Yoga", async () => {
    const product = await productOnSale();
    await post(productQuery, { slug: product.slug });
    await renameProduct(product.id, "Itel A70 (128GB)");
    const token = await createAccessToken(await createUser());
    expect((await post(productQuery, { slug: product.slug }, { authorization: `Bearer ${token}` })).body.data?.product).toEqual({ title: "Itel A70 (128GB)" });
    expect((await post(productQuery, { slug: product.slug }, { "cache-control": "no-cache" })).body.data?.product).toEqual({ title: "Itel A70 (128GB)" });
  });

  it("keys answers by document: another selection of the same product is its own entry", async () => {
    const product = await productOnSale();
    await post(productQuery, { slug: product.slug });
    await renameProduct(product.id, "Itel A70 (128GB)");
    const wider = await post("query product($slug: String!) { product(slug: $slug) { title slug } }", { slug: product.slug });
    expect(wider.body.data?.product).toEqual({ title: "Itel A70 (128GB)", slug: product.slug });
  });
});

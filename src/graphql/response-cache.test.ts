import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { createAccessToken, createUser } from "../../tests/factories/identity";
import { createCategory, createProduct, createVendor } from "../../tests/factories/catalogue";
import { execute } from "../../tests/setup/graphql";
import { graphqlEndpoint } from "./yoga";

// Every other test file runs with the cache off (vitest.config.ts); this one turns it on before the endpoint exists.
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

describe("public response cache", () => {
  it("answers a signed-out client's repeated read from memory, so a change shows only after the TTL", async () => {
    const product = await productOnSale();
    const first = await execute({ query: productQuery, variables: { slug: product.slug } });
    expect(first.body).toEqual({ data: { product: { title: "Itel A70 (64GB)" } } });

    await renameProduct(product.id, "Itel A70 (128GB)");
    const again = await execute({ query: productQuery, variables: { slug: product.slug } });
    expect(again.body).toEqual({ data: { product: { title: "Itel A70 (64GB)" } } });
  });

  it("never answers a request that carries a token from the cache", async () => {
    const product = await productOnSale();
    await execute({ query: productQuery, variables: { slug: product.slug } });
    await renameProduct(product.id, "Itel A70 (128GB)");

    const token = await createAccessToken(await createUser());
    const signedIn = await execute({ query: productQuery, variables: { slug: product.slug }, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.body).toEqual({ data: { product: { title: "Itel A70 (128GB)" } } });
  });

  it("answers `Cache-Control: no-cache` (a pull-to-refresh) with fresh data", async () => {
    const product = await productOnSale();
    await execute({ query: productQuery, variables: { slug: product.slug } });
    await renameProduct(product.id, "Itel A70 (128GB)");

    const refreshed = await execute({ query: productQuery, variables: { slug: product.slug }, headers: { "cache-control": "no-cache" } });
    expect(refreshed.body).toEqual({ data: { product: { title: "Itel A70 (128GB)" } } });
  });

  it("keys results by document: another selection of the same product is its own entry", async () => {
    const product = await productOnSale();
    await execute({ query: productQuery, variables: { slug: product.slug } });
    await renameProduct(product.id, "Itel A70 (128GB)");

    const wider = await execute({
      query: "query product($slug: String!) { product(slug: $slug) { title slug } }",
      variables: { slug: product.slug },
    });
    expect(wider.body.data?.product).toEqual({ title: "Itel A70 (128GB)", slug: product.slug });
  });

  it("tells shared caches how long a result may be kept (never longer than it lives here), and never for a signed-in read", async () => {
    const product = await productOnSale();
    const ask = (headers: Record<string, string> = {}) =>
      graphqlEndpoint().fetch("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: productQuery, variables: { slug: product.slug } }),
      });

    const shared = await ask();
    const seconds = Number(/^public, s-maxage=(\d+)$/.exec(shared.headers.get("cache-control") ?? "")?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await ask()).headers.get("cache-control")).toMatch(/^public, s-maxage=\d+$/);

    const token = await createAccessToken(await createUser());
    expect((await ask({ authorization: `Bearer ${token}` })).headers.get("cache-control") ?? "").not.toMatch(/s-maxage/);
    expect((await ask({ "cache-control": "no-cache" })).headers.get("cache-control") ?? "").not.toMatch(/s-maxage/);
  });
});

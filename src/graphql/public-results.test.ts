import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { GraphQLSchema } from "graphql";
import { createSchema, createYoga, type Plugin } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/modules/listings/listings.schema";
import { createGraphqlCache } from "@/server/graphql-cache";
import { createAccessToken, createUser } from "../../tests/factories/identity";
import { createCategory, createProduct, createVendor } from "../../tests/factories/catalogue";
import { createContext } from "./context";
import { publicResultsPlugin } from "./public-results";
import { actorForBearerToken, schema } from "./schema";
import { SHAREABLE_QUERY_FIELDS, SHAREABLE_TYPES } from "./shareable";
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
  return {
    cacheControl: response.headers.get("cache-control") ?? "",
    body: (await response.json()) as { data?: unknown; errors?: unknown[] },
  };
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
    expect(
      (await ask(productQuery, { slug: product.slug }, { authorization: `Bearer ${token}` })).cacheControl,
    ).not.toMatch(/s-maxage/);
    expect((await ask(productQuery, { slug: product.slug }, { "cache-control": "no-cache" })).cacheControl).not.toMatch(
      /s-maxage/,
    );
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

    const failed = await ask("{ products(first: 1000000) { nodes { id } } }");
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    expect(failed.cacheControl).not.toMatch(/s-maxage/);
  });
});

/** Yoga with the plugin alone, letting every request share when `sharedAlways`: what the verdict on the query decides. */
function markerFor(yogaSchema: GraphQLSchema, shareable: { types: readonly string[]; queryFields: readonly string[] }) {
  const plugin: Plugin = publicResultsPlugin({ seconds: 5, shareable, shared: () => true });
  const yoga = createYoga({
    schema: yogaSchema,
    plugins: [plugin],
    logging: false,
    context: ({ request }) => createContext({ request, readActor: actorForBearerToken }),
  });
  return async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    return { shared: /s-maxage/.test(response.headers.get("cache-control") ?? ""), body };
  };
}

describe("opt-in: only what is marked shareable is shared", () => {
  // A schema of its own: "Fresh" is a type someone just added and marked nothing on.
  const toy = createSchema({
    typeDefs: /* GraphQL */ `
      interface Named { name: String }
      type Shop implements Named { name: String fresh: Fresh }
      type Fresh implements Named { name: String }
      union Anything = Shop | Fresh
      type Query { shop: Shop fresh: Fresh named: [Named!] anything: [Anything!] unmarkedShop: Shop }
    `,
    resolvers: {
      Query: {
        shop: () => ({ name: "Mama Put", fresh: { name: "new" } }),
        fresh: () => ({ name: "new" }),
        named: () => [],
        anything: () => [],
        unmarkedShop: () => ({ name: "x" }),
      },
      Named: { __resolveType: () => "Shop" },
      Anything: { __resolveType: () => "Shop" },
    },
  });
  const ask = markerFor(toy, { types: ["Shop"], queryFields: ["shop", "named", "anything"] });

  it("shares a query of marked root fields and marked types only, __typename included", async () => {
    expect(await ask("{ shop { name __typename } __typename }")).toMatchObject({
      shared: true,
      body: { data: { shop: { name: "Mama Put" } } },
    });
  });

  it("never shares a new type nobody marked, directly, nested, in a fragment or skipped", async () => {
    expect((await ask("{ fresh { name } }")).shared).toBe(false);
    expect((await ask("{ shop { name fresh { name } } }")).shared).toBe(false);
    expect((await ask("{ shop { ...F } } fragment F on Shop { fresh { __typename } }")).shared).toBe(false);
    expect((await ask("{ shop { name fresh @skip(if: true) { name } } }")).shared).toBe(false);
  });

  it("never shares a root field nobody marked, even when its type is marked", async () => {
    expect((await ask("{ unmarkedShop { name } }")).shared).toBe(false);
    expect((await ask("{ shop { name } unmarkedShop { name } }")).shared).toBe(false);
    expect((await ask("{ ... on Query { unmarkedShop { name } } }")).shared).toBe(false);
  });

  it("shares an interface or a union only when every type it may be is marked", async () => {
    expect((await ask("{ named { name } }")).shared).toBe(false);
    expect((await ask("{ anything { ... on Shop { name } } }")).shared).toBe(false);
    const allMarked = markerFor(toy, { types: ["Shop", "Fresh"], queryFields: ["named", "anything"] });
    expect((await allMarked("{ named { name } anything { __typename } }")).shared).toBe(true);
  });

  it("never shares introspection", async () => {
    expect((await ask("{ __schema { queryType { name } } }")).shared).toBe(false);
    expect((await ask('{ __type(name: "Shop") { name } }')).shared).toBe(false);
  });
});

describe("the market's schema: public reads shared, a member's view never", () => {
  const ask = markerFor(schema, { types: SHAREABLE_TYPES, queryFields: SHAREABLE_QUERY_FIELDS });
  const MARKET = `query market {
    categories { name slug children { name url } }
    products(first: 8) { totalCount nodes { title price image { url } vendor { name stores { name openingHours { day } } } category { name } } pageInfo { hasNextPage } }
    services(first: 4) { nodes { title priceFrom vendor { name } } }
    search(query: "rice", first: 4) { products { totalCount } services { title } priceItems { name } }
    autocomplete(prefix: "ri") { label href }
    priceDesk { popular { item { name } typical { formatted } } }
  }`;

  it("shares the public market query", async () => {
    const product = await productOnSale();
    const { shared, body } = await ask(MARKET);
    expect(body.errors).toBeUndefined();
    expect(shared).toBe(true);
    expect(
      (await ask("query($slug: String!) { product(slug: $slug) { title vendor { name } } }", { slug: product.slug }))
        .shared,
    ).toBe(true);
  });

  it("never shares a member's listings or a draft's details, even if the request itself could share", async () => {
    const vendor = await createVendor();
    const category = await createCategory();
    const draft = await createProduct({
      vendorId: vendor.id,
      categoryId: category.id,
      status: "DRAFT",
      title: "Unreleased Tecno",
    });
    const owner = await createAccessToken({ id: vendor.ownerId });
    const list = await ask(
      "query($v: ID!) { sellerListings(vendorId: $v) { total items { id title status } } }",
      { v: vendor.id },
      owner,
    );
    expect(list.body.data?.sellerListings).toMatchObject({ total: 1, items: [{ id: draft.id, status: "DRAFT" }] });
    expect(list.shared).toBe(false);
    const detail = await ask(
      "query($id: ID!) { sellerListing(id: $id) { listing { title } images { url } } }",
      { id: draft.id },
      owner,
    );
    expect(detail.body.data?.sellerListing).toMatchObject({ listing: { title: "Unreleased Tecno" } });
    expect(detail.shared).toBe(false);
    // A member's view through a public-looking selection: the root field decides, and the type.
    expect((await ask("{ myVendors { id } }", {}, owner)).shared).toBe(false);
  });

  it("never shares a signed-out query that mixes a public field with a private one", async () => {
    const mixed = await ask("{ categories { name } payoutBanks { name } }");
    expect(mixed.body.errors).toBeUndefined();
    expect(mixed.shared).toBe(false);
    expect((await ask("{ categories { name } vendorTeamRoles { __typename } }")).shared).toBe(false);
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
    return {
      age: response.headers.get("age"),
      body: (await response.json()) as { data?: { product?: Record<string, unknown> } },
    };
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
    expect(
      (await post(productQuery, { slug: product.slug }, { authorization: `Bearer ${token}` })).body.data?.product,
    ).toEqual({ title: "Itel A70 (128GB)" });
    expect(
      (await post(productQuery, { slug: product.slug }, { "cache-control": "no-cache" })).body.data?.product,
    ).toEqual({ title: "Itel A70 (128GB)" });
  });

  it("keys answers by document: another selection of the same product is its own entry", async () => {
    const product = await productOnSale();
    await post(productQuery, { slug: product.slug });
    await renameProduct(product.id, "Itel A70 (128GB)");
    const wider = await post("query product($slug: String!) { product(slug: $slug) { title slug } }", {
      slug: product.slug,
    });
    expect(wider.body.data?.product).toEqual({ title: "Itel A70 (128GB)", slug: product.slug });
  });
});

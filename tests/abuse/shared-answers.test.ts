import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/modules/listings/listings.schema";
import { graphqlEndpoint } from "@/graphql/yoga";
import { createGraphqlCache } from "@/server/graphql-cache";
import { createPageCache } from "@/server/page-cache";
import { createAccessToken, createCategory, createProduct, createUser, createVendor } from "../factories";
import { createMember } from "../factories/vendor-profile";

/**
 * Issue #15: shared answers are opt-in. Whatever one person asks, nobody else may get their answer from the server's
 * shared caches: not a member's drafts, not a member's view of the dashboard, not a signed-in page. Each test sends
 * A's request first and then B's identical one, and checks that B got an answer of their own.
 */
vi.hoisted(() => {
  // Every other test file runs with sharing off (vitest.config.ts); this one turns it on before the endpoint exists.
  process.env.GRAPHQL_PUBLIC_CACHE_MS = "60000";
});

const DETAIL = "query draft($id: ID!) { sellerListing(id: $id) { listing { id title status } } }";
const LIST =
  "query listings($vendorId: ID!) { sellerListings(vendorId: $vendorId, status: ALL) { total items { id title status } } }";
const MINE = "query mine { myVendors { id name } }";
const MARKET = "query market { products(first: 48) { nodes { id title } } }";

interface Answer {
  cacheControl: string;
  age: string | null;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

let graphqlServer: Server;
let graphqlOrigin = "";
const answers = createGraphqlCache();

beforeAll(async () => {
  // The same composition as src/server/server.ts: the answer cache in front of the Yoga instance.
  const yoga = graphqlEndpoint();
  graphqlServer = createServer((request, response) =>
    answers.handle(request, response, () => void yoga(request, response)),
  );
  await new Promise<void>((resolve) => graphqlServer.listen(0, "127.0.0.1", resolve));
  graphqlOrigin = `http://127.0.0.1:${(graphqlServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => graphqlServer.close(() => resolve())));
beforeEach(() => answers.clear());

async function post(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await fetch(`${graphqlOrigin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    cacheControl: response.headers.get("cache-control") ?? "",
    age: response.headers.get("age"),
    body: (await response.json()) as Answer["body"],
  };
}

const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

async function shopWithDraft() {
  const vendor = await createVendor();
  const category = await createCategory();
  const draft = await createProduct({
    vendorId: vendor.id,
    categoryId: category.id,
    status: "DRAFT",
    title: "Unreleased Infinix Hot 40",
  });
  return { vendor, draft, owner: await createAccessToken({ id: vendor.ownerId }) };
}

const rename = (id: string, title: string) => getDb().update(products).set({ title }).where(eq(products.id, id));

describe("a member's GraphQL answers never come back to someone else", () => {
  it("a draft's details: member A's answer reaches neither signed-out B nor members C and D", async () => {
    const { vendor, draft, owner: memberA } = await shopWithDraft();
    const a = await post(DETAIL, { id: draft.id }, memberA);
    expect(a.body.data?.sellerListing).toEqual({
      listing: { id: draft.id, title: "Unreleased Infinix Hot 40", status: "DRAFT" },
    });
    expect(a.cacheControl).toBe("no-store");
    await rename(draft.id, "Infinix Hot 40 (renamed)");

    // B, signed out, sends the identical request: their own answer, no draft, nothing replayed, nothing shareable.
    const b = await post(DETAIL, { id: draft.id });
    expect(codeOf(b)).toBe("UNAUTHENTICATED");
    expect(JSON.stringify(b.body)).not.toContain("Infinix");
    expect(b.age).toBeNull();
    expect(b.cacheControl).toBe("no-store");

    // C, a sales assistant of the same shop, gets the listing as it is now, not A's copy.
    const memberC = await createAccessToken(await createMember(vendor.id, "SALES_ASSISTANT"));
    const c = await post(DETAIL, { id: draft.id }, memberC);
    expect(c.body.data?.sellerListing).toMatchObject({ listing: { title: "Infinix Hot 40 (renamed)" } });
    expect(c.age).toBeNull();

    // D, the owner of another shop, is refused.
    const memberD = await createAccessToken({ id: (await createVendor()).ownerId });
    const d = await post(DETAIL, { id: draft.id }, memberD);
    expect(codeOf(d)).toBe("FORBIDDEN");
    expect(JSON.stringify(d.body)).not.toContain("Infinix");
  });

  it("a shop's listings: never marked shareable, signed in or out, however often asked", async () => {
    const { vendor, owner } = await shopWithDraft();
    for (let i = 0; i < 2; i += 1) {
      const mine = await post(LIST, { vendorId: vendor.id }, owner);
      expect(mine.body.data?.sellerListings).toMatchObject({ total: 1, items: [{ status: "DRAFT" }] });
      expect(mine.cacheControl).not.toMatch(/public|s-maxage/);
      const signedOut = await post(LIST, { vendorId: vendor.id });
      expect(codeOf(signedOut)).toBe("UNAUTHENTICATED");
      expect(signedOut.cacheControl).not.toMatch(/public|s-maxage/);
      expect(signedOut.age).toBeNull();
    }
  });

  it("B asking first changes nothing: A still gets A's own answer afterwards", async () => {
    const { vendor, draft, owner } = await shopWithDraft();
    await post(LIST, { vendorId: vendor.id });
    await post(DETAIL, { id: draft.id });
    expect((await post(LIST, { vendorId: vendor.id }, owner)).body.data?.sellerListings).toMatchObject({ total: 1 });
    expect((await post(DETAIL, { id: draft.id }, owner)).body.data?.sellerListing).toMatchObject({
      listing: { id: draft.id },
    });
  });

  it("the dashboard's own queries (my vendors) are each person's own", async () => {
    const { vendor, owner } = await shopWithDraft();
    const other = await createAccessToken(await createUser());
    expect((await post(MINE, {}, owner)).body.data?.myVendors).toEqual([{ id: vendor.id, name: vendor.displayName }]);
    expect((await post(MINE, {}, other)).body.data?.myVendors).toEqual([]);
    const signedOut = await post(MINE, {});
    expect(signedOut.body.data?.myVendors ?? null).toBeNull();
    expect(signedOut.cacheControl).not.toMatch(/s-maxage/);
  });

  it("a public query asked with a token is never kept, so signed-out B reads the market as it is", async () => {
    const { vendor } = await shopWithDraft();
    const category = await createCategory();
    const onSale = await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Itel A70 (64GB)" });
    const member = await createAccessToken({ id: vendor.ownerId });
    const a = await post(MARKET, {}, member);
    expect(JSON.stringify(a.body)).toContain("Itel A70 (64GB)");
    expect(JSON.stringify(a.body)).not.toContain("Unreleased");
    await rename(onSale.id, "Itel A70 (128GB)");
    const b = await post(MARKET, {});
    expect(JSON.stringify(b.body)).toContain("Itel A70 (128GB)");
    expect(b.age).toBeNull();
    // B's signed-out answer is the shareable one, and a member asking with a token is still answered afresh.
    expect(b.cacheControl).toBe("public, s-maxage=60");
    await rename(onSale.id, "Itel A70 (256GB)");
    expect(JSON.stringify((await post(MARKET, {}, member)).body)).toContain("Itel A70 (256GB)");
    expect((await post(MARKET, {})).age).toMatch(/^\d+$/);
  });
});

describe("private pages never come from the shared page cache", () => {
  // A stand-in for Next.js that marks EVERY page shareable, as a mistake in a page might, and renders who asked.
  let pageServer: Server;
  let pageOrigin = "";
  let renders = 0;
  const pages = createPageCache();
  const who = (request: IncomingMessage) =>
    /session-token=(\w+)/.exec(String(request.headers.cookie ?? ""))?.[1] ?? "nobody";

  beforeAll(async () => {
    pageServer = createServer((request, response) =>
      pages.handle(request, response, () => {
        renders += 1;
        if (!response.getHeader("cache-control")) response.setHeader("cache-control", "s-maxage=60");
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(`<html>${request.url} for ${who(request)}</html>`);
      }),
    );
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pageServer.close(() => resolve())));
  beforeEach(() => pages.clear());

  async function get(path: string, as?: string) {
    const response = await fetch(`${pageOrigin}${path}`, {
      headers: as ? { cookie: `next-auth.session-token=${as}` } : {},
    });
    return {
      text: await response.text(),
      cacheControl: response.headers.get("cache-control"),
      age: response.headers.get("age"),
    };
  }

  it.each([
    "/dashboard/product/details?id=draft-1",
    "/dashboard",
    "/dashboard/product/list",
    "/account",
    "/pricedesk/moderation",
    "/auth/login",
    "/%64ashboard/product/details?id=draft-1",
    "/DASHBOARD/product/details?id=draft-1",
  ])("%s: A's page never reaches B, and says private, no-store", async (path) => {
    const before = renders;
    const a = await get(path, "memberA");
    expect(a.text).toContain("for memberA");
    for (const as of [undefined, "memberC"]) {
      const other = await get(path, as);
      expect(other.text).not.toContain("memberA");
      expect(other.age).toBeNull();
      expect(other.cacheControl).toBe("private, no-store");
    }
    expect(renders - before).toBe(3);
  });

  it("a public page marked shareable is still kept (the mark is what decides)", async () => {
    await get("/about");
    expect((await get("/about")).age).toMatch(/^\d+$/);
  });
});

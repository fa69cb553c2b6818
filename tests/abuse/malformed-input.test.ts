/**
 * Abuse: input that used to crash the server (issue #13, item 8). A NUL or another control character in any GraphQL
 * string (PostgreSQL refuses NUL in text: "Unexpected error."), a NUL in a page's slug, a callbackUrl next-auth
 * itself refuses with HTTP 500, and addresses that do not decode. Each is now a clear 400-class answer or "not found".
 * The crawl of every route on the production server is tests/e2e/malformed-urls.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Next.js installs AsyncLocalStorage on globalThis before loading its modules; without it next/headers has no scope.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
});

import ProductPage, { generateMetadata as productMetadata } from "@/app/(public)/market/product/[slug]/page";
import CategoryPage from "@/app/(public)/market/product/category/[slug]/page";
import StorePage from "@/app/(public)/market/store/[slug]/page";
import { getDb } from "@/db/client";
import { graphqlEndpoint } from "@/graphql/yoga";
import { findProductBySlug } from "@/modules/market/market-products.service";
import { findCategoryBySlug } from "@/modules/categories/categories.service";
import { contactMessages } from "@/modules/contact/contact.schema";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { findVendorBySlug } from "@/modules/vendors/vendors.service";
import { isMalformedRequestTarget } from "@/server/malformed-request";
import { buildContactMessageInput, createCategory, createPriceItem, createProduct, createVendor } from "../factories";
import { settleOutbox } from "../factories/accounts";
import { AUTH_BASE, callAuthRoute } from "../setup/auth-route";
import { execute, type GraphQLResponseBody } from "../setup/graphql";

// Pages spend searches from the client address's budget; rendered here outside a request, the address is the test's.
vi.mock("@/lib/page-requester", () => ({
  publicPageRequester: async () => ({ actor: { kind: "signed-out" }, ip: "198.18.0.1" }),
}));

let productSlug = "";
let categorySlug = "";
let vendorSlug = "";
let priceItemSlug = "";
let priceItemId = "";

beforeAll(async () => {
  const category = await createCategory({ name: "Malformed phones", slug: "malformed-phones" });
  const vendor = await createVendor();
  const product = await createProduct({
    vendorId: vendor.id,
    categoryId: category.id,
    title: "Tecno Spark 20",
    slug: "malformed-tecno-spark-20",
  });
  const item = await createPriceItem({ name: "Malformed rice, 50kg bag" });
  productSlug = product.slug;
  categorySlug = category.slug;
  vendorSlug = vendor.slug;
  priceItemSlug = item.slug;
  priceItemId = item.id;
});
afterAll(() => settleOutbox());

/** The answer every refused string gets: nothing ran, the field is named, and no internal error is shown. */
function expectRefused(body: GraphQLResponseBody, validation: Record<string, string[]>) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]).toMatchObject({
    message: "Please check your inputs",
    extensions: { code: "BAD_USER_INPUT", validation },
  });
}

describe("control characters in GraphQL strings are refused before any resolver", () => {
  const bySlug = [
    ["product", "query($slug: String!) { product(slug: $slug) { id } }"],
    ["category", "query($slug: String!) { category(slug: $slug) { id } }"],
    ["vendor", "query($slug: String!) { vendor(slug: $slug) { id } }"],
    ["priceItem", "query($slug: String!) { priceItem(slug: $slug) { id } }"],
  ] as const;

  it.each(bySlug)("%s(slug) with a NUL in a variable: BAD_USER_INPUT naming the slug", async (_field, query) => {
    for (const slug of ["\u0000", "tecno\u0000", "a\u0000b", "\u0000".repeat(300)]) {
      const { status, body } = await execute({ query, variables: { slug } });
      expect(status).toBe(200);
      expectRefused(body, { slug: ["Slug contains characters we cannot accept"] });
    }
  });

  it.each(bySlug)(
    "%s(slug) with other control characters (ESC, BEL, form feed, vertical tab) is refused too",
    async (_field, query) => {
      for (const slug of ["a\u001bb", "a\u0007", "\u000c", "a\u000bb", "\u001f"]) {
        expectRefused((await execute({ query, variables: { slug } })).body, {
          slug: ["Slug contains characters we cannot accept"],
        });
      }
    },
  );

  it("a NUL written into the query text itself is refused the same way", async () => {
    const { body } = await execute({ query: '{ product(slug: "tecno\\u0000spark") { id } }' });
    expectRefused(body, { slug: ["Slug contains characters we cannot accept"] });
  });

  it("the real slugs still answer, and tab, new line and carriage return are not refused", async () => {
    const { body } = await execute({
      query: `query($p: String!, $c: String!, $v: String!, $i: String!, $odd: String!) {
        product(slug: $p) { slug } category(slug: $c) { slug } vendor(slug: $v) { slug } priceItem(slug: $i) { slug } other: product(slug: $odd) { id }
      }`,
      variables: { p: productSlug, c: categorySlug, v: vendorSlug, i: priceItemSlug, odd: "a\tb\r\nc" },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      product: { slug: productSlug },
      category: { slug: categorySlug },
      vendor: { slug: vendorSlug },
      priceItem: { slug: priceItemSlug },
      other: null,
    });
  });

  it("in a nested mutation input: refused before the resolver (signed out, so the resolver would have said UNAUTHENTICATED), nothing stored", async () => {
    const { body } = await execute({
      query: "mutation($input: ReportPriceInput!) { reportPrice(input: $input) { __typename } }",
      variables: { input: { itemId: priceItemId, price: "70,000\u0000", state: "Lagos", observedOn: "2026-01-01" } },
    });
    expectRefused(body, { price: ["Price contains characters we cannot accept"] });
    expect(await getDb().select().from(priceReports)).toHaveLength(0);
  });

  it("every offending field is named once, in lists and across arguments", async () => {
    const { body } = await execute({
      query: "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
      variables: {
        input: buildContactMessageInput({
          name: "Ada\u0000",
          message: "Hello\u0000 there, one\u0000 two",
          phone: "0803\u00001234567",
        }),
      },
    });
    expectRefused(body, {
      name: ["Name contains characters we cannot accept"],
      message: ["Message contains characters we cannot accept"],
      phone: ["Phone contains characters we cannot accept"],
    });
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);

    const otp = await execute({
      query: "mutation($input: OTPDetailsInput!) { createOTP(input: $input) { status } }",
      variables: { input: { user: "ada@example.com", type: "ResetPassword", channelOverride: ["EMAIL", "SMS\u0000"] } },
    });
    expectRefused(otp.body, { channelOverride: ["Channel override contains characters we cannot accept"] });
  });

  it("passwords are the exception: hashed, never stored as text, they keep every character a person chose", async () => {
    const { body } = await execute({
      query: "mutation($input: LoginInput!) { login(input: $input) { status } }",
      variables: { input: { username: "nobody@example.com", password: "Kola-nut\u0000 2026!" } },
    });
    expect(JSON.stringify(body)).not.toContain("contains characters we cannot accept");
    expect(body.errors?.[0]?.message).not.toBe("Unexpected error.");
  });

  it("a variable nested as deep as a 64 KB body allows is walked without running out of stack", async () => {
    const depth = 30_000;
    const body = `{"query":"query($slug: String!) { product(slug: $slug) { id } }","variables":{"slug":${"[".repeat(depth)}"x\\u0000"${"]".repeat(depth)}}}`;
    const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const answer = (await response.json()) as GraphQLResponseBody;
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("a NUL in a page's slug is 'not found', never an error (also under next dev)", () => {
  const notFound = /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/;
  const params = (slug: string) => ({ params: Promise.resolve({ slug }), searchParams: Promise.resolve({}) });

  it.each(["\u0000", "tecno\u0000spark", "a\u001bb"])("the slug lookups answer null for %j", async (slug) => {
    expect(await findProductBySlug(slug)).toBeNull();
    expect(await findCategoryBySlug(slug)).toBeNull();
    expect(await findVendorBySlug(slug)).toBeNull();
  });

  it("the product, category and store pages answer 404", async () => {
    await expect(ProductPage(params("tecno\u0000"))).rejects.toThrow(notFound);
    await expect(CategoryPage(params("tecno\u0000"))).rejects.toThrow(notFound);
    await expect(StorePage(params("tecno\u0000"))).rejects.toThrow(notFound);
    expect(await productMetadata(params("tecno\u0000"))).toMatchObject({ title: "Listing not found" });
  });
});

describe("callbackUrl values next-auth would answer with 500", () => {
  const hostile = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "http://localhost:3000.evil.com/",
    "//evil.com",
    "/\\evil.com",
    "\u0000",
    "\u0000//evil.com",
    "mailto:ada@example.com",
    "data:text/html,<script>alert(1)</script>",
    "%00",
    "x".repeat(5_000),
  ];

  /** next-auth sends GET /signin on to our login page, with the callback it will use. */
  function expectLoginOnOurSite(response: Response) {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", AUTH_BASE);
    expect(location.origin).toBe(AUTH_BASE);
    expect(location.pathname).toBe("/auth/login");
    return new URL(location.searchParams.get("callbackUrl") ?? "");
  }

  it.each(hostile)(
    "/api/auth/signin?callbackUrl=%j goes to the login page, and then to the home page",
    async (value) => {
      const callback = expectLoginOnOurSite(await callAuthRoute(`signin?callbackUrl=${encodeURIComponent(value)}`));
      expect(callback.origin).toBe(AUTH_BASE);
      expect(callback.pathname).toBe("/");
    },
  );

  it("a hostile value among several is caught whichever one next-auth reads", async () => {
    const callback = expectLoginOnOurSite(
      await callAuthRoute("signin?callbackUrl=%2Faccount&callbackUrl=javascript%3Aalert(1)"),
    );
    expect(callback.toString()).toBe(`${AUTH_BASE}/`);
  });

  it("our own paths are kept", async () => {
    const callback = expectLoginOnOurSite(await callAuthRoute("signin?callbackUrl=%2Faccount%3Ftab%3Dalerts"));
    expect(callback.toString()).toBe(`${AUTH_BASE}/account?tab=alerts`);
  });

  it.each(["session", "csrf", "providers"])("/api/auth/%s with a hostile callbackUrl answers 200", async (action) => {
    const response = await callAuthRoute(`${action}?callbackUrl=javascript%3Aalert(1)`);
    expect(response.status).toBe(200);
  });

  it("a sign-in form posted to a URL with a hostile callbackUrl is not a 500", async () => {
    const response = await callAuthRoute("callback/credentials?callbackUrl=javascript%3Aalert(1)", {
      form: { username: "ada@example.com", password: "x" },
    });
    expect(response.status).toBeLessThan(500);
  });

  it.each(["javascript:alert(1)", "\u0001", "mailto:x@example.com"])(
    "a planted callback cookie %j is ignored, not a 500",
    async (value) => {
      const cookie = `next-auth.callback-url=${encodeURIComponent(value)}`;
      expect((await callAuthRoute("session", { cookie })).status).toBe(200);
      expectLoginOnOurSite(await callAuthRoute("signin", { cookie }));
    },
  );
});

describe("addresses the production server refuses with 400 before anything else", () => {
  it.each([
    "/market/product/%00",
    "/market/product/%ff%fe",
    "/%",
    "/market/product/%E0%A4%A",
    "/market?q=%00",
    "/api/auth/signin?callbackUrl=%00",
  ])("%s", (target) => expect(isMalformedRequestTarget(target)).toBe(true));

  it.each([
    "/market/product/..%2f..%2fetc%2fpasswd",
    "/api/auth/signin?callbackUrl=javascript%3Aalert(1)",
    "/market?q=%3Csvg%2Fonload%3Dalert(1)%3E",
  ])("%s is left to the app", (target) => expect(isMalformedRequestTarget(target)).toBe(false));
});

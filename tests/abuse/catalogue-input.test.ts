/**
 * Hostile and careless input to the catalogue API and the listing pages' query strings: huge page sizes, negative
 * and non-numeric prices, injection strings, emoji, 10,000-character queries, forged cursors, wrong types. Each is
 * either answered normally (text is only ever a bound parameter) or refused with a clear BAD_USER_INPUT message —
 * never a 500 or a masked "Unexpected error.".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { catalogueMessages, parseMarketSearchParams } from "@/modules/market/market.inputs";
import { products } from "@/modules/listings/listings.schema";
import { listProducts } from "@/modules/market/market-listing.service";
import { createCategory, createProduct, createVendor } from "../factories";
import { execute } from "../setup/graphql";

const PRODUCTS = `query($filter: ProductFilter, $first: Int, $after: String, $page: Int) {
  products(filter: $filter, first: $first, after: $after, page: $page) { totalCount searchMode edges { node { slug } } pageInfo { hasNextPage } }
}`;

interface ProductsData {
  products: {
    totalCount: number;
    searchMode: string;
    edges: { node: { slug: string } }[];
    pageInfo: { hasNextPage: boolean };
  } | null;
}

function queryProducts(variables: Record<string, unknown>) {
  return execute<ProductsData>({ query: PRODUCTS, variables });
}

async function expectBadInput(variables: Record<string, unknown>): Promise<Record<string, string[]>> {
  const { status, body } = await queryProducts(variables);
  expect(status).toBe(200);
  expect(body.data?.products ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.message).toBe("Please check your inputs");
  expect(body.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");
  return body.errors![0]!.extensions!.validation!;
}

async function expectAnswered(variables: Record<string, unknown>) {
  const { status, body } = await queryProducts(variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.products!;
}

let productCount = 0;

beforeAll(async () => {
  const main = await createCategory({ name: "Phones", slug: "phones" });
  const sub = await createCategory({ name: "Mobile phones", slug: "mobile-phones", parentId: main.id });
  const vendor = await createVendor();
  for (let i = 0; i < 60; i += 1) {
    await createProduct({
      vendorId: vendor.id,
      categoryId: sub.id,
      title: `Tecno Spark ${i}`,
      slug: `tecno-spark-${i}`,
      priceKobo: 5_000_000 + i,
    });
  }
  productCount = 60;
});

describe("page sizes", () => {
  it.each([1_000_000, 49, 2_147_483_647])("first: %d is refused with the limit in the message", async (first) => {
    expect(await expectBadInput({ first })).toEqual({ first: [catalogueMessages.pageSizeInvalid] });
  });

  it.each([0, -1, -2_147_483_648])("first: %d is refused", async (first) => {
    expect(await expectBadInput({ first })).toEqual({ first: [catalogueMessages.pageSizeInvalid] });
  });

  it("first beyond 32-bit is a GraphQL type error (400), not a crash", async () => {
    const { status, body } = await queryProducts({ first: 1e12 });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Int cannot represent non 32-bit signed integer value/);
  });

  it("first: 48 is the most one page returns", async () => {
    const page = await expectAnswered({ first: 48 });
    expect(page.edges).toHaveLength(48);
    expect(page.totalCount).toBe(productCount);
  });

  it("the service itself clamps a page size of 10^6 to 48 (pages call it directly)", async () => {
    const page = await listProducts({}, { pageSize: 1_000_000 });
    expect(page.pageSize).toBe(48);
    expect(page.items).toHaveLength(48);
  });

  it("page numbers beyond the end answer an empty page; beyond 10,000 are refused", async () => {
    const page = await expectAnswered({ page: 9_999, first: 48 });
    expect(page.edges).toEqual([]);
    expect(await expectBadInput({ page: 10_001 })).toEqual({ page: [catalogueMessages.pageTooHigh] });
    expect(await expectBadInput({ page: 0 })).toEqual({ page: [catalogueMessages.pageInvalid] });
  });

  it("query strings with a huge per_page fall back to the default with a message", () => {
    const parsed = parseMarketSearchParams({ per_page: "1000000", page: "1e9" });
    expect(parsed.pageSize).toBe(24);
    expect(parsed.page).toBe(1);
    expect(parsed.messages).toEqual([catalogueMessages.pageInvalid, catalogueMessages.pageSizeInvalid]);
  });
});

describe("prices", () => {
  it.each([
    [{ minPriceKobo: -1 }, { minPriceKobo: [catalogueMessages.minPriceNegative] }],
    [{ maxPriceKobo: -500 }, { maxPriceKobo: [catalogueMessages.maxPriceNegative] }],
    [{ minPrice: "-1,000" }, { minPrice: [catalogueMessages.minPriceNegative] }],
    [{ maxPrice: "−20" }, { maxPrice: [catalogueMessages.maxPriceNegative] }],
    [{ minPrice: "abc" }, { minPrice: [catalogueMessages.minPriceInvalid] }],
    [{ maxPrice: "1e9" }, { maxPrice: [catalogueMessages.maxPriceInvalid] }],
    [{ maxPrice: "NaN" }, { maxPrice: [catalogueMessages.maxPriceInvalid] }],
    [{ minPrice: "Infinity" }, { minPrice: [catalogueMessages.minPriceInvalid] }],
    [{ minPrice: "0x1F" }, { minPrice: [catalogueMessages.minPriceInvalid] }],
    [{ minPrice: "1; DROP TABLE products" }, { minPrice: [catalogueMessages.minPriceInvalid] }],
    [{ maxPrice: "9".repeat(400) }, { maxPrice: [catalogueMessages.maxPriceInvalid] }],
    [{ maxPrice: "99,999,999,999" }, { maxPrice: [catalogueMessages.priceTooHigh] }],
    [{ maxPriceKobo: 9_007_199_254_740_991 }, { maxPriceKobo: [catalogueMessages.priceTooHigh] }],
  ])("%j → %j", async (filter, validation) => {
    expect(await expectBadInput({ filter })).toEqual(validation);
  });

  it("a fractional or unsafe kobo amount is a type error with a clear message", async () => {
    for (const minPriceKobo of [0.5, 2 ** 60, "100"]) {
      const { status, body } = await queryProducts({ filter: { minPriceKobo } });
      expect(status).toBe(400);
      expect(body.errors![0]!.message).toMatch(/Kobo must be a whole number of kobo/);
    }
  });

  it("naira with kobo is exact: ₦50,000.59 is 5,000,059 kobo", async () => {
    const page = await expectAnswered({ filter: { minPrice: "50,000.59", maxPrice: "50,000.59" } });
    expect(page.edges.map((e) => e.node.slug)).toEqual(["tecno-spark-59"]);
  });

  it("query strings drop bad prices with a message and keep the rest", () => {
    const parsed = parseMarketSearchParams({ min: "-5", max: "ten thousand", q: "tecno" });
    expect(parsed.filters).toEqual({ query: "tecno" });
    expect(parsed.messages).toEqual([catalogueMessages.minPriceNegative, catalogueMessages.maxPriceInvalid]);
  });
});

describe("search text", () => {
  const hostile = [
    "'; DROP TABLE products; --",
    "' OR '1'='1",
    "1) OR 1=1 --",
    "tecno') UNION SELECT password_hash FROM users --",
    "$$; select pg_sleep(5); $$",
    "\\x00\\",
    "a\u007fb",
    "%_%",
    "tecno:* & !spark | (",
    "<script>alert(1)</script>",
    "${7*7}{{7*7}}",
    "📱📱📱",
    "👩🏾‍💻 tecno",
    "Ọjà ńlá",
    "\uDC00\uD800",
    "x".repeat(10_000),
    "tecno ".repeat(2_000),
    // Dashes websearch_to_tsquery reads as NOT with nothing to negate: "tsquery stack too small", a 500 (issue #23).
    "-".repeat(36),
    "- ".repeat(40),
    "tecno -- - -",
  ];

  it.each(hostile)("products(query: %j) is answered without an error", async (query) => {
    const page = await expectAnswered({ filter: { query } });
    expect(page.totalCount).toBeGreaterThanOrEqual(0);
  });

  it("the products table is intact after all of that", async () => {
    expect(await getDb().select({ id: products.id }).from(products)).toHaveLength(productCount);
  });

  it("a 10,000-character query uses only its first 100 characters", async () => {
    const page = await expectAnswered({ filter: { query: `tecno ${"z".repeat(9_990)}` } });
    // "tecno zzz…" (100 characters) matches nothing in full text; the trigram fallback still finds Tecno.
    expect(page.searchMode).toBe("FUZZY");
  });

  it("emoji around a word still find it", async () => {
    const page = await expectAnswered({ filter: { query: "📱 tecno 📱" }, first: 1 });
    expect(page.totalCount).toBe(productCount);
  });

  it("search and autocomplete survive the same strings", async () => {
    for (const text of hostile) {
      const { status, body } = await execute({
        query: `query($q: String!) { search(query: $q, first: 2) { products { totalCount } services { id } priceItems { id } } autocomplete(prefix: $q) { label } }`,
        variables: { q: text },
      });
      expect(status, text.slice(0, 30)).toBe(200);
      expect(body.errors, text.slice(0, 30)).toBeUndefined();
    }
  });

  it("query strings keep hostile text as plain text", () => {
    for (const q of hostile) {
      const parsed = parseMarketSearchParams({ q });
      expect(parsed.filters.query === undefined || parsed.filters.query.length <= 100).toBe(true);
    }
  });
});

describe("cursors, ids and enums", () => {
  it.each([
    "x",
    "A".repeat(301),
    "eyJzIjoiTkVXRVNUIn0",
    Buffer.from(
      JSON.stringify({ s: "NEWEST", m: "n", k: "9".repeat(30), i: "00000000-0000-0000-0000-000000000000", p: 2 }),
    ).toString("base64url"),
    Buffer.from(
      JSON.stringify({ s: "PRICE_ASC", m: "n", k: "1 or 1=1", i: "00000000-0000-0000-0000-000000000000", p: 2 }),
    ).toString("base64url"),
    Buffer.from(JSON.stringify({ s: "PRICE_ASC", m: "n", k: "1", i: "'; drop table x; --", p: 2 })).toString(
      "base64url",
    ),
    Buffer.from("[]").toString("base64url"),
    Buffer.from("null").toString("base64url"),
    "../../etc/passwd",
  ])("after: %j is a clear input error", async (after) => {
    expect(await expectBadInput({ after })).toEqual({ after: [catalogueMessages.cursorInvalid] });
  });

  it("a cursor from a price listing does not continue a newest listing", async () => {
    const { body } = await execute<{ products: { pageInfo: { endCursor: string } } }>({
      query: `{ products(first: 2, filter: { sort: PRICE_ASC }) { pageInfo { endCursor } } }`,
    });
    expect(await expectBadInput({ after: body.data!.products.pageInfo.endCursor, filter: { sort: "NEWEST" } })).toEqual(
      {
        after: [catalogueMessages.cursorInvalid],
      },
    );
  });

  it("ids that are not UUIDs are refused with a message", async () => {
    expect(await expectBadInput({ filter: { vendorId: "1 OR 1=1", priceItemId: "x" } })).toEqual({
      vendorId: [catalogueMessages.idInvalid],
      priceItemId: [catalogueMessages.idInvalid],
    });
  });

  it("unknown enum values and wrong types are GraphQL errors (400)", async () => {
    for (const filter of [
      { sort: "RANDOM()" },
      { condition: "BROKEN" },
      { sort: 1 },
      { query: ["a", "b"] },
      { state: { $ne: null } },
    ]) {
      const { status, body } = await queryProducts({ filter });
      expect(status, JSON.stringify(filter)).toBe(400);
      expect(body.errors).toHaveLength(1);
    }
  });

  it("unknown slugs answer null", async () => {
    const { body } = await execute({
      query: `{ a: product(slug: "../../etc/passwd") { id } b: category(slug: "'; drop table categories; --") { id } c: vendor(slug: "📱") { id } }`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ a: null, b: null, c: null });
  });
});

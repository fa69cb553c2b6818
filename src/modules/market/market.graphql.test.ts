/** The catalogue API through the real Yoga endpoint (armor limits, masking, context) on PGlite and PostgreSQL. */
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueMessages } from "@/modules/market/market.inputs";
import {
  createCategory,
  createPriceItem,
  createProduct,
  createProductImage,
  createService,
  createStore,
  createVendor,
} from "../../../tests/factories";
import { execute } from "../../../tests/setup/graphql";
import { countStatements } from "../../../tests/setup/statements";

const base = Date.parse("2026-10-01T09:00:00.000Z");
const hoursAgo = (hours: number) => new Date(base - hours * 3_600_000);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const phones = await createCategory({ name: "Phones and tablets", slug: "phones-tablets", position: 0 });
  const food = await createCategory({ name: "Foodstuff", slug: "foodstuff", position: 1 });
  const subs = [
    await createCategory({ name: "Mobile phones", slug: "mobile-phones", parentId: phones.id, position: 0 }),
    await createCategory({ name: "Tablets", slug: "tablets", parentId: phones.id, position: 1 }),
    await createCategory({ name: "Grains", slug: "grains", parentId: food.id, position: 0 }),
    await createCategory({ name: "Oils", slug: "oils", parentId: food.id, position: 1 }),
  ];
  const services = await createCategory({ name: "Services", slug: "services", position: 2, kind: "SERVICES" });
  const tailoring = await createCategory({
    name: "Tailoring",
    slug: "tailoring",
    parentId: services.id,
    kind: "SERVICES",
  });
  const item = await createPriceItem({ name: "Rice (local), 50kg bag", slug: "rice-local-50kg" });
  ids.priceItem = item.id;

  // 30 products over 10 vendors and 4 sub-categories, each with two images: enough to show N+1 if there were any.
  const vendors = [];
  for (let v = 0; v < 10; v += 1) {
    vendors.push(
      await createVendor({
        displayName: `Vendor ${v}`,
        slug: `vendor-${v}`,
        state: v % 2 ? "Kano" : "Lagos",
        ratingTotal: 9,
        ratingCount: 2,
      }),
    );
  }
  for (let i = 0; i < 30; i += 1) {
    const product = await createProduct({
      vendorId: vendors[i % 10]!.id,
      categoryId: subs[i % 4]!.id,
      title: i % 4 === 2 ? `Local rice bag ${i}` : `Phone model ${i}`,
      slug: `product-${i}`,
      // A car-priced item on purpose: above GraphQL Int's ₦21,474,836.47.
      priceKobo: i === 0 ? 4_500_000_000 : 1_000_000 + i * 123_450,
      state: i % 3 ? "Lagos" : "Kano",
      createdAt: hoursAgo(i),
      priceItemId: i % 4 === 2 ? item.id : null,
    });
    await createProductImage(product.id, { position: 1, alt: `Back ${i}` });
    await createProductImage(product.id, { position: 0, alt: `Front ${i}` });
  }
  const suspended = await createVendor({ displayName: "Gone", slug: "gone-vendor", status: "SUSPENDED" });
  await createProduct({
    vendorId: suspended.id,
    categoryId: subs[0]!.id,
    title: "Phone model hidden",
    slug: "hidden-product",
  });
  await createStore({ vendorId: vendors[0]!.id, name: "Main shop", createdAt: hoursAgo(10) });
  await createStore({ vendorId: vendors[0]!.id, name: "Second shop", createdAt: hoursAgo(5) });
  const storeOfSuspended = await createStore({ vendorId: suspended.id, name: "Closed shop" });
  const tailor = await createVendor({ displayName: "Bisi Stitches", slug: "bisi-stitches", kind: "ARTISAN" });
  await createService({
    vendorId: tailor.id,
    categoryId: tailoring.id,
    title: "Aso-ebi sewing",
    slug: "aso-ebi",
    priceFromKobo: 1_500_000,
  });
  ids.vendor0 = vendors[0]!.id;
  ids.storeOfSuspended = storeOfSuspended.id;
});

const LISTING = /* GraphQL */ `
  query Listing($filter: ProductFilter, $first: Int, $after: String, $page: Int) {
    products(filter: $filter, first: $first, after: $after, page: $page) {
      totalCount
      searchMode
      page
      pageInfo { hasNextPage endCursor }
      facets { categories { value label count parent } mainCategories { value count } states { value count } }
      edges {
        cursor
        node {
          id slug title priceKobo price compareAtKobo condition unit state city stock inStock url
          image { url(width: 320) srcset alt }
          images { alt sources { width url } }
          vendor { name slug rating url }
          category { name slug }
          parentCategory { slug }
          priceItem { slug name }
        }
      }
    }
  }
`;

interface ListingData {
  products: {
    totalCount: number;
    searchMode: string;
    page: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    facets: {
      categories: { value: string; count: number; parent: string | null }[];
      mainCategories: { value: string; count: number }[];
      states: { value: string; count: number }[];
    };
    edges: {
      cursor: string;
      node: {
        slug: string;
        title: string;
        priceKobo: number;
        price: string;
        images: { alt: string }[];
        image: { url: string; srcset: string; alt: string } | null;
        vendor: { name: string; slug: string; rating: number | null } | null;
        category: { slug: string } | null;
        parentCategory: { slug: string } | null;
        priceItem: { slug: string } | null;
      };
    }[];
  };
}

function listing(variables: Record<string, unknown>) {
  return execute<ListingData>({ query: LISTING, variables });
}

function validationOf(body: {
  errors?: { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } }[];
}) {
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");
  return body.errors![0]!.extensions!.validation!;
}

describe("products", () => {
  it("answers a full listing query within the armor limits, with related objects filled in", async () => {
    const { status, body } = await listing({ first: 24 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const products = body.data!.products;
    expect(products.totalCount).toBe(30);
    expect(products.edges).toHaveLength(24);
    expect(products.pageInfo.hasNextPage).toBe(true);
    expect(products.pageInfo.endCursor).toBe(products.edges[23]!.cursor);
    expect(products.searchMode).toBe("NONE");
    const first = products.edges[0]!.node;
    expect(first).toMatchObject({
      slug: "product-0",
      priceKobo: 4_500_000_000,
      price: "₦45,000,000.00",
      vendor: { name: "Vendor 0", slug: "vendor-0", rating: 4.5 },
      category: { slug: "mobile-phones" },
      parentCategory: { slug: "phones-tablets" },
      priceItem: null,
    });
    expect(first.images.map((i) => i.alt)).toEqual(["Front 0", "Back 0"]);
    expect(first.image!.alt).toBe("Front 0");
    expect(first.image!.url).toMatch(/\/320\.webp$/);
    expect(first.image!.srcset).toMatch(/ 320w, .* 640w, .* 1200w$/);
    expect(products.edges[2]!.node.priceItem).toEqual({ slug: "rice-local-50kg", name: "Rice (local), 50kg bag" });
    expect(products.facets.mainCategories).toEqual([
      { value: "phones-tablets", count: 16 },
      { value: "foodstuff", count: 14 },
    ]);
    expect(products.facets.states).toEqual([
      { value: "Lagos", count: 20 },
      { value: "Kano", count: 10 },
    ]);
  });

  it("runs a bounded number of SQL statements however many products a page has (no N+1)", async () => {
    // Three products already reach every kind of related object (product-2 has a price item).
    const small = await countStatements(() => listing({ first: 3 }));
    const large = await countStatements(() => listing({ first: 24 }));
    expect(large.result.body.errors).toBeUndefined();
    expect(large.result.body.data!.products.edges).toHaveLength(24);
    // Items (with vendors, categories and cover pictures), count/facets, facet labels, parent categories, images,
    // product extras (price-item link), price items.
    expect(large.statements).toBe(7);
    expect(large.statements).toBe(small.statements);
  });

  it("walks every page with cursors, then stops", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const { body }: { body: { data?: ListingData | null } } = await listing({
        first: 7,
        after,
        filter: { sort: "PRICE_ASC" },
      });
      const products: ListingData["products"] = body.data!.products;
      seen.push(...products.edges.map((edge) => edge.node.slug));
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect(seen.at(-1)).toBe("product-0");
  });

  it("supports page numbers too, and an empty page beyond the end", async () => {
    const { body } = await listing({ first: 10, page: 3 });
    expect(body.data!.products.page).toBe(3);
    expect(body.data!.products.edges.map((e) => e.node.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `product-${20 + i}`),
    );
    expect(body.data!.products.pageInfo.hasNextPage).toBe(false);
    const beyond = await listing({ first: 10, page: 9 });
    expect(beyond.body.data!.products.edges).toEqual([]);
    expect(beyond.body.data!.products.totalCount).toBe(30);
  });

  it("filters by category, state, price, price item and text", async () => {
    const grains = await listing({ filter: { category: "grains", state: "lagos" } });
    expect(grains.body.errors).toBeUndefined();
    expect(grains.body.data!.products.edges.every((e) => e.node.category!.slug === "grains")).toBe(true);
    expect(grains.body.data!.products.totalCount).toBe(5);
    const cheap = await listing({ filter: { maxPrice: "12,000", sort: "PRICE_DESC" } });
    expect(cheap.body.data!.products.edges.map((e) => e.node.priceKobo)).toEqual([1_000_000 + 1 * 123_450]);
    const rice = await listing({ filter: { query: "rice", priceItemId: ids.priceItem } });
    expect(rice.body.data!.products.totalCount).toBe(7);
    expect(rice.body.data!.products.searchMode).toBe("FTS");
    const typo = await listing({ filter: { query: "ricce bag" } });
    expect(typo.body.data!.products.searchMode).toBe("FUZZY");
    expect(typo.body.data!.products.totalCount).toBe(7);
  });

  it("never lists a suspended vendor's product", async () => {
    const { body } = await listing({ first: 48, filter: { query: "hidden" } });
    expect(body.data!.products.edges.map((e) => e.node.slug)).not.toContain("hidden-product");
  });

  it("refuses a page size over 48 with a clear message", async () => {
    const { status, body } = await listing({ first: 1_000_000 });
    expect(status).toBe(200);
    expect(body.data?.products ?? null).toBeNull();
    expect(validationOf(body)).toEqual({ first: [catalogueMessages.pageSizeInvalid] });
  });

  it("refuses a forged cursor as bad input, not a server error", async () => {
    for (const after of ["forged", "eyJzIjoiTkVXRVNUIiwibSI6Im4iLCJrIjoiMTsgZHJvcCIsImkiOiJ4IiwicCI6Mn0", "!!!"]) {
      const { body } = await listing({ after });
      const validation = validationOf(body);
      expect(validation.after).toEqual([catalogueMessages.cursorInvalid]);
    }
  });

  it("refuses negative and non-numeric prices, unknown states and enums, one message per field", async () => {
    const { body } = await listing({
      filter: { minPriceKobo: -100, maxPrice: "abc", state: "Atlantis", category: "DROP TABLE" },
    });
    expect(validationOf(body)).toEqual({
      minPriceKobo: [catalogueMessages.minPriceNegative],
      maxPrice: [catalogueMessages.maxPriceInvalid],
      state: [catalogueMessages.stateInvalid],
      category: [catalogueMessages.categoryInvalid],
    });
    const fraction = await listing({ filter: { minPriceKobo: 1.5 } });
    expect(fraction.status).toBe(400);
    expect(fraction.body.errors![0]!.message).toMatch(/Kobo must be a whole number of kobo/);
    const badSort = await listing({ filter: { sort: "RANDOM" } });
    expect(badSort.status).toBe(400);
  });

  it("accepts naira strings and converts them to kobo exactly", async () => {
    const { body } = await listing({ filter: { minPrice: "10,123.45", maxPrice: "10,123.45" }, first: 48 });
    expect(body.errors).toBeUndefined();
    // 1,000,000 + 1 × 123,450 kobo = ₦11,234.50; nothing is at exactly ₦10,123.45.
    expect(body.data!.products.totalCount).toBe(0);
    const exact = await listing({ filter: { minPrice: "11,234.50", maxPrice: "11,234.5" } });
    expect(exact.body.data!.products.edges.map((e) => e.node.price)).toEqual(["₦11,234.50"]);
  });
});

describe("single objects", () => {
  it("product(slug) with its gallery, vendor, stores and category", async () => {
    const { body } = await execute<{ product: Record<string, unknown> | null }>({
      query: `{ product(slug: "product-2") { title description price priceItem { slug } images { alt } vendor { name stores { name } } category { slug parent { slug } } } }`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.product).toEqual({
      title: "Local rice bag 2",
      description: "Brand new, sealed in box, one year warranty.",
      price: "₦12,469.00",
      priceItem: { slug: "rice-local-50kg" },
      images: [{ alt: "Front 2" }, { alt: "Back 2" }],
      vendor: { name: "Vendor 2", stores: [] },
      category: { slug: "grains", parent: { slug: "foodstuff" } },
    });
  });

  it("unknown, hidden and absurd slugs are null, not errors", async () => {
    const { body } = await execute<Record<string, unknown>>({
      query: `query($long: String!) { a: product(slug: "nope") { id } b: product(slug: "hidden-product") { id } c: vendor(slug: "gone-vendor") { id } d: category(slug: "nope") { id } e: product(slug: $long) { id } f: store(id: "nope") { id } }`,
      variables: { long: "x".repeat(150) },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ a: null, b: null, c: null, d: null, e: null, f: null });
    const suspendedStore = await execute<{ store: unknown }>({
      query: `query($id: ID!) { store(id: $id) { name } }`,
      variables: { id: ids.storeOfSuspended },
    });
    expect(suspendedStore.body.data!.store).toBeNull();
  });

  it("vendor(slug) with stores (oldest first), opening hours, services and newest products", async () => {
    const { body } = await execute<{ vendor: Record<string, unknown> }>({
      query: `{ vendor(slug: "vendor-0") { name kind rating ratingCount url stores { name openingHours { day open close } vendor { slug } } services { title } products(first: 2) { slug } } }`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.vendor).toEqual({
      name: "Vendor 0",
      kind: "STORE",
      rating: 4.5,
      ratingCount: 2,
      url: "/market/store/vendor-0",
      stores: [
        {
          name: "Main shop",
          openingHours: [
            { day: "mon", open: "08:00", close: "18:00" },
            { day: "sat", open: "09:00", close: "16:00" },
          ],
          vendor: { slug: "vendor-0" },
        },
        {
          name: "Second shop",
          openingHours: [
            { day: "mon", open: "08:00", close: "18:00" },
            { day: "sat", open: "09:00", close: "16:00" },
          ],
          vendor: { slug: "vendor-0" },
        },
      ],
      services: [],
      products: [{ slug: "product-0" }, { slug: "product-10" }],
    });
  });

  it("store(id) with its vendor", async () => {
    const { body: vendorBody } = await execute<{ vendor: { stores: { id: string }[] } }>({
      query: `{ vendor(slug: "vendor-0") { stores { id } } }`,
    });
    const id = vendorBody.data!.vendor.stores[0]!.id;
    const { body } = await execute<{ store: unknown }>({
      query: `query($id: ID!) { store(id: $id) { name address landmark vendor { name } } }`,
      variables: { id },
    });
    expect(body.data!.store).toEqual({
      name: "Main shop",
      address: "12 Otigba Street",
      landmark: "Opposite the GTBank",
      vendor: { name: "Vendor 0" },
    });
  });

  it("vendors inside a product list load their products in one batch", async () => {
    const { result, statements } = await countStatements(() =>
      execute<ListingData>({
        query: `{ products(first: 20) { edges { node { vendor { products(first: 3) { slug } } } } } }`,
      }),
    );
    expect(result.body.errors).toBeUndefined();
    // items, covers, vendors, vendors' products, their covers.
    expect(statements).toBeLessThanOrEqual(6);
  });

  it("categories returns the tree; category(slug) a node with parent and children", async () => {
    const { body } = await execute<{ categories: { slug: string; children: { slug: string }[] }[]; category: unknown }>(
      {
        query: `{ categories { slug children { slug } } category(slug: "tablets") { name isMain parent { slug children { slug } } } }`,
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.categories.map((c) => [c.slug, c.children.map((s) => s.slug)])).toEqual([
      ["phones-tablets", ["mobile-phones", "tablets"]],
      ["foodstuff", ["grains", "oils"]],
      ["services", ["tailoring"]],
    ]);
    expect(body.data!.category).toEqual({
      name: "Tablets",
      isMain: false,
      parent: { slug: "phones-tablets", children: [{ slug: "mobile-phones" }, { slug: "tablets" }] },
    });
  });
});

describe("services, search and autocomplete", () => {
  it("services connection with money fields", async () => {
    const { body } = await execute<{ services: unknown }>({
      query: `{ services(filter: { query: "sewing" }, first: 5) { totalCount searchMode pageInfo { hasNextPage } edges { node { title priceFromKobo priceFrom rate vendor { slug } category { slug } } } } }`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.services).toEqual({
      totalCount: 1,
      searchMode: "FTS",
      pageInfo: { hasNextPage: false },
      edges: [
        {
          node: {
            title: "Aso-ebi sewing",
            priceFromKobo: 1_500_000,
            priceFrom: "₦15,000.00",
            rate: "JOB",
            vendor: { slug: "bisi-stitches" },
            category: { slug: "tailoring" },
          },
        },
      ],
    });
  });

  it("search returns products, services and price items", async () => {
    const { body } = await execute<{
      search: { products: { totalCount: number }; services: unknown[]; priceItems: { slug: string }[] };
    }>({
      query: `{ search(query: "rice", first: 3) { products { totalCount edges { node { title } } } services { title } priceItems { slug name unitLabel url } } }`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.search.products.totalCount).toBe(7);
    expect(body.data!.search.priceItems.map((i) => i.slug)).toEqual(["rice-local-50kg"]);
    expect(body.data!.search.services).toEqual([]);
  });

  it("autocomplete suggests with links", async () => {
    const { body } = await execute<{ autocomplete: { label: string; kind: string; href: string }[] }>({
      query: `{ autocomplete(prefix: "tabl") { label kind href } }`,
    });
    expect(body.errors).toBeUndefined();
    // A name that starts with the text comes before one that has it later.
    expect(body.data!.autocomplete).toEqual([
      { label: "Tablets", kind: "CATEGORY", href: "/market/product/category/tablets" },
      { label: "Phones and tablets", kind: "CATEGORY", href: "/market/product/category/phones-tablets" },
    ]);
    const limited = await execute({ query: `{ autocomplete(prefix: "phone", limit: 100) { label } }` });
    expect(validationOf(limited.body)).toEqual({ limit: ["Limit must be a whole number from 1 to 20"] });
  });

  it("hostile text in search and autocomplete is answered, not failed", async () => {
    for (const text of ["'; drop table products; --", "📱🍅", "x".repeat(10_000), "&|!():*"]) {
      const { status, body } = await execute({
        query: `query($q: String!) { search(query: $q) { products { totalCount } services { id } priceItems { id } } autocomplete(prefix: $q) { label } }`,
        variables: { q: text },
      });
      expect(status).toBe(200);
      expect(body.errors, text.slice(0, 20)).toBeUndefined();
    }
  });
});

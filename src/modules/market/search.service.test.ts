/** Combined market search and autocomplete; the same assertions run on PGlite and PostgreSQL. */
import { beforeAll, describe, expect, it } from "vitest";
import { listServices } from "@/modules/market/market-offerings.service";
import { InputValidationError } from "@/lib/errors";
import { signedOut } from "@/lib/actor";
import { randomIp } from "../../../tests/factories/accounts";
import { execute } from "../../../tests/setup/graphql";
import { autocompleteMarket, searchMarket } from "@/modules/market/search.service";
import { createCategory, createPriceItem, createProduct, createService, createVendor } from "../../../tests/factories";

/** Searches spend from a budget: each file searches as one visitor of its own. */
const visitor = { actor: signedOut, ip: randomIp() };

const base = Date.parse("2026-10-01T09:00:00.000Z");
const hoursAgo = (hours: number) => new Date(base - hours * 3_600_000);

beforeAll(async () => {
  const phones = await createCategory({ name: "Phones and tablets", slug: "phones-tablets", position: 0 });
  const mobile = await createCategory({ name: "Mobile phones", slug: "mobile-phones", parentId: phones.id });
  const food = await createCategory({ name: "Foodstuff", slug: "foodstuff", position: 1 });
  const produce = await createCategory({ name: "Tomatoes and peppers", slug: "tomatoes-peppers", parentId: food.id });
  const servicesMain = await createCategory({ name: "Services", slug: "services", position: 2, kind: "SERVICES" });
  const tailoring = await createCategory({
    name: "Tailoring",
    slug: "tailoring",
    parentId: servicesMain.id,
    kind: "SERVICES",
  });
  const plumbing = await createCategory({
    name: "Plumbing",
    slug: "plumbing",
    parentId: servicesMain.id,
    kind: "SERVICES",
  });

  const shop = await createVendor({ displayName: "Ikeja Phones", slug: "ikeja-phones" });
  const farm = await createVendor({ displayName: "Jos Farm Direct", slug: "jos-farm-direct", state: "Plateau" });
  const tailor = await createVendor({ displayName: "Bisi Stitches", slug: "bisi-stitches", kind: "ARTISAN" });
  const plumber = await createVendor({
    displayName: "Emeka Plumbing Works",
    slug: "emeka-plumbing",
    kind: "ARTISAN",
    state: "FCT Abuja",
  });
  const banned = await createVendor({
    displayName: "Banned Tailor",
    slug: "banned-tailor",
    kind: "ARTISAN",
    status: "SUSPENDED",
  });

  await createProduct({
    vendorId: shop.id,
    categoryId: mobile.id,
    title: "Apple iPhone 13 128GB",
    slug: "apple-iphone-13",
    priceKobo: 45_000_000,
    createdAt: hoursAgo(1),
  });
  await createProduct({
    vendorId: shop.id,
    categoryId: mobile.id,
    title: "Apple iPhone 13 128GB",
    slug: "apple-iphone-13-b",
    priceKobo: 46_000_000,
    createdAt: hoursAgo(2),
  });
  await createProduct({
    vendorId: shop.id,
    categoryId: mobile.id,
    title: "Apple iPhone 12",
    slug: "apple-iphone-12",
    priceKobo: 30_000_000,
    createdAt: hoursAgo(3),
  });
  await createProduct({
    vendorId: shop.id,
    categoryId: mobile.id,
    title: "Samsung Galaxy S23",
    slug: "samsung-galaxy-s23",
    priceKobo: 60_000_000,
    createdAt: hoursAgo(4),
  });
  await createProduct({
    vendorId: farm.id,
    categoryId: produce.id,
    title: "Fresh tomatoes, big basket",
    slug: "fresh-tomatoes",
    priceKobo: 4_500_000,
    state: "Plateau",
    createdAt: hoursAgo(5),
    description: "Tomato from Jos, picked this morning.",
  });

  await createService({
    vendorId: tailor.id,
    categoryId: tailoring.id,
    title: "Aso-ebi sewing",
    slug: "aso-ebi-sewing",
    description: "Native wear, agbada and iro and buba.",
    createdAt: hoursAgo(1),
    priceFromKobo: 2_000_000,
  });
  await createService({
    vendorId: tailor.id,
    categoryId: tailoring.id,
    title: "Trouser alterations",
    slug: "trouser-alterations",
    description: "Shorten, taper and fix zips.",
    createdAt: hoursAgo(2),
    priceFromKobo: 300_000,
  });
  await createService({
    vendorId: plumber.id,
    categoryId: plumbing.id,
    title: "Plumbing repairs and installation",
    slug: "plumbing-repairs",
    description: "Leaking pipes, water heaters, bathroom fittings.",
    state: "FCT Abuja",
    createdAt: hoursAgo(3),
    priceFromKobo: 1_000_000,
    rate: "HOUR",
  });
  await createService({
    vendorId: banned.id,
    categoryId: tailoring.id,
    title: "Aso-ebi sewing express",
    slug: "aso-ebi-express",
    createdAt: hoursAgo(0),
  });

  await createPriceItem({ name: "iPhone 13 128GB", slug: "iphone-13-128gb", unitLabel: "piece" });
  await createPriceItem({
    name: "Tomatoes, big basket",
    slug: "tomatoes-big-basket",
    unitLabel: "big basket",
    aliases: "tomato fresh tomatoes",
  });
});

describe("searchMarket", () => {
  it("finds products, services and price-desk items for one query", async () => {
    const result = await searchMarket(visitor, "tomatoes");
    expect(result.products.items.map((p) => p.slug)).toEqual(["fresh-tomatoes"]);
    expect(result.products.searchMode).toBe("FTS");
    expect(result.priceItems.map((i) => i.slug)).toEqual(["tomatoes-big-basket"]);
    expect(result.services).toEqual([]);
  });

  it("finds services by their description, not those of suspended artisans", async () => {
    const result = await searchMarket(visitor, "agbada");
    expect(result.services.map((s) => s.slug)).toEqual(["aso-ebi-sewing"]);
    const sewing = await searchMarket(visitor, "aso-ebi sewing");
    expect(sewing.services.map((s) => s.slug)).toEqual(["aso-ebi-sewing"]);
    expect(sewing.products.total).toBe(0);
  });

  it("falls back to similar spellings for services too", async () => {
    const result = await searchMarket(visitor, "plumbnig");
    expect(result.services.map((s) => s.slug)).toEqual(["plumbing-repairs"]);
  });

  it("applies the product filters and paging to the products part", async () => {
    const result = await searchMarket(
      visitor,
      "iphone",
      { sort: "PRICE_ASC", maxPriceKobo: 45_000_000 },
      { pageSize: 1 },
    );
    expect(result.products.items.map((p) => p.slug)).toEqual(["apple-iphone-12"]);
    expect(result.products.total).toBe(2);
    expect(result.products.nextCursor).not.toBeNull();
    expect(result.priceItems.map((i) => i.slug)).toEqual(["iphone-13-128gb"]);
  });

  it("limits services to the chosen state", async () => {
    expect((await searchMarket(visitor, "plumbing", { state: "Lagos" })).services).toEqual([]);
    expect((await searchMarket(visitor, "plumbing", { state: "FCT Abuja" })).services).toHaveLength(1);
  });

  it("the API's search answers what the search page does, the vendor filter included", async () => {
    const plumberId = (await searchMarket(visitor, "plumbing")).services[0]!.vendorId;
    const shopId = (await searchMarket(visitor, "iphone")).products.items[0]!.vendorId;
    const api = async (vendorId: string) => {
      const { body } = await execute<{
        search: { products: { totalCount: number }; services: { title: string }[]; priceItems: { slug: string }[] };
      }>({
        query: `query($vendorId: ID) { search(query: "plumbing", filter: { vendorId: $vendorId }) { products { totalCount } services { title } priceItems { slug } } }`,
        variables: { vendorId },
      });
      expect(body.errors).toBeUndefined();
      return body.data!.search;
    };
    for (const vendorId of [plumberId, shopId]) {
      const page = await searchMarket(visitor, "plumbing", { vendorId });
      const answer = await api(vendorId);
      expect(answer.products.totalCount).toBe(page.products.total);
      expect(answer.services.map((service) => service.title)).toEqual(page.services.map((service) => service.title));
      expect(answer.priceItems.map((item) => item.slug)).toEqual(page.priceItems.map((item) => item.slug));
    }
    expect((await api(shopId)).services).toEqual([]);
  });

  it("an empty query lists products only", async () => {
    const result = await searchMarket(visitor, "   ");
    expect(result.products.total).toBe(5);
    expect(result.services).toEqual([]);
    expect(result.priceItems).toEqual([]);
  });

  it.each(["'; drop table services; --", "📱📱", "x".repeat(10_000), "a\u0000b", "&|!:*()"])(
    "survives %j",
    async (query) => {
      const result = await searchMarket(visitor, query);
      expect(Array.isArray(result.services)).toBe(true);
    },
  );
});

describe("listServices", () => {
  it("lists public services newest first and filters by category and vendor", async () => {
    const all = await listServices({});
    expect(all.items.map((s) => s.slug)).toEqual(["aso-ebi-sewing", "trouser-alterations", "plumbing-repairs"]);
    expect((await listServices({ category: "plumbing" })).items.map((s) => s.slug)).toEqual(["plumbing-repairs"]);
    expect((await listServices({ category: "services" })).items).toHaveLength(3);
    expect((await listServices({ vendorId: "nope" })).items).toEqual([]);
  });

  it("sorts by price-from and pages with cursors", async () => {
    const first = await listServices({ sort: "PRICE_ASC" }, { pageSize: 2 });
    expect(first.items.map((s) => s.priceFromKobo)).toEqual([300_000, 1_000_000]);
    const second = await listServices({ sort: "PRICE_ASC" }, { pageSize: 2, cursor: first.nextCursor! });
    expect(second.items.map((s) => s.priceFromKobo)).toEqual([2_000_000]);
    expect(second.nextCursor).toBeNull();
    await expect(listServices({ sort: "NEWEST" }, { cursor: first.nextCursor! })).rejects.toBeInstanceOf(
      InputValidationError,
    );
  });
});

describe("autocompleteMarket", () => {
  it("suggests categories, products, price items and services by word prefix", async () => {
    const suggestions = await autocompleteMarket(visitor, "tomat");
    expect(suggestions).toEqual([
      { label: "Tomatoes and peppers", kind: "CATEGORY", href: "/market/product/category/tomatoes-peppers" },
      { label: "Fresh tomatoes, big basket", kind: "PRODUCT", href: "/market/product/fresh-tomatoes" },
      { label: "Tomatoes, big basket", kind: "PRICE_ITEM", href: "/pricedesk/search?item=tomatoes-big-basket" },
    ]);
  });

  it("gives each product title once, newest listing first", async () => {
    const suggestions = await autocompleteMarket(visitor, "iph");
    expect(suggestions.filter((s) => s.kind === "PRODUCT")).toEqual([
      { label: "Apple iPhone 13 128GB", kind: "PRODUCT", href: "/market/product/apple-iphone-13" },
      { label: "Apple iPhone 12", kind: "PRODUCT", href: "/market/product/apple-iphone-12" },
    ]);
    expect(suggestions.filter((s) => s.kind === "PRICE_ITEM").map((s) => s.label)).toEqual(["iPhone 13 128GB"]);
  });

  it("matches several words, the last one as a prefix", async () => {
    const suggestions = await autocompleteMarket(visitor, "apple iphone 1");
    expect(suggestions.filter((s) => s.kind === "PRODUCT").map((s) => s.label)).toEqual([
      "Apple iPhone 13 128GB",
      "Apple iPhone 12",
    ]);
    expect((await autocompleteMarket(visitor, "samsung gal")).map((s) => s.label)).toContain("Samsung Galaxy S23");
  });

  it("links services to the artisan's store and hides suspended ones", async () => {
    const suggestions = await autocompleteMarket(visitor, "aso");
    expect(suggestions.filter((s) => s.kind === "SERVICE")).toEqual([
      { label: "Aso-ebi sewing", kind: "SERVICE", href: "/market/store/bisi-stitches" },
    ]);
  });

  it("tolerates typos from four letters", async () => {
    expect(
      (await autocompleteMarket(visitor, "iphnoe")).filter((s) => s.kind === "PRODUCT").map((s) => s.label),
    ).toEqual(["Apple iPhone 13 128GB", "Apple iPhone 12"]);
    expect((await autocompleteMarket(visitor, "tailorng")).map((s) => s.label)).toContain("Tailoring");
  });

  it("respects the limit and caps it at 20", async () => {
    expect(await autocompleteMarket(visitor, "a", 2)).toHaveLength(2);
    expect((await autocompleteMarket(visitor, "a", 1_000)).length).toBeLessThanOrEqual(20);
  });

  it.each(["", "   ", "'", "'; drop table products; --", ":*", "&&&", "📱", "x".repeat(10_000), "a\u0000"])(
    "answers %j without an error",
    async (prefix) => {
      const suggestions = await autocompleteMarket(visitor, prefix);
      expect(Array.isArray(suggestions)).toBe(true);
    },
  );
});

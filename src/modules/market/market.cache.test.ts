/**
 * Sharing of big listing results: counts over 1,000+ rows and pages of big sets are reused for a few seconds; small
 * sets are always fresh. Runs on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { clearShortCaches } from "@/lib/short-cache";
import { listProductItems, listProducts } from "@/modules/market/market-listing.service";
import { createCategory, createProduct, createVendor } from "../../../tests/factories";

let vendorId = "";
let bigCategory = "";
let smallCategoryId = "";

beforeAll(async () => {
  const main = await createCategory({ name: "Foodstuff", slug: "foodstuff" });
  const grains = await createCategory({ name: "Grains", slug: "grains", parentId: main.id });
  const oils = await createCategory({ name: "Oils", slug: "oils", parentId: main.id });
  const vendor = await createVendor();
  vendorId = vendor.id;
  bigCategory = grains.id;
  smallCategoryId = oils.id;
  // 1,200 rice listings (a big set), one hour apart, in one statement.
  await getDb().execute(sql`
    insert into products (vendor_id, category_id, slug, title, description, price_kobo, state, city, created_at)
    select ${vendorId}::uuid, ${bigCategory}::uuid, 'rice-' || n, 'Rice bag number ' || n, 'Stone-free rice.', 5000000 + n, 'Lagos', 'Ikeja',
      timestamptz '2026-01-01 00:00:00+00' + n * interval '1 hour'
    from generate_series(1, 1200) as n`);
  await createProduct({
    vendorId,
    categoryId: oils.id,
    title: "Palm oil, 25 litres",
    slug: "palm-oil-1",
    createdAt: new Date("2026-01-02T00:00:00Z"),
  });
});

beforeEach(() => {
  clearShortCaches();
});

describe("big sets", () => {
  it("reuse counts and pages for a while, until the cache is cleared", async () => {
    const first = await listProducts({ category: "grains" });
    expect(first.total).toBe(1_200);
    // Second request: the count is known to be big, so this page is kept too.
    const second = await listProducts({ category: "grains" });
    expect(second.items[0]!.slug).toBe("rice-1200");

    await createProduct({
      vendorId,
      categoryId: bigCategory,
      title: "Rice bag newest",
      slug: "rice-newest",
      createdAt: new Date("2027-01-01T00:00:00Z"),
    });
    const shared = await listProducts({ category: "grains" });
    expect(shared.total).toBe(1_200);
    expect(shared.items[0]!.slug).toBe("rice-1200");

    clearShortCaches();
    const fresh = await listProducts({ category: "grains" });
    expect(fresh.total).toBe(1_201);
    expect(fresh.items[0]!.slug).toBe("rice-newest");
  });

  it("reuse a text search with 500+ matches; the API listing shares the same pages", async () => {
    const before = await listProductItems({ query: "rice", sort: "PRICE_DESC" });
    const top = before.items[0]!.slug;
    await createProduct({
      vendorId,
      categoryId: bigCategory,
      title: "Rice bag premium",
      slug: "rice-premium",
      priceKobo: 99_000_000,
    });
    expect((await listProductItems({ query: "rice", sort: "PRICE_DESC" })).items[0]!.slug).toBe(top);
    clearShortCaches();
    expect((await listProductItems({ query: "rice", sort: "PRICE_DESC" })).items[0]!.slug).toBe("rice-premium");
  });
});

describe("small sets", () => {
  it("are always listed fresh; a small category's total may trail while its facets scan a big catalogue", async () => {
    expect((await listProducts({ category: "oils" })).total).toBe(1);
    await createProduct({
      vendorId,
      categoryId: smallCategoryId,
      title: "Groundnut oil, 5 litres",
      slug: "groundnut-oil",
    });
    const page = await listProducts({ category: "oils" });
    expect(page.items.map((p) => p.slug)).toContain("groundnut-oil");
    expect(page.total).toBe(1);
    clearShortCaches();
    expect((await listProducts({ category: "oils" })).total).toBe(2);
  });

  it("text searches with few matches are counted and listed fresh", async () => {
    expect((await listProducts({ query: "groundnut" })).total).toBe(1);
    await createProduct({
      vendorId,
      categoryId: smallCategoryId,
      title: "Groundnut paste jar",
      slug: "groundnut-paste",
    });
    const page = await listProducts({ query: "groundnut" });
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.slug).sort()).toEqual(["groundnut-oil", "groundnut-paste"]);
  });

  it("a suspended vendor disappears from small sets at once", async () => {
    const other = await createVendor({ displayName: "Soon suspended" });
    await createProduct({
      vendorId: other.id,
      categoryId: smallCategoryId,
      title: "Shea butter tub",
      slug: "shea-butter",
    });
    expect((await listProducts({ query: "shea" })).total).toBe(1);
    await getDb().execute(sql`update vendors set status = 'SUSPENDED' where id = ${other.id}::uuid`);
    expect((await listProducts({ query: "shea" })).total).toBe(0);
  });
});

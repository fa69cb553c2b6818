/**
 * Catalogue reads on a small, fixed market: the same assertions run on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * so ordering, ranking and the typo fallback must agree on both.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/modules/market/market-cursor";
import { listProductItems, listProducts } from "@/modules/market/market-listing.service";
import {
  findProductBySlug,
  listFeaturedProducts,
  listNewestProducts,
  listOffersForPriceItem,
  listOffersForPriceItems,
  listSimilarProducts,
} from "@/modules/market/market-products.service";
import { MAX_PAGE_SIZE } from "@/modules/market/market.inputs";
import { InputValidationError } from "@/lib/errors";
import { findCategoryBySlug, listCategoryTree } from "@/modules/categories/categories.service";
import type { ProductSort } from "@/modules/listings/listings.types";
import type { ProductFilters } from "@/modules/market/market.types";
import { listVendorServices } from "@/modules/market/market-offerings.service";
import { findStoreById, findVendorBySlug, listVendorStores } from "@/modules/vendors/vendors.service";
import {
  createCategory,
  createPriceItem,
  createProduct,
  createProductImage,
  createService,
  createStore,
  createVendor,
} from "../../../tests/factories";

const base = Date.parse("2026-10-01T09:00:00.000Z");
const hoursAgo = (hours: number) => new Date(base - hours * 3_600_000);

const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};
let rice: { id: string };

beforeAll(async () => {
  const food = await createCategory({ name: "Foodstuff", slug: "foodstuff", position: 0 });
  const phones = await createCategory({ name: "Phones and tablets", slug: "phones-tablets", position: 1 });
  const services = await createCategory({ name: "Services", slug: "services", position: 2, kind: "SERVICES" });
  const mobile = await createCategory({
    name: "Mobile phones",
    slug: "mobile-phones",
    parentId: phones.id,
    position: 1,
  });
  const tablets = await createCategory({ name: "Tablets", slug: "tablets", parentId: phones.id, position: 2 });
  // Position 0 but created later: children are ordered by position, not by insertion.
  const accessories = await createCategory({
    name: "Phone accessories",
    slug: "phone-accessories",
    parentId: phones.id,
    position: 0,
  });
  const fruits = await createCategory({
    name: "Fruits and vegetables",
    slug: "fruits-vegetables",
    parentId: food.id,
    position: 0,
  });
  const grains = await createCategory({
    name: "Grains and staples",
    slug: "grains-staples",
    parentId: food.id,
    position: 1,
  });
  const tailoring = await createCategory({
    name: "Tailoring",
    slug: "tailoring",
    parentId: services.id,
    position: 0,
    kind: "SERVICES",
  });

  const ada = await createVendor({
    displayName: "Ada Gadgets",
    slug: "ada-gadgets",
    state: "Lagos",
    city: "Ikeja",
    ratingTotal: 46,
    ratingCount: 10,
    description: "Phones and more since 2015.",
  });
  const musa = await createVendor({
    displayName: "Musa Foods",
    slug: "musa-foods",
    state: "Kano",
    city: "Kano",
    createdAt: hoursAgo(10_000),
  });
  const suspended = await createVendor({ displayName: "Shady Phones", slug: "shady-phones", status: "SUSPENDED" });
  const pending = await createVendor({ displayName: "New Seller", slug: "new-seller", status: "PENDING" });
  rice = await createPriceItem({ name: "Rice (local), 50kg bag" });
  const iphoneItem = await createPriceItem({
    name: "iPhone 13 128GB",
    unitLabel: "piece",
    categorySlug: "mobile-phones",
  });

  const make = async (key: string, values: Parameters<typeof createProduct>[0]) => {
    const row = await createProduct(values);
    ids[key] = row.id;
    slugs[key] = row.slug;
    return row;
  };
  await make("iphone13", {
    vendorId: ada.id,
    categoryId: mobile.id,
    title: "Apple iPhone 13 128GB",
    priceKobo: 45_000_000,
    condition: "FOREIGN_USED",
    state: "Lagos",
    featured: true,
    createdAt: hoursAgo(1),
    priceItemId: iphoneItem.id,
    description: "UK used, clean, battery health 88%.",
  });
  await make("iphone12", {
    vendorId: musa.id,
    categoryId: mobile.id,
    title: "Apple iPhone 12 64GB",
    priceKobo: 30_000_000,
    condition: "NIGERIAN_USED",
    state: "Kano",
    createdAt: hoursAgo(2),
    description: "Neatly used, no scratches.",
  });
  await make("galaxy", {
    vendorId: ada.id,
    categoryId: mobile.id,
    title: "Samsung Galaxy A14",
    priceKobo: 12_000_000,
    state: "Lagos",
    createdAt: hoursAgo(3),
    description: "Brand new Samsung phone with charger.",
  });
  await make("infinix", {
    vendorId: musa.id,
    categoryId: mobile.id,
    title: "Infinix Hot 30",
    priceKobo: 12_000_000,
    state: "Lagos",
    createdAt: hoursAgo(3),
    description: "New phone, sealed.",
  });
  await make("tecno", {
    vendorId: musa.id,
    categoryId: mobile.id,
    title: "Tecno Spark 20",
    priceKobo: 15_000_000,
    state: "Rivers",
    createdAt: hoursAgo(4),
    description: "New phone.",
  });
  await make("tab", {
    vendorId: ada.id,
    categoryId: tablets.id,
    title: "Samsung Galaxy Tab A8",
    priceKobo: 20_000_000,
    state: "Lagos",
    createdAt: hoursAgo(5),
    description: "Tablet for school.",
    featured: true,
  });
  await make("tomatoes", {
    vendorId: musa.id,
    categoryId: fruits.id,
    title: "Fresh tomatoes, big basket",
    priceKobo: 4_500_000,
    unit: "BASKET",
    state: "Lagos",
    createdAt: hoursAgo(6),
    description: "Straight from Jos farms.",
  });
  await make("ofada", {
    vendorId: ada.id,
    categoryId: grains.id,
    title: "Local rice (ofada), 50kg bag",
    priceKobo: 7_000_000,
    unit: "BAG_50KG",
    state: "Kano",
    createdAt: hoursAgo(7),
    priceItemId: rice.id,
    description: "Stone-free, well parboiled.",
  });
  await make("foreignRice", {
    vendorId: musa.id,
    categoryId: grains.id,
    title: "Foreign rice, 50kg bag",
    priceKobo: 8_000_000,
    unit: "BAG_50KG",
    state: "Lagos",
    createdAt: hoursAgo(8),
    priceItemId: rice.id,
    description: "Thai parboiled rice.",
  });
  await make("riceKano", {
    vendorId: musa.id,
    categoryId: grains.id,
    title: "Nigerian rice, 50kg bag",
    priceKobo: 6_500_000,
    unit: "BAG_50KG",
    state: "Kano",
    createdAt: hoursAgo(9),
    priceItemId: rice.id,
    description: "Kano-grown rice.",
  });
  await make("charger", {
    vendorId: ada.id,
    categoryId: accessories.id,
    title: "Oraimo fast charger",
    priceKobo: 650_000,
    state: "Lagos",
    createdAt: hoursAgo(9),
    description: "For Samsung, Tecno and Infinix phones.",
  });
  // Not public: suspended and pending vendors, a draft and a paused listing.
  await make("hiddenSuspended", {
    vendorId: suspended.id,
    categoryId: mobile.id,
    title: "Apple iPhone 14 Pro",
    priceKobo: 60_000_000,
    createdAt: hoursAgo(0),
  });
  await make("hiddenPending", {
    vendorId: pending.id,
    categoryId: mobile.id,
    title: "Apple iPhone 11",
    priceKobo: 20_000_000,
    createdAt: hoursAgo(0),
  });
  await make("hiddenDraft", {
    vendorId: ada.id,
    categoryId: mobile.id,
    title: "Apple iPhone XR",
    priceKobo: 15_000_000,
    status: "DRAFT",
    createdAt: hoursAgo(0),
  });
  await make("hiddenPaused", {
    vendorId: musa.id,
    categoryId: grains.id,
    title: "Beans (oloyin), derica",
    priceKobo: 150_000,
    status: "PAUSED",
    createdAt: hoursAgo(0),
  });

  // Images inserted out of order: the gallery is ordered by position.
  await createProductImage(ids.iphone13!, { position: 2, alt: "Back" });
  await createProductImage(ids.iphone13!, { position: 0, alt: "Front" });
  await createProductImage(ids.iphone13!, { position: 1, alt: "Side" });
  await createProductImage(ids.galaxy!, { position: 0, alt: "Galaxy A14" });

  await createStore({ vendorId: ada.id, name: "Ada Gadgets, Computer Village", createdAt: hoursAgo(100) });
  await createStore({
    vendorId: ada.id,
    name: "Ada Gadgets, Ikota",
    state: "Lagos",
    city: "Lekki",
    createdAt: hoursAgo(50),
  });
  await createStore({ vendorId: suspended.id, name: "Shady shop" });
  const artisan = await createVendor({ displayName: "Bisi Tailoring", slug: "bisi-tailoring", kind: "ARTISAN" });
  await createService({
    vendorId: artisan.id,
    categoryId: tailoring.id,
    title: "Aso-ebi sewing",
    createdAt: hoursAgo(2),
  });
  await createService({
    vendorId: artisan.id,
    categoryId: tailoring.id,
    title: "Trouser alterations",
    createdAt: hoursAgo(1),
  });
  await createService({ vendorId: artisan.id, categoryId: tailoring.id, title: "Old draft service", status: "DRAFT" });
  ids.ada = ada.id;
  ids.musa = musa.id;
  ids.suspended = suspended.id;
  ids.artisan = artisan.id;
  ids.iphoneItem = iphoneItem.id;
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const publicCount = 11;

async function allTitles(filters: ProductFilters): Promise<string[]> {
  return titles((await listProducts(filters, { pageSize: MAX_PAGE_SIZE })).items);
}

describe("categories", () => {
  it("lists main categories by position, each with its children by position", async () => {
    const tree = await listCategoryTree();
    expect(tree.map((c) => c.slug)).toEqual(["foodstuff", "phones-tablets", "services"]);
    expect(tree[1]!.children.map((c) => c.slug)).toEqual(["phone-accessories", "mobile-phones", "tablets"]);
    expect(tree[0]!.children.map((c) => c.slug)).toEqual(["fruits-vegetables", "grains-staples"]);
    expect(tree[2]!.kind).toBe("SERVICES");
    expect(tree[1]!.children[0]!.parentId).toBe(tree[1]!.id);
  });

  it("finds a main category with its children and a sub-category with its parent", async () => {
    const main = await findCategoryBySlug("phones-tablets");
    expect(main!.category.name).toBe("Phones and tablets");
    expect(main!.parent).toBeNull();
    expect(main!.children.map((c) => c.slug)).toEqual(["phone-accessories", "mobile-phones", "tablets"]);
    const sub = await findCategoryBySlug("tablets");
    expect(sub!.parent!.slug).toBe("phones-tablets");
    expect(sub!.children).toEqual([]);
  });

  it("answers null for an unknown or absurd slug", async () => {
    expect(await findCategoryBySlug("no-such-category")).toBeNull();
    expect(await findCategoryBySlug("")).toBeNull();
    expect(await findCategoryBySlug("x".repeat(5000))).toBeNull();
    expect(await findCategoryBySlug("'; drop table categories; --")).toBeNull();
  });
});

describe("listProducts filters", () => {
  it("shows only active products of approved vendors, newest first by default", async () => {
    const page = await listProducts({});
    expect(page.total).toBe(publicCount);
    expect(page.searchMode).toBe("NONE");
    // Galaxy and Infinix share a timestamp: id breaks the tie, descending.
    const tied = [
      { t: "Samsung Galaxy A14", id: ids.galaxy! },
      { t: "Infinix Hot 30", id: ids.infinix! },
    ].sort((a, b) => (a.id < b.id ? 1 : -1));
    const tiedCharger = [
      { t: "Nigerian rice, 50kg bag", id: ids.riceKano! },
      { t: "Oraimo fast charger", id: ids.charger! },
    ].sort((a, b) => (a.id < b.id ? 1 : -1));
    expect(titles(page.items)).toEqual([
      "Apple iPhone 13 128GB",
      "Apple iPhone 12 64GB",
      ...tied.map((x) => x.t),
      "Tecno Spark 20",
      "Samsung Galaxy Tab A8",
      "Fresh tomatoes, big basket",
      "Local rice (ofada), 50kg bag",
      "Foreign rice, 50kg bag",
      ...tiedCharger.map((x) => x.t),
    ]);
    expect(titles(page.items).some((t) => /iPhone (14|11|XR)|Beans/.test(t))).toBe(false);
  });

  it("a main category includes its sub-categories; a sub-category only itself", async () => {
    expect((await listProducts({ category: "phones-tablets" })).total).toBe(7);
    expect((await listProducts({ category: "mobile-phones" })).total).toBe(5);
    expect(await allTitles({ category: "tablets" })).toEqual(["Samsung Galaxy Tab A8"]);
    expect((await listProducts({ category: "no-such-category" })).total).toBe(0);
  });

  it("filters by state, condition, vendor and price-desk item", async () => {
    expect(await allTitles({ state: "Rivers" })).toEqual(["Tecno Spark 20"]);
    expect(await allTitles({ condition: "FOREIGN_USED" })).toEqual(["Apple iPhone 13 128GB"]);
    expect((await listProducts({ vendorId: ids.ada })).total).toBe(5);
    expect(await allTitles({ priceItemId: rice.id, sort: "PRICE_ASC" })).toEqual([
      "Nigerian rice, 50kg bag",
      "Local rice (ofada), 50kg bag",
      "Foreign rice, 50kg bag",
    ]);
    // A suspended vendor's products stay hidden even when asked for by vendor.
    expect((await listProducts({ vendorId: ids.suspended })).total).toBe(0);
    // Ids that are not UUIDs match nothing (no database error).
    expect((await listProducts({ vendorId: "not-a-uuid" })).total).toBe(0);
    expect((await listProducts({ priceItemId: "1 or 1=1" })).total).toBe(0);
  });

  it("filters by price range in kobo, both ends inclusive", async () => {
    expect(await allTitles({ minPriceKobo: 12_000_000, maxPriceKobo: 15_000_000, sort: "PRICE_ASC" })).toEqual([
      ...[
        { t: "Samsung Galaxy A14", id: ids.galaxy! },
        { t: "Infinix Hot 30", id: ids.infinix! },
      ]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((x) => x.t),
      "Tecno Spark 20",
    ]);
    expect((await listProducts({ minPriceKobo: 45_000_001 })).total).toBe(0);
    expect((await listProducts({ maxPriceKobo: 650_000 })).total).toBe(1);
    // Min above max is simply an empty range.
    expect((await listProducts({ minPriceKobo: 10_000_000, maxPriceKobo: 1_000 })).total).toBe(0);
  });

  it("combines filters", async () => {
    expect(
      await allTitles({
        category: "phones-tablets",
        state: "Lagos",
        maxPriceKobo: 20_000_000,
        condition: "NEW",
        sort: "PRICE_DESC",
      }),
    ).toEqual([
      "Samsung Galaxy Tab A8",
      ...[
        { t: "Samsung Galaxy A14", id: ids.galaxy! },
        { t: "Infinix Hot 30", id: ids.infinix! },
      ]
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((x) => x.t),
      "Oraimo fast charger",
    ]);
  });
});

describe("listProducts sorting", () => {
  it.each<
    [
      ProductSort,
      (
        a: { priceKobo: number; createdAt: string; id: string },
        b: { priceKobo: number; createdAt: string; id: string },
      ) => number,
    ]
  >([
    ["PRICE_ASC", (a, b) => a.priceKobo - b.priceKobo || (a.id < b.id ? -1 : 1)],
    ["PRICE_DESC", (a, b) => b.priceKobo - a.priceKobo || (a.id < b.id ? 1 : -1)],
    ["NEWEST", (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1)],
    ["RELEVANCE", (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1)],
  ])("%s orders every row with id as the tie-breaker", async (sort, compare) => {
    const page = await listProducts({ sort }, { pageSize: MAX_PAGE_SIZE });
    expect(page.items).toHaveLength(publicCount);
    expect(page.items.map((p) => p.id)).toEqual([...page.items].sort(compare).map((p) => p.id));
  });

  it("ranks full-text matches by relevance: a title match beats a description match", async () => {
    const page = await listProducts({ query: "samsung" });
    expect(page.searchMode).toBe("FTS");
    expect(titles(page.items).slice(0, 2).sort()).toEqual(["Samsung Galaxy A14", "Samsung Galaxy Tab A8"]);
    // The charger mentions Samsung only in its description.
    expect(titles(page.items)[2]).toBe("Oraimo fast charger");
    expect(page.total).toBe(3);
  });

  it("uses web-search syntax: quoted phrases, OR and minus", async () => {
    expect(await allTitles({ query: '"galaxy tab"' })).toEqual(["Samsung Galaxy Tab A8"]);
    expect((await allTitles({ query: "tecno or infinix" })).sort()).toEqual([
      "Infinix Hot 30",
      "Oraimo fast charger",
      "Tecno Spark 20",
    ]);
    expect(await allTitles({ query: "samsung -tab -oraimo" })).toEqual(["Samsung Galaxy A14"]);
  });

  it("sorts a text search by price when asked", async () => {
    expect(await allTitles({ query: "rice", sort: "PRICE_DESC" })).toEqual([
      "Foreign rice, 50kg bag",
      "Local rice (ofada), 50kg bag",
      "Nigerian rice, 50kg bag",
    ]);
  });
});

describe("typo-tolerant fallback", () => {
  it.each([
    ["iphnoe", ["Apple iPhone 12 64GB", "Apple iPhone 13 128GB"]],
    ["samsnug galaxy", ["Samsung Galaxy A14", "Samsung Galaxy Tab A8"]],
    ["tomatos", ["Fresh tomatoes, big basket"]],
    ["tecnno spark", ["Tecno Spark 20"]],
  ])("%j finds %j", async (query, expected) => {
    const page = await listProducts({ query });
    expect(titles(page.items).sort()).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("reports when it fell back to similar spellings", async () => {
    expect((await listProducts({ query: "iphnoe" })).searchMode).toBe("FUZZY");
    expect((await listProducts({ query: "iphone" })).searchMode).toBe("FTS");
  });

  it("never shows hidden products through the fallback", async () => {
    const page = await listProducts({ query: "iphnoe 14 pro" });
    expect(titles(page.items)).not.toContain("Apple iPhone 14 Pro");
  });

  it("finds nothing for unrelated text", async () => {
    const page = await listProducts({ query: "zzqx wwvy" });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.nextCursor).toBeNull();
  });

  it("the items-only listing falls back the same way", async () => {
    const result = await listProductItems({ query: "iphnoe" });
    expect(result.mode).toBe("FUZZY");
    expect(titles(result.items).sort()).toEqual(["Apple iPhone 12 64GB", "Apple iPhone 13 128GB"]);
  });
});

describe("facets", () => {
  it("counts categories and states over the filtered set", async () => {
    const { facets } = await listProducts({});
    expect(facets.states).toEqual([
      { value: "Lagos", label: "Lagos", count: 7 },
      { value: "Kano", label: "Kano", count: 3 },
      { value: "Rivers", label: "Rivers", count: 1 },
    ]);
    expect(facets.categories).toEqual([
      { value: "mobile-phones", label: "Mobile phones", count: 5, parent: "phones-tablets" },
      { value: "grains-staples", label: "Grains and staples", count: 3, parent: "foodstuff" },
      { value: "fruits-vegetables", label: "Fruits and vegetables", count: 1, parent: "foodstuff" },
      { value: "phone-accessories", label: "Phone accessories", count: 1, parent: "phones-tablets" },
      { value: "tablets", label: "Tablets", count: 1, parent: "phones-tablets" },
    ]);
    expect(facets.mainCategories).toEqual([
      { value: "phones-tablets", label: "Phones and tablets", count: 7 },
      { value: "foodstuff", label: "Foodstuff", count: 4 },
    ]);
  });

  it("each facet ignores its own filter but applies the others", async () => {
    const page = await listProducts({ state: "Lagos", category: "phones-tablets" });
    expect(page.total).toBe(5);
    // States: within phones and tablets, whatever the state.
    expect(page.facets.states).toEqual([
      { value: "Lagos", label: "Lagos", count: 5 },
      { value: "Kano", label: "Kano", count: 1 },
      { value: "Rivers", label: "Rivers", count: 1 },
    ]);
    // Categories: within Lagos, whatever the category.
    expect(page.facets.mainCategories).toEqual([
      { value: "phones-tablets", label: "Phones and tablets", count: 5 },
      { value: "foodstuff", label: "Foodstuff", count: 2 },
    ]);
  });

  it("applies the text query and the other filters to the facets", async () => {
    const page = await listProducts({ query: "rice", state: "Kano", maxPriceKobo: 7_500_000 });
    expect(page.total).toBe(2);
    expect(page.facets.states).toEqual([{ value: "Kano", label: "Kano", count: 2 }]);
    expect(page.facets.categories.map((c) => [c.value, c.count])).toEqual([["grains-staples", 2]]);
  });

  it("shows the other states when the chosen state has none", async () => {
    const page = await listProducts({ query: "tecno", state: "Kano" });
    expect(page.total).toBe(0);
    expect(page.searchMode).toBe("FTS");
    // The Tecno phone is in Rivers; the charger that mentions Tecno is in Lagos.
    expect(page.facets.states).toEqual([
      { value: "Lagos", label: "Lagos", count: 1 },
      { value: "Rivers", label: "Rivers", count: 1 },
    ]);
  });
});

describe("pagination", () => {
  it("numbers pages and reports the total; the last page has no next cursor", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(await listProducts({ sort: "PRICE_ASC" }, { page, pageSize: 4 }));
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 3, 0]);
    expect(pages.every((p) => p.total === publicCount)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages[0]!.nextCursor).not.toBeNull();
    expect(pages[2]!.nextCursor).toBeNull();
    // Page beyond the end: empty, no error, the total still there for "page 4 of 3".
    expect(pages[3]!.nextCursor).toBeNull();
    const all = await listProducts({ sort: "PRICE_ASC" }, { pageSize: MAX_PAGE_SIZE });
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.map((i) => i.id));
  });

  it.each<ProductFilters>([
    { sort: "PRICE_ASC" },
    { sort: "PRICE_DESC" },
    { sort: "NEWEST" },
    {},
    { query: "phone" },
    { query: "rice samsung or galaxy or iphone or tecno or tomatoes or infinix or charger" },
    { query: "iphnoe" },
    { category: "phones-tablets", sort: "PRICE_DESC" },
  ])("walking cursors gives the same rows as one big page (%j)", async (filters) => {
    const all = (await listProducts(filters, { pageSize: MAX_PAGE_SIZE })).items.map((i) => i.id);
    const walked: string[] = [];
    let cursor: string | undefined;
    let pageNumber = 1;
    for (let guard = 0; guard < 20; guard += 1) {
      const page = await listProducts(filters, { cursor, pageSize: 2 });
      expect(page.page).toBe(pageNumber);
      // Page numbers and cursors agree.
      expect((await listProducts(filters, { page: pageNumber, pageSize: 2 })).items.map((i) => i.id)).toEqual(
        page.items.map((i) => i.id),
      );
      walked.push(...page.items.map((i) => i.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
      pageNumber += 1;
    }
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(walked.length);
  });

  it("an empty result has no cursor and a zero total", async () => {
    const page = await listProducts({ state: "Yobe" });
    expect(page).toMatchObject({ items: [], nextCursor: null, total: 0, page: 1 });
  });

  it("clamps page sizes: 10^6 → 48, 0 → 1, and page numbers below 1 → 1", async () => {
    expect((await listProducts({}, { pageSize: 1_000_000 })).pageSize).toBe(MAX_PAGE_SIZE);
    const one = await listProducts({}, { pageSize: 0, page: -5 });
    expect(one.pageSize).toBe(1);
    expect(one.page).toBe(1);
    expect(one.items).toHaveLength(1);
    expect((await listProducts({}, { page: 1e12 })).items).toEqual([]);
  });

  it("refuses forged cursors with a clear input error", async () => {
    const forged = [
      "not a cursor",
      "eyJmb28iOiJiYXIifQ",
      Buffer.from("{").toString("base64url"),
      encodeCursor({ s: "NEWEST", m: "n", k: "1; drop table products", i: ids.galaxy!, p: 2 }),
      encodeCursor({ s: "NEWEST", m: "n", k: "123", i: "not-a-uuid", p: 2 }),
      encodeCursor({ s: "NEWEST", m: "n", k: "123", i: ids.galaxy!, p: 0 }),
      Buffer.from(JSON.stringify({ s: "DROP", m: "n", k: "1", i: ids.galaxy, p: 2 })).toString("base64url"),
      encodeCursor({ s: "RELEVANCE", m: "t", k: "NaN", i: ids.galaxy!, p: 2 }),
      "A".repeat(5000),
    ];
    for (const cursor of forged) {
      await expect(listProducts({}, { cursor }), cursor.slice(0, 40)).rejects.toBeInstanceOf(InputValidationError);
    }
    await expect(listProducts({}, { cursor: "garbage" })).rejects.toMatchObject({
      validation: { after: ["This page link is not valid. Start again from the first page."] },
    });
  });

  it("refuses a cursor made for another sort or search", async () => {
    const page = await listProducts({ sort: "PRICE_ASC" }, { pageSize: 2 });
    await expect(listProducts({ sort: "PRICE_DESC" }, { cursor: page.nextCursor! })).rejects.toBeInstanceOf(
      InputValidationError,
    );
    await expect(
      listProducts({ sort: "PRICE_ASC", query: "phone" }, { cursor: page.nextCursor! }),
    ).rejects.toBeInstanceOf(InputValidationError);
    // The same sort with other filters is allowed: the cursor is a position, not a snapshot.
    const next = await listProducts({ sort: "PRICE_ASC", state: "Lagos" }, { cursor: page.nextCursor!, pageSize: 2 });
    expect(next.items.every((p) => p.state === "Lagos")).toBe(true);
  });

  it("round-trips its own cursors", () => {
    const data = { s: "PRICE_ASC" as const, m: "n" as const, k: "1200000", i: ids.galaxy!, p: 3 };
    expect(decodeCursor(encodeCursor(data))).toEqual(data);
  });
});

describe("hostile search text", () => {
  it.each([
    "'; drop table products; --",
    '" OR 1=1 --',
    "samsung') || pg_sleep(10) --",
    "📱📱📱",
    "iPhone 📱 13",
    "!!!&&&|||:::***",
    "<script>alert(1)</script>",
    "a\u0000b",
    "\uD800 lone surrogate",
    "the and of",
    "x".repeat(10_000),
    "   ",
  ])("%j is answered without an error", async (query) => {
    const page = await listProducts({ query });
    expect(Array.isArray(page.items)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(0);
  });

  it("emoji next to words still finds the words", async () => {
    expect(titles((await listProducts({ query: "📱 iphone 13" })).items)).toContain("Apple iPhone 13 128GB");
  });

  it("treats a blank query as no query", async () => {
    expect((await listProducts({ query: "   " })).total).toBe(publicCount);
  });
});

describe("findProductBySlug", () => {
  it("returns the product with its ordered gallery, vendor and categories", async () => {
    const product = await findProductBySlug(slugs.iphone13!);
    expect(product).not.toBeNull();
    expect(product!.title).toBe("Apple iPhone 13 128GB");
    expect(product!.priceKobo).toBe(45_000_000);
    expect(product!.images.map((i) => i.alt)).toEqual(["Front", "Side", "Back"]);
    expect(product!.image!.alt).toBe("Front");
    expect(product!.images[0]!.sources.map((s) => s.width)).toEqual([320, 640, 1200]);
    expect(product!.images[0]!.sources[0]!.url).toMatch(/^\/media\/test\/[0-9a-f]+\/320\.webp$/);
    expect(product!.vendor).toMatchObject({
      slug: "ada-gadgets",
      displayName: "Ada Gadgets",
      approved: true,
      ratingAverage: 4.6,
      ratingCount: 10,
    });
    expect(product!.category.slug).toBe("mobile-phones");
    expect(product!.parentCategory!.slug).toBe("phones-tablets");
    expect(product!.priceItemId).toBe(ids.iphoneItem);
    expect(product!.description).toBe("UK used, clean, battery health 88%.");
  });

  it("returns an empty gallery for a product without images", async () => {
    const product = await findProductBySlug(slugs.tecno!);
    expect(product!.images).toEqual([]);
    expect(product!.image).toBeNull();
  });

  it("answers null for unknown slugs and hidden products", async () => {
    expect(await findProductBySlug("no-such-product")).toBeNull();
    expect(await findProductBySlug("")).toBeNull();
    expect(await findProductBySlug(slugs.hiddenSuspended!)).toBeNull();
    expect(await findProductBySlug(slugs.hiddenPending!)).toBeNull();
    expect(await findProductBySlug(slugs.hiddenDraft!)).toBeNull();
  });
});

describe("lists around a product", () => {
  it("similar products: same sub-category, same price item first, then nearest in price, never itself", async () => {
    const ofada = (await findProductBySlug(slugs.ofada!))!;
    const similar = await listSimilarProducts(ofada);
    expect(titles(similar)).toEqual(["Nigerian rice, 50kg bag", "Foreign rice, 50kg bag"]);
    const galaxy = (await findProductBySlug(slugs.galaxy!))!;
    // Infinix is the same price, Tecno ₦30,000 away, the iPhones far; hidden phones never appear.
    expect(titles(await listSimilarProducts(galaxy, 3))).toEqual([
      "Infinix Hot 30",
      "Tecno Spark 20",
      "Apple iPhone 12 64GB",
    ]);
  });

  it("featured and newest", async () => {
    expect(titles(await listFeaturedProducts(8))).toEqual(["Apple iPhone 13 128GB", "Samsung Galaxy Tab A8"]);
    expect(titles(await listNewestProducts(2))).toEqual(["Apple iPhone 13 128GB", "Apple iPhone 12 64GB"]);
    expect(await listNewestProducts(1_000_000)).toHaveLength(publicCount);
  });

  it("offers for a price-desk item: cheapest first, with the seller, optionally in one state", async () => {
    const offers = await listOffersForPriceItem(rice.id, { limit: 10 });
    expect(offers.map((o) => [o.title, o.priceKobo, o.vendorSlug])).toEqual([
      ["Nigerian rice, 50kg bag", 6_500_000, "musa-foods"],
      ["Local rice (ofada), 50kg bag", 7_000_000, "ada-gadgets"],
      ["Foreign rice, 50kg bag", 8_000_000, "musa-foods"],
    ]);
    expect(offers[0]!.vendorName).toBe("Musa Foods");
    expect(titles(await listOffersForPriceItem(rice.id, { state: "Lagos", limit: 10 }))).toEqual([
      "Foreign rice, 50kg bag",
    ]);
    expect(await listOffersForPriceItem(rice.id, { limit: 1 })).toHaveLength(1);
    expect(await listOffersForPriceItem("not-a-uuid", { limit: 10 })).toEqual([]);
  });

  it("offers for several price-desk items in one query: each list as for the item alone, in whatever case the id comes", async () => {
    const keys = [rice.id, ids.iphoneItem!, rice.id.toUpperCase(), "not-a-uuid"];
    const offers = await listOffersForPriceItems(keys, { limit: 2 });
    expect([...offers].map(([key, list]) => [key, titles(list)])).toEqual([
      [rice.id, ["Nigerian rice, 50kg bag", "Local rice (ofada), 50kg bag"]],
      [ids.iphoneItem, ["Apple iPhone 13 128GB"]],
      [rice.id.toUpperCase(), ["Nigerian rice, 50kg bag", "Local rice (ofada), 50kg bag"]],
      ["not-a-uuid", []],
    ]);
    expect(offers.get(rice.id)).toEqual((await listOffersForPriceItem(rice.id, { limit: 10 })).slice(0, 2));
    const inLagos = await listOffersForPriceItems([rice.id, ids.iphoneItem!], { state: "Lagos", limit: 10 });
    expect([...inLagos.values()].map(titles)).toEqual([["Foreign rice, 50kg bag"], ["Apple iPhone 13 128GB"]]);
    expect(await listOffersForPriceItems([], { limit: 10 })).toEqual(new Map());
  });
});

describe("vendors", () => {
  it("finds an approved vendor by slug with its description", async () => {
    const vendor = await findVendorBySlug("ada-gadgets");
    expect(vendor).toMatchObject({
      displayName: "Ada Gadgets",
      kind: "STORE",
      state: "Lagos",
      city: "Ikeja",
      description: "Phones and more since 2015.",
    });
    expect(vendor!.ratingAverage).toBe(4.6);
    expect((await findVendorBySlug("musa-foods"))!.ratingAverage).toBeNull();
  });

  it("hides suspended and pending vendors and unknown slugs", async () => {
    expect(await findVendorBySlug("shady-phones")).toBeNull();
    expect(await findVendorBySlug("new-seller")).toBeNull();
    expect(await findVendorBySlug("nobody")).toBeNull();
  });

  it("lists a vendor's stores, oldest first, and none for a suspended vendor", async () => {
    const stores = await listVendorStores(ids.ada!);
    expect(stores.map((s) => s.name)).toEqual(["Ada Gadgets, Computer Village", "Ada Gadgets, Ikota"]);
    expect(stores[0]!.openingHours).toEqual({
      mon: { open: "08:00", close: "18:00" },
      sat: { open: "09:00", close: "16:00" },
    });
    expect(await listVendorStores(ids.suspended!)).toEqual([]);
    expect(await listVendorStores("nope")).toEqual([]);
    expect((await findStoreById(stores[0]!.id))!.vendorId).toBe(ids.ada);
    expect(await findStoreById("nope")).toBeNull();
  });

  it("lists a vendor's active services, newest first", async () => {
    const services = await listVendorServices(ids.artisan!);
    expect(services.map((s) => s.title)).toEqual(["Trouser alterations", "Aso-ebi sewing"]);
    expect(services[0]!.priceFromKobo).toBe(1_500_000);
  });
});

import { builder } from "@/graphql/builder";
import { edgesOf, edgeType, pageInfoOf, PageInfoType } from "@/graphql/connection";
import type { GraphQLContext } from "@/graphql/context";
import { parseInput } from "@/graphql/errors";
import { requestLoader } from "@/graphql/loaders";
import { spendSearch } from "@/graphql/search-budget";
import { formatNaira } from "@/lib/money";
import { slugInput } from "@/lib/validation";
import { autocompleteInput, connectionInput, productFilterInput } from "@/modules/catalogue/catalogue.inputs";
import { countProducts, type ProductCounts } from "@/modules/catalogue/catalogue-facets.service";
import { listProductItems, type ProductItemsResult } from "@/modules/catalogue/catalogue-listing.service";
import { findProductBySlug, loadNewestProductsByVendor, loadProductExtras } from "@/modules/catalogue/catalogue-products.service";
import type { SearchMode } from "@/modules/catalogue/catalogue-query";
import { countServices, listServices, loadVendorServices, type ServicePage } from "@/modules/catalogue/catalogue-services.service";
import { loadServiceImages } from "@/modules/catalogue/service-images.service";
import { findCategoryBySlug, listCategoryTree, loadCategories, loadChildCategories, loadProductImages } from "@/modules/catalogue/catalogue.service";
import type {
  CategoryView,
  FacetCount,
  ProductCard,
  ProductCondition,
  ProductDetail,
  ProductFilters,
  ProductSort,
  ProductUnit,
  ServiceArea,
  ServiceAvailability,
  ServiceCard,
  ServiceFilters,
  ServiceRate,
} from "@/modules/catalogue/catalogue.types";
import { unitName } from "@/modules/catalogue/components/listing-units";
import { autocompleteMarket, type Suggestion } from "@/modules/catalogue/search.service";
import { ImageType } from "@/modules/media/media.graphql";
import { PriceItemSummaryType } from "@/modules/pricedesk/pricedesk.graphql";
import { findPriceItemsByIds, searchPriceItems } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { VendorType } from "@/modules/vendors/vendors.graphql";
import { loadVendorSummaries } from "@/modules/vendors/vendors.service";

/**
 * Catalogue API for the mobile apps: categories, products (filters, sort, cursor connection with total and facets),
 * product, services and search, and the products and services of a Vendor. Resolvers only validate and call services;
 * related objects (vendor, category, images…) come through per-request dataloaders (requestLoader), so a page of 24
 * products costs a fixed handful of queries.
 * Money is `…Kobo` (a safe integer) plus the same amount formatted ("₦1,234.50").
 */

// ---- enums --------------------------------------------------------------------------------------------------------

const ProductSortEnum = builder.enumType("ProductSort", {
  values: ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"] as const satisfies readonly ProductSort[],
});
export const ProductConditionEnum = builder.enumType("ProductCondition", {
  values: ["NEW", "FOREIGN_USED", "NIGERIAN_USED", "REFURBISHED"] as const satisfies readonly ProductCondition[],
});
export const ProductUnitEnum = builder.enumType("ProductUnit", {
  values: [
    "PIECE", "KG", "BAG_50KG", "DERICA", "PAINT_BUCKET", "BASKET", "CRATE", "LITRE", "PACK", "PAIR", "YARD", "BUNDLE",
  ] as const satisfies readonly ProductUnit[],
});
export const ServiceRateEnum = builder.enumType("ServiceRate", {
  values: ["JOB", "HOUR", "DAY", "VISIT", "SQUARE_METRE", "POINT", "HEAD", "PIECE", "PACK"] as const satisfies readonly ServiceRate[],
});
const CategoryKindEnum = builder.enumType("CategoryKind", { values: ["GOODS", "SERVICES"] as const });
const SearchModeEnum = builder.enumType("SearchMode", {
  description: "How a text query matched: FTS (full text), FUZZY (similar spellings, when full text found nothing) or NONE",
  values: ["NONE", "FTS", "FUZZY"] as const satisfies readonly SearchMode[],
});
const SuggestionKindEnum = builder.enumType("SuggestionKind", { values: ["CATEGORY", "PRODUCT", "SERVICE", "PRICE_ITEM"] as const });

// ---- helpers ------------------------------------------------------------------------------------------------------

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

/** Every Product.vendor, Product.images, Category.parent … of one request, fetched with one query per kind. */
const loaders = (ctx: GraphQLContext) => ({
  vendor: requestLoader(ctx, loadVendorSummaries, { missing: null }),
  category: requestLoader(ctx, loadCategories, { missing: null }),
  children: requestLoader(ctx, loadChildCategories, { missing: [] }),
  images: requestLoader(ctx, loadProductImages, { missing: [] }),
  productExtras: requestLoader(ctx, loadProductExtras, { missing: null }),
  services: requestLoader(ctx, loadVendorServices, { missing: [] }),
  serviceImages: requestLoader(ctx, loadServiceImages, { missing: [] }),
  vendorProducts: requestLoader(ctx, "catalogue.vendorProducts", newestProductsByVendorKey, { missing: [] }),
  priceItem: requestLoader(ctx, "catalogue.priceItem", priceItemSummaries, { missing: null }),
});

/** Keys `${vendorId}:${limit}`: keys with the same limit share one windowed query. */
async function newestProductsByVendorKey(keys: readonly string[]): Promise<Map<string, ProductCard[]>> {
  const byLimit = new Map<number, string[]>();
  for (const key of keys) {
    const [vendorId = "", limit = "12"] = key.split(":");
    byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), vendorId]);
  }
  const results = new Map<string, ProductCard[]>();
  await Promise.all(
    [...byLimit].map(async ([limit, vendorIds]) => {
      const found = await loadNewestProductsByVendor(vendorIds, limit);
      for (const vendorId of vendorIds) results.set(`${vendorId}:${limit}`, found.get(vendorId) ?? []);
    }),
  );
  return results;
}

async function priceItemSummaries(ids: readonly string[]): Promise<Map<string, PriceItemSummary>> {
  const items = await findPriceItemsByIds(ids);
  return new Map(items.map((item) => [item.id, { id: item.id, slug: item.slug, name: item.name, unitLabel: item.unitLabel }]));
}

// ---- object types -------------------------------------------------------------------------------------------------

const CategoryType = builder.objectRef<CategoryView>("Category");
CategoryType.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    kind: t.field({ type: CategoryKindEnum, resolve: (category) => category.kind }),
    description: t.exposeString("description", { nullable: true }),
    isMain: t.boolean({ resolve: (category) => category.parentId === null }),
    url: t.string({ resolve: (category) => `/market/product/category/${category.slug}` }),
    parent: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (category, _args, ctx) => (category.parentId ? loaders(ctx).category.load(category.parentId) : null),
    }),
    children: t.field({
      type: [CategoryType],
      resolve: (category, _args, ctx) =>
        "children" in category ? (category as CategoryView & { children: CategoryView[] }).children : loaders(ctx).children.load(category.id),
    }),
  }),
});

export const ProductType = builder.objectRef<ProductCard | ProductDetail>("Product");

const WeekdayEnum = builder.enumType("Weekday", {
  values: { MON: { value: "mon" }, TUE: { value: "tue" }, WED: { value: "wed" }, THU: { value: "thu" }, FRI: { value: "fri" }, SAT: { value: "sat" }, SUN: { value: "sun" } } as const,
});

/** A state and city an artisan works in (issue #15). */
export const ServiceAreaType = builder.objectRef<ServiceArea>("ServiceArea").implement({
  fields: (t) => ({ state: t.exposeString("state"), city: t.exposeString("city") }),
});

/** When an artisan takes work; every field null means "ask". */
export const ServiceAvailabilityType = builder.objectRef<ServiceAvailability>("ServiceAvailability").implement({
  fields: (t) => ({
    days: t.field({ type: [WeekdayEnum], resolve: (a) => a.days ?? [] }),
    from: t.string({ nullable: true, description: '"08:00", West Africa Time', resolve: (a) => a.from ?? null }),
    to: t.string({ nullable: true, resolve: (a) => a.to ?? null }),
    note: t.string({ nullable: true, resolve: (a) => a.note ?? null }),
  }),
});

const ServiceType = builder.objectRef<ServiceCard>("Service").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    priceFromKobo: t.field({ type: "Kobo", resolve: (service) => service.priceFromKobo }),
    priceFrom: t.string({ description: 'Formatted, e.g. "₦15,000.00"', resolve: (service) => formatNaira(service.priceFromKobo) }),
    rate: t.field({ type: ServiceRateEnum, resolve: (service) => service.rate }),
    areaServed: t.exposeString("areaServed"),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    areas: t.field({ type: [ServiceAreaType], description: "Every state and city served; the first is state/city", resolve: (service) => service.areas }),
    availability: t.field({ type: ServiceAvailabilityType, resolve: (service) => service.availability }),
    photos: t.field({ type: [ImageType], description: "Photos of past work, in order", resolve: (service, _args, ctx) => service.photos ?? loaders(ctx).serviceImages.load(service.id) }),
    vendor: t.field({ type: VendorType, nullable: true, resolve: (service, _args, ctx) => loaders(ctx).vendor.load(service.vendorId) }),
    category: t.field({ type: CategoryType, nullable: true, resolve: (service, _args, ctx) => loaders(ctx).category.load(service.categoryId) }),
  }),
});

// Vendor is the vendors module's type; its services and products are the catalogue's.
builder.objectFields(VendorType, (t) => ({
  services: t.field({ type: [ServiceType], resolve: (vendor, _args, ctx) => loaders(ctx).services.load(vendor.id) }),
  products: t.field({
    type: [ProductType],
    description: "Newest products first; page through all of them with products(filter: { vendorId })",
    args: { first: t.arg.int({ defaultValue: 12 }) },
    resolve: (vendor, args, ctx) => {
      const { first } = parseInput(connectionInput, { first: args.first });
      return loaders(ctx).vendorProducts.load(`${vendor.id}:${first ?? 12}`);
    },
  }),
}));

ProductType.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    description: t.string({
      resolve: async (product, _args, ctx) =>
        "description" in product ? product.description : ((await loaders(ctx).productExtras.load(product.id))?.description ?? ""),
    }),
    priceKobo: t.field({ type: "Kobo", resolve: (product) => product.priceKobo }),
    price: t.string({ description: 'Formatted, e.g. "₦1,234.50"', resolve: (product) => formatNaira(product.priceKobo) }),
    compareAtKobo: t.field({ type: "Kobo", nullable: true, resolve: (product) => product.compareAtKobo }),
    compareAtPrice: t.string({ nullable: true, resolve: (product) => (product.compareAtKobo === null ? null : formatNaira(product.compareAtKobo)) }),
    condition: t.field({ type: ProductConditionEnum, resolve: (product) => product.condition }),
    unit: t.field({ type: ProductUnitEnum, resolve: (product) => product.unit }),
    unitLabel: t.string({ description: 'What one price buys: "25-litre keg", "carton of 40", "piece"', resolve: (product) => unitName(product) }),
    unitQuantity: t.exposeInt("unitQuantity", { description: "How many of that unit the price buys (usually 1)" }),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    stock: t.exposeInt("stock"),
    inStock: t.boolean({ resolve: (product) => product.stock > 0 }),
    createdAt: t.exposeString("createdAt", { description: "ISO date-time the listing was published" }),
    url: t.string({ resolve: (product) => `/market/product/${product.slug}` }),
    image: t.field({ type: ImageType, nullable: true, description: "The cover picture", resolve: (product) => product.image }),
    images: t.field({
      type: [ImageType],
      description: "Every picture, in the seller's order",
      resolve: (product, _args, ctx) => ("images" in product ? product.images : loaders(ctx).images.load(product.id)),
    }),
    vendor: t.field({
      type: VendorType,
      nullable: true,
      resolve: (product, _args, ctx) => ("vendor" in product ? product.vendor : loaders(ctx).vendor.load(product.vendorId)),
    }),
    category: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (product, _args, ctx) => ("category" in product ? product.category : loaders(ctx).category.load(product.categoryId)),
    }),
    parentCategory: t.field({
      type: CategoryType,
      nullable: true,
      resolve: async (product, _args, ctx) => {
        if ("parentCategory" in product) return product.parentCategory;
        const category = await loaders(ctx).category.load(product.categoryId);
        return category?.parentId ? loaders(ctx).category.load(category.parentId) : null;
      },
    }),
    priceItem: t.field({
      type: PriceItemSummaryType,
      nullable: true,
      description: "The price-desk item this offer is compared with",
      resolve: async (product, _args, ctx) => {
        const itemId = "priceItemId" in product ? product.priceItemId : ((await loaders(ctx).productExtras.load(product.id))?.priceItemId ?? null);
        return itemId ? loaders(ctx).priceItem.load(itemId) : null;
      },
    }),
  }),
});

// ---- connections --------------------------------------------------------------------------------------------------

const FacetCountType = builder.objectRef<FacetCount>("FacetCount").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
    parent: t.string({ nullable: true, description: "For a sub-category: its main category's slug", resolve: (facet) => facet.parent ?? null }),
  }),
});

const FacetsType = builder.objectRef<ProductCounts["facets"]>("ProductFacets").implement({
  description: "Counts over the filtered products; each facet ignores its own filter",
  fields: (t) => ({
    categories: t.field({ type: [FacetCountType], description: "Sub-categories", resolve: (facets) => facets.categories }),
    mainCategories: t.field({ type: [FacetCountType], description: "Sub-category counts rolled up", resolve: (facets) => facets.mainCategories ?? [] }),
    states: t.field({ type: [FacetCountType], resolve: (facets) => facets.states }),
  }),
});

const ProductEdgeType = edgeType<ProductCard>("ProductEdge", ProductType);

interface ProductConnectionOut {
  result: ProductItemsResult;
  counts: () => Promise<ProductCounts>;
}

const ProductConnectionType = builder.objectRef<ProductConnectionOut>("ProductConnection").implement({
  fields: (t) => ({
    edges: t.field({
      type: [ProductEdgeType],
      resolve: ({ result }) => edgesOf(result.items, result.cursors),
    }),
    nodes: t.field({ type: [ProductType], resolve: ({ result }) => result.items }),
    pageInfo: t.field({
      type: PageInfoType,
      resolve: ({ result }) => pageInfoOf(result.cursors, result.nextCursor),
    }),
    page: t.int({ description: "Page number of these results (page-number navigation)", resolve: ({ result }) => result.page }),
    pageSize: t.int({ resolve: ({ result }) => result.pageSize }),
    searchMode: t.field({ type: SearchModeEnum, resolve: ({ result }) => result.mode }),
    // Counting is the costly part of a listing: done only when asked for, once per connection.
    totalCount: t.int({ resolve: async ({ result, counts }) => result.total ?? (await counts()).total }),
    facets: t.field({ type: FacetsType, resolve: async ({ counts }) => (await counts()).facets }),
  }),
});

const ServiceEdgeType = edgeType<ServiceCard>("ServiceEdge", ServiceType);

interface ServiceConnectionOut {
  page: ServicePage;
  count: () => Promise<number>;
}

const ServiceConnectionType = builder.objectRef<ServiceConnectionOut>("ServiceConnection").implement({
  fields: (t) => ({
    edges: t.field({ type: [ServiceEdgeType], resolve: ({ page }) => edgesOf(page.items, page.cursors) }),
    nodes: t.field({ type: [ServiceType], resolve: ({ page }) => page.items }),
    pageInfo: t.field({
      type: PageInfoType,
      resolve: ({ page }) => pageInfoOf(page.cursors, page.nextCursor),
    }),
    searchMode: t.field({ type: SearchModeEnum, resolve: ({ page }) => page.searchMode }),
    totalCount: t.int({ resolve: ({ count }) => count() }),
  }),
});

// ---- inputs -------------------------------------------------------------------------------------------------------

const ProductFilterInput = builder.inputType("ProductFilter", {
  fields: (t) => ({
    query: t.string({ description: "Search text (web-search syntax: quotes, or, -word); at most 100 characters are used" }),
    category: t.string({ description: "Category slug; a main category includes its sub-categories" }),
    state: t.string({ description: 'One of the 36 states or "FCT Abuja"' }),
    minPriceKobo: t.field({ type: "Kobo" }),
    maxPriceKobo: t.field({ type: "Kobo" }),
    minPrice: t.string({ description: 'Naira as typed ("15,000", "1,234.50"); used when minPriceKobo is not given' }),
    maxPrice: t.string({ description: "Naira as typed; used when maxPriceKobo is not given" }),
    condition: t.field({ type: ProductConditionEnum }),
    vendorId: t.id(),
    priceItemId: t.id(),
    sort: t.field({ type: ProductSortEnum }),
  }),
});

const ServiceFilterInput = builder.inputType("ServiceFilter", {
  fields: (t) => ({
    query: t.string(),
    category: t.string(),
    state: t.string(),
    vendorId: t.id(),
    sort: t.field({ type: ProductSortEnum, description: "Price sorts compare the starting price" }),
  }),
});

function parseFilter(filter: unknown): ProductFilters {
  return parseInput(productFilterInput, filter ?? {});
}

function parsePaging(args: { first?: number | null; after?: string | null; page?: number | null }) {
  const paging = parseInput(connectionInput, { first: args.first, after: args.after, page: args.page });
  return { pageSize: paging.first ?? undefined, cursor: paging.after ?? undefined, page: paging.page ?? undefined };
}

async function productConnection(ctx: GraphQLContext, filters: ProductFilters, paging: ReturnType<typeof parsePaging>): Promise<ProductConnectionOut> {
  const result = await listProductItems(filters, paging);
  // The listing query brought each item's vendor and category along: Product.vendor / Product.category need no query.
  const { vendor, category } = loaders(ctx);
  for (const [id, summary] of result.related.vendors) vendor.prime(id, summary);
  for (const [id, view] of result.related.categories) category.prime(id, view);
  return { result, counts: once(() => countProducts(result.filters, result.mode)) };
}

// ---- queries ------------------------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryType],
    description: "Main categories by position, each with its sub-categories",
    resolve: () => listCategoryTree(),
  }),
  category: t.field({
    type: CategoryType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args) => {
      const slug = parseInput(slugInput, args.slug);
      const found = await findCategoryBySlug(slug);
      return found ? { ...found.category, children: found.children } : null;
    },
  }),
  products: t.field({
    type: ProductConnectionType,
    description: "Public products: filters, sort, cursor (`after`) or page-number (`page`) pagination, at most 48 per page",
    args: {
      filter: t.arg({ type: ProductFilterInput }),
      first: t.arg.int({ description: "Page size, 1 to 48 (default 24)" }),
      after: t.arg.string(),
      page: t.arg.int({ description: "Page number, instead of a cursor" }),
    },
    resolve: async (_root, args, ctx) => {
      const filters = parseFilter(args.filter);
      const paging = parsePaging(args);
      if (filters.query) await spendSearch(ctx);
      return productConnection(ctx, filters, paging);
    },
  }),
  product: t.field({
    type: ProductType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args) => findProductBySlug(parseInput(slugInput, args.slug)),
  }),
  services: t.field({
    type: ServiceConnectionType,
    description: "Artisans' services: text, category, state and vendor filters; at most 48 per page",
    args: { filter: t.arg({ type: ServiceFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const parsed = parseFilter({ query: args.filter?.query, category: args.filter?.category, state: args.filter?.state, vendorId: args.filter?.vendorId, sort: args.filter?.sort });
      const filters: ServiceFilters = { query: parsed.query, category: parsed.category, state: parsed.state, vendorId: parsed.vendorId, sort: parsed.sort };
      const paging = parsePaging({ first: args.first, after: args.after });
      if (filters.query) await spendSearch(ctx);
      const page = await listServices(filters, paging);
      return { page, count: once(() => countServices(filters, page.searchMode)) };
    },
  }),
  search: t.field({
    type: builder
      .objectRef<{ products: ProductConnectionOut; services: () => Promise<ServiceCard[]>; priceItems: () => Promise<PriceItemSummary[]> }>("MarketSearch")
      .implement({
        fields: (f) => ({
          products: f.field({ type: ProductConnectionType, resolve: (result) => result.products }),
          services: f.field({ type: [ServiceType], resolve: (result) => result.services() }),
          priceItems: f.field({ type: [PriceItemSummaryType], resolve: (result) => result.priceItems() }),
        }),
      }),
    description: "One search box: products (filtered, paged), artisans' services and price-desk items",
    args: {
      query: t.arg.string({ required: true }),
      filter: t.arg({ type: ProductFilterInput }),
      first: t.arg.int(),
      after: t.arg.string(),
      page: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const filters = parseFilter({ ...(args.filter ?? {}), query: args.query });
      const paging = parsePaging(args);
      await spendSearch(ctx);
      const text = filters.query ?? "";
      // Services and price-desk items are looked up only when the client selects them.
      return {
        products: await productConnection(ctx, filters, paging),
        services: once(() =>
          text ? listServices({ query: text, state: filters.state, category: filters.category }, { pageSize: 6 }).then((page) => page.items) : Promise.resolve([]),
        ),
        priceItems: once(() => (text ? searchPriceItems(text, 5) : Promise.resolve([]))),
      };
    },
  }),
  autocomplete: t.field({
    type: [
      builder.objectRef<Suggestion>("Suggestion").implement({
        fields: (f) => ({
          label: f.exposeString("label"),
          kind: f.field({ type: SuggestionKindEnum, resolve: (s) => s.kind }),
          href: f.exposeString("href", { description: "Path of the page to open" }),
        }),
      }),
    ],
    description: "Suggestions as a person types (prefix and typo matching), at most 20",
    args: { prefix: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(autocompleteInput, { prefix: args.prefix, limit: args.limit });
      await spendSearch(ctx);
      return autocompleteMarket(input.prefix, input.limit ?? 8);
    },
  }),
}));

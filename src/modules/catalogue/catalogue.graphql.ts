import { builder } from "@/graphql/builder";
import type { GraphQLContext } from "@/graphql/context";
import { InputValidationError, parseInput } from "@/graphql/errors";
import { spendSearch } from "@/graphql/search-budget";
import { formatNaira } from "@/lib/money";
import { autocompleteInput, connectionInput, productFilterInput, slugInput } from "@/modules/catalogue/catalogue.inputs";
import { catalogueLoaders } from "@/modules/catalogue/catalogue.loaders";
import { countProducts, type ProductCounts } from "@/modules/catalogue/catalogue-facets.service";
import { listProductItems, type ProductItemsResult } from "@/modules/catalogue/catalogue-listing.service";
import { findProductBySlug } from "@/modules/catalogue/catalogue-products.service";
import type { SearchMode } from "@/modules/catalogue/catalogue-query";
import { countServices, listServices, type ServicePage } from "@/modules/catalogue/catalogue-services.service";
import { CatalogueInputError, findCategoryBySlug, listCategoryTree } from "@/modules/catalogue/catalogue.service";
import type {
  CategoryView,
  FacetCount,
  ImageView,
  ProductCard,
  ProductCondition,
  ProductDetail,
  ProductFilters,
  ProductSort,
  ProductUnit,
  ServiceCard,
  ServiceFilters,
  ServiceRate,
  VendorContact,
  VendorKind,
} from "@/modules/catalogue/catalogue.types";
import { unitName } from "@/modules/catalogue/components/listing-units";
import { autocompleteMarket, type Suggestion } from "@/modules/catalogue/search.service";
import { searchPriceItems } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";

/**
 * Catalogue API for the mobile apps: categories, products (filters, sort, cursor connection with total and facets),
 * product, services and search. Resolvers only validate and call services; related objects (vendor, category,
 * images, stores…) come through per-request dataloaders, so a page of 24 products costs a fixed handful of queries.
 * Money is `…Kobo` (a safe integer) plus the same amount formatted ("₦1,234.50").
 */

// ---- enums --------------------------------------------------------------------------------------------------------

const ProductSortEnum = builder.enumType("ProductSort", {
  values: ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"] as const satisfies readonly ProductSort[],
});
const ProductConditionEnum = builder.enumType("ProductCondition", {
  values: ["NEW", "FOREIGN_USED", "NIGERIAN_USED", "REFURBISHED"] as const satisfies readonly ProductCondition[],
});
const ProductUnitEnum = builder.enumType("ProductUnit", {
  values: [
    "PIECE", "KG", "BAG_50KG", "DERICA", "PAINT_BUCKET", "BASKET", "CRATE", "LITRE", "PACK", "PAIR", "YARD", "BUNDLE",
  ] as const satisfies readonly ProductUnit[],
});
const ServiceRateEnum = builder.enumType("ServiceRate", {
  values: ["JOB", "HOUR", "DAY", "VISIT", "SQUARE_METRE", "POINT", "HEAD", "PIECE", "PACK"] as const satisfies readonly ServiceRate[],
});
const ContactVisibilityEnum = builder.enumType("ContactVisibility", {
  values: ["CALL_AND_WHATSAPP", "WHATSAPP_ONLY", "HIDDEN"] as const satisfies readonly VendorContact["visibility"][],
});
const VendorKindEnum = builder.enumType("VendorKind", {
  values: ["INDIVIDUAL", "STORE", "ARTISAN"] as const satisfies readonly VendorKind[],
});
const CategoryKindEnum = builder.enumType("CategoryKind", { values: ["GOODS", "SERVICES"] as const });
const SearchModeEnum = builder.enumType("SearchMode", {
  description: "How a text query matched: FTS (full text), FUZZY (similar spellings, when full text found nothing) or NONE",
  values: ["NONE", "FTS", "FUZZY"] as const satisfies readonly SearchMode[],
});
const SuggestionKindEnum = builder.enumType("SuggestionKind", { values: ["CATEGORY", "PRODUCT", "SERVICE", "PRICE_ITEM"] as const });

// ---- helpers ------------------------------------------------------------------------------------------------------

/** A cursor or filter the service refused becomes the usual validation error (BAD_USER_INPUT), not a fault. */
async function asInputError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogueInputError) throw new InputValidationError({ [error.field]: [error.message] });
    throw error;
  }
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

const loaders = (ctx: GraphQLContext) => catalogueLoaders(ctx);

// ---- object types -------------------------------------------------------------------------------------------------

const ImageSourceType = builder.objectRef<{ width: number; url: string }>("ImageSource").implement({
  fields: (t) => ({ width: t.exposeInt("width"), url: t.exposeString("url") }),
});

const ImageType = builder.objectRef<ImageView>("Image").implement({
  description: "A WebP image in several widths",
  fields: (t) => ({
    id: t.exposeID("id"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    alt: t.exposeString("alt"),
    placeholder: t.exposeString("placeholder", { description: "Average colour (#rrggbb), painted while the image loads" }),
    sources: t.field({ type: [ImageSourceType], description: "One URL per width, ascending", resolve: (image) => image.sources }),
    srcset: t.string({ resolve: (image) => image.sources.map((source) => `${source.url} ${source.width}w`).join(", ") }),
    url: t.string({
      description: "The smallest rendition at least `width` pixels wide (the largest when none is)",
      args: { width: t.arg.int({ defaultValue: 640 }) },
      resolve: (image, { width }) => {
        const wanted = width ?? 640;
        return (image.sources.find((source) => source.width >= wanted) ?? image.sources[image.sources.length - 1])?.url ?? "";
      },
    }),
  }),
});

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

const PriceItemSummaryType = builder.objectRef<PriceItemSummary>("PriceItemSummary").implement({
  description: "A price-desk item, as search results and listings link to it",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    unitLabel: t.exposeString("unitLabel"),
    url: t.string({ resolve: (item) => `/pricedesk/search?item=${encodeURIComponent(item.slug)}` }),
  }),
});

type VendorOut = { id: string; slug: string; displayName: string; kind: VendorKind; state: string | null; city: string | null; ratingAverage: number | null; ratingCount: number; since: string; contact: VendorContact; description?: string | null };
export const VendorType = builder.objectRef<VendorOut>("Vendor");

type StoreOut = { id: string; vendorId: string; name: string; address: string; landmark: string | null; state: string; city: string; phone: string | null; openingHours: Record<string, { open: string; close: string } | undefined> };

const dayOrder = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const OpeningPeriodType = builder.objectRef<{ day: string; open: string; close: string }>("OpeningPeriod").implement({
  description: "A day the store is open, times HH:MM West Africa Time; days not listed are closed",
  fields: (t) => ({ day: t.exposeString("day"), open: t.exposeString("open"), close: t.exposeString("close") }),
});

export const StoreType = builder.objectRef<StoreOut>("Store").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    address: t.exposeString("address"),
    landmark: t.exposeString("landmark", { nullable: true }),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    phone: t.exposeString("phone", { nullable: true }),
    openingHours: t.field({
      type: [OpeningPeriodType],
      resolve: (store) =>
        dayOrder.flatMap((day) => {
          const hours = store.openingHours[day];
          return hours ? [{ day, open: hours.open, close: hours.close }] : [];
        }),
    }),
    vendor: t.field({ type: VendorType, nullable: true, resolve: (store, _args, ctx) => loaders(ctx).vendor.load(store.vendorId) }),
  }),
});

export const ProductType = builder.objectRef<ProductCard | ProductDetail>("Product");

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
    vendor: t.field({ type: VendorType, nullable: true, resolve: (service, _args, ctx) => loaders(ctx).vendor.load(service.vendorId) }),
    category: t.field({ type: CategoryType, nullable: true, resolve: (service, _args, ctx) => loaders(ctx).category.load(service.categoryId) }),
  }),
});

VendorType.implement({
  description: "A seller's or artisan's business (approved ones only)",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("displayName"),
    kind: t.field({ type: VendorKindEnum, resolve: (vendor) => vendor.kind }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    description: t.string({
      nullable: true,
      resolve: async (vendor, _args, ctx) =>
        vendor.description !== undefined ? vendor.description : ((await loaders(ctx).vendor.load(vendor.id))?.description ?? null),
    }),
    rating: t.float({ nullable: true, description: "Average stars (1–5), one decimal; null before the first review", resolve: (vendor) => vendor.ratingAverage }),
    ratingCount: t.exposeInt("ratingCount"),
    since: t.exposeString("since", { description: "ISO date the business joined" }),
    contactVisibility: t.field({ type: ContactVisibilityEnum, resolve: (vendor) => vendor.contact.visibility }),
    contactPhone: t.string({ nullable: true, description: "E.164; null when the seller keeps their number private", resolve: (vendor) => vendor.contact.phone }),
    url: t.string({ resolve: (vendor) => `/market/store/${vendor.slug}` }),
    stores: t.field({ type: [StoreType], resolve: (vendor, _args, ctx) => loaders(ctx).stores.load(vendor.id) }),
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
  }),
});

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

const PageInfoType = builder.objectRef<{ hasNextPage: boolean; endCursor: string | null }>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

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

interface Edge<T> {
  cursor: string;
  node: T;
}

const ProductEdgeType = builder.objectRef<Edge<ProductCard>>("ProductEdge").implement({
  fields: (t) => ({ cursor: t.exposeString("cursor"), node: t.field({ type: ProductType, resolve: (edge) => edge.node }) }),
});

interface ProductConnectionOut {
  result: ProductItemsResult;
  counts: () => Promise<ProductCounts>;
}

const ProductConnectionType = builder.objectRef<ProductConnectionOut>("ProductConnection").implement({
  fields: (t) => ({
    edges: t.field({
      type: [ProductEdgeType],
      resolve: ({ result }) => result.items.map((node, index) => ({ node, cursor: result.cursors[index]! })),
    }),
    nodes: t.field({ type: [ProductType], resolve: ({ result }) => result.items }),
    pageInfo: t.field({
      type: PageInfoType,
      resolve: ({ result }) => ({ hasNextPage: result.nextCursor !== null, endCursor: result.cursors[result.cursors.length - 1] ?? null }),
    }),
    page: t.int({ description: "Page number of these results (page-number navigation)", resolve: ({ result }) => result.page }),
    pageSize: t.int({ resolve: ({ result }) => result.pageSize }),
    searchMode: t.field({ type: SearchModeEnum, resolve: ({ result }) => result.mode }),
    // Counting is the costly part of a listing: done only when asked for, once per connection.
    totalCount: t.int({ resolve: async ({ result, counts }) => result.total ?? (await counts()).total }),
    facets: t.field({ type: FacetsType, resolve: async ({ counts }) => (await counts()).facets }),
  }),
});

const ServiceEdgeType = builder.objectRef<Edge<ServiceCard>>("ServiceEdge").implement({
  fields: (t) => ({ cursor: t.exposeString("cursor"), node: t.field({ type: ServiceType, resolve: (edge) => edge.node }) }),
});

interface ServiceConnectionOut {
  page: ServicePage;
  count: () => Promise<number>;
}

const ServiceConnectionType = builder.objectRef<ServiceConnectionOut>("ServiceConnection").implement({
  fields: (t) => ({
    edges: t.field({ type: [ServiceEdgeType], resolve: ({ page }) => page.items.map((node, index) => ({ node, cursor: page.cursors[index]! })) }),
    nodes: t.field({ type: [ServiceType], resolve: ({ page }) => page.items }),
    pageInfo: t.field({
      type: PageInfoType,
      resolve: ({ page }) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.cursors[page.cursors.length - 1] ?? null }),
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
  const result = await asInputError(() => listProductItems(filters, paging));
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
      const page = await asInputError(() => listServices(filters, paging));
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

import { builder } from "@/graphql/builder";
import { edgesOf, edgeType, pageInfoOf, PageInfoType } from "@/graphql/connection";
import type { GraphQLContext } from "@/graphql/context";
import { parseInput } from "@/lib/errors";
import { formatNaira } from "@/lib/money";
import { slugInput } from "@/lib/validation";
import { connectionInput, productFilterInput } from "@/modules/market/market.inputs";
import { countProducts, type ProductCounts } from "@/modules/market/market-facets.service";
import { searchProductItemsFor, type ProductItemsResult } from "@/modules/market/market-listing.service";
import { once } from "@/lib/once";
import { loaders } from "@/modules/market/market-loaders.graphql";
import { findProductBySlug } from "@/modules/market/market-products.service";
import type { SearchMode } from "@/modules/market/market-query";
import { CategoryType } from "@/modules/categories/categories.graphql";
import type { ProductCard, ProductSort } from "@/modules/listings/listings.types";
import type { FacetCount, ProductDetail, ProductFilters } from "@/modules/market/market.types";
import { unitName } from "@/modules/listings/components/listing-units";
import { ImageType } from "@/modules/media/media.graphql";
import { PriceItemSummaryType } from "@/modules/pricedesk/pricedesk.graphql";
import { ProductConditionEnum, ProductUnitEnum } from "@/modules/listings/listings.graphql";
import { VendorType } from "@/modules/vendors/vendors.graphql";

/**
 * Catalogue API for the mobile apps: categories, products (filters, sort, cursor connection with total and facets),
 * product, and the products of a Vendor; services are in market-offerings.graphql.ts and the search box in
 * market-search.graphql.ts. Resolvers only validate and call services; related objects (vendor, category, images…)
 * come through per-request dataloaders (market-loaders.graphql.ts), so a page of 24 products costs a fixed handful of
 * queries. Money is `…Kobo` (a safe integer) plus the same amount formatted ("₦1,234.50").
 */

// ---- enums --------------------------------------------------------------------------------------------------------

export const ProductSortEnum = builder.enumType("ProductSort", {
  values: ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"] as const satisfies readonly ProductSort[],
});
export const SearchModeEnum = builder.enumType("SearchMode", {
  description:
    "How a text query matched: FTS (full text), FUZZY (similar spellings, when full text found nothing) or NONE",
  values: ["NONE", "FTS", "FUZZY"] as const satisfies readonly SearchMode[],
});

// ---- object types -------------------------------------------------------------------------------------------------

export const ProductType = builder.objectRef<ProductCard | ProductDetail>("Product");

// Vendor is the vendors module's type; its products are the catalogue's.
builder.objectFields(VendorType, (t) => ({
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
        "description" in product
          ? product.description
          : ((await loaders(ctx).productExtras.load(product.id))?.description ?? ""),
    }),
    priceKobo: t.field({ type: "Kobo", resolve: (product) => product.priceKobo }),
    price: t.string({
      description: 'Formatted, e.g. "₦1,234.50"',
      resolve: (product) => formatNaira(product.priceKobo),
    }),
    compareAtKobo: t.field({ type: "Kobo", nullable: true, resolve: (product) => product.compareAtKobo }),
    compareAtPrice: t.string({
      nullable: true,
      resolve: (product) => (product.compareAtKobo === null ? null : formatNaira(product.compareAtKobo)),
    }),
    condition: t.field({ type: ProductConditionEnum, resolve: (product) => product.condition }),
    unit: t.field({ type: ProductUnitEnum, resolve: (product) => product.unit }),
    unitLabel: t.string({
      description: 'What one price buys: "25-litre keg", "carton of 40", "piece"',
      resolve: (product) => unitName(product),
    }),
    unitQuantity: t.exposeInt("unitQuantity", { description: "How many of that unit the price buys (usually 1)" }),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    stock: t.exposeInt("stock"),
    inStock: t.boolean({ resolve: (product) => product.stock > 0 }),
    createdAt: t.exposeString("createdAt", { description: "ISO date-time the listing was published" }),
    url: t.string({ resolve: (product) => `/market/product/${product.slug}` }),
    image: t.field({
      type: ImageType,
      nullable: true,
      description: "The cover picture",
      resolve: (product) => product.image,
    }),
    images: t.field({
      type: [ImageType],
      description: "Every picture, in the seller's order",
      resolve: (product, _args, ctx) => ("images" in product ? product.images : loaders(ctx).images.load(product.id)),
    }),
    vendor: t.field({
      type: VendorType,
      nullable: true,
      resolve: (product, _args, ctx) =>
        "vendor" in product ? product.vendor : loaders(ctx).vendor.load(product.vendorId),
    }),
    category: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (product, _args, ctx) =>
        "category" in product ? product.category : loaders(ctx).category.load(product.categoryId),
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
        const itemId =
          "priceItemId" in product
            ? product.priceItemId
            : ((await loaders(ctx).productExtras.load(product.id))?.priceItemId ?? null);
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
    parent: t.string({
      nullable: true,
      description: "For a sub-category: its main category's slug",
      resolve: (facet) => facet.parent ?? null,
    }),
  }),
});

const FacetsType = builder.objectRef<ProductCounts["facets"]>("ProductFacets").implement({
  description: "Counts over the filtered products; each facet ignores its own filter",
  fields: (t) => ({
    categories: t.field({
      type: [FacetCountType],
      description: "Sub-categories",
      resolve: (facets) => facets.categories,
    }),
    mainCategories: t.field({
      type: [FacetCountType],
      description: "Sub-category counts rolled up",
      resolve: (facets) => facets.mainCategories ?? [],
    }),
    states: t.field({ type: [FacetCountType], resolve: (facets) => facets.states }),
  }),
});

const ProductEdgeType = edgeType<ProductCard>("ProductEdge", ProductType);

export interface ProductConnectionOut {
  result: ProductItemsResult;
  counts: () => Promise<ProductCounts>;
}

export const ProductConnectionType = builder.objectRef<ProductConnectionOut>("ProductConnection").implement({
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
    page: t.int({
      description: "Page number of these results (page-number navigation)",
      resolve: ({ result }) => result.page,
    }),
    pageSize: t.int({ resolve: ({ result }) => result.pageSize }),
    searchMode: t.field({ type: SearchModeEnum, resolve: ({ result }) => result.mode }),
    // Counting is the costly part of a listing: done only when asked for, once per connection.
    totalCount: t.int({ resolve: async ({ result, counts }) => result.total ?? (await counts()).total }),
    facets: t.field({ type: FacetsType, resolve: async ({ counts }) => (await counts()).facets }),
  }),
});

// ---- inputs -------------------------------------------------------------------------------------------------------

export const ProductFilterInput = builder.inputType("ProductFilter", {
  fields: (t) => ({
    query: t.string({
      description: "Search text (web-search syntax: quotes, or, -word); at most 100 characters are used",
    }),
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

export function parseFilter(filter: unknown): ProductFilters {
  return parseInput(productFilterInput, filter ?? {});
}

export function parsePaging(args: { first?: number | null; after?: string | null; page?: number | null }) {
  const paging = parseInput(connectionInput, { first: args.first, after: args.after, page: args.page });
  return { pageSize: paging.first ?? undefined, cursor: paging.after ?? undefined, page: paging.page ?? undefined };
}

/** A page of products as a connection: primes the request's loaders; totals and facets are counted when selected. */
export function productConnection(ctx: GraphQLContext, result: ProductItemsResult): ProductConnectionOut {
  // The listing query brought each item's vendor and category along: Product.vendor / Product.category need no query.
  const { vendor, category } = loaders(ctx);
  for (const [id, summary] of result.related.vendors) vendor.prime(id, summary);
  for (const [id, view] of result.related.categories) category.prime(id, view);
  return { result, counts: once(() => countProducts(result.filters, result.mode)) };
}

// ---- queries ------------------------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  products: t.field({
    type: ProductConnectionType,
    description:
      "Public products: filters, sort, cursor (`after`) or page-number (`page`) pagination, at most 48 per page",
    args: {
      filter: t.arg({ type: ProductFilterInput }),
      first: t.arg.int({ description: "Page size, 1 to 48 (default 24)" }),
      after: t.arg.string(),
      page: t.arg.int({ description: "Page number, instead of a cursor" }),
    },
    resolve: async (_root, args, ctx) => {
      const filters = parseFilter(args.filter);
      const paging = parsePaging(args);
      return productConnection(ctx, await searchProductItemsFor(ctx, filters, paging));
    },
  }),
  product: t.field({
    type: ProductType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args) => findProductBySlug(parseInput(slugInput, args.slug)),
  }),
}));

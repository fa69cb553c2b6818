import { builder } from "@/graphql/builder";
import { edgesOf, edgeType, pageInfoOf, PageInfoType } from "@/graphql/connection";
import { formatNaira } from "@/lib/money";
import { once } from "@/lib/once";
import { loaders } from "@/modules/market/market-loaders.graphql";
import { countServices, searchServicesFor, type ServicePage } from "@/modules/market/market-offerings.service";
import { CategoryType } from "@/modules/categories/categories.graphql";
import { parseFilter, parsePaging, ProductSortEnum, SearchModeEnum } from "@/modules/market/market.graphql";
import type { ServiceCard } from "@/modules/listings/listings.types";
import type { ServiceFilters } from "@/modules/market/market.types";
import { ImageType } from "@/modules/media/media.graphql";
import { ServiceAreaType, ServiceAvailabilityType, ServiceRateEnum } from "@/modules/listings/listings.graphql";
import { VendorType } from "@/modules/vendors/vendors.graphql";

/** Artisans' services in the public API: the Service type, a vendor's services and the services connection. */

export const ServiceType = builder.objectRef<ServiceCard>("Service").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    priceFromKobo: t.field({ type: "Kobo", resolve: (service) => service.priceFromKobo }),
    priceFrom: t.string({
      description: 'Formatted, e.g. "₦15,000.00"',
      resolve: (service) => formatNaira(service.priceFromKobo),
    }),
    rate: t.field({ type: ServiceRateEnum, resolve: (service) => service.rate }),
    areaServed: t.exposeString("areaServed"),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    areas: t.field({
      type: [ServiceAreaType],
      description: "Every state and city served; the first is state/city",
      resolve: (service) => service.areas,
    }),
    availability: t.field({ type: ServiceAvailabilityType, resolve: (service) => service.availability }),
    photos: t.field({
      type: [ImageType],
      description: "Photos of past work, in order",
      resolve: (service, _args, ctx) => service.photos ?? loaders(ctx).serviceImages.load(service.id),
    }),
    vendor: t.field({
      type: VendorType,
      nullable: true,
      resolve: (service, _args, ctx) => loaders(ctx).vendor.load(service.vendorId),
    }),
    category: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (service, _args, ctx) => loaders(ctx).category.load(service.categoryId),
    }),
  }),
});

// Vendor is the vendors module's type; its services are the catalogue's.
builder.objectFields(VendorType, (t) => ({
  services: t.field({ type: [ServiceType], resolve: (vendor, _args, ctx) => loaders(ctx).services.load(vendor.id) }),
}));

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

const ServiceFilterInput = builder.inputType("ServiceFilter", {
  fields: (t) => ({
    query: t.string(),
    category: t.string(),
    state: t.string(),
    vendorId: t.id(),
    sort: t.field({ type: ProductSortEnum, description: "Price sorts compare the starting price" }),
  }),
});

builder.queryFields((t) => ({
  services: t.field({
    type: ServiceConnectionType,
    description: "Artisans' services: text, category, state and vendor filters; at most 48 per page",
    args: { filter: t.arg({ type: ServiceFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const parsed = parseFilter({
        query: args.filter?.query,
        category: args.filter?.category,
        state: args.filter?.state,
        vendorId: args.filter?.vendorId,
        sort: args.filter?.sort,
      });
      const filters: ServiceFilters = {
        query: parsed.query,
        category: parsed.category,
        state: parsed.state,
        vendorId: parsed.vendorId,
        sort: parsed.sort,
      };
      const paging = parsePaging({ first: args.first, after: args.after });
      const page = await searchServicesFor(ctx, filters, paging);
      return { page, count: once(() => countServices(filters, page.searchMode)) };
    },
  }),
}));

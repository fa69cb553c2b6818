import { builder } from "@/graphql/builder";
import { numberedPageType } from "@/graphql/connection";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import {
  ServiceAreaType,
  ServiceAvailabilityType,
  ServiceRateEnum,
  weekdayValues,
} from "@/modules/listings/listings.graphql";
import { editorMutationFields, ListingStatusEnum } from "@/modules/listings/listing-editor.graphql";
import { sellerServiceFilters, serviceInput } from "@/modules/listings/offering-editor.inputs";
import {
  createService,
  findSellerService,
  listSellerServices,
  setServiceStatus,
  updateService,
  type SellerService,
  type SellerServiceDetail,
  type ServiceRow,
} from "@/modules/listings/offering-editor.service";
import { listServiceCategories } from "@/modules/categories/categories.service";
import { ImageType } from "@/modules/media/media.graphql";

/**
 * An artisan's services from the seller's side (issue #15). Every type here is private (not in
 * src/graphql/shareable.ts): drafts and a member's view never come back from the signed-out cache. Vendor-id fields
 * are guarded by scope; service-id fields are signed-in only here, and the service checks the service's vendor.
 */

const FilterEnum = builder.enumType("SellerServiceFilter", { values: sellerServiceFilters });
const WeekdayInputEnum = builder.enumType("WeekdayInput", { values: weekdayValues });

const SellerServiceType = builder
  .objectRef<ServiceRow & Partial<Pick<SellerService, "cover">>>("SellerService")
  .implement({
    description: "One of an artisan's services as the vendor's members see it (private)",
    fields: (t) => ({
      id: t.exposeID("id"),
      vendorId: t.exposeID("vendorId"),
      slug: t.exposeString("slug"),
      title: t.exposeString("title"),
      description: t.exposeString("description"),
      categoryId: t.exposeID("categoryId"),
      priceFromKobo: t.field({ type: "Float", description: "Integer kobo", resolve: (s) => s.priceFromKobo }),
      rate: t.field({ type: ServiceRateEnum, resolve: (s) => s.rate }),
      areaServed: t.exposeString("areaServed"),
      state: t.exposeString("state"),
      city: t.exposeString("city"),
      areas: t.field({
        type: [ServiceAreaType],
        resolve: (s) => (s.areas.length > 0 ? s.areas : [{ state: s.state, city: s.city }]),
      }),
      availability: t.field({ type: ServiceAvailabilityType, resolve: (s) => s.availability }),
      status: t.field({ type: ListingStatusEnum, resolve: (s) => s.status }),
      cover: t.field({ type: ImageType, nullable: true, resolve: (s) => s.cover ?? null }),
      createdAt: t.field({ type: "DateTime", resolve: (s) => s.createdAt }),
      updatedAt: t.field({ type: "DateTime", resolve: (s) => s.updatedAt }),
    }),
  });

const SellerServicePageType = numberedPageType("SellerServicePage", SellerServiceType);

const SellerServiceDetailType = builder.objectRef<SellerServiceDetail>("SellerServiceDetail").implement({
  fields: (t) => ({
    service: t.field({ type: SellerServiceType, resolve: (d) => d.service }),
    images: t.field({ type: [ImageType], resolve: (d) => d.images }),
  }),
});

const ServiceCategoryType = builder
  .objectRef<{ id: string; name: string; group: string }>("ServiceCategoryOption")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), group: t.exposeString("group") }),
  });

const ServiceAreaInputType = builder.inputType("ServiceAreaInput", {
  fields: (t) => ({ state: t.string({ required: true }), city: t.string({ required: true }) }),
});

const ServiceAvailabilityInputType = builder.inputType("ServiceAvailabilityInput", {
  fields: (t) => ({
    days: t.field({ type: [WeekdayInputEnum] }),
    from: t.string({ description: '"08:00", West Africa Time' }),
    to: t.string(),
    note: t.string(),
  }),
});

const ServiceInputType = builder.inputType("ServiceInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    categoryId: t.id({ required: true, description: "A SERVICES sub-category" }),
    price: t.string({ required: true, description: 'The price "from", in naira as typed: "₦15,000"' }),
    rate: t.field({ type: ServiceRateEnum, required: true }),
    areas: t.field({
      type: [ServiceAreaInputType],
      required: true,
      description: "1 to 20 states and cities; the first is the main one",
    }),
    availability: t.field({ type: ServiceAvailabilityInputType }),
    imageIds: t.idList({ description: "Up to 8 photos of past work the person uploaded, in order" }),
  }),
});

const service = (input: unknown) => parseInput(serviceInput, input);

builder.queryFields((t) => ({
  sellerServices: t.field({
    type: SellerServicePageType,
    authScopes: vendorScope("shop:view"),
    args: {
      vendorId: t.arg.id({ required: true }),
      q: t.arg.string(),
      status: t.arg({ type: FilterEnum }),
      page: t.arg.int(),
    },
    resolve: (_root, args, ctx) => listSellerServices(signedInActor(ctx), String(args.vendorId), args),
  }),
  sellerService: t.field({
    type: SellerServiceDetailType,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findSellerService(signedInActor(ctx), String(args.id)),
  }),
  serviceCategoryOptions: t.field({
    type: [ServiceCategoryType],
    description: "The kinds of service an artisan may offer (SERVICES sub-categories), for the service form",
    authScopes: { signedIn: true },
    resolve: () => listServiceCategories(),
  }),
}));

editorMutationFields({
  names: { create: "createService", update: "updateService", setStatus: "setServiceStatus" },
  type: SellerServiceType,
  input: ServiceInputType,
  parse: service,
  createDescription: "An artisan's new service, as a draft or published; other kinds of vendor are refused",
  create: createService,
  update: updateService,
  setStatus: setServiceStatus,
});

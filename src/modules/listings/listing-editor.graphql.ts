import type { InputObjectRef, ObjectRef } from "@pothos/core";
import { builder } from "@/graphql/builder";
import { numberedPageType } from "@/graphql/connection";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { ProductConditionEnum, ProductUnitEnum } from "@/modules/listings/listings.graphql";
import {
  bulkUpdateInput,
  listingInput,
  listingStatusActions,
  type ListingStatusAction,
  listingPriceInput,
  sellerListingFilters,
  sellerListingSorts,
  stockCount,
  stockReasons,
} from "@/modules/listings/listing-editor.inputs";
import {
  bulkUpdate,
  createListing,
  setListingPrice,
  setListingStatus,
  setStock,
  updateListing,
} from "@/modules/listings/listing-editor.service";
import {
  findSellerListing,
  listSellerListings,
  type SellerListing,
  type SellerListingDetail,
  type StockChangeView,
} from "@/modules/listings/seller-listings.service";
import { ImageType } from "@/modules/media/media.graphql";
import type { UserActor } from "@/lib/actor";
import type { ListingDeskStanding } from "@/modules/pricedesk/pricedesk-listing-report.service";

/**
 * The seller's listings (issue #15). Every type here is private (not in src/graphql/shareable.ts): drafts and a
 * member's view never come back from the signed-out cache. Vendor-id fields are guarded by scope; product-id fields
 * are signed-in only here, and the service checks the product's vendor.
 */

type ProductRow = SellerListingDetail["product"];

export const ListingStatusEnum = builder.enumType("ListingStatus", {
  values: ["DRAFT", "ACTIVE", "PAUSED", "ARCHIVED"] as const,
});
export const StatusActionEnum = builder.enumType("ListingStatusAction", { values: listingStatusActions });
const FilterEnum = builder.enumType("SellerListingFilter", { values: sellerListingFilters });
const SortEnum = builder.enumType("SellerListingSort", { values: sellerListingSorts });
const StockReasonEnum = builder.enumType("StockChangeReason", {
  values: [...stockReasons, "IMPORT", "ORDER", "ORDER_RETURN"] as const,
});
const DeskStatusEnum = builder.enumType("ListingDeskStatus", { values: ["ACCEPTED", "HELD", "REJECTED"] as const });

const SellerListingType = builder
  .objectRef<ProductRow & Partial<Pick<SellerListing, "held" | "cover">>>("SellerListing")
  .implement({
    description: "One of a vendor's listings as its members see it (private)",
    fields: (t) => ({
      id: t.exposeID("id"),
      vendorId: t.exposeID("vendorId"),
      slug: t.exposeString("slug"),
      title: t.exposeString("title"),
      description: t.exposeString("description"),
      categoryId: t.exposeID("categoryId"),
      condition: t.field({ type: ProductConditionEnum, resolve: (p) => p.condition }),
      unit: t.field({ type: ProductUnitEnum, resolve: (p) => p.unit }),
      unitLabel: t.exposeString("unitLabel", { nullable: true }),
      unitQuantity: t.exposeInt("unitQuantity"),
      priceKobo: t.field({ type: "Float", description: "Integer kobo", resolve: (p) => p.priceKobo }),
      compareAtKobo: t.field({ type: "Float", nullable: true, resolve: (p) => p.compareAtKobo }),
      stock: t.exposeInt("stock"),
      storeId: t.exposeID("storeId", { nullable: true }),
      state: t.exposeString("state"),
      city: t.exposeString("city"),
      priceItemId: t.exposeID("priceItemId", { nullable: true }),
      status: t.field({ type: ListingStatusEnum, resolve: (p) => p.status }),
      held: t.boolean({
        nullable: true,
        description: "Its price waits for a price-desk moderator (lists only)",
        resolve: (p) => p.held ?? null,
      }),
      cover: t.field({ type: ImageType, nullable: true, resolve: (p) => p.cover ?? null }),
      createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
      updatedAt: t.field({ type: "DateTime", resolve: (p) => p.updatedAt }),
    }),
  });

const SellerListingPageType = numberedPageType("SellerListingPage", SellerListingType);

const StockChangeType = builder.objectRef<StockChangeView>("StockChange").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    delta: t.exposeInt("delta"),
    stockAfter: t.exposeInt("stockAfter"),
    reason: t.field({ type: StockReasonEnum, resolve: (c) => c.reason }),
    changedByName: t.exposeString("changedByName", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
  }),
});

const ListingViewsType = builder.objectRef<{ day: string; views: number }>("ListingDayViews").implement({
  fields: (t) => ({ day: t.exposeString("day"), views: t.exposeInt("views") }),
});

const DeskStandingType = builder.objectRef<ListingDeskStanding>("ListingDeskStanding").implement({
  fields: (t) => ({
    status: t.field({ type: DeskStatusEnum, resolve: (d) => d.status }),
    unitPriceKobo: t.field({ type: "Float", resolve: (d) => d.unitPriceKobo }),
    heldReason: t.exposeString("heldReason", { nullable: true }),
    observedOn: t.exposeString("observedOn"),
  }),
});

const SellerListingDetailType = builder.objectRef<SellerListingDetail>("SellerListingDetail").implement({
  fields: (t) => ({
    listing: t.field({ type: SellerListingType, resolve: (d) => d.product }),
    images: t.field({ type: [ImageType], resolve: (d) => d.images }),
    stockHistory: t.field({ type: [StockChangeType], resolve: (d) => d.stockHistory }),
    views: t.field({ type: [ListingViewsType], resolve: (d) => d.views }),
    viewsLast30Days: t.exposeInt("viewsLast30Days"),
    desk: t.field({ type: DeskStandingType, nullable: true, resolve: (d) => d.desk }),
  }),
});

const ListingInputType = builder.inputType("ListingInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    categoryId: t.id({ required: true, description: "A sub-category" }),
    condition: t.field({ type: ProductConditionEnum, required: true }),
    unit: t.field({ type: ProductUnitEnum, required: true }),
    unitLabel: t.string(),
    unitQuantity: t.int(),
    price: t.string({ required: true, description: 'In naira as typed: "₦1,234.50"' }),
    compareAtPrice: t.string(),
    stock: t.string({ required: true, description: "A whole number from 0" }),
    storeId: t.id({ description: "One of the vendor's stores: the listing's state and city come from it" }),
    state: t.string(),
    city: t.string(),
    imageIds: t.idList({ description: "Up to 8 pictures the person uploaded, in order" }),
    priceItemId: t.id(),
  }),
});

const listing = (input: unknown) => parseInput(listingInput, input);

builder.queryFields((t) => ({
  sellerListings: t.field({
    type: SellerListingPageType,
    authScopes: vendorScope("shop:view"),
    args: {
      vendorId: t.arg.id({ required: true }),
      q: t.arg.string(),
      status: t.arg({ type: FilterEnum }),
      sort: t.arg({ type: SortEnum }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: (_root, args, ctx) => listSellerListings(signedInActor(ctx), String(args.vendorId), args),
  }),
  sellerListing: t.field({
    type: SellerListingDetailType,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findSellerListing(signedInActor(ctx), String(args.id)),
  }),
}));

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a seller's catalogue item (a product listing, an artisan's service) offers the editor mutations. */
interface EditorMutations<Input> {
  names: { create: string; update: string; setStatus: string };
  type: ObjectRef<Types, object>;
  input: InputObjectRef<Types, unknown>;
  parse: (input: unknown) => Input;
  createDescription?: string;
  create: (actor: UserActor, vendorId: string, input: Input, options: { publish: boolean }) => Promise<object>;
  update: (actor: UserActor, id: string, input: Input) => Promise<object>;
  setStatus: (actor: UserActor, id: string, action: ListingStatusAction) => Promise<object>;
}

/**
 * create…(vendorId, input, publish), update…(id, input) and set…Status(id, action) for an item the seller edits:
 * creating needs `listings:write` in the vendor; the others are signed-in only here, and the service checks the
 * item's vendor.
 */
export function editorMutationFields<Input>(item: EditorMutations<Input>): void {
  builder.mutationFields((t) => ({
    [item.names.create]: t.field({
      type: item.type,
      description: item.createDescription,
      authScopes: vendorScope("listings:write"),
      args: {
        vendorId: t.arg.id({ required: true }),
        input: t.arg({ type: item.input, required: true }),
        publish: t.arg.boolean(),
      },
      resolve: (_root, args, ctx) =>
        item.create(signedInActor(ctx), String(args.vendorId), item.parse(args.input), {
          publish: args.publish ?? false,
        }),
    }),
    [item.names.update]: t.field({
      type: item.type,
      authScopes: { signedIn: true },
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: item.input, required: true }) },
      resolve: (_root, args, ctx) => item.update(signedInActor(ctx), String(args.id), item.parse(args.input)),
    }),
    [item.names.setStatus]: t.field({
      type: item.type,
      authScopes: { signedIn: true },
      args: { id: t.arg.id({ required: true }), action: t.arg({ type: StatusActionEnum, required: true }) },
      resolve: (_root, args, ctx) => item.setStatus(signedInActor(ctx), String(args.id), args.action),
    }),
  }));
}

editorMutationFields({
  names: { create: "createListing", update: "updateListing", setStatus: "setListingStatus" },
  type: SellerListingType,
  input: ListingInputType,
  parse: listing,
  create: createListing,
  update: updateListing,
  setStatus: setListingStatus,
});

builder.mutationFields((t) => ({
  setListingPrice: t.field({
    type: SellerListingType,
    description: 'Only the price, in naira as typed ("₦1,234.50"); `listings:write` (a sales assistant cannot)',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), price: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      setListingPrice(signedInActor(ctx), String(args.id), parseInput(listingPriceInput, { price: args.price }).price),
  }),
  setListingStock: t.field({
    type: SellerListingType,
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true }),
      stock: t.arg.string({ required: true }),
      reason: t.arg({ type: StockReasonEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const stock = parseInput(stockCount, args.stock);
      // IMPORT and the orders' reasons are written by their own paths, never chosen by hand.
      const reason =
        !args.reason || args.reason === "IMPORT" || args.reason === "ORDER" || args.reason === "ORDER_RETURN"
          ? "EDIT"
          : args.reason;
      return (await setStock(signedInActor(ctx), String(args.id), stock, reason)).product;
    },
  }),
  bulkUpdateListings: t.field({
    type: [SellerListingType],
    description:
      "Publish, pause, archive or restore several listings, or change their prices by a percentage (−90 … +500); all or nothing",
    authScopes: vendorScope("listings:write"),
    args: {
      vendorId: t.arg.id({ required: true }),
      ids: t.arg.idList({ required: true }),
      status: t.arg({ type: StatusActionEnum }),
      priceChangePercent: t.arg.float(),
    },
    resolve: (_root, args, ctx) => {
      const { ids, change } = parseInput(bulkUpdateInput, {
        ids: args.ids.map(String),
        status: args.status,
        priceChangePercent: args.priceChangePercent,
      });
      return bulkUpdate(signedInActor(ctx), String(args.vendorId), ids, change);
    },
  }),
}));

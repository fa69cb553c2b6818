import * as z from "zod/mini";
import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { requestLoader } from "@/graphql/loaders";
import { slugInput } from "@/lib/validation";
import { weekdays } from "@/lib/weekdays";
import {
  findStoreById,
  findVendorBySlug,
  loadVendorStores,
  loadVendorSummaries,
} from "@/modules/vendors/vendors.service";
import type { StoreView, VendorContact, VendorKind, VendorSummary } from "@/modules/vendors/vendors.types";

/**
 * Public store pages for the apps: an approved vendor by slug, one outlet by id (unknown or hidden → null), and the
 * Vendor and Store types other modules reference (catalogue adds Vendor.products and Vendor.services).
 */

export const ContactVisibilityEnum = builder.enumType("ContactVisibility", {
  values: ["CALL_AND_WHATSAPP", "WHATSAPP_ONLY", "HIDDEN"] as const satisfies readonly VendorContact["visibility"][],
});
export const VendorKindEnum = builder.enumType("VendorKind", {
  values: ["INDIVIDUAL", "STORE", "ARTISAN"] as const satisfies readonly VendorKind[],
});

/** A vendor as resolvers hand it over: the description is loaded when it did not come along. */
type VendorOut = Omit<VendorSummary, "approved"> & { description?: string | null };
export const VendorType = builder.objectRef<VendorOut>("Vendor");

type StoreOut = StoreView & { vendorId: string };

export const OpeningPeriodType = builder
  .objectRef<{ day: string; open: string; close: string }>("OpeningPeriod")
  .implement({
    description: "A day the store is open, times HH:MM West Africa Time; days not listed are closed",
    fields: (t) => ({ day: t.exposeString("day"), open: t.exposeString("open"), close: t.exposeString("close") }),
  });

/** Approved vendors by id; the same loader as every module loading through loadVendorSummaries (catalogue primes it). */
const vendorLoader = (ctx: object) => requestLoader(ctx, loadVendorSummaries, { missing: null });

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
        weekdays.flatMap((day) => {
          const hours = store.openingHours[day];
          return hours ? [{ day, open: hours.open, close: hours.close }] : [];
        }),
    }),
    vendor: t.field({
      type: VendorType,
      nullable: true,
      resolve: (store, _args, ctx) => vendorLoader(ctx).load(store.vendorId),
    }),
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
        vendor.description !== undefined
          ? vendor.description
          : ((await vendorLoader(ctx).load(vendor.id))?.description ?? null),
    }),
    rating: t.float({
      nullable: true,
      description: "Average stars (1–5), one decimal; null before the first review",
      resolve: (vendor) => vendor.ratingAverage,
    }),
    ratingCount: t.exposeInt("ratingCount"),
    since: t.exposeString("since", { description: "ISO date the business joined" }),
    contactVisibility: t.field({ type: ContactVisibilityEnum, resolve: (vendor) => vendor.contact.visibility }),
    contactPhone: t.string({
      nullable: true,
      description: "E.164; null when the seller keeps their number private",
      resolve: (vendor) => vendor.contact.phone,
    }),
    url: t.string({ resolve: (vendor) => `/market/store/${vendor.slug}` }),
    stores: t.field({
      type: [StoreType],
      resolve: (vendor, _args, ctx) => requestLoader(ctx, loadVendorStores, { missing: [] }).load(vendor.id),
    }),
  }),
});

builder.queryFields((t) => ({
  vendor: t.field({
    type: VendorType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args) => findVendorBySlug(parseInput(slugInput, args.slug)),
  }),
  store: t.field({
    type: StoreType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args) =>
      findStoreById(parseInput(z.string().check(z.maxLength(100, "Not found")), String(args.id))),
  }),
}));

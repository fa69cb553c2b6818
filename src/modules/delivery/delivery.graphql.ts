import { builder } from "@/graphql/builder";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { parseInput } from "@/lib/errors";
import { parseState } from "@/lib/nigeria";
import { deliveryRatesInput } from "@/modules/delivery/delivery.inputs";
import { listDeliveryRates, quoteDeliveryOptions, setDeliveryRates } from "@/modules/delivery/delivery.service";
import { deliveryMethods, type DeliveryOption, type DeliveryRate } from "@/modules/delivery/delivery.types";

/**
 * A seller's delivery fees as its members manage them (private), and the ways an item can reach a place (public:
 * fees and days are what a seller advertises). Fees are kobo; days count from the seller accepting the order.
 */

const DeliveryRateType = builder.objectRef<DeliveryRate>("DeliveryRate").implement({
  description: "Where the seller delivers itself, for how much and how fast",
  fields: (t) => ({
    state: t.exposeString("state"),
    lga: t.exposeString("lga", { nullable: true, description: "Null: the whole state" }),
    feeKobo: t.field({ type: "Kobo", resolve: (rate) => rate.feeKobo }),
    minDays: t.exposeInt("minDays"),
    maxDays: t.exposeInt("maxDays"),
  }),
});

export const DeliveryMethodEnum = builder.enumType("DeliveryMethod", {
  values: deliveryMethods,
});

const DeliveryOptionType = builder.objectRef<DeliveryOption>("DeliveryOption").implement({
  description: "One way a seller's items can reach the buyer",
  fields: (t) => ({
    method: t.field({ type: DeliveryMethodEnum, resolve: (option) => option.method }),
    feeKobo: t.field({ type: "Kobo", resolve: (option) => option.feeKobo }),
    minDays: t.int({ resolve: (option) => option.window.minDays }),
    maxDays: t.int({ resolve: (option) => option.window.maxDays }),
    earliest: t.string({ description: "YYYY-MM-DD, Nigeria's calendar", resolve: (option) => option.window.earliest }),
    latest: t.string({ description: "YYYY-MM-DD, Nigeria's calendar", resolve: (option) => option.window.latest }),
    storeId: t.id({
      nullable: true,
      resolve: (option) => (option.method === "PICKUP" ? option.store.id : null),
    }),
    storeName: t.string({
      nullable: true,
      resolve: (option) => (option.method === "PICKUP" ? option.store.name : null),
    }),
    closedToday: t.boolean({
      nullable: true,
      resolve: (option) => (option.method === "PICKUP" ? option.closedToday : null),
    }),
  }),
});

const DeliveryRateInputType = builder.inputType("DeliveryRateInput", {
  fields: (t) => ({
    state: t.string({ required: true }),
    lga: t.string({ description: "Empty or absent: the whole state" }),
    fee: t.string({ required: true, description: 'Naira as typed, e.g. "2,500"' }),
    minDays: t.int({ required: true }),
    maxDays: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  vendorDeliveryRates: t.field({
    type: [DeliveryRateType],
    description: "A seller's own delivery fees, for any of its members",
    authScopes: vendorScope("shop:view"),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listDeliveryRates(signedInActor(ctx), String(args.vendorId)),
  }),
  deliveryOptions: t.field({
    type: [DeliveryOptionType],
    description: "How an approved seller's items can reach a local government area, cheapest first",
    args: {
      vendorId: t.arg.id({ required: true }),
      state: t.arg.string({ required: true }),
      lga: t.arg.string({ required: true }),
      items: t.arg.int({ description: "How many items (the courier charges per item); 1 if absent" }),
    },
    resolve: async (_root, args) => {
      const state = parseState(args.state);
      if (!state) return [];
      const vendorId = String(args.vendorId);
      const items = Math.min(Math.max(args.items ?? 1, 1), 999);
      const quotes = await quoteDeliveryOptions(new Map([[vendorId, items]]), { state, lga: args.lga.slice(0, 60) });
      return quotes.get(vendorId) ?? [];
    },
  }),
}));

builder.mutationFields((t) => ({
  setVendorDeliveryRates: t.field({
    type: [DeliveryRateType],
    description: "Replaces the seller's whole delivery fee table",
    authScopes: vendorScope("profile:write"),
    args: {
      vendorId: t.arg.id({ required: true }),
      rates: t.arg({ type: [DeliveryRateInputType], required: true }),
    },
    resolve: (_root, args, ctx) =>
      setDeliveryRates(
        signedInActor(ctx),
        String(args.vendorId),
        parseInput(deliveryRatesInput, { rates: args.rates }),
      ),
  }),
}));

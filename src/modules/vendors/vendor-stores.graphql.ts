import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { weekdays, type Weekday } from "@/lib/weekdays";
import { storeInput } from "@/modules/vendors/vendor-stores.inputs";
import {
  createStore,
  deleteStore,
  listStores,
  setStoreClosedToday,
  updateStore,
  type MyStore,
} from "@/modules/vendors/vendor-stores.service";
import { OpeningPeriodType } from "@/modules/vendors/vendors.graphql";

/**
 * A vendor's outlets as its members manage them (issue #15). The types are private (not in src/graphql/
 * shareable.ts); the scopes turn strangers away early and the services check the same permissions again.
 */

const WeekDayEnum = builder.enumType("WeekDay", {
  values: weekdays.map((day) => day.toUpperCase() as Uppercase<Weekday>),
});

const MyStoreType = builder.objectRef<MyStore>("MyStore").implement({
  description: "One of a vendor's outlets, as its members see it",
  fields: (t) => ({
    id: t.exposeID("id"),
    vendorId: t.exposeID("vendorId"),
    name: t.exposeString("name"),
    address: t.exposeString("address"),
    landmark: t.exposeString("landmark", { nullable: true }),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    phone: t.exposeString("phone", { nullable: true, description: "E.164" }),
    openingHours: t.field({
      type: [OpeningPeriodType],
      resolve: (store) =>
        weekdays.flatMap((day) => (store.openingHours[day] ? [{ day, ...store.openingHours[day] }] : [])),
    }),
    closedOn: t.exposeString("closedOn", {
      nullable: true,
      description: "The date (West Africa Time) it was marked closed for the day",
    }),
    closedToday: t.exposeBoolean("closedToday"),
    updatedAt: t.field({ type: "DateTime", resolve: (store) => store.updatedAt }),
  }),
});

const OpeningPeriodInput = builder.inputType("OpeningPeriodInput", {
  description: "A day the store is open, times HH:MM West Africa Time; days left out are closed",
  fields: (t) => ({
    day: t.field({ type: WeekDayEnum, required: true }),
    open: t.string({ required: true }),
    close: t.string({ required: true }),
  }),
});

const StoreInputType = builder.inputType("StoreInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    landmark: t.string(),
    state: t.string({ required: true }),
    city: t.string({ required: true }),
    phone: t.string({ description: "Any usual spelling of a Nigerian number; stored as E.164" }),
    openingHours: t.field({ type: [OpeningPeriodInput], required: true }),
  }),
});

type StoreArgs = {
  name: string;
  address: string;
  landmark?: string | null;
  state: string;
  city: string;
  phone?: string | null;
  openingHours: { day: string; open: string; close: string }[];
};

/** The API's list of open days becomes the shared schema's record; a day given twice keeps the last. */
function parseStore(input: StoreArgs) {
  const openingHours = Object.fromEntries(
    input.openingHours.map((period) => [period.day.toLowerCase(), { open: period.open, close: period.close }]),
  );
  return parseInput(storeInput, { ...input, openingHours });
}

builder.queryFields((t) => ({
  vendorStores: t.field({
    type: [MyStoreType],
    description: "A vendor's outlets, oldest first, for any of its members",
    authScopes: vendorScope("shop:view"),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listStores(signedInActor(ctx), String(args.vendorId)),
  }),
}));

builder.mutationFields((t) => ({
  createStore: t.field({
    type: MyStoreType,
    authScopes: vendorScope("stores:write"),
    args: { vendorId: t.arg.id({ required: true }), input: t.arg({ type: StoreInputType, required: true }) },
    resolve: (_root, args, ctx) => createStore(signedInActor(ctx), String(args.vendorId), parseStore(args.input)),
  }),
  updateStore: t.field({
    type: MyStoreType,
    authScopes: vendorScope("stores:write"),
    args: {
      vendorId: t.arg.id({ required: true }),
      storeId: t.arg.id({ required: true }),
      input: t.arg({ type: StoreInputType, required: true }),
    },
    resolve: (_root, args, ctx) =>
      updateStore(signedInActor(ctx), String(args.vendorId), String(args.storeId), parseStore(args.input)),
  }),
  deleteStore: t.boolean({
    description: "Listings at the store stay on sale without a store",
    authScopes: vendorScope("stores:write"),
    args: { vendorId: t.arg.id({ required: true }), storeId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteStore(signedInActor(ctx), String(args.vendorId), String(args.storeId));
      return true;
    },
  }),
  setStoreClosedToday: t.field({
    type: MyStoreType,
    description: "Closed for today (West Africa Time) whatever the hours say, or open again",
    authScopes: vendorScope("stores:write"),
    args: {
      vendorId: t.arg.id({ required: true }),
      storeId: t.arg.id({ required: true }),
      closed: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      setStoreClosedToday(signedInActor(ctx), String(args.vendorId), String(args.storeId), args.closed),
  }),
}));

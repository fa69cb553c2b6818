import * as z from "zod/mini";
import { builder } from "@/graphql/builder";
import { InputValidationError, parseInput } from "@/lib/errors";
import { signedInActor } from "@/graphql/guards";
import { requestLoader } from "@/graphql/loaders";
import { formatNaira } from "@/lib/money";
import { createPriceAlert, deletePriceAlert, listMyPriceAlerts } from "@/modules/pricedesk/price-alert.service";
import { listMyPriceReports, MAX_MY_REPORTS, reportPrice } from "@/modules/pricedesk/price-report.service";
import { MAX_SEARCH_RESULTS, priceAlertInput, reportPriceInput, stateName } from "@/modules/pricedesk/pricedesk.inputs";
import type { RatedOffer } from "@/modules/pricedesk/pricedesk-offers.service";
import {
  getPriceDeskHome,
  getPriceItemStatsForItems,
  getPriceTrendForItems,
  STAT_WINDOWS,
} from "@/modules/pricedesk/pricedesk-stats.service";
import {
  findPriceItemBySlug,
  insightForOffer,
  listMarkets,
  searchPriceItemsFor,
} from "@/modules/pricedesk/pricedesk.service";
import type {
  CheapestState,
  DeskItemFigure,
  MarketPriceStats,
  MarketView,
  MyPriceReport,
  OfferInsight,
  PriceAlertView,
  PriceDeskHome,
  PriceItemStats,
  PriceItemSummary,
  PriceItemView,
  PriceMover,
  PriceStats,
  PriceTrend,
  StapleCheapest,
  StatePriceStats,
  TrendPoint,
} from "@/modules/pricedesk/pricedesk.types";

export const MAX_OFFERS = 50;
/** GraphQL's Int is 32-bit: a listing at 100,000× the typical price is reported as this many percent. */
export const PERCENT_CAP = 1_000_000;

function capped(percent: number): number {
  return Math.max(-PERCENT_CAP, Math.min(PERCENT_CAP, percent));
}

const optionalState = z.optional(z.nullable(stateName));

export function parseState(value: string | null | undefined, field = "state"): string | null {
  const result = z.safeParse(optionalState, value ?? undefined);
  if (!result.success) throw new InputValidationError({ [field]: ["Choose a state"] });
  return result.data ?? null;
}

/** `first`, refused (not silently cut) outside 1…max, as the catalogue's page sizes are. */
export function pageSize(value: number | null | undefined, fallback: number, max: number): number {
  if (value === null || value === undefined) return fallback;
  if (value < 1 || value > max) throw new InputValidationError({ first: [`first must be between 1 and ${max}`] });
  return value;
}

/**
 * Items' figures over a window through the request's one loader per window and state, so a list of items costs one
 * query, shared with the catalogue's PriceItem.offers (which rates offers against the 30-day figures).
 */
export function priceItemStatsLoader(ctx: object, windowDays = 30, state: string | null = null) {
  return requestLoader(ctx, `pricedesk.stats|${windowDays}|${state ?? ""}`, (ids) =>
    getPriceItemStatsForItems(ids, { windowDays, state }),
  );
}

// ---- object types ----

/** Money: whole kobo (the shared Kobo scalar: GraphQL's Int stops at ₦21,474,836.47) and "₦1,234.50". */
export const Money = builder.objectRef<number>("DeskMoney").implement({
  description: "An amount of money: whole kobo, and the naira text to show",
  fields: (t) => ({
    kobo: t.field({ type: "Kobo", description: "Whole kobo (₦1 = 100 kobo)", resolve: (kobo) => kobo }),
    formatted: t.string({ description: "For display, e.g. ₦1,234.50", resolve: (kobo) => formatNaira(kobo) }),
  }),
});

export const Market = builder.objectRef<MarketView>("PriceMarket").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** low / typical / high / count, the same on every statistic type. */
function statsFields<T extends PriceStats>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) {
  return {
    low: t.field({ type: Money, resolve: (s) => s.lowKobo }),
    typical: t.field({ type: Money, description: "The median", resolve: (s) => s.typicalKobo }),
    high: t.field({ type: Money, resolve: (s) => s.highKobo }),
    count: t.int({ description: "Accepted reports the figures are based on", resolve: (s) => s.count }),
  };
}

const PriceStatsType = builder.objectRef<PriceStats>("PriceStats").implement({ fields: (t) => statsFields(t) });
const StatePriceStatsType = builder.objectRef<StatePriceStats>("StatePriceStats").implement({
  fields: (t) => ({ state: t.exposeString("state"), ...statsFields(t) }),
});
const MarketPriceStatsType = builder.objectRef<MarketPriceStats>("MarketPriceStats").implement({
  fields: (t) => ({ market: t.field({ type: Market, resolve: (s) => s.market }), ...statsFields(t) }),
});

const PriceItemStatsType = builder.objectRef<PriceItemStats>("PriceItemStats").implement({
  fields: (t) => ({
    windowDays: t.exposeInt("windowDays"),
    state: t.exposeString("state", {
      nullable: true,
      description: "The state overall and byMarket are narrowed to; null for nationwide",
    }),
    overall: t.field({ type: PriceStatsType, nullable: true, resolve: (s) => s.overall }),
    nationwide: t.field({ type: PriceStatsType, nullable: true, resolve: (s) => s.nationwide }),
    byState: t.field({ type: [StatePriceStatsType], resolve: (s) => s.byState }),
    byMarket: t.field({ type: [MarketPriceStatsType], resolve: (s) => s.byMarket }),
  }),
});

const TrendPointType = builder.objectRef<TrendPoint>("PriceTrendPoint").implement({
  fields: (t) => ({
    start: t.exposeString("start", { description: "First day of the week (Monday) or month, YYYY-MM-DD" }),
    typical: t.field({ type: Money, nullable: true, resolve: (p) => p.typicalKobo }),
    low: t.field({ type: Money, nullable: true, resolve: (p) => p.lowKobo }),
    high: t.field({ type: Money, nullable: true, resolve: (p) => p.highKobo }),
    count: t.exposeInt("count"),
  }),
});

const PriceTrendType = builder.objectRef<PriceTrend>("PriceTrend").implement({
  fields: (t) => ({
    state: t.exposeString("state", { nullable: true }),
    weekly: t.field({ type: [TrendPointType], resolve: (p) => p.weekly }),
    monthly: t.field({ type: [TrendPointType], resolve: (p) => p.monthly }),
  }),
});

export const PriceOfferType = builder.objectRef<RatedOffer>("PriceOffer").implement({
  fields: (t) => ({
    productId: t.id({ resolve: (o) => o.offer.id }),
    slug: t.string({ resolve: (o) => o.offer.slug }),
    title: t.string({ resolve: (o) => o.offer.title }),
    price: t.field({ type: Money, resolve: (o) => o.offer.priceKobo }),
    vendorName: t.string({ resolve: (o) => o.offer.vendorName }),
    vendorSlug: t.string({ resolve: (o) => o.offer.vendorSlug }),
    state: t.string({ resolve: (o) => o.offer.state }),
    city: t.string({ resolve: (o) => o.offer.city }),
    typical: t.field({ type: Money, nullable: true, resolve: (o) => o.typicalKobo }),
    typicalState: t.string({
      nullable: true,
      description: "Where the typical price is from: the offer's state or Nigeria",
      resolve: (o) => o.typicalState,
    }),
    percentFromTypical: t.int({
      nullable: true,
      description: `Whole percent, capped at ±${PERCENT_CAP.toLocaleString("en")}`,
      resolve: (o) => (o.percentFromTypical === null ? null : capped(o.percentFromTypical)),
    }),
    farAboveTypical: t.boolean({
      description: "More than 30% above the typical price",
      resolve: (o) => o.farAboveTypical,
    }),
  }),
});

/** A price-desk item as listings and search results link to it (Product.priceItem, MarketSearch.priceItems). */
export const PriceItemSummaryType = builder.objectRef<PriceItemSummary>("PriceItemSummary").implement({
  description: "A price-desk item, as search results and listings link to it",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    unitLabel: t.exposeString("unitLabel"),
    url: t.string({ resolve: (item) => `/pricedesk/search?item=${encodeURIComponent(item.slug)}` }),
  }),
});

/** The catalogue adds PriceItem.offers (catalogue/price-item-offers.graphql.ts): listings sit above the desk. */
export const PriceItem = builder.objectRef<PriceItemSummary & Partial<Pick<PriceItemView, "categorySlug">>>(
  "PriceItem",
);
PriceItem.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    unitLabel: t.exposeString("unitLabel", { description: "What one price is for, e.g. 50kg bag" }),
    stats: t.field({
      type: PriceItemStatsType,
      args: {
        windowDays: t.arg.int({ description: `One of ${STAT_WINDOWS.join(", ")}; default 30` }),
        state: t.arg.string(),
      },
      resolve: (item, args, ctx) => {
        const state = parseState(args.state);
        const windowDays = args.windowDays ?? 30;
        if (!STAT_WINDOWS.includes(windowDays as (typeof STAT_WINDOWS)[number])) {
          throw new InputValidationError({ windowDays: [`Choose ${STAT_WINDOWS.join(", ")} days`] });
        }
        return priceItemStatsLoader(ctx, windowDays, state).load(item.id);
      },
    }),
    trend: t.field({
      type: PriceTrendType,
      args: { state: t.arg.string() },
      resolve: (item, args, ctx) => {
        const state = parseState(args.state);
        return requestLoader(ctx, `pricedesk.trend|${state ?? ""}`, (ids) =>
          getPriceTrendForItems(ids, { state }),
        ).load(item.id);
      },
    }),
  }),
});

const DeskItemFigureType = builder.objectRef<DeskItemFigure>("PriceDeskItem").implement({
  fields: (t) => ({
    item: t.field({ type: PriceItem, resolve: (f) => f.item }),
    categorySlug: t.string({ nullable: true, resolve: (f) => f.item.categorySlug }),
    typical: t.field({
      type: Money,
      nullable: true,
      description: "Nationwide, last 30 days",
      resolve: (f) => f.typicalKobo,
    }),
    reportCount: t.int({ description: "Accepted reports over the last 90 days", resolve: (f) => f.reportCount }),
  }),
});

const PriceMoverType = builder.objectRef<PriceMover>("PriceMover").implement({
  fields: (t) => ({
    item: t.field({ type: PriceItem, resolve: (m) => m.item }),
    current: t.field({
      type: Money,
      description: "Typical price over the last 30 days",
      resolve: (m) => m.currentKobo,
    }),
    previous: t.field({
      type: Money,
      description: "Typical price over the 30 days before",
      resolve: (m) => m.previousKobo,
    }),
    percentChange: t.int({ resolve: (m) => capped(m.percentChange) }),
  }),
});

const CheapestStateType = builder.objectRef<CheapestState>("CheapestState").implement({
  fields: (t) => ({
    state: t.exposeString("state"),
    percentFromNational: t.exposeInt("percentFromNational"),
    itemCount: t.exposeInt("itemCount"),
  }),
});

const StapleCheapestType = builder.objectRef<StapleCheapest>("StapleCheapest").implement({
  fields: (t) => ({
    item: t.field({ type: PriceItem, resolve: (s) => s.item }),
    state: t.exposeString("state"),
    typical: t.field({ type: Money, resolve: (s) => s.typicalKobo }),
    national: t.field({ type: Money, resolve: (s) => s.nationalKobo }),
  }),
});

const PriceDeskType = builder.objectRef<PriceDeskHome>("PriceDesk").implement({
  fields: (t) => ({
    popular: t.field({ type: [DeskItemFigureType], resolve: (h) => h.popular }),
    moversUp: t.field({ type: [PriceMoverType], resolve: (h) => h.moversUp }),
    moversDown: t.field({ type: [PriceMoverType], resolve: (h) => h.moversDown }),
    cheapestStates: t.field({ type: [CheapestStateType], resolve: (h) => h.cheapestStates }),
    staples: t.field({ type: [StapleCheapestType], resolve: (h) => h.staples }),
  }),
});

const PriceDirection = builder.enumType("PriceDirection", { values: ["ABOVE", "BELOW", "AT"] as const });

const OfferInsightType = builder.objectRef<OfferInsight>("PriceInsight").implement({
  fields: (t) => ({
    item: t.field({ type: PriceItem, resolve: (i) => i.item }),
    state: t.exposeString("state", {
      description: "Where the typical price is from: the offer's state, Lagos, or Nigeria",
    }),
    typical: t.field({ type: Money, resolve: (i) => i.typicalKobo }),
    percentFromTypical: t.int({
      description: `Whole percent, capped at ±${PERCENT_CAP.toLocaleString("en")}`,
      resolve: (i) => capped(i.percentFromTypical),
    }),
    direction: t.field({ type: PriceDirection, resolve: (i) => i.direction }),
    sampleSize: t.exposeInt("sampleSize"),
  }),
});

const PriceReportStatus = builder.enumType("PriceReportStatus", {
  description: "ACCEPTED: in the figures; HELD: waiting for a moderator; REJECTED: kept out by a moderator",
  values: ["ACCEPTED", "HELD", "REJECTED"] as const,
});

const MyPriceReportType = builder.objectRef<MyPriceReport>("MyPriceReport").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    item: t.field({ type: PriceItem, resolve: (r) => r.item }),
    price: t.field({ type: Money, resolve: (r) => r.priceKobo }),
    state: t.exposeString("state"),
    marketName: t.exposeString("marketName", { nullable: true }),
    observedOn: t.exposeString("observedOn", { description: "YYYY-MM-DD" }),
    status: t.field({ type: PriceReportStatus, resolve: (r) => r.status }),
    reportedAt: t.field({ type: "DateTime", resolve: (r) => r.reportedAt }),
  }),
});

type ReportReceipt = {
  status: boolean;
  message: string;
  reportStatus: "ACCEPTED" | "HELD" | null;
  reportId: string | null;
};
const ReportReceiptType = builder.objectRef<ReportReceipt>("PriceReportReceipt").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    message: t.exposeString("message"),
    reportStatus: t.field({
      type: PriceReportStatus,
      nullable: true,
      description: "HELD: waiting for a moderator, not in the figures",
      resolve: (r) => r.reportStatus,
    }),
    reportId: t.exposeID("reportId", { nullable: true }),
  }),
});

const AlertChannel = builder.enumType("PriceAlertChannel", { values: ["EMAIL", "SMS"] as const });

const PriceAlertType = builder.objectRef<PriceAlertView>("PriceAlert").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    item: t.field({ type: PriceItem, resolve: (a) => a.item }),
    state: t.exposeString("state"),
    threshold: t.field({ type: Money, resolve: (a) => a.thresholdKobo }),
    channel: t.field({ type: AlertChannel, resolve: (a) => a.channel }),
    active: t.exposeBoolean("active"),
    lastNotifiedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (a) => (a.lastNotifiedAt ? new Date(a.lastNotifiedAt) : null),
    }),
    createdAt: t.field({ type: "DateTime", resolve: (a) => new Date(a.createdAt) }),
  }),
});

type AlertPayload = { status: boolean; message: string; alert: PriceAlertView | null };
const PriceAlertPayloadType = builder.objectRef<AlertPayload>("PriceAlertPayload").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    message: t.exposeString("message"),
    alert: t.field({ type: PriceAlertType, nullable: true, resolve: (p) => p.alert }),
  }),
});

type DeletePayload = { status: boolean; message: string };
const DeletePayloadType = builder.objectRef<DeletePayload>("DeletePriceAlertPayload").implement({
  fields: (t) => ({ status: t.exposeBoolean("status"), message: t.exposeString("message") }),
});

// ---- inputs ----

const ReportPriceInput = builder.inputType("ReportPriceInput", {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    price: t.string({ required: true, description: "Naira as typed, e.g. 1,234.50" }),
    marketId: t.id(),
    state: t.string({ description: "Needed when no market is given" }),
    observedOn: t.string({ required: true, description: "YYYY-MM-DD, today or up to 60 days ago" }),
  }),
});

const PriceAlertInput = builder.inputType("PriceAlertInput", {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    state: t.string({ required: true }),
    threshold: t.string({ required: true, description: "Naira as typed: alert when the typical price falls below it" }),
    channel: t.field({ type: AlertChannel, required: true }),
  }),
});

// ---- queries ----

builder.queryFields((t) => ({
  priceItems: t.field({
    type: [PriceItem],
    description: `Price-desk items matching what a person types (typo-tolerant); at most ${MAX_SEARCH_RESULTS}`,
    args: { search: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      return searchPriceItemsFor(ctx, args.search, pageSize(args.first, 8, MAX_SEARCH_RESULTS));
    },
  }),
  priceItem: t.field({
    type: PriceItem,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args) => findPriceItemBySlug(args.slug),
  }),
  priceDesk: t.field({
    type: PriceDeskType,
    description: "The desk's home: popular items, biggest movers this month, cheapest states for staples",
    resolve: () => getPriceDeskHome(),
  }),
  priceInsight: t.field({
    type: OfferInsightType,
    nullable: true,
    description:
      "How an offer compares with the typical price in its state (else Lagos, else Nigeria); null with too few reports",
    args: {
      priceItemId: t.arg.id({ required: true }),
      priceKobo: t.arg({ type: "Kobo", required: true }),
      state: t.arg.string({ required: true }),
    },
    resolve: (_root, args) => {
      const state = parseState(args.state);
      if (!state) throw new InputValidationError({ state: ["Choose a state"] });
      if (!Number.isSafeInteger(args.priceKobo) || args.priceKobo <= 0)
        throw new InputValidationError({ priceKobo: ["Price must be a whole number of kobo above 0"] });
      return insightForOffer({ priceItemId: String(args.priceItemId), priceKobo: args.priceKobo, state });
    },
  }),
  priceMarkets: t.field({
    type: [Market],
    description: "Named markets where prices are observed, in one state when given",
    args: { state: t.arg.string() },
    resolve: (_root, args) => listMarkets(parseState(args.state)),
  }),
  myPriceAlerts: t.field({
    type: [PriceAlertType],
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => listMyPriceAlerts(ctx.actor),
  }),
  myPriceReports: t.field({
    type: [MyPriceReportType],
    description: `The signed-in person's price reports, newest first, with what became of each; at most ${MAX_MY_REPORTS}`,
    args: { first: t.arg.int() },
    authScopes: { signedIn: true },
    resolve: (_root, args, ctx) => listMyPriceReports(ctx.actor, pageSize(args.first, 10, MAX_MY_REPORTS)),
  }),
}));

// ---- mutations ----

builder.mutationFields((t) => ({
  reportPrice: t.field({
    type: ReportReceiptType,
    args: { input: t.arg({ type: ReportPriceInput, required: true }) },
    authScopes: { signedIn: true },
    resolve: async (_root, args, ctx) => {
      const user = signedInActor(ctx);
      const input = parseInput(reportPriceInput, {
        ...args.input,
        itemId: String(args.input.itemId),
        marketId: args.input.marketId == null ? args.input.marketId : String(args.input.marketId),
      });
      const result = await reportPrice(user, input);
      if (!result.ok) {
        if (result.field) throw new InputValidationError({ [result.field]: [result.message] });
        return { status: false, message: result.message, reportStatus: null, reportId: null };
      }
      return { status: true, message: result.message, reportStatus: result.status, reportId: result.reportId };
    },
  }),
  createPriceAlert: t.field({
    type: PriceAlertPayloadType,
    args: { input: t.arg({ type: PriceAlertInput, required: true }) },
    authScopes: { signedIn: true },
    resolve: async (_root, args, ctx) => {
      const user = signedInActor(ctx);
      const input = parseInput(priceAlertInput, { ...args.input, itemId: String(args.input.itemId) });
      const result = await createPriceAlert(user, input);
      if (!result.ok) {
        if (result.field) throw new InputValidationError({ [result.field]: [result.message] });
        return { status: false, message: result.message, alert: null };
      }
      return { status: true, message: result.message, alert: result.alert };
    },
  }),
  deletePriceAlert: t.field({
    type: DeletePayloadType,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { signedIn: true },
    resolve: async (_root, args, ctx) => {
      const deleted = await deletePriceAlert(ctx.actor, String(args.id));
      return deleted
        ? { status: true, message: "Alert deleted." }
        : { status: false, message: "We could not find that alert." };
    },
  }),
}));

import { builder } from "@/graphql/builder";
import { InputValidationError } from "@/lib/errors";
import {
  decideHeldReport,
  listHeldReports,
  MAX_HELD_PAGE_SIZE,
  type HeldReport,
  type HeldReportPage,
  type ReporterRecord,
} from "@/modules/pricedesk/price-moderation.service";
import { Market, Money, PriceItem } from "@/modules/pricedesk/pricedesk.graphql";

const ReporterRecordType = builder.objectRef<ReporterRecord>("PriceReporterRecord").implement({
  description: "Who reported a held price (first name only) and how their reports have fared",
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    accepted: t.exposeInt("accepted"),
    held: t.exposeInt("held"),
    rejected: t.exposeInt("rejected"),
  }),
});

const ReportSource = builder.enumType("PriceReportSource", {
  values: ["LISTING", "VENDOR", "SURVEY", "USER"] as const,
});

const HeldReportType = builder.objectRef<HeldReport>("HeldPriceReport").implement({
  description: "A reported price far from the usual one, kept out of the figures until a moderator decides",
  fields: (t) => ({
    id: t.exposeID("id"),
    item: t.field({ type: PriceItem, resolve: (r) => r.item }),
    price: t.field({ type: Money, resolve: (r) => r.priceKobo }),
    state: t.exposeString("state"),
    market: t.field({ type: Market, nullable: true, resolve: (r) => r.market }),
    observedOn: t.exposeString("observedOn", { description: "YYYY-MM-DD" }),
    source: t.field({
      type: ReportSource,
      description: "USER: a person's report; LISTING: an offer on the market",
      resolve: (r) => r.source,
    }),
    reason: t.exposeString("reason", {
      nullable: true,
      description: "Why it was held, with the median it was judged against",
    }),
    reportedAt: t.field({ type: "DateTime", resolve: (r) => r.reportedAt }),
    reporter: t.field({
      type: ReporterRecordType,
      nullable: true,
      description: "The person who reported it (USER reports); null otherwise",
      resolve: (r) => r.reporter,
    }),
  }),
});

const HeldReportPageType = builder.objectRef<HeldReportPage>("HeldPriceReportPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Held reports waiting, in all" }),
    reports: t.field({ type: [HeldReportType], resolve: (p) => p.reports }),
    nextCursor: t.exposeString("nextCursor", {
      nullable: true,
      description: "Pass as `after` for the next page; null on the last",
    }),
  }),
});

const Decision = builder.enumType("PriceReportDecision", { values: ["ACCEPT", "REJECT"] as const });
const ModeratedStatus = builder.enumType("ModeratedPriceReportStatus", { values: ["ACCEPTED", "REJECTED"] as const });

type ModerationPayload = { status: boolean; message: string; reportStatus: "ACCEPTED" | "REJECTED" | null };
const ModerationPayloadType = builder.objectRef<ModerationPayload>("ModeratePriceReportPayload").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    message: t.exposeString("message"),
    reportStatus: t.field({ type: ModeratedStatus, nullable: true, resolve: (p) => p.reportStatus }),
  }),
});

builder.queryFields((t) => ({
  heldPriceReports: t.field({
    type: HeldReportPageType,
    description: "Price moderators only: the held reports, oldest first",
    args: { first: t.arg.int(), after: t.arg.id() },
    authScopes: { staff: "pricedesk:moderate" },
    resolve: async (_root, args, ctx) => {
      if (args.first != null && (args.first < 1 || args.first > MAX_HELD_PAGE_SIZE)) {
        throw new InputValidationError({ first: [`first must be between 1 and ${MAX_HELD_PAGE_SIZE}`] });
      }
      return listHeldReports(ctx.actor, {
        first: args.first ?? undefined,
        after: args.after == null ? null : String(args.after),
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  moderatePriceReport: t.field({
    type: ModerationPayloadType,
    description: "Price moderators only: accept a held report into the figures, or reject it",
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: Decision, required: true }) },
    authScopes: { staff: "pricedesk:moderate" },
    resolve: async (_root, args, ctx) => {
      const result = await decideHeldReport(ctx.actor, String(args.id), args.decision, { ip: ctx.ip });
      return result.ok
        ? { status: true, message: result.message, reportStatus: result.status }
        : { status: false, message: result.message, reportStatus: null };
    },
  }),
}));

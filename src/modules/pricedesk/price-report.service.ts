import "server-only";
import { and, desc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import type { Actor } from "@/lib/actor";
import { formatNaira } from "@/lib/money";
import { logger } from "@/lib/logger";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { addDays, lagosToday } from "@/lib/dates";
import { judgeOutlier, OUTLIER_MIN_SAMPLE } from "@/modules/pricedesk/pricedesk-math";
import { findMarketById, findPriceItemById, itemSummaryColumns } from "@/modules/pricedesk/pricedesk.service";
import { requireReporter } from "@/modules/pricedesk/pricedesk.policy";
import { forgetDeskHeadlines } from "@/modules/pricedesk/pricedesk-stats.service";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import type { MyPriceReport, ReportPriceResult } from "@/modules/pricedesk/pricedesk.types";

export const reportMessages = {
  accepted: "Thanks — your price is now part of the figures.",
  held: "Thanks — your report is waiting for a moderator because it is far from the usual price.",
  unknownItem: "We could not find that item. Choose one from the list.",
  unknownMarket: "We could not find that market. Choose one from the list.",
  duplicate:
    "You have already reported this item there for that day. One report per place and day is enough — thank you.",
} as const;

/** Reports one person may send an hour, whoever calls (the API, a page). */
export const reportPriceRateLimit: RateLimitRule = { name: "pricedesk-report", points: 10, durationSeconds: 60 * 60 };

/** A validated report (pricedesk.inputs reportPriceInput's output): price in kobo, a market or a state. */
export interface ReportPriceData {
  itemId: string;
  price: number;
  marketId?: string | null;
  state?: string | null;
  observedOn: string;
}

/** Reports compared with when judging a new one (a person's report or a listed offer): accepted, observed in the last 60 days, the newest 200. */
const REFERENCE_DAYS = 60;
const REFERENCE_LIMIT = 200;

/**
 * `exceptVendorId` leaves out that business's own listing reports: a business's offers are judged against everyone
 * else's, so a series of its offers, each a little further off, cannot move the reference it is judged by.
 */
export async function referencePrices(
  itemId: string,
  state: string | null,
  today: string,
  options: { exceptVendorId?: string } = {},
  db: Database = getDb(),
): Promise<number[]> {
  const conditions = [
    eq(priceReports.itemId, itemId),
    eq(priceReports.status, "ACCEPTED"),
    gt(priceReports.observedOn, addDays(today, -REFERENCE_DAYS)),
    lte(priceReports.observedOn, today),
  ];
  if (state) conditions.push(eq(priceReports.state, state));
  if (options.exceptVendorId)
    conditions.push(or(isNull(priceReports.vendorId), ne(priceReports.vendorId, options.exceptVendorId))!);
  const rows = await db
    .select({ priceKobo: priceReports.priceKobo })
    .from(priceReports)
    .where(and(...conditions))
    .orderBy(desc(priceReports.observedOn))
    .limit(REFERENCE_LIMIT);
  return rows.map((row) => row.priceKobo);
}

/**
 * A signed-in person's report of a price they saw. Far-off prices (pricedesk-math judgeOutlier, against the state's
 * recent accepted reports, or nationwide when the state has fewer than 5) are stored HELD with the reason and do not
 * move any figure; the reporter is told which. One report per person, item, place (market, else state) and day.
 * Accepted reports trigger the item's price alerts. At most reportPriceRateLimit reports an hour per person
 * (RateLimitedError after that).
 */
export async function reportPrice(
  actor: Actor,
  input: ReportPriceData,
  options: { today?: string } = {},
  db: Database = getDb(),
): Promise<ReportPriceResult> {
  const { userId: reporterId } = requireReporter(actor);
  await enforceRateLimit(reportPriceRateLimit, reporterId);
  const today = options.today ?? lagosToday();
  const item = await findPriceItemById(input.itemId, db);
  if (!item) return { ok: false, field: "itemId", message: reportMessages.unknownItem };
  let state: string | null = input.state ?? null;
  let marketId: string | null = null;
  if (input.marketId) {
    const market = await findMarketById(input.marketId, db);
    if (!market) return { ok: false, field: "marketId", message: reportMessages.unknownMarket };
    if (state && state !== market.state) {
      // The form lists only the chosen state's markets; a request made without it is told which field to change.
      return {
        ok: false,
        field: "marketId",
        message: `${market.name} is in ${market.state}, not ${state}: choose a market in ${state}, or report without a market.`,
      };
    }
    state = market.state;
    marketId = market.id;
  }
  if (!state) return { ok: false, field: "state", message: "Choose a market or a state" };
  const place = state;

  const inState = await referencePrices(item.id, place, today, {}, db);
  const reference =
    inState.length >= OUTLIER_MIN_SAMPLE ? inState : await referencePrices(item.id, null, today, {}, db);
  const verdict = judgeOutlier(input.price, reference);
  const heldReason = verdict.outlier
    ? `${formatNaira(input.price)} is ${verdict.reason} of ${verdict.basis} recent ${reference === inState ? place : "nationwide"} reports (median ${formatNaira(verdict.median)})`
    : null;

  const outcome = await db.transaction(async (tx) => {
    // Serialises one person's reports so two quick submissions cannot both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`price-report:${reporterId}`}, 0))`);
    const [duplicate] = await tx
      .select({ id: priceReports.id })
      .from(priceReports)
      .where(
        and(
          eq(priceReports.reporterId, reporterId),
          eq(priceReports.itemId, item.id),
          eq(priceReports.observedOn, input.observedOn),
          marketId
            ? eq(priceReports.marketId, marketId)
            : and(isNull(priceReports.marketId), eq(priceReports.state, place)),
        ),
      )
      .limit(1);
    if (duplicate) return null;
    const [row] = await tx
      .insert(priceReports)
      .values({
        itemId: item.id,
        priceKobo: input.price,
        state: place,
        marketId,
        source: "USER",
        status: verdict.outlier ? "HELD" : "ACCEPTED",
        heldReason,
        reporterId,
        observedOn: input.observedOn,
      })
      .returning({ id: priceReports.id, status: priceReports.status });
    if (row!.status === "ACCEPTED") await reportAccepted(item.id, today, tx);
    return row!;
  });
  if (!outcome) return { ok: false, message: reportMessages.duplicate };

  if (outcome.status === "ACCEPTED") {
    forgetDeskHeadlines();
    return { ok: true, reportId: outcome.id, status: "ACCEPTED", message: reportMessages.accepted };
  }
  logger.info("price report held", { reportId: outcome.id, itemId: item.id });
  return { ok: true, reportId: outcome.id, status: "HELD", message: reportMessages.held };
}

/**
 * A report now counts (on arrival, from a listing or by a moderator): written in the report's transaction `db`, the
 * event runs the item's price alerts after the commit (./price-alerts.job.ts). The caller then drops this process's
 * desk headlines (forgetDeskHeadlines); when it wrote inside a transaction of its own caller, that is before the
 * outer commit, so a read in between may keep the old figures for the cache's minute, as any other instance does.
 */
export async function reportAccepted(itemId: string, today: string, db: Database): Promise<void> {
  await publishEvent({ type: "price-report.accepted", payload: { itemId, today } }, db);
}

export const MAX_MY_REPORTS = 50;

/** A person's own reports, newest first, with what became of each: so a held report's fate is never a mystery. */
export async function listMyPriceReports(actor: Actor, limit = 10): Promise<MyPriceReport[]> {
  const { userId: reporterId } = requireReporter(actor);
  return getDb()
    .select({
      id: priceReports.id,
      item: itemSummaryColumns,
      priceKobo: priceReports.priceKobo,
      state: priceReports.state,
      marketName: markets.name,
      observedOn: priceReports.observedOn,
      status: priceReports.status,
      reportedAt: priceReports.createdAt,
    })
    .from(priceReports)
    .innerJoin(priceItems, eq(priceItems.id, priceReports.itemId))
    .leftJoin(markets, eq(markets.id, priceReports.marketId))
    .where(eq(priceReports.reporterId, reporterId))
    .orderBy(desc(priceReports.createdAt), desc(priceReports.id))
    .limit(Math.min(Math.max(limit, 1), MAX_MY_REPORTS));
}

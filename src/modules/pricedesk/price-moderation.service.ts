import "server-only";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { logger } from "@/lib/logger";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { joinUser, userFirstNameColumn, userRows } from "@/modules/identity/identity.queries";
import { reportAccepted } from "@/modules/pricedesk/price-report.service";
import { lagosToday } from "@/lib/dates";
import { forgetDeskHeadlines } from "@/modules/pricedesk/pricedesk-stats.service";
import { mayModerate, requireModerator } from "@/modules/pricedesk/pricedesk.policy";
import { itemViewColumns } from "@/modules/pricedesk/pricedesk.service";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import type { MarketView, PriceItemView } from "@/modules/pricedesk/pricedesk.types";

/** Held reports shown per page of the queue. */
export const HELD_PAGE_SIZE = 25;
export const MAX_HELD_PAGE_SIZE = 50;

export const moderationMessages = {
  accepted: "Report accepted: it now counts in the figures.",
  rejected: "Report rejected: it stays out of the figures.",
  notFound: "We could not find that report.",
  alreadyAccepted: "Another moderator has already accepted this report.",
  alreadyRejected: "Another moderator has already rejected this report.",
} as const;

/** How a reporter's earlier reports fared: a moderator trusts a long accepted record more than a new account. */
export interface ReporterRecord {
  firstName: string;
  accepted: number;
  held: number;
  rejected: number;
}

export interface HeldReport {
  id: string;
  item: PriceItemView;
  priceKobo: number;
  state: string;
  market: MarketView | null;
  observedOn: string;
  /** Where the price came from: a person's report (USER), a listing, a vendor or a survey. */
  source: "LISTING" | "VENDOR" | "SURVEY" | "USER";
  /** Why it was held, with the median it was judged against (price-report.service). */
  reason: string | null;
  reportedAt: Date;
  reporter: ReporterRecord | null;
}

export interface HeldReportPage {
  total: number;
  reports: HeldReport[];
  /** The last report's id, to pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** How many reports wait for a moderator; null for anyone who may not moderate. */
export async function countHeldReports(actor: Actor): Promise<number | null> {
  return mayModerate(actor) ? countHeld() : null;
}

async function countHeld(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(priceReports).where(eq(priceReports.status, "HELD"));
  return row?.total ?? 0;
}

/** The moderation queue, oldest first; `after` is a report id from the previous page (unknown ids start from the top). */
export async function listHeldReports(
  actor: Actor,
  options: { first?: number; after?: string | null } = {},
): Promise<HeldReportPage> {
  requireModerator(actor);
  const size = Math.min(Math.max(options.first ?? HELD_PAGE_SIZE, 1), MAX_HELD_PAGE_SIZE);
  const db = getDb();
  const after = options.after && isUuid(options.after) ? options.after : null;
  // The cursor report stays in the table once decided, so its position still marks where the page ended.
  const afterCursor = after
    ? sql`(${priceReports.createdAt}, ${priceReports.id}) > (select p.created_at, p.id from ${priceReports} p where p.id = ${after})`
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: priceReports.id,
        priceKobo: priceReports.priceKobo,
        state: priceReports.state,
        observedOn: priceReports.observedOn,
        source: priceReports.source,
        reason: priceReports.heldReason,
        reportedAt: priceReports.createdAt,
        reporterId: priceReports.reporterId,
        reporterFirstName: userFirstNameColumn,
        item: itemViewColumns,
        marketId: markets.id,
        marketSlug: markets.slug,
        marketName: markets.name,
        marketState: markets.state,
        marketCity: markets.city,
      })
      .from(priceReports)
      .innerJoin(priceItems, eq(priceItems.id, priceReports.itemId))
      .leftJoin(markets, eq(markets.id, priceReports.marketId))
      .leftJoin(userRows, joinUser(priceReports.reporterId))
      .where(and(eq(priceReports.status, "HELD"), afterCursor))
      .orderBy(asc(priceReports.createdAt), asc(priceReports.id))
      .limit(size + 1),
    countHeld(),
  ]);
  const page = rows.slice(0, size);
  const records = await reporterRecords(page.flatMap((row) => (row.reporterId ? [row.reporterId] : [])));
  return {
    total,
    nextCursor: rows.length > size ? page[page.length - 1]!.id : null,
    reports: page.map((row) => ({
      id: row.id,
      item: row.item,
      priceKobo: row.priceKobo,
      state: row.state,
      market:
        row.marketId && row.marketSlug && row.marketName && row.marketState && row.marketCity
          ? {
              id: row.marketId,
              slug: row.marketSlug,
              name: row.marketName,
              state: row.marketState,
              city: row.marketCity,
            }
          : null,
      observedOn: row.observedOn,
      source: row.source,
      reason: row.reason,
      reportedAt: row.reportedAt,
      reporter:
        row.reporterId && row.reporterFirstName
          ? { firstName: row.reporterFirstName, ...records.get(row.reporterId)! }
          : null,
    })),
  };
}

async function reporterRecords(reporterIds: string[]): Promise<Map<string, Omit<ReporterRecord, "firstName">>> {
  const records = new Map(reporterIds.map((id) => [id, { accepted: 0, held: 0, rejected: 0 }]));
  if (records.size === 0) return records;
  const rows = await getDb()
    .select({ reporterId: priceReports.reporterId, status: priceReports.status, reports: count() })
    .from(priceReports)
    .where(inArray(priceReports.reporterId, [...records.keys()]))
    .groupBy(priceReports.reporterId, priceReports.status);
  for (const row of rows) {
    const record = records.get(row.reporterId!)!;
    if (row.status === "ACCEPTED") record.accepted = row.reports;
    else if (row.status === "HELD") record.held = row.reports;
    else record.rejected = row.reports;
  }
  return records;
}

export type ModerationDecision = "ACCEPT" | "REJECT";

/**
 * A held listing report about to be accepted takes its business's place for the day: one accepted listing report per
 * business, item, state and day (price_reports_listing_vendor_day_key), so the business's other one that day goes.
 * The held report is locked first, so of two moderators deciding at once only the first makes room.
 */
async function makeRoomForListingReport(reportId: string, tx: Database): Promise<void> {
  const [held] = await tx
    .select({
      id: priceReports.id,
      vendorId: priceReports.vendorId,
      itemId: priceReports.itemId,
      state: priceReports.state,
      observedOn: priceReports.observedOn,
    })
    .from(priceReports)
    .where(and(eq(priceReports.id, reportId), eq(priceReports.status, "HELD"), eq(priceReports.source, "LISTING")))
    .for("update");
  if (!held?.vendorId) return;
  await tx
    .delete(priceReports)
    .where(
      and(
        eq(priceReports.vendorId, held.vendorId),
        eq(priceReports.itemId, held.itemId),
        eq(priceReports.state, held.state),
        eq(priceReports.observedOn, held.observedOn),
        eq(priceReports.source, "LISTING"),
        eq(priceReports.status, "ACCEPTED"),
        ne(priceReports.id, held.id),
      ),
    );
}

export type ModerationResult =
  { ok: true; status: "ACCEPTED" | "REJECTED"; message: string } | { ok: false; message: string };

/**
 * A moderator's decision on a held report. Only a report still HELD changes (one UPDATE … WHERE status = 'HELD'), so
 * two moderators deciding at once cannot both win; the decision is in the audit log with the change. An accepted
 * report joins the figures and runs the item's price alerts, as one accepted on arrival does. Writes on `db` (a
 * savepoint of the caller's transaction when given).
 */
export async function decideHeldReport(
  actor: Actor,
  reportId: string,
  decision: ModerationDecision,
  context: { ip?: string } = {},
  db: Database = getDb(),
): Promise<ModerationResult> {
  const { userId: moderatorId } = requireModerator(actor);
  if (!isUuid(reportId)) return { ok: false, message: moderationMessages.notFound };
  const status = decision === "ACCEPT" ? "ACCEPTED" : "REJECTED";
  const decided = await db.transaction(async (tx) => {
    if (status === "ACCEPTED") await makeRoomForListingReport(reportId, tx);
    const [row] = await tx
      .update(priceReports)
      .set({ status, moderatedBy: moderatorId, moderatedAt: new Date() })
      .where(and(eq(priceReports.id, reportId), eq(priceReports.status, "HELD")))
      .returning({ itemId: priceReports.itemId, priceKobo: priceReports.priceKobo, state: priceReports.state });
    if (!row) return null;
    await recordAuditEvent(
      {
        actorId: moderatorId,
        action: decision === "ACCEPT" ? "price_report.accepted" : "price_report.rejected",
        entityType: "price_report",
        entityId: reportId,
        before: { status: "HELD" },
        after: { status, itemId: row.itemId, priceKobo: row.priceKobo, state: row.state },
        ip: context.ip,
      },
      tx,
    );
    if (status === "ACCEPTED") await reportAccepted(row.itemId, lagosToday(), tx);
    return row;
  });
  if (!decided) {
    const [existing] = await db
      .select({ status: priceReports.status })
      .from(priceReports)
      .where(eq(priceReports.id, reportId))
      .limit(1);
    if (existing?.status === "ACCEPTED") return { ok: false, message: moderationMessages.alreadyAccepted };
    if (existing?.status === "REJECTED") return { ok: false, message: moderationMessages.alreadyRejected };
    return { ok: false, message: moderationMessages.notFound };
  }
  logger.info("price report moderated", { reportId, status });
  if (status === "ACCEPTED") {
    forgetDeskHeadlines();
    return { ok: true, status, message: moderationMessages.accepted };
  }
  return { ok: true, status, message: moderationMessages.rejected };
}

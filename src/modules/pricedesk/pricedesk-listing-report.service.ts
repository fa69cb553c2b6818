import "server-only";
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { formatNaira } from "@/lib/money";
import { logger } from "@/lib/logger";
import { lagosToday } from "@/lib/dates";
import { judgeOutlier, OUTLIER_MIN_SAMPLE } from "@/modules/pricedesk/pricedesk-math";
import { referencePrices, reportAccepted } from "@/modules/pricedesk/price-report.service";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { forgetDeskHeadlines } from "@/modules/pricedesk/pricedesk-stats.service";

/**
 * A public offer (an ACTIVE listing of an approved business; the caller checks, src/flows/price-desk-feed.job.ts)
 * linked to a price-desk item feeds the desk as a LISTING report (the seed writes them the same way): its price for
 * one of the item's unit, judged by the rule people's reports are judged by (judgeOutlier against the state's recent
 * accepted reports, nationwide below the minimum sample), leaving out the business's own reports; a far-off offer is
 * stored HELD for the moderators and moves no figure. A new price of the listing the same day replaces its day's
 * report. One business is one voice: its newest accepted offer for an item and state replaces any other of its
 * listings' that day (price_reports_listing_vendor_day_key) and its own offers of earlier days, so ten listings at one
 * price count once, and ten days of small cuts count once too.
 */
export interface ListingOffer {
  listingId: string;
  /** The listing's business. */
  vendorId: string;
  itemId: string;
  /** Price of one of the item's unit, in kobo. */
  unitPriceKobo: number;
  state: string;
}

export type ListingReportStatus = "ACCEPTED" | "HELD";

/** Writes on `db` (the caller's transaction when given: a savepoint there) and drops this process's desk headlines. */
export async function reportListingOffer(
  offer: ListingOffer,
  options: { today?: string } = {},
  db: Database = getDb(),
): Promise<ListingReportStatus> {
  const today = options.today ?? lagosToday();
  const others = { exceptVendorId: offer.vendorId };
  const inState = await referencePrices(offer.itemId, offer.state, today, others, db);
  const reference =
    inState.length >= OUTLIER_MIN_SAMPLE ? inState : await referencePrices(offer.itemId, null, today, others, db);
  const verdict = judgeOutlier(offer.unitPriceKobo, reference);
  const status: ListingReportStatus = verdict.outlier ? "HELD" : "ACCEPTED";
  const heldReason = verdict.outlier
    ? `Listing at ${formatNaira(offer.unitPriceKobo)} is ${verdict.reason} of ${verdict.basis} recent ${reference === inState ? offer.state : "nationwide"} reports (median ${formatNaira(verdict.median)}); not counted until reviewed`
    : null;
  await db.transaction(async (tx) => {
    // Today's report and any still held are superseded by the new price (a held one never counted anyway).
    await tx
      .delete(priceReports)
      .where(
        and(
          eq(priceReports.listingId, offer.listingId),
          eq(priceReports.source, "LISTING"),
          or(eq(priceReports.observedOn, today), eq(priceReports.status, "HELD")),
        ),
      );
    const row = {
      itemId: offer.itemId,
      priceKobo: offer.unitPriceKobo,
      state: offer.state,
      source: "LISTING" as const,
      status,
      heldReason,
      listingId: offer.listingId,
      vendorId: offer.vendorId,
      observedOn: today,
    };
    if (status === "HELD") {
      await tx.insert(priceReports).values(row);
      return;
    }
    // One voice across days too: the business's earlier offers of this item in this state stop counting, so a
    // price lowered a little each day moves the figures by one report, never by a growing crowd of its own.
    await tx
      .delete(priceReports)
      .where(
        and(
          eq(priceReports.vendorId, offer.vendorId),
          eq(priceReports.itemId, offer.itemId),
          eq(priceReports.state, offer.state),
          eq(priceReports.source, "LISTING"),
          eq(priceReports.status, "ACCEPTED"),
          lt(priceReports.observedOn, today),
        ),
      );
    await tx
      .insert(priceReports)
      .values(row)
      .onConflictDoUpdate({
        target: [priceReports.vendorId, priceReports.itemId, priceReports.state, priceReports.observedOn],
        targetWhere: sql`${priceReports.source} = 'LISTING' and ${priceReports.status} = 'ACCEPTED'`,
        set: { priceKobo: offer.unitPriceKobo, listingId: offer.listingId, createdAt: sql`now()` },
      });
    await reportAccepted(offer.itemId, today, tx);
  });
  if (status === "ACCEPTED") forgetDeskHeadlines();
  if (status === "HELD") logger.info("listing offer held", { listingId: offer.listingId, itemId: offer.itemId });
  return status;
}

/**
 * Listings left the market, or their business was suspended: every report of theirs leaves the desk (a listing
 * report stands for an offer people could take; with the offer gone, so is the claim), accepted or held, so the
 * figures drop back as if they had never counted. Alerts they triggered were already sent; nothing new is sent.
 * Returns how many counted reports were withdrawn.
 */
export async function withdrawListingReports(
  from: { listingIds?: readonly string[]; vendorId?: string },
  db: Database = getDb(),
): Promise<number> {
  const whose = [
    from.listingIds && from.listingIds.length > 0 ? inArray(priceReports.listingId, [...from.listingIds]) : undefined,
    from.vendorId ? eq(priceReports.vendorId, from.vendorId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (whose.length === 0) return 0;
  const withdrawn = await db
    .delete(priceReports)
    .where(and(eq(priceReports.source, "LISTING"), or(...whose)))
    .returning({ status: priceReports.status });
  const counted = withdrawn.filter((row) => row.status === "ACCEPTED").length;
  if (counted > 0) forgetDeskHeadlines();
  if (withdrawn.length > 0)
    logger.info("listing reports withdrawn", {
      vendorId: from.vendorId,
      listings: from.listingIds?.length ?? 0,
      withdrawn: withdrawn.length,
      counted,
    });
  return counted;
}

/**
 * The listings whose LISTING report waits for a moderator (the seller's "held" filter). A new price replaces a held
 * report (reportListingOffer), so a held one is always the listing's newest. Read from the small partial index of
 * held reports (price_reports_held_idx: the moderation queue), optionally narrowed to some listings.
 */
export async function findHeldListingIds(listingIds?: readonly string[]): Promise<Set<string>> {
  if (listingIds && listingIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ listingId: priceReports.listingId })
    .from(priceReports)
    .where(
      and(
        eq(priceReports.status, "HELD"),
        eq(priceReports.source, "LISTING"),
        listingIds ? inArray(priceReports.listingId, [...listingIds]) : isNotNull(priceReports.listingId),
      ),
    );
  return new Set(rows.map((row) => row.listingId!));
}

export interface ListingDeskStanding {
  status: "ACCEPTED" | "HELD" | "REJECTED";
  unitPriceKobo: number;
  heldReason: string | null;
  observedOn: string;
}

/** The listing's newest LISTING report: what the desk made of its price (null when it never fed the desk). */
export async function findListingDeskStanding(listingId: string): Promise<ListingDeskStanding | null> {
  const [row] = await getDb()
    .select({
      status: priceReports.status,
      unitPriceKobo: priceReports.priceKobo,
      heldReason: priceReports.heldReason,
      observedOn: priceReports.observedOn,
    })
    .from(priceReports)
    .where(and(eq(priceReports.listingId, listingId), eq(priceReports.source, "LISTING")))
    .orderBy(desc(priceReports.observedOn), desc(priceReports.createdAt))
    .limit(1);
  return row ?? null;
}

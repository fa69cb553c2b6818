import "server-only";
import type { Database } from "@/db/client";
import { formatNaira } from "@/lib/money";
import { userIdsByEmail } from "@/modules/identity/identity.seed";
import {
  priceItemIdsBySlug,
  seedPriceItems,
  seedPriceReports,
  type PriceReportSeedRow,
} from "@/modules/pricedesk/pricedesk.seed";
import { generateSurveyReports, generateUserReports, isoDay, type ProductPlan, type ServicePlan } from "./generate";
import { priceItemSeeds } from "./price-items";
import { chunks } from "./batches";

const DEMO_ACCOUNTS = ["buyer@demo.oja.ng", "seller@demo.oja.ng", "artisan@demo.oja.ng", "courier@demo.oja.ng"];

/**
 * Price-desk items and, for the items this run creates, their year of survey history and the demo people's reports.
 * Items go in groups of 20, each group in one transaction with its history, so an item never exists without it and
 * other work (the picture pool) can use the database between groups.
 */
export async function ensurePriceItems(
  marketIds: Map<string, string>,
  now: Date,
  db: Database,
): Promise<{ ids: Map<string, string>; reports: number }> {
  let reports = 0;
  const reporters = await userIdsByEmail(DEMO_ACCOUNTS, db);
  const userReports = reporters.length > 0 ? generateUserReports(now, reporters.length, formatNaira) : [];
  for (const group of chunks(priceItemSeeds, 20)) {
    await db.transaction(async (tx) => {
      const newIds = await seedPriceItems(
        group.map(({ slug, name, aliases, unitLabel, categorySlug }) => ({
          slug,
          name,
          aliases,
          unitLabel,
          categorySlug,
        })),
        tx,
      );
      if (newIds.size === 0) return;
      const rows: PriceReportSeedRow[] = [];
      for (const item of group) {
        const itemId = newIds.get(item.slug);
        if (!itemId) continue;
        for (const report of generateSurveyReports(item, now)) {
          rows.push({
            itemId,
            priceKobo: report.priceKobo,
            state: report.state,
            marketId: report.marketSlug ? marketIds.get(report.marketSlug)! : null,
            source: "SURVEY",
            observedOn: report.observedOn,
            createdAt: new Date(`${report.observedOn}T17:00:00Z`),
          });
        }
      }
      for (const report of userReports) {
        const itemId = newIds.get(report.itemSlug);
        if (!itemId) continue;
        rows.push({
          itemId,
          priceKobo: report.priceKobo,
          state: report.state,
          source: "USER",
          status: report.status,
          heldReason: report.heldReason,
          reporterId: reporters[report.reporter]!.id,
          observedOn: report.observedOn,
          createdAt: new Date(`${report.observedOn}T19:30:00Z`),
        });
      }
      await seedPriceReports(rows, tx);
      reports += rows.length;
    });
  }
  return { ids: await priceItemIdsBySlug(db), reports };
}

/**
 * Live offers feed the desk: a LISTING report per public offer linked to an item, observed the day it was listed.
 * Offers far above the typical price are stored HELD, as the report service would hold them.
 */
export function listingReports(
  plans: (ProductPlan | ServicePlan)[],
  priceItemIds: Map<string, string>,
  publicVendors: Set<string>,
): PriceReportSeedRow[] {
  return plans
    .filter(
      (plan) => plan.priceItemSlug && plan.typicalKobo && plan.status === "ACTIVE" && publicVendors.has(plan.vendorId),
    )
    .map((plan) => {
      // The desk's figures are for one of the item's unit: an offer of several reports its price for one.
      const price = "priceKobo" in plan ? Math.round(plan.priceKobo / plan.unitQuantity) : plan.priceFromKobo;
      const ratio = price / plan.typicalKobo!;
      const held = ratio >= 1.37 || ratio <= 1 / 1.37;
      return {
        itemId: priceItemIds.get(plan.priceItemSlug!)!,
        priceKobo: price,
        state: plan.state,
        source: "LISTING" as const,
        status: held ? ("HELD" as const) : ("ACCEPTED" as const),
        heldReason: held
          ? `Listing at ${formatNaira(price)} is ${ratio.toFixed(1)}× the typical ${plan.state} price (${formatNaira(plan.typicalKobo!)}); not counted until reviewed`
          : null,
        listingId: plan.id,
        vendorId: plan.vendorId,
        observedOn: isoDay(plan.createdAt),
        createdAt: plan.createdAt,
      };
    });
}

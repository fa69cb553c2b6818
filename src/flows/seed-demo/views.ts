import "server-only";
import type { Database } from "@/db/client";
import { addDays, lagosToday } from "@/lib/dates";
import { activeProductIds, seedProductViews } from "@/modules/listings/listings.seed";

/** How many of the demo seller's active listings get views, over how many days: a few hundred rows, instant. */
export const DEMO_VIEW_LISTINGS = 12;
export const DEMO_VIEW_DAYS = 30;

/** Views for listing `rank` on a day: busier weekends, a slow rise over the month, a few quiet days; no randomness. */
export function demoViews(rank: number, back: number, weekday: number): number {
  const base = Math.max(1, 9 - rank);
  const weekend = weekday === 0 || weekday === 6 ? 2 : 1;
  const rise = (DEMO_VIEW_DAYS - back) / DEMO_VIEW_DAYS;
  const wobble = ((rank * 7 + back * 3) % 5) - 2;
  return Math.max(0, Math.round(base * weekend * (0.5 + rise)) + wobble);
}

/**
 * Gives the demo seller's product pages a month of views (dated relative to today), so the dashboard's chart has
 * something to show. Idempotent: a day that already has a row keeps it; a later run adds only the new days.
 */
export async function ensureDemoViews(vendorId: string, now: Date, db: Database): Promise<number> {
  const listings = await activeProductIds(vendorId, DEMO_VIEW_LISTINGS, db);
  const today = lagosToday(now);
  const rows = listings.flatMap((productId, rank) =>
    Array.from({ length: DEMO_VIEW_DAYS }, (_, back) => {
      const day = addDays(today, -back);
      return { productId, day, views: demoViews(rank, back, new Date(`${day}T00:00:00Z`).getUTCDay()) };
    }).filter((row) => row.views > 0),
  );
  return seedProductViews(rows, db);
}

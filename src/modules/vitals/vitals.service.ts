import "server-only";
import { lt } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { webVitalReports } from "@/modules/vitals/vitals.schema";
import type { WebVitalReport } from "@/modules/vitals/vitals.inputs";

/** Generous per address: Nigerian mobile networks put many phones behind one carrier-grade NAT address. */
export const vitalsRateLimit = { name: "web-vitals", points: 600, durationSeconds: 60 };

/** The privacy policy promises performance measurements are kept for 13 months. */
export const WEB_VITALS_RETENTION_DAYS = 396;
// Pruning on roughly one insert in 500 keeps the table bounded without a scheduler.
const PRUNE_EVERY = 500;

/** Stores a beacon's reports in one insert. */
export async function recordWebVitals(
  reports: readonly WebVitalReport[],
  random: () => number = Math.random,
  db: Database = getDb(),
): Promise<void> {
  if (reports.length === 0) return;
  await db.insert(webVitalReports).values(
    reports.map((report) => ({
      name: report.name,
      value: report.value,
      rating: report.rating ?? null,
      // Query strings may carry codes or tokens (spec's code/token/reset parameters): keep the path only.
      path: report.path.split("?")[0] ?? "/",
      navigationType: report.navigationType ?? null,
      connection: report.connection ?? null,
    })),
  );
  if (random() < 1 / PRUNE_EVERY) await pruneWebVitals(new Date(), db);
}

/** Deletes measurements older than the retention period; returns how many went. */
export async function pruneWebVitals(now = new Date(), db: Database = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - WEB_VITALS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(webVitalReports)
    .where(lt(webVitalReports.createdAt, cutoff))
    .returning({ id: webVitalReports.id });
  return deleted.length;
}

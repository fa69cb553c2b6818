import "server-only";
import { getDb } from "@/db/client";
import { webVitalReports } from "@/modules/vitals/vitals.schema";
import type { WebVitalReport } from "@/modules/vitals/vitals.inputs";

export async function recordWebVital(report: WebVitalReport): Promise<void> {
  await getDb()
    .insert(webVitalReports)
    .values({
      name: report.name,
      value: report.value,
      rating: report.rating ?? null,
      // Query strings may carry codes or tokens (spec's code/token/reset parameters): keep the path only.
      path: report.path.split("?")[0] ?? "/",
      navigationType: report.navigationType ?? null,
      connection: report.connection ?? null,
    });
}

import "server-only";
import { handleEventOnce } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import { evaluatePriceAlerts } from "@/modules/pricedesk/price-alert.service";

/**
 * A price report began to count: the item's price alerts run after the commit, from the event written with the report
 * (so a crash between the commit and the run loses no alert). evaluatePriceAlerts claims each alert it sends, so a
 * repeat sends nothing twice.
 */
export const priceAlertsJob: JobHandler<"event.price-alerts"> = async ({ eventId }, { db }) => {
  await handleEventOnce(
    eventId,
    "event.price-alerts",
    async (event) => {
      if (event.type !== "price-report.accepted") return;
      await evaluatePriceAlerts(event.payload.itemId, { today: event.payload.today }, db);
    },
    db,
  );
};

import { handleEventOnce, isSuperseded } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import { reportListingOffer } from "@/modules/pricedesk/pricedesk-listing-report.service";

/**
 * A live listing linked to a price item changed its offer: the price desk counts it as a LISTING report, from the
 * snapshot the catalogue wrote in the event (the desk never reads the catalogue's tables). A repeat on the same day
 * replaces the day's report; an offer that a newer one of the same listing replaced is skipped, whatever order the
 * workers run them in.
 */
export const priceDeskFeedJob: JobHandler<"event.price-desk-feed"> = async ({ eventId }, { db }) => {
  await handleEventOnce(
    eventId,
    "event.price-desk-feed",
    async (event) => {
      if (event.type !== "listing.offer-changed") return;
      if (await isSuperseded(eventId, event.type, { listingId: event.payload.listingId }, db)) return;
      await reportListingOffer(event.payload, {}, db);
    },
    db,
  );
};

import { handleEventOnce, isSuperseded } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import { findPublicDeskOffer, listDeskListingIds, listPublicDeskOffers } from "@/modules/listings/listing-desk.service";
import { reportListingOffer, withdrawListingReports } from "@/modules/pricedesk/pricedesk-listing-report.service";

/**
 * The price desk follows the public catalogue (issue 23, item 1):
 * - a listing linked to a price item changed its offer: when the listing is public (active, of an approved
 *   business) the desk counts it as a LISTING report, from the snapshot the catalogue wrote in the event; a
 *   pending business's listings count for nothing. A repeat on the same day replaces the day's report; an offer that
 *   a newer one of the same listing replaced is skipped, whatever order the workers run them in;
 * - a business was approved or reinstated: its public offers are counted from now on (never while it was pending);
 * - listings left the market, or their business was suspended: their reports are withdrawn and the figures drop back.
 */
export const priceDeskFeedJob: JobHandler<"event.price-desk-feed"> = async ({ eventId }, { db }) => {
  await handleEventOnce(
    eventId,
    "event.price-desk-feed",
    async (event) => {
      switch (event.type) {
        case "listing.offer-changed": {
          if (await isSuperseded(eventId, event.type, { listingId: event.payload.listingId }, db)) return;
          // Read now, not from the snapshot: a listing archived (or a business suspended) since is no offer.
          await db.transaction(async (tx) => {
            const offer = await findPublicDeskOffer(event.payload.listingId, tx);
            if (offer) await reportListingOffer({ ...event.payload, vendorId: offer.vendorId }, {}, tx);
          });
          return;
        }
        case "listing.left-market":
          await withdrawListingReports({ listingIds: event.payload.listingIds }, db);
          return;
        case "vendor.approved": {
          const { vendorId } = event.payload;
          await db.transaction(async (tx) => {
            for (const offer of await listPublicDeskOffers(vendorId, tx))
              await reportListingOffer({ ...offer, vendorId }, {}, tx);
          });
          return;
        }
        case "vendor.suspended": {
          const { vendorId } = event.payload;
          await withdrawListingReports({ vendorId, listingIds: await listDeskListingIds(vendorId, db) }, db);
          return;
        }
        default:
          return;
      }
    },
    db,
  );
};

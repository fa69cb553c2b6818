import { handleEventOnce, type DomainEvent } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import {
  listingsLeftScope,
  purgeSharedAnswers,
  sellerContactScope,
  sellerProfileScope,
  type PurgeScope,
} from "@/lib/shared-answers-purge";

/**
 * What an event took away from the shared copies. A suspension has no scope: the business's every listing left, and
 * the event does not name them (their cards on lists link products, not the store), so everything is dropped; it is
 * staff's decision, rare. A listing event from before slugs were recorded has none either.
 */
export function purgeScopeOf(event: DomainEvent): PurgeScope | undefined {
  if (event.type === "listing.left-market")
    return event.payload.slugs ? listingsLeftScope(event.payload.kind, event.payload.slugs) : undefined;
  if (event.type === "vendor.contact-hidden") return sellerContactScope(event.payload.slug);
  if (event.type === "vendor.profile-published") return sellerProfileScope(event.payload.slug);
  return undefined;
}

/**
 * Something public left the market (a listing or service taken down, a business suspended or its phone hidden): the
 * shared signed-out answers that show it are dropped, here and, through the server's relay
 * (src/server/shared-answers-relay.ts), in every other process. Harmless to repeat.
 */
export const purgeSharedAnswersJob: JobHandler<"event.purge-shared-answers"> = async ({ eventId }, { db }) => {
  await handleEventOnce(
    eventId,
    "event.purge-shared-answers",
    async (event) => purgeSharedAnswers("here", purgeScopeOf(event)),
    db,
  );
};

import { handleEventOnce } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import { purgeSharedAnswers } from "@/lib/shared-answers-purge";

/**
 * Something public left the market (a listing or service taken down, a business suspended): the shared signed-out
 * answers are dropped, here and, through the server's relay (src/server/shared-answers-relay.ts), in every other
 * process. Harmless to repeat.
 */
export const purgeSharedAnswersJob: JobHandler<"event.purge-shared-answers"> = async ({ eventId }, { db }) => {
  await handleEventOnce(eventId, "event.purge-shared-answers", async () => purgeSharedAnswers(), db);
};

import "server-only";
import type { JobHandler } from "@/jobs/job-runner";
import { sendJob } from "@/jobs/job-runner";
import { deliverDueMessages, nextAttemptOf } from "@/modules/notifications/notifications.service";

/**
 * Delivers one queued message (written by enqueueMessage with the message), and while it stays pending (a failed
 * attempt's backoff, no provider yet, another instance's claim) schedules the next try for when it is due, so the
 * attempt limit, backoff and expiry of ./notifications.service.ts hold without a timer of our own.
 */
export const deliverMessageJob: JobHandler<"notifications.deliver-message"> = async ({ messageId }, { db }) => {
  await deliverDueMessages({ ids: [messageId], limit: 1 });
  const next = await nextAttemptOf(messageId, db);
  if (next) await sendJob("notifications.deliver-message", { messageId }, { startAfter: next }, db);
};

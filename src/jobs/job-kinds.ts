/**
 * Every kind of job, by queue name, with its payload (plain JSON: it is stored in the job row). A new kind needs its
 * queue in a migration (`SELECT pgboss.create_queue(…)`, see migration 0012) and a handler in the registry
 * (src/server/job-handlers.ts), which TypeScript checks against this list.
 */

/** A domain event to hand to one subscribed handler (./domain-events.ts). */
export interface EventJobPayload {
  eventId: string;
}

export interface JobPayloads {
  "event.purge-shared-answers": EventJobPayload;
  "event.price-desk-feed": EventJobPayload;
  "event.price-alerts": EventJobPayload;
  /** Deliver (or try again) one outbox message. */
  "notifications.deliver-message": { messageId: string };
}

export type JobName = keyof JobPayloads;

/** The queues a runner works, in the order a drain empties them. */
export const JOB_NAMES = [
  "event.purge-shared-answers",
  "event.price-desk-feed",
  "event.price-alerts",
  "notifications.deliver-message",
] as const satisfies readonly JobName[];

/** The jobs that run a domain event's handler. */
export type EventJobName = { [N in JobName]: JobPayloads[N] extends EventJobPayload ? N : never }[JobName];

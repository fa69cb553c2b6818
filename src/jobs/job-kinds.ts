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
  /** An order event or a payment event, for the money side: orders paid or failed, refunds, cash at the door. */
  "event.order-payments": EventJobPayload;
  /** An order event (or a refund), told to the buyer and the seller (outbox message and in-app notification). */
  "event.order-messages": EventJobPayload;
  /** Deliver (or try again) one outbox message. */
  "notifications.deliver-message": { messageId: string };
  /** Delete the domain events every subscriber has handled, once they are older than the retention (daily). */
  "events.prune-handled": Record<string, never>;
  /** Act on one stored Paystack webhook event (payments' `payment_events` row). */
  "payments.handle-webhook": { paymentEventId: string };
  /** Ask Paystack to make one refund (a `payment_refunds` row). */
  "payments.send-refund": { refundId: string };
  /** Settle unpaid Paystack payments the webhook never told about; abandon those unpaid after 30 minutes. */
  "payments.reconcile": Record<string, never>;
  /** Cancel orders left unpaid for 30 minutes, giving their stock back. */
  "orders.expire-unpaid": Record<string, never>;
  /** Cancel paid or confirmed orders the seller did not accept within 48 hours. */
  "orders.cancel-unaccepted": Record<string, never>;
  /** Complete delivered orders whose 3-day inspection window ended, crediting the seller. */
  "orders.complete-inspected": Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** The queues a runner works, in the order a drain empties them. */
export const JOB_NAMES = [
  "event.purge-shared-answers",
  "event.price-desk-feed",
  "event.price-alerts",
  "event.order-payments",
  "event.order-messages",
  "notifications.deliver-message",
  "events.prune-handled",
  "payments.handle-webhook",
  "payments.send-refund",
  "payments.reconcile",
  "orders.expire-unpaid",
  "orders.cancel-unaccepted",
  "orders.complete-inspected",
] as const satisfies readonly JobName[];

/**
 * Jobs that run on a clock (cron, in Lagos time), registered by every runner that schedules (pg-boss sends each
 * once per slot, whatever the number of instances). Their queues come from a migration like every other.
 */
export const JOB_SCHEDULES: { [N in JobName]?: string } = {
  // Early morning, when the site is quiet.
  "events.prune-handled": "17 3 * * *",
  // Often enough that a payment whose webhook was lost is settled within minutes.
  "payments.reconcile": "*/5 * * * *",
  // Every minute: an abandoned payment gives its stock back within about 31 minutes.
  "orders.expire-unpaid": "* * * * *",
  "orders.cancel-unaccepted": "*/10 * * * *",
  "orders.complete-inspected": "*/10 * * * *",
};

/** The jobs that run a domain event's handler. */
export type EventJobName = { [N in JobName]: JobPayloads[N] extends EventJobPayload ? N : never }[JobName];

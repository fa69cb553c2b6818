import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { domainEventHandlings, domainEvents } from "./domain-events.schema";
import type { EventJobName } from "./job-kinds";
import { sendJob, wakeJobWorkers } from "./job-runner";

/**
 * Domain events: something that happened, written in the transaction of the change itself, with one job per handler
 * that subscribes to it (docs/decisions/0018-job-runner.md). The payload is what a handler needs, as it was at the
 * change (a snapshot), so a handler that runs later does not read another module's tables.
 */
/**
 * An order moved (src/modules/orders/order-state-machine.ts): a snapshot of it at the move. `paid`: the buyer's money
 * had been received online before the move, so a cancellation or rejection must refund it (the payments module).
 */
export interface OrderMovedPayload {
  orderId: string;
  orderNumber: string;
  checkoutId: string;
  vendorId: string;
  buyerId: string;
  move: string;
  from: string | null;
  to: string;
  paymentMethod: "PAYSTACK" | "PAY_ON_DELIVERY";
  paid: boolean;
  totalKobo: number;
}

/** The events of an order: placed (awaiting payment, or confirmed for pay on delivery), then one per state it reaches. */
export const orderEventTypes = [
  "order.placed",
  "order.paid",
  "order.payment-failed",
  "order.accepted",
  "order.rejected",
  "order.ready",
  "order.out-for-delivery",
  "order.delivered",
  "order.completed",
  "order.cancelled",
  "order.disputed",
  "order.refused",
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export interface DomainEventPayloads extends Record<OrderEventType, OrderMovedPayload> {
  /**
   * Public listings (products or services) left the market: archived, paused, taken down. `slugs` names what the shared
   * copies link (events written before it existed have none: their purge drops everything).
   */
  "listing.left-market": { kind: "product" | "service"; listingIds: string[]; slugs?: string[] };
  /** An active listing linked to a price item now offers this unit price: the price desk counts it. */
  "listing.offer-changed": { listingId: string; itemId: string; unitPriceKobo: number; state: string };
  /** A business was suspended: its store page and listings left the market. */
  "vendor.suspended": { vendorId: string };
  /** A business was approved, or reinstated: its active listings are public (again). */
  "vendor.approved": { vendorId: string };
  /** A public business stopped showing its phone: the shared copies that show it must drop it. */
  "vendor.contact-hidden": { vendorId: string; slug: string };
  /** A public business's reviewed changes, or its newly verified phone, went public: the old ones leave the copies. */
  "vendor.profile-published": { vendorId: string; slug: string };
  /** A price report now counts (on arrival, from a listing, or by a moderator): the item's price alerts run. */
  "price-report.accepted": { itemId: string; today: string };
  /** Money for a checkout came in: Paystack confirmed it, or the cash was collected at the door. */
  "payment.paid": { paymentId: string; checkoutId: string; method: "PAYSTACK" | "PAY_ON_DELIVERY" };
  /** A checkout's payment will not come: Paystack said failed, nobody paid within 30 minutes, or cash was refused. */
  "payment.failed": { paymentId: string; checkoutId: string; reason: "failed" | "abandoned" | "refused" };
  /**
   * Paystack processed a refund of part or all of a payment. `latePayment`: it is the refund of money that arrived
   * after the payment was given up (the buyer was told when it was found: `payment.paid-late`).
   */
  "payment.refunded": {
    paymentId: string;
    checkoutId: string;
    refundId: string;
    amountKobo: number;
    latePayment?: boolean;
    /** Paid by support as a bank transfer after Paystack could not process the refund. */
    byTransfer?: boolean;
  };
  /**
   * Paystack took the money after the payment was given up (abandoned or failed: its orders were cancelled and their
   * stock given back): the whole amount is being refunded (`refundId`).
   */
  "payment.paid-late": { paymentId: string; checkoutId: string; refundId: string; amountKobo: number };
}

export type DomainEventType = keyof DomainEventPayloads;
export type DomainEvent = { [T in DomainEventType]: { type: T; payload: DomainEventPayloads[T] } }[DomainEventType];

/** Who handles what: each (event, handler) becomes one job in the event's transaction. */
const subscribers: { [T in DomainEventType]: readonly EventJobName[] } = {
  // The price desk withdraws the reports of what left the market (src/flows/price-desk-feed.job.ts).
  "listing.left-market": ["event.purge-shared-answers", "event.price-desk-feed"],
  "listing.offer-changed": ["event.price-desk-feed"],
  "vendor.suspended": ["event.purge-shared-answers", "event.price-desk-feed"],
  // Its listings' offers, never counted while it was not public, now feed the desk.
  "vendor.approved": ["event.price-desk-feed"],
  "vendor.contact-hidden": ["event.purge-shared-answers"],
  "vendor.profile-published": ["event.purge-shared-answers"],
  "price-report.accepted": ["event.price-alerts"],
  // The orders follow their checkout's payment: paid, failed (stock back), or paid for orders cancelled meanwhile
  // (refunded); src/flows/order-payments.job.ts.
  "payment.paid": ["event.order-payments"],
  "payment.failed": ["event.order-payments"],
  // The buyer hears that the money went back, and that money which came too late is going back.
  "payment.refunded": ["event.order-messages"],
  "payment.paid-late": ["event.order-messages"],
  // Each move tells the buyer and the seller (src/flows/order-messages.job.ts); a paid order cancelled or rejected is
  // refunded, cash at the door is recorded (src/flows/order-payments.job.ts).
  "order.placed": ["event.order-messages"],
  "order.paid": ["event.order-messages"],
  "order.payment-failed": [],
  "order.accepted": ["event.order-messages"],
  "order.rejected": ["event.order-payments", "event.order-messages"],
  "order.ready": ["event.order-messages"],
  "order.out-for-delivery": ["event.order-messages"],
  "order.delivered": ["event.order-payments", "event.order-messages"],
  "order.completed": ["event.order-messages"],
  "order.cancelled": ["event.order-payments", "event.order-messages"],
  "order.disputed": ["event.order-messages"],
  "order.refused": ["event.order-payments", "event.order-messages"],
};

/** Records the event and its handlers' jobs in `db` (the caller's transaction); returns the event's id. */
export async function publishEvent(event: DomainEvent, db: Database = getDb()): Promise<string> {
  const [row] = await db
    .insert(domainEvents)
    .values({ type: event.type, payload: event.payload })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error(`events: ${event.type} was not stored`);
  for (const job of subscribers[event.type]) await sendJob(job, { eventId: row.id }, {}, db);
  wakeJobWorkers();
  return row.id;
}

/**
 * Runs `handle` for an event unless this handler has already handled it, then marks it handled (the unique key
 * event × handler), so a replayed job has no second effect. The handler runs outside any transaction of this
 * function, so it can call services that open their own; the job is held by one worker at a time (pg-boss), and only
 * a process that dies between the effect and the mark repeats it: effects are written to be harmless to repeat
 * (a purge, a report that replaces the day's report). Returns false when the event had been handled.
 */
export async function handleEventOnce(
  eventId: string,
  handler: EventJobName,
  handle: (event: DomainEvent) => Promise<void>,
  db: Database = getDb(),
): Promise<boolean> {
  const [done] = await db
    .select({ eventId: domainEventHandlings.eventId })
    .from(domainEventHandlings)
    .where(and(eq(domainEventHandlings.eventId, eventId), eq(domainEventHandlings.handler, handler)));
  if (done) return false;
  const [row] = await db
    .select({ type: domainEvents.type, payload: domainEvents.payload })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId));
  if (!row) throw new Error(`events: no event ${eventId}`);
  // The row was written by publishEvent from a DomainEvent.
  await handle({ type: row.type, payload: row.payload } as DomainEvent);
  const [marked] = await db
    .insert(domainEventHandlings)
    .values({ eventId, handler })
    .onConflictDoNothing()
    .returning({ eventId: domainEventHandlings.eventId });
  return marked !== undefined;
}

/**
 * Whether an event of the same type about the same subject (`subject`: payload fields it contains) was published
 * after this one. Workers may run two events' jobs in either order; a handler that applies a snapshot (the listing's
 * offer) skips one that a newer snapshot replaces.
 */
export async function isSuperseded(
  eventId: string,
  type: DomainEventType,
  subject: Record<string, string>,
  db: Database = getDb(),
): Promise<boolean> {
  const later = db
    .select({ occurredAt: domainEvents.occurredAt })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId));
  const [newer] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, type),
        sql`${domainEvents.payload} @> ${JSON.stringify(subject)}::jsonb`,
        gt(domainEvents.occurredAt, sql`(${later})`),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/**
 * Deletes the events older than `before` that every subscriber of their type has handled (their handling rows go
 * with them). An event a handler never finished (its job failed for good) is kept, so it can still be looked into
 * and replayed. Returns how many were deleted.
 */
export async function pruneHandledEvents(before: Date, db: Database = getDb()): Promise<number> {
  let deleted = 0;
  for (const [type, handlers] of Object.entries(subscribers) as [DomainEventType, readonly EventJobName[]][]) {
    const handled = db
      .select({ count: sql`count(*)` })
      .from(domainEventHandlings)
      .where(
        and(eq(domainEventHandlings.eventId, domainEvents.id), inArray(domainEventHandlings.handler, [...handlers])),
      );
    const rows = await db
      .delete(domainEvents)
      .where(
        and(eq(domainEvents.type, type), lt(domainEvents.occurredAt, before), sql`(${handled}) = ${handlers.length}`),
      )
      .returning({ id: domainEvents.id });
    deleted += rows.length;
  }
  return deleted;
}

import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Domain events, written in the transaction of the change that caused them (src/jobs/domain-events.ts). They belong
 * to the jobs rail, not to a module: every module publishes them, so a module of their own would make every module
 * depend on it, and the rail sits below the modules anyway.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // isSuperseded looks for a later event of one type (then filters those few by payload), and the prune job for the
    // old events of each type: both are a range of this index.
    index("domain_events_type_occurred_at_idx").on(t.type, t.occurredAt),
  ],
);

/**
 * One row per event and handler that has run, written in the handler's transaction: a replayed job (a worker that
 * died after the effect, a retry) finds it and does nothing a second time.
 */
export const domainEventHandlings = pgTable(
  "domain_event_handlings",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => domainEvents.id, { onDelete: "cascade" }),
    handler: text("handler").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

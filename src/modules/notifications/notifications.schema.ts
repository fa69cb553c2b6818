import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const outboxChannel = pgEnum("outbox_channel", ["EMAIL", "SMS"]);
export const outboxStatus = pgEnum("outbox_status", ["PENDING", "SENT", "FAILED"]);

/**
 * Messages to send, written in the same transaction as the change that causes them, then delivered with retries,
 * so a provider hiccup loses nothing. The body of a delivered message is cleared (it may hold a one-time code).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: outboxChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body"),
    html: text("html"),
    purpose: text("purpose").notNull(),
    status: outboxStatus("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_messages_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

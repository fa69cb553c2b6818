import { sql } from "drizzle-orm";
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

/**
 * What a person sees in the app about their own affairs (an order moved, a payment refunded): written by the jobs
 * that follow those events, read on /account/notifications. A person's unread are found by the partial index.
 */
export const appNotifications = pgTable(
  "app_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign key to accounts: identity sends messages through this module, so this module stays below it.
    userId: uuid("user_id").notNull(),
    /** What it is about, e.g. "order.accepted" (for filters and icons; never shown as is). */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where it leads in the app (a path such as /account/orders/…), or null. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("app_notifications_user_idx").on(t.userId, t.createdAt),
    index("app_notifications_unread_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const contactTopic = pgEnum("contact_topic", [
  "ORDER",
  "ACCOUNT",
  "SELLING",
  "PAYMENT",
  "SAFETY",
  "PRESS",
  "OTHER",
]);
export const contactStatus = pgEnum("contact_status", ["NEW", "IN_PROGRESS", "CLOSED"]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short reference the person can quote to support, e.g. "CM-7KQ2XD". */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: contactTopic("topic").notNull(),
    message: text("message").notNull(),
    status: contactStatus("status").notNull().default("NEW"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";

/**
 * A person's saved delivery addresses (issue 24): the checkout copies one into the order as a snapshot, so editing
 * or removing an address never changes an order already placed.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The person's own name for it ("Home", "Office"), or null. */
    label: text("label"),
    recipientName: text("recipient_name").notNull(),
    /** E.164. */
    recipientPhone: text("recipient_phone").notNull(),
    /** One of `nigerianStates` (src/lib/nigeria.ts). */
    state: text("state").notNull(),
    /** A local government area of `state` (src/lib/nigerian-lgas.ts). */
    lga: text("lga").notNull(),
    /** The area and street, as a rider would read it: "12 Allen Avenue, Ikeja". */
    street: text("street").notNull(),
    landmark: text("landmark"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.createdAt),
    // At most one default per person, held by the database: two tabs making different addresses default at once
    // cannot leave two.
    uniqueIndex("addresses_one_default_key")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

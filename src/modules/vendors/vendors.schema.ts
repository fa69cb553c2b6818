import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";

export const vendorKind = pgEnum("vendor_kind", ["INDIVIDUAL", "STORE", "ARTISAN"]);
export const vendorStatus = pgEnum("vendor_status", ["PENDING", "APPROVED", "SUSPENDED"]);

/** A seller's or artisan's business; created pending at sign-up and approved by the operations team. */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: vendorKind("kind").notNull(),
    displayName: text("display_name").notNull(),
    status: vendorStatus("status").notNull().default("PENDING"),
    state: text("state"),
    city: text("city"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("vendors_owner_key").on(t.ownerId), index("vendors_status_idx").on(t.status)],
);

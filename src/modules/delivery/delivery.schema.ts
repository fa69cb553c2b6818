import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * Where a seller delivers itself, and for how much: a whole state, or one local government area of it (which wins over
 * its state's row). A destination with no row is not served by the seller; pickup or Oja's courier may still be.
 */
export const vendorDeliveryRates = pgTable(
  "vendor_delivery_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** Null: the whole state. */
    lga: text("lga"),
    feeKobo: bigint("fee_kobo", { mode: "number" }).notNull(),
    /** Days after the seller accepts the order: "arrives in 1–3 days". */
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index for a seller's rows (and its rows in one state: the checkout's look-up).
    uniqueIndex("vendor_delivery_rates_zone_key").on(t.vendorId, t.state, sql`coalesce(${t.lga}, '')`),
    check("vendor_delivery_rates_fee_check", sql`${t.feeKobo} >= 0`),
    check("vendor_delivery_rates_days_check", sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

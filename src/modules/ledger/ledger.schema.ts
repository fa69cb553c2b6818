import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { vendors } from "@/modules/vendors/vendors.schema";

/** SALE: a completed order's credit; COMMISSION: Oja's share of it; REFUND: money given back; PAYOUT: paid out. */
export const ledgerEntryKind = pgEnum("ledger_entry_kind", ["SALE", "COMMISSION", "REFUND", "PAYOUT"]);

/**
 * A vendor's money with Oja, one signed movement a row (credits positive, debits negative, integer kobo); the balance
 * is their sum. Append-only. `order_id` is the order's id (no foreign key: orders sit above the ledger and own that
 * table); unique with the kind, so a replayed completion credits once.
 */
export const vendorLedgerEntries = pgTable(
  "vendor_ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "restrict" }),
    orderId: uuid("order_id"),
    kind: ledgerEntryKind("kind").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_ledger_entries_order_kind_key").on(t.orderId, t.kind),
    index("vendor_ledger_entries_vendor_idx").on(t.vendorId, t.createdAt),
    check(
      "vendor_ledger_entries_sign_check",
      sql`(${t.kind} = 'SALE' and ${t.amountKobo} >= 0) or (${t.kind} <> 'SALE' and ${t.amountKobo} <= 0)`,
    ),
  ],
);

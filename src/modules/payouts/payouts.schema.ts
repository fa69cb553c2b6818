import { pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { vendors } from "@/modules/vendors/vendors.schema";

/** Where the account name came from: the bank (through Paystack's resolve-account) or the seller's own typing. */
export const accountNameSource = pgEnum("account_name_source", ["BANK", "TYPED"]);

/** The bank account a vendor is paid into (one per vendor; changing it is an owner's act, audited). */
export const payoutAccounts = pgTable("payout_accounts", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  /** Paystack's bank code (src/lib/nigerian-banks.ts). */
  bankCode: text("bank_code").notNull(),
  /** The 10-digit NUBAN; shown masked everywhere but the owner's own form. */
  accountNumber: text("account_number").notNull(),
  accountName: text("account_name").notNull(),
  nameSource: accountNameSource("name_source").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the money's destination (bank or number) last changed; a corrected name alone does not count. */
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * No payout goes to this account before this time (PAYOUT_HOLD_HOURS after `changedAt`): the owner hears of every
   * change and has that long to stop one they did not make. The payout job reads it through payoutsAllowedAt.
   */
  payoutsHeldUntil: timestamp("payouts_held_until", { withTimezone: true }).notNull().defaultNow(),
});

import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { isUuid } from "@/lib/uuid";
import { findBank } from "@/lib/nigerian-banks";
import { mayReadPayoutSummary } from "@/modules/payouts/payouts.policy";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";

/**
 * A vendor's payout account as someone other than the owner's own form sees it: the bank, the last four digits and
 * whether the bank itself confirmed the name. The full number never leaves this module here.
 */
export interface PayoutAccountSummary {
  bankName: string;
  /** "•••• 6789". */
  maskedNumber: string;
  accountName: string;
  /** The name came from the bank (Paystack's resolve-account), not from the seller's typing. */
  bankConfirmed: boolean;
  updatedAt: Date;
}

export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/**
 * The summary of `vendorId`'s payout account, for staff who review vendors and for the vendor's members who manage
 * payouts; null for anyone else, and when the vendor has no account yet.
 */
export async function findPayoutAccountSummary(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<PayoutAccountSummary | null> {
  if (!isUuid(vendorId)) return null;
  if (!mayReadPayoutSummary(actor, vendorId)) return null;
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId)).limit(1);
  if (!row) return null;
  return {
    // A bank later taken off the list (a revoked licence) still shows by its code rather than hiding the account.
    bankName: findBank(row.bankCode)?.name ?? `Bank code ${row.bankCode}`,
    maskedNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    bankConfirmed: row.nameSource === "BANK",
    updatedAt: row.updatedAt,
  };
}

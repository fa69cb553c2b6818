import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { RateLimitedError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { createPaystackClient, paystackSettingsFromEnv, type PaystackClient } from "@/lib/paystack";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { isUuid } from "@/lib/uuid";
import { findBank } from "@/lib/nigerian-banks";
import { mayManagePayouts, requirePayoutManager } from "@/modules/payouts/payouts.policy";
import type { PayoutAccountLookup } from "@/modules/payouts/payout-account.inputs";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";

/**
 * Looking up the name on a seller's payout account. With Paystack configured, the name comes from the bank (through
 * Paystack's resolve-account API) and the seller confirms it; without it, or while Paystack cannot answer, the form
 * asks the seller to type the name. Only "no such account" stops them: every other failure is ours, not theirs.
 */
export type AccountNameLookup =
  | { status: "RESOLVED"; accountName: string; message: string }
  | { status: "NOT_FOUND"; message: string }
  | {
      status: "TYPE_IT";
      /** NOT_CONFIGURED: no Paystack key; UNAVAILABLE: Paystack failed or timed out; BUSY: Paystack's rate limit. */
      reason: "NOT_CONFIGURED" | "UNAVAILABLE" | "BUSY";
      message: string;
      retryAfterSeconds?: number | null;
    };

function waitFor(seconds: number | null): string {
  if (!seconds || seconds <= 0) return "in a minute";
  if (seconds < 90) return seconds === 1 ? "in a second" : `in ${seconds} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

const typeItAsShown = "Type the account name exactly as it appears in your bank app or on your statement.";

export const payoutLookupMessages = {
  resolved: (name: string) =>
    `The bank says this account is in the name ${name}. If that is not you or your business, check the number and the bank.`,
  notFound: (bankName: string) =>
    `We could not find that account at ${bankName}. Check the number, and the bank you chose.`,
  notConfigured: typeItAsShown,
  unavailable: `We cannot confirm account names with the banks right now. ${typeItAsShown}`,
  busy: (seconds: number | null) =>
    `Too many account checks are going on right now. Try again ${waitFor(seconds)}, or type the account name exactly as it appears in your bank app or on your statement.`,
} as const;

function paystackFromEnv(): PaystackClient | null {
  const settings = paystackSettingsFromEnv();
  return settings ? createPaystackClient(settings) : null;
}

/**
 * `input` has been through payoutAccountLookupInput (listed bank, NUBAN checked). `paystack` is for tests: by default
 * the client configured by PAYSTACK_SECRET_KEY, or none.
 */
export async function resolveAccountName(
  input: PayoutAccountLookup,
  deps: { paystack?: PaystackClient | null } = {},
): Promise<AccountNameLookup> {
  const bank = findBank(input.bankCode);
  if (!bank)
    throw new Error(`resolveAccountName: bank ${input.bankCode} is not in the list (validate the input first)`);
  const paystack = deps.paystack === undefined ? paystackFromEnv() : deps.paystack;
  if (!paystack) return { status: "TYPE_IT", reason: "NOT_CONFIGURED", message: payoutLookupMessages.notConfigured };

  const result = await paystack.resolveAccount(input.accountNumber, bank.paystackCode);
  switch (result.status) {
    case "OK":
      return {
        status: "RESOLVED",
        accountName: result.accountName,
        message: payoutLookupMessages.resolved(result.accountName),
      };
    case "NOT_FOUND":
      return { status: "NOT_FOUND", message: payoutLookupMessages.notFound(bank.name) };
    case "RATE_LIMITED":
      return {
        status: "TYPE_IT",
        reason: "BUSY",
        message: payoutLookupMessages.busy(result.retryAfterSeconds),
        retryAfterSeconds: result.retryAfterSeconds,
      };
    case "UNAVAILABLE":
      return { status: "TYPE_IT", reason: "UNAVAILABLE", message: payoutLookupMessages.unavailable };
  }
}

// ---- the owner's payout account (issue #15) ----

export const payoutLimits = {
  /** Name look-ups from the form, per person: enough to fix a typo or two, not to walk account numbers. */
  lookupsPerPerson: { name: "payout-lookup-person", points: 10, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The account as the owner's own form shows it (the full number); everyone else gets the masked summary. */
export interface OwnPayoutAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** The name came from the bank through Paystack, not from the seller's typing. */
  bankConfirmed: boolean;
  updatedAt: Date;
  /** When the bank or the number last changed. */
  changedAt: Date;
  /** No payout goes to the account before this (PAYOUT_HOLD_HOURS after a change). */
  payoutsHeldUntil: Date;
}

export function toOwn(row: typeof payoutAccounts.$inferSelect): OwnPayoutAccount {
  return {
    bankCode: row.bankCode,
    bankName: findBank(row.bankCode)?.name ?? `Bank code ${row.bankCode}`,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    bankConfirmed: row.nameSource === "BANK",
    updatedAt: row.updatedAt,
    changedAt: row.changedAt,
    payoutsHeldUntil: row.payoutsHeldUntil,
  };
}

/** Whether the vendor has a payout account at all (the review checklist asks; no details leave). */
export async function hasPayoutAccount(vendorId: string, db: Database = getDb()): Promise<boolean> {
  if (!isUuid(vendorId)) return false;
  const [row] = await db
    .select({ vendorId: payoutAccounts.vendorId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.vendorId, vendorId))
    .limit(1);
  return row !== undefined;
}

/** The full account, for those who manage the vendor's payouts (its owner); null for anyone else or when none is set. */
export async function findOwnPayoutAccount(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<OwnPayoutAccount | null> {
  if (!isUuid(vendorId) || !mayManagePayouts(actor, vendorId)) return null;
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId)).limit(1);
  return row ? toOwn(row) : null;
}

/** The form's "whose account is this?", limited per person. */
export async function lookUpPayoutAccountName(
  actor: Actor,
  vendorId: string,
  input: PayoutAccountLookup,
  deps: { paystack?: PaystackClient | null } = {},
): Promise<AccountNameLookup> {
  const userId = requirePayoutManager(actor, vendorId);
  const allowed = await consumeRateLimit(payoutLimits.lookupsPerPerson, userId);
  if (!allowed.allowed) throw new RateLimitedError(allowed.retryAfterSeconds);
  return resolveAccountName(input, deps);
}

/**
 * When payouts may next go to `vendorId`'s account: the end of the hold after its last change (in the past once the
 * hold is over); null when the vendor has no payout account. The payout job pays only when this is not after now.
 */
export async function payoutsAllowedAt(vendorId: string, db: Database = getDb()): Promise<Date | null> {
  if (!isUuid(vendorId)) return null;
  const [row] = await db
    .select({ heldUntil: payoutAccounts.payoutsHeldUntil })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.vendorId, vendorId))
    .limit(1);
  return row?.heldUntil ?? null;
}

/** The hold `account` is under right now (when payouts resume, and the hold's length in hours), or null. */
export function currentPayoutHold(
  account: Pick<OwnPayoutAccount, "changedAt" | "payoutsHeldUntil">,
  now = new Date(),
): { until: Date; hours: number } | null {
  if (account.payoutsHeldUntil <= now) return null;
  const hours = Math.round((account.payoutsHeldUntil.getTime() - account.changedAt.getTime()) / (60 * 60 * 1000));
  return { until: account.payoutsHeldUntil, hours };
}

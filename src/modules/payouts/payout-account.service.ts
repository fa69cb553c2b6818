import "server-only";
import { createPaystackClient, paystackSettingsFromEnv, type PaystackClient } from "@/lib/paystack";
import { findBank } from "@/modules/payouts/nigerian-banks";
import type { PayoutAccountLookup } from "@/modules/payouts/payout-account.inputs";

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
  resolved: (name: string) => `The bank says this account is in the name ${name}. If that is not you or your business, check the number and the bank.`,
  notFound: (bankName: string) => `We could not find that account at ${bankName}. Check the number, and the bank you chose.`,
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
  if (!bank) throw new Error(`resolveAccountName: bank ${input.bankCode} is not in the list (validate the input first)`);
  const paystack = deps.paystack === undefined ? paystackFromEnv() : deps.paystack;
  if (!paystack) return { status: "TYPE_IT", reason: "NOT_CONFIGURED", message: payoutLookupMessages.notConfigured };

  const result = await paystack.resolveAccount(input.accountNumber, bank.paystackCode);
  switch (result.status) {
    case "OK":
      return { status: "RESOLVED", accountName: result.accountName, message: payoutLookupMessages.resolved(result.accountName) };
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

import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { bankAccountInput, type BankAccount } from "@/lib/bank-account-input";
import { DomainError, ForbiddenError, InputValidationError, parseInput } from "@/lib/errors";
import { findBank } from "@/lib/nigerian-banks";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { isUuid } from "@/lib/uuid";
import { userRows } from "@/modules/identity/identity.queries";
import { paystackClient } from "./payments.config";
import { refundFollowUpMessages } from "./payments.inputs";
import { requireRefunder } from "./payments.policy";
import { paymentRefunds, payments } from "./payments.schema";

/**
 * The first half of sending on a refund Paystack holds for the buyer's bank account (./refund-account.service.ts
 * sends it): the held refund, and the account as its bank names it (`GET /bank/resolve`: the name support reads to
 * the buyer, and Paystack's id of the bank, which the retry needs). Each look-up asks a bank whose account a number
 * is, so a person has an allowance of them: plenty for a day of held refunds, not enough to walk account numbers for
 * the names they belong to.
 */

/** Ours, between the claim and Paystack's answer: not a Paystack status. */
export const CLAIMED = "account-given";

export const refundAccountLimits = {
  lookupsPerPerson: { name: "refund-account-lookup-person", points: 20, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface ResolvedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  /** As the bank holds it: support reads it to the buyer before sending. */
  accountName: string;
  /** Paystack's id of the bank. */
  bankId: string;
}

export interface RefundAccountLookup extends ResolvedAccount {
  /** The buyer's name on Oja, and whether the bank's name for the account shares a name with it. */
  buyerName: string;
  sharesBuyerName: boolean;
}

/** Names as words: "OKAFOR ADAEZE N." and "Adaeze Okafor" share "adaeze" and "okafor"; initials do not count. */
function nameWords(name: string): Set<string> {
  return new Set(
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 1),
  );
}

/** Whether the account's name shares a word with the buyer's: not proof, but a name that shares none is a warning. */
export function sharesAName(accountName: string, buyerName: string): boolean {
  const buyer = nameWords(buyerName);
  return [...nameWords(accountName)].some((word) => buyer.has(word));
}

/**
 * The staff member acting: a look-up spends their allowance, and sending takes their step-up proof, so a system actor
 * (a job) can do neither.
 */
export function refunderId(actor: Actor): string {
  requireRefunder(actor);
  if (actor.kind !== "user") throw new ForbiddenError();
  return actor.userId;
}

/** The refund, if Paystack holds it for an account, and its buyer's name, in one read. */
export async function heldRefund(refundId: string, db: Database) {
  if (!isUuid(refundId)) throw new InputValidationError({ refundId: [refundFollowUpMessages.notFound] });
  const [found] = await db
    .select({ refund: paymentRefunds, firstName: userRows.firstName, lastName: userRows.lastName })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(userRows, eq(userRows.id, payments.buyerId))
    .where(eq(paymentRefunds.id, refundId));
  if (!found) throw new InputValidationError({ refundId: [refundFollowUpMessages.notFound] });
  const { refund } = found;
  if (refund.status !== "PROCESSING" || refund.providerStatus !== "needs-attention" || !refund.providerRefundId) {
    const followedUp = refund.providerStatus === CLAIMED || refund.followUp !== null;
    throw new InputValidationError({
      refundId: [followedUp ? refundFollowUpMessages.followedUp : refundFollowUpMessages.notWaiting],
    });
  }
  return { refund, buyerName: [found.firstName, found.lastName].filter(Boolean).join(" ") };
}

export function gateway() {
  const client = paystackClient();
  if (!client) throw new InputValidationError({ form: [refundFollowUpMessages.unavailable] });
  return client;
}

/** The account's name at its bank, for support to read to the buyer before sending the refund there. */
export async function lookUpRefundAccount(
  actor: Actor,
  refundId: string,
  input: { bankCode: string; accountNumber: string },
  db: Database = getDb(),
): Promise<RefundAccountLookup> {
  const staffId = refunderId(actor);
  const account = parseInput(bankAccountInput, input);
  const { buyerName } = await heldRefund(refundId, db);
  const found = await resolveRefundAccount(staffId, account);
  return { ...found, buyerName, sharesBuyerName: sharesAName(found.accountName, buyerName) };
}

/** The account at its bank, spending one of `staffId`'s look-ups. */
export async function resolveRefundAccount(staffId: string, account: BankAccount): Promise<ResolvedAccount> {
  await enforceRateLimit(refundAccountLimits.lookupsPerPerson, staffId);
  const bank = findBank(account.bankCode)!; // the input admitted only listed banks
  const found = await gateway().resolveAccount(account.accountNumber, bank.paystackCode);
  if (found.status === "NOT_FOUND")
    throw new InputValidationError({ accountNumber: [refundFollowUpMessages.accountNotFound(bank.name)] });
  if (found.status !== "OK") throw new InputValidationError({ form: [refundFollowUpMessages.unavailable] });
  if (!found.bankId) throw new InputValidationError({ form: [refundFollowUpMessages.noBankId] });
  return {
    bankCode: bank.paystackCode,
    bankName: bank.name,
    accountNumber: account.accountNumber,
    accountName: found.accountName,
    bankId: found.bankId,
  };
}

export type RefundAccountLookupResult =
  { status: "FOUND"; lookup: RefundAccountLookup } | { status: "REFUSED"; field: string; message: string };

/** lookUpRefundAccount for a page: a refusal as its field and message, for the form to show beside what was typed. */
export async function tryLookUpRefundAccount(
  actor: Actor,
  refundId: string,
  input: { bankCode: string; accountNumber: string },
  db: Database = getDb(),
): Promise<RefundAccountLookupResult> {
  try {
    return { status: "FOUND", lookup: await lookUpRefundAccount(actor, refundId, input, db) };
  } catch (error) {
    if (error instanceof InputValidationError) return { status: "REFUSED", ...error.first };
    // Past the look-up allowance, and the like: their own message, under the form.
    if (error instanceof DomainError && !(error instanceof ForbiddenError))
      return { status: "REFUSED", field: "form", message: error.message };
    throw error;
  }
}

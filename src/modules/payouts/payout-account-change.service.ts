import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { InputValidationError } from "@/lib/errors";
import type { PaystackClient } from "@/lib/paystack";
import { enforceRateLimit } from "@/lib/rate-limit";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { userRows } from "@/modules/identity/identity.queries";
import { confirmStepUp, sendStepUpCode, stepUpMessages } from "@/modules/identity/step-up.service";
import { enqueueMessage, type EnqueueOptions } from "@/modules/notifications/notifications.service";
import { vendorRows } from "@/modules/vendors/vendors.queries";
import { findBank } from "@/lib/nigerian-banks";
import { payoutChangeMessages } from "@/modules/payouts/payout-account-messages";
import { maskAccountNumber } from "@/modules/payouts/payout-account-summary.service";
import {
  payoutLimits,
  resolveAccountName,
  toOwn,
  type OwnPayoutAccount,
} from "@/modules/payouts/payout-account.service";
import type { PayoutAccount, PayoutAccountLookup } from "@/modules/payouts/payout-account.inputs";
import { requirePayoutManager } from "@/modules/payouts/payouts.policy";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";

/**
 * Setting or changing where a vendor's money goes (issue 23, item 3). A page token alone is not enough: the owner
 * proves themselves again (identity's step-up: the password, or a code bound to this vendor and this exact account),
 * hears of every save by e-mail and SMS in the save's own transaction, and no payout goes to a new account before
 * PAYOUT_HOLD_HOURS have passed. Saves spend the name look-up's allowance, since each asks the bank whose account a
 * number is.
 */

/** A code confirms one destination: this vendor paid into this bank and number, nothing else. */
function codeSubject(vendorId: string, account: PayoutAccountLookup): string {
  return `payout:${vendorId}:${account.bankCode}:${account.accountNumber}`;
}

function bankNameOf(bankCode: string): string {
  return findBank(bankCode)?.name ?? `Bank code ${bankCode}`;
}

async function ownerAndVendor(userId: string, vendorId: string, db: Database) {
  const [owner] = await db
    .select({ firstName: userRows.firstName, email: userRows.email, phone: userRows.phone })
    .from(userRows)
    .where(eq(userRows.id, userId))
    .limit(1);
  const [vendor] = await db
    .select({ name: vendorRows.displayName })
    .from(vendorRows)
    .where(eq(vendorRows.id, vendorId))
    .limit(1);
  return { owner, vendorName: vendor?.name ?? "your business" };
}

/** Sends the owner a code that confirms paying `vendorId` into this bank and number. */
export async function requestPayoutAccountCode(
  actor: Actor,
  vendorId: string,
  input: PayoutAccountLookup,
  context: { ip?: string; messages?: EnqueueOptions } = {},
  db: Database = getDb(),
): Promise<{ message: string }> {
  const userId = requirePayoutManager(actor, vendorId);
  const { vendorName } = await ownerAndVendor(userId, vendorId, db);
  const destination = {
    vendorName,
    bankName: bankNameOf(input.bankCode),
    maskedNumber: maskAccountNumber(input.accountNumber),
  };
  const sent = await sendStepUpCode(
    {
      userId,
      purpose: "CONFIRM_PAYOUT",
      subject: codeSubject(vendorId, input),
      confirms: payoutChangeMessages.codeConfirms(destination),
    },
    context,
    db,
  );
  await recordAuditEvent(
    {
      actorId: userId,
      action: "payout.code_sent",
      entityType: "vendor",
      entityId: vendorId,
      after: { channel: sent.channel, accountNumber: destination.maskedNumber },
      ip: context.ip,
    },
    db,
  );
  return { message: stepUpMessages.codeSent(sent.masked) };
}

/**
 * Saves the account the vendor is paid into (owners only, with their password or code). With Paystack configured the
 * name is asked of the bank again here, whatever the browser sent: the bank's name is stored when it answers, an
 * unknown account is refused, and only when Paystack cannot answer is the typed name kept (marked as typed). A new
 * bank or number starts the payout hold; every save is audited (the number masked) and told to the owner.
 */
export async function setPayoutAccount(
  actor: Actor,
  vendorId: string,
  input: PayoutAccount,
  context: { ip?: string; messages?: EnqueueOptions } = {},
  deps: { paystack?: PaystackClient | null; now?: Date } = {},
  db: Database = getDb(),
): Promise<OwnPayoutAccount> {
  const userId = requirePayoutManager(actor, vendorId);
  const { password, code, ...account } = input;
  const proof = { password, code };
  // Checked before anything is spent or asked of the bank: a token alone gets no answer about any account.
  if (!password && !code) throw new InputValidationError({ password: [stepUpMessages.proofRequired] });
  await enforceRateLimit(payoutLimits.lookupsPerPerson, userId);
  const { by } = await confirmStepUp(
    { userId, purpose: "CONFIRM_PAYOUT", subject: codeSubject(vendorId, account), proof },
    context,
    db,
  );

  const lookup = await resolveAccountName(account, deps);
  if (lookup.status === "NOT_FOUND") throw new InputValidationError({ accountNumber: [lookup.message] });
  const resolved = lookup.status === "RESOLVED";
  const now = deps.now ?? new Date();
  const values = {
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
    accountName: resolved ? lookup.accountName : account.accountName,
    nameSource: resolved ? ("BANK" as const) : ("TYPED" as const),
    updatedBy: userId,
    updatedAt: now,
  };
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId)).for("update");
    const newDestination =
      !before || before.bankCode !== values.bankCode || before.accountNumber !== values.accountNumber;
    const hold = newDestination
      ? { changedAt: now, payoutsHeldUntil: new Date(now.getTime() + env().PAYOUT_HOLD_HOURS * 60 * 60 * 1000) }
      : { changedAt: before.changedAt, payoutsHeldUntil: before.payoutsHeldUntil };
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ vendorId, ...values, ...hold })
      .onConflictDoUpdate({ target: payoutAccounts.vendorId, set: { ...values, ...hold } })
      .returning();
    const masked = (saved: { bankCode: string; accountNumber: string; nameSource: string }) => ({
      bankCode: saved.bankCode,
      accountNumber: maskAccountNumber(saved.accountNumber),
      nameSource: saved.nameSource,
    });
    await recordAuditEvent(
      {
        actorId: userId,
        action: "payout.account_set",
        entityType: "vendor",
        entityId: vendorId,
        before: before ? masked(before) : undefined,
        after: { ...masked(values), confirmedBy: by, payoutsHeldUntil: hold.payoutsHeldUntil.toISOString() },
        ip: context.ip,
      },
      tx,
    );
    await tellOwner(userId, vendorId, { ...values, changed: before !== undefined, at: now, ...hold }, context, tx);
    return row!;
  });
  return toOwn(saved);
}

/** The owner hears of every save, on every way we have to reach them, committed with the save or not at all. */
async function tellOwner(
  userId: string,
  vendorId: string,
  save: {
    bankCode: string;
    accountNumber: string;
    accountName: string;
    changed: boolean;
    at: Date;
    payoutsHeldUntil: Date;
  },
  context: { messages?: EnqueueOptions },
  tx: Database,
): Promise<void> {
  const { owner, vendorName } = await ownerAndVendor(userId, vendorId, tx);
  if (!owner) return;
  const words = payoutChangeMessages.notice({
    firstName: owner.firstName,
    vendorName,
    bankName: bankNameOf(save.bankCode),
    maskedNumber: maskAccountNumber(save.accountNumber),
    accountName: save.accountName,
    changed: save.changed,
    at: save.at,
    heldUntil: save.payoutsHeldUntil,
  });
  const purpose = "payout.account_changed";
  if (owner.email) {
    await enqueueMessage(
      { channel: "EMAIL", recipient: owner.email, subject: words.subject, body: words.text, purpose },
      context.messages,
      tx,
    );
  }
  if (owner.phone) {
    await enqueueMessage({ channel: "SMS", recipient: owner.phone, body: words.sms, purpose }, context.messages, tx);
  }
}

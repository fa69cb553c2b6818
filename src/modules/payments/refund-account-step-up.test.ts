import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { systemActor } from "@/lib/actor";
import { auditEvents } from "@/modules/audit/audit.schema";
import { stepUpMessages } from "@/modules/identity/step-up.service";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundFollowUpMessages } from "@/modules/payments/payments.inputs";
import { giveRefundAccount, requestRefundAccountCode } from "@/modules/payments/refund-account.service";
import { permissionsForRole } from "@/modules/identity/staff-permissions";
import { userActor } from "../../../tests/factories/actors";
import { createAccount, latestCode, wrongCode } from "../../../tests/factories/accounts";
import {
  createRefundSupport,
  createTestPayment,
  payAndHoldRefund,
  setUpPaymentGateway,
} from "../../../tests/factories/payments";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

/**
 * Sending a held refund to a bank account takes the sender's step-up proof (identity's step-up.service.ts): a stolen
 * staff session alone cannot send a buyer's money to the thief's account. The password, or a code sent to the sender's
 * verified phone (else e-mail) that confirms this refund to this account and nothing else.
 */

const { paystack } = setUpPaymentGateway();
checkMoneyAfterEach();

const GTBANK = "058";
const ACCOUNT = "0123456785";
const THIEF = { bankCode: "044", accountNumber: "0690000032" };
const account = { bankCode: GTBANK, accountNumber: ACCOUNT };

async function heldRefund(amountKobo = 750_000) {
  const payment = await createTestPayment({ amountKobo });
  const refund = await payAndHoldRefund(paystack(), payment, amountKobo, "Order OJA-TEST rejected by the seller");
  paystack().standin.accounts.set(`${GTBANK}:${ACCOUNT}`, "NGOZI ADEBAYO");
  paystack().standin.accounts.set(`${THIEF.bankCode}:${THIEF.accountNumber}`, "CHUKS THIEF");
  paystack().requests.length = 0;
  return refund;
}

/** What Paystack was asked since the refund was held: any look-up or retry. */
const asked = () => paystack().requests.map((r) => `${r.method} ${r.path.split("?")[0]}`);
const held = async (refundId: string) =>
  expect(await refundById(refundId)).toMatchObject({ providerStatus: "needs-attention", followUp: null });

async function auditOf(action: string, entityId: string) {
  return getDb()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));
}

describe("sending a held refund to an account needs more than a session", () => {
  it("refuses a send with no password and no code before asking the bank anything", async () => {
    const refund = await heldRefund();
    const { actor } = await createRefundSupport();
    for (const proof of [{}, { password: "", code: "" }, { password: undefined, code: undefined }]) {
      await expect(giveRefundAccount(actor, refund.id, { ...THIEF, ...proof })).rejects.toMatchObject({
        validation: { password: [stepUpMessages.proofRequired] },
      });
    }
    expect(asked()).toEqual([]);
    await held(refund.id);
  });

  it("refuses a wrong password (audited), and past the password allowance refuses even the right one for a while", async () => {
    const refund = await heldRefund();
    const { actor, account: staff } = await createRefundSupport();
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 7; i += 1) {
      const error = (await giveRefundAccount(actor, refund.id, { ...THIEF, password: `Guess-number-${i}` }).catch(
        (e: unknown) => e,
      )) as { code?: string; validation?: Record<string, string[]> };
      answers.push(error.validation?.password?.[0] ?? error.code);
    }
    // Five free guesses, shared with the password change (a stolen session gets one budget, not one per feature).
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(stepUpMessages.wrongPassword));
    expect(answers.at(-1)).toBe("RATE_LIMITED");
    await expect(giveRefundAccount(actor, refund.id, { ...THIEF, password: staff.password })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    expect(asked()).toEqual([]);
    await held(refund.id);
    const rejected = await auditOf("auth.step_up_rejected", staff.user.id);
    expect(rejected.length).toBeGreaterThanOrEqual(5);
    expect(rejected[0]?.after).toMatchObject({ purpose: "CONFIRM_REFUND_ACCOUNT", reason: "wrong_password" });
  });

  it("sends a code that says what it confirms; it confirms this refund to this account only", async () => {
    const refund = await heldRefund(750_000);
    const other = await heldRefund(420_000);
    const { actor, account: staff } = await createRefundSupport();

    expect(
      await requestRefundAccountCode(actor, refund.id, { bankCode: GTBANK, accountNumber: "012 345 6785" }),
    ).toEqual({
      message: stepUpMessages.codeSent(`+234803****${staff.phone!.slice(-3)}`),
    });
    const code = await latestCode(staff.phone!);
    const [sms] = await getDb()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, staff.phone!), eq(outboxMessages.purpose, "otp:CONFIRM_REFUND_ACCOUNT")));
    // Someone talked into reading the code out hears where the money would go; the whole number is never in it.
    expect(sms?.body).toContain("send a ₦7,500.00 refund to GTBank (Guaranty Trust Bank) …6785");
    expect(sms?.body).not.toContain(ACCOUNT);

    // Not for another account, nor another refund.
    await expect(giveRefundAccount(actor, refund.id, { ...THIEF, code })).rejects.toMatchObject({
      validation: { code: [stepUpMessages.codeInvalid] },
    });
    await expect(giveRefundAccount(actor, other.id, { ...account, code })).rejects.toMatchObject({
      validation: { code: [stepUpMessages.codeInvalid] },
    });
    expect(asked()).toEqual([]);

    paystack().standin.refundSettling = "by-hand";
    expect(await giveRefundAccount(actor, refund.id, { ...account, code })).toMatchObject({
      followUp: "ACCOUNT_GIVEN",
      refundAccount: "GTBank (Guaranty Trust Bank) …6785",
    });
    const [given] = await auditOf("payments.refund_account_given", refund.id);
    expect(given).toMatchObject({ actorId: staff.user.id, after: { confirmedBy: "CODE" } });
    await held(other.id);
  });

  it("kills a code after five wrong tries", async () => {
    const refund = await heldRefund();
    const { actor, account: staff } = await createRefundSupport();
    await requestRefundAccountCode(actor, refund.id, account);
    const code = await latestCode(staff.phone!);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const error = (await giveRefundAccount(actor, refund.id, { ...account, code: wrongCode(code) }).catch(
        (e: unknown) => e,
      )) as { validation?: Record<string, string[]> };
      answers.push(error.validation?.code?.[0] ?? "");
    }
    // Five tries; then even the right code is dead.
    expect(answers).toEqual(Array(5).fill(stepUpMessages.codeInvalid));
    await expect(giveRefundAccount(actor, refund.id, { ...account, code })).rejects.toMatchObject({
      validation: { code: [stepUpMessages.codeLocked] },
    });
    await held(refund.id);
  });

  it("sends no code to staff with nothing verified to send it to, nor for a refund that is not held, nor to others", async () => {
    const refund = await heldRefund();
    const unverified = await createAccount({ verified: false });
    const staff = userActor(unverified.user.id, [...permissionsForRole("ADMIN")]);
    await expect(requestRefundAccountCode(staff, refund.id, account)).rejects.toMatchObject({
      validation: { code: [stepUpMessages.noDestination] },
    });

    const { actor } = await createRefundSupport();
    await expect(
      requestRefundAccountCode(actor, "00000000-0000-4000-8000-000000000000", account),
    ).rejects.toMatchObject({ validation: { refundId: [refundFollowUpMessages.notFound] } });
    await expect(
      requestRefundAccountCode(actor, refund.id, { bankCode: GTBANK, accountNumber: "0123456786" }),
    ).rejects.toMatchObject({ validation: { accountNumber: [expect.stringContaining("not a valid account number")] } });

    const buyer = await createAccount({ verified: true });
    await expect(requestRefundAccountCode(userActor(buyer.user.id), refund.id, account)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // A job has no one to prove themselves: only a person sends a refund to an account.
    await expect(
      giveRefundAccount(systemActor("test"), refund.id, { ...account, password: "anything" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const sent = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, "otp:CONFIRM_REFUND_ACCOUNT"));
    expect(sent.filter((m) => m.recipient === buyer.phone || m.recipient === unverified.phone)).toEqual([]);
    await held(refund.id);
  });
});

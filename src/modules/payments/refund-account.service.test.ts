import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { users } from "@/modules/identity/identity.schema";
import { listDevOutbox } from "@/modules/notifications/notifications.service";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundsForBuyer } from "@/modules/payments/payment-refunds.service";
import { refundFollowUpMessages } from "@/modules/payments/payments.inputs";
import { giveRefundAccount } from "@/modules/payments/refund-account.service";
import {
  lookUpRefundAccount,
  refundAccountLimits,
  sharesAName,
  tryLookUpRefundAccount,
} from "@/modules/payments/refund-account-lookup.service";
import { refundsToFollowUp } from "@/modules/payments/refund-follow-up.service";
import { moderatorActor, userActor } from "../../../tests/factories/actors";
import { GOOD_PASSWORD } from "../../../tests/factories/accounts";
import { createUser } from "../../../tests/factories/identity";
import {
  createRefundSupport,
  createTestPayment,
  payAndFailRefund,
  payAndHoldRefund,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { sendMessagesToDevOutbox } from "../../../tests/setup/dev-outbox";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

/**
 * A refund Paystack holds for the buyer's bank account, finished from Oja: looked up (the name the bank gives, and
 * Paystack's bank id), sent once with Paystack's retry_with_customer_details however many press at once, and left as it
 * was when Paystack is down or refuses.
 */

const { paystack, logged } = setUpPaymentGateway();
checkMoneyAfterEach();
sendMessagesToDevOutbox();

const GTBANK = "058";
const ACCOUNT = "0123456785";

async function support() {
  return (await createRefundSupport()).actor;
}
/** Sending takes the sender's step-up proof (./refund-account-step-up.test.ts): here, the password. */
const proof = { password: GOOD_PASSWORD };

async function heldRefund(amountKobo = 750_000) {
  const payment = await createTestPayment({ amountKobo });
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, payment.buyerId));
  const refund = await payAndHoldRefund(paystack(), payment, amountKobo, "Order OJA-TEST rejected by the seller");
  expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSING", providerStatus: "needs-attention" });
  paystack().standin.accounts.set(`${GTBANK}:${ACCOUNT}`, "NGOZI ADEBAYO");
  return { payment, refund: (await refundById(refund.id))! };
}

const retries = () => paystack().requests.filter((r) => r.path.startsWith("/refund/retry_with_customer_details/"));

describe("sharesAName", () => {
  it("matches a name in any order, case or accent; initials and a stranger's name do not", () => {
    expect(sharesAName("OKAFOR ADAEZE N.", "Adaeze Okafor")).toBe(true);
    expect(sharesAName("OLAJIDE ADEBAYO", "Ọlájídé Adébáyọ̀")).toBe(true);
    expect(sharesAName("MAMA T FOODS (NIG) LTD", "Titi Bello")).toBe(false);
    expect(sharesAName("A. O. N.", "Adaeze Okafor")).toBe(false);
    expect(sharesAName("TEST ACCOUNT HOLDER 6785", "Adaeze Okafor")).toBe(false);
    expect(sharesAName("NGOZI ADEBAYO", "")).toBe(false);
  });
});

describe("a refund Paystack holds for the buyer's bank account", () => {
  it("is looked up, sent on once, then on its way and processed; the buyer sees where it went", async () => {
    const { payment, refund } = await heldRefund();
    const staff = await support();
    expect((await refundsToFollowUp(staff)).find((item) => item.refund.id === refund.id)?.problem).toBe(
      "NEEDS_BANK_DETAILS",
    );

    // The number as a buyer reads it out on the phone.
    expect(await lookUpRefundAccount(staff, refund.id, { bankCode: GTBANK, accountNumber: "012 345 6785" })).toEqual({
      bankCode: GTBANK,
      bankName: "GTBank (Guaranty Trust Bank)",
      accountNumber: ACCOUNT,
      accountName: "NGOZI ADEBAYO",
      bankId: "1058",
      buyerName: "Ngozi Adebayo",
      sharesBuyerName: true,
    });
    expect(retries()).toHaveLength(0);

    paystack().standin.refundSettling = "by-hand";
    const sent = await giveRefundAccount(staff, refund.id, { bankCode: GTBANK, accountNumber: ACCOUNT, ...proof });
    expect(sent).toMatchObject({
      status: "PROCESSING",
      providerStatus: "processing",
      followUp: "ACCOUNT_GIVEN",
      refundAccount: "GTBank (Guaranty Trust Bank) …6785",
      refundAccountName: "NGOZI ADEBAYO",
    });
    expect(retries()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/refund/retry_with_customer_details/${refund.providerRefundId}`,
        body: { refund_account_details: { currency: "NGN", account_number: ACCOUNT, bank_id: "1058" } },
      }),
    ]);
    expect((await refundsToFollowUp(staff)).some((item) => item.refund.id === refund.id)).toBe(false);
    expect(await refundsForBuyer(payment.id)).toEqual([
      {
        amountKobo: 750_000,
        state: "ON_ITS_WAY",
        transferReference: null,
        toAccount: "GTBank (Guaranty Trust Bank) …6785",
      },
    ]);
    const [audit] = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, refund.id), eq(auditEvents.action, "payments.refund_account_given")));
    expect(audit).toMatchObject({ actorId: staff.userId, after: { sharesBuyerName: true, confirmedBy: "PASSWORD" } });

    await paystack().standin.settleRefund(Number(refund.providerRefundId), "processed");
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 750_000 });
    expect(await refundsForBuyer(payment.id)).toMatchObject([
      { state: "REFUNDED", toAccount: "GTBank (Guaranty Trust Bank) …6785" },
    ]);
    const [buyer] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, payment.buyerId));
    const mail = (await listDevOutbox({ recipient: buyer!.email! })).filter((m) => m.purpose?.startsWith("payment."));
    expect(mail.map((m) => m.body)).toEqual([
      expect.stringContaining("We refunded ₦7,500.00 to your account GTBank (Guaranty Trust Bank) …6785."),
    ]);
    // Logs name the account by its last four digits only.
    expect(logged()).not.toContain(ACCOUNT);
  });

  it("refuses bad input, an account its bank does not have, and a refund that is not held, sending nothing", async () => {
    const { refund } = await heldRefund(400_000);
    const staff = await support();
    const cases: [{ bankCode: string; accountNumber: string }, string, string][] = [
      [{ bankCode: "999", accountNumber: ACCOUNT }, "bankCode", "Choose your bank from the list"],
      [{ bankCode: GTBANK, accountNumber: "" }, "accountNumber", "Enter your 10-digit account number"],
      [
        { bankCode: GTBANK, accountNumber: "12345" },
        "accountNumber",
        "An account number has 10 digits; this one has 5",
      ],
      [{ bankCode: GTBANK, accountNumber: "01234S6785" }, "accountNumber", "An account number has only digits"],
      [{ bankCode: GTBANK, accountNumber: "9".repeat(2_000) }, "accountNumber", "this is far longer"],
      [{ bankCode: GTBANK, accountNumber: "<b>0123456785</b>" }, "accountNumber", "only digits"],
      [{ bankCode: GTBANK, accountNumber: "0123456786" }, "accountNumber", "not a valid account number at GTBank"],
      // A valid number its bank has no account for.
      [
        { bankCode: "044", accountNumber: "0690000032" },
        "accountNumber",
        "Access Bank has no account with this number",
      ],
    ];
    for (const [input, field, message] of cases) {
      for (const act of [
        () => lookUpRefundAccount(staff, refund.id, input),
        () => giveRefundAccount(staff, refund.id, { ...input, ...proof }),
      ]) {
        const error = await act().then(
          () => null,
          (e: { validation?: Record<string, string[]> }) => e.validation,
        );
        expect([input, error?.[field]?.[0]]).toEqual([input, expect.stringContaining(message)]);
      }
    }
    expect(retries()).toHaveLength(0);
    expect(await refundById(refund.id)).toMatchObject({ providerStatus: "needs-attention", followUp: null });

    const failed = await payAndFailRefund(paystack(), await createTestPayment({ amountKobo: 200_000 }));
    for (const [refundId, message] of [
      [failed.id, refundFollowUpMessages.notWaiting],
      ["00000000-0000-4000-8000-000000000000", refundFollowUpMessages.notFound],
      ["'; drop table payment_refunds; --", refundFollowUpMessages.notFound],
    ] as const) {
      await expect(
        giveRefundAccount(staff, refundId, { bankCode: GTBANK, accountNumber: ACCOUNT, ...proof }),
      ).rejects.toMatchObject({ validation: { refundId: [message] } });
    }
    expect(retries()).toHaveLength(0);
  });

  it("gives each person an allowance of look-ups: enough for the day's refunds, not to walk account numbers", async () => {
    const { refund } = await heldRefund(350_000);
    const staff = await support();
    const input = { bankCode: GTBANK, accountNumber: ACCOUNT };
    const allowance = refundAccountLimits.lookupsPerPerson.points;
    for (let i = 0; i < allowance; i += 1) await lookUpRefundAccount(staff, refund.id, input);
    const asked = paystack().requests.length;
    await expect(lookUpRefundAccount(staff, refund.id, input)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // The page shows it under the form, as any refusal.
    expect(await tryLookUpRefundAccount(staff, refund.id, input)).toEqual({
      status: "REFUSED",
      field: "form",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    // Sending looks the account up again, so it waits too; nothing reached Paystack.
    await expect(giveRefundAccount(staff, refund.id, { ...input, ...proof })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    expect(paystack().requests.length).toBe(asked);
    await expect(lookUpRefundAccount(await support(), refund.id, input)).resolves.toMatchObject({
      accountName: "NGOZI ADEBAYO",
    });
  });

  it("is support's alone: a buyer, a seller or a price moderator is refused", async () => {
    const { payment, refund } = await heldRefund(300_000);
    for (const actor of [
      userActor(payment.buyerId),
      userActor((await createUser()).id),
      moderatorActor((await createUser()).id),
    ]) {
      const input = { bankCode: GTBANK, accountNumber: ACCOUNT };
      await expect(lookUpRefundAccount(actor, refund.id, input)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(giveRefundAccount(actor, refund.id, { ...input, ...proof })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect(retries()).toHaveLength(0);
    expect(await refundById(refund.id)).toMatchObject({ providerStatus: "needs-attention", followUp: null });
  });

  it("leaves the refund held and listed when Paystack is down or refuses the account, with a message that says so", async () => {
    const { refund } = await heldRefund(500_000);
    const staff = await support();
    const resolved = {
      status: 200,
      body: {
        status: true,
        message: "Account number resolved",
        data: { account_number: ACCOUNT, account_name: "NGOZI ADEBAYO", bank_id: 1058 },
      },
    };
    const input = { bankCode: GTBANK, accountNumber: ACCOUNT, ...proof };

    paystack().script.push(resolved, { status: 503, body: { status: false, message: "Service unavailable" } });
    await expect(giveRefundAccount(staff, refund.id, input)).rejects.toMatchObject({
      validation: { form: [refundFollowUpMessages.unavailable] },
    });
    paystack().script.push(resolved, {
      status: 422,
      body: { status: false, message: "Account details could not be validated", type: "validation_error" },
    });
    await expect(giveRefundAccount(staff, refund.id, input)).rejects.toMatchObject({
      validation: { form: [refundFollowUpMessages.refused("Account details could not be validated")] },
    });
    expect(await refundById(refund.id)).toMatchObject({
      status: "PROCESSING",
      providerStatus: "needs-attention",
      followUp: null,
      refundAccount: null,
      refundAccountName: null,
    });
    expect((await refundsToFollowUp(staff)).some((item) => item.refund.id === refund.id)).toBe(true);

    // And then it goes through.
    expect(await giveRefundAccount(staff, refund.id, input)).toMatchObject({ followUp: "ACCOUNT_GIVEN" });
    await drainJobs();
    expect(await refundById(refund.id)).toMatchObject({ status: "PROCESSED" });
  });

  it("sends once when four people press at once; the others are told it was followed up", async () => {
    const { refund } = await heldRefund(600_000);
    const staff = await Promise.all([support(), support(), support(), support()]);
    paystack().standin.refundSettling = "by-hand";
    const results = await Promise.allSettled(
      staff.map((actor) => giveRefundAccount(actor, refund.id, { bankCode: GTBANK, accountNumber: ACCOUNT, ...proof })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect(result.reason).toMatchObject({ validation: { refundId: [refundFollowUpMessages.followedUp] } });
    expect(retries()).toHaveLength(1);
  });
});

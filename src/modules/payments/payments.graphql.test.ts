import { describe, expect, it } from "vitest";
import { setStaffRole } from "@/modules/identity/staff.service";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundsOf } from "@/modules/payments/payment-refunds.service";
import { refundFollowUpMessages } from "@/modules/payments/payments.inputs";
import { createAccessToken, createUser } from "../../../tests/factories";
import { createAccount, latestCode } from "../../../tests/factories/accounts";
import {
  createTestPayment,
  payAndFailRefund,
  payAndHoldRefund,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { executeAs as run } from "../../../tests/setup/graphql";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

/** Support's refunds over GraphQL: the page's service behind the staff permission, with its messages. */

const { paystack } = setUpPaymentGateway();
checkMoneyAfterEach();

const LIST = /* GraphQL */ `
  query Refunds {
    refundsToFollowUp {
      problem paymentReference paymentAmountKobo refundedKobo buyerName buyerEmail orderNumbers
      refund { id amountKobo reason status failureReason followUp }
    }
  }
`;
const AGAIN = /* GraphQL */ `
  mutation Again($refundId: ID!) {
    refundAgain(refundId: $refundId) { id amountKobo status }
  }
`;
const TRANSFER = /* GraphQL */ `
  mutation Transfer($refundId: ID!, $transferReference: String!) {
    recordRefundByTransfer(refundId: $refundId, transferReference: $transferReference) { id status transferReference }
  }
`;

const LOOK_UP = /* GraphQL */ `
  query LookUp($refundId: ID!, $bankCode: String!, $accountNumber: String!) {
    lookUpRefundAccount(refundId: $refundId, bankCode: $bankCode, accountNumber: $accountNumber) {
      bankName accountNumber accountName
    }
  }
`;
const GIVE = /* GraphQL */ `
  mutation Give($refundId: ID!, $bankCode: String!, $accountNumber: String!, $password: String, $code: String) {
    giveRefundAccount(
      refundId: $refundId, bankCode: $bankCode, accountNumber: $accountNumber, password: $password, code: $code
    ) {
      id status providerStatus followUp refundAccount refundAccountName
    }
  }
`;
const SEND_CODE = /* GraphQL */ `
  mutation SendCode($refundId: ID!, $bankCode: String!, $accountNumber: String!) {
    requestRefundAccountCode(refundId: $refundId, bankCode: $bankCode, accountNumber: $accountNumber) { message }
  }
`;

async function failedRefund(amountKobo: number) {
  const payment = await createTestPayment({ amountKobo });
  return { payment, refund: await payAndFailRefund(paystack(), payment) };
}

async function adminToken(): Promise<string> {
  const user = await createUser();
  await setStaffRole(null, user.email!, "ADMIN");
  return createAccessToken(user);
}

describe("refunds to follow up over GraphQL", () => {
  it("refuses the signed out, buyers and moderators, changing nothing", async () => {
    const { payment, refund } = await failedRefund(300_000);
    expect((await run(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const moderator = await createUser();
    await setStaffRole(null, moderator.email!, "MODERATOR");
    for (const token of [await createAccessToken({ id: payment.buyerId }), await createAccessToken(moderator)]) {
      for (const [query, variables] of [
        [LIST, {}],
        [AGAIN, { refundId: refund.id }],
        [TRANSFER, { refundId: refund.id, transferReference: "TRF-2026-11-28-010" }],
      ] as const) {
        expect((await run(query, variables, token)).errors?.[0]).toMatchObject({
          message: "You do not have permission to do that",
          extensions: { code: "FORBIDDEN" },
        });
      }
    }
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it("an admin lists the failed refund and records a transfer; a second follow-up gets the service's message", async () => {
    const { payment, refund } = await failedRefund(450_000);
    const token = await adminToken();
    const listed = (await run(LIST, {}, token)).data as {
      refundsToFollowUp: {
        refund: { id: string };
        problem: string;
        paymentReference: string;
        orderNumbers: string[];
      }[];
    };
    expect(listed.refundsToFollowUp.find((item) => item.refund.id === refund.id)).toMatchObject({
      problem: "FAILED",
      paymentReference: payment.reference,
      orderNumbers: [],
    });
    const bad = await run(TRANSFER, { refundId: refund.id, transferReference: "<b>x</b>" }, token);
    expect(JSON.stringify(bad.errors)).toContain(refundFollowUpMessages.transferReference);
    const done = await run(TRANSFER, { refundId: refund.id, transferReference: "TRF-2026-11-28-011" }, token);
    expect(done.data).toMatchObject({
      recordRefundByTransfer: { status: "PROCESSED", transferReference: "TRF-2026-11-28-011" },
    });
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 450_000 });
    const again = await run(AGAIN, { refundId: refund.id }, token);
    expect(JSON.stringify(again.errors)).toContain(refundFollowUpMessages.followedUp);
    expect(await refundById(refund.id)).toMatchObject({ followUp: "PAID_BY_TRANSFER" });
  });

  it("an admin looks up and sends on a refund Paystack holds; a buyer may not; bad input gets the form's message", async () => {
    const payment = await createTestPayment({ amountKobo: 350_000 });
    const refund = await payAndHoldRefund(paystack(), payment);
    paystack().standin.accounts.set("058:0123456785", "NGOZI ADEBAYO");
    const account = { refundId: refund.id, bankCode: "058", accountNumber: "0123456785" };
    const buyer = await createAccessToken({ id: payment.buyerId });
    for (const query of [LOOK_UP, GIVE, SEND_CODE])
      expect((await run(query, account, buyer)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    // An admin with a password and a verified phone: sending takes one or a code sent to the other.
    const admin = await createAccount({ verified: true });
    await setStaffRole(null, admin.email!, "ADMIN");
    const token = await createAccessToken(admin.user);
    const bad = await run(GIVE, { ...account, accountNumber: "12345", password: admin.password }, token);
    expect(JSON.stringify(bad.errors)).toContain("An account number has 10 digits; this one has 5");
    expect((await run(LOOK_UP, account, token)).data).toEqual({
      lookUpRefundAccount: {
        bankName: "GTBank (Guaranty Trust Bank)",
        accountNumber: "0123456785",
        accountName: "NGOZI ADEBAYO",
      },
    });
    const bare = await run(GIVE, account, token);
    expect(bare.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { password: ["Enter your password, or ask for a code and enter it"] },
    });
    const wrong = await run(GIVE, { ...account, password: "Not-my-password-1" }, token);
    expect(wrong.errors?.[0]?.extensions?.validation).toEqual({ password: ["Your password is not correct"] });
    expect((await refundById(refund.id))?.followUp).toBeNull();

    expect((await run(SEND_CODE, account, token)).data).toEqual({
      requestRefundAccountCode: {
        message: `We sent a 6-digit code to +234803****${admin.phone!.slice(-3)}. It expires in 10 minutes.`,
      },
    });
    paystack().standin.refundSettling = "by-hand";
    expect((await run(GIVE, { ...account, code: await latestCode(admin.phone!) }, token)).data).toEqual({
      giveRefundAccount: {
        id: refund.id,
        status: "PROCESSING",
        providerStatus: "processing",
        followUp: "ACCOUNT_GIVEN",
        refundAccount: "GTBank (Guaranty Trust Bank) …6785",
        refundAccountName: "NGOZI ADEBAYO",
      },
    });
    const accepted = (await refundById(refund.id))!;
    await paystack().standin.settleRefund(Number(accepted.providerRefundId), "processed");
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED", refundedKobo: 350_000 });
  });
});

import { builder } from "@/graphql/builder";
import { ordersOfCheckouts } from "@/modules/orders/orders.service";
import { recordRefundByTransfer, refundAgain, refundsToFollowUp } from "@/modules/payments/refund-follow-up.service";
import type { RefundSummary, RefundToFollowUp } from "@/modules/payments/payments.types";
import { lookUpRefundAccount, type RefundAccountLookup } from "@/modules/payments/refund-account-lookup.service";
import { giveRefundAccount, requestRefundAccountCode } from "@/modules/payments/refund-account.service";

/**
 * Support's follow-up of refunds the buyer is still owed (the refund permission), as on /dashboard/refunds: the same
 * service, so the same rules and messages. Private: nothing here is in src/graphql/shareable.ts.
 */

const RefundStatusEnum = builder.enumType("RefundStatus", {
  values: ["PENDING", "PROCESSING", "PROCESSED", "FAILED"] as const,
});
const RefundFollowUpEnum = builder.enumType("RefundFollowUp", {
  description: "REFUNDED_AGAIN and PAID_BY_TRANSFER replace a failed refund; ACCOUNT_GIVEN sent a held one on",
  values: ["REFUNDED_AGAIN", "PAID_BY_TRANSFER", "ACCOUNT_GIVEN"] as const,
});
const RefundProblemEnum = builder.enumType("RefundProblem", {
  description: "FAILED: Paystack could not process it. NEEDS_BANK_DETAILS: Paystack holds it for the buyer's account",
  values: ["FAILED", "NEEDS_BANK_DETAILS"] as const,
});

const RefundType = builder.objectRef<RefundSummary>("Refund").implement({
  description: "Money going back to a buyer, in kobo",
  fields: (t) => ({
    id: t.exposeID("id"),
    amountKobo: t.exposeInt("amountKobo"),
    reason: t.exposeString("reason"),
    status: t.field({ type: RefundStatusEnum, resolve: (r) => r.status }),
    providerRefundId: t.exposeString("providerRefundId", { nullable: true }),
    providerStatus: t.exposeString("providerStatus", { nullable: true }),
    failureReason: t.exposeString("failureReason", { nullable: true }),
    followUp: t.field({ type: RefundFollowUpEnum, nullable: true, resolve: (r) => r.followUp }),
    transferReference: t.exposeString("transferReference", { nullable: true }),
    refundAccount: t.exposeString("refundAccount", {
      nullable: true,
      description: "The buyer's account a held refund was sent on to: its bank and last four digits",
    }),
    refundAccountName: t.exposeString("refundAccountName", {
      nullable: true,
      description: "The name the bank gave that account",
    }),
    processedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.processedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (r) => r.updatedAt }),
  }),
});

type ListedRefund = RefundToFollowUp & { orderNumbers: string[] };

const RefundToFollowUpType = builder.objectRef<ListedRefund>("RefundToFollowUp").implement({
  description: "A refund the buyer is still owed, with whom to reach",
  fields: (t) => ({
    refund: t.field({ type: RefundType, resolve: (item) => item.refund }),
    problem: t.field({ type: RefundProblemEnum, resolve: (item) => item.problem }),
    paymentReference: t.string({ resolve: (item) => item.payment.reference }),
    paymentAmountKobo: t.int({ resolve: (item) => item.payment.amountKobo }),
    refundedKobo: t.int({
      description: "Already refunded of the payment",
      resolve: (item) => item.payment.refundedKobo,
    }),
    channel: t.exposeString("channel", { nullable: true }),
    buyerName: t.string({ resolve: (item) => item.buyer.name }),
    buyerEmail: t.string({ nullable: true, resolve: (item) => item.buyer.email }),
    buyerPhone: t.string({ nullable: true, resolve: (item) => item.buyer.phone }),
    orderNumbers: t.exposeStringList("orderNumbers", { description: "The orders the payment paid for" }),
  }),
});

const RefundAccountLookupType = builder.objectRef<RefundAccountLookup>("RefundAccountLookup").implement({
  description: "A buyer's bank account as its bank names it, to read to the buyer before sending a held refund there",
  fields: (t) => ({
    bankCode: t.exposeString("bankCode"),
    bankName: t.exposeString("bankName"),
    accountNumber: t.exposeString("accountNumber"),
    accountName: t.exposeString("accountName"),
  }),
});

/** A held refund and the buyer's account, as the page's form gives them. */
const refundAccountArgs = builder.args((t) => ({
  refundId: t.id({ required: true }),
  bankCode: t.string({ required: true }),
  accountNumber: t.string({ required: true }),
}));
type RefundAccountArgs = { refundId: string | number; bankCode: string; accountNumber: string };
const accountOf = (args: RefundAccountArgs) => ({ bankCode: args.bankCode, accountNumber: args.accountNumber });

const RefundAccountCodeType = builder.objectRef<{ message: string }>("RefundAccountCode").implement({
  description: "Where the code to confirm sending a held refund to an account went",
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.queryFields((t) => ({
  lookUpRefundAccount: t.field({
    type: RefundAccountLookupType,
    description: "Support only: the name of the account a refund Paystack holds would be sent to",
    args: refundAccountArgs,
    authScopes: { staff: "payments:refund" },
    resolve: (_root, args, ctx) => lookUpRefundAccount(ctx.actor, String(args.refundId), accountOf(args)),
  }),
  refundsToFollowUp: t.field({
    type: [RefundToFollowUpType],
    description: "Support only: refunds Paystack could not process or holds for bank details, longest wait first",
    authScopes: { staff: "payments:refund" },
    resolve: async (_root, _args, ctx) => {
      const refunds = await refundsToFollowUp(ctx.actor);
      const orders = await ordersOfCheckouts(refunds.map((item) => item.payment.checkoutId));
      return refunds.map((item) => ({
        ...item,
        orderNumbers: (orders.get(item.payment.checkoutId) ?? []).map((order) => order.number),
      }));
    },
  }),
}));

builder.mutationFields((t) => ({
  refundAgain: t.field({
    type: RefundType,
    description: "Support only: ask Paystack again for a refund it could not process; returns the new refund",
    args: { refundId: t.arg.id({ required: true }) },
    authScopes: { staff: "payments:refund" },
    resolve: (_root, args, ctx) => refundAgain(ctx.actor, String(args.refundId)),
  }),
  recordRefundByTransfer: t.field({
    type: RefundType,
    description: "Support only: record a failed refund as paid to the buyer by bank transfer, with its reference",
    args: { refundId: t.arg.id({ required: true }), transferReference: t.arg.string({ required: true }) },
    authScopes: { staff: "payments:refund" },
    resolve: (_root, args, ctx) => recordRefundByTransfer(ctx.actor, String(args.refundId), args.transferReference),
  }),
  requestRefundAccountCode: t.field({
    type: RefundAccountCodeType,
    description: "Support only: send yourself a code that confirms sending this held refund to this account",
    args: refundAccountArgs,
    authScopes: { staff: "payments:refund" },
    resolve: (_root, args, ctx) =>
      requestRefundAccountCode(ctx.actor, String(args.refundId), accountOf(args), { ip: ctx.ip }),
  }),
  giveRefundAccount: t.field({
    type: RefundType,
    description:
      "Support only: send a refund Paystack holds on to the buyer's bank account (looked up again first), with your password or the code from requestRefundAccountCode",
    args: {
      ...refundAccountArgs,
      password: t.arg.string({ description: "Your password: one of the two proofs sending needs" }),
      code: t.arg.string({ description: "The 6-digit code from requestRefundAccountCode for this refund and account" }),
    },
    authScopes: { staff: "payments:refund" },
    resolve: (_root, args, ctx) =>
      giveRefundAccount(
        ctx.actor,
        String(args.refundId),
        { ...accountOf(args), password: args.password ?? undefined, code: args.code ?? undefined },
        { ip: ctx.ip },
      ),
  }),
}));

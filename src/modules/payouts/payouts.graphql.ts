import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { signedInActor } from "@/graphql/guards";
import { nigerianBanks } from "@/lib/nigerian-banks";
import { payoutAccountInput, payoutAccountLookupInput } from "@/modules/payouts/payout-account.inputs";
import {
  findPayoutAccountSummary,
  maskAccountNumber,
  type PayoutAccountSummary,
} from "@/modules/payouts/payout-account-summary.service";
import {
  findOwnPayoutAccount,
  hasPayoutAccount,
  lookUpPayoutAccountName,
  type AccountNameLookup,
  type OwnPayoutAccount,
} from "@/modules/payouts/payout-account.service";
import { requestPayoutAccountCode, setPayoutAccount } from "@/modules/payouts/payout-account-change.service";
import { MyVendorType, RequirementType } from "@/modules/vendors/vendor-profile.graphql";
import { missingForReview } from "@/modules/vendors/vendor-profile.service";
import { VendorForReviewType } from "@/modules/vendors/vendor-review.graphql";

/**
 * The account a vendor is paid into (issue #15): owners only (`payouts:manage`). The bank list is public; the account
 * and the name look-up are private (not in src/graphql/shareable.ts). Payouts sit above vendors (their table
 * references vendors), so the vendor fields that need the account are added here: what a profile still misses before
 * review, and the account operations see when they review it.
 */

const PayoutBankType = builder.objectRef<(typeof nigerianBanks)[number]>("PayoutBank").implement({
  description: "A Nigerian bank or mobile-money operator sellers can be paid into",
  fields: (t) => ({
    code: t.string({ description: "The bank's code (Paystack's)", resolve: (bank) => bank.paystackCode }),
    name: t.exposeString("name"),
  }),
});

const PayoutAccountType = builder.objectRef<OwnPayoutAccount>("PayoutAccount").implement({
  description: "A vendor's payout account as its owner sees it",
  fields: (t) => ({
    bankCode: t.exposeString("bankCode"),
    bankName: t.exposeString("bankName"),
    accountNumber: t.exposeString("accountNumber"),
    maskedNumber: t.string({ description: '"•••• 6789"', resolve: (a) => maskAccountNumber(a.accountNumber) }),
    accountName: t.exposeString("accountName"),
    bankConfirmed: t.exposeBoolean("bankConfirmed", { description: "The name came from the bank, not from typing" }),
    updatedAt: t.field({ type: "DateTime", resolve: (a) => a.updatedAt }),
    changedAt: t.field({
      type: "DateTime",
      description: "When the bank or the number last changed",
      resolve: (a) => a.changedAt,
    }),
    payoutsHeldUntil: t.field({
      type: "DateTime",
      description: "No payout goes to this account before this time (a hold after every change of bank or number)",
      resolve: (a) => a.payoutsHeldUntil,
    }),
  }),
});

const ReviewPayoutAccountType = builder.objectRef<PayoutAccountSummary>("VendorReviewPayoutAccount").implement({
  fields: (t) => ({
    bankName: t.exposeString("bankName"),
    maskedNumber: t.exposeString("maskedNumber", { description: "The last four digits: •••• 6789" }),
    accountName: t.exposeString("accountName"),
    bankConfirmed: t.exposeBoolean("bankConfirmed", {
      description: "The name came from the bank, not the seller's typing",
    }),
    updatedAt: t.field({ type: "DateTime", resolve: (a) => a.updatedAt }),
  }),
});

const LookupStatusEnum = builder.enumType("PayoutAccountNameStatus", {
  values: ["RESOLVED", "NOT_FOUND", "TYPE_IT"] as const,
});
const LookupReasonEnum = builder.enumType("PayoutAccountNameReason", {
  values: ["NOT_CONFIGURED", "UNAVAILABLE", "BUSY"] as const,
});
const LookupType = builder.objectRef<AccountNameLookup>("PayoutAccountNameLookup").implement({
  description:
    "RESOLVED: confirm the bank's name; NOT_FOUND: check the number and bank; TYPE_IT: type the name as the bank shows it",
  fields: (t) => ({
    status: t.field({ type: LookupStatusEnum, resolve: (r) => r.status }),
    accountName: t.string({ nullable: true, resolve: (r) => (r.status === "RESOLVED" ? r.accountName : null) }),
    reason: t.field({
      type: LookupReasonEnum,
      nullable: true,
      resolve: (r) => (r.status === "TYPE_IT" ? r.reason : null),
    }),
    message: t.exposeString("message"),
    retryAfterSeconds: t.int({
      nullable: true,
      resolve: (r) => (r.status === "TYPE_IT" ? (r.retryAfterSeconds ?? null) : null),
    }),
  }),
});

const PayoutAccountInput = builder.inputType("PayoutAccountInput", {
  fields: (t) => ({
    bankCode: t.string({ required: true }),
    accountNumber: t.string({ required: true, description: "The 10-digit NUBAN" }),
    accountName: t.string({ required: true, description: "Replaced by the bank's name when Paystack can confirm it" }),
    password: t.string({ description: "The owner's password: one of the two proofs a save needs" }),
    code: t.string({ description: "The 6-digit code from requestPayoutAccountCode for this bank and number" }),
  }),
});
const PayoutAccountCodeType = builder.objectRef<{ message: string }>("PayoutAccountCode").implement({
  description: "Where the code to confirm a payout account went",
  fields: (t) => ({ message: t.exposeString("message") }),
});
const PayoutAccountLookupInput = builder.inputType("PayoutAccountLookupInput", {
  fields: (t) => ({ bankCode: t.string({ required: true }), accountNumber: t.string({ required: true }) }),
});

builder.objectFields(MyVendorType, (t) => ({
  hasPayoutAccount: t.boolean({ resolve: (vendor) => hasPayoutAccount(vendor.id) }),
  payoutAccount: t.field({
    type: PayoutAccountType,
    nullable: true,
    description: "The full account, for its owner only; null for other members",
    resolve: (vendor, _args, ctx) => findOwnPayoutAccount(ctx.actor, vendor.id),
  }),
  missing: t.field({
    type: [RequirementType],
    description: "What the profile still needs before it can be sent for review",
    resolve: async (vendor) => missingForReview(vendor, await hasPayoutAccount(vendor.id)),
  }),
}));

builder.objectField(VendorForReviewType, "payoutAccount", (t) =>
  t.field({
    type: ReviewPayoutAccountType,
    nullable: true,
    resolve: (vendor, _args, ctx) => findPayoutAccountSummary(ctx.actor, vendor.id),
  }),
);

const payoutsScope = (_parent: unknown, args: { vendorId: string | number }) => ({
  vendor: { vendorId: String(args.vendorId), permission: "payouts:manage" },
});

builder.queryFields((t) => ({
  payoutBanks: t.field({
    type: [PayoutBankType],
    description: "The banks a payout account can be at, by name",
    resolve: () => [...nigerianBanks],
  }),
}));

builder.mutationFields((t) => ({
  resolvePayoutAccountName: t.field({
    type: LookupType,
    description: "Whose account is this? (Paystack's resolve-account when configured; limited per person)",
    authScopes: payoutsScope,
    args: { vendorId: t.arg.id({ required: true }), input: t.arg({ type: PayoutAccountLookupInput, required: true }) },
    resolve: (_root, args, ctx) =>
      lookUpPayoutAccountName(
        signedInActor(ctx),
        String(args.vendorId),
        parseInput(payoutAccountLookupInput, args.input),
      ),
  }),
  requestPayoutAccountCode: t.field({
    type: PayoutAccountCodeType,
    description:
      "Send the owner a code that confirms paying the vendor into this bank and number (to their verified phone, else their verified e-mail)",
    authScopes: payoutsScope,
    args: { vendorId: t.arg.id({ required: true }), input: t.arg({ type: PayoutAccountLookupInput, required: true }) },
    resolve: (_root, args, ctx) =>
      requestPayoutAccountCode(
        signedInActor(ctx),
        String(args.vendorId),
        parseInput(payoutAccountLookupInput, args.input),
        { ip: ctx.ip },
      ),
  }),
  setPayoutAccount: t.field({
    type: PayoutAccountType,
    description:
      "Save the account the vendor is paid into (owners only, with their password or a code); the bank's name is asked again on save, the owner is told by e-mail and SMS, and payouts to a new account wait PAYOUT_HOLD_HOURS",
    authScopes: payoutsScope,
    args: { vendorId: t.arg.id({ required: true }), input: t.arg({ type: PayoutAccountInput, required: true }) },
    resolve: (_root, args, ctx) =>
      setPayoutAccount(
        signedInActor(ctx),
        String(args.vendorId),
        // A null proof is an absent one (GraphQL clients send either).
        parseInput(payoutAccountInput, {
          ...args.input,
          password: args.input.password ?? undefined,
          code: args.input.code ?? undefined,
        }),
        {
          ip: ctx.ip,
        },
      ),
  }),
}));

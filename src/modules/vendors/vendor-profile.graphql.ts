import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { ImageType } from "@/modules/media/media.graphql";
import {
  sendVendorPhoneCode,
  verifyVendorPhone,
  type VendorPhoneCodeResult,
} from "@/modules/vendors/vendor-phone.service";
import { startSellingInput, vendorPhoneCodeInput, vendorProfileInput } from "@/modules/vendors/vendor-profile.inputs";
import {
  findMyVendorProfile,
  findMyVendorProfiles,
  reviewRequirements,
  startSelling,
  updateVendorProfile,
  type MyVendorProfile,
  type ReviewRequirement,
} from "@/modules/vendors/vendor-profile.service";
import { ReviewStateEnum } from "@/modules/vendors/vendor-review.graphql";
import { ContactVisibilityEnum, VendorKindEnum } from "@/modules/vendors/vendors.graphql";

/**
 * "Becoming a seller" (issue #15): a person's own business profile, from "Start selling" to "Submit for review". Every
 * type here is private (not in src/graphql/shareable.ts): none of it is public before approval, and no answer that
 * selects one is ever shared from the signed-out cache. Payouts add MyVendor.payoutAccount and MyVendor.missing
 * (payouts.graphql.ts); submitVendorForReview is a flow (src/flows/submit-vendor-profile.graphql.ts).
 */

const VendorStatusEnum = builder.enumType("VendorStatus", { values: ["PENDING", "APPROVED", "SUSPENDED"] as const });
const RequirementKeyEnum = builder.enumType("VendorReviewRequirementKey", {
  values: Object.keys(reviewRequirements) as ReviewRequirement[],
});

export const RequirementType = builder.objectRef<ReviewRequirement>("VendorReviewRequirement").implement({
  description: "Something the profile still needs before it can be sent for review",
  fields: (t) => ({
    key: t.field({ type: RequirementKeyEnum, resolve: (key) => key }),
    label: t.string({ resolve: (key) => reviewRequirements[key] }),
  }),
});

const ChangesInReviewType = builder
  .objectRef<NonNullable<MyVendorProfile["changesInReview"]>>("MyVendorChangesInReview")
  .implement({
    description: "Changes to an approved business's name, description or logo, waiting for review",
    fields: (t) => ({
      fields: t.exposeStringList("fields", { description: "Of businessName, description, logoId" }),
      submittedAt: t.field({ type: "DateTime", resolve: (c) => c.submittedAt }),
      publicName: t.exposeString("publicName", { description: "The name buyers see until the changes are approved" }),
    }),
  });

export const MyVendorType = builder.objectRef<MyVendorProfile>("MyVendor").implement({
  description: "A business the signed-in person belongs to, as its members see it (private)",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    kind: t.field({ type: VendorKindEnum, resolve: (v) => v.kind }),
    status: t.field({ type: VendorStatusEnum, resolve: (v) => v.status }),
    slug: t.exposeString("slug", { description: "The store page's address once approved: /market/store/<slug>" }),
    description: t.exposeString("description", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    contactPhone: t.exposeString("contactPhone", { nullable: true, description: "E.164" }),
    contactPhoneVerified: t.exposeBoolean("contactPhoneVerified"),
    contactVisibility: t.field({ type: ContactVisibilityEnum, resolve: (v) => v.contactVisibility }),
    cacNumber: t.exposeString("cacNumber", { nullable: true }),
    logo: t.field({ type: ImageType, nullable: true, resolve: (v) => v.logo }),
    cover: t.field({ type: ImageType, nullable: true, resolve: (v) => v.cover }),
    reviewState: t.field({ type: ReviewStateEnum, resolve: (v) => v.review.state }),
    rejectionReason: t.string({
      nullable: true,
      description: "Why operations sent the profile back (REJECTED only)",
      resolve: (v) => v.review.reason,
    }),
    submittedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.review.submittedAt }),
    changesInReview: t.field({
      type: ChangesInReviewType,
      nullable: true,
      description: "The fields above show these changes; buyers see the approved version until they are approved",
      resolve: (v) => v.changesInReview,
    }),
    role: t.exposeString("role", { description: "The person's role here: Owner, Manager, Sales assistant" }),
    permissions: t.exposeStringList("permissions"),
  }),
});

const StartSellingInput = builder.inputType("StartSellingInput", {
  fields: (t) => ({
    businessName: t.string({ required: true }),
    kind: t.field({ type: VendorKindEnum, required: true }),
    state: t.string({ required: true, description: 'One of the 36 states or "FCT Abuja"' }),
  }),
});

const UpdateVendorProfileInput = builder.inputType("UpdateVendorProfileInput", {
  description: "Only the fields given change; null (or an empty string) clears an optional field",
  fields: (t) => ({
    businessName: t.string(),
    description: t.string(),
    state: t.string(),
    city: t.string(),
    cacNumber: t.string({ description: 'RC, BN or IT and digits, e.g. "RC 1234567"' }),
    contactPhone: t.string({ description: "A Nigerian mobile number; changing it makes it unverified" }),
    contactVisibility: t.field({ type: ContactVisibilityEnum }),
    logoId: t.id({ description: "A picture the person uploaded (POST /api/media)" }),
    coverId: t.id(),
  }),
});

const StartSellingPayload = builder
  .objectRef<{ created: boolean; profile: MyVendorProfile }>("StartSellingPayload")
  .implement({
    fields: (t) => ({
      created: t.exposeBoolean("created", { description: "false: the person already had a business, and this is it" }),
      vendor: t.field({ type: MyVendorType, resolve: (r) => r.profile }),
    }),
  });

const PhoneCodeStatusEnum = builder.enumType("VendorPhoneCodeStatus", {
  values: ["SENT", "VERIFIED", "ALREADY_VERIFIED"] as const,
});
const PhoneCodePayload = builder.objectRef<VendorPhoneCodeResult>("VendorPhoneCodePayload").implement({
  fields: (t) => ({
    status: t.field({ type: PhoneCodeStatusEnum, resolve: (r) => r.status }),
    message: t.exposeString("message"),
  }),
});

builder.queryFields((t) => ({
  myVendors: t.field({
    type: [MyVendorType],
    description: "The businesses the signed-in person belongs to, the one they own first",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => findMyVendorProfiles(signedInActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  startSelling: t.field({
    type: StartSellingPayload,
    description: "Open the signed-in person's business (pending until operations approve it); one per person",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: StartSellingInput, required: true }) },
    resolve: (_root, args, ctx) => startSelling(signedInActor(ctx), parseInput(startSellingInput, args.input)),
  }),
  updateVendorProfile: t.field({
    type: MyVendorType,
    authScopes: vendorScope("profile:write"),
    args: { vendorId: t.arg.id({ required: true }), input: t.arg({ type: UpdateVendorProfileInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateVendorProfile(signedInActor(ctx), String(args.vendorId), parseInput(vendorProfileInput, args.input)),
  }),
  sendVendorPhoneCode: t.field({
    type: PhoneCodePayload,
    description:
      "Send a 6-digit code by SMS to the business phone (or verify it at once if it is the account's verified number)",
    authScopes: vendorScope("profile:write"),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendVendorPhoneCode(signedInActor(ctx), String(args.vendorId), { ip: ctx.ip }),
  }),
  verifyVendorPhone: t.field({
    type: MyVendorType,
    authScopes: vendorScope("profile:write"),
    args: { vendorId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = signedInActor(ctx);
      const { code } = parseInput(vendorPhoneCodeInput, { code: args.code });
      await verifyVendorPhone(actor, String(args.vendorId), code, { ip: ctx.ip });
      return (await findMyVendorProfile(actor, String(args.vendorId)))!;
    },
  }),
}));

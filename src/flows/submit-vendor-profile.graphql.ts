import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { submitVendorProfile } from "@/flows/submit-vendor-profile.flow";
import type { SubmitForReviewResult } from "@/modules/vendors/vendor-profile.service";
import { MyVendorType, RequirementType } from "@/modules/vendors/vendor-profile.graphql";

const SubmitPayload = builder.objectRef<SubmitForReviewResult>("SubmitVendorForReviewPayload").implement({
  fields: (t) => ({
    submitted: t.boolean({ resolve: (r) => r.ok }),
    message: t.exposeString("message"),
    missing: t.field({ type: [RequirementType], resolve: (r) => (r.ok ? [] : r.missing) }),
    vendor: t.field({ type: MyVendorType, nullable: true, resolve: (r) => (r.ok ? r.profile : null) }),
  }),
});

builder.mutationField("submitVendorForReview", (t) =>
  t.field({
    type: SubmitPayload,
    description: "Send the profile to operations; refused with what is missing",
    authScopes: (_parent, args) => ({ vendor: { vendorId: String(args.vendorId), permission: "profile:write" } }),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => submitVendorProfile(signedInActor(ctx), String(args.vendorId)),
  }),
);

import { builder } from "@/graphql/builder";
import { ForbiddenError } from "@/lib/errors";
import { signedInActor } from "@/graphql/guards";
import { ImageType } from "@/modules/media/media.graphql";
import type { ChangesForReview, ReviewedVersion } from "@/modules/vendors/vendor-review-changes";
import { reviewActions } from "@/modules/vendors/vendor-review-history";
import {
  approveVendor,
  rejectVendor,
  reinstateVendor,
  suspendVendor,
  type ReviewDecisionResult,
} from "@/modules/vendors/vendor-review-decisions.service";
import { vendorReviewFilters, vendorReviewSorts, vendorReviewStates } from "@/modules/vendors/vendor-review.inputs";
import {
  findVendorForReview,
  listVendorsForReview,
  type ReviewEvent,
  type VendorForReview,
  type VendorReviewItem,
  type VendorReviewPage,
} from "@/modules/vendors/vendor-review.service";
import { ContactVisibilityEnum, VendorKindEnum } from "@/modules/vendors/vendors.graphql";

/**
 * Operations' review of vendor profiles (issue #15), for staff with `vendors:review` only. Every type here is private
 * (not in src/graphql/shareable.ts): no answer that selects one is ever shared from the signed-out cache. Payouts
 * add VendorForReview.payoutAccount (payouts.graphql.ts): they sit above vendors.
 */

export const ReviewStateEnum = builder.enumType("VendorReviewState", {
  description: "PREPARING: not sent yet; SUBMITTED: waiting for a decision; REJECTED: sent back with a reason",
  values: vendorReviewStates,
});
const ReviewFilterEnum = builder.enumType("VendorReviewFilter", { values: vendorReviewFilters });
const ReviewSortEnum = builder.enumType("VendorReviewSort", {
  description: "OLDEST and NEWEST go by when the profile was sent for review",
  values: vendorReviewSorts,
});
const ReviewEventKindEnum = builder.enumType("VendorReviewEventKind", { values: Object.values(reviewActions) });

const ReviewItemType = builder.objectRef<VendorReviewItem>("VendorReviewItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    kind: t.field({ type: VendorKindEnum, resolve: (v) => v.kind }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    ownerName: t.exposeString("ownerName"),
    ownerEmail: t.exposeString("ownerEmail", { nullable: true }),
    ownerPhone: t.exposeString("ownerPhone", { nullable: true, description: "E.164" }),
    submittedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.submittedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (v) => v.createdAt }),
    reviewState: t.field({ type: ReviewStateEnum, resolve: (v) => v.reviewState }),
    logo: t.field({ type: ImageType, nullable: true, resolve: (v) => v.logo }),
    changedName: t.exposeString("changedName", {
      nullable: true,
      description: "An approved business whose changes wait for review: the name buyers would see once approved",
    }),
    changesSubmittedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.changesSubmittedAt }),
  }),
});

const ReviewCountsType = builder.objectRef<VendorReviewPage["counts"]>("VendorReviewCounts").implement({
  description: "Vendors in each review state, whatever the search",
  fields: (t) => ({
    preparing: t.exposeInt("PREPARING"),
    submitted: t.exposeInt("SUBMITTED"),
    approved: t.exposeInt("APPROVED"),
    rejected: t.exposeInt("REJECTED"),
    suspended: t.exposeInt("SUSPENDED"),
  }),
});

const ReviewPageType = builder.objectRef<VendorReviewPage>("VendorReviewPage").implement({
  fields: (t) => ({
    items: t.field({ type: [ReviewItemType], resolve: (p) => p.items }),
    total: t.exposeInt("total", { description: "Vendors matching the filter and the search" }),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
    counts: t.field({ type: ReviewCountsType, resolve: (p) => p.counts }),
  }),
});

const OwnerType = builder.objectRef<VendorForReview["owner"]>("VendorReviewOwner").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    emailVerified: t.exposeBoolean("emailVerified"),
    phoneVerified: t.exposeBoolean("phoneVerified"),
  }),
});

const MemberType = builder.objectRef<VendorForReview["members"][number]>("VendorReviewMember").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    role: t.exposeString("role"),
    since: t.field({ type: "DateTime", resolve: (m) => m.since }),
  }),
});

const OutletType = builder.objectRef<VendorForReview["stores"][number]>("VendorReviewStore").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    address: t.exposeString("address"),
    city: t.exposeString("city"),
    state: t.exposeString("state"),
  }),
});

const EventType = builder.objectRef<ReviewEvent>("VendorReviewEvent").implement({
  fields: (t) => ({
    kind: t.field({ type: ReviewEventKindEnum, resolve: (e) => e.kind }),
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
    by: t.exposeString("by", { nullable: true, description: "First name of whoever did it" }),
    reason: t.exposeString("reason", { nullable: true }),
  }),
});

const VersionType = builder.objectRef<ReviewedVersion>("VendorReviewVersion").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    logo: t.field({ type: ImageType, nullable: true, resolve: (v) => v.logo }),
  }),
});

const ChangesType = builder.objectRef<ChangesForReview>("VendorReviewChanges").implement({
  description: "An approved business's new name, description or logo, beside what buyers see until it is approved",
  fields: (t) => ({
    fields: t.exposeStringList("fields", { description: "Of businessName, description, logoId" }),
    submittedAt: t.field({ type: "DateTime", resolve: (c) => c.submittedAt }),
    before: t.field({ type: VersionType, description: "What buyers see now", resolve: (c) => c.before }),
    after: t.field({ type: VersionType, description: "What buyers see once approved", resolve: (c) => c.after }),
  }),
});

export const VendorForReviewType = builder.objectRef<VendorForReview>("VendorForReview").implement({
  description: "A vendor with everything operations need to decide on its profile",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    kind: t.field({ type: VendorKindEnum, resolve: (v) => v.kind }),
    description: t.exposeString("description", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    reviewState: t.field({ type: ReviewStateEnum, resolve: (v) => v.reviewState }),
    contactPhone: t.exposeString("contactPhone", { nullable: true, description: "E.164" }),
    contactVisibility: t.field({ type: ContactVisibilityEnum, resolve: (v) => v.contactVisibility }),
    phoneVerified: t.exposeBoolean("phoneVerified", { description: "The business phone was confirmed with a code" }),
    cacNumber: t.exposeString("cacNumber", { nullable: true }),
    logo: t.field({ type: ImageType, nullable: true, resolve: (v) => v.logo }),
    cover: t.field({ type: ImageType, nullable: true, resolve: (v) => v.cover }),
    createdAt: t.field({ type: "DateTime", resolve: (v) => v.createdAt }),
    submittedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.submittedAt }),
    rejectedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.rejectedAt }),
    rejectionReason: t.exposeString("rejectionReason", { nullable: true }),
    approvedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.approvedAt }),
    reviewedBy: t.exposeString("reviewedBy", {
      nullable: true,
      description: "First name of whoever made the last decision",
    }),
    owner: t.field({ type: OwnerType, resolve: (v) => v.owner }),
    members: t.field({ type: [MemberType], resolve: (v) => v.members }),
    stores: t.field({ type: [OutletType], resolve: (v) => v.stores }),
    history: t.field({ type: [EventType], description: "Newest first", resolve: (v) => v.history }),
    changes: t.field({ type: ChangesType, nullable: true, resolve: (v) => v.changes }),
    nameResembles: t.exposeStringList("nameResembles", {
      description: 'Approved businesses\' names (and "Oja") the name under review is close to: look before approving',
    }),
    ownVendor: t.exposeBoolean("ownVendor", {
      description: "The caller belongs to this vendor: they may look, never decide",
    }),
  }),
});

const DecisionPayloadType = builder.objectRef<ReviewDecisionResult>("VendorReviewPayload").implement({
  fields: (t) => ({
    status: t.boolean({ resolve: (r) => r.ok }),
    message: t.exposeString("message"),
    reviewState: t.field({
      type: ReviewStateEnum,
      nullable: true,
      description: "After the decision; null when it was refused",
      resolve: (r) => (r.ok ? r.reviewState : null),
    }),
  }),
});

const review = { staff: "vendors:review" } as const;

builder.queryFields((t) => ({
  vendorsForReview: t.field({
    type: ReviewPageType,
    description:
      "Staff who review vendors: vendors by review state (the submitted queue oldest first), searched by name",
    authScopes: review,
    args: {
      state: t.arg({ type: ReviewFilterEnum, defaultValue: "SUBMITTED" }),
      q: t.arg.string(),
      sort: t.arg({ type: ReviewSortEnum }),
      page: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const result = await listVendorsForReview(signedInActor(ctx), {
        state: args.state ?? "SUBMITTED",
        q: args.q,
        sort: args.sort ?? undefined,
        page: args.page ?? undefined,
      });
      if (!result.ok) throw new ForbiddenError();
      return result.page;
    },
  }),
  vendorForReview: t.field({
    type: VendorForReviewType,
    nullable: true,
    description: "Staff who review vendors: one vendor with everything a decision needs; null when unknown",
    authScopes: review,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findVendorForReview(signedInActor(ctx), String(args.id)),
  }),
}));

const reasonArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0], description: string) =>
  t.arg.string({ required: true, description: `${description} (10–500 characters, plain text)` });

builder.mutationFields((t) => ({
  approveVendor: t.field({
    type: DecisionPayloadType,
    description: "Approve a submitted vendor profile: the shop goes live and the owner is told",
    authScopes: review,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => approveVendor(signedInActor(ctx), String(args.id), { ip: ctx.ip }),
  }),
  rejectVendor: t.field({
    type: DecisionPayloadType,
    description: "Send a submitted profile back with a reason the seller reads",
    authScopes: review,
    args: { id: t.arg.id({ required: true }), reason: reasonArg(t, "What the seller must fix") },
    resolve: (_root, args, ctx) => rejectVendor(signedInActor(ctx), String(args.id), args.reason, { ip: ctx.ip }),
  }),
  suspendVendor: t.field({
    type: DecisionPayloadType,
    description: "Suspend an approved vendor: its store page and listings leave the market at once",
    authScopes: review,
    args: { id: t.arg.id({ required: true }), reason: reasonArg(t, "Why, told to the owner") },
    resolve: (_root, args, ctx) => suspendVendor(signedInActor(ctx), String(args.id), args.reason, { ip: ctx.ip }),
  }),
  reinstateVendor: t.field({
    type: DecisionPayloadType,
    description: "Lift a suspension: the store page and active listings return to the market",
    authScopes: review,
    args: { id: t.arg.id({ required: true }), reason: reasonArg(t, "Why it is lifted, for the record") },
    resolve: (_root, args, ctx) => reinstateVendor(signedInActor(ctx), String(args.id), args.reason, { ip: ctx.ip }),
  }),
}));

import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { ForbiddenError, InputValidationError, UnauthenticatedError } from "@/lib/errors";
import { hasVendorPermission, requireVendorGrant, vendorIdsWith, type Actor, type VendorGrant } from "@/lib/actor";
import { purgeSharedAnswers, sellerContactScope } from "@/lib/shared-answers-purge";
import { publishEvent } from "@/jobs/domain-events";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { markAccountSelling } from "@/modules/identity/account.service";
import { findOwnedImageIds } from "@/modules/media/media-ownership.service";
import { imageView, storedImageColumns, storedImages } from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";
import { grantFor } from "@/modules/vendors/vendor-members.service";
import {
  vendorProfileMessages,
  type StartSelling,
  type VendorProfileChanges,
} from "@/modules/vendors/vendor-profile.inputs";
import {
  draftOf,
  fieldsInReview,
  planProfileUpdate,
  snapshotOfReviewedFields,
  type ReviewedField,
} from "@/modules/vendors/vendor-profile-changes";
import { reviewStateOf } from "@/modules/vendors/vendor-review-state";
import type { VendorReviewState } from "@/modules/vendors/vendor-review.inputs";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createVendorForOwner } from "@/modules/vendors/vendors.service";

type VendorRow = typeof vendors.$inferSelect;
export type { VendorReviewState } from "@/modules/vendors/vendor-review.inputs";

/** Where a vendor stands with operations, and the reason the seller reads when it was sent back. */
export interface VendorReview {
  state: VendorReviewState;
  /** Only for REJECTED. */
  reason: string | null;
  submittedAt: Date | null;
}

/** The one reading of a vendor's review columns, for the profile page and the dashboard's overview. */
export function vendorReviewState(
  vendor: Pick<VendorRow, "status" | "submittedAt" | "rejectedAt" | "rejectionReason">,
): VendorReview {
  const state = reviewStateOf(vendor);
  return { state, reason: state === "REJECTED" ? vendor.rejectionReason : null, submittedAt: vendor.submittedAt };
}

/** A vendor's business profile as its own members see it in the dashboard (nothing of it is public before approval). */
export interface MyVendorProfile {
  id: string;
  name: string;
  kind: VendorRow["kind"];
  status: VendorRow["status"];
  slug: string;
  description: string | null;
  state: string | null;
  city: string | null;
  contactPhone: string | null;
  contactPhoneVerified: boolean;
  contactVisibility: VendorRow["contactVisibility"];
  cacNumber: string | null;
  logo: ImageView | null;
  cover: ImageView | null;
  review: VendorReview;
  /**
   * A published business's changes to its name, description or logo waiting for operations (the fields above show
   * them; buyers see `publicName` and the approved rest until they are approved); null when none wait.
   */
  changesInReview: { fields: ReviewedField[]; submittedAt: Date; publicName: string } | null;
  /** The actor's role here ("Owner", "Manager", …) and what it allows. */
  role: string;
  permissions: string[];
}

export const reviewRequirements = {
  BUSINESS_NAME: "Your business name",
  DESCRIPTION: "A description of your business",
  LOCATION: "Your state and city",
  VERIFIED_PHONE: "A verified business phone number",
  PAYOUT_ACCOUNT: "The bank account you are paid into",
  LOGO: "Your logo",
} as const;
export type ReviewRequirement = keyof typeof reviewRequirements;

/** What a profile still lacks before it can be sent for review, in the order the page shows its sections. */
export function missingForReview(
  profile: Pick<MyVendorProfile, "name" | "description" | "state" | "city" | "contactPhoneVerified" | "logo">,
  hasPayoutAccount: boolean,
): ReviewRequirement[] {
  const missing: ReviewRequirement[] = [];
  if (!profile.name.trim()) missing.push("BUSINESS_NAME");
  if (!profile.description?.trim()) missing.push("DESCRIPTION");
  if (!profile.state || !profile.city) missing.push("LOCATION");
  if (!profile.contactPhoneVerified) missing.push("VERIFIED_PHONE");
  if (!hasPayoutAccount) missing.push("PAYOUT_ACCOUNT");
  if (!profile.logo) missing.push("LOGO");
  return missing;
}

async function loadImages(ids: (string | null)[], db: Database): Promise<Map<string, ImageView>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.select(storedImageColumns).from(storedImages).where(inArray(storedImages.id, wanted));
  return new Map(rows.map((row) => [row.id, imageView(row, "")]));
}

function toProfile(row: VendorRow, grant: VendorGrant, images: Map<string, ImageView>): MyVendorProfile {
  const picture = (id: string | null, alt: string) => {
    const image = id ? images.get(id) : undefined;
    return image ? { ...image, alt } : null;
  };
  const draft = draftOf(row);
  return {
    id: row.id,
    name: draft.displayName,
    kind: row.kind,
    status: row.status,
    slug: row.slug,
    description: draft.description,
    state: row.state,
    city: row.city,
    contactPhone: draft.contactPhone,
    contactPhoneVerified: draft.contactPhoneVerified,
    contactVisibility: row.contactVisibility,
    cacNumber: row.cacNumber,
    logo: picture(draft.logoId, `${draft.displayName} logo`),
    cover: picture(row.coverId, `${draft.displayName} cover picture`),
    review: vendorReviewState(row),
    changesInReview: row.changesSubmittedAt
      ? { fields: fieldsInReview(row), submittedAt: row.changesSubmittedAt, publicName: row.displayName }
      : null,
    role: grant.role,
    permissions: [...grant.permissions],
  };
}

async function profilesOf(
  ids: string[],
  grants: (id: string) => VendorGrant | undefined,
  db: Database,
): Promise<MyVendorProfile[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(vendors).where(inArray(vendors.id, ids));
  const images = await loadImages(
    rows.flatMap((row) => [draftOf(row).logoId, row.coverId]),
    db,
  );
  return rows.flatMap((row) => {
    const grant = grants(row.id);
    return grant ? [toProfile(row, grant, images)] : [];
  });
}

/** One vendor's profile for one of its members (any role); null for anyone else and for an unknown id. */
export async function findMyVendorProfile(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<MyVendorProfile | null> {
  if (actor.kind !== "user" || !hasVendorPermission(actor, vendorId, "shop:view")) return null;
  const [profile] = await profilesOf([vendorId], (id) => actor.vendors.get(id), db);
  return profile ?? null;
}

/** Every vendor the actor belongs to: the one they own first, then the others by name. */
export async function findMyVendorProfiles(actor: Actor, db: Database = getDb()): Promise<MyVendorProfile[]> {
  if (actor.kind !== "user") return [];
  const profiles = await profilesOf(vendorIdsWith(actor, "shop:view"), (id) => actor.vendors.get(id), db);
  const owned = (profile: MyVendorProfile) => (profile.role === "Owner" ? 0 : 1);
  return profiles.sort((a, b) => owned(a) - owned(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

async function ownedVendor(userId: string, db: Database): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.ownerId, userId)).limit(1);
  return row;
}

/**
 * "Start selling": a signed-in person without a business opens one, pending and still being prepared, and becomes its
 * owner. One business per owner: asked again (a second tab, a double tap), the answer is the business they have.
 */
export async function startSelling(
  actor: Actor,
  input: StartSelling,
  db: Database = getDb(),
): Promise<{ created: boolean; profile: MyVendorProfile }> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const answer = async (row: VendorRow, created: boolean) => {
    const grant = grantFor(row.id, "OWNER", row.status);
    const [profile] = await profilesOf([row.id], () => grant, db);
    return { created, profile: profile! };
  };
  const existing = await ownedVendor(actor.userId, db);
  if (existing) return answer(existing, false);
  try {
    const vendorId = await db.transaction(async (tx) => {
      const id = await createVendorForOwner(
        { ownerId: actor.userId, kind: input.kind, displayName: input.businessName, state: input.state },
        tx,
      );
      await markAccountSelling(actor.userId, input.kind === "ARTISAN" ? "ARTISAN" : "SELLER", tx);
      await recordAuditEvent(
        {
          actorId: actor.userId,
          action: "vendor.started",
          entityType: "vendor",
          entityId: id,
          after: { kind: input.kind, state: input.state },
        },
        tx,
      );
      return id;
    });
    const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
    return answer(row!, true);
  } catch (error) {
    // Two requests at once: the owner's unique index let one through; the other answers with its business.
    const raced = await ownedVendor(actor.userId, db);
    if (raced) return answer(raced, false);
    throw error;
  }
}

/**
 * Changes the fields given (owners and managers: `profile:write`). Pictures must be the person's own uploads; a new
 * contact phone is unverified until its code comes back. Refused while the profile waits for review; once published,
 * the name, description and logo go back to review (vendor-profile-changes.ts). A public business that stops showing
 * its phone leaves the shared copies that showed it at once: purged here after the commit, and again by the event's
 * job (other processes, and a crash before this purge), since the job runs up to a poll (2 s) later.
 */
export async function updateVendorProfile(
  actor: Actor,
  vendorId: string,
  changes: VendorProfileChanges,
  db: Database = getDb(),
): Promise<MyVendorProfile> {
  const { actor: user, grant } = requireVendorGrant(actor, vendorId, "profile:write");
  const pictures = { logoId: changes.logoId, coverId: changes.coverId };
  const wanted = Object.values(pictures).filter((id): id is string => typeof id === "string");
  if (wanted.length > 0) {
    const owned = await findOwnedImageIds(user.userId, wanted, db);
    const refused = Object.entries(pictures).filter(([, id]) => typeof id === "string" && !owned.has(id));
    if (refused.length > 0)
      throw new InputValidationError(
        Object.fromEntries(refused.map(([field]) => [field, [vendorProfileMessages.picture]])),
      );
  }
  const hidden = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).for("update");
    if (!current) throw new ForbiddenError();
    const set = planProfileUpdate(current, changes, new Date());
    await tx.update(vendors).set(set).where(eq(vendors.id, vendorId));
    const fields = Object.keys(changes).filter((key) => changes[key as keyof VendorProfileChanges] !== undefined);
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.profile_updated",
        entityType: "vendor",
        entityId: vendorId,
        after: { fields },
      },
      tx,
    );
    const hides =
      changes.contactVisibility === "HIDDEN" && current.contactVisibility !== "HIDDEN" && current.status === "APPROVED";
    if (!hides) return null;
    await publishEvent({ type: "vendor.contact-hidden", payload: { vendorId, slug: current.slug } }, tx);
    return current.slug;
  });
  if (hidden) purgeSharedAnswers("here", sellerContactScope(hidden));
  const [profile] = await profilesOf([vendorId], () => grant, db);
  return profile!;
}

export type SubmitForReviewResult =
  | { ok: true; message: string; profile: MyVendorProfile }
  | { ok: false; reason: "INCOMPLETE" | "NOT_PENDING"; message: string; missing: ReviewRequirement[] };

export const submitMessages = {
  submitted: "We are reviewing your profile. We will tell you by SMS or e-mail when it is approved.",
  incomplete: (missing: ReviewRequirement[]) =>
    `Before we can review your profile, add: ${missing.map((key) => reviewRequirements[key].toLowerCase()).join("; ")}.`,
  approved: "Your profile is already approved.",
  suspended: "Your business is suspended: contact us to find out what to do.",
} as const;

/**
 * Sends the profile to operations once nothing is missing (sets submittedAt and clears an earlier rejection). Sending
 * it again while it waits changes nothing; an approved or suspended business has nothing to send. Whether the vendor
 * has a payout account is the payouts module's answer (it sits above vendors): src/flows/submit-vendor-profile.flow.ts
 * asks it in the same transaction.
 */
export async function submitForReview(
  actor: Actor,
  vendorId: string,
  payouts: { hasPayoutAccount: boolean },
  db: Database = getDb(),
): Promise<SubmitForReviewResult> {
  const { actor: user, grant } = requireVendorGrant(actor, vendorId, "profile:write");
  const [profile] = await profilesOf([vendorId], () => grant, db);
  if (!profile) throw new ForbiddenError();
  if (profile.status !== "PENDING") {
    return {
      ok: false,
      reason: "NOT_PENDING",
      message: profile.status === "APPROVED" ? submitMessages.approved : submitMessages.suspended,
      missing: [],
    };
  }
  if (profile.review.state === "SUBMITTED") return { ok: true, message: submitMessages.submitted, profile };
  const missing = missingForReview(profile, payouts.hasPayoutAccount);
  if (missing.length > 0)
    return { ok: false, reason: "INCOMPLETE", message: submitMessages.incomplete(missing), missing };

  const now = new Date();
  await db.transaction(async (tx) => {
    // Only a pending vendor: an approval landing at the same moment wins.
    await tx
      .update(vendors)
      .set({
        submittedAt: now,
        rejectedAt: null,
        rejectionReason: null,
        submittedSnapshot: snapshotOfReviewedFields,
        updatedAt: now,
      })
      .where(and(eq(vendors.id, vendorId), eq(vendors.status, "PENDING")));
    await recordAuditEvent(
      { actorId: user.userId, action: "vendor.submitted", entityType: "vendor", entityId: vendorId },
      tx,
    );
  });
  const [submitted] = await profilesOf([vendorId], () => grant, db);
  return { ok: true, message: submitMessages.submitted, profile: submitted! };
}

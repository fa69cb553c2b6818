import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db/client";
import { parseInput } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { joinUser, userContactColumns, userFirstNameColumn, userRows } from "@/modules/identity/identity.queries";
import { messageChannelFor } from "@/modules/notifications/message-channel.service";
import { enqueueMessage, type EnqueueOptions } from "@/modules/notifications/notifications.service";
import type { ReviewAction } from "@/modules/vendors/vendor-review-history";
import { publishPendingChanges, publishSnapshot } from "@/modules/vendors/vendor-profile-changes";
import { changeDecisionWords, decisionWords, type ReviewDecision } from "@/modules/vendors/vendor-review-messages";
import { hasChangesWaiting, isSubmitted, reviewStateOf } from "@/modules/vendors/vendor-review-state";
import { reviewReasonInput, type VendorReviewState } from "@/modules/vendors/vendor-review.inputs";
import { vendors } from "@/modules/vendors/vendors.schema";
import { mayReviewVendors } from "@/modules/vendors/vendors.policy";
import { publishEvent } from "@/jobs/domain-events";

/**
 * Operations' decisions on a vendor (issue #15): approve or reject a submitted profile, suspend an approved business,
 * reinstate a suspended one. Each is one conditional update, so of two people deciding at once exactly one wins and
 * the other is told; the audit event and the owner's message are written in the same transaction. A suspended
 * vendor's listings leave the market with the update itself: every public read requires an approved vendor.
 */

export type { ReviewDecision } from "@/modules/vendors/vendor-review-messages";

export const reviewDecisionMessages = {
  forbidden: "Only staff who review vendors may do that.",
  notFound: "We could not find that vendor.",
  ownVendor: "You cannot review a business you belong to. Ask someone else in the operations team to decide.",
  alreadyDecided: "Someone already decided on this profile.",
  notSubmitted: "This profile has not been sent for review yet.",
  alreadySuspended: "Someone already suspended this business.",
  notApproved: "Only an approved business can be suspended.",
  notSuspended: "This business is not suspended.",
  approved: (name: string) => `${name} is approved: the shop is live, and the owner has been told.`,
  changesApproved: (name: string) =>
    `The changes to ${name} are approved: buyers see them now, and the owner has been told.`,
  changesRejected: (name: string) =>
    `The changes to ${name} were sent back with your reason: buyers still see the approved version, and the owner has been told.`,
  rejected: (name: string) => `${name} was sent back with your reason; the owner has been told.`,
  suspended: (name: string) => `${name} is suspended: its store page and listings have left the market.`,
  reinstated: (name: string) => `${name} is reinstated: its store page and listings are back in the market.`,
} as const;

export type ReviewDecisionResult =
  | { ok: true; message: string; reviewState: VendorReviewState }
  | { ok: false; reason: "forbidden" | "not-found" | "own-vendor" | "conflict"; message: string };

interface Rule {
  action: ReviewAction | "vendor.changes_approved" | "vendor.changes_rejected";
  needsReason: boolean;
  /** Which vendors the decision applies to: the update's condition. */
  applies: SQL;
  changes: (reviewerId: string, reason: string | null) => PgUpdateSetSource<typeof vendors>;
  /** Why it did not apply to a vendor now in `state`. */
  refusal: (state: VendorReviewState) => string;
  done: (name: string) => string;
}

const decided = (state: VendorReviewState) =>
  state === "PREPARING" ? reviewDecisionMessages.notSubmitted : reviewDecisionMessages.alreadyDecided;

const rules: Record<ReviewDecision, Rule> = {
  APPROVE: {
    action: "vendor.approved",
    needsReason: false,
    applies: isSubmitted,
    // What the reviewer read: the copy taken at submission, whatever the columns hold by now.
    changes: (reviewerId) => ({
      ...publishSnapshot(),
      status: "APPROVED",
      approvedAt: sql`now()`,
      rejectedAt: null,
      rejectionReason: null,
      reviewedBy: reviewerId,
    }),
    refusal: decided,
    done: reviewDecisionMessages.approved,
  },
  REJECT: {
    action: "vendor.rejected",
    needsReason: true,
    applies: isSubmitted,
    // Never before the submission, whatever the two clocks say: the state is "rejected after the last submission".
    changes: (reviewerId, reason) => ({
      rejectedAt: sql`greatest(now(), ${vendors.submittedAt})`,
      rejectionReason: reason,
      reviewedBy: reviewerId,
    }),
    refusal: decided,
    done: reviewDecisionMessages.rejected,
  },
  SUSPEND: {
    action: "vendor.suspended",
    needsReason: true,
    applies: eq(vendors.status, "APPROVED"),
    changes: (reviewerId) => ({ status: "SUSPENDED", reviewedBy: reviewerId }),
    refusal: (state) =>
      state === "SUSPENDED" ? reviewDecisionMessages.alreadySuspended : reviewDecisionMessages.notApproved,
    done: reviewDecisionMessages.suspended,
  },
  REINSTATE: {
    action: "vendor.reinstated",
    needsReason: true,
    applies: eq(vendors.status, "SUSPENDED"),
    changes: (reviewerId) => ({ status: "APPROVED", reviewedBy: reviewerId }),
    refusal: () => reviewDecisionMessages.notSuspended,
    done: reviewDecisionMessages.reinstated,
  },
};

/** A published business with changes waiting: approving publishes them, rejecting keeps the approved version. */
const changeRules: Record<"APPROVE" | "REJECT", Rule> = {
  APPROVE: {
    action: "vendor.changes_approved",
    needsReason: false,
    applies: hasChangesWaiting,
    changes: (reviewerId) => ({ ...publishPendingChanges(), reviewedBy: reviewerId }),
    refusal: () => reviewDecisionMessages.alreadyDecided,
    done: reviewDecisionMessages.changesApproved,
  },
  REJECT: {
    action: "vendor.changes_rejected",
    needsReason: true,
    applies: hasChangesWaiting,
    changes: (reviewerId) => ({ pendingChanges: null, changesSubmittedAt: null, reviewedBy: reviewerId }),
    refusal: () => reviewDecisionMessages.alreadyDecided,
    done: reviewDecisionMessages.changesRejected,
  },
};

const vendorFacts = {
  id: vendors.id,
  ownerId: vendors.ownerId,
  name: vendors.displayName,
  slug: vendors.slug,
  status: vendors.status,
  submittedAt: vendors.submittedAt,
  rejectedAt: vendors.rejectedAt,
  changesSubmittedAt: vendors.changesSubmittedAt,
};

async function decide(
  actor: Actor,
  vendorId: string,
  decision: ReviewDecision,
  reasonInput: string | null,
  context: { ip?: string; messages?: EnqueueOptions },
  db: Database,
): Promise<ReviewDecisionResult> {
  if (actor.kind !== "user" || !mayReviewVendors(actor))
    return { ok: false, reason: "forbidden", message: reviewDecisionMessages.forbidden };
  const reason = rules[decision].needsReason
    ? parseInput(reviewReasonInput, { reason: reasonInput ?? "" }).reason
    : null;
  if (!isUuid(vendorId)) return { ok: false, reason: "not-found", message: reviewDecisionMessages.notFound };
  const [vendor] = await db
    .select({
      ...vendorFacts,
      ownerFirstName: userFirstNameColumn,
      ...userContactColumns,
      emailVerifiedAt: userRows.emailVerifiedAt,
      phoneVerifiedAt: userRows.phoneVerifiedAt,
    })
    .from(vendors)
    .innerJoin(userRows, joinUser(vendors.ownerId))
    .where(eq(vendors.id, vendorId))
    .limit(1);
  if (!vendor) return { ok: false, reason: "not-found", message: reviewDecisionMessages.notFound };
  // Staff or not, nobody decides on a business they run: the owner's id covers an owner whose membership is missing.
  if (actor.vendors.has(vendor.id) || vendor.ownerId === actor.userId)
    return { ok: false, reason: "own-vendor", message: reviewDecisionMessages.ownVendor };
  const onChanges =
    (decision === "APPROVE" || decision === "REJECT") && vendor.status !== "PENDING" && vendor.changesSubmittedAt;
  const rule = onChanges ? changeRules[decision] : rules[decision];

  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(vendors)
      .set({ ...rule.changes(actor.userId, reason), updatedAt: sql`now()` })
      .where(and(eq(vendors.id, vendor.id), rule.applies))
      .returning(vendorFacts);
    if (!changed) {
      const [now] = await tx.select(vendorFacts).from(vendors).where(eq(vendors.id, vendor.id));
      return { ok: false, reason: "conflict", message: rule.refusal(now ? reviewStateOf(now) : "PREPARING") } as const;
    }
    await recordAuditEvent(
      {
        actorId: actor.userId,
        action: rule.action,
        entityType: "vendor",
        entityId: vendor.id,
        before: { status: vendor.status, reviewState: reviewStateOf(vendor) },
        after: { status: changed.status, reviewState: reviewStateOf(changed), ...(reason ? { reason } : {}) },
        ip: context.ip,
      },
      tx,
    );
    // A suspended business leaves the market at once: the shared signed-out answers are purged after the commit.
    if (decision === "SUSPEND") await publishEvent({ type: "vendor.suspended", payload: { vendorId: vendor.id } }, tx);
    // Approved or reinstated, its listings are public: the price desk counts their offers from now on.
    if (changed.status === "APPROVED" && vendor.status !== "APPROVED")
      await publishEvent({ type: "vendor.approved", payload: { vendorId: vendor.id } }, tx);
    // Reviewed changes of a public business went public: the copies showing the old name, logo or words drop them.
    else if (onChanges && decision === "APPROVE" && changed.status === "APPROVED")
      await publishEvent(
        { type: "vendor.profile-published", payload: { vendorId: vendor.id, slug: changed.slug } },
        tx,
      );
    // The owner's verified e-mail first (room for the reason and links), then a verified phone, then whatever they gave.
    const to = messageChannelFor(vendor, { unverified: true });
    if (to) {
      const facts = {
        firstName: vendor.ownerFirstName,
        vendorName: changed.name,
        slug: changed.slug,
        reason,
        appUrl: env().APP_URL.replace(/\/+$/, ""),
      };
      const words = onChanges ? changeDecisionWords(decision === "APPROVE", facts) : decisionWords(decision, facts);
      await enqueueMessage(
        {
          ...to,
          subject: to.channel === "EMAIL" ? words.subject : null,
          body: to.channel === "EMAIL" ? words.text : words.sms,
          purpose: rule.action,
        },
        context.messages,
        tx,
      );
    } else {
      logger.warn("vendor review: the owner has no e-mail or phone to tell", {
        vendorId: vendor.id,
        action: rule.action,
      });
    }
    return { ok: true, message: rule.done(changed.name), reviewState: reviewStateOf(changed) } as const;
  });
}

type Context = { ip?: string; messages?: EnqueueOptions };

export function approveVendor(
  actor: Actor,
  vendorId: string,
  context: Context = {},
  db: Database = getDb(),
): Promise<ReviewDecisionResult> {
  return decide(actor, vendorId, "APPROVE", null, context, db);
}

/** `reason` (10–500 characters, plain text) is what the seller reads. */
export function rejectVendor(
  actor: Actor,
  vendorId: string,
  reason: string,
  context: Context = {},
  db: Database = getDb(),
): Promise<ReviewDecisionResult> {
  return decide(actor, vendorId, "REJECT", reason, context, db);
}

/**
 * A suspended business's listings leave the market at once: the change, its audit row, the owner's message and the
 * `vendor.suspended` event (the shared answers' purge) are one transaction.
 */
export function suspendVendor(
  actor: Actor,
  vendorId: string,
  reason: string,
  context: Context = {},
  db: Database = getDb(),
): Promise<ReviewDecisionResult> {
  return decide(actor, vendorId, "SUSPEND", reason, context, db);
}

export function reinstateVendor(
  actor: Actor,
  vendorId: string,
  reason: string,
  context: Context = {},
  db: Database = getDb(),
): Promise<ReviewDecisionResult> {
  return decide(actor, vendorId, "REINSTATE", reason, context, db);
}

import { and, eq, gte, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { VendorReviewFilter, VendorReviewState } from "@/modules/vendors/vendor-review.inputs";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * Where a vendor stands with operations, derived from its columns (vendors.schema.ts): approved and suspended are
 * statuses; a pending vendor is REJECTED when its last rejection came after its last submission (the seller may fix
 * the profile and send it again, which makes it SUBMITTED anew), SUBMITTED when sent and not rejected since, and
 * PREPARING before it was ever sent. The SQL and the TypeScript below say the same thing; keep them together.
 */

const rejectedSinceSubmitted = and(
  isNotNull(vendors.rejectedAt),
  or(isNull(vendors.submittedAt), gte(vendors.rejectedAt, vendors.submittedAt)),
)!;

/** Waiting for a decision: the conditional update of approve and reject, and the queue (vendors_review_queue_idx). */
export const isSubmitted: SQL = and(
  eq(vendors.status, "PENDING"),
  isNotNull(vendors.submittedAt),
  or(isNull(vendors.rejectedAt), lt(vendors.rejectedAt, vendors.submittedAt)),
)!;

/** A published business whose new name, description or logo waits for review (vendor-profile-changes.ts). */
export const hasChangesWaiting: SQL = and(ne(vendors.status, "PENDING"), isNotNull(vendors.changesSubmittedAt))!;

/** Operations' queue: first submissions and published businesses' changes alike. */
export const isWaitingForReview: SQL = or(isSubmitted, hasChangesWaiting)!;

const isRejected: SQL = and(eq(vendors.status, "PENDING"), rejectedSinceSubmitted)!;

export function reviewStateCondition(filter: VendorReviewFilter): SQL | undefined {
  switch (filter) {
    case "SUBMITTED":
      return isWaitingForReview;
    case "REJECTED":
      return isRejected;
    case "APPROVED":
      return eq(vendors.status, "APPROVED");
    case "SUSPENDED":
      return eq(vendors.status, "SUSPENDED");
    case "ALL":
      return undefined;
  }
}

/** The review state as a column, for counting vendors by state in one pass. */
export const reviewStateColumn = sql<VendorReviewState>`case
  when ${vendors.status} = 'APPROVED' then 'APPROVED'
  when ${vendors.status} = 'SUSPENDED' then 'SUSPENDED'
  when ${rejectedSinceSubmitted} then 'REJECTED'
  when ${vendors.submittedAt} is not null then 'SUBMITTED'
  else 'PREPARING' end`;

export function reviewStateOf(row: {
  status: "PENDING" | "APPROVED" | "SUSPENDED";
  submittedAt: Date | null;
  rejectedAt: Date | null;
}): VendorReviewState {
  if (row.status !== "PENDING") return row.status;
  if (row.rejectedAt && (!row.submittedAt || row.rejectedAt >= row.submittedAt)) return "REJECTED";
  return row.submittedAt ? "SUBMITTED" : "PREPARING";
}

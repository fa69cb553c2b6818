import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listAuditEntries } from "@/modules/audit/audit-history.service";
import { userFirstNameColumn, userRows } from "@/modules/identity/identity.queries";

/**
 * A vendor's review history, read from the audit log. The decisions are written by vendor-review-decisions.service.ts
 * with these actions; "vendor.submitted" is the seller sending the profile (and sending it again after a rejection).
 */
export const reviewActions = {
  "vendor.submitted": "SUBMITTED",
  "vendor.approved": "APPROVED",
  "vendor.rejected": "REJECTED",
  "vendor.suspended": "SUSPENDED",
  "vendor.reinstated": "REINSTATED",
} as const;
export type ReviewAction = keyof typeof reviewActions;
export type ReviewEventKind = (typeof reviewActions)[ReviewAction];

export interface ReviewEvent {
  kind: ReviewEventKind;
  at: Date;
  /** First name of whoever did it; null when the account is gone. */
  by: string | null;
  /** The reason given with a rejection, a suspension or a reinstatement. */
  reason: string | null;
}

export async function reviewHistory(vendorId: string, db: Database): Promise<ReviewEvent[]> {
  const entries = await listAuditEntries(
    { entityType: "vendor", entityId: vendorId, actions: Object.keys(reviewActions) },
    db,
  );
  const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
  const names = actorIds.length
    ? new Map(
        (
          await db
            .select({ id: userRows.id, firstName: userFirstNameColumn })
            .from(userRows)
            .where(inArray(userRows.id, actorIds))
        ).map((row) => [row.id, row.firstName]),
      )
    : new Map<string, string>();
  return entries.map((entry) => {
    const reason = entry.after?.reason;
    return {
      kind: reviewActions[entry.action as ReviewAction],
      at: entry.createdAt,
      by: entry.actorId ? (names.get(entry.actorId) ?? null) : null,
      reason: typeof reason === "string" ? reason : null,
    };
  });
}

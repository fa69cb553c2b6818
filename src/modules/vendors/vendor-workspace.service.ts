import "server-only";
import { asc, count, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { vendorIdsWith, type Actor } from "@/lib/actor";
import { isWaitingForReview, reviewStateOf } from "@/modules/vendors/vendor-review-state";
import type { VendorReviewState } from "@/modules/vendors/vendor-review.inputs";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import { mayReviewVendors } from "@/modules/vendors/vendors.policy";

type VendorRow = typeof vendors.$inferSelect;
export type VendorKind = VendorRow["kind"];
export type VendorStatus = VendorRow["status"];

/** A vendor as its own members see it in the dashboard: what it is, where it stands, and what it still lacks. */
export interface WorkspaceVendor {
  id: string;
  name: string;
  kind: VendorKind;
  status: VendorStatus;
  /** Where it stands with operations: preparing, sent for review, sent back (with the reason), approved, suspended. */
  reviewState: VendorReviewState;
  rejectionReason: string | null;
  slug: string;
  /** The actor's vendor role, for display ("Owner", "Manager", …). */
  role: string;
  /** What the actor may do here (the vendor's permissions in vendor-permissions.ts). */
  permissions: ReadonlySet<string>;
  description: string | null;
  hasContactPhone: boolean;
  storeCount: number;
  /** Where the business is (its profile); a new listing not at a store starts here. */
  state: string | null;
  city: string | null;
}

/**
 * The vendors the actor belongs to (any vendor role may look at its workspace, suspended vendors included), by name.
 * A signed-out actor or a buyer has none. Nothing here is public: pending and suspended vendors are included.
 */
export async function findWorkspaceVendors(actor: Actor, db: Database = getDb()): Promise<WorkspaceVendor[]> {
  const ids = vendorIdsWith(actor, "shop:view");
  if (actor.kind !== "user" || ids.length === 0) return [];
  const storeCounts = db
    .select({ vendorId: stores.vendorId, storeCount: count().as("store_count") })
    .from(stores)
    .where(inArray(stores.vendorId, ids))
    .groupBy(stores.vendorId)
    .as("store_counts");
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.displayName,
      kind: vendors.kind,
      status: vendors.status,
      submittedAt: vendors.submittedAt,
      rejectedAt: vendors.rejectedAt,
      rejectionReason: vendors.rejectionReason,
      slug: vendors.slug,
      description: vendors.description,
      state: vendors.state,
      city: vendors.city,
      contactPhone: vendors.contactPhone,
      storeCount: storeCounts.storeCount,
    })
    .from(vendors)
    .leftJoin(storeCounts, eq(storeCounts.vendorId, vendors.id))
    .where(inArray(vendors.id, ids))
    .orderBy(asc(vendors.displayName), asc(vendors.id));
  return rows.flatMap(({ contactPhone, storeCount, submittedAt, rejectedAt, ...row }) => {
    const grant = actor.vendors.get(row.id);
    if (!grant) return [];
    const reviewState = reviewStateOf({ status: row.status, submittedAt, rejectedAt });
    return [
      {
        ...row,
        reviewState,
        rejectionReason: reviewState === "REJECTED" ? row.rejectionReason : null,
        role: grant.role,
        permissions: grant.permissions,
        hasContactPhone: contactPhone !== null,
        storeCount: Number(storeCount ?? 0),
      },
    ];
  });
}

export type ReviewQueueCount = { ok: true; count: number } | { ok: false; reason: "forbidden"; message: string };

/**
 * How many vendor profiles (and published businesses' changes) wait for a decision (pending: new sellers start there and stay until staff approve them),
 * for staff who review vendors; anyone else is refused.
 */
export async function countVendorsAwaitingReview(actor: Actor, db: Database = getDb()): Promise<ReviewQueueCount> {
  if (!mayReviewVendors(actor))
    return { ok: false, reason: "forbidden", message: "Only staff who review vendors may see this" };
  // Sent and not yet decided: the same condition as the review queue (vendor-review-state.ts).
  const [row] = await db.select({ count: count() }).from(vendors).where(isWaitingForReview);
  return { ok: true, count: row?.count ?? 0 };
}

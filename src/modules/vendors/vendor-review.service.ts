import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { parseInput } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { isUuid } from "@/lib/uuid";
import {
  joinUser,
  userContactColumns,
  userFirstNameColumn,
  userRows,
  userRowsAs,
} from "@/modules/identity/identity.queries";
import {
  imageView,
  joinMediaAsset,
  storedImages,
  storedImageColumns,
  type StoredImage,
} from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendorRoleLabels } from "@/modules/vendors/vendor-permissions";
import { reviewedFacts, type ChangesForReview } from "@/modules/vendors/vendor-review-changes";
import { reviewHistory, type ReviewEvent } from "@/modules/vendors/vendor-review-history";
import {
  hasChangesWaiting,
  reviewStateColumn,
  reviewStateCondition,
  reviewStateOf,
} from "@/modules/vendors/vendor-review-state";
import {
  VENDOR_REVIEW_PAGE_SIZE,
  vendorReviewListInput,
  vendorReviewStates,
  type VendorReviewListInput,
  type VendorReviewState,
} from "@/modules/vendors/vendor-review.inputs";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import type { ContactVisibility, VendorKind } from "@/modules/vendors/vendors.types";
import { mayReviewVendors } from "@/modules/vendors/vendors.policy";

/**
 * What operations read to decide on vendor profiles (issue #15): the list (a queue of submitted profiles, oldest
 * first, and every vendor by review state) and one vendor with everything a decision needs. Only staff with
 * `vendors:review`; the decisions themselves are in vendor-review-decisions.service.ts.
 */

export type { VendorReviewState } from "@/modules/vendors/vendor-review.inputs";
export type { ReviewEvent } from "@/modules/vendors/vendor-review-history";

export const reviewForbiddenMessage = "Only staff who review vendors may see this";

export interface VendorReviewItem {
  id: string;
  name: string;
  slug: string;
  kind: VendorKind;
  state: string | null;
  city: string | null;
  ownerName: string;
  ownerEmail: string | null;
  ownerPhone: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  reviewState: VendorReviewState;
  logo: ImageView | null;
  /** A published business whose new name, description or logo waits for review: the name buyers would see. */
  changedName: string | null;
  changesSubmittedAt: Date | null;
}

export interface VendorReviewPage {
  items: VendorReviewItem[];
  /** Vendors matching the filter and the search, in all. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Vendors in each review state (the search does not narrow these): the filter's tabs and "N waiting". */
  counts: Record<VendorReviewState, number>;
}

export type VendorReviewListResult =
  { ok: true; page: VendorReviewPage } | { ok: false; reason: "forbidden"; message: string };

/** `%`, `_` and `\` typed in the search box are letters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ownerName = (first: string, last: string | null) => (last ? `${first} ${last}` : first);

/** The list of vendors for operations: by review state, searched by business name, a page at a time. */
export async function listVendorsForReview(
  actor: Actor,
  input: VendorReviewListInput,
  db: Database = getDb(),
): Promise<VendorReviewListResult> {
  if (!mayReviewVendors(actor)) return { ok: false, reason: "forbidden", message: reviewForbiddenMessage };
  const query = parseInput(vendorReviewListInput, input);
  const page = query.page ?? 1;
  const sort = query.sort ?? "OLDEST";
  const where = and(
    reviewStateCondition(query.state),
    query.q ? ilike(vendors.displayName, containsPattern(query.q)) : undefined,
  );
  // The queue sorts by submission, which its partial index holds in order; other lists by submission, else joining.
  const sentAt =
    query.state === "SUBMITTED"
      ? sql`coalesce(${vendors.changesSubmittedAt}, ${vendors.submittedAt})`
      : sql`coalesce(${vendors.submittedAt}, ${vendors.createdAt})`;
  const orderBy =
    sort === "NAME"
      ? [asc(vendors.displayName), asc(vendors.id)]
      : sort === "NEWEST"
        ? [desc(sentAt), desc(vendors.id)]
        : [asc(sentAt), asc(vendors.id)];

  const [rows, [matching], byState, [changes]] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.displayName,
        slug: vendors.slug,
        kind: vendors.kind,
        state: vendors.state,
        city: vendors.city,
        status: vendors.status,
        submittedAt: vendors.submittedAt,
        rejectedAt: vendors.rejectedAt,
        createdAt: vendors.createdAt,
        pendingChanges: vendors.pendingChanges,
        changesSubmittedAt: vendors.changesSubmittedAt,
        ownerFirstName: userFirstNameColumn,
        ownerLastName: userRows.lastName,
        ...userContactColumns,
        logo: storedImageColumns,
      })
      .from(vendors)
      .innerJoin(userRows, joinUser(vendors.ownerId))
      .leftJoin(storedImages, joinMediaAsset(vendors.logoId))
      .where(where)
      .orderBy(...orderBy)
      .limit(VENDOR_REVIEW_PAGE_SIZE)
      .offset((page - 1) * VENDOR_REVIEW_PAGE_SIZE),
    db.select({ total: count() }).from(vendors).where(where),
    db.select({ state: reviewStateColumn, total: count() }).from(vendors).groupBy(reviewStateColumn),
    db.select({ total: count() }).from(vendors).where(hasChangesWaiting),
  ]);

  const counts = Object.fromEntries(vendorReviewStates.map((state) => [state, 0])) as Record<VendorReviewState, number>;
  for (const row of byState) counts[row.state] = Number(row.total);
  // Published businesses with changes are in the queue too (and stay counted as approved or suspended).
  counts.SUBMITTED += Number(changes?.total ?? 0);
  const total = Number(matching?.total ?? 0);
  return {
    ok: true,
    page: {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        kind: row.kind,
        state: row.state,
        city: row.city,
        ownerName: ownerName(row.ownerFirstName, row.ownerLastName),
        ownerEmail: row.email,
        ownerPhone: row.phone,
        submittedAt: row.submittedAt,
        createdAt: row.createdAt,
        reviewState: reviewStateOf(row),
        logo: row.logo ? imageView(row.logo, `${row.name} logo`) : null,
        changedName: row.changesSubmittedAt ? (row.pendingChanges?.displayName ?? row.name) : null,
        changesSubmittedAt: row.changesSubmittedAt,
      })),
      total,
      page,
      pageSize: VENDOR_REVIEW_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / VENDOR_REVIEW_PAGE_SIZE)),
      counts,
    },
  };
}

// ---- one vendor ----

export interface VendorForReview {
  id: string;
  name: string;
  slug: string;
  kind: VendorKind;
  description: string | null;
  state: string | null;
  city: string | null;
  reviewState: VendorReviewState;
  contactPhone: string | null;
  contactVisibility: ContactVisibility;
  /** The business phone was confirmed with a code sent to it. */
  phoneVerified: boolean;
  cacNumber: string | null;
  logo: ImageView | null;
  cover: ImageView | null;
  createdAt: Date;
  submittedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  approvedAt: Date | null;
  /** The first name of whoever made the last decision. */
  reviewedBy: string | null;
  owner: { name: string; email: string | null; phone: string | null; emailVerified: boolean; phoneVerified: boolean };
  members: { name: string; role: string; since: Date }[];
  stores: { name: string; address: string; city: string; state: string }[];
  history: ReviewEvent[];
  /** A published business's changes waiting for review, beside what buyers see now. */
  changes: ChangesForReview | null;
  /** Approved businesses' names (and "Oja") the name under review is close to. */
  nameResembles: string[];
  /** The actor belongs to this vendor: they may look, but never decide on it. */
  ownVendor: boolean;
}

const reviewer = userRowsAs("reviewer");

/**
 * One vendor with everything a decision needs that vendors hold; null when unknown or when the actor does not review
 * vendors. Its payout account is the payouts module's (above vendors): the page and the API add it beside.
 */
export async function findVendorForReview(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<VendorForReview | null> {
  if (actor.kind !== "user" || !mayReviewVendors(actor) || !isUuid(vendorId)) return null;
  const [row] = await db
    .select({
      vendor: vendors,
      ownerFirstName: userFirstNameColumn,
      ownerLastName: userRows.lastName,
      ...userContactColumns,
      ownerEmailVerifiedAt: userRows.emailVerifiedAt,
      ownerPhoneVerifiedAt: userRows.phoneVerifiedAt,
      reviewerName: reviewer.firstName,
    })
    .from(vendors)
    .innerJoin(userRows, joinUser(vendors.ownerId))
    .leftJoin(reviewer, eq(reviewer.id, vendors.reviewedBy))
    .where(eq(vendors.id, vendorId))
    .limit(1);
  if (!row) return null;
  const vendor = row.vendor;
  const facts = await reviewedFacts(vendor, db);
  const { reviewed } = facts;
  const pictureIds = [reviewed.logoId, reviewed.coverId].filter((id): id is string => id !== null);
  const [pictures, members, outlets, history] = await Promise.all([
    pictureIds.length
      ? db.select(storedImageColumns).from(storedImages).where(inArray(storedImages.id, pictureIds))
      : Promise.resolve([]),
    db
      .select({
        firstName: userFirstNameColumn,
        lastName: userRows.lastName,
        role: vendorMembers.role,
        since: vendorMembers.createdAt,
      })
      .from(vendorMembers)
      .innerJoin(userRows, joinUser(vendorMembers.userId))
      .where(eq(vendorMembers.vendorId, vendor.id))
      .orderBy(asc(vendorMembers.createdAt)),
    db
      .select({ name: stores.name, address: stores.address, city: stores.city, state: stores.state })
      .from(stores)
      .where(eq(stores.vendorId, vendor.id))
      .orderBy(asc(stores.createdAt), asc(stores.id)),
    reviewHistory(vendor.id, db),
  ]);
  const picture = (id: string | null, alt: string) => {
    const found = id ? (pictures as StoredImage[]).find((image) => image.id === id) : undefined;
    return found ? imageView(found, alt) : null;
  };
  return {
    id: vendor.id,
    name: reviewed.name,
    slug: vendor.slug,
    kind: vendor.kind,
    description: reviewed.description,
    state: vendor.state,
    city: vendor.city,
    reviewState: reviewStateOf(vendor),
    contactPhone: vendor.contactPhone,
    contactVisibility: vendor.contactVisibility,
    phoneVerified: vendor.contactPhone !== null && vendor.contactPhoneVerifiedAt !== null,
    cacNumber: vendor.cacNumber,
    logo: picture(reviewed.logoId, `${reviewed.name} logo`),
    cover: picture(reviewed.coverId, `${reviewed.name} cover picture`),
    createdAt: vendor.createdAt,
    submittedAt: vendor.submittedAt,
    rejectedAt: vendor.rejectedAt,
    rejectionReason: vendor.rejectionReason,
    approvedAt: vendor.approvedAt,
    reviewedBy: row.reviewerName,
    owner: {
      name: ownerName(row.ownerFirstName, row.ownerLastName),
      email: row.email,
      phone: row.phone,
      emailVerified: row.ownerEmailVerifiedAt !== null,
      phoneVerified: row.ownerPhoneVerifiedAt !== null,
    },
    members: members.map((member) => ({
      name: ownerName(member.firstName, member.lastName),
      role: vendorRoleLabels[member.role],
      since: member.since,
    })),
    stores: outlets,
    history,
    changes: facts.changes,
    nameResembles: facts.nameResembles,
    ownVendor: actor.vendors.has(vendor.id) || vendor.ownerId === actor.userId,
  };
}

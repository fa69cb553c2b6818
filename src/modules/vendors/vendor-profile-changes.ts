import { sql, type AnyColumn } from "drizzle-orm";
import { InputValidationError } from "@/lib/errors";
import type { VendorProfileChanges } from "@/modules/vendors/vendor-profile.inputs";
import { reviewStateOf } from "@/modules/vendors/vendor-review-state";
import { vendors } from "@/modules/vendors/vendors.schema";
import type { PendingProfileChanges } from "@/modules/vendors/vendors.types";

/**
 * What an edit of the business profile may change, and when (issue 23): approval must hold for what the reviewer read.
 * While the profile waits for review it is locked; once published (approved, or suspended and reinstated later), a new
 * name, description or logo waits in `pendingChanges` for operations while buyers keep the approved version, and a new
 * contact phone waits in `pendingContactPhone` until its code comes back. Before the first submission, nothing of the
 * business is public, and edits apply as they are.
 */

type VendorRow = typeof vendors.$inferSelect;

export const profileChangeMessages = {
  locked:
    "Your profile is waiting for review, so it cannot be changed now. We will tell you when it is decided; if it is sent back, you can change it then.",
  changesWaiting:
    "Your last changes to the name, description or logo are waiting for review. You can change them again once they are decided.",
  changesInReview: "Your changes wait for review; buyers see the approved version.",
} as const;

/** The reviewed fields: the form's name for each and its column. */
const reviewedFields = [
  ["businessName", "displayName"],
  ["description", "description"],
  ["logoId", "logoId"],
] as const satisfies readonly (readonly [keyof VendorProfileChanges, keyof PendingProfileChanges])[];

export type ReviewedField = (typeof reviewedFields)[number][0];

/** The business as its members edit it: the published columns with the changes waiting for review laid over them. */
export function draftOf(row: VendorRow) {
  const pending = row.pendingChanges ?? {};
  return {
    displayName: pending.displayName ?? row.displayName,
    description: "description" in pending ? (pending.description ?? null) : row.description,
    logoId: "logoId" in pending ? (pending.logoId ?? null) : row.logoId,
    contactPhone: row.pendingContactPhone ?? row.contactPhone,
    contactPhoneVerified:
      row.pendingContactPhone === null && row.contactPhone !== null && row.contactPhoneVerifiedAt !== null,
  };
}

/** The reviewed fields a published business has changed, waiting for operations. */
export function fieldsInReview(row: VendorRow): ReviewedField[] {
  const pending = row.pendingChanges ?? {};
  return reviewedFields.filter(([, column]) => column in pending).map(([field]) => field);
}

function differs(changes: VendorProfileChanges, row: VendorRow): boolean {
  const draft = draftOf(row);
  const now: Record<keyof VendorProfileChanges, unknown> = {
    businessName: draft.displayName,
    description: draft.description,
    state: row.state,
    city: row.city,
    cacNumber: row.cacNumber,
    contactPhone: draft.contactPhone,
    contactVisibility: row.contactVisibility,
    logoId: draft.logoId,
    coverId: row.coverId,
  };
  return (Object.keys(changes) as (keyof VendorProfileChanges)[]).some(
    (key) => changes[key] !== undefined && changes[key] !== now[key],
  );
}

/** The update an edit makes to `row`, or the reason it is refused (a domain error the form shows). */
export function planProfileUpdate(row: VendorRow, changes: VendorProfileChanges, now: Date) {
  if (reviewStateOf(row) === "SUBMITTED" && differs(changes, row))
    throw new InputValidationError({ input: [profileChangeMessages.locked] });
  const set: Partial<typeof vendors.$inferInsert> = { updatedAt: now };
  if (changes.state !== undefined) set.state = changes.state;
  if (changes.city !== undefined) set.city = changes.city;
  if (changes.cacNumber !== undefined) set.cacNumber = changes.cacNumber;
  if (changes.contactVisibility !== undefined) set.contactVisibility = changes.contactVisibility;
  if (changes.coverId !== undefined) set.coverId = changes.coverId;
  const published = row.status !== "PENDING";

  if (!published) {
    if (changes.businessName !== undefined) set.displayName = changes.businessName;
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.logoId !== undefined) set.logoId = changes.logoId;
    if (changes.contactPhone !== undefined && changes.contactPhone !== row.contactPhone) {
      set.contactPhone = changes.contactPhone;
      set.contactPhoneVerifiedAt = null;
    }
    return set;
  }

  const draft = draftOf(row);
  const wanted = { displayName: changes.businessName, description: changes.description, logoId: changes.logoId };
  const drafted = { displayName: draft.displayName, description: draft.description, logoId: draft.logoId };
  const touched = reviewedFields.filter(
    ([, column]) => wanted[column] !== undefined && wanted[column] !== drafted[column],
  );
  if (touched.length > 0) {
    // The reviewer decides on what they read: a second edit while they read would be approved unseen.
    if (row.changesSubmittedAt) throw new InputValidationError({ input: [profileChangeMessages.changesWaiting] });
    const pending: PendingProfileChanges = {};
    for (const [, column] of touched) {
      // Back to the approved value is no change to review.
      if (wanted[column] !== row[column]) Object.assign(pending, { [column]: wanted[column] });
    }
    const waiting = Object.keys(pending).length > 0;
    set.pendingChanges = waiting ? pending : null;
    set.changesSubmittedAt = waiting ? now : null;
  }

  if (changes.contactPhone !== undefined && changes.contactPhone !== draft.contactPhone) {
    if (changes.contactPhone === null || changes.contactPhone === row.contactPhone) {
      // Taking the number off, or going back to the published one, shows buyers nothing new.
      if (changes.contactPhone === null) {
        set.contactPhone = null;
        set.contactPhoneVerifiedAt = null;
      }
      set.pendingContactPhone = null;
    } else {
      set.pendingContactPhone = changes.contactPhone;
    }
  }
  return set;
}

/** The published columns an approval of the waiting changes writes (a logo deleted meanwhile publishes none). */
export function publishPendingChanges() {
  const pending = vendors.pendingChanges;
  return {
    displayName: sql`case when ${pending} ? 'displayName' then ${pending}->>'displayName' else ${vendors.displayName} end`,
    description: sql`case when ${pending} ? 'description' then ${pending}->>'description' else ${vendors.description} end`,
    logoId: sql`case when ${pending} ? 'logoId' then (select m.id from media_assets m where m.id = (${pending}->>'logoId')::uuid) else ${vendors.logoId} end`,
    pendingChanges: null,
    changesSubmittedAt: null,
  };
}

/** The copy of the reviewed fields taken when the profile is sent (vendors.submitted_snapshot). */
export const snapshotOfReviewedFields = sql`jsonb_build_object(
  'displayName', ${vendors.displayName}, 'description', ${vendors.description}, 'logoId', ${vendors.logoId},
  'coverId', ${vendors.coverId}, 'state', ${vendors.state}, 'city', ${vendors.city}, 'cacNumber', ${vendors.cacNumber},
  'contactPhone', ${vendors.contactPhone})`;

const picture = (key: string, column: AnyColumn) =>
  sql`case when ${vendors.submittedSnapshot} is null then ${column} else (select m.id from media_assets m where m.id = (${vendors.submittedSnapshot}->>${sql.raw(`'${key}'`)})::uuid) end`;
const text = (key: string, column: AnyColumn) =>
  sql`case when ${vendors.submittedSnapshot} is null then ${column} else ${vendors.submittedSnapshot}->>${sql.raw(`'${key}'`)} end`;

/** What the first approval publishes: the snapshot the reviewer read (a profile sent before snapshots: its columns). */
export function publishSnapshot() {
  return {
    displayName: sql`coalesce(${text("displayName", vendors.displayName)}, ${vendors.displayName})`,
    description: text("description", vendors.description),
    logoId: picture("logoId", vendors.logoId),
    coverId: picture("coverId", vendors.coverId),
    state: text("state", vendors.state),
    city: text("city", vendors.city),
  };
}

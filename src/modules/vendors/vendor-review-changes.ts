import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { imageView, storedImageColumns, storedImages } from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";
import { fieldsInReview, type ReviewedField } from "@/modules/vendors/vendor-profile-changes";
import { resembledNames } from "@/modules/vendors/vendor-name-resemblance";
import { reviewStateOf } from "@/modules/vendors/vendor-review-state";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * What a reviewer compares (issue 23): a submitted profile as it was sent (its snapshot), a published business's
 * changes beside the approved version, and the names the name under review resembles (approved businesses, Oja).
 */

type VendorRow = typeof vendors.$inferSelect;

export interface ReviewedVersion {
  name: string;
  description: string | null;
  logo: ImageView | null;
}

export interface ChangesForReview {
  fields: ReviewedField[];
  submittedAt: Date;
  /** What buyers see now. */
  before: ReviewedVersion;
  /** What they would see once approved. */
  after: ReviewedVersion;
}

export interface ReviewedFacts {
  /** The profile as the reviewer decides on it: the submission's snapshot while it waits, else the columns. */
  reviewed: { name: string; description: string | null; logoId: string | null; coverId: string | null };
  changes: ChangesForReview | null;
  /** Approved businesses' names (and "Oja") the name under review is close to: look before approving. */
  nameResembles: string[];
}

async function pictures(ids: (string | null | undefined)[], db: Database): Promise<Map<string, ImageView>> {
  const wanted = ids.filter((id): id is string => typeof id === "string");
  if (wanted.length === 0) return new Map();
  const rows = await db.select(storedImageColumns).from(storedImages).where(inArray(storedImages.id, wanted));
  return new Map(rows.map((row) => [row.id, imageView(row, "")]));
}

/** Other approved businesses' names; a few thousand short strings (pg_trgm would index them if that grows). */
async function approvedNames(vendorId: string, db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: vendors.displayName })
    .from(vendors)
    .where(and(eq(vendors.status, "APPROVED"), ne(vendors.id, vendorId)));
  return rows.map((row) => row.name);
}

export async function reviewedFacts(vendor: VendorRow, db: Database): Promise<ReviewedFacts> {
  const snapshot = reviewStateOf(vendor) === "SUBMITTED" ? vendor.submittedSnapshot : null;
  const reviewed = snapshot
    ? {
        name: snapshot.displayName,
        description: snapshot.description,
        logoId: snapshot.logoId,
        coverId: snapshot.coverId,
      }
    : { name: vendor.displayName, description: vendor.description, logoId: vendor.logoId, coverId: vendor.coverId };
  const pending = vendor.changesSubmittedAt ? (vendor.pendingChanges ?? {}) : null;
  const underReview = pending?.displayName ?? reviewed.name;
  const [images, others] = await Promise.all([
    pictures([vendor.logoId, pending?.logoId], db),
    approvedNames(vendor.id, db),
  ]);
  const picture = (id: string | null | undefined, name: string) => {
    const image = id ? images.get(id) : undefined;
    return image ? { ...image, alt: `${name} logo` } : null;
  };
  const changes =
    pending && vendor.changesSubmittedAt
      ? {
          fields: fieldsInReview(vendor),
          submittedAt: vendor.changesSubmittedAt,
          before: {
            name: vendor.displayName,
            description: vendor.description,
            logo: picture(vendor.logoId, vendor.displayName),
          },
          after: {
            name: underReview,
            description: "description" in pending ? (pending.description ?? null) : vendor.description,
            logo: "logoId" in pending ? picture(pending.logoId, underReview) : picture(vendor.logoId, underReview),
          },
        }
      : null;
  return { reviewed, changes, nameResembles: resembledNames(underReview, others) };
}

import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * The contact phone to verify (a published business's new number waiting for its code, else its number) and when it
 * was verified, for the phone code's flow (vendor-phone.service.ts).
 */
export async function findContactPhone(vendorId: string, db: Database = getDb()) {
  const [row] = await db
    .select({
      phone: vendors.contactPhone,
      verifiedAt: vendors.contactPhoneVerifiedAt,
      pending: vendors.pendingContactPhone,
      name: vendors.displayName,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!row) return undefined;
  const { pending, ...contact } = row;
  return pending ? { ...contact, phone: pending, verifiedAt: null } : contact;
}

/**
 * Marks the contact phone verified, only if it is still `phone` (a number changed meanwhile stays unverified). A
 * published business's new number becomes the one buyers see now, and not before: the shared copies showing the
 * last verified one drop it after the commit (`vendor.profile-published`).
 */
export async function markContactPhoneVerified(
  vendorId: string,
  phone: string,
  db: Database = getDb(),
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(vendors)
    .set({ contactPhone: phone, contactPhoneVerifiedAt: now, pendingContactPhone: null, updatedAt: now })
    .where(
      and(
        eq(vendors.id, vendorId),
        or(
          eq(vendors.pendingContactPhone, phone),
          and(
            isNull(vendors.pendingContactPhone),
            eq(vendors.contactPhone, phone),
            isNull(vendors.contactPhoneVerifiedAt),
          ),
        ),
      ),
    )
    .returning({ slug: vendors.slug, status: vendors.status });
  const [marked] = rows;
  if (marked?.status === "APPROVED")
    await publishEvent({ type: "vendor.profile-published", payload: { vendorId, slug: marked.slug } }, db);
  return marked !== undefined;
}

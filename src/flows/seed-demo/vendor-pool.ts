import "server-only";
import type { Database } from "@/db/client";
import { seedUsers, userIdsByEmail } from "@/modules/identity/identity.seed";
import { seedOwnedVendor, seedVendors, type VendorSeedRow } from "@/modules/vendors/vendors.seed";
import { demoVendorPlans, type VendorPlan } from "./generate";
import { chunks } from "./batches";

function vendorRow(plan: VendorPlan): VendorSeedRow {
  return {
    id: plan.id,
    ownerId: plan.ownerId,
    kind: plan.kind,
    displayName: plan.displayName,
    slug: plan.slug,
    description: plan.description,
    status: plan.status,
    state: plan.state,
    city: plan.city,
    ratingTotal: plan.ratingTotal,
    ratingCount: plan.ratingCount,
    contactPhone: plan.contact.phone,
    contactVisibility: plan.contact.visibility,
    contactPhoneVerifiedAt: plan.contact.phone ? plan.createdAt : null,
    // Pending sellers have sent their profile for review: the demo administrator's queue.
    submittedAt: plan.status === "PENDING" ? plan.createdAt : null,
    approvedAt: plan.approvedAt,
    createdAt: plan.createdAt,
    updatedAt: plan.approvedAt ?? plan.createdAt,
  };
}

/** Generated vendors with their owners' accounts, a batch per transaction, skipping rows that exist (stable ids). */
export async function insertVendors(
  plans: VendorPlan[],
  batchSize: number,
  db: Database,
): Promise<{ vendors: number; stores: number }> {
  let vendorCount = 0;
  let storeCount = 0;
  for (const batch of chunks(plans, batchSize)) {
    await db.transaction(async (tx) => {
      await seedUsers(
        batch.map((plan) => ({
          id: plan.ownerId,
          kind: plan.owner.kind,
          firstName: plan.owner.firstName,
          lastName: plan.owner.lastName,
          email: plan.owner.email,
          // No password: these owners exist to own listings and cannot sign in.
          passwordHash: null,
          emailVerifiedAt: plan.createdAt,
          createdAt: plan.createdAt,
          updatedAt: plan.createdAt,
        })),
        tx,
      );
      const result = await seedVendors(batch.map(vendorRow), new Map(batch.map((plan) => [plan.id, plan.stores])), tx);
      vendorCount += result.vendors;
      storeCount += result.stores;
    });
  }
  return { vendors: vendorCount, stores: storeCount };
}

/**
 * The demo seller and artisan get approved businesses (their existing vendor if a real sign-up made one), so the
 * demo accounts always have a store to show.
 */
export async function ensureDemoVendors(
  now: Date,
  db: Database,
): Promise<{ seller: VendorPlan; artisan: VendorPlan; stores: number; vendors: number } | null> {
  const owners = await userIdsByEmail(["seller@demo.oja.ng", "artisan@demo.oja.ng"], db);
  const sellerOwner = owners.find((row) => row.email === "seller@demo.oja.ng");
  const artisanOwner = owners.find((row) => row.email === "artisan@demo.oja.ng");
  if (!sellerOwner || !artisanOwner) return null;
  const plans = demoVendorPlans(now, { seller: sellerOwner.id, artisan: artisanOwner.id });
  let storeCount = 0;
  let vendorCount = 0;
  for (const plan of [plans.seller, plans.artisan]) {
    const result = await seedOwnedVendor(vendorRow(plan), plan.stores, now, db);
    plan.id = result.id;
    storeCount += result.stores;
    vendorCount += result.vendors;
  }
  return { ...plans, stores: storeCount, vendors: vendorCount };
}

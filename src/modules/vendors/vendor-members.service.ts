import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { VendorGrant } from "@/lib/actor";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import {
  vendorRoleLabels,
  vendorRolePermissions,
  type VendorPermission,
  type VendorRole,
} from "@/modules/vendors/vendor-permissions";
import { vendors } from "@/modules/vendors/vendors.schema";

type VendorStatus = (typeof vendors.$inferSelect)["status"];

/**
 * A suspended vendor's members may still look at their workspace (to see why, and what they had), but change nothing
 * until operations lift the suspension.
 */
const whileSuspended: ReadonlySet<VendorPermission> = new Set(["shop:view"]);

/** What a member of a vendor in `status` may do with `role`: the vendor module's one rule for it. */
export function grantFor(vendorId: string, role: VendorRole, status: VendorStatus): VendorGrant {
  const permissions = vendorRolePermissions(role);
  return {
    vendorId,
    role: vendorRoleLabels[role],
    permissions:
      status === "SUSPENDED"
        ? new Set([...permissions].filter((permission) => whileSuspended.has(permission)))
        : permissions,
  };
}

/** Every vendor the person belongs to, with what they may do there (for the request's actor). */
export async function findVendorGrants(userId: string, db: Database = getDb()): Promise<Map<string, VendorGrant>> {
  const rows = await db
    .select({ vendorId: vendorMembers.vendorId, role: vendorMembers.role, status: vendors.status })
    .from(vendorMembers)
    .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .where(eq(vendorMembers.userId, userId));
  return new Map(rows.map((row) => [row.vendorId, grantFor(row.vendorId, row.role, row.status)]));
}

/** The owner's membership, written with the vendor (sign-up, "Start selling"). */
export async function addOwner(vendorId: string, userId: string, db: Database = getDb()): Promise<void> {
  await db.insert(vendorMembers).values({ vendorId, userId, role: "OWNER", addedBy: userId }).onConflictDoNothing();
}

/** Who speaks for a business in messages about its orders: its owner's account, and the name buyers see. */
export async function findVendorOwner(
  vendorId: string,
  db: Database = getDb(),
): Promise<{ ownerId: string; vendorName: string } | null> {
  const [row] = await db
    .select({ ownerId: vendors.ownerId, vendorName: vendors.displayName })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ?? null;
}

export interface VendorMemberPermissions {
  userId: string;
  role: VendorRole;
  permissions: ReadonlySet<VendorPermission>;
}

/**
 * Every member of a business with what their role lets them do, the owner first: who hears about its orders. By role
 * alone, so a suspended business still hears what becomes of orders placed before the suspension. The owner speaks
 * for the business even where their membership row is missing.
 */
export async function listVendorMemberPermissions(
  vendorId: string,
  db: Database = getDb(),
): Promise<VendorMemberPermissions[]> {
  const rows = await db
    .select({ userId: vendorMembers.userId, role: vendorMembers.role })
    .from(vendorMembers)
    .where(eq(vendorMembers.vendorId, vendorId))
    .orderBy(sql`${vendorMembers.role} = 'OWNER' desc`, asc(vendorMembers.createdAt));
  const owner = await findVendorOwner(vendorId, db);
  if (owner && !rows.some((row) => row.userId === owner.ownerId))
    rows.unshift({ userId: owner.ownerId, role: "OWNER" });
  return rows.map((row) => ({ ...row, permissions: vendorRolePermissions(row.role) }));
}

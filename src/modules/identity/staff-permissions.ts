/** What each staff role may do. Admin is a staff role, not a user kind (docs/decisions/0010); permissions are checked, never roles. */
export const staffRoles = ["ADMIN", "MODERATOR"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  "pricedesk:moderate",
  "staff:manage",
  "media:upload",
  "vendors:review",
  "listings:review",
  // Refunds Paystack could not process: asked again, or recorded as paid by bank transfer (support).
  "payments:refund",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const permissionsByRole: Record<StaffRole, readonly StaffPermission[]> = {
  ADMIN: staffPermissions,
  MODERATOR: ["pricedesk:moderate"],
};

export function roleAllows(role: StaffRole | null, permission: StaffPermission): boolean {
  return role !== null && permissionsByRole[role].includes(permission);
}

export function permissionsForRole(role: StaffRole | null): ReadonlySet<StaffPermission> {
  return new Set(role === null ? [] : permissionsByRole[role]);
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/**
 * What a vendor's members may do, by vendor role (issue #15). Code checks these permissions, never the role names.
 * Owner: everything. Manager: everything but payouts and the team. Sales assistant: the shop's orders and stock.
 */
export const vendorRoles = ["OWNER", "MANAGER", "SALES_ASSISTANT"] as const;
export type VendorRole = (typeof vendorRoles)[number];

export const vendorPermissions = [
  /** See the workspace: listings, drafts, figures. */
  "shop:view",
  /** Create, edit, publish and archive listings and services, and change their prices. */
  "listings:write",
  /** Change stock counts (a sale at the shop, a delivery in). */
  "stock:write",
  /** The vendor's outlets and opening hours. */
  "stores:write",
  /** The business profile buyers see (name, description, logo, contact). */
  "profile:write",
  /** Orders (when they open): confirm, pack, hand over. */
  "orders:manage",
  /** The balance and its movements (sales, commission, refunds, payouts): not for sales assistants. */
  "ledger:view",
  /** The bank account the vendor is paid into. */
  "payouts:manage",
  /** Invite, change and remove members. */
  "members:manage",
] as const;
export type VendorPermission = (typeof vendorPermissions)[number];

const permissionsByRole: Record<VendorRole, readonly VendorPermission[]> = {
  OWNER: vendorPermissions,
  MANAGER: vendorPermissions.filter((permission) => permission !== "payouts:manage" && permission !== "members:manage"),
  SALES_ASSISTANT: ["shop:view", "stock:write", "orders:manage"],
};

export function vendorRolePermissions(role: VendorRole): ReadonlySet<VendorPermission> {
  return new Set(permissionsByRole[role]);
}

export const vendorRoleLabels: Record<VendorRole, string> = {
  OWNER: "Owner",
  MANAGER: "Manager",
  SALES_ASSISTANT: "Sales assistant",
};

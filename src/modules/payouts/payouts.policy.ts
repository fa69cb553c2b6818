import "server-only";
import { hasStaffPermission, hasVendorPermission, requireVendorGrant, type Actor } from "@/lib/actor";

/**
 * Who may see and change a vendor's payout account (docs/decisions/0020-who-is-asking.md). Nothing of it is public.
 * - The vendor's members with `payouts:manage` (the owner) read the whole account and change it.
 * - Staff who review vendors (`vendors:review`) read its summary (bank, last four digits, whether the bank confirmed
 *   the name), never the full number.
 */
const MANAGE_PAYOUTS = "payouts:manage";

/** The person managing `vendorId`'s payouts: their user id. UNAUTHENTICATED signed out, FORBIDDEN otherwise. */
export function requirePayoutManager(actor: Actor, vendorId: string): string {
  return requireVendorGrant(actor, vendorId, MANAGE_PAYOUTS).actor.userId;
}

export function mayManagePayouts(actor: Actor, vendorId: string): boolean {
  return hasVendorPermission(actor, vendorId, MANAGE_PAYOUTS);
}

export function mayReadPayoutSummary(actor: Actor, vendorId: string): boolean {
  return hasStaffPermission(actor, "vendors:review") || mayManagePayouts(actor, vendorId);
}

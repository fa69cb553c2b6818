import "server-only";
import { hasStaffPermission, type Actor } from "@/lib/actor";

/**
 * Who may see and do what with vendors (docs/decisions/0020-who-is-asking.md; roles in decisions 0015).
 * - The public rule: a vendor, its stores and its listings are public once operations APPROVED it and while it stays
 *   approved. Other modules apply it in SQL through vendors.queries.ts (`hasApprovedVendor`, `joinApprovedVendor`).
 * - A member acts inside their vendor with the permissions of their role (`requireVendorGrant` and
 *   `hasVendorPermission` in src/lib/actor.ts); a suspended vendor's members keep `shop:view` only
 *   (`grantFor` in vendor-members.service.ts).
 * - Staff with `vendors:review` read every vendor's profile and decide on it; nobody else sees the review queue.
 */
const REVIEW_VENDORS = "vendors:review";

export function mayReviewVendors(actor: Actor): boolean {
  return hasStaffPermission(actor, REVIEW_VENDORS);
}

import "server-only";
import { inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  hasStaffPermission,
  requireSignedIn,
  requireVendorGrant,
  vendorIdsWith,
  type Actor,
  type UserActor,
} from "@/lib/actor";
import { hasApprovedVendor } from "@/modules/vendors/vendors.queries";

/**
 * Who may see and change the catalogue's listings (docs/decisions/0020-who-is-asking.md): its one visibility rule
 * (issue #15, docs/decisions/0015), for products and services alike:
 * - everyone (signed out included): ACTIVE listings of APPROVED vendors;
 * - a vendor's members (`shop:view`): every listing of their vendor, drafts, held and archived ones included;
 * - staff with `listings:review`: every listing.
 * Public pages and shared answers use the public rule whoever is signed in, so nothing private can reach a cache; the
 * seller's workspace uses `visibleListings(actor)`. The shapes below are the same rule written for the planner:
 * with or without the vendors table joined.
 */
/** The products or services table, or its read-only relation (listings.queries.ts). */
type ListingTable = { status: AnyColumn; vendorId: AnyColumn };

/** What buyers see, for a query that has not joined the vendors table (a probe of the approved-vendors index). */
export function isPublicListing(table: ListingTable): SQL {
  return sql`${table.status} = 'ACTIVE' and ${hasApprovedVendor(table.vendorId)}`;
}

/**
 * The listing's half of the public rule, for a query that joined vendors with `joinApprovedVendor` (or filters them
 * with `approvedVendorIds` in a second step): the join supplies the vendor's half.
 */
export function isActiveListing(table: ListingTable): SQL {
  return sql`${table.status} = 'ACTIVE'`;
}

const REVIEW_LISTINGS = "listings:review";

/** What `actor` may see of `table`'s listings. */
export function visibleListings(actor: Actor, table: ListingTable): SQL {
  if (hasStaffPermission(actor, REVIEW_LISTINGS)) return sql`true`;
  const own = vendorIdsWith(actor, "shop:view");
  return own.length === 0 ? isPublicListing(table) : or(isPublicListing(table), inArray(table.vendorId, own))!;
}

/**
 * The seller's view of one listing of `vendorId` (drafts, history, the desk's verdict): its vendor's members with
 * `shop:view`, and staff with `listings:review`. UNAUTHENTICATED signed out, FORBIDDEN otherwise.
 */
export function requireListingReader(actor: Actor, vendorId: string): UserActor {
  const user = requireSignedIn(actor);
  return hasStaffPermission(user, REVIEW_LISTINGS) ? user : requireVendorGrant(user, vendorId, "shop:view").actor;
}

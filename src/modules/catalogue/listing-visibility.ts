import "server-only";
import { inArray, or, sql, type SQL } from "drizzle-orm";
import { hasStaffPermission, vendorIdsWith, type Actor } from "@/lib/actor";
import { products, services } from "@/modules/catalogue/catalogue.schema";
import { hasApprovedVendor } from "@/modules/vendors/vendors.queries";

/**
 * The catalogue's one visibility rule (issue #15, docs/decisions/0015), for products and services alike:
 * - everyone (signed out included): ACTIVE listings of APPROVED vendors;
 * - a vendor's members (`shop:view`): every listing of their vendor, drafts, held and archived ones included;
 * - staff with `listings:review`: every listing.
 * Public pages and shared answers use the public rule whoever is signed in, so nothing private can reach a cache; the
 * seller's workspace uses `visibleListings(actor)`. The shapes below are the same rule written for the planner:
 * with or without the vendors table joined.
 */
type ListingTable = typeof products | typeof services;

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

/** What `actor` may see of `table`'s listings. */
export function visibleListings(actor: Actor, table: ListingTable): SQL {
  if (hasStaffPermission(actor, "listings:review")) return sql`true`;
  const own = vendorIdsWith(actor, "shop:view");
  return own.length === 0 ? isPublicListing(table) : or(isPublicListing(table), inArray(table.vendorId, own))!;
}

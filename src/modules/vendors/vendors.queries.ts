import "server-only";
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { readOnlyRelation } from "@/db/read-only-relation";
import { vendors } from "@/modules/vendors/vendors.schema";
import type { ContactVisibility, VendorContact, VendorSummary } from "@/modules/vendors/vendors.types";

/**
 * What other modules may read of vendors inside their own queries, where a listing must stay one statement (a page
 * of products with their sellers, "public" meaning "of an approved vendor"; docs/decisions/0008-market-search.md).
 *
 * Vendors are published as a read-only relation, never as the table (src/db/read-only-relation.ts): `vendorRows`
 * offers their public columns, reads as the table, and insert/update/delete refuse it. Vendors are written through vendors.service.ts.
 */
export const vendorRows = readOnlyRelation(vendors, {
  id: vendors.id,
  slug: vendors.slug,
  displayName: vendors.displayName,
  kind: vendors.kind,
  state: vendors.state,
  city: vendors.city,
  status: vendors.status,
  ratingTotal: vendors.ratingTotal,
  ratingCount: vendors.ratingCount,
  createdAt: vendors.createdAt,
  contactPhone: vendors.contactPhone,
  contactVisibility: vendors.contactVisibility,
  description: vendors.description,
});

/** `vendorRows` joined on the approved vendor `vendorId` points at: the join condition of public listings. */
export function joinApprovedVendor(vendorId: AnyColumn): SQL {
  return and(eq(vendorRows.id, vendorId), eq(vendorRows.status, "APPROVED"))!;
}

/** With `vendorRows` joined: the vendor is approved. */
export const vendorIsApproved: SQL = eq(vendorRows.status, "APPROVED");

/** Without a join: the vendor `vendorId` points at is approved (a probe of the small approved-vendors index). */
export function hasApprovedVendor(vendorId: AnyColumn): SQL {
  return sql`exists (select 1 from ${vendors} where ${vendors.id} = ${vendorId} and ${vendors.status} = 'APPROVED')`;
}

/** A vendor's summary, from a query that joined (or selects from) `vendorRows`. */
export const vendorSummaryColumns = {
  id: vendorRows.id,
  slug: vendorRows.slug,
  displayName: vendorRows.displayName,
  kind: vendorRows.kind,
  state: vendorRows.state,
  city: vendorRows.city,
  status: vendorRows.status,
  ratingTotal: vendorRows.ratingTotal,
  ratingCount: vendorRows.ratingCount,
  createdAt: vendorRows.createdAt,
  contactPhone: vendorRows.contactPhone,
  contactVisibility: vendorRows.contactVisibility,
};

/** vendorSummaryColumns and the description: a public profile. */
export const vendorProfileColumns = { ...vendorSummaryColumns, description: vendorRows.description };

export type VendorSummaryRow = {
  id: string;
  slug: string;
  displayName: string;
  kind: VendorSummary["kind"];
  state: string | null;
  city: string | null;
  status: "PENDING" | "APPROVED" | "SUSPENDED";
  ratingTotal: number;
  ratingCount: number;
  createdAt: Date;
  contactPhone: string | null;
  contactVisibility: ContactVisibility;
};

/** The number goes out only when the seller shows it; no number to show is the same as keeping it private. */
export function toVendorContact(phone: string | null, visibility: ContactVisibility): VendorContact {
  return phone && visibility !== "HIDDEN" ? { visibility, phone } : { visibility: "HIDDEN", phone: null };
}

export function toVendorSummary(row: VendorSummaryRow): VendorSummary {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    kind: row.kind,
    state: row.state,
    city: row.city,
    approved: row.status === "APPROVED",
    // One decimal, as people read star ratings.
    ratingAverage: row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null,
    ratingCount: row.ratingCount,
    since: row.createdAt.toISOString(),
    contact: toVendorContact(row.contactPhone, row.contactVisibility),
  };
}

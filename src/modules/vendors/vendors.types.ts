/**
 * Read models of vendors and their stores, shared by the vendors service, its GraphQL types, the pages and the modules
 * that show a seller (catalogue's product and service cards). Dates are ISO strings so the same objects cross the
 * server/client boundary unchanged.
 */
import type { Weekday } from "@/lib/weekdays";

export type ContactVisibility = "CALL_AND_WHATSAPP" | "WHATSAPP_ONLY" | "HIDDEN";

/** How buyers may reach a seller. `phone` (E.164) is null whenever the seller keeps it private: it never leaves the server. */
export type VendorContact =
  { visibility: "CALL_AND_WHATSAPP" | "WHATSAPP_ONLY"; phone: string } | { visibility: "HIDDEN"; phone: null };
export type VendorKind = "INDIVIDUAL" | "STORE" | "ARTISAN";

export interface VendorSummary {
  id: string;
  slug: string;
  displayName: string;
  kind: VendorKind;
  state: string | null;
  city: string | null;
  approved: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  since: string;
  contact: VendorContact;
}

/** A vendor's public profile: the summary and what the seller says about the business. */
export type VendorProfile = VendorSummary & { description: string | null };

export type OpeningHours = Partial<Record<Weekday, { open: string; close: string }>>;

export interface StoreView {
  id: string;
  name: string;
  address: string;
  landmark: string | null;
  state: string;
  city: string;
  phone: string | null;
  openingHours: OpeningHours;
  /** The date (West Africa Time) the seller marked the store "closed today"; older dates mean nothing. */
  closedOn: string | null;
}

/** The fields operations review, as the reviewer read them when the profile was sent (vendors.submitted_snapshot). */
export interface ReviewedProfile {
  displayName: string;
  description: string | null;
  logoId: string | null;
  coverId: string | null;
  state: string | null;
  city: string | null;
  cacNumber: string | null;
  contactPhone: string | null;
}

/** An approved business's changes waiting for review: a key present is a change (null clears the field). */
export interface PendingProfileChanges {
  displayName?: string;
  description?: string | null;
  logoId?: string | null;
}

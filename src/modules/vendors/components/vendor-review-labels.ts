import type {
  VendorReviewFilter,
  VendorReviewListInput,
  VendorReviewState,
} from "@/modules/vendors/vendor-review.inputs";

/** Words and colours of the review states, and the addresses of operations' vendor pages. */

export const reviewStateLabels: Record<VendorReviewState, string> = {
  PREPARING: "Not sent yet",
  SUBMITTED: "Waiting for review",
  APPROVED: "Approved",
  REJECTED: "Sent back",
  SUSPENDED: "Suspended",
};

export const reviewStateTones: Record<VendorReviewState, string> = {
  PREPARING: "bg-black/5 text-primary",
  SUBMITTED: "bg-warning-bg text-primary ring-1 ring-black/10",
  APPROVED: "bg-secondary-dark-green text-white",
  REJECTED: "bg-primary-light/10 text-primary-light",
  SUSPENDED: "bg-primary-light text-white",
};

export const reviewFilterLabels: Record<VendorReviewFilter, string> = {
  SUBMITTED: "Waiting",
  REJECTED: "Sent back",
  APPROVED: "Approved",
  SUSPENDED: "Suspended",
  ALL: "All",
};

export function vendorReviewHref(vendorId: string): string {
  return `/dashboard/vendor/profile?id=${encodeURIComponent(vendorId)}`;
}

export type VendorReviewView = "list" | "grid";

/** The list or grid with this question; defaults are left out so the addresses stay short. */
export function vendorReviewListHref(
  view: VendorReviewView,
  query: VendorReviewListInput,
  changes: Partial<VendorReviewListInput> = {},
): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.state && next.state !== "SUBMITTED") params.set("state", next.state.toLowerCase());
  if (next.q) params.set("q", next.q);
  if (next.sort && next.sort !== "OLDEST") params.set("sort", next.sort.toLowerCase());
  if (next.page && next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/dashboard/vendor/${view}${search ? `?${search}` : ""}`;
}

import * as z from "zod/mini";
import { plainText } from "@/lib/validation";

/** Shared by the review form in the browser and the service: the same rules on both sides. */

/** Where a vendor profile stands with operations; PREPARING: not sent for review yet. */
export const vendorReviewStates = ["PREPARING", "SUBMITTED", "APPROVED", "REJECTED", "SUSPENDED"] as const;
export type VendorReviewState = (typeof vendorReviewStates)[number];

/** The list's filter: one review state, or every vendor. */
export const vendorReviewFilters = ["SUBMITTED", "APPROVED", "REJECTED", "SUSPENDED", "ALL"] as const;
export type VendorReviewFilter = (typeof vendorReviewFilters)[number];

/** OLDEST and NEWEST go by when the profile was sent for review (when the business joined, if never). */
export const vendorReviewSorts = ["OLDEST", "NEWEST", "NAME"] as const;
export type VendorReviewSort = (typeof vendorReviewSorts)[number];

export const VENDOR_REVIEW_PAGE_SIZE = 20;
/** Deeper than anyone pages by hand; it bounds the OFFSET a forged address can ask for. */
export const VENDOR_REVIEW_MAX_PAGE = 500;

/** The reason the seller reads (rejection) or the record keeps (suspension, reinstatement). */
export const reviewReason = plainText("Reason", { min: 10, max: 500 });
export const reviewReasonInput = z.object({ reason: reviewReason });

const pageNumber = z
  .int("Page must be a whole number")
  .check(
    z.minimum(1, "Page must be 1 or more"),
    z.maximum(VENDOR_REVIEW_MAX_PAGE, `Page must be at most ${VENDOR_REVIEW_MAX_PAGE}`),
  );
const searchText = z.string().check(z.trim(), z.maxLength(100, "Search should be at most 100 characters"));

/** The list's question as the API asks it: anything out of range is refused with a message. */
export const vendorReviewListInput = z.object({
  state: z.enum(vendorReviewFilters),
  q: z.optional(z.nullable(searchText)),
  sort: z.optional(z.enum(vendorReviewSorts)),
  page: z.optional(pageNumber),
});
export type VendorReviewListInput = z.input<typeof vendorReviewListInput>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The same question from a page's address (?state=&q=&sort=&page=): an unknown or hand-edited value falls back to the
 * default instead of failing the page, so an old or shortened link still opens the queue.
 */
export function vendorReviewListFromQuery(query: Record<string, string | string[] | undefined>): VendorReviewListInput {
  const pick = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
    const parsed = z.safeParse(schema, value);
    return parsed.success ? parsed.data : fallback;
  };
  const q = (first(query.q) ?? "").trim().slice(0, 100);
  return {
    state: pick(z.enum(vendorReviewFilters), first(query.state)?.toUpperCase(), "SUBMITTED"),
    q: q || null,
    sort: pick(z.enum(vendorReviewSorts), first(query.sort)?.toUpperCase(), "OLDEST"),
    page: pick(pageNumber, Number(first(query.page) ?? "1"), 1),
  };
}

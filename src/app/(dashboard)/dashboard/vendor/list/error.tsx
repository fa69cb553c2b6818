"use client";
import { VendorReviewError } from "@/modules/vendors/components/vendor-review-states";

export default function VendorsError({ reset }: { error: Error; reset: () => void }) {
  return <VendorReviewError reset={reset} />;
}

import { VendorReviewLoading } from "@/modules/vendors/components/vendor-review-states";

export default VendorReviewLoading;

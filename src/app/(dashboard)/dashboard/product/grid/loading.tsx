import { SellerListingLoading } from "@/modules/listings/components/seller-listing-states";

export default SellerListingLoading;

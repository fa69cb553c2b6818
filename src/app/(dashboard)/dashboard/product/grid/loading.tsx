import { SellerListingLoading } from "@/modules/catalogue/components/seller-listing-states";

export default SellerListingLoading;

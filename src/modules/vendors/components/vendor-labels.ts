import type { VendorKind } from "@/modules/vendors/vendors.types";

export const vendorKindLabels: Record<VendorKind, string> = {
  INDIVIDUAL: "Individual seller",
  STORE: "Store",
  ARTISAN: "Artisan",
};

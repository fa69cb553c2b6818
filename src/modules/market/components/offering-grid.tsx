import { sellerLabel } from "@/lib/money";
import type { ServiceCard as ServiceCardData } from "@/modules/listings/listings.types";
import { ServiceCard } from "@/modules/market/components/offering-card";
import { storeHref } from "@/modules/vendors/components/seller-card";
import type { VendorSummary } from "@/modules/vendors/vendors.types";

/** Services with a link to each artisan's store page (their phone numbers and hours live there). */
export function ServiceGrid({
  services,
  vendors,
  label,
}: {
  services: ServiceCardData[];
  vendors: Map<string, VendorSummary>;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 mdm:grid-cols-3">
      {services.map((service) => {
        const vendor = vendors.get(service.vendorId);
        return (
          <li key={service.id}>
            <ServiceCard
              service={service}
              provider={vendor ? { name: sellerLabel(vendor.displayName), href: storeHref(vendor.slug) } : null}
            />
          </li>
        );
      })}
    </ul>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasVendorPermission } from "@/lib/actor";
import { ForbiddenError, InputValidationError } from "@/lib/errors";
import { listCategoryTree } from "@/modules/categories/categories.service";
import { goodsCategoryOptions } from "@/modules/categories/components/category-filter";
import { ListingDetailsView } from "@/modules/listings/components/listing-details-view";
import { pricePerUnitKobo } from "@/modules/listings/components/listing-units";
import { findSellerListing, type SellerListingDetail } from "@/modules/listings/seller-listings.service";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { insightForOffer } from "@/modules/pricedesk/pricedesk.service";
import { listStores } from "@/modules/vendors/vendor-stores.service";

export const metadata: Metadata = { title: "Product details", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One listing, loaded with the actor's visibility (findSellerListing): a bad id, or another vendor's listing, is the
 * dashboard's not-found state, so the page does not even confirm that the listing exists.
 */
export default async function ProductDetailsPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  if (!id) notFound();
  let detail: SellerListingDetail;
  try {
    detail = await findSellerListing(actor, id);
  } catch (error) {
    if (error instanceof InputValidationError || error instanceof ForbiddenError) notFound();
    throw error;
  }
  const { product } = detail;
  const vendor = vendors.find((v) => v.id === product.vendorId);
  const canWrite = hasVendorPermission(actor, product.vendorId, "listings:write");
  const [tree, stores, insight] = await Promise.all([
    canWrite ? listCategoryTree() : Promise.resolve([]),
    canWrite ? listStores(actor, product.vendorId) : Promise.resolve([]),
    product.priceItemId
      ? insightForOffer({
          priceItemId: product.priceItemId,
          priceKobo: pricePerUnitKobo(product.priceKobo, product.unitQuantity),
          state: product.state,
        })
      : Promise.resolve(null),
  ]);
  return (
    <ListingDetailsView
      detail={detail}
      // The public rule (listings.policy.ts): an active listing of an approved vendor.
      isPublic={product.status === "ACTIVE" && vendor?.status === "APPROVED"}
      insight={insight}
      canWrite={canWrite}
      canStock={hasVendorPermission(actor, product.vendorId, "stock:write")}
      categories={goodsCategoryOptions(tree)}
      stores={stores.map((store) => ({ id: store.id, name: store.name, state: store.state, city: store.city }))}
    />
  );
}

import type { Metadata } from "next";
import { SellerListingScreen } from "@/modules/listings/components/seller-listing-screen";
import { sellerListingStateFromQuery } from "@/modules/listings/components/seller-listing-url";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";

export const metadata: Metadata = { title: "Your products", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The seller's products as a list; the address holds the question (`?vendor=&q=&status=&sort=&page=`). */
export default async function ProductListPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  return (
    <SellerListingScreen
      view="list"
      actor={actor}
      vendors={vendors}
      state={sellerListingStateFromQuery(await searchParams)}
    />
  );
}

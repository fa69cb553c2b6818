import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { VendorReviewScreen } from "@/modules/vendors/components/vendor-review-screen";
import { vendorReviewListFromQuery } from "@/modules/vendors/vendor-review.inputs";
import { listVendorsForReview } from "@/modules/vendors/vendor-review.service";

export const metadata: Metadata = { title: "Vendors", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Operations' vendors as a grid; only staff who review vendors, everyone else gets a 404. */
export default async function VendorGridPage({ searchParams }: Props) {
  const { actor } = await requireDashboardVisitor();
  const query = vendorReviewListFromQuery(await searchParams);
  const result = await listVendorsForReview(actor, query);
  if (!result.ok) notFound();
  return <VendorReviewScreen view="grid" query={query} page={result.page} />;
}

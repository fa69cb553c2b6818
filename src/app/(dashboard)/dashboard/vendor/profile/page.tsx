import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasStaffPermission } from "@/lib/actor";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { DeliveryRatesSection } from "@/modules/delivery/components/delivery-rates-section";
import { findPayoutAccountSummary } from "@/modules/payouts/payout-account-summary.service";
import { VendorReviewPanel } from "@/modules/vendors/components/vendor-review-panel";
import { findVendorForReview } from "@/modules/vendors/vendor-review.service";
import { PayoutAccountSection } from "@/modules/payouts/components/payout-account-section";
import { hasPayoutAccount } from "@/modules/payouts/payout-account.service";
import { StartSellingScreen, VendorProfileScreen } from "@/modules/vendors/components/vendor-profile-screen";
import { VendorTeamSection } from "@/modules/vendors/components/vendor-team-section";
import { findMyVendorProfile, findMyVendorProfiles, missingForReview } from "@/modules/vendors/vendor-profile.service";

export const metadata: Metadata = { title: "Business profile", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One route, two views: `?id=` of any vendor opens operations' review of it for staff who review vendors; without an
 * id, a vendor's own members see their business profile. Anyone else asking for a vendor by id gets a 404, so the
 * page does not even confirm the vendor exists.
 */
export default async function VendorProfilePage({ searchParams }: Props) {
  const { actor } = await requireDashboardVisitor();
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  if (id !== undefined && hasStaffPermission(actor, "vendors:review")) {
    const [vendor, payoutAccount] = await Promise.all([
      findVendorForReview(actor, id),
      findPayoutAccountSummary(actor, id),
    ]);
    if (!vendor) notFound();
    return <VendorReviewPanel vendor={vendor} payoutAccount={payoutAccount} />;
  }
  if (id !== undefined && !actor.vendors.has(id)) notFound();
  // A member's own view: the business asked for, else the one they own (or the first they belong to).
  const profile = id !== undefined ? await findMyVendorProfile(actor, id) : (await findMyVendorProfiles(actor))[0];
  if (!profile) return <StartSellingScreen />;
  const missing = missingForReview(profile, await hasPayoutAccount(profile.id));
  const team = profile.permissions.includes("members:manage") ? (
    <VendorTeamSection actor={actor} vendorId={profile.id} />
  ) : null;
  return (
    <VendorProfileScreen
      profile={profile}
      missing={missing}
      payout={<PayoutAccountSection actor={actor} vendorId={profile.id} />}
      delivery={<DeliveryRatesSection actor={actor} vendorId={profile.id} />}
      team={team}
    />
  );
}

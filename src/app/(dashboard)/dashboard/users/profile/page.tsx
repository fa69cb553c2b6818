import type { Metadata } from "next";
import { AccountSummary } from "@/modules/account/components/account-summary";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";

export const metadata: Metadata = { title: "My profile", robots: { index: false } };

/** The signed-in person's own profile inside the dashboard: the same page as /account. */
export default async function MyProfilePage() {
  const { actor } = await requireDashboardVisitor();
  return <AccountSummary actor={actor} />;
}

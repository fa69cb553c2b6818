import type { Metadata } from "next";
import { DashboardOverview } from "@/modules/dashboard/components/dashboard-overview";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

export default async function DashboardPage() {
  return <DashboardOverview visitor={await requireDashboardVisitor()} />;
}

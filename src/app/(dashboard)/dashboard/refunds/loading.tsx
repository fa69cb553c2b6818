import { DashboardPageLoading } from "@/ui/components/dashboard-page-loading";

export default function Loading() {
  return <DashboardPageLoading what="refunds to follow up" />;
}

"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function OrderHistoryError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="your orders" reset={reset} />;
}

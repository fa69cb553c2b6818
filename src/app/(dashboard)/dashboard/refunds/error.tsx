"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function RefundsError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="the refunds" reset={reset} />;
}

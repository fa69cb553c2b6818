"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function OrderDetailsError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="the order" reset={reset} />;
}

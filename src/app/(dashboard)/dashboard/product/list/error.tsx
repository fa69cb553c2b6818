"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function ProductListError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="your products" reset={reset} />;
}

"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function ServiceListError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="your services" reset={reset} />;
}

"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function VendorsError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="the vendors" reset={reset} />;
}

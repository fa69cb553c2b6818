"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

export default function NewOrdersError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="new orders" reset={reset} />;
}

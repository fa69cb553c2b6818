"use client";
import { DashboardLoadError } from "@/ui/components/dashboard-load-error";

/** Any dashboard page without an error state of its own: what failed, that nothing changed, and try again. */
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  return <DashboardLoadError what="this page" reset={reset} />;
}

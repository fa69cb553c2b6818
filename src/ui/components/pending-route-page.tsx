import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pendingAreaFor } from "@/lib/pending-routes";
import { NotAvailableYet } from "@/ui/components/not-available-yet";

/** Renders a spec route that has not shipped yet; any other path under the area is a plain 404. */
export function PendingRoutePage({ path }: { path: string }) {
  const area = pendingAreaFor(path);
  if (!area) notFound();
  return <NotAvailableYet title={area.title} description={area.description} />;
}

/** The tab says what the page says ("The dashboard is not open yet"), not the home page's title; unknown paths get the 404's. */
export function pendingRouteMetadata(path: string): Metadata {
  const area = pendingAreaFor(path);
  return area ? { title: area.title, description: area.description, robots: { index: false } } : {};
}

export async function pendingPathFrom(base: string, params: Promise<{ rest?: string[] }>): Promise<string> {
  const { rest } = await params;
  return rest?.length ? `${base}/${rest.map(encodeURIComponent).join("/")}` : base;
}

import { notFound } from "next/navigation";
import { pendingAreaFor } from "@/lib/pending-routes";
import { NotAvailableYet } from "@/ui/components/not-available-yet";

/** Renders a spec route that has not shipped yet; any other path under the area is a plain 404. */
export function PendingRoutePage({ path }: { path: string }) {
  const area = pendingAreaFor(path);
  if (!area) notFound();
  return <NotAvailableYet title={area.title} description={area.description} />;
}

export async function pendingPathFrom(base: string, params: Promise<{ rest?: string[] }>): Promise<string> {
  const { rest } = await params;
  return rest?.length ? `${base}/${rest.map(encodeURIComponent).join("/")}` : base;
}

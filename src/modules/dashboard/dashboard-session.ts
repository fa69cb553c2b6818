import "server-only";
import { cache } from "react";
import type { UserActor } from "@/lib/actor";
import { requireSignedInVisitor, returnPathWithin } from "@/modules/access/signed-in-visitor.service";
import { findWorkspaceVendors, type WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";

export { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";

/**
 * Where sign-in brings the person back to: the dashboard page they asked for, query included. Anything else (no
 * header, another path) is the overview: the gate only ever sends people back into the dashboard.
 */
export function dashboardReturnPath(requested: string | null | undefined): string {
  return returnPathWithin(requested, "/dashboard");
}

export interface DashboardVisitor {
  actor: UserActor;
  /** The person's name, as the session has it. */
  name: string;
  /** The vendors the person belongs to (the navigation and the overview both need them). */
  vendors: WorkspaceVendor[];
}

/**
 * The dashboard's session gate (the access module's, for the /dashboard area), once per request, with the vendors the
 * navigation and the overview both need.
 */
export const requireDashboardVisitor = cache(async (): Promise<DashboardVisitor> => {
  const { actor, name } = await requireSignedInVisitor("/dashboard");
  return { actor, name, vendors: await findWorkspaceVendors(actor) };
});

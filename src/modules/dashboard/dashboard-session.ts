import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { currentActor } from "@/modules/access/actor.service";
import { currentSession } from "@/modules/identity/session";
import { findWorkspaceVendors, type WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";

const DASHBOARD_PATH = /^\/dashboard(?:[/?#]|$)/;

/**
 * Where sign-in brings the person back to: the dashboard page they asked for, query included. Anything else (no
 * header, another path) is the overview: the gate only ever sends people back into the dashboard.
 */
export function dashboardReturnPath(requested: string | null | undefined): string {
  return requested && DASHBOARD_PATH.test(requested) && !/[\u0000-\u001F\u007F]/.test(requested)
    ? requested
    : "/dashboard";
}

/** The same address identity's `requireSession` uses: the sign-in form says "Please sign in to continue". */
export function sessionRequiredUrl(returnPath: string): string {
  return `/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(returnPath)}`;
}

export interface DashboardVisitor {
  actor: UserActor;
  /** The person's name, as the session has it. */
  name: string;
  /** The vendors the person belongs to (the navigation and the overview both need them). */
  vendors: WorkspaceVendor[];
}

/**
 * The dashboard's session gate, once per request (the layout and the page both call it, and Next.js renders them side
 * by side, so neither may assume the other ran first). A visitor without a live session goes to sign-in and comes
 * back; the actor, not the cookie alone, decides, so a session whose token was revoked is signed out here too.
 */
export const requireDashboardVisitor = cache(async (): Promise<DashboardVisitor> => {
  const [actor, session] = await Promise.all([currentActor(), currentSession()]);
  if (!isSignedIn(actor) || !session)
    redirect(sessionRequiredUrl(dashboardReturnPath((await headers()).get(REQUEST_PATH_HEADER))));
  return { actor, name: session.user.name, vendors: await findWorkspaceVendors(actor) };
});

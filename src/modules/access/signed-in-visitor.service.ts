import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { currentActor } from "@/modules/access/actor.service";
import { currentSession } from "@/modules/identity/session";

/**
 * The session gate of the private route groups (the dashboard, the account, the staff pages): a visitor without a live
 * session goes to sign-in with SessionRequired and comes back to the page they asked for. The actor, not the cookie
 * alone, decides, so a session whose token was revoked is signed out here too.
 */

/** The sign-in address that says "Please sign in to continue" and brings the person back to `returnPath`. */
export function sessionRequiredUrl(returnPath: string): string {
  return `/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(returnPath)}`;
}

/**
 * Where sign-in brings the person back to: the page they asked for (query included) when it lies within `area`,
 * otherwise `area` itself. The gate only ever sends people back into the area it guards.
 */
export function returnPathWithin(requested: string | null | undefined, area: string): string {
  const inArea =
    requested === area || (requested?.startsWith(area) === true && /^[/?#]/.test(requested.slice(area.length)));
  return requested && inArea && !/[\u0000-\u001F\u007F]/.test(requested) ? requested : area;
}

export interface SignedInVisitor {
  actor: UserActor;
  /** The person's name, as the session has it. */
  name: string;
}

/**
 * Once per request and area: a group's layout and its page both call it, and Next.js renders them side by side, so
 * neither may assume the other ran first.
 */
export const requireSignedInVisitor = cache(async (area: string): Promise<SignedInVisitor> => {
  const [actor, session] = await Promise.all([currentActor(), currentSession()]);
  if (!isSignedIn(actor) || !session)
    redirect(sessionRequiredUrl(returnPathWithin((await headers()).get(REQUEST_PATH_HEADER), area)));
  return { actor, name: session.user.name };
});

import "server-only";
import { hasStaffPermission, requireSignedIn, requireStaffPermission, type Actor, type UserActor } from "@/lib/actor";

/**
 * Who may see and do what on the price desk (docs/decisions/0020-who-is-asking.md).
 * - The public rule: the figures, trends and offers count ACCEPTED reports only (`acceptedInWindow` in
 *   pricedesk.service.ts writes it for the planner); nobody is asked who they are to read them.
 * - A signed-in person reports prices, keeps price alerts and reads their own reports and alerts, whatever their status.
 * - A price moderator (`pricedesk:moderate`) reads the held reports and accepts or rejects them.
 */
const MODERATE = "pricedesk:moderate";

/** The person reporting a price or keeping alerts; UNAUTHENTICATED signed out. */
export function requireReporter(actor: Actor): UserActor {
  return requireSignedIn(actor);
}

export function mayModerate(actor: Actor): boolean {
  return hasStaffPermission(actor, MODERATE);
}

/** The moderator deciding or reading the queue; UNAUTHENTICATED signed out, FORBIDDEN for everyone else. */
export function requireModerator(actor: Actor): UserActor {
  return requireStaffPermission(actor, MODERATE);
}

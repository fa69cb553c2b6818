import { hasStaffPermission, requireSignedIn, type Actor } from "@/lib/actor";
import { ForbiddenError } from "@/lib/errors";

/** Staff who may send money back by hand (a dispute decided for the buyer). */
export const REFUND_PERMISSION = "payments:refund";

/**
 * Refunds are the system's (a rejected or cancelled order, through its job) or staff's with the refund permission;
 * never a buyer's or a seller's own act.
 */
export function requireRefunder(actor: Actor): void {
  if (actor.kind === "system") return;
  requireSignedIn(actor);
  if (!hasStaffPermission(actor, REFUND_PERMISSION)) throw new ForbiddenError();
}

/**
 * Cash at the door is recorded by the system or by a signed-in person; which person may (the seller who delivered,
 * a courier) is the orders flow's check, made before it calls payments.
 */
export function requireCashRecorder(actor: Actor): void {
  if (actor.kind === "system") return;
  requireSignedIn(actor);
}

/** Support's page of refunds the buyer is still owed (/dashboard/refunds) and its navigation link. */
export function mayFollowUpRefunds(actor: Actor): boolean {
  return hasStaffPermission(actor, REFUND_PERMISSION);
}

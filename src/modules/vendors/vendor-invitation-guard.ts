import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { consumeRateLimit, enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { userRows } from "@/modules/identity/identity.queries";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * Who may send team invitations, and how many reach one person (issue #23, item 7). Each invitation is an e-mail or
 * SMS to a stranger, at Oja's cost and under Oja's sender name: a fresh account with a pending business could use the
 * team form as a free message cannon (one victim received 4 SMS from 4 throwaway businesses). So only a business Oja
 * has approved, through a member whose own e-mail or phone is verified, invites; and a contact receives at most a few
 * invitations a day whichever businesses send them, and one client address sends a bounded number.
 */

export const inviteMessages = {
  notApproved: "You can invite people once Oja has approved your business.",
  unverified: "Verify your e-mail address or phone number before you invite people.",
  recipientFull: "This contact has received enough invitations for today. Please try again tomorrow.",
} as const;

/** Invitations one e-mail address or phone number may receive a day, from all businesses together. */
export const invitationsPerRecipient: RateLimitRule = {
  name: "vendor-invite-recipient",
  points: 3,
  durationSeconds: 24 * 60 * 60,
};

/** Invitations one client address may send an hour, from all accounts together. */
export const invitationsPerAddress: RateLimitRule = { name: "vendor-invite-ip", points: 30, durationSeconds: 60 * 60 };

const refuse = (message: string): never => {
  throw new InputValidationError({ contact: [message] });
};

/** Why `inviterId` may not invite for the business now (a message to show instead of the form), or null. */
export async function invitationBlocker(
  vendorId: string,
  inviterId: string,
  db: Database = getDb(),
): Promise<string | null> {
  const [vendor] = await db.select({ status: vendors.status }).from(vendors).where(eq(vendors.id, vendorId));
  if (vendor?.status !== "APPROVED") return inviteMessages.notApproved;
  const [inviter] = await db
    .select({ email: userRows.emailVerifiedAt, phone: userRows.phoneVerifiedAt })
    .from(userRows)
    .where(eq(userRows.id, inviterId));
  return inviter?.email || inviter?.phone ? null : inviteMessages.unverified;
}

/** Refuses (on the contact field) unless the business is approved and the inviter verified; spends the caps. */
export async function requireInvitationAllowed(
  invitation: { vendorId: string; inviterId: string; recipient: string; ip?: string },
  db: Database,
): Promise<void> {
  const blocker = await invitationBlocker(invitation.vendorId, invitation.inviterId, db);
  if (blocker) refuse(blocker);
  if (invitation.ip) await enforceRateLimit(invitationsPerAddress, invitation.ip);
  const byRecipient = await consumeRateLimit(invitationsPerRecipient, invitation.recipient.toLowerCase());
  if (!byRecipient.allowed) refuse(inviteMessages.recipientFull);
}

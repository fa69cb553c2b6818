import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, UnauthenticatedError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { userRows } from "@/modules/identity/identity.queries";
import { vendorInvitations, vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendorRoleLabels, type VendorRole } from "@/modules/vendors/vendor-permissions";
import { hashInvitationToken, type TeamContext } from "@/modules/vendors/vendor-team.service";
import { vendors } from "@/modules/vendors/vendors.schema";

/**
 * The invitee's side of a team invitation: what the link offers, and joining. Only the person whose VERIFIED e-mail
 * address or phone number the invitation was sent to may join with it; a forwarded link is of no use to anyone else.
 */

export type InvitationState = "OPEN" | "EXPIRED" | "REVOKED" | "USED" | "NOT_YOURS" | "ALREADY_MEMBER";

export interface InvitationPreview {
  state: InvitationState;
  vendorId: string;
  vendorName: string;
  role: VendorRole;
  roleLabel: string;
  /** Why the person cannot join (every state but OPEN), in words for them. */
  message: string | null;
}

const stateMessages: Record<Exclude<InvitationState, "OPEN">, string> = {
  EXPIRED: "This invitation has expired. Ask the shop's owner to send you a new one.",
  REVOKED: "This invitation was withdrawn by the shop's owner.",
  USED: "This invitation has already been used.",
  NOT_YOURS:
    "This invitation was sent to a different e-mail address or phone number. Sign in with the account that has it (verified), or ask the owner to invite this account.",
  ALREADY_MEMBER: "You are already on this shop's team.",
};

const notFoundMessage = "This invitation link is not valid. Check that you opened the whole link from the message.";

type Tx = Pick<Database, "select">;

async function readInvitation(db: Tx, token: string) {
  const [row] = await db
    .select({ invitation: vendorInvitations, vendorName: vendors.displayName })
    .from(vendorInvitations)
    .innerJoin(vendors, eq(vendors.id, vendorInvitations.vendorId))
    .where(eq(vendorInvitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

async function stateFor(
  db: Tx,
  userId: string,
  invitation: typeof vendorInvitations.$inferSelect,
): Promise<InvitationState> {
  if (invitation.acceptedAt) return invitation.acceptedBy === userId ? "ALREADY_MEMBER" : "USED";
  if (invitation.revokedAt) return "REVOKED";
  if (invitation.expiresAt.getTime() <= Date.now()) return "EXPIRED";
  const [person] = await db
    .select({
      email: userRows.email,
      phone: userRows.phone,
      emailVerifiedAt: userRows.emailVerifiedAt,
      phoneVerifiedAt: userRows.phoneVerifiedAt,
    })
    .from(userRows)
    .where(eq(userRows.id, userId));
  const byEmail = invitation.email !== null && person?.emailVerifiedAt != null && person.email === invitation.email;
  const byPhone = invitation.phone !== null && person?.phoneVerifiedAt != null && person.phone === invitation.phone;
  if (!byEmail && !byPhone) return "NOT_YOURS";
  const [member] = await db
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, invitation.vendorId), eq(vendorMembers.userId, userId)));
  return member ? "ALREADY_MEMBER" : "OPEN";
}

/** What the link offers the signed-in person; null when no invitation has this token. */
export async function previewInvitation(
  actor: Actor,
  token: string,
  db: Database = getDb(),
): Promise<InvitationPreview | null> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const found = await readInvitation(db, token);
  if (!found) return null;
  const state = await stateFor(db, actor.userId, found.invitation);
  const role = found.invitation.role;
  return {
    state,
    vendorId: found.invitation.vendorId,
    vendorName: found.vendorName,
    role,
    roleLabel: vendorRoleLabels[role],
    message: state === "OPEN" ? null : stateMessages[state],
  };
}

/**
 * Joins the invitation's vendor with its role. The invitation is claimed by one conditional update, so two taps at
 * once (or two devices) add one membership; the new grants apply from the person's next request.
 */
export async function acceptInvitation(
  actor: Actor,
  token: string,
  context: TeamContext = {},
  db: Database = getDb(),
): Promise<{ vendorId: string; vendorName: string; role: VendorRole }> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  return db.transaction(async (tx) => {
    const found = await readInvitation(tx, token);
    if (!found) throw new InputValidationError({ token: [notFoundMessage] });
    const state = await stateFor(tx, actor.userId, found.invitation);
    if (state !== "OPEN") throw new InputValidationError({ token: [stateMessages[state]] });
    const [claimed] = await tx
      .update(vendorInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: actor.userId })
      .where(
        and(
          eq(vendorInvitations.id, found.invitation.id),
          isNull(vendorInvitations.acceptedAt),
          isNull(vendorInvitations.revokedAt),
          gt(vendorInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: vendorInvitations.id });
    if (!claimed) throw new InputValidationError({ token: [stateMessages.USED] });
    const { vendorId, role, invitedBy } = found.invitation;
    const [member] = await tx
      .insert(vendorMembers)
      .values({ vendorId, userId: actor.userId, role, addedBy: invitedBy })
      .onConflictDoNothing()
      .returning({ id: vendorMembers.id });
    // Joined another way meanwhile (a second invitation): the claim rolls back, the membership stays as it was.
    if (!member) throw new InputValidationError({ token: [stateMessages.ALREADY_MEMBER] });
    await recordAuditEvent(
      {
        actorId: actor.userId,
        action: "vendor.member.join",
        entityType: "vendor_member",
        entityId: member.id,
        after: { vendorId, role, invitationId: found.invitation.id },
        ip: context.ip,
      },
      tx,
    );
    return { vendorId, vendorName: found.vendorName, role };
  });
}

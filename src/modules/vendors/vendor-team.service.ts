import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, UnauthenticatedError } from "@/lib/errors";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { joinUser, userRows } from "@/modules/identity/identity.queries";
import { enqueueMessage, type EnqueueOptions } from "@/modules/notifications/notifications.service";
import { vendorInvitations, vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendorRoleLabels, type VendorRole } from "@/modules/vendors/vendor-permissions";
import { invitationWords } from "@/modules/vendors/vendor-team-messages";
import type { InviteMember, TeamRole } from "@/modules/vendors/vendor-team.inputs";
import { vendors } from "@/modules/vendors/vendors.schema";
import { requireInvitationAllowed } from "@/modules/vendors/vendor-invitation-guard";

/**
 * A vendor's team (issue #15): who runs the shop with which vendor role, and the invitations still open. Changes need
 * `members:manage` (the owner); seeing the team needs `shop:view`. Each change locks the vendor's row first, so two
 * owners' taps (or two tabs) are applied one after the other and the duplicate checks hold.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Each invitation sends an e-mail or SMS to a stranger's address: a shop hires a few people, not hundreds. */
export const vendorInviteRateLimit: RateLimitRule = { name: "vendor-invite", points: 20, durationSeconds: 60 * 60 };

export interface TeamMember {
  id: string;
  userId: string;
  name: string;
  role: VendorRole;
  roleLabel: string;
  since: Date;
}

export interface PendingInvitation {
  id: string;
  /** The e-mail address or E.164 phone number it was sent to. */
  contact: string;
  role: VendorRole;
  roleLabel: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface Team {
  members: TeamMember[];
  invitations: PendingInvitation[];
}

export interface TeamContext {
  ip?: string;
  messages?: EnqueueOptions;
}

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

const personName = (first: string, last: string | null) => (last ? `${first} ${last}` : first);
const refuse = (field: string, message: string): never => {
  throw new InputValidationError({ [field]: [message] });
};

/** Open: neither accepted nor revoked, and not expired. */
export const openInvitation = () =>
  and(
    isNull(vendorInvitations.acceptedAt),
    isNull(vendorInvitations.revokedAt),
    gt(vendorInvitations.expiresAt, sql`now()`),
  );

const memberColumns = {
  id: vendorMembers.id,
  userId: vendorMembers.userId,
  role: vendorMembers.role,
  since: vendorMembers.createdAt,
  firstName: userRows.firstName,
  lastName: userRows.lastName,
};
type MemberRow = {
  id: string;
  userId: string;
  role: VendorRole;
  since: Date;
  firstName: string;
  lastName: string | null;
};

const toMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  userId: row.userId,
  name: personName(row.firstName, row.lastName),
  role: row.role,
  roleLabel: vendorRoleLabels[row.role],
  since: row.since,
});

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockVendor(tx: Tx, vendorId: string): Promise<{ id: string; name: string }> {
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.displayName })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for("update");
  if (!vendor) throw new Error(`vendor-team: vendor ${vendorId} vanished under a granted actor`);
  return vendor;
}

async function findMember(
  db: Pick<Database, "select">,
  vendorId: string,
  memberId: string,
): Promise<TeamMember | null> {
  if (!isUuid(memberId)) return null;
  const [row] = await db
    .select(memberColumns)
    .from(vendorMembers)
    .innerJoin(userRows, joinUser(vendorMembers.userId))
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.id, memberId)));
  return row ? toMember(row) : null;
}

export async function listTeam(actor: Actor, vendorId: string, db: Database = getDb()): Promise<Team> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const members = await db
    .select(memberColumns)
    .from(vendorMembers)
    .innerJoin(userRows, joinUser(vendorMembers.userId))
    .where(eq(vendorMembers.vendorId, vendorId))
    // The owner first, then managers, then sales assistants (the enum's order), the longest-standing first.
    .orderBy(asc(vendorMembers.role), asc(vendorMembers.createdAt));
  const invitations = await db
    .select()
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.vendorId, vendorId), openInvitation()))
    .orderBy(asc(vendorInvitations.createdAt));
  return {
    members: members.map(toMember),
    invitations: invitations.map((row) => ({
      id: row.id,
      contact: (row.email ?? row.phone)!,
      role: row.role,
      roleLabel: vendorRoleLabels[row.role],
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    })),
  };
}

/**
 * Sends an invitation link by e-mail or SMS; the link's token exists only in that message (we keep its SHA-256). The
 * inviter spends one of vendorInviteRateLimit's (RateLimitedError after).
 */
export async function inviteMember(
  actor: Actor,
  vendorId: string,
  input: InviteMember,
  context: TeamContext = {},
  db: Database = getDb(),
): Promise<PendingInvitation> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "members:manage");
  await enforceRateLimit(vendorInviteRateLimit, user.userId);
  const { contact, role } = input;
  await requireInvitationAllowed(
    { vendorId, inviterId: user.userId, recipient: contact.email ?? contact.phone!, ip: context.ip },
    db,
  );
  const byContact = contact.email !== undefined ? eq(userRows.email, contact.email) : eq(userRows.phone, contact.phone);
  const inviteByContact =
    contact.email !== undefined
      ? eq(vendorInvitations.email, contact.email)
      : eq(vendorInvitations.phone, contact.phone);
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, vendorId);
    const [member] = await tx
      .select({ role: vendorMembers.role })
      .from(vendorMembers)
      .innerJoin(userRows, joinUser(vendorMembers.userId))
      .where(and(eq(vendorMembers.vendorId, vendorId), byContact));
    if (member)
      refuse("contact", `This person is already on your team (${vendorRoleLabels[member.role].toLowerCase()}).`);
    const [live] = await tx
      .select({ id: vendorInvitations.id })
      .from(vendorInvitations)
      .where(and(eq(vendorInvitations.vendorId, vendorId), inviteByContact, openInvitation()));
    if (live) refuse("contact", "An invitation to this contact is already waiting. Revoke it first to send a new one.");
    const [inviter] = await tx
      .select({ firstName: userRows.firstName, lastName: userRows.lastName })
      .from(userRows)
      .where(eq(userRows.id, user.userId));
    const [row] = await tx
      .insert(vendorInvitations)
      .values({
        vendorId,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        role,
        tokenHash: hashInvitationToken(token),
        invitedBy: user.userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    const invitation = row!;
    const link = `${env().APP_URL.replace(/\/+$/, "")}/dashboard/team/accept?token=${token}`;
    const words = invitationWords({
      vendorName: vendor.name,
      inviterName: inviter ? personName(inviter.firstName, inviter.lastName) : vendor.name,
      role,
      link,
    });
    await enqueueMessage(
      contact.email !== undefined
        ? {
            channel: "EMAIL",
            recipient: contact.email,
            subject: words.subject,
            body: words.text,
            purpose: "vendor.invitation",
          }
        : { channel: "SMS", recipient: contact.phone, body: words.sms, purpose: "vendor.invitation" },
      context.messages,
      tx,
    );
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.member.invite",
        entityType: "vendor_invitation",
        entityId: invitation.id,
        after: { vendorId, role, channel: contact.email !== undefined ? "EMAIL" : "SMS" },
        ip: context.ip,
      },
      tx,
    );
    return {
      id: invitation.id,
      contact: (invitation.email ?? invitation.phone)!,
      role,
      roleLabel: vendorRoleLabels[role],
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
    };
  });
}

export async function revokeInvitation(
  actor: Actor,
  vendorId: string,
  invitationId: string,
  context: TeamContext = {},
  db: Database = getDb(),
): Promise<void> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "members:manage");
  if (!isUuid(invitationId)) refuse("invitationId", "We could not find that invitation.");
  await db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const [revoked] = await tx
      .update(vendorInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(vendorInvitations.id, invitationId),
          eq(vendorInvitations.vendorId, vendorId),
          isNull(vendorInvitations.acceptedAt),
          isNull(vendorInvitations.revokedAt),
        ),
      )
      .returning({ id: vendorInvitations.id, role: vendorInvitations.role });
    if (!revoked)
      refuse(
        "invitationId",
        "This invitation is not waiting any more: it was accepted or revoked, or it is not this shop's.",
      );
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.member.invite_revoke",
        entityType: "vendor_invitation",
        entityId: invitationId,
        after: { vendorId },
        ip: context.ip,
      },
      tx,
    );
  });
}

export async function changeMemberRole(
  actor: Actor,
  vendorId: string,
  memberId: string,
  role: TeamRole,
  context: TeamContext = {},
  db: Database = getDb(),
): Promise<TeamMember> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "members:manage");
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const member = (await findMember(tx, vendorId, memberId)) ?? refuse("memberId", "This person is not on your team.");
    if (member.role === "OWNER") refuse("memberId", "The owner's role cannot be changed.");
    if (member.role === role) return member;
    await tx.update(vendorMembers).set({ role, updatedAt: new Date() }).where(eq(vendorMembers.id, member.id));
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.member.role_change",
        entityType: "vendor_member",
        entityId: member.id,
        before: { vendorId, userId: member.userId, role: member.role },
        after: { role },
        ip: context.ip,
      },
      tx,
    );
    return { ...member, role, roleLabel: vendorRoleLabels[role] };
  });
}

/** The owner removes a member, or a member leaves; the owner never goes (ownership is not given up this way). */
export async function removeMember(
  actor: Actor,
  vendorId: string,
  memberId: string,
  context: TeamContext = {},
  db: Database = getDb(),
): Promise<void> {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  const member = await findMember(db, vendorId, memberId);
  const leaving = member !== null && member.userId === actor.userId;
  requireVendorGrant(actor, vendorId, leaving ? "shop:view" : "members:manage");
  await db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const current =
      (await findMember(tx, vendorId, memberId)) ?? refuse("memberId", "This person is not on your team.");
    if (current.role === "OWNER") refuse("memberId", "The owner cannot be removed from the team.");
    await tx.delete(vendorMembers).where(eq(vendorMembers.id, current.id));
    await recordAuditEvent(
      {
        actorId: actor.userId,
        action: leaving ? "vendor.member.leave" : "vendor.member.remove",
        entityType: "vendor_member",
        entityId: current.id,
        before: { vendorId, userId: current.userId, role: current.role },
        ip: context.ip,
      },
      tx,
    );
  });
}

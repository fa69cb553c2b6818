import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, requireStaffPermission, type Actor } from "@/lib/actor";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { findUserByUsername } from "@/modules/identity/auth.service";
import { normaliseUsername } from "@/modules/identity/identity.inputs";
import { staffMembers, users } from "@/modules/identity/identity.schema";
import { permissionsForRole, type StaffPermission, type StaffRole } from "@/modules/identity/staff-permissions";

/** The staff role of an active account; null for everyone else, and for a suspended staff member. */
export async function findStaffRole(userId: string): Promise<StaffRole | null> {
  const [row] = await getDb()
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.userId, userId), eq(users.status, "ACTIVE")))
    .limit(1);
  return row?.role ?? null;
}

/** The signed-in person's own staff role (UNAUTHENTICATED signed out). */
export function findMyStaffRole(actor: Actor): Promise<StaffRole | null> {
  return findStaffRole(requireSignedIn(actor).userId);
}

/** What the person may do as staff (empty for everyone who is not). */
export async function findStaffPermissions(userId: string): Promise<ReadonlySet<StaffPermission>> {
  return permissionsForRole(await findStaffRole(userId));
}

export type StaffChange =
  { ok: true; userId: string; before: StaffRole | null; after: StaffRole | null } | { ok: false; message: string };

/**
 * Gives an account (by e-mail or +234 phone) a staff role, or takes it away with role null; recorded in the audit log.
 * `actor` is the admin doing it (`staff:manage`; FORBIDDEN otherwise), or null for the `staff:role` command run on the
 * server by someone who holds the machine.
 */
export async function setStaffRole(
  actor: Actor | null,
  username: string,
  role: StaffRole | null,
  options: { ip?: string } = {},
  db: Database = getDb(),
): Promise<StaffChange> {
  const grantedBy = actor === null ? null : requireStaffPermission(actor, "staff:manage").userId;
  const user = await findUserByUsername(normaliseUsername(username), db);
  if (!user) return { ok: false, message: `No account has the username ${username}` };
  // An admin who removed their own role could leave nobody able to give roles back.
  if (grantedBy !== null && user.id === grantedBy)
    return { ok: false, message: "You cannot change your own staff role." };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.userId, user.id))
      .for("update");
    const before = current?.role ?? null;
    if (before === role) return { ok: true, userId: user.id, before, after: role };
    if (role === null) await tx.delete(staffMembers).where(eq(staffMembers.userId, user.id));
    else
      await tx
        .insert(staffMembers)
        .values({ userId: user.id, role, grantedBy })
        .onConflictDoUpdate({ target: staffMembers.userId, set: { role, grantedBy, grantedAt: new Date() } });
    await recordAuditEvent(
      {
        actorId: grantedBy,
        action: "staff.role_changed",
        entityType: "user",
        entityId: user.id,
        before: { role: before },
        after: { role },
        ip: options.ip,
      },
      tx,
    );
    return { ok: true, userId: user.id, before, after: role };
  });
}

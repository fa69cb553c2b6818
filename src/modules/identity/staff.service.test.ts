import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { users } from "@/modules/identity/identity.schema";
import { roleAllows, type StaffPermission } from "@/modules/identity/staff-permissions";
import { findStaffPermissions, findStaffRole, setStaffRole } from "@/modules/identity/staff.service";
import { createUser, userActor } from "../../../tests/factories";

/** What the request's actor would say (src/lib/actor.ts answers from the same permissions). */
async function hasStaffPermission(userId: string, permission: StaffPermission): Promise<boolean> {
  return (await findStaffPermissions(userId)).has(permission);
}

describe("staff roles", () => {
  it("admins may do everything staff can; moderators only moderate price reports; others nothing", () => {
    expect(roleAllows("ADMIN", "pricedesk:moderate")).toBe(true);
    expect(roleAllows("ADMIN", "staff:manage")).toBe(true);
    expect(roleAllows("MODERATOR", "pricedesk:moderate")).toBe(true);
    expect(roleAllows("MODERATOR", "staff:manage")).toBe(false);
    expect(roleAllows(null, "pricedesk:moderate")).toBe(false);
  });

  it("grants a role by e-mail or phone as typed, changes it, takes it away, and audits each change", async () => {
    const admin = await createUser({ email: "staff.admin@example.com" });
    const user = await createUser({ email: "staff.person@example.com", phone: "+2348051112233" });
    expect(await findStaffRole(user.id)).toBeNull();

    expect(
      await setStaffRole(userActor(admin.id, ["staff:manage"]), "  Staff.Person@Example.com ", "MODERATOR"),
    ).toEqual({
      ok: true,
      userId: user.id,
      before: null,
      after: "MODERATOR",
    });
    expect(await hasStaffPermission(user.id, "pricedesk:moderate")).toBe(true);
    expect(await hasStaffPermission(user.id, "staff:manage")).toBe(false);

    expect(await setStaffRole(userActor(admin.id, ["staff:manage"]), "0805 111 2233", "ADMIN")).toMatchObject({
      ok: true,
      before: "MODERATOR",
      after: "ADMIN",
    });
    expect(await hasStaffPermission(user.id, "staff:manage")).toBe(true);
    // The same role again changes nothing and records nothing.
    expect(
      await setStaffRole(userActor(admin.id, ["staff:manage"]), "staff.person@example.com", "ADMIN"),
    ).toMatchObject({
      ok: true,
      before: "ADMIN",
      after: "ADMIN",
    });

    expect(await setStaffRole(null, "staff.person@example.com", null)).toMatchObject({
      ok: true,
      before: "ADMIN",
      after: null,
    });
    expect(await findStaffRole(user.id)).toBeNull();

    const events = await getDb()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, user.id))
      .orderBy(auditEvents.createdAt);
    expect(events.filter((e) => e.action === "staff.role_changed").map((e) => [e.actorId, e.before, e.after])).toEqual([
      [admin.id, { role: null }, { role: "MODERATOR" }],
      [admin.id, { role: "MODERATOR" }, { role: "ADMIN" }],
      [null, { role: "ADMIN" }, { role: null }],
    ]);
  });

  it("refuses an unknown username, and a suspended staff member has no permissions", async () => {
    expect(await setStaffRole(null, "nobody.here@example.com", "MODERATOR")).toEqual({
      ok: false,
      message: "No account has the username nobody.here@example.com",
    });
    const user = await createUser();
    await setStaffRole(null, user.email!, "MODERATOR");
    await getDb().update(users).set({ status: "SUSPENDED" }).where(eq(users.id, user.id));
    expect(await findStaffRole(user.id)).toBeNull();
    expect(await hasStaffPermission(user.id, "pricedesk:moderate")).toBe(false);
  });
});

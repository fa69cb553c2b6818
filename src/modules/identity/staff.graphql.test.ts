import { describe, expect, it } from "vitest";
import { findStaffRole, setStaffRole } from "@/modules/identity/staff.service";
import { createAccessToken, createUser } from "../../../tests/factories";
import { executeAs as run } from "../../../tests/setup/graphql";

const MY_ROLE = "query { myStaffRole }";
const SET_ROLE = `mutation Set($username: String!, $role: StaffRole) { setStaffRole(username: $username, role: $role) { status message role } }`;

async function staffToken(role: "ADMIN" | "MODERATOR") {
  const user = await createUser();
  await setStaffRole(null, user.email!, role);
  return { user, token: await createAccessToken(user) };
}

describe("staff roles over GraphQL", () => {
  it("tells a signed-in person their staff role, null for customers", async () => {
    expect((await run(MY_ROLE)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await run(MY_ROLE, {}, await createAccessToken(await createUser()))).data).toEqual({ myStaffRole: null });
    expect((await run(MY_ROLE, {}, (await staffToken("MODERATOR")).token)).data).toEqual({ myStaffRole: "MODERATOR" });
  });

  it("lets an admin give and take away roles by e-mail or phone", async () => {
    const { token } = await staffToken("ADMIN");
    const person = await createUser({ phone: "+2348097654321" });
    expect((await run(SET_ROLE, { username: "0809 765 4321", role: "MODERATOR" }, token)).data).toEqual({
      setStaffRole: { status: true, message: "The account now has the moderator role.", role: "MODERATOR" },
    });
    expect(await findStaffRole(person.id)).toBe("MODERATOR");
    expect((await run(SET_ROLE, { username: person.email, role: "MODERATOR" }, token)).data).toEqual({
      setStaffRole: { status: true, message: "Nothing changed: the account already had that role.", role: "MODERATOR" },
    });
    expect((await run(SET_ROLE, { username: person.email, role: null }, token)).data).toEqual({
      setStaffRole: { status: true, message: "The account no longer has a staff role.", role: null },
    });
    expect(await findStaffRole(person.id)).toBeNull();
  });

  it("refuses moderators and customers, an admin changing their own role, and bad usernames", async () => {
    const person = await createUser();
    for (const token of [(await staffToken("MODERATOR")).token, await createAccessToken(await createUser())]) {
      const body = await run(SET_ROLE, { username: person.email, role: "ADMIN" }, token);
      expect(body.errors?.[0]).toMatchObject({
        message: "You do not have permission to do that",
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect(await findStaffRole(person.id)).toBeNull();

    const admin = await staffToken("ADMIN");
    expect((await run(SET_ROLE, { username: admin.user.email, role: null }, admin.token)).data).toEqual({
      setStaffRole: { status: false, message: "You cannot change your own staff role.", role: null },
    });
    expect(await findStaffRole(admin.user.id)).toBe("ADMIN");
    expect(
      (await run(SET_ROLE, { username: "nobody.at.all@example.com", role: "MODERATOR" }, admin.token)).data,
    ).toEqual({
      setStaffRole: { status: false, message: "No account has the username nobody.at.all@example.com", role: null },
    });
    const bad = await run(SET_ROLE, { username: "' or 1=1 --", role: "MODERATOR" }, admin.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

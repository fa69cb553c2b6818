import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { createAccessToken, createUser, createVendor } from "../../../tests/factories";
import { outboxFor, settleOutbox, uniqueEmail } from "../../../tests/factories/accounts";
import { createMember } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";

const TEAM = `query($vendorId: ID!) { vendorTeam(vendorId: $vendorId) { members { id name role } invitations { id contact role } } }`;
const INVITE = `mutation($vendorId: ID!, $contact: String!, $role: VendorTeamRole!) { inviteVendorMember(vendorId: $vendorId, contact: $contact, role: $role) { id contact roleLabel } }`;
const CHANGE = `mutation($vendorId: ID!, $memberId: ID!, $role: VendorTeamRole!) { changeVendorMemberRole(vendorId: $vendorId, memberId: $memberId, role: $role) { role } }`;
const REMOVE = `mutation($vendorId: ID!, $memberId: ID!) { removeVendorMember(vendorId: $vendorId, memberId: $memberId) }`;
const PREVIEW = `query($token: String!) { vendorInvitation(token: $token) { state vendorName roleLabel message } }`;
const ACCEPT = `mutation($token: String!) { acceptVendorInvitation(token: $token) { vendorName role } }`;
const MY_VENDORS = `query { myVendors { id role permissions } }`;

afterAll(async () => {
  await settleOutbox();
});

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } }[];
};
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

async function shop() {
  const owner = await createUser({ emailVerifiedAt: new Date() });
  const vendor = await createVendor({ ownerId: owner.id, displayName: "Ada Fabrics", status: "APPROVED" });
  await getDb()
    .insert(vendorMembers)
    .values({ vendorId: vendor.id, userId: owner.id, role: "OWNER" })
    .onConflictDoNothing();
  return { vendorId: vendor.id, ownerToken: await createAccessToken(owner) };
}

describe("a vendor's team over GraphQL", () => {
  it("the owner invites; the invitee previews and joins as a sales assistant without listings:write", async () => {
    const { vendorId, ownerToken } = await shop();
    const email = uniqueEmail("efe");
    const invited = (await run(INVITE, { vendorId, contact: email, role: "SALES_ASSISTANT" }, ownerToken)) as Body;
    expect(invited.data?.inviteVendorMember).toMatchObject({ contact: email, roleLabel: "Sales assistant" });
    const token = (await outboxFor(email))[0]!.body!.match(/token=([A-Za-z0-9_-]{43})/)![1]!;

    const invitee = await createUser({ email, emailVerifiedAt: new Date() });
    const inviteeToken = await createAccessToken(invitee);
    expect(((await run(PREVIEW, { token }, inviteeToken)) as Body).data?.vendorInvitation).toEqual({
      state: "OPEN",
      vendorName: "Ada Fabrics",
      roleLabel: "Sales assistant",
      message: null,
    });
    expect(((await run(ACCEPT, { token }, inviteeToken)) as Body).data?.acceptVendorInvitation).toEqual({
      vendorName: "Ada Fabrics",
      role: "SALES_ASSISTANT",
    });
    const mine = ((await run(MY_VENDORS, {}, inviteeToken)) as Body).data?.myVendors as {
      id: string;
      role: string;
      permissions: string[];
    }[];
    expect(mine).toEqual([expect.objectContaining({ id: vendorId, role: "Sales assistant" })]);
    expect(mine[0]!.permissions).toContain("stock:write");
    expect(mine[0]!.permissions).not.toContain("listings:write");
    // A sales assistant sees the team but cannot invite.
    expect(((await run(TEAM, { vendorId }, inviteeToken)) as Body).data?.vendorTeam).toMatchObject({
      members: [{ role: "OWNER" }, { role: "SALES_ASSISTANT" }],
    });
    expect(
      codeOf((await run(INVITE, { vendorId, contact: uniqueEmail(), role: "MANAGER" }, inviteeToken)) as Body),
    ).toBe("FORBIDDEN");
  });

  it("managers, another vendor's owner, buyers and the signed-out are turned away; someone else's invitation is refused", async () => {
    const { vendorId, ownerToken } = await shop();
    const managerUser = await createMember(vendorId, "MANAGER");
    const manager = await createAccessToken(managerUser);
    const other = await shop();
    const buyer = await createAccessToken(await createUser());
    const team = ((await run(TEAM, { vendorId }, ownerToken)) as Body).data?.vendorTeam as {
      members: { id: string; role: string }[];
    };
    const managerMember = team.members.find((m) => m.role === "MANAGER")!;

    for (const token of [manager, other.ownerToken, buyer]) {
      expect(
        codeOf((await run(INVITE, { vendorId, contact: uniqueEmail(), role: "SALES_ASSISTANT" }, token)) as Body),
      ).toBe("FORBIDDEN");
      expect(
        codeOf((await run(CHANGE, { vendorId, memberId: managerMember.id, role: "SALES_ASSISTANT" }, token)) as Body),
      ).toBe("FORBIDDEN");
    }
    expect(codeOf((await run(TEAM, { vendorId }, buyer)) as Body)).toBe("FORBIDDEN");
    expect(codeOf((await run(TEAM, { vendorId }, other.ownerToken)) as Body)).toBe("FORBIDDEN");
    expect(codeOf((await run(TEAM, { vendorId })) as Body)).toBe("UNAUTHENTICATED");
    // Through their own vendor id, the other owner still cannot reach this team's member.
    expect(
      codeOf((await run(REMOVE, { vendorId: other.vendorId, memberId: managerMember.id }, other.ownerToken)) as Body),
    ).toBe("BAD_USER_INPUT");
    // OWNER is not even a value of VendorTeamRole: the request is refused before any resolver runs.
    await expect(run(CHANGE, { vendorId, memberId: managerMember.id, role: "OWNER" }, ownerToken)).rejects.toThrow(
      /VendorTeamRole/,
    );

    const email = uniqueEmail();
    await run(INVITE, { vendorId, contact: email, role: "MANAGER" }, ownerToken);
    const token = (await outboxFor(email))[0]!.body!.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    const refused = (await run(ACCEPT, { token }, buyer)) as Body;
    expect(refused.errors?.[0]?.extensions?.validation?.token?.[0]).toContain("different e-mail address");
    expect(((await run(PREVIEW, { token: "nonsense" }, buyer)) as Body).data?.vendorInvitation).toBeNull();

    // The manager leaves on their own.
    expect(
      ((await run(REMOVE, { vendorId, memberId: managerMember.id }, manager)) as Body).data?.removeVendorMember,
    ).toBe(true);
    expect(codeOf((await run(TEAM, { vendorId }, manager)) as Body)).toBe("FORBIDDEN");
  });
});

describe("invitations are rate limited", () => {
  it("an owner sends at most 20 invitations an hour; the 21st is refused and sends nothing", async () => {
    const { vendorId, ownerToken } = await shop();
    for (let i = 0; i < 20; i += 1) {
      const body = (await run(
        INVITE,
        { vendorId, contact: uniqueEmail(`hire${i}`), role: "SALES_ASSISTANT" },
        ownerToken,
      )) as Body;
      expect(body.errors, `invitation ${i + 1}`).toBeUndefined();
    }
    const email = uniqueEmail("one-too-many");
    expect(codeOf((await run(INVITE, { vendorId, contact: email, role: "SALES_ASSISTANT" }, ownerToken)) as Body)).toBe(
      "RATE_LIMITED",
    );
    expect(await outboxFor(email)).toEqual([]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { RateLimitedError } from "@/lib/errors";
import { auditEvents } from "@/modules/audit/audit.schema";
import { vendorInvitations, vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { acceptInvitation, previewInvitation } from "@/modules/vendors/vendor-team-invitation.service";
import { describeRole, inviteMemberInput } from "@/modules/vendors/vendor-team.inputs";
import {
  changeMemberRole,
  inviteMember,
  listTeam,
  removeMember,
  revokeInvitation,
  vendorInviteRateLimit,
} from "@/modules/vendors/vendor-team.service";
import { createUser, createVendor } from "../../../tests/factories";
import { outboxFor, settleOutbox, uniqueEmail, uniquePhone } from "../../../tests/factories/accounts";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

afterAll(async () => {
  await settleOutbox();
});

const quiet = { messages: { background: false } };
const invite = (contact: string, role = "SALES_ASSISTANT") => inviteMemberInput.parse({ contact, role });

async function shop() {
  const owner = await createUser({ firstName: "Chidi", lastName: "Okeke", emailVerifiedAt: new Date() });
  const vendor = await createVendor({ ownerId: owner.id, displayName: "Chidi Phones", status: "APPROVED" });
  await getDb()
    .insert(vendorMembers)
    .values({ vendorId: vendor.id, userId: owner.id, role: "OWNER" })
    .onConflictDoNothing();
  return { vendorId: vendor.id, owner, ownerActor: await actorOf(owner.id) };
}

/** Invites `email` and returns the token from the message the invitee receives. */
async function invited(vendorId: string, email: string, role = "SALES_ASSISTANT") {
  await inviteMember(await ownerOf(vendorId), vendorId, invite(email, role), quiet);
  const [message] = await outboxFor(email);
  const token = message?.body?.match(/token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error("no invitation link in the outbox");
  return token;
}

async function ownerOf(vendorId: string) {
  const [owner] = await getDb()
    .select()
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.role, "OWNER")));
  return actorOf(owner!.userId);
}

describe("inviting", () => {
  it("normalises the contact, sends a 7-day link by e-mail or SMS, stores only the token's hash, and audits", async () => {
    const { vendorId, ownerActor } = await shop();
    const email = uniqueEmail("tola");
    const invitation = await inviteMember(ownerActor, vendorId, invite(`  ${email.toUpperCase()} `, "MANAGER"), quiet);
    expect(invitation).toMatchObject({ contact: email, role: "MANAGER", roleLabel: "Manager" });
    expect(invitation.expiresAt.getTime() - invitation.createdAt.getTime()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ channel: "EMAIL", subject: "Join Chidi Phones on Oja", purpose: "vendor.invitation" });
    const token = mail!.body!.match(/\/dashboard\/team\/accept\?token=([A-Za-z0-9_-]{43})/)![1]!;
    const [row] = await getDb().select().from(vendorInvitations).where(eq(vendorInvitations.id, invitation.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);

    const phone = uniquePhone();
    await inviteMember(ownerActor, vendorId, invite(phone.local), quiet);
    const [sms] = await outboxFor(phone.e164);
    expect(sms).toMatchObject({ channel: "SMS", purpose: "vendor.invitation" });
    expect(sms!.body).toContain("Chidi Okeke invited you to join Chidi Phones as a sales assistant");

    const team = await listTeam(ownerActor, vendorId);
    expect(team.invitations.map((i) => i.contact)).toEqual([email, phone.e164]);
    expect(team.members).toEqual([expect.objectContaining({ name: "Chidi Okeke", role: "OWNER" })]);
    const audits = await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, invitation.id));
    expect(audits).toEqual([expect.objectContaining({ action: "vendor.member.invite" })]);
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  it("refuses bad contacts, the owner role, an existing member and a live duplicate, and changes nothing", async () => {
    const { vendorId, ownerActor, owner } = await shop();
    expect(inviteMemberInput.safeParse({ contact: "not an address", role: "MANAGER" }).success).toBe(false);
    expect(inviteMemberInput.safeParse({ contact: "0803 123", role: "MANAGER" }).success).toBe(false);
    expect(inviteMemberInput.safeParse({ contact: uniqueEmail(), role: "OWNER" }).success).toBe(false);

    await expect(inviteMember(ownerActor, vendorId, invite(owner.email!), quiet)).rejects.toMatchObject({
      validation: { contact: [expect.stringContaining("already on your team")] },
    });
    const member = await createMember(vendorId, "MANAGER");
    await expect(inviteMember(ownerActor, vendorId, invite(member.phone!), quiet)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    const email = uniqueEmail();
    await inviteMember(ownerActor, vendorId, invite(email), quiet);
    await expect(inviteMember(ownerActor, vendorId, invite(email, "MANAGER"), quiet)).rejects.toMatchObject({
      validation: { contact: [expect.stringContaining("already waiting")] },
    });
    expect(await getDb().select().from(vendorInvitations).where(eq(vendorInvitations.vendorId, vendorId))).toHaveLength(
      1,
    );
  });

  it("a manager, a sales assistant, another vendor's owner, a buyer and the signed-out cannot change the team", async () => {
    const { vendorId, ownerActor } = await shop();
    const manager = await actorOf((await createMember(vendorId, "MANAGER")).id);
    const assistantUser = await createMember(vendorId, "SALES_ASSISTANT");
    const assistant = await actorOf(assistantUser.id);
    const other = await shop();
    const buyer = await actorOf((await createUser()).id);
    const team = await listTeam(ownerActor, vendorId);
    const assistantMember = team.members.find((m) => m.userId === assistantUser.id)!;
    const ownerMember = team.members.find((m) => m.role === "OWNER")!;
    for (const actor of [manager, assistant, other.ownerActor, buyer]) {
      await expect(inviteMember(actor, vendorId, invite(uniqueEmail()), quiet)).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(changeMemberRole(actor, vendorId, assistantMember.id, "MANAGER")).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(removeMember(actor, vendorId, ownerMember.id)).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    await expect(listTeam({ kind: "signed-out" }, vendorId)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(listTeam(buyer, vendorId)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await listTeam(assistant, vendorId)).members).toHaveLength(3);
    // The other vendor's owner, with their own vendor id and this team's member: not theirs.
    await expect(
      changeMemberRole(other.ownerActor, other.vendorId, assistantMember.id, "MANAGER"),
    ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(removeMember(other.ownerActor, other.vendorId, assistantMember.id)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    expect((await listTeam(ownerActor, vendorId)).members.map((m) => m.role)).toEqual([
      "OWNER",
      "MANAGER",
      "SALES_ASSISTANT",
    ]);
  });

  it("refuses an owner past the hourly limit in the service itself, whoever calls, and sends nothing more", async () => {
    const { vendorId, ownerActor } = await shop();
    for (let i = 0; i < vendorInviteRateLimit.points; i += 1) {
      await inviteMember(ownerActor, vendorId, invite(uniqueEmail(`limit${i}`)), quiet);
    }
    const email = uniqueEmail("one-too-many");
    await expect(inviteMember(ownerActor, vendorId, invite(email), quiet)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await outboxFor(email)).toEqual([]);
    expect((await listTeam(ownerActor, vendorId)).invitations).toHaveLength(vendorInviteRateLimit.points);
  });
});

describe("roles and removal", () => {
  it("changes a member's role (never the owner's), removes members, lets a member leave, and the owner stays", async () => {
    const { vendorId, ownerActor } = await shop();
    const userA = await createMember(vendorId, "SALES_ASSISTANT");
    const userB = await createMember(vendorId, "MANAGER");
    const team = await listTeam(ownerActor, vendorId);
    const [owner, b, a] = team.members;
    expect([owner!.role, b!.userId, a!.userId]).toEqual(["OWNER", userB.id, userA.id]);

    expect(await changeMemberRole(ownerActor, vendorId, a!.id, "MANAGER")).toMatchObject({
      role: "MANAGER",
      roleLabel: "Manager",
    });
    expect((await actorOf(userA.id)).vendors.get(vendorId)?.permissions.has("listings:write")).toBe(true);
    await expect(changeMemberRole(ownerActor, vendorId, owner!.id, "MANAGER")).rejects.toMatchObject({
      validation: { memberId: ["The owner's role cannot be changed."] },
    });
    await expect(removeMember(ownerActor, vendorId, owner!.id)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });

    await removeMember(ownerActor, vendorId, a!.id);
    expect((await actorOf(userA.id)).vendors.has(vendorId)).toBe(false);
    // B may leave, though a manager cannot remove anyone else.
    await removeMember(await actorOf(userB.id), vendorId, b!.id);
    expect((await listTeam(ownerActor, vendorId)).members.map((m) => m.role)).toEqual(["OWNER"]);
    const actions = (await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, a!.id)))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(["vendor.member.remove", "vendor.member.role_change"]);
  });

  it("revokes a waiting invitation; its link then refuses, and another vendor cannot revoke it", async () => {
    const { vendorId, ownerActor } = await shop();
    const email = uniqueEmail();
    const token = await invited(vendorId, email);
    const [invitation] = (await listTeam(ownerActor, vendorId)).invitations;
    const other = await shop();
    await expect(revokeInvitation(other.ownerActor, other.vendorId, invitation!.id)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await revokeInvitation(ownerActor, vendorId, invitation!.id);
    expect((await listTeam(ownerActor, vendorId)).invitations).toEqual([]);
    const invitee = await actorOf((await createUser({ email, emailVerifiedAt: new Date() })).id);
    await expect(acceptInvitation(invitee, token)).rejects.toMatchObject({
      validation: { token: [expect.stringContaining("withdrawn")] },
    });
  });
});

describe("accepting", () => {
  it("the person with the verified address joins with the role: a sales assistant has stock:write, not listings:write", async () => {
    const { vendorId } = await shop();
    const email = uniqueEmail("bisi");
    const token = await invited(vendorId, email);
    const user = await createUser({ email, emailVerifiedAt: new Date() });
    const actor = await actorOf(user.id);
    expect(await previewInvitation(actor, token)).toMatchObject({
      state: "OPEN",
      vendorName: "Chidi Phones",
      roleLabel: "Sales assistant",
    });
    expect(await acceptInvitation(actor, token)).toEqual({
      vendorId,
      vendorName: "Chidi Phones",
      role: "SALES_ASSISTANT",
    });
    const grant = (await actorOf(user.id)).vendors.get(vendorId)!;
    expect(grant.permissions.has("stock:write")).toBe(true);
    expect(grant.permissions.has("listings:write")).toBe(false);
    await expect(acceptInvitation(actor, token)).rejects.toMatchObject({
      validation: { token: ["You are already on this shop's team."] },
    });
    expect(describeRole("SALES_ASSISTANT")).toBe(
      "Sales assistants can see the shop's listings and figures, change stock counts and handle orders.",
    );
  });

  it("refuses someone else, an unverified address, an expired link and an unknown token, and nothing changes", async () => {
    const { vendorId } = await shop();
    const email = uniqueEmail();
    const token = await invited(vendorId, email, "MANAGER");
    const stranger = await actorOf((await createUser({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() })).id);
    await expect(acceptInvitation(stranger, token)).rejects.toMatchObject({
      validation: { token: [expect.stringContaining("different e-mail address")] },
    });
    const unverified = await actorOf((await createUser({ email })).id);
    await expect(acceptInvitation(unverified, token)).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(acceptInvitation(stranger, "A".repeat(43))).rejects.toMatchObject({
      validation: { token: [expect.stringContaining("not valid")] },
    });
    await expect(acceptInvitation({ kind: "signed-out" }, token)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await getDb()
      .update(vendorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorInvitations.vendorId, vendorId));
    await getDb()
      .update(vendorInvitations)
      .set({ email: null, phone: uniquePhone().e164 })
      .where(eq(vendorInvitations.vendorId, vendorId));
    expect(await previewInvitation(stranger, token)).toMatchObject({ state: "EXPIRED" });
    const members = await getDb().select().from(vendorMembers).where(eq(vendorMembers.vendorId, vendorId));
    expect(members).toHaveLength(1);
    const [row] = await getDb().select().from(vendorInvitations).where(eq(vendorInvitations.vendorId, vendorId));
    expect(row).toMatchObject({ acceptedAt: null, acceptedBy: null });
  });

  it("accepting twice at once adds one membership", async () => {
    const { vendorId } = await shop();
    const phone = uniquePhone();
    await inviteMember(await ownerOf(vendorId), vendorId, invite(phone.local), quiet);
    const token = (await outboxFor(phone.e164))[0]!.body!.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    const user = await createUser({ phone: phone.e164, phoneVerifiedAt: new Date() });
    const actor = await actorOf(user.id);
    const results = await Promise.allSettled([acceptInvitation(actor, token), acceptInvitation(actor, token)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(vendorMembers)
        .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, user.id))),
    ).toHaveLength(1);
  });
});

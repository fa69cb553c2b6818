/**
 * Issue #23, item 7: team invitations were a message cannon. Any fresh, unverified account with a pending business
 * could send 20 invitations an hour to any number or address, at Oja's cost and under Oja's sender ID (one victim got
 * 4 SMS from 4 throwaway businesses), and a business name with line breaks wrote fake "OJA SECURITY" lines into the
 * e-mail. Now only a verified member of an approved business invites, a contact receives at most 3 invitations a day
 * from all businesses together, one client address sends at most 30 an hour, and names are one line.
 */
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { RateLimitedError } from "@/lib/errors";
import { signupInput } from "@/modules/identity/identity.inputs";
import { inviteMessages, invitationsPerRecipient } from "@/modules/vendors/vendor-invitation-guard";
import { businessName } from "@/modules/vendors/vendor-profile.inputs";
import { storeInput } from "@/modules/vendors/vendor-stores.inputs";
import { inviteMemberInput } from "@/modules/vendors/vendor-team.inputs";
import { inviteMember } from "@/modules/vendors/vendor-team.service";
import { createAccessToken, createUser, createVendor } from "../factories";
import { outboxFor, settleOutbox, uniqueEmail, uniquePhone } from "../factories/accounts";
import { actorOf } from "../factories/vendor-profile";
import { startApiServer } from "../setup/api-server";
import { postGraphQL } from "../setup/post-graphql";

afterAll(async () => {
  await settleOutbox();
});

const quiet = { messages: { background: false } };
const invite = (contact: string) => inviteMemberInput.parse({ contact, role: "SALES_ASSISTANT" });
let addressSerial = 0;
const freshAddress = () => `198.51.100.${++addressSerial}`;

async function business(
  options: { status?: "PENDING" | "APPROVED"; verified?: boolean; displayName?: string } = {},
): Promise<{ vendorId: string; actor: Awaited<ReturnType<typeof actorOf>> }> {
  const owner = await createUser({ kind: "SELLER", emailVerifiedAt: options.verified === false ? null : new Date() });
  const vendor = await createVendor({
    ownerId: owner.id,
    status: options.status ?? "APPROVED",
    displayName: options.displayName ?? "Adire House",
  });
  return { vendorId: vendor.id, actor: await actorOf(owner.id) };
}

function refusedWith(message: string) {
  return expect.objectContaining({ code: "BAD_USER_INPUT", validation: { contact: [message] } });
}

describe("who may invite", () => {
  it("a fresh, unverified account with a pending business sends nothing", async () => {
    const { vendorId, actor } = await business({ status: "PENDING", verified: false });
    const victim = uniquePhone();
    await expect(inviteMember(actor, vendorId, invite(victim.local), { ...quiet, ip: freshAddress() })).rejects.toEqual(
      refusedWith(inviteMessages.notApproved),
    );
    expect(await outboxFor(victim.e164)).toEqual([]);
  });

  it("a verified owner whose business is still pending sends nothing", async () => {
    const { vendorId, actor } = await business({ status: "PENDING" });
    const victim = uniqueEmail("victim");
    await expect(inviteMember(actor, vendorId, invite(victim), { ...quiet, ip: freshAddress() })).rejects.toEqual(
      refusedWith(inviteMessages.notApproved),
    );
    expect(await outboxFor(victim)).toEqual([]);
  });

  it("an approved business's member whose own e-mail and phone are unverified sends nothing", async () => {
    const { vendorId, actor } = await business({ verified: false });
    const victim = uniqueEmail("victim");
    await expect(inviteMember(actor, vendorId, invite(victim), { ...quiet, ip: freshAddress() })).rejects.toEqual(
      refusedWith(inviteMessages.unverified),
    );
    expect(await outboxFor(victim)).toEqual([]);
  });
});

describe("how many reach one person, and leave one address", () => {
  it(`one phone receives at most ${invitationsPerRecipient.points} invitations a day, whichever businesses send them`, async () => {
    const victim = uniquePhone();
    const senders = await Promise.all([1, 2, 3, 4].map((n) => business({ displayName: `Throwaway ${n}` })));
    for (const [index, { vendorId, actor }] of senders.entries()) {
      const sending = inviteMember(actor, vendorId, invite(victim.local), { ...quiet, ip: freshAddress() });
      if (index < invitationsPerRecipient.points) await sending;
      else await expect(sending).rejects.toEqual(refusedWith(inviteMessages.recipientFull));
    }
    expect(await outboxFor(victim.e164)).toHaveLength(invitationsPerRecipient.points);
  });

  it("six businesses inviting one phone at the same moment, over a real server: still at most three arrive", async () => {
    const api = await startApiServer("loopback");
    onTestFinished(() => api.close());
    const victim = uniquePhone();
    const senders = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const owner = await createUser({ kind: "SELLER", emailVerifiedAt: new Date() });
        const vendor = await createVendor({ ownerId: owner.id, displayName: `Throwaway ${n}` });
        return { vendorId: vendor.id, token: await createAccessToken(owner) };
      }),
    );
    const answers = await Promise.all(
      senders.map(({ vendorId, token }) =>
        postGraphQL(
          api.url,
          `mutation($vendorId: ID!, $contact: String!) {
            inviteVendorMember(vendorId: $vendorId, contact: $contact, role: SALES_ASSISTANT) { id }
          }`,
          { vendorId, contact: victim.local },
          { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": freshAddress() } },
        ),
      ),
    );
    const sent = answers.filter((answer) => answer.body.data?.inviteVendorMember);
    expect(sent).toHaveLength(invitationsPerRecipient.points);
    for (const refused of answers.filter((answer) => !answer.body.data?.inviteVendorMember))
      expect(refused.body.errors?.[0]?.extensions).toEqual(refusedWith(inviteMessages.recipientFull));
    await settleOutbox();
    expect(await outboxFor(victim.e164)).toHaveLength(invitationsPerRecipient.points);
  });

  it("one client address sends at most 30 invitations an hour, across accounts", async () => {
    const ip = freshAddress();
    const [first, second] = [await business(), await business()];
    for (let n = 0; n < 20; n += 1)
      await inviteMember(first.actor, first.vendorId, invite(uniqueEmail("a")), { ...quiet, ip });
    for (let n = 0; n < 10; n += 1)
      await inviteMember(second.actor, second.vendorId, invite(uniqueEmail("b")), { ...quiet, ip });
    const victim = uniqueEmail("c");
    await expect(inviteMember(second.actor, second.vendorId, invite(victim), { ...quiet, ip })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(await outboxFor(victim)).toEqual([]);
  });
});

describe("names in messages are one line", () => {
  it("a stored business name with line breaks cannot write lines of its own into the invitation", async () => {
    const forged = "Adire House\r\n\r\nOJA SECURITY: your account is locked.\u2028Call 0803 000 0000 now";
    const { vendorId, actor } = await business({ displayName: forged });
    const email = uniqueEmail("invitee");
    const phone = uniquePhone();
    await inviteMember(actor, vendorId, invite(email), { ...quiet, ip: freshAddress() });
    await inviteMember(actor, vendorId, invite(phone.local), { ...quiet, ip: freshAddress() });
    const [mail] = await outboxFor(email);
    const [sms] = await outboxFor(phone.e164);
    for (const body of [mail!.body!, sms!.body!, mail!.subject!]) {
      expect(body.split(/\r?\n|\u2028/).some((line) => line.trimStart().startsWith("OJA SECURITY"))).toBe(false);
      expect(body).toContain("Adire House OJA SECURITY: your account is locked. Call 0803 000 0000 now");
    }
  });

  it.each([
    ["a business name", () => businessName.safeParse("Adire House\nOJA SECURITY")],
    ["a store name", () => storeInput.safeParse({ name: "Shop\r\nOJA SECURITY" })],
    [
      "a first name at sign-up",
      () => signupInput.safeParse({ first_name: "Kola\nOJA SECURITY", username: "kola@example.com" }),
    ],
  ])("%s with a line break is refused: it should be on one line", (_label, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error)).toContain("should be on one line");
  });
});

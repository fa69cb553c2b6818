/**
 * Social sign-in linking (issue #3): by provider and subject first; by e-mail only when the provider says the e-mail
 * is verified; an unverified e-mail never links (a separate account without that e-mail); several providers can link
 * to one account.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { signIn } from "@/modules/identity/auth.service";
import { findUserByAccessToken, issueAccessToken } from "@/modules/identity/identity.service";
import { oauthAccounts, users } from "@/modules/identity/identity.schema";
import { signInWithProvider, type ProviderProfile } from "@/modules/identity/oauth.service";
import {
  callAuth,
  createAccount,
  randomIp,
  registerInput,
  settleOutbox,
  uniqueEmail,
} from "../../../tests/factories/accounts";

let subjects = 0;
function profile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  subjects += 1;
  return {
    provider: "google",
    subject: `sub-${Date.now()}-${subjects}`,
    email: uniqueEmail("social"),
    emailVerified: true,
    firstName: "Chiamaka",
    lastName: "Nwosu",
    ...overrides,
  };
}

const ctx = () => ({ ip: randomIp() });

afterAll(() => settleOutbox());

describe("signInWithProvider", () => {
  it("creates a verified buyer account the first time, and returns a working access token", async () => {
    const p = profile();
    const { user, token } = await signInWithProvider(p, ctx());
    expect(user).toMatchObject({
      kind: "BUYER",
      firstName: "Chiamaka",
      lastName: "Nwosu",
      email: p.email,
      passwordHash: null,
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await findUserByAccessToken(token))?.id).toBe(user.id);
    const links = await getDb().select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([["google", p.subject]]);
  });

  it("the same provider and subject → the same user, even when the provider's e-mail changed", async () => {
    const p = profile();
    const first = await signInWithProvider(p, ctx());
    const second = await signInWithProvider({ ...p, email: uniqueEmail("renamed") }, ctx());
    const third = await signInWithProvider({ ...p, email: null, emailVerified: false }, ctx());
    expect(second.user.id).toBe(first.user.id);
    expect(third.user.id).toBe(first.user.id);
    expect(await getDb().select().from(oauthAccounts).where(eq(oauthAccounts.subject, p.subject))).toHaveLength(1);
    expect(second.token).not.toBe(first.token);
  });

  it("the same subject at another provider is another identity", async () => {
    const p = profile({ email: null, emailVerified: false });
    const google = await signInWithProvider(p, ctx());
    const facebook = await signInWithProvider({ ...p, provider: "facebook" }, ctx());
    expect(facebook.user.id).not.toBe(google.user.id);
  });

  it("a verified e-mail links to the existing account with that e-mail (case-insensitively)", async () => {
    const existing = await createAccount({ verified: true });
    const { user } = await signInWithProvider(
      profile({ email: existing.email!.toUpperCase(), emailVerified: true }),
      ctx(),
    );
    expect(user.id).toBe(existing.user.id);
    // Password sign-in keeps working for the owner.
    expect(await signIn({ username: existing.email!, password: existing.password }, ctx())).toMatchObject({ ok: true });
  });

  it("an UNVERIFIED e-mail never links: a separate account without that e-mail", async () => {
    const existing = await createAccount({ verified: true });
    const p = profile({ email: existing.email, emailVerified: false });
    const { user, token } = await signInWithProvider(p, ctx());
    expect(user.id).not.toBe(existing.user.id);
    expect(user.email).toBeNull();
    expect(user.emailVerifiedAt).toBeNull();
    expect((await findUserByAccessToken(token))?.id).toBe(user.id);
    // The real owner's account is untouched and has no link.
    expect(await getDb().select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.user.id))).toHaveLength(
      0,
    );
    // Signing in again with that provider identity stays on the separate account.
    expect((await signInWithProvider(p, ctx())).user.id).toBe(user.id);
  });

  it("an unverified e-mail nobody uses is not taken either (it could belong to someone who signs up later)", async () => {
    const email = uniqueEmail("unverified");
    const { user } = await signInWithProvider(profile({ email, emailVerified: false }), ctx());
    expect(user.email).toBeNull();
    const later = await callAuth("register", { input: registerInput({ username: email }) });
    expect(later.payload).toMatchObject({ status: true });
    expect(later.payload?.data?.user?.id).not.toBe(user.id);
  });

  it("two providers can link to one account", async () => {
    const existing = await createAccount({ verified: true });
    const google = await signInWithProvider(profile({ provider: "google", email: existing.email }), ctx());
    const facebook = await signInWithProvider(profile({ provider: "facebook", email: existing.email }), ctx());
    expect(google.user.id).toBe(existing.user.id);
    expect(facebook.user.id).toBe(existing.user.id);
    const links = await getDb().select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.user.id));
    expect(links.map((l) => l.provider).sort()).toEqual(["facebook", "google"]);
  });

  it("two providers can link to an account that started with a provider", async () => {
    const email = uniqueEmail("social");
    const google = await signInWithProvider(profile({ provider: "google", email }), ctx());
    const facebook = await signInWithProvider(profile({ provider: "facebook", email }), ctx());
    expect(facebook.user.id).toBe(google.user.id);
  });

  it("records sign-up, link and sign-in in the audit log", async () => {
    const { user } = await signInWithProvider(profile(), ctx());
    const actions = (await getDb().select().from(auditEvents).where(eq(auditEvents.actorId, user.id)))
      .map((r) => r.action)
      .sort();
    expect(actions).toEqual(["auth.provider_linked", "auth.sign_in", "auth.sign_up"]);
  });

  it("a suspended account cannot sign in with a provider", async () => {
    const existing = await createAccount({ verified: true, status: "SUSPENDED" });
    await expect(signInWithProvider(profile({ email: existing.email }), ctx())).rejects.toThrow(
      "This account is suspended",
    );
  });

  it("linking by verified e-mail to an account whose e-mail was never verified ends the password and tokens set before (no pre-hijacking)", async () => {
    // Someone signs up with the victim's address first (never verifying it) and keeps the password and a token.
    const squatter = await createAccount({ verified: false, phone: null });
    const squatterToken = (await issueAccessToken(squatter.user.id, "web")).token;
    // The victim then signs in with Google, which has verified the address: the accounts are linked.
    const { user } = await signInWithProvider(profile({ email: squatter.email, emailVerified: true }), ctx());
    expect(user.id).toBe(squatter.user.id);
    // BUG (see report): the squatter's password and token must stop working once the real owner takes the account over.
    expect(await signIn({ username: squatter.email!, password: squatter.password }, ctx())).toMatchObject({
      ok: false,
    });
    expect(await findUserByAccessToken(squatterToken)).toBeNull();
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
  });
});

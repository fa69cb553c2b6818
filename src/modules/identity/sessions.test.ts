/**
 * Reset, change and sign-out (issue #3): a reset grant works once and ends every token the account had; a change needs
 * the current password and ends every other token; logout revokes the token it was called with.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  changePassword,
  resetPassword,
  signIn,
  signOut,
  verifyCode,
  requestCode,
} from "@/modules/identity/auth.service";
import { findUserByAccessToken, issueAccessToken } from "@/modules/identity/identity.service";
import { accessTokens, users } from "@/modules/identity/identity.schema";
import { createResetGrant } from "@/modules/identity/reset-grant";
import {
  OTHER_GOOD_PASSWORD,
  callAuth,
  createAccount,
  latestCode,
  randomIp,
  settleOutbox,
  type CreatedAccount,
} from "../../../tests/factories/accounts";

const RESET_INVALID = "This reset link is no longer valid. Start again.";
const NEW_PASSWORD = "Suya&Zobo-2026";

afterAll(() => settleOutbox());

async function tokensFor(account: CreatedAccount, devices: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const device of devices) tokens.push((await issueAccessToken(account.user.id, device)).token);
  return tokens;
}

/** Forgot password through GraphQL up to the grant: createOTP → code from the outbox → verifyOTP(ResetPassword). */
async function resetGrantFor(account: CreatedAccount): Promise<string> {
  const requested = await callAuth("createOTP", {
    input: { user: account.email, type: "ResetPassword", channelOverride: [] },
    resend: true,
  });
  expect(requested.payload?.status).toBe(true);
  const code = await latestCode(account.email!, "RESET_PASSWORD");
  const verified = await callAuth("verifyOTP", { user: account.email, type: "ResetPassword", otp: Number(code) });
  expect(verified.payload).toMatchObject({ status: true, code: 200, data: { type: "ResetPassword" } });
  return verified.payload!.data!.token;
}

const resetInput = (account: CreatedAccount, token: string, password = NEW_PASSWORD) => ({
  input: { user: account.email, token, device: "mobile", remember_me: true, password, password_confirmation: password },
});

describe("resetPassword with the grant from verifyOTP", () => {
  it("sets the new password, ends every earlier token, signs this device in — and works only once", async () => {
    const account = await createAccount();
    const earlier = await tokensFor(account, ["web", "mobile", "tablet"]);
    for (const token of earlier) expect(await findUserByAccessToken(token)).not.toBeNull();

    const grant = await resetGrantFor(account);
    const reset = await callAuth("resetPassword", resetInput(account, grant));
    expect(reset.payload).toMatchObject({ status: true, code: 200, message: "Your password has been changed" });
    const fresh = reset.payload!.data!.token;

    for (const token of earlier) expect(await findUserByAccessToken(token)).toBeNull();
    expect((await findUserByAccessToken(fresh))?.id).toBe(account.user.id);

    expect(await signIn({ username: account.email!, password: account.password }, { ip: randomIp() })).toMatchObject({
      ok: false,
      code: 401,
    });
    expect(await signIn({ username: account.email!, password: NEW_PASSWORD }, { ip: randomIp() })).toMatchObject({
      ok: true,
    });

    // The same grant a second time (replay), even with another password: refused, nothing changes.
    const replay = await callAuth("resetPassword", resetInput(account, grant, OTHER_GOOD_PASSWORD));
    expect(replay.payload).toEqual({ status: false, code: 400, message: RESET_INVALID, data: null });
    expect(await signIn({ username: account.email!, password: OTHER_GOOD_PASSWORD }, { ip: randomIp() })).toMatchObject(
      { ok: false },
    );
    expect((await findUserByAccessToken(fresh))?.id).toBe(account.user.id);
  });

  it("refuses a tampered, expired, or another account's grant with the same words", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const valid = createResetGrant(account.user.id, account.user.passwordHash);
    const [payload, signature] = valid.split(".");
    const cases = {
      tampered: `${payload}.${signature!.slice(0, -2)}xx`,
      "payload swapped": `${createResetGrant(other.user.id, other.user.passwordHash).split(".")[0]}.${signature}`,
      expired: createResetGrant(account.user.id, account.user.passwordHash, Date.now() - 16 * 60 * 1000),
      "another account's grant": createResetGrant(other.user.id, other.user.passwordHash),
      garbage: "not-a-grant",
    };
    for (const [label, grant] of Object.entries(cases)) {
      const result = await resetPassword(
        { username: account.email!, grant, password: NEW_PASSWORD },
        { ip: randomIp() },
      );
      expect(result, label).toEqual({ ok: false, code: 400, message: RESET_INVALID });
    }
    const [row] = await getDb()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row?.passwordHash).toBe(account.user.passwordHash);
    // The untouched grant still works.
    expect(
      await resetPassword({ username: account.email!, grant: valid, password: NEW_PASSWORD }, { ip: randomIp() }),
    ).toMatchObject({ ok: true });
  });

  it("two resets racing with one grant: exactly one succeeds", async () => {
    const account = await createAccount();
    const grant = createResetGrant(account.user.id, account.user.passwordHash);
    const results = await Promise.all([
      resetPassword({ username: account.email!, grant, password: NEW_PASSWORD }, { ip: randomIp() }),
      resetPassword({ username: account.email!, grant, password: OTHER_GOOD_PASSWORD }, { ip: randomIp() }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, code: 400, message: RESET_INVALID });
  });

  it("a reset frees an account that strangers' failed sign-ins have slowed down", async () => {
    const account = await createAccount();
    for (let i = 0; i < 11; i += 1)
      await signIn({ username: account.email!, password: "Wrong-password 1" }, { ip: randomIp() });
    expect(await signIn({ username: account.email!, password: account.password }, { ip: randomIp() })).toMatchObject({
      code: 429,
    });
    await requestCode({ username: account.email!, purpose: "RESET_PASSWORD" }, { ip: randomIp() });
    const verified = await verifyCode(
      { username: account.email!, purpose: "RESET_PASSWORD", code: await latestCode(account.email!, "RESET_PASSWORD") },
      { ip: randomIp() },
    );
    if (!verified.ok) throw new Error(verified.message);
    expect(
      await resetPassword(
        { username: account.email!, grant: verified.token, password: NEW_PASSWORD },
        { ip: randomIp() },
      ),
    ).toMatchObject({ ok: true });
    expect(await signIn({ username: account.email!, password: NEW_PASSWORD }, { ip: randomIp() })).toMatchObject({
      ok: true,
    });
  });
});

describe("updatePassword (change, signed in)", () => {
  it("requires the current password, ends every other token, and the returned token works", async () => {
    const account = await createAccount();
    const [current, otherDevice, thirdDevice] = await tokensFor(account, ["web", "mobile", "tablet"]);

    const wrong = await callAuth(
      "updatePassword",
      { input: { current_password: "Not-my-password 9", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      { token: current },
    );
    expect(wrong.payload).toEqual({
      status: false,
      code: 400,
      message: "Your current password is not correct",
      data: null,
    });
    expect(await findUserByAccessToken(otherDevice!)).not.toBeNull(); // nothing ended on a wrong current password

    const changed = await callAuth(
      "updatePassword",
      { input: { current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      { token: current },
    );
    expect(changed.payload).toMatchObject({
      status: true,
      code: 200,
      data: { type: "Bearer", user: { id: account.user.id } },
    });
    const returned = changed.payload!.data!.token;
    expect(returned).not.toBe(current);

    expect(await findUserByAccessToken(otherDevice!)).toBeNull();
    expect(await findUserByAccessToken(thirdDevice!)).toBeNull();
    expect((await findUserByAccessToken(returned))?.id).toBe(account.user.id);

    // The returned token is accepted as Bearer by the API (here: another change, back and forth).
    const again = await callAuth(
      "updatePassword",
      {
        input: {
          current_password: NEW_PASSWORD,
          password: OTHER_GOOD_PASSWORD,
          password_confirmation: OTHER_GOOD_PASSWORD,
        },
      },
      { token: returned },
    );
    expect(again.payload?.status).toBe(true);
    expect(await signIn({ username: account.email!, password: OTHER_GOOD_PASSWORD }, { ip: randomIp() })).toMatchObject(
      { ok: true },
    );
    expect(await signIn({ username: account.email!, password: account.password }, { ip: randomIp() })).toMatchObject({
      ok: false,
    });
  });

  it("changePassword (service) revokes every token except the calling one, and issues a new one", async () => {
    const account = await createAccount();
    await tokensFor(account, ["web", "mobile"]);
    const before = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.user.id));
    const [keep, drop] = before;
    const result = await changePassword(
      { userId: account.user.id, tokenId: keep!.id, currentPassword: account.password, password: NEW_PASSWORD },
      { ip: randomIp() },
    );
    if (!result.ok) throw new Error(result.message);
    const after = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.user.id));
    expect(after.find((row) => row.id === keep!.id)?.revokedAt).toBeNull();
    expect(after.find((row) => row.id === drop!.id)?.revokedAt).toBeInstanceOf(Date);
    const added = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]?.revokedAt).toBeNull();
    expect((await findUserByAccessToken(result.token))?.id).toBe(account.user.id);
  });

  it("needs a valid Bearer token", async () => {
    const account = await createAccount();
    const input = {
      input: { current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    };
    const anonymous = await callAuth("updatePassword", input);
    expect(anonymous.error).toMatchObject({
      message: "Please sign in to continue",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const [token] = await tokensFor(account, ["web"]);
    await callAuth("logout", {}, { token });
    const revoked = await callAuth("updatePassword", input, { token });
    expect(revoked.error?.extensions?.code).toBe("UNAUTHENTICATED");
    const [row] = await getDb()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row?.passwordHash).toBe(account.user.passwordHash);
  });
});

describe("logout", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const account = await createAccount();
    const [web, mobile] = await tokensFor(account, ["web", "mobile"]);
    const out = await callAuth("logout", {}, { token: web });
    expect(out.payload).toEqual({ status: true, code: 200, message: "Signed out" });
    expect(await findUserByAccessToken(web!)).toBeNull();
    expect(await findUserByAccessToken(mobile!)).not.toBeNull();
    const twice = await callAuth("logout", {}, { token: web });
    expect(twice.error?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("signOut (service) marks the token revoked in the database", async () => {
    const account = await createAccount();
    const [token] = await tokensFor(account, ["web"]);
    const me = await findUserByAccessToken(token!);
    await signOut({ userId: account.user.id, tokenId: me!.tokenId }, { ip: randomIp() });
    const [row] = await getDb().select().from(accessTokens).where(eq(accessTokens.id, me!.tokenId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(await findUserByAccessToken(token!)).toBeNull();
  });

  it("access tokens are random (≥ 128 bits) and stored hashed", async () => {
    const account = await createAccount();
    const [token] = await tokensFor(account, ["web"]);
    expect(Buffer.from(token!, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

/**
 * No account enumeration (issue #3; docs/decisions/0005 "No enumeration"): sign-in failures, forgot-password and code
 * requests answer the same for known and unknown usernames, and an unknown username costs the same argon2 work.
 * Timings are not asserted here (they depend on the machine); bench/auth-timing.bench.ts prints them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { clearRateLimit } from "@/lib/rate-limit";
import { authLimits } from "@/modules/identity/auth-limits";
import { requestCode, signIn } from "@/modules/identity/auth.service";
import { users } from "@/modules/identity/identity.schema";
import * as passwords from "@/modules/identity/password.service";
import {
  callAuth,
  createAccount,
  outboxFor,
  randomIp,
  settleOutbox,
  uniqueEmail,
  uniquePhone,
  type CreatedAccount,
} from "../../../tests/factories/accounts";

// Count argon2 verifications without changing them: the real function runs.
vi.mock("@/modules/identity/password.service", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/modules/identity/password.service")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const verifySpy = vi.mocked(passwords.verifyPassword);

function argon2Parameters(hash: string) {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  return match ? { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) } : null;
}

let known: CreatedAccount;
beforeAll(async () => {
  known = await createAccount();
});
beforeEach(() => {
  verifySpy.mockClear();
});
afterAll(() => settleOutbox());

describe("sign-in failures", () => {
  it("an unknown username and a wrong password for a known one get identical answers (service)", async () => {
    const unknown = await signIn({ username: uniqueEmail("nobody"), password: "Wrong-password 1" }, { ip: randomIp() });
    const wrong = await signIn({ username: known.email!, password: "Wrong-password 1" }, { ip: randomIp() });
    expect(unknown).toEqual({ ok: false, code: 401, message: "Invalid username or password" });
    expect(wrong).toEqual(unknown);
  });

  it("identical GraphQL answers (message, code, status, no data, no errors) for unknown e-mail, unknown phone and known username", async () => {
    const answers = [
      await callAuth("login", { input: { username: uniqueEmail("nobody"), password: "Wrong-password 1" } }),
      await callAuth("login", { input: { username: uniquePhone().local, password: "Wrong-password 1" } }),
      await callAuth("login", { input: { username: known.email, password: "Wrong-password 1" } }),
      await callAuth("login", { input: { username: known.phone, password: "Wrong-password 1" } }),
    ];
    for (const answer of answers) {
      expect(answer.http).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect(answer.payload).toEqual({ status: false, code: 401, message: "Invalid username or password", data: null });
    }
  });

  it("a suspended account with a wrong password answers like an unknown one", async () => {
    const suspended = await createAccount({ status: "SUSPENDED" });
    const answer = await signIn({ username: suspended.email!, password: "Wrong-password 1" }, { ip: randomIp() });
    expect(answer).toEqual({ ok: false, code: 401, message: "Invalid username or password" });
  });

  it("an unknown username does the same argon2id work as a known one: one verification against a hash of the same cost", async () => {
    await signIn({ username: known.email!, password: "Wrong-password 1" }, { ip: randomIp() });
    expect(verifySpy).toHaveBeenCalledTimes(1);
    const knownHash = verifySpy.mock.calls[0]![0];

    verifySpy.mockClear();
    await signIn({ username: uniqueEmail("nobody"), password: "Wrong-password 1" }, { ip: randomIp() });
    expect(verifySpy).toHaveBeenCalledTimes(1);
    const decoyHash = verifySpy.mock.calls[0]![0];

    expect(argon2Parameters(knownHash)).not.toBeNull();
    expect(argon2Parameters(decoyHash)).toEqual(argon2Parameters(knownHash));
    expect(decoyHash).not.toBe(knownHash);
    // The verification really ran argon2 (it resolved to false, it did not short-circuit on a bad hash).
    await expect(verifySpy.mock.results[0]!.value).resolves.toBe(false);
  });

  it("an account without a password (social sign-in only) also does one full verification", async () => {
    const social = await createAccount();
    await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, social.user.id));
    const answer = await signIn({ username: social.email!, password: social.password }, { ip: randomIp() });
    expect(answer).toEqual({ ok: false, code: 401, message: "Invalid username or password" });
    expect(verifySpy).toHaveBeenCalledTimes(1);
    expect(argon2Parameters(verifySpy.mock.calls[0]![0])).toEqual({ m: 19_456, t: 2, p: 1 });
  });
});

describe("code requests (createOTP / forgot password)", () => {
  const request = (user: string, channelOverride: string[] = []) =>
    callAuth("createOTP", { input: { user, type: "ResetPassword", channelOverride }, resend: true });

  it("known and unknown e-mails get the same shape and message pattern; the id is opaque and the address masked", async () => {
    const unknownEmail = uniqueEmail("nobody");
    const [forKnown, forUnknown] = [await request(known.email!), await request(unknownEmail)];
    for (const [answer, email] of [
      [forKnown, known.email!],
      [forUnknown, unknownEmail],
    ] as const) {
      expect(answer.errors).toBeUndefined();
      const masked = `${email[0]}***@example.com`;
      expect(answer.payload).toEqual({
        status: true,
        code: 200,
        message: `If an account exists for ${masked}, we have sent it a 6-digit code.`,
        data: { user: { id: expect.stringMatching(/^[0-9a-f]{24}$/), email: masked, phone: { primary: null } } },
      });
      expect(JSON.stringify(answer.payload)).not.toContain(email);
    }
    expect(forKnown.payload!.data!.user.id).not.toBe(known.user.id);
    expect(forKnown.payload!.data!.user.id).not.toContain(known.user.id.replace(/-/g, "").slice(0, 8));
    // Only the real account was sent anything.
    expect(await outboxFor(known.email!, "RESET_PASSWORD")).toHaveLength(1);
    expect(await outboxFor(unknownEmail)).toHaveLength(0);
  });

  it("known and unknown phone numbers get the same shape, with the number masked", async () => {
    const unknownPhone = uniquePhone();
    const forKnown = await request(`0${known.phone!.slice(4)}`);
    const forUnknown = await request(unknownPhone.local);
    for (const [answer, e164] of [
      [forKnown, known.phone!],
      [forUnknown, unknownPhone.e164],
    ] as const) {
      const masked = `${e164.slice(0, 7)}****${e164.slice(-3)}`;
      expect(answer.payload).toEqual({
        status: true,
        code: 200,
        message: `If an account exists for ${masked}, we have sent it a 6-digit code.`,
        data: { user: { id: expect.stringMatching(/^[0-9a-f]{24}$/), email: null, phone: { primary: masked } } },
      });
    }
  });

  it("the request id tells nothing about the account: it is the same for a username whether or not the account exists", async () => {
    const username = uniqueEmail("later");
    const before = await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() });
    await createAccount({ email: username });
    await clearRateLimit(authLimits.codeResendGap, username);
    const after = await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() });
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.requestId).toBe(before.requestId);
    expect(after.message).toBe(before.message);
    expect(after.masked).toBe(before.masked);
  });

  it("a suspended account answers like an unknown one and is sent nothing", async () => {
    const suspended = await createAccount({ status: "SUSPENDED" });
    const answer = await request(suspended.email!);
    expect(answer.payload).toMatchObject({
      status: true,
      code: 200,
      message: expect.stringContaining("If an account exists for"),
    });
    expect(await outboxFor(suspended.email!)).toHaveLength(0);
  });
});

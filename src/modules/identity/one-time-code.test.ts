/**
 * One-time codes (docs/decisions/0005): 6 digits, stored hashed, single use, bound to purpose and account,
 * at most 5 wrong tries, valid 10 minutes, replaced by a newer code; 20 concurrent correct tries give one success.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { clearRateLimit } from "@/lib/rate-limit";
import { authLimits } from "@/modules/identity/auth-limits";
import { requestCode, verifyCode } from "@/modules/identity/auth.service";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { oneTimeCodes, users } from "@/modules/identity/identity.schema";
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  consumeOneTimeCode,
  issueOneTimeCode,
} from "@/modules/identity/one-time-code.service";
import { readResetGrant } from "@/modules/identity/reset-grant";
import {
  callAuth,
  createAccount,
  latestCode,
  outboxFor,
  randomIp,
  registerInput,
  settleOutbox,
  wrongCode,
} from "../../../tests/factories/accounts";

const messages = {
  invalid: "Invalid or expired code",
  locked: "Too many wrong attempts. Request a new code.",
};

/** The address the person asks for codes from and types them in from (strangers' tries are tested in tests/abuse). */
const OWNER_IP = randomIp();

/** A fresh account with a RESET_PASSWORD code requested the way forgot-password requests it; returns the code. */
async function accountWithResetCode() {
  const account = await createAccount();
  const requested = await requestCode({ username: account.email!, purpose: "RESET_PASSWORD" }, { ip: OWNER_IP });
  expect(requested.ok).toBe(true);
  return { ...account, code: await latestCode(account.email!, "RESET_PASSWORD") };
}

const verify = (
  username: string,
  code: string,
  purpose: "RESET_PASSWORD" | "VERIFY_ACCOUNT" = "RESET_PASSWORD",
  ip = OWNER_IP,
) => verifyCode({ username, purpose, code }, { ip });

afterAll(() => settleOutbox());

describe("shape and storage", () => {
  it("is 6 digits from 000000 to 999999 (leading zeros kept)", async () => {
    const account = await createAccount();
    const codes: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      codes.push(
        (await issueOneTimeCode({ userId: account.user.id, purpose: "VERIFY_ACCOUNT", channel: "EMAIL" })).code,
      );
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(35); // random, not a counter or a constant
  });

  it("reaches the person as 6 digits in the message, with the 10-minute expiry", async () => {
    const account = await accountWithResetCode();
    const [message] = await outboxFor(account.email!, "RESET_PASSWORD");
    expect(account.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(account.code);
    expect(message?.body).toContain("10 minutes");
  });

  it("is stored hashed: the code text never appears in one_time_codes", async () => {
    const account = await accountWithResetCode();
    const rows = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(account.code);
    expect(row).toMatchObject({ purpose: "RESET_PASSWORD", channel: "EMAIL", attempts: 0, consumedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(CODE_TTL_MS - 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(CODE_TTL_MS + 60_000);
  });
});

describe("single use", () => {
  it("works once; the second use of the same code fails", async () => {
    const account = await accountWithResetCode();
    const first = await verify(account.email!, account.code);
    expect(first).toMatchObject({ ok: true, type: "RESET_PASSWORD" });
    const second = await verify(account.email!, account.code);
    expect(second).toEqual({ ok: false, code: 400, message: messages.invalid, field: "otp" });
  });

  it("a ResetPassword code yields a reset grant for this account, not an access token", async () => {
    const account = await accountWithResetCode();
    const result = await verify(account.email!, account.code);
    if (!result.ok) throw new Error(result.message);
    expect(readResetGrant(result.token)?.userId).toBe(account.user.id);
    expect(await findUserByAccessToken(result.token)).toBeNull();
  });
});

describe("bound to purpose and account", () => {
  it("a VerifyAccount code (sent at sign-up) does not verify ResetPassword, and still verifies the account", async () => {
    const input = registerInput();
    const registered = await callAuth("register", { input });
    expect(registered.payload?.status).toBe(true);
    const code = await latestCode(input.username, "VERIFY_ACCOUNT");

    const wrongPurpose = await callAuth("verifyOTP", {
      user: input.username,
      type: "ResetPassword",
      otp: Number(code),
    });
    expect(wrongPurpose.payload).toEqual({ status: false, code: 400, message: messages.invalid, data: null });

    const rightPurpose = await callAuth("verifyOTP", {
      user: input.username,
      type: "VerifyAccount",
      otp: Number(code),
    });
    expect(rightPurpose.payload).toMatchObject({ status: true, code: 200, data: { type: "VerifyAccount" } });
    // Verification signs this device in and marks the e-mail verified.
    const me = await findUserByAccessToken(rightPurpose.payload!.data!.token);
    expect(me?.email).toBe(input.username);
    const [row] = await getDb().select().from(users).where(eq(users.email, input.username));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.phoneVerifiedAt).toBeNull();
  });

  it("a ResetPassword code does not verify VerifyAccount", async () => {
    const account = await accountWithResetCode();
    expect(await verify(account.email!, account.code, "VERIFY_ACCOUNT")).toMatchObject({
      ok: false,
      message: messages.invalid,
    });
    expect(await verify(account.email!, account.code, "RESET_PASSWORD")).toMatchObject({ ok: true });
  });

  it("one account's code does not work for another account", async () => {
    const owner = await accountWithResetCode();
    const other = await accountWithResetCode();
    if (owner.code === other.code) return; // one chance in a million: nothing to show
    expect(await verify(other.email!, owner.code)).toMatchObject({ ok: false, message: messages.invalid });
    expect(await verify(owner.email!, owner.code)).toMatchObject({ ok: true });
  });

  it("an unknown username gets the same answer as a wrong code", async () => {
    const result = await verify(`nobody.${Date.now()}@example.com`, "123456");
    expect(result).toEqual({ ok: false, code: 400, message: messages.invalid, field: "otp" });
  });
});

describe("at most 5 wrong tries", () => {
  it("locks the code after 5 wrong tries: the 6th try fails even with the right code", async () => {
    const account = await accountWithResetCode();
    const bad = wrongCode(account.code);
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i += 1) {
      expect(await verify(account.email!, bad)).toEqual({
        ok: false,
        code: 400,
        message: messages.invalid,
        field: "otp",
      });
    }
    const sixth = await verify(account.email!, account.code);
    expect(sixth).toEqual({
      ok: false,
      code: 400,
      message: "Too many wrong attempts. Request a new code.",
      field: "otp",
    });
    const [row] = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(row?.attempts).toBe(5);
    expect(row?.consumedAt).toBeNull();
  });

  it("4 wrong tries still leave the right code working", async () => {
    const account = await accountWithResetCode();
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i += 1) await verify(account.email!, wrongCode(account.code));
    expect(await verify(account.email!, account.code)).toMatchObject({ ok: true });
  });

  it("a locked code is replaced by requesting a new one", async () => {
    const account = await accountWithResetCode();
    for (let i = 0; i <= CODE_MAX_ATTEMPTS; i += 1) await verify(account.email!, wrongCode(account.code));
    await clearRateLimit(authLimits.codeResendGap, account.email!); // the 30-second gap has passed
    expect((await requestCode({ username: account.email!, purpose: "RESET_PASSWORD" }, { ip: OWNER_IP })).ok).toBe(
      true,
    );
    const fresh = await latestCode(account.email!, "RESET_PASSWORD");
    expect(await verify(account.email!, fresh)).toMatchObject({ ok: true });
  });

  it("the lock shows through GraphQL with the same words", async () => {
    const account = await accountWithResetCode();
    const ip = randomIp();
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      const { payload } = await callAuth(
        "verifyOTP",
        { user: account.email, type: "ResetPassword", otp: Number(wrongCode(account.code)) },
        { ip },
      );
      expect(payload).toEqual({ status: false, code: 400, message: messages.invalid, data: null });
    }
    const { payload } = await callAuth(
      "verifyOTP",
      { user: account.email, type: "ResetPassword", otp: Number(account.code) },
      { ip },
    );
    expect(payload).toEqual({ status: false, code: 400, message: messages.locked, data: null });
  });
});

describe("valid 10 minutes", () => {
  it("is accepted just before 10 minutes and refused at 10 minutes (consumeOneTimeCode's clock)", async () => {
    const account = await createAccount();
    const issuedAt = new Date();
    const { code } = await issueOneTimeCode({
      userId: account.user.id,
      purpose: "RESET_PASSWORD",
      channel: "EMAIL",
      now: issuedAt,
    });
    const atTen = await consumeOneTimeCode({
      userId: account.user.id,
      purpose: "RESET_PASSWORD",
      code,
      now: new Date(issuedAt.getTime() + CODE_TTL_MS),
    });
    expect(atTen).toEqual({ ok: false, reason: "expired" });
    const justBefore = await consumeOneTimeCode({
      userId: account.user.id,
      purpose: "RESET_PASSWORD",
      code,
      now: new Date(issuedAt.getTime() + CODE_TTL_MS - 1_000),
    });
    expect(justBefore).toMatchObject({ ok: true });
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000);
  });

  it("a code issued 10 minutes and 1 second ago is refused as invalid or expired, as for an unknown account (verifyCode)", async () => {
    const account = await createAccount();
    const { code } = await issueOneTimeCode({
      userId: account.user.id,
      purpose: "RESET_PASSWORD",
      channel: "EMAIL",
      requestedIp: OWNER_IP,
      now: new Date(Date.now() - CODE_TTL_MS - 1_000),
    });
    expect(await verify(account.email!, code)).toEqual({
      ok: false,
      code: 400,
      message: messages.invalid,
      field: "otp",
    });
  });

  it("a code whose expires_at has passed is refused through GraphQL", async () => {
    const account = await accountWithResetCode();
    await getDb()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeCodes.userId, account.user.id));
    const { payload } = await callAuth(
      "verifyOTP",
      { user: account.email, type: "ResetPassword", otp: Number(account.code) },
      { ip: OWNER_IP },
    );
    expect(payload).toEqual({ status: false, code: 400, message: messages.invalid, data: null });
  });
});

describe("a new code replaces the old one", () => {
  it("the earlier code stops working once a new one is requested (GraphQL createOTP)", async () => {
    const account = await createAccount();
    const ip = randomIp();
    const request = () =>
      callAuth(
        "createOTP",
        { input: { user: account.email, type: "ResetPassword", channelOverride: [] }, resend: true },
        { ip },
      );
    expect((await request()).payload?.status).toBe(true);
    const first = await latestCode(account.email!, "RESET_PASSWORD");
    await clearRateLimit(authLimits.codeResendGap, account.email!); // the 30-second countdown has run out
    expect((await request()).payload?.status).toBe(true);
    const second = await latestCode(account.email!, "RESET_PASSWORD");
    const messagesSent = await outboxFor(account.email!, "RESET_PASSWORD");
    expect(messagesSent).toHaveLength(2);

    if (first !== second) {
      const old = await callAuth("verifyOTP", { user: account.email, type: "ResetPassword", otp: Number(first) });
      expect(old.payload).toMatchObject({ status: false, message: messages.invalid });
    }
    const current = await callAuth("verifyOTP", { user: account.email, type: "ResetPassword", otp: Number(second) });
    expect(current.payload).toMatchObject({ status: true, data: { type: "ResetPassword" } });
    const rows = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(rows.every((row) => row.consumedAt !== null)).toBe(true);
  });
});

describe("otp as Int (docs/decisions/0005)", () => {
  it("a code with a leading zero, sent as an Int, is padded back to 6 digits and accepted", async () => {
    const account = await createAccount();
    let code = "";
    for (let i = 0; i < 300 && !code.startsWith("0"); i += 1) {
      ({ code } = await issueOneTimeCode({
        userId: account.user.id,
        purpose: "RESET_PASSWORD",
        channel: "EMAIL",
      }));
    }
    expect(code.startsWith("0")).toBe(true);
    const { payload } = await callAuth("verifyOTP", { user: account.email, type: "ResetPassword", otp: Number(code) });
    expect(payload).toMatchObject({ status: true, code: 200 });
  });
});

describe("20 concurrent correct verifications", () => {
  it("give exactly one success (service)", async () => {
    const account = await accountWithResetCode();
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => verify(account.email!, account.code, "RESET_PASSWORD", ip)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const failure of results.filter((r) => !r.ok)) {
      expect([messages.invalid, messages.locked]).toContain(failure.ok ? "" : failure.message);
    }
    const [row] = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(row?.consumedAt).not.toBeNull();
    expect(row?.attempts).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
  });

  it("give exactly one success (consumeOneTimeCode directly)", async () => {
    const account = await createAccount();
    const { code } = await issueOneTimeCode({
      userId: account.user.id,
      purpose: "VERIFY_ACCOUNT",
      channel: "SMS",
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        consumeOneTimeCode({ userId: account.user.id, purpose: "VERIFY_ACCOUNT", code }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

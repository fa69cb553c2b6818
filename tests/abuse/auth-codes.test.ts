/**
 * Abuse: one-time codes and reset grants. Concurrent verification (one success out of 20), brute force bounded by the
 * per-code tries and the per-account request limit, expired and wrong-purpose codes, and replay of a code or a reset
 * grant after the reset — all through GraphQL, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { clearRateLimit } from "@/lib/rate-limit";
import { authLimits } from "@/modules/identity/auth-limits";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { oneTimeCodes } from "@/modules/identity/identity.schema";
import {
  OTHER_GOOD_PASSWORD,
  callAuth,
  createAccount,
  latestCode,
  randomIp,
  registerInput,
  settleOutbox,
  wrongCode,
  type CreatedAccount,
} from "../factories/accounts";

const INVALID = "Invalid or expired code";
const LOCKED = "Too many wrong attempts. Request a new code.";
const RESET_INVALID = "This reset link is no longer valid. Start again.";
const NEW_PASSWORD = "Suya&Zobo-2026";

afterAll(() => settleOutbox());

const forgot = (account: CreatedAccount, ip = randomIp()) =>
  callAuth(
    "createOTP",
    { input: { user: account.email, type: "ResetPassword", channelOverride: [] }, resend: true },
    { ip },
  );
const verifyOTP = (
  user: string | null,
  otp: string,
  type: "ResetPassword" | "VerifyAccount" = "ResetPassword",
  ip = randomIp(),
) => callAuth("verifyOTP", { user, type, otp: Number(otp) }, { ip });
const reset = (account: CreatedAccount, token: string, password = NEW_PASSWORD) =>
  callAuth("resetPassword", {
    input: {
      user: account.email,
      token,
      device: "mobile",
      remember_me: true,
      password,
      password_confirmation: password,
    },
  });

async function withResetCode() {
  const account = await createAccount();
  const ip = randomIp();
  expect((await forgot(account, ip)).payload?.status).toBe(true);
  return { account, ip, code: await latestCode(account.email!, "RESET_PASSWORD") };
}

describe("concurrent verification", () => {
  it("20 concurrent correct verifyOTP requests (one address) give exactly one success", async () => {
    const { account, code } = await withResetCode();
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyOTP(account.email, code, "ResetPassword", ip)),
    );
    const successes = answers.filter((a) => a.payload?.status === true);
    expect(successes).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      if (answer.payload?.status === false) expect([INVALID, LOCKED]).toContain(answer.payload.message);
    }
    // The one grant that was handed out works.
    expect((await reset(account, successes[0]!.payload!.data!.token)).payload?.status).toBe(true);
  });

  it("20 concurrent correct verifyOTP requests from 20 addresses give exactly one success", async () => {
    const { account, code } = await withResetCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyOTP(account.email, code)));
    expect(answers.filter((a) => a.payload?.status === true)).toHaveLength(1);
    const [row] = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(row?.consumedAt).not.toBeNull();
    expect(row?.attempts).toBeLessThanOrEqual(5);
  });

  it("20 concurrent VerifyAccount verifications issue exactly one access token", async () => {
    const input = registerInput();
    expect((await callAuth("register", { input })).payload?.status).toBe(true);
    const code = await latestCode(input.username, "VERIFY_ACCOUNT");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyOTP(input.username, code, "VerifyAccount")),
    );
    const tokens = answers.filter((a) => a.payload?.status === true).map((a) => a.payload!.data!.token);
    expect(tokens).toHaveLength(1);
    expect(await findUserByAccessToken(tokens[0]!)).not.toBeNull();
  });

  it("5 concurrent resets with one grant change the password once", async () => {
    const { account, code } = await withResetCode();
    const grant = (await verifyOTP(account.email, code)).payload!.data!.token;
    const passwords = ["Suya&Zobo-2026", "Suya&Zobo-2027", "Suya&Zobo-2028", "Suya&Zobo-2029", "Suya&Zobo-2030"];
    const answers = await Promise.all(passwords.map((password) => reset(account, grant, password)));
    expect(answers.filter((a) => a.payload?.status === true)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.payload?.status !== true)) {
      expect(answer.payload).toEqual({ status: false, code: 400, message: RESET_INVALID, data: null });
    }
  });
});

describe("brute force of a code", () => {
  it("from the address that asked: 5 tries per code, 3 codes per 10 minutes, so at most 15 guesses — none of which get in", async () => {
    const account = await createAccount();
    const ip = randomIp();
    let guesses = 0;
    let codesIssued = 0;
    for (let round = 0; round < 4; round += 1) {
      await clearRateLimit(authLimits.codeResendGap, account.email!); // wait out the 30-second countdown each time
      const requested = await forgot(account, ip);
      if (!requested.payload) {
        expect(requested.error?.extensions?.code).toBe("RATE_LIMITED");
        break;
      }
      codesIssued += 1;
      const code = await latestCode(account.email!, "RESET_PASSWORD");
      for (let i = 0; i < 6; i += 1) {
        const answer = await verifyOTP(account.email, wrongCode(code), "ResetPassword", ip);
        if (answer.payload?.message === LOCKED) break;
        expect(answer.payload).toMatchObject({ status: false, message: INVALID });
        guesses += 1;
      }
    }
    expect(codesIssued).toBe(3);
    expect(guesses).toBe(15);
  });

  it("from anywhere else: 5 per address and 10 per account in 10 minutes, and the owner's code is not burned (issue #13)", async () => {
    const { account, code, ip } = await withResetCode();
    let counted = 0;
    for (let address = 0; address < 4; address += 1) {
      const strangerIp = randomIp();
      for (let i = 0; i < 6; i += 1) {
        const answer = await verifyOTP(account.email, wrongCode(code), "ResetPassword", strangerIp);
        if (answer.payload?.message === LOCKED) break;
        expect(answer.payload).toMatchObject({ status: false, message: INVALID });
        counted += 1;
      }
    }
    expect(counted).toBe(10);
    const [row] = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.user.id));
    expect(row?.attempts).toBe(0);
    // The person who asked for the code still uses it.
    expect((await verifyOTP(account.email, code, "ResetPassword", ip)).payload?.status).toBe(true);
  });

  it("an account that exists and one that does not answer alike, try by try (issue #13)", async () => {
    const { account } = await withResetCode();
    const nobody = `nobody.${account.user.id.slice(0, 8)}@example.com`;
    const answers = async (user: string) => {
      const messages: string[] = [];
      for (const ip of [randomIp(), randomIp(), randomIp()]) {
        for (let i = 0; i < 6; i += 1)
          messages.push((await verifyOTP(user, "000001", "ResetPassword", ip)).payload?.message ?? "error");
      }
      return messages;
    };
    const known = await answers(account.email!);
    expect(known).toEqual(await answers(nobody));
    expect(known.slice(0, 6)).toEqual([INVALID, INVALID, INVALID, INVALID, INVALID, LOCKED]);
  });
});

describe("expired and wrong-purpose codes", () => {
  it("an expired code is refused, and stays refused", async () => {
    const { account, code } = await withResetCode();
    await getDb()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.userId, account.user.id));
    // The same words as for a wrong code or an unknown account: an expiry would tell that the account exists.
    for (let i = 0; i < 3; i += 1)
      expect((await verifyOTP(account.email, code)).payload).toMatchObject({ status: false, message: INVALID });
  });

  it("a VerifyAccount code cannot reset the password", async () => {
    const input = registerInput();
    expect((await callAuth("register", { input })).payload?.status).toBe(true);
    const code = await latestCode(input.username, "VERIFY_ACCOUNT");
    const answer = await verifyOTP(input.username, code, "ResetPassword");
    expect(answer.payload).toEqual({ status: false, code: 400, message: INVALID, data: null });
  });

  it("a ResetPassword code cannot verify the account or sign in", async () => {
    const { account, code } = await withResetCode();
    const answer = await verifyOTP(account.email, code, "VerifyAccount");
    expect(answer.payload).toEqual({ status: false, code: 400, message: INVALID, data: null });
  });

  it("a reset grant is not an access token", async () => {
    const { account, code } = await withResetCode();
    const grant = (await verifyOTP(account.email, code)).payload!.data!.token;
    const asBearer = await callAuth("logout", {}, { token: grant });
    expect(asBearer.error?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("replay after the reset", () => {
  it("the grant, the code and the old password are all dead after a reset", async () => {
    const { account, code } = await withResetCode();
    const grant = (await verifyOTP(account.email, code)).payload!.data!.token;
    expect((await reset(account, grant)).payload?.status).toBe(true);

    expect((await reset(account, grant, OTHER_GOOD_PASSWORD)).payload).toEqual({
      status: false,
      code: 400,
      message: RESET_INVALID,
      data: null,
    });
    expect((await verifyOTP(account.email, code)).payload).toMatchObject({ status: false, message: INVALID });
    const oldPassword = await callAuth("login", { input: { username: account.email, password: account.password } });
    expect(oldPassword.payload).toMatchObject({ status: false, message: "Invalid username or password" });
    const newPassword = await callAuth("login", { input: { username: account.email, password: NEW_PASSWORD } });
    expect(newPassword.payload?.status).toBe(true);
  });

  it("a grant obtained before a password change is dead after the change", async () => {
    const { account, code } = await withResetCode();
    const grant = (await verifyOTP(account.email, code)).payload!.data!.token;
    const signedIn = await callAuth("login", { input: { username: account.email, password: account.password } });
    const token = signedIn.payload!.data!.token.accessToken;
    const changed = await callAuth(
      "updatePassword",
      { input: { current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      { token },
    );
    expect(changed.payload?.status).toBe(true);
    expect((await reset(account, grant, OTHER_GOOD_PASSWORD)).payload).toMatchObject({
      status: false,
      message: RESET_INVALID,
    });
  });

  it("a grant for one account does not reset another account", async () => {
    const first = await withResetCode();
    const second = await createAccount();
    const grant = (await verifyOTP(first.account.email, first.code)).payload!.data!.token;
    expect((await reset(second, grant)).payload).toMatchObject({ status: false, message: RESET_INVALID });
    expect((await reset(first.account, grant)).payload?.status).toBe(true);
  });
});

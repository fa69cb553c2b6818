/**
 * Passwords (issue #3 "Safety, with numbers"): argon2id with at least 19 MiB and 2 passes, off the event loop;
 * 8 to 128 characters and never truncated; the most common passwords refused at sign-up, reset and change; and the
 * spec's validation messages (section 5) word for word through GraphQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signUp } from "@/flows/sign-up.flow";
import { changePassword, signIn } from "@/modules/identity/auth.service";
import { messages } from "@/modules/identity/identity.inputs";
import { users, type User } from "@/modules/identity/identity.schema";
import { hashPassword, passwordHashOptions, verifyPassword } from "@/modules/identity/password.service";
import { createResetGrant } from "@/modules/identity/reset-grant";
import {
  GOOD_PASSWORD,
  callAuth,
  createAccount,
  randomIp,
  registerInput,
  settleOutbox,
  uniqueEmail,
  type CreatedAccount,
} from "../../../tests/factories/accounts";

const COMMON_MESSAGE = "This password is too common. Choose a less common one.";

async function storedUser(email: string): Promise<User | undefined> {
  const [row] = await getDb().select().from(users).where(eq(users.email, email));
  return row;
}

/** "$argon2id$v=19$m=19456,t=2,p=1$salt$hash" → its parts. */
function argon2Parameters(hash: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
  if (!match) throw new Error(`not an argon2 PHC string: ${hash.slice(0, 40)}…`);
  return {
    algorithm: match[1],
    version: Number(match[2]),
    memoryKiB: Number(match[3]),
    passes: Number(match[4]),
    lanes: Number(match[5]),
  };
}

/** A 128-character password that is not common; its 127-character prefix is a different password. */
const LONG_PASSWORD = `Ọjà-${"abcdefghij".repeat(12)}-9!`.padEnd(128, "z").slice(0, 128);

afterAll(() => settleOutbox());

describe("argon2id", () => {
  it("stores a sign-up's password as argon2id with memory ≥ 19456 KiB, passes ≥ 2, never the password itself", async () => {
    const input = registerInput({ password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD });
    const { payload } = await callAuth("register", { input });
    expect(payload).toMatchObject({ status: true, code: 201 });

    const user = await storedUser(input.username);
    expect(user?.passwordHash).toBeTruthy();
    const hash = user!.passwordHash!;
    expect(hash).not.toContain(GOOD_PASSWORD);
    const parameters = argon2Parameters(hash);
    expect(parameters.algorithm).toBe("argon2id");
    expect(parameters.version).toBe(19);
    expect(parameters.memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(parameters.passes).toBeGreaterThanOrEqual(2);
    expect(parameters.lanes).toBeGreaterThanOrEqual(1);
    expect(await verifyPassword(hash, GOOD_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, `${GOOD_PASSWORD} `)).toBe(false);
  });

  it("configures the hasher with the same floor (OWASP: 19 MiB, 2 passes)", () => {
    expect(passwordHashOptions.algorithm).toBe(2); // Argon2id
    expect(passwordHashOptions.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(passwordHashOptions.timeCost).toBeGreaterThanOrEqual(2);
  });

  it("salts every hash (the same password hashes differently)", async () => {
    const [a, b] = await Promise.all([hashPassword(GOOD_PASSWORD), hashPassword(GOOD_PASSWORD)]);
    expect(a).not.toBe(b);
  });

  it("hashes off the event loop: timers keep firing while a hash is computed", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await hashPassword("Another-pass 91");
    } finally {
      clearInterval(timer);
    }
    // A synchronous hash would block the loop, and no interval callback could run before the await resumes.
    expect(ticks).toBeGreaterThan(0);
  });

  it("treats a malformed stored hash as a wrong password instead of throwing", async () => {
    expect(await verifyPassword("not-a-hash", GOOD_PASSWORD)).toBe(false);
  });
});

describe("length: 8 to 128 characters, never truncated", () => {
  let long: CreatedAccount;

  beforeAll(async () => {
    const input = registerInput({ password: LONG_PASSWORD, password_confirmation: LONG_PASSWORD });
    const result = await callAuth("register", { input });
    expect(result.payload).toMatchObject({ status: true });
    long = { user: (await storedUser(input.username))!, password: LONG_PASSWORD, email: input.username, phone: null };
  });

  it("the test password really is 128 characters", () => {
    expect(LONG_PASSWORD).toHaveLength(128);
  });

  it("a 128-character password signs in", async () => {
    const { payload } = await callAuth("login", { input: { username: long.email, password: LONG_PASSWORD } });
    expect(payload).toMatchObject({ status: true, code: 200, data: { user: { id: long.user.id } } });
  });

  it("its 127-character prefix does NOT sign in (no truncation)", async () => {
    const { payload } = await callAuth("login", {
      input: { username: long.email, password: LONG_PASSWORD.slice(0, 127) },
    });
    expect(payload).toEqual({ status: false, code: 401, message: "Invalid username or password", data: null });
  });

  it("the first 72 characters alone do NOT sign in (no bcrypt-style cut-off)", async () => {
    const { payload } = await callAuth("login", {
      input: { username: long.email, password: LONG_PASSWORD.slice(0, 72) },
    });
    expect(payload?.status).toBe(false);
  });

  it("8 characters are accepted at sign-up; 7 are refused with the spec's message", async () => {
    const eight = "Zq7!mK2p";
    const ok = await callAuth("register", { input: registerInput({ password: eight, password_confirmation: eight }) });
    expect(ok.payload).toMatchObject({ status: true, code: 201 });

    const input = registerInput({ password: "Zq7!mK2", password_confirmation: "Zq7!mK2" });
    const short = await callAuth("register", { input });
    expect(short.error?.message).toBe(messages.invalidForm);
    expect(short.error?.extensions?.validation?.password).toEqual([messages.passwordMin]);
    expect(await storedUser(input.username)).toBeUndefined();
  });

  it('129 characters are refused at sign-up with "Password should be at most 128 characters"; nothing is stored', async () => {
    const password = `${LONG_PASSWORD}x`;
    const input = registerInput({ password, password_confirmation: password });
    const { payload, error } = await callAuth("register", { input });
    expect(payload).toBeNull();
    expect(error?.message).toBe("Please check your inputs");
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.validation?.password).toEqual(["Password should be at most 128 characters"]);
    expect(await storedUser(input.username)).toBeUndefined();
  });

  it("129 characters are refused at sign-in, reset and change with the same message", async () => {
    const password = `${LONG_PASSWORD}x`;
    const login = await callAuth("login", { input: { username: long.email, password } });
    expect(login.error?.extensions?.validation).toEqual({ password: ["Password should be at most 128 characters"] });

    const reset = await callAuth("resetPassword", {
      input: {
        user: long.email,
        token: "x",
        device: "mobile",
        remember_me: true,
        password,
        password_confirmation: password,
      },
    });
    expect(reset.error?.extensions?.validation?.password).toEqual(["Password should be at most 128 characters"]);

    const signedIn = await signIn({ username: long.email!, password: LONG_PASSWORD }, { ip: randomIp() });
    expect(signedIn.ok).toBe(true);
    const token = signedIn.ok ? signedIn.token : "";
    const change = await callAuth(
      "updatePassword",
      { input: { current_password: LONG_PASSWORD, password, password_confirmation: password } },
      { token },
    );
    expect(change.error?.extensions?.validation?.password).toEqual(["Password should be at most 128 characters"]);
  });
});

describe("common passwords are refused", () => {
  let account: CreatedAccount;
  let token: string;

  beforeAll(async () => {
    account = await createAccount();
    const result = await signIn({ username: account.email!, password: account.password }, { ip: randomIp() });
    if (!result.ok) throw new Error(result.message);
    token = result.token;
  });

  it.each(["password123", "qwerty123", "PASSWORD123"])("at sign-up: %s", async (common) => {
    const input = registerInput({ password: common, password_confirmation: common });
    const { payload, error } = await callAuth("register", { input });
    expect(payload).toBeNull();
    expect(error?.message).toBe("Please check your inputs");
    expect(error?.extensions?.validation).toEqual({ password: [COMMON_MESSAGE] });
    expect(await storedUser(input.username)).toBeUndefined();
  });

  it("at sign-up through the service too (nothing stored)", async () => {
    const username = uniqueEmail();
    const result = await signUp(
      {
        first_name: "Ada",
        username,
        password: "qwerty123",
        password_confirmation: "qwerty123",
        kind: "BUYER",
      } as Parameters<typeof signUp>[0],
      { ip: randomIp() },
    );
    expect(result).toMatchObject({ ok: false, code: 422, message: COMMON_MESSAGE, field: "password" });
    expect(await storedUser(username)).toBeUndefined();
  });

  it.each(["password123", "qwerty123"])("at reset: %s (the password stays as it was)", async (common) => {
    const grant = createResetGrant(account.user.id, account.user.passwordHash);
    const { payload, error } = await callAuth("resetPassword", {
      input: {
        user: account.email,
        token: grant,
        device: "mobile",
        remember_me: true,
        password: common,
        password_confirmation: common,
      },
    });
    expect(payload).toBeNull();
    expect(error?.extensions?.validation).toEqual({ password: [COMMON_MESSAGE] });
    const [row] = await getDb()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row?.passwordHash).toBe(account.user.passwordHash);
  });

  it.each(["password123", "qwerty123"])("at change: %s (the password stays as it was)", async (common) => {
    const { payload, error } = await callAuth(
      "updatePassword",
      { input: { current_password: account.password, password: common, password_confirmation: common } },
      { token },
    );
    expect(payload).toBeNull();
    expect(error?.extensions?.validation).toEqual({ password: [COMMON_MESSAGE] });
    const [row] = await getDb()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row?.passwordHash).toBe(account.user.passwordHash);
  });

  it("at change through the service too", async () => {
    const result = await changePassword(
      {
        userId: account.user.id,
        tokenId: "00000000-0000-0000-0000-000000000000",
        currentPassword: account.password,
        password: "password123",
      },
      { ip: randomIp() },
    );
    expect(result).toMatchObject({ ok: false, code: 422, message: COMMON_MESSAGE });
  });
});

describe("the spec's validation messages, word for word, in extensions.validation", () => {
  async function validation(
    operation: Parameters<typeof callAuth>[0],
    variables: Record<string, unknown>,
    token?: string,
  ) {
    const { http, payload, error, errors } = await callAuth(operation, variables, { token });
    expect(http).toBe(200);
    expect(payload).toBeNull();
    expect(errors).toHaveLength(1);
    expect(error?.message).toBe("Please check your inputs");
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    return error!.extensions!.validation!;
  }

  it("login: empty username and password", async () => {
    expect(await validation("login", { input: { username: "", password: "" } })).toEqual({
      username: ["Email or (+234) phone number is required"],
      password: ["Password is required"],
    });
  });

  it.each(["ada", "ada@", "ada@example", "0803 123", "+1 202 555 0147", "not a phone"])(
    "login: invalid username %j",
    async (username) => {
      expect(await validation("login", { input: { username, password: GOOD_PASSWORD } })).toEqual({
        username: ["Invalid email or (+234) phone number"],
      });
    },
  );

  it("register: every required field empty (the required message comes first)", async () => {
    const map = await validation("register", {
      input: { first_name: "", username: "", password: "", password_confirmation: "" },
    });
    expect(map.first_name?.[0]).toBe("First name is required");
    expect(map.username).toEqual(["Email or (+234) phone number is required"]);
    expect(map.password?.[0]).toBe("Password is required");
    expect(map.password_confirmation?.[0]).toBe("Confirm password is required");
  });

  it("register: a short password and confirmation", async () => {
    const map = await validation("register", {
      input: registerInput({ password: "abc", password_confirmation: "abc" }),
    });
    expect(map).toEqual({
      password: ["Password should be of minimum 8 characters length"],
      password_confirmation: ["Password should be of minimum 8 characters length"],
    });
  });

  it("register: passwords that do not match", async () => {
    const map = await validation("register", {
      input: registerInput({ password: GOOD_PASSWORD, password_confirmation: `${GOOD_PASSWORD}x` }),
    });
    expect(map).toEqual({ password_confirmation: ["Passwords must match"] });
  });

  it("createOTP (forgot password): empty and invalid username", async () => {
    expect(
      await validation("createOTP", { input: { user: "", type: "ResetPassword", channelOverride: [] }, resend: true }),
    ).toEqual({
      username: ["Email or (+234) phone number is required"],
    });
    expect(
      await validation("createOTP", {
        input: { user: "ada@", type: "ResetPassword", channelOverride: [] },
        resend: true,
      }),
    ).toEqual({
      username: ["Invalid email or (+234) phone number"],
    });
  });

  it.each([1_234_567, -1, 99_999_999])("verifyOTP: otp %i is not 6 digits", async (otp) => {
    expect(await validation("verifyOTP", { user: uniqueEmail(), type: "ResetPassword", otp })).toEqual({
      otp: ["OTP must be 6 digits"],
    });
  });

  it('resetPassword: empty confirmation says "Password is required"; a mismatch says "Passwords must match"', async () => {
    const base = { user: uniqueEmail(), token: "grant", device: "mobile", remember_me: true };
    const empty = await validation("resetPassword", {
      input: { ...base, password: GOOD_PASSWORD, password_confirmation: "" },
    });
    expect(empty.password_confirmation?.[0]).toBe("Password is required");
    const mismatch = await validation("resetPassword", {
      input: { ...base, password: GOOD_PASSWORD, password_confirmation: "Kola-nut 2027!" },
    });
    expect(mismatch).toEqual({ password_confirmation: ["Passwords must match"] });
  });

  it("updatePassword: empty current password", async () => {
    const account = await createAccount();
    const signedIn = await signIn({ username: account.email!, password: account.password }, { ip: randomIp() });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const map = await validation(
      "updatePassword",
      { input: { current_password: "", password: "Jollof&Suya-77", password_confirmation: "Jollof&Suya-77" } },
      signedIn.token,
    );
    expect(map).toEqual({ current_password: ["Password is required"] });
  });
});

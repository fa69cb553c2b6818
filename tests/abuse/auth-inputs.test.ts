/**
 * Abuse: oversized and unusual input to the accounts API. A 10,000-character password, NUL bytes, emoji and
 * right-to-left text, homoglyph e-mails and Arabic-Indic digits: every answer is a clear message (never a 500 or
 * "Unexpected error."), and nothing is stored for a refused input.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { users } from "@/modules/identity/identity.schema";
import {
  GOOD_PASSWORD,
  callAuth,
  createAccount,
  outboxFor,
  randomIp,
  registerInput,
  settleOutbox,
  uniqueEmail,
  type CreatedAccount,
} from "../factories/accounts";
import { execute } from "../setup/graphql";

const huge = "x".repeat(10_000);
const HUGE_PASSWORD = `Aa1!${"p".repeat(9_996)}`;

let account: CreatedAccount;
beforeAll(async () => {
  account = await createAccount();
});
afterAll(() => settleOutbox());

async function userCount() {
  return (await getDb().select({ id: users.id }).from(users)).length;
}

/** A refusal in the validation map: HTTP 200, "Please check your inputs", nothing stored, no unexpected error. */
async function expectValidation(
  operation: Parameters<typeof callAuth>[0],
  variables: Record<string, unknown>,
  token?: string,
) {
  const before = await userCount();
  const ip = randomIp();
  const { http, payload, error, errors } = await callAuth(operation, variables, { ip, token });
  expect(http).toBe(200);
  expect(payload).toBeNull();
  expect(errors).toHaveLength(1);
  expect(error?.message).toBe("Please check your inputs");
  expect(await userCount()).toBe(before);
  expect(await getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip))).toHaveLength(0);
  return error!.extensions!.validation!;
}

describe("10,000-character passwords", () => {
  it("sign-up: the length message, no account, no hash computed", async () => {
    const input = registerInput({ password: HUGE_PASSWORD, password_confirmation: HUGE_PASSWORD });
    const map = await expectValidation("register", { input });
    expect(map.password).toEqual(["Password should be at most 128 characters"]);
    expect(await getDb().select().from(users).where(eq(users.email, input.username))).toHaveLength(0);
    expect(await outboxFor(input.username)).toHaveLength(0);
  });

  it("sign-in: the length message, and it does not count as a failure", async () => {
    for (let i = 0; i < 6; i += 1) {
      const map = await expectValidation("login", { input: { username: account.email, password: HUGE_PASSWORD } });
      expect(map).toEqual({ password: ["Password should be at most 128 characters"] });
    }
    expect(
      (await callAuth("login", { input: { username: account.email, password: account.password } })).payload?.status,
    ).toBe(true);
  });

  it("reset and change: the length message", async () => {
    const reset = await expectValidation("resetPassword", {
      input: {
        user: account.email,
        token: "grant",
        device: "mobile",
        remember_me: true,
        password: HUGE_PASSWORD,
        password_confirmation: HUGE_PASSWORD,
      },
    });
    expect(reset.password).toEqual(["Password should be at most 128 characters"]);
    const signedIn = await callAuth("login", { input: { username: account.email, password: account.password } });
    const token = signedIn.payload!.data!.token.accessToken;
    const change = await expectValidation(
      "updatePassword",
      { input: { current_password: HUGE_PASSWORD, password: HUGE_PASSWORD, password_confirmation: HUGE_PASSWORD } },
      token,
    );
    expect(change.current_password).toEqual(["Password should be at most 128 characters"]);
    expect(change.password).toEqual(["Password should be at most 128 characters"]);
  });

  it("oversized usernames, names and grants get their messages", async () => {
    expect((await expectValidation("login", { input: { username: huge, password: GOOD_PASSWORD } })).username).toEqual([
      "Invalid email or (+234) phone number",
    ]);
    expect(
      (
        await expectValidation("createOTP", {
          input: { user: `${huge}@example.com`, type: "ResetPassword", channelOverride: [] },
        })
      ).username,
    ).toEqual(["Invalid email or (+234) phone number"]);
    expect((await expectValidation("register", { input: registerInput({ first_name: huge }) })).first_name).toEqual([
      "First name should be at most 60 characters",
    ]);
    const grant = await expectValidation("resetPassword", {
      input: {
        user: account.email,
        token: huge,
        device: "mobile",
        remember_me: true,
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
    });
    expect(Object.keys(grant)).toEqual(["input"]);
  });
});

describe("unicode in names", () => {
  it.each([
    ["emoji", "Adaeze 🌍✨"],
    ["Arabic (right-to-left)", "مريم"],
    ["Hebrew (right-to-left)", "שרה"],
    ["Yoruba diacritics", "Ọláolúwa"],
    ["Igbo", "Chị̀nụ̀ba"],
    // Markup is text too: stored and returned exactly; pages encode it (text-encoding.test.ts).
    ["markup", "<script>alert(1)</script>"],
  ])("a first_name in %s is stored and returned exactly", async (_label, firstName) => {
    const input = registerInput({ first_name: firstName });
    const { payload, error } = await callAuth("register", { input });
    expect(error).toBeUndefined();
    expect(payload).toMatchObject({ status: true, data: { user: { first_name: firstName } } });
    const [row] = await getDb().select().from(users).where(eq(users.email, input.username));
    expect(row?.firstName).toBe(firstName);
  });
});

describe("NUL bytes and control characters", () => {
  it("in first_name: refused with a message, nothing stored", async () => {
    const map = await expectValidation("register", { input: registerInput({ first_name: "Ada\u0000eze" }) });
    expect(map.first_name).toEqual(["First name contains characters we cannot accept"]);
  });

  it("in a password: accepted as part of the password, never a place where it is cut", async () => {
    const password = "Kola-nut\u0000 2026!";
    const input = registerInput({ password, password_confirmation: password });
    expect((await callAuth("register", { input })).payload?.status).toBe(true);
    expect((await callAuth("login", { input: { username: input.username, password } })).payload?.status).toBe(true);
    expect(
      (await callAuth("login", { input: { username: input.username, password: "Kola-nut" } })).payload?.status,
    ).toBe(false);
  });

  it.each([
    ["login", (username: string) => ({ input: { username, password: GOOD_PASSWORD } })],
    [
      "createOTP",
      (username: string) => ({ input: { user: username, type: "ResetPassword", channelOverride: [] }, resend: true }),
    ],
    ["register", (username: string) => ({ input: registerInput({ username }) })],
  ] as const)("in a username (%s): a clear message, never an unexpected error", async (operation, variables) => {
    // BUG (see report): the username schema lets NUL through; PostgreSQL refuses it in a text parameter, so the
    // person gets "Unexpected error." (and the log line repeats the username).
    const { payload, error } = await callAuth(operation, variables("ada\u0000@example.com"));
    expect(error?.message).not.toBe("Unexpected error.");
    expect(payload).toBeNull();
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("look-alikes", () => {
  it("a homoglyph e-mail does not sign in to the real account", async () => {
    const real = await createAccount({ email: uniqueEmail("ada") });
    const lookalike = real.email!.replace(/^a/, "\u0430"); // Cyrillic а
    const { payload, error } = await callAuth("login", { input: { username: lookalike, password: real.password } });
    expect(payload ?? null).toBeNull();
    expect(error?.extensions?.validation).toEqual({ username: ["Invalid email or (+234) phone number"] });
  });

  it.each([
    ["Cyrillic а", (e: string) => e.replace(/^a/, "\u0430")],
    ["a zero-width space", (e: string) => e.replace("@", "\u200b@")],
  ])("signing up with %s in an e-mail gives a clear answer, never an unexpected error", async (_label, spoof) => {
    const real = await createAccount({ email: uniqueEmail("ada") });
    const { payload, error } = await callAuth("register", { input: registerInput({ username: spoof(real.email!) }) });
    expect(error?.message).not.toBe("Unexpected error.");
    if (payload) expect(payload.data?.user?.id).not.toBe(real.user.id);
  });

  it("Arabic-Indic digits reach the same phone account (no second account, same sign-in)", async () => {
    const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const local = `0${account.phone!.slice(4)}`;
    const signIn = await callAuth("login", { input: { username: arabic(local), password: account.password } });
    expect(signIn.payload).toMatchObject({ status: true, data: { user: { id: account.user.id } } });
    const again = await callAuth("register", { input: registerInput({ username: arabic(local) }) });
    expect(again.payload?.code).toBe(409);
  });
});

describe("wrong types", () => {
  it("a number where a password string belongs: a GraphQL input error, not a 500", async () => {
    const { status, body } = await execute({
      query: "mutation($input: LoginInput!) { login(input: $input) { status } }",
      variables: { input: { username: account.email, password: 12345678 } },
    });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
  });

  it("an otp that is not an Int: a GraphQL input error, not a 500", async () => {
    const { status, body } = await execute({
      query: 'mutation($otp: Int!) { verifyOTP(user: "a@b.co", type: ResetPassword, otp: $otp) { status } }',
      variables: { otp: "12345a" },
    });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(/Int cannot represent/);
  });
});

/**
 * Audit (issue #3): every auth event goes to audit_events — sign-up, sign-in, failure, throttling, code sent, reset,
 * sign-out — and no audit row or log line ever holds a password, a one-time code, an access token or a reset grant.
 */
import { asc, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { deliverDueMessages } from "@/modules/notifications/notifications.service";
import {
  callAuth,
  latestCode,
  randomIp,
  registerInput,
  settleOutbox,
  wrongCode,
} from "../../../tests/factories/accounts";

const FIRST_PASSWORD = "Egusi-Soup 2026!";
const WRONG_PASSWORD = "Egusi-Soup 2025!";
const RESET_TO = "Pepper-Soup 2027#";
const CHANGED_TO = "Moi-Moi 2028$";

type AuditRow = typeof auditEvents.$inferSelect;

describe("a full account flow", () => {
  const ip = randomIp();
  const input = registerInput({ password: FIRST_PASSWORD, password_confirmation: FIRST_PASSWORD });
  const secrets: string[] = [FIRST_PASSWORD, WRONG_PASSWORD, RESET_TO, CHANGED_TO];
  const spies: MockInstance[] = [];
  const previousLogLevel = process.env.LOG_LEVEL;
  let userId: string;
  let rows: AuditRow[];

  beforeAll(async () => {
    process.env.LOG_LEVEL = "debug"; // every log line the flow can write, info and debug included
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      spies.push(vi.spyOn(console, method).mockImplementation(() => {}));
    }

    // Sign up (a verification code is sent) and verify.
    const registered = await callAuth("register", { input }, { ip });
    expect(registered.payload?.status).toBe(true);
    userId = registered.payload!.data!.user!.id;
    secrets.push(registered.payload!.data!.token);
    const verifyCode = await latestCode(input.username, "VERIFY_ACCOUNT");
    secrets.push(verifyCode);
    const verified = await callAuth(
      "verifyOTP",
      { user: input.username, type: "VerifyAccount", otp: Number(verifyCode) },
      { ip },
    );
    expect(verified.payload?.status).toBe(true);
    secrets.push(verified.payload!.data!.token);

    // Seven wrong passwords from one address: five free failures, a sixth after the first delay, a seventh refused.
    const guesser = randomIp();
    for (let i = 0; i < 6; i += 1) {
      const failed = await callAuth(
        "login",
        { input: { username: input.username, password: WRONG_PASSWORD } },
        { ip: guesser },
      );
      expect(failed.payload?.status).toBe(false);
    }
    const throttled = await callAuth(
      "login",
      { input: { username: input.username, password: WRONG_PASSWORD } },
      { ip: guesser },
    );
    expect(throttled.error?.extensions?.code).toBe("RATE_LIMITED");

    // Forgot password: a wrong code first, then the right one, then the reset.
    const requested = await callAuth(
      "createOTP",
      { input: { user: input.username, type: "ResetPassword", channelOverride: [] }, resend: true },
      { ip },
    );
    expect(requested.payload?.status).toBe(true);
    const resetCode = await latestCode(input.username, "RESET_PASSWORD");
    secrets.push(resetCode);
    await callAuth(
      "verifyOTP",
      { user: input.username, type: "ResetPassword", otp: Number(wrongCode(resetCode)) },
      { ip },
    );
    const granted = await callAuth(
      "verifyOTP",
      { user: input.username, type: "ResetPassword", otp: Number(resetCode) },
      { ip },
    );
    expect(granted.payload?.status).toBe(true);
    const grant = granted.payload!.data!.token;
    secrets.push(grant);
    const reset = await callAuth(
      "resetPassword",
      {
        input: {
          user: input.username,
          token: grant,
          device: "mobile",
          remember_me: true,
          password: RESET_TO,
          password_confirmation: RESET_TO,
        },
      },
      { ip },
    );
    expect(reset.payload?.status).toBe(true);
    secrets.push(reset.payload!.data!.token);

    // Sign in, change the password, sign out.
    const signedIn = await callAuth("login", { input: { username: input.username, password: RESET_TO } }, { ip });
    expect(signedIn.payload?.status).toBe(true);
    const token = signedIn.payload!.data!.token.accessToken;
    secrets.push(token);
    const changed = await callAuth(
      "updatePassword",
      { input: { current_password: RESET_TO, password: CHANGED_TO, password_confirmation: CHANGED_TO } },
      { ip, token },
    );
    expect(changed.payload?.status).toBe(true);
    secrets.push(changed.payload!.data!.token);
    const out = await callAuth("logout", {}, { ip, token });
    expect(out.payload?.status).toBe(true);

    // Deliver the queued messages too, so the outbox's own log lines are part of what is checked.
    await deliverDueMessages({ limit: 100 });
    await settleOutbox();

    rows = await getDb()
      .select()
      .from(auditEvents)
      .where(or(eq(auditEvents.actorId, userId), eq(auditEvents.entityId, userId)))
      .orderBy(asc(auditEvents.createdAt));
  });

  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
    if (previousLogLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLogLevel;
  });

  const count = (action: string) => rows.filter((row) => row.action === action).length;

  it.each([
    ["auth.sign_up", 1],
    ["auth.sign_in_failed", 6],
    ["auth.sign_in_throttled", 1],
    // One for the sign-up verification code, one for the password-reset code.
    ["auth.code_sent", 2],
    ["auth.password_reset", 1],
    ["auth.sign_in", 1],
    ["auth.password_changed", 1],
    ["auth.sign_out", 1],
  ])("records %s (%i)", (action, times) => {
    expect(count(action)).toBe(times);
  });

  it("records who and from where", () => {
    for (const row of rows) {
      expect(row.actorId).toBe(userId);
      expect(row.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
    const signUp = rows.find((row) => row.action === "auth.sign_up")!;
    expect(signUp).toMatchObject({ entityType: "user", entityId: userId, ip });
    const codes = rows.filter((row) => row.action === "auth.code_sent").map((row) => row.after);
    expect(codes).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: "RESET_PASSWORD", channel: "EMAIL" })]),
    );
  });

  it("no audit row (before/after JSON included) holds a password, a code, a token or a grant", async () => {
    const all = await getDb().select().from(auditEvents);
    const text = JSON.stringify(all);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("no log line holds a password, a code, a token or a grant", () => {
    const lines = spies.flatMap((spy) =>
      spy.mock.calls.map((call) => call.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ")),
    );
    // The capture works: the sign-out and outbox lines are there.
    expect(lines.some((line) => line.includes("auth.sign_out"))).toBe(true);
    expect(lines.some((line) => line.includes("outbox message"))).toBe(true);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
  });

  it("sign-up's verification code counts as a code sent too", () => {
    expect(
      rows.some(
        (row) =>
          row.action === "auth.code_sent" && (row.after as { purpose?: string } | null)?.purpose === "VERIFY_ACCOUNT",
      ),
    ).toBe(true);
  });
});

describe("failures of unknown usernames", () => {
  it("are recorded without an actor", async () => {
    const ip = randomIp();
    await callAuth(
      "login",
      { input: { username: `nobody.${Date.now()}@example.com`, password: WRONG_PASSWORD } },
      { ip },
    );
    const rows = await getDb()
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.ip, [ip]));
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([["auth.sign_in_failed", null]]);
    expect(JSON.stringify(rows)).not.toContain(WRONG_PASSWORD);
  });
});

/**
 * Limits (issue #3): sign-in 5 failures per account and per IP in 15 minutes, then "Too many attempts. Please try again
 * in N minutes." even with the right password; code requests 3 per account in 10 minutes with a 30-second gap; code
 * checks 30 per IP; sign-ups 10 per IP an hour. In-process by default, and through Redis when TEST_REDIS_URL is set.
 *
 * Every test uses its own usernames and random client addresses, so counters kept in Redis never leak between tests
 * or runs.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearRateLimit, resetRateLimitsForTests } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { authLimits } from "@/modules/identity/auth-limits";
import { requestCode, signIn, verifyCode } from "@/modules/identity/auth.service";
import {
  callAuth,
  createAccount,
  randomIp,
  registerInput,
  settleOutbox,
  uniqueEmail,
  type CreatedAccount,
} from "../../../tests/factories/accounts";

const tooManyMinutes = /^Too many attempts\. Please try again in (\d+) minutes?\.$/;
const tooManySeconds = /^Too many attempts\. Please try again in (\d+) seconds\.$/;

function minutesIn(message: string | undefined): number {
  const match = tooManyMinutes.exec(message ?? "");
  if (!match) throw new Error(`not a "try again in N minutes" message: ${message}`);
  return Number(match[1]);
}

const WRONG = "Wrong-password 1";

afterAll(() => settleOutbox());

describe("sign-in: 5 failures per account in 15 minutes", () => {
  let account: CreatedAccount;
  beforeAll(async () => {
    account = await createAccount();
  });

  it("locks the account after 5 failures: the right password is refused too, and the message says when to retry", async () => {
    for (let i = 0; i < 5; i += 1) {
      // A new address each time: the account limit alone must stop this.
      const failure = await signIn({ username: account.email!, password: WRONG }, { ip: randomIp() });
      expect(failure).toEqual({ ok: false, code: 401, message: "Invalid username or password" });
    }
    const locked = await signIn({ username: account.email!, password: account.password }, { ip: randomIp() });
    expect(locked.ok).toBe(false);
    if (locked.ok) return;
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(tooManyMinutes);
    expect(minutesIn(locked.message)).toBeGreaterThanOrEqual(14);
    expect(minutesIn(locked.message)).toBeLessThanOrEqual(15);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("through GraphQL: RATE_LIMITED with the same words, for every spelling of the username", async () => {
    const other = await createAccount();
    for (let i = 0; i < 5; i += 1) {
      const { payload } = await callAuth("login", { input: { username: other.email!.toUpperCase(), password: WRONG } });
      expect(payload).toMatchObject({ status: false, message: "Invalid username or password" });
    }
    const { payload, error } = await callAuth("login", { input: { username: other.email, password: other.password } });
    expect(payload).toBeNull();
    expect(error?.message).toMatch(tooManyMinutes);
    expect(error?.extensions?.code).toBe("RATE_LIMITED");
    expect(error?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("4 failures leave the right password working", async () => {
    const other = await createAccount();
    for (let i = 0; i < 4; i += 1) await signIn({ username: other.email!, password: WRONG }, { ip: randomIp() });
    expect(await signIn({ username: other.email!, password: other.password }, { ip: randomIp() })).toMatchObject({ ok: true });
  });

  it("unknown usernames are limited the same way (no difference to learn from)", async () => {
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < 5; i += 1) {
      expect(await signIn({ username: nobody, password: WRONG }, { ip: randomIp() })).toMatchObject({ code: 401 });
    }
    const sixth = await signIn({ username: nobody, password: WRONG }, { ip: randomIp() });
    expect(sixth).toMatchObject({ ok: false, code: 429 });
  });

  it("answers within 15 minutes again: the window is 15 minutes", () => {
    expect(authLimits.loginFailuresPerAccount).toMatchObject({ points: 5, durationSeconds: 15 * 60 });
    expect(authLimits.loginFailuresPerIp).toMatchObject({ points: 5, durationSeconds: 15 * 60 });
  });
});

describe("sign-in: 5 failures per IP in 15 minutes", () => {
  it("blocks an address that failed 5 times on different usernames, even with another account's right password", async () => {
    const target = await createAccount();
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const { payload } = await callAuth("login", { input: { username: uniqueEmail("spray"), password: WRONG } }, { ip });
      expect(payload).toMatchObject({ status: false, code: 401 });
    }
    const blocked = await callAuth("login", { input: { username: target.email, password: target.password } }, { ip });
    expect(blocked.error?.message).toMatch(tooManyMinutes);
    expect(blocked.error?.extensions?.code).toBe("RATE_LIMITED");
    // The account itself is not locked: from another address it signs in.
    const elsewhere = await callAuth("login", { input: { username: target.email, password: target.password } }, { ip: randomIp() });
    expect(elsewhere.payload).toMatchObject({ status: true });
  });
});

describe("code requests: 30-second gap, at most 3 per account in 10 minutes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a second request within 30 seconds, saying how many seconds to wait (known and unknown usernames alike)", async () => {
    const account = await createAccount();
    for (const username of [account.email!, uniqueEmail("nobody")]) {
      const ip = randomIp();
      const first = await callAuth("createOTP", { input: { user: username, type: "ResetPassword", channelOverride: [] }, resend: true }, { ip });
      expect(first.payload).toMatchObject({ status: true, code: 200 });
      const second = await callAuth("createOTP", { input: { user: username, type: "ResetPassword", channelOverride: [] }, resend: true }, { ip: randomIp() });
      expect(second.payload).toBeNull();
      expect(second.error?.message).toMatch(tooManySeconds);
      expect(second.error?.extensions?.code).toBe("RATE_LIMITED");
      const seconds = Number(tooManySeconds.exec(second.error!.message)![1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(30);
    }
  });

  it("allows a new request once 30 seconds have passed, and at most 3 in 10 minutes", async () => {
    const account = await createAccount();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    const request = () => requestCode({ username: account.email!, purpose: "RESET_PASSWORD" }, { ip: randomIp() });

    at(0);
    expect(await request()).toMatchObject({ ok: true });
    at(29);
    expect(await request()).toMatchObject({ ok: false, code: 429 });
    at(31);
    expect(await request()).toMatchObject({ ok: true });
    at(62);
    expect(await request()).toMatchObject({ ok: true });
    at(93);
    const fourth = await request();
    expect(fourth).toMatchObject({ ok: false, code: 429 });
    expect(fourth.ok ? "" : fourth.message).toMatch(tooManyMinutes);
    expect(minutesIn(fourth.ok ? "" : fourth.message)).toBeLessThanOrEqual(10);
    at(10 * 60 + 5);
    expect(await request()).toMatchObject({ ok: true });
  });

  it("counts requests per account whatever the address (4th refused within 10 minutes)", async () => {
    const username = uniqueEmail("nobody");
    const results = [];
    for (let i = 0; i < 4; i += 1) {
      await clearRateLimit(authLimits.codeResendGap, username); // the 30-second countdown ran out each time
      results.push(await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() }));
    }
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    const last = results[3]!;
    expect(last.ok ? "" : last.message).toMatch(tooManyMinutes);
  });
});

describe("code checks: 30 per IP in 10 minutes", () => {
  it("refuses the 31st check from one address", async () => {
    const ip = randomIp();
    const username = uniqueEmail("nobody");
    for (let i = 0; i < 30; i += 1) {
      expect(await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip })).toMatchObject({ code: 400 });
    }
    const blocked = await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip });
    expect(blocked).toMatchObject({ ok: false, code: 429 });
    expect(await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip: randomIp() })).toMatchObject({ code: 400 });
  });
});

describe("sign-ups: 10 per IP an hour", () => {
  it("refuses the 11th sign-up from one address", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) {
      const { payload } = await callAuth("register", { input: registerInput() }, { ip });
      expect(payload?.status).toBe(true);
    }
    const eleventh = await callAuth("register", { input: registerInput() }, { ip });
    expect(eleventh.error?.extensions?.code).toBe("RATE_LIMITED");
    expect(eleventh.error?.message).toMatch(tooManyMinutes);
  });
});

// Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)("limits kept in Redis (shared by every instance)", () => {
  const holder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };
  let inspector: Redis;

  beforeAll(() => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    holder.__marketRedis = undefined;
    resetRateLimitsForTests();
    inspector = new Redis(process.env.TEST_REDIS_URL!);
  });

  afterAll(async () => {
    await getRedis()?.quit();
    holder.__marketRedis = undefined;
    delete process.env.REDIS_URL;
    resetRateLimitsForTests();
    await inspector.quit();
  });

  it("uses Redis", () => {
    expect(getRedis()).not.toBeNull();
  });

  it("locks an account after 5 failures, and another instance (new limiter objects) sees the lock", async () => {
    const account = await createAccount();
    for (let i = 0; i < 5; i += 1) await signIn({ username: account.email!, password: WRONG }, { ip: randomIp() });
    expect(Number(await inspector.get(`rl:${authLimits.loginFailuresPerAccount.name}:${account.email}`))).toBe(5);
    resetRateLimitsForTests(); // as if the next request reached another server
    const locked = await signIn({ username: account.email!, password: account.password }, { ip: randomIp() });
    expect(locked).toMatchObject({ ok: false, code: 429 });
    expect(locked.ok ? "" : locked.message).toMatch(tooManyMinutes);
    const ttl = await inspector.pttl(`rl:${authLimits.loginFailuresPerAccount.name}:${account.email}`);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it("limits failures per IP through Redis", async () => {
    const target = await createAccount();
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) await signIn({ username: uniqueEmail("spray"), password: WRONG }, { ip });
    resetRateLimitsForTests();
    expect(await signIn({ username: target.email!, password: target.password }, { ip })).toMatchObject({ ok: false, code: 429 });
  });

  it("keeps the 30-second code gap and the 3-per-10-minutes count in Redis", async () => {
    const username = uniqueEmail("nobody");
    expect(await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() })).toMatchObject({ ok: true });
    resetRateLimitsForTests();
    const second = await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() });
    expect(second).toMatchObject({ ok: false, code: 429 });
    expect(second.ok ? "" : second.message).toMatch(tooManySeconds);
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      await clearRateLimit(authLimits.codeResendGap, username);
      results.push((await requestCode({ username, purpose: "RESET_PASSWORD" }, { ip: randomIp() })).ok);
    }
    expect(results).toEqual([true, true, false]);
  });
});

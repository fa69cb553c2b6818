/**
 * Limits (issues #3 and #13): code requests 3 per account in 10 minutes with a 30-second gap; code checks 300 per
 * address in 10 minutes; sign-ups 100 per address an hour (carrier NAT and cyber-cafés put many people behind one
 * address). In-process by default, and through Redis when TEST_REDIS_URL is set. Sign-in throttles:
 * tests/abuse/sign-in-throttle.test.ts.
 *
 * Every test uses its own usernames and random client addresses, so counters kept in Redis never leak between tests
 * or runs.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearRateLimit, consumeRateLimit, resetRateLimitsForTests } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { authLimits } from "@/modules/identity/auth-limits";
import { requestCode, verifyCode } from "@/modules/identity/auth.service";
import {
  callAuth,
  createAccount,
  randomIp,
  registerInput,
  settleOutbox,
  uniqueEmail,
} from "../../../tests/factories/accounts";

const tooManyMinutes = /^Too many attempts\. Please try again in (\d+) minutes?\.$/;
const tooManySeconds = /^Too many attempts\. Please try again in (\d+) seconds\.$/;

function minutesIn(message: string | undefined): number {
  const match = tooManyMinutes.exec(message ?? "");
  if (!match) throw new Error(`not a "try again in N minutes" message: ${message}`);
  return Number(match[1]);
}

afterAll(() => settleOutbox());

describe("code requests: 30-second gap, at most 3 per account in 10 minutes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a second request within 30 seconds, saying how many seconds to wait (known and unknown usernames alike)", async () => {
    const account = await createAccount();
    for (const username of [account.email!, uniqueEmail("nobody")]) {
      const ip = randomIp();
      const first = await callAuth(
        "createOTP",
        { input: { user: username, type: "ResetPassword", channelOverride: [] }, resend: true },
        { ip },
      );
      expect(first.payload).toMatchObject({ status: true, code: 200 });
      const second = await callAuth(
        "createOTP",
        { input: { user: username, type: "ResetPassword", channelOverride: [] }, resend: true },
        { ip: randomIp() },
      );
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

describe("code checks: 300 per IP in 10 minutes", () => {
  it("refuses the 301st check from one address", async () => {
    const ip = randomIp();
    const username = uniqueEmail("nobody");
    expect(authLimits.codeChecksPerIp).toMatchObject({ points: 300, durationSeconds: 600 });
    // 299 checks spent elsewhere through the same limit (each real check waits ~150 ms), then the last two real ones.
    for (let i = 0; i < 299; i += 1) await consumeRateLimit(authLimits.codeChecksPerIp, ip);
    expect(await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip })).toMatchObject({
      code: 400,
    });
    const blocked = await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip });
    expect(blocked).toMatchObject({ ok: false, code: 429 });
    expect(await verifyCode({ username, purpose: "RESET_PASSWORD", code: "123456" }, { ip: randomIp() })).toMatchObject(
      { code: 400 },
    );
  });
});

describe("sign-ups: 100 per IP an hour", () => {
  it("refuses the 101st sign-up from one address", async () => {
    const ip = randomIp();
    expect(authLimits.registrationsPerIp).toMatchObject({ points: 100, durationSeconds: 3600 });
    for (let i = 0; i < 98; i += 1) await consumeRateLimit(authLimits.registrationsPerIp, ip);
    for (let i = 0; i < 2; i += 1) {
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

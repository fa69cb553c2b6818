import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { consumeRateLimit, resetRateLimitsForTests, type RateLimitRule } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";

const redisHolder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };

/** A rule name no other run (or other test) uses, so counters never collide. */
function uniqueRule(points: number, durationSeconds = 60): RateLimitRule {
  return { name: `test-${process.pid}-${randomBytes(4).toString("hex")}`, points, durationSeconds };
}

async function consumeTimes(rule: RateLimitRule, key: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await consumeRateLimit(rule, key));
  return results;
}

describe("consumeRateLimit (in-process)", () => {
  it("allows N points, then blocks with a retry time within the window", async () => {
    const rule = uniqueRule(3, 120);
    const results = await consumeTimes(rule, "203.0.113.10", 4);
    expect(results.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const blocked = results[3]!;
    expect(blocked.allowed).toBe(false);
    if (blocked.allowed) return;
    expect(blocked.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it("counts each key separately", async () => {
    const rule = uniqueRule(1);
    expect(await consumeRateLimit(rule, "a")).toEqual({ allowed: true });
    expect((await consumeRateLimit(rule, "a")).allowed).toBe(false);
    expect(await consumeRateLimit(rule, "b")).toEqual({ allowed: true });
  });

  it("counts each rule separately", async () => {
    const first = uniqueRule(1);
    const second = uniqueRule(1);
    expect(await consumeRateLimit(first, "same-ip")).toEqual({ allowed: true });
    expect(await consumeRateLimit(second, "same-ip")).toEqual({ allowed: true });
    expect((await consumeRateLimit(first, "same-ip")).allowed).toBe(false);
  });

  it("resetRateLimitsForTests forgets in-process counters", async () => {
    const rule = uniqueRule(1);
    await consumeRateLimit(rule, "k");
    expect((await consumeRateLimit(rule, "k")).allowed).toBe(false);
    resetRateLimitsForTests();
    expect(await consumeRateLimit(rule, "k")).toEqual({ allowed: true });
  });
});

describe("consumeRateLimit (Redis)", () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let inspector: Redis | undefined;

  afterEach(async () => {
    await getRedis()?.quit();
    redisHolder.__marketRedis = undefined;
    delete process.env.REDIS_URL;
    resetRateLimitsForTests();
    await inspector?.quit();
    inspector = undefined;
  });

  // Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379 to exercise the shared limiter.
  it.skipIf(!redisUrl)(
    "shares counters through Redis across limiter instances (skipped: TEST_REDIS_URL is not set)",
    async () => {
      process.env.REDIS_URL = redisUrl;
      redisHolder.__marketRedis = undefined; // getRedis() reads REDIS_URL on first use
      expect(getRedis()).not.toBeNull();

      const rule = uniqueRule(3, 60);
      const key = "198.51.100.7";
      // Two points through the first limiter instance …
      expect(await consumeTimes(rule, key, 2)).toEqual([{ allowed: true }, { allowed: true }]);
      // … then a new instance (as another server would have): it sees the same counter in Redis.
      resetRateLimitsForTests();
      expect(await consumeRateLimit(rule, key)).toEqual({ allowed: true });
      const blocked = await consumeRateLimit(rule, key);
      expect(blocked.allowed).toBe(false);
      if (!blocked.allowed) expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);

      // The counter really lives in Redis, under the rule's prefix, and expires with the window.
      inspector = new Redis(redisUrl!);
      const redisKey = `rl:${rule.name}:${key}`;
      expect(Number(await inspector.get(redisKey))).toBeGreaterThanOrEqual(4);
      const ttl = await inspector.pttl(redisKey);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await inspector.del(redisKey);
    },
  );
});

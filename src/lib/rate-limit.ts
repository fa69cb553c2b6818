import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getRedis } from "@/lib/redis";

export interface RateLimitRule {
  /** Names the limit in Redis keys and logs. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const redis = getRedis();
  const cacheKey = `${rule.name}:${rule.points}:${rule.durationSeconds}:${redis ? "redis" : "memory"}`;
  let limiter = limiters.get(cacheKey);
  if (!limiter) {
    const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(cacheKey, limiter);
  }
  return limiter;
}

/** Spends one point for `key`; shared across instances when Redis is configured. */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  try {
    await limiterFor(rule).consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** Test helper: forget every counter kept in this process. */
export function resetRateLimitsForTests(): void {
  limiters.clear();
}

/** Whether `key` is over the limit now, without spending a point (for limits that count failures only). */
export async function peekRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const state = await limiterFor(rule).get(key);
  return state && state.consumedPoints >= rule.points
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
    : { allowed: true };
}

/** Forgets `key`'s count under `rule` (e.g. after a successful sign-in). */
export async function clearRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}

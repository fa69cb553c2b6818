import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError } from "@/lib/errors";
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

/** Spends a point or throws the error that tells the person when to retry (HTTP 429 with Retry-After in the API). */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  const result = await consumeRateLimit(rule, key);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/** Test helper: forget every counter kept in this process. */
export function resetRateLimitsForTests(): void {
  limiters.clear();
}

/** Forgets `key`'s count under `rule` (e.g. after a successful sign-in). */
export async function clearRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}

/**
 * Growing delays instead of a hard lock (issue #13, docs/decisions/0013-sign-in-limits.md): `freeAttempts` attempts per
 * window, then one attempt at a time, each after a delay twice as long as the last (firstDelaySeconds, 2×, 4×, … up to
 * maxDelaySeconds) until the window ends. Nobody is ever shut out for longer than the longest delay.
 */
export interface ThrottleRule {
  name: string;
  freeAttempts: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** An attempt that got through: `refund` gives its point back (it did not fail), `clear` forgets the key entirely. */
export interface AttemptReservation {
  refund(): Promise<void>;
  clear(): Promise<void>;
}

export type ThrottleResult = ({ allowed: true } & AttemptReservation) | { allowed: false; retryAfterSeconds: number };

/** The three counters behind a throttle: free attempts, attempts past them, and the gate each delayed attempt takes. */
function throttleParts(rule: ThrottleRule) {
  const window = rule.windowSeconds;
  return {
    free: limiterFor({ name: `${rule.name}:free`, points: rule.freeAttempts, durationSeconds: window }),
    over: limiterFor({ name: `${rule.name}:over`, points: Number.MAX_SAFE_INTEGER, durationSeconds: window }),
    gate: limiterFor({ name: `${rule.name}:gate`, points: 1, durationSeconds: window }),
  };
}

function secondsUntil(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * Reserves one attempt BEFORE the thing it guards is checked, atomically on either store: of thirty parallel attempts
 * exactly `freeAttempts` (+1 once the first delay is due) get through, the rest are refused with the time to wait.
 * (The check-then-count order let 17 of 30 parallel wrong passwords be checked against a limit of 5.)
 */
export async function reserveAttempt(rule: ThrottleRule, key: string): Promise<ThrottleResult> {
  const { free, over, gate } = throttleParts(rule);
  const clear = () => clearThrottle(rule, key);
  try {
    await free.consume(key);
    return { allowed: true, refund: async () => void (await free.reward(key, 1)), clear };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
  const past = (await over.get(key))?.consumedPoints ?? 0;
  const delay = Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** past);
  // The first caller to take the gate for this delay is let through; everyone else waits for the gate to reopen.
  const taken = await gate.penalty(key, 1, { customDuration: delay });
  if (taken.consumedPoints !== 1) return { allowed: false, retryAfterSeconds: secondsUntil(taken.msBeforeNext) };
  await over.penalty(key, 1);
  return {
    allowed: true,
    refund: async () => {
      await Promise.all([over.reward(key, 1), gate.delete(key)]);
    },
    clear,
  };
}

/** Forgets everything a throttle knows about `key` (a successful sign-in from that key, a password reset). */
export async function clearThrottle(rule: ThrottleRule, key: string): Promise<void> {
  const { free, over, gate } = throttleParts(rule);
  await Promise.all([free.delete(key), over.delete(key), gate.delete(key)]);
}

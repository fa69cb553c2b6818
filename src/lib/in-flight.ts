import "server-only";
import { randomUUID } from "node:crypto";
import { logger } from "@/lib/logger";
import { getRedis } from "@/lib/redis";

/**
 * At most one run of an expensive operation per key (a person) at a time, across every instance: a Redis key taken
 * with SET NX when REDIS_URL is set, a set in this process otherwise. Chosen over a PostgreSQL advisory lock because
 * the work it guards is mostly CPU in this process (reading a file), and holding a lock would hold a pooled connection
 * (or, for pg_try_advisory_xact_lock, an open transaction, which on PGlite's single connection stalls every other
 * query) for the whole run; the rate limits already live in the same two places.
 */
export interface InFlightRule {
  /** Names the guard in Redis keys. */
  name: string;
  /** How long a key survives a process that died holding it; the work normally ends long before. */
  expirySeconds: number;
}

const local = new Set<string>();

// Deletes the key only if it still holds our token: a run that outlived its expiry must not free someone else's.
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

async function take(rule: InFlightRule, key: string): Promise<(() => Promise<void>) | null> {
  const name = `inflight:${rule.name}:${key}`;
  const redis = getRedis();
  if (redis) {
    const token = randomUUID();
    try {
      const taken = await redis.set(name, token, "EX", rule.expirySeconds, "NX");
      if (taken !== "OK") return null;
      return async () => {
        await redis.eval(RELEASE, 1, name, token).catch((error: unknown) => {
          logger.warn("in_flight.release_failed", { name: rule.name, error });
        });
      };
    } catch (error) {
      // Redis unreachable: this process's own guard still stops a person's parallel runs landing here.
      logger.warn("in_flight.redis_unavailable", { name: rule.name, error });
    }
  }
  if (local.has(name)) return null;
  local.add(name);
  return async () => void local.delete(name);
}

/** Whether a run for `key` is going now (on any instance, with Redis). */
export async function isInFlight(rule: InFlightRule, key: string): Promise<boolean> {
  const name = `inflight:${rule.name}:${key}`;
  const redis = getRedis();
  if (redis) {
    try {
      if ((await redis.exists(name)) === 1) return true;
    } catch {
      // As in take(): without Redis, only this process's own runs are known.
    }
  }
  return local.has(name);
}

/** Runs `work` unless a run for `key` is already going, in which case `busy()` is thrown instead. */
export async function runOnePerKey<T>(
  rule: InFlightRule,
  key: string,
  busy: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  const release = await take(rule, key);
  if (!release) throw busy();
  try {
    return await work();
  } finally {
    await release();
  }
}

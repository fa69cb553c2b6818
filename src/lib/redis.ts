import "server-only";
import { Redis } from "ioredis";

const holder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };

/** The shared Redis connection, or null when REDIS_URL is not set (in-process fallbacks are used). */
export function getRedis(): Redis | null {
  if (holder.__marketRedis === undefined) {
    const url = process.env.REDIS_URL;
    holder.__marketRedis = url
      ? new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      : null;
  }
  return holder.__marketRedis;
}

export async function pingRedis(): Promise<{ configured: boolean; ok: boolean; latencyMs: number }> {
  const redis = getRedis();
  if (!redis) return { configured: false, ok: true, latencyMs: 0 };
  const started = performance.now();
  try {
    await redis.ping();
    return { configured: true, ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { configured: true, ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}

/**
 * The checkout benchmark's own PostgreSQL database and Redis database index, made for one run and removed after it,
 * so it never touches anyone's data (the tests and other benchmarks share both servers on this machine).
 */
import { Redis } from "ioredis";
import postgres from "postgres";
import { log } from "../lib/server";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** BENCH_POSTGRES_URL: the server's maintenance database, where the scratch one is created and dropped. */
export async function createScratchDatabase(
  adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
): Promise<ScratchDatabase> {
  const name = `oja_bench_checkout_${Date.now()}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`scratch database ${name} created`);
  return {
    name,
    url: url.toString(),
    async drop() {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        // FORCE: a connection the stopped server left half-closed must not keep the database alive.
        await again.unsafe(`drop database if exists ${name} with (force)`);
        log(`scratch database ${name} dropped`);
      } finally {
        await again.end();
      }
    },
  };
}

export interface ScratchRedis {
  url: string;
  index: number;
  flush(): Promise<void>;
}

/**
 * The app has no Redis key prefix, so the run gets a database index of its own: BENCH_REDIS_DB, or the highest of
 * 1–15 that is empty now. It is emptied at the end (it was empty at the start). Pub/sub channels are shared by every
 * index: the shared-answer purges this server publishes reach any other app instance subscribed on the same Redis.
 */
export async function pickScratchRedis(
  base = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379",
): Promise<ScratchRedis> {
  const candidates = process.env.BENCH_REDIS_DB
    ? [Number(process.env.BENCH_REDIS_DB)]
    : Array.from({ length: 15 }, (_, i) => 15 - i);
  const client = new Redis(base, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    for (const index of candidates) {
      await client.select(index);
      if ((await client.dbsize()) === 0) {
        const url = new URL(base);
        url.pathname = `/${index}`;
        log(`Redis database ${index} (empty) for this run`);
        return {
          url: url.toString(),
          index,
          async flush() {
            const again = new Redis(url.toString(), { maxRetriesPerRequest: 1 });
            try {
              await again.flushdb();
            } finally {
              again.disconnect();
            }
          },
        };
      }
    }
    throw new Error(`no empty Redis database among ${candidates.join(", ")} (set BENCH_REDIS_DB)`);
  } finally {
    client.disconnect();
  }
}

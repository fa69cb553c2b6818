import "server-only";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { createPglite } from "@/db/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

/**
 * The handle every query and write takes. Built without a schema on purpose: no relational query API
 * (`db.query.*`) over every module's tables; each module queries the tables it owns (docs/decisions/0003-layout.md).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "src/db/migrations");

/**
 * A URL as libpq reads it, for postgres.js: a `host` parameter overrides the URL's host, and a folder there
 * (`?host=/var/run/postgresql`) means that Unix socket instead of TCP. On the database's own machine the socket is
 * the cheaper path: each query's round trip skips the loopback TCP stack.
 */
export function postgresConnection(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get("host");
  if (!host) return { url };
  parsed.searchParams.delete("host");
  return { url: parsed.toString(), host };
}

/**
 * Sent with every PostgreSQL connection (docs/decisions/0011-planner-costs.md). The server's default
 * random_page_cost (4) prices an index probe as a disk seek; our tables live in memory, and at that price the planner
 * hashed all 20,000 vendors to check the sellers of a few hundred search matches (12 ms instead of 5 ms).
 */
const plannerSettings = { random_page_cost: "1.1" };

/** PostgreSQL when a URL is given, embedded PGlite otherwise (a folder, or memory when dataDir is omitted). */
export function openDatabase(options: { url?: string; dataDir?: string }): DatabaseHandle {
  if (options.url) {
    const { url, host } = postgresConnection(options.url);
    const client = postgres(url, {
      host,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
      connection: plannerSettings,
    });
    const db = drizzlePostgres(client) as unknown as Database;
    return {
      kind: "postgres",
      db,
      migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = createPglite({ dataDir: options.dataDir });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

// One handle per process, kept on globalThis so dev-mode reloads do not open a second PGlite.
const holder = globalThis as typeof globalThis & { __marketDb?: DatabaseHandle; __marketDbReady?: Promise<void> };

export function databaseHandle(): DatabaseHandle {
  if (!holder.__marketDb) {
    holder.__marketDb = openDatabase({
      url: process.env.DATABASE_URL || undefined,
      dataDir: process.env.PGLITE_DATA_DIR || ".data/pglite",
    });
  }
  return holder.__marketDb;
}

export function getDb(): Database {
  return databaseHandle().db;
}

/** Applies pending migrations once per process. */
export function ensureMigrated(): Promise<void> {
  holder.__marketDbReady ??= databaseHandle().migrate();
  return holder.__marketDbReady;
}

/** Tests give each file a database of its own. */
export function useDatabaseHandle(handle: DatabaseHandle): void {
  holder.__marketDb = handle;
  holder.__marketDbReady = Promise.resolve();
}

export async function pingDatabase(): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await getDb().execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}

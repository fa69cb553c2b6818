/**
 * Runs before every test file: gives the file a fresh, migrated database of its own, and clears rate limits
 * before each test.
 *
 * - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/postgres, trust auth): a uniquely named
 *   database is created through a maintenance connection, opened with openDatabase({ url }), migrated, and
 *   dropped (with force) after the file.
 * - Otherwise: an in-memory PGlite. It is loaded from the migrated template the global setup prepared (skips
 *   initdb, the slow part); without a template it falls back to openDatabase({}) and migrates from scratch.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createPglite } from "@/db/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { migrationsFolder, openDatabase, useDatabaseHandle, type Database, type DatabaseHandle } from "@/db/client";
import { resetRateLimitsForTests } from "@/lib/rate-limit";
import "./provided-context";

// Tests are hermetic: a REDIS_URL or DATABASE_URL from the developer's shell must not leak into them.
// (The Redis rate-limit test sets REDIS_URL itself, from TEST_REDIS_URL.)
delete process.env.REDIS_URL;
delete process.env.DATABASE_URL;

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

let handle: DatabaseHandle | undefined;
let databaseName: string | undefined;

async function maintenance<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  databaseName = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await maintenance((sql) => sql.unsafe(`create database "${databaseName}"`));
  const target = new URL(url);
  target.pathname = `/${databaseName}`;
  return openDatabase({ url: target.toString() });
}

async function openPglite(): Promise<DatabaseHandle> {
  const templatePath = inject("pgliteTemplatePath");
  if (!templatePath) return openDatabase({});
  const client = createPglite({ loadDataDir: new Blob([await readFile(path.resolve(templatePath))]) });
  return {
    kind: "pglite",
    db: drizzle(client) as unknown as Database,
    migrate: async () => {
      await migrate(drizzle(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

beforeAll(async () => {
  handle = serverUrl ? await openPostgres(serverUrl) : await openPglite();
  await handle.migrate();
  useDatabaseHandle(handle);
});

beforeEach(() => {
  resetRateLimitsForTests();
});

afterAll(async () => {
  await handle?.close();
  handle = undefined;
  if (serverUrl && databaseName) {
    const name = databaseName;
    databaseName = undefined;
    await maintenance((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
  }
});

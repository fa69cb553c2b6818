import nextEnv from "@next/env";
import { openDatabase, type DatabaseHandle } from "@/db/client";

/** For command-line scripts: reads .env files the way Next.js does, then opens the configured database. */
export function openDatabaseFromEnv(): DatabaseHandle {
  nextEnv.loadEnvConfig(process.cwd());
  return openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || ".data/pglite",
  });
}

export function describeTarget(handle: DatabaseHandle): string {
  return handle.kind === "postgres"
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${process.env.PGLITE_DATA_DIR || ".data/pglite"}`;
}

/**
 * Integration global setup. Creating an in-memory PGlite runs initdb (several seconds of CPU per test file),
 * so it is done once here: a migrated PGlite data directory is dumped to a temp file that every test file loads.
 * With TEST_DATABASE_URL set nothing is prepared here (each file creates its own PostgreSQL database).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPglite } from "../../src/db/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import "./provided-context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplatePath", "");
    return async () => {};
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "oja-pglite-template-"));
  const file = path.join(dir, "template.tar");
  const client = createPglite();
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "src/db/migrations") });
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("pgliteTemplatePath", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

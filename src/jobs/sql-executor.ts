import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";

/** What pg-boss calls to run its SQL (its `db` option, and `send(…, { db })` for a job written in a transaction). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss over a Drizzle handle, so one adapter serves postgres.js and PGlite, and a transaction handle writes jobs
 * inside that transaction. pg-boss writes node-postgres SQL (`$1`, `$2` and values): the text is cut at each
 * placeholder into a Drizzle `sql` object, and the values are turned into text as node-postgres would send them,
 * so the casts in pg-boss's SQL (`$3::jsonb`, `$2::uuid[]`) decide their types on both drivers.
 */
export function sqlExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      if (values.length === 0 && hasSeveralStatements(text)) {
        await runScript(db, text);
        return { rows: [] };
      }
      const result: unknown = await db.execute(toDrizzleSql(text, values));
      const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
      return { rows: rows as Record<string, unknown>[] };
    },
  };
}

/**
 * pg-boss's maintenance is one script without values: `BEGIN; lock; …; COMMIT`. PGlite runs a script with `exec` (its
 * `query` takes one statement); postgres.js refuses BEGIN on a pool, so there the script runs inside a Drizzle
 * transaction instead of its own BEGIN and COMMIT (a query without values goes as a simple query, which may hold
 * several statements).
 */
async function runScript(db: Database, text: string): Promise<void> {
  // Drizzle keeps the driver's client as `$client`.
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    await client.exec(text);
    return;
  }
  const body = text
    .trim()
    .replace(/^BEGIN\s*;/i, "")
    .replace(/COMMIT\s*;?$/i, "");
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(body));
  });
}

function hasSeveralStatements(text: string): boolean {
  return text.trim().replace(/;\s*$/, "").includes(";");
}

export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    chunks.push(sql`${sql.param(asParameter(values[Number(part) - 1]))}`);
  });
  return sql.join(chunks);
}

/** node-postgres's rules: null stays null, dates in ISO form, arrays as array literals, other objects as JSON. */
export function asParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return "NULL";
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = asParameter(item) ?? "";
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

/**
 * Prints pg-boss's schema as Drizzle migration statements, for a migration such as src/db/migrations/0012_jobs.sql
 * (docs/decisions/0018-job-runner.md): the runner starts with `migrate: false`, so its tables come with ours, on
 * PostgreSQL and PGlite alike (PGlite runs one statement per query). After upgrading pg-boss, write its migration plan
 * (`PgBoss.getMigrationPlans`) the same way in a new migration.
 *
 *   node --import tsx scripts/pg-boss-schema-sql.ts >> src/db/migrations/00xx_name.sql
 */
import PgBoss from "pg-boss";

/** Splits a script at top-level semicolons, leaving function bodies ($$ … $$) and quoted text whole. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = "";
  let inDollar = false;
  let inQuote = false;
  for (let i = 0; i < script.length; i += 1) {
    const char = script[i]!;
    if (!inQuote && script.startsWith("$$", i)) {
      inDollar = !inDollar;
      current += "$$";
      i += 1;
      continue;
    }
    if (!inDollar && char === "'") inQuote = !inQuote;
    if (!inDollar && !inQuote && char === ";") {
      statements.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  statements.push(current.trim());
  return statements.filter(Boolean);
}

// The migrator wraps each migration in its own transaction; pg-boss's own framing would nest one.
const framing = /^(BEGIN|COMMIT|SET LOCAL |SELECT pg_advisory_xact_lock\()/i;

const statements = splitStatements(PgBoss.getConstructionPlans("pgboss")).filter((s) => !framing.test(s));
process.stdout.write(`${statements.map((s) => `${s};`).join("\n--> statement-breakpoint\n")}\n`);

/**
 * Where the CPU time of a search nobody made before goes, split three ways: Drizzle building the SQL, the database
 * answering (PGlite, in this process), and the rest of the server's JavaScript. Also how long PostgreSQL takes to
 * parse, rewrite and plan those same statements alone (EXPLAIN without ANALYZE), the part the statement's length
 * costs the database.
 *
 *   npm run db:seed -- --pictures 1                  (PGLITE_DATA_DIR=<dir> to seed somewhere else)
 *   BENCH_PGLITE_DIR=<dir> npm run bench:search-sql
 *
 * Calls `searchMarket` (src/modules/market/search.service.ts: products with their facets, services, price-desk
 * items) directly, no HTTP or GraphQL, one search at a time, each with a term × state × sort × page size no other call
 * had, so no cache answers it. The seeded folder is copied first and the copy migrated, so runs of two trees of the
 * code can share one seed. BENCH_RUNS (default 600) measured searches after BENCH_WARMUP (default 200). A report,
 * not a test: to compare two commits, run it on each, taking turns, in one sitting.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PgDialect } from "drizzle-orm/pg-core";
import { searchTerms, states } from "./api-scenarios";

const seeded = process.env.BENCH_PGLITE_DIR;
if (!seeded) throw new Error("BENCH_PGLITE_DIR: a seeded PGlite folder (npm run db:seed)");
const folder = await mkdtemp(path.join(os.tmpdir(), "oja-search-sql-"));
await cp(seeded, folder, { recursive: true });

Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "warn";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.APP_URL ??= "http://localhost:3000";
process.env.NEXTAUTH_URL ??= process.env.APP_URL;
process.env.DATABASE_URL = "";
process.env.REDIS_URL = "";
process.env.PGLITE_DATA_DIR = folder;
// Hundreds of searches from one caller: the search budget would refuse most of them.
process.env.GRAPHQL_SEARCHES_PER_MINUTE = "0";

// This process's CPU time (all threads), in ms. CPU rather than wall time, so that a machine busy with other work
// inflates the figures less (embedded PGlite runs on this thread, so its time is in it too).
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// CPU time spent inside the wrapped functions, counting only the outermost call (they call one another).
function timed(owner: object, names: string[], account: { ms: number }): void {
  let depth = 0;
  for (const name of names) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
    (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const started = depth === 0 ? cpuNow() : 0;
      depth += 1;
      try {
        return original.apply(this, args);
      } finally {
        depth -= 1;
        if (depth === 0) account.ms += cpuNow() - started;
      }
    };
  }
}
const build = { ms: 0 };
timed(PgDialect.prototype, ["buildSelectQuery", "sqlToQuery"], build);

// Database time: while at least one query is in flight (the search's parts may ask concurrently; PGlite answers one
// at a time). The statements are kept for the EXPLAIN pass.
const database = { ms: 0 };
const statements: { text: string; params: unknown[] }[] = [];
let inFlight = 0;
let since = 0;
let recording = false;
const query = PGlite.prototype.query;
PGlite.prototype.query = async function (this: PGlite, text: string, params?: unknown[], options?: object) {
  if (inFlight === 0) since = cpuNow();
  inFlight += 1;
  if (recording) statements.push({ text, params: params ?? [] });
  try {
    return await query.call(this, text, params, options);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) database.ms += cpuNow() - since;
  }
} as typeof query;

const { ensureMigrated, databaseHandle } = await import("@/db/client");
const { signedOut } = await import("@/lib/actor");
const { searchMarket } = await import("@/modules/market/search.service");
await ensureMigrated();

const sorts = ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"] as const;
const variations: { query: string; state: string; sort: (typeof sorts)[number]; pageSize: number }[] = [];
for (const pageSize of [24, 23])
  for (const sort of sorts)
    for (const state of states) for (const query of searchTerms) variations.push({ query, state, sort, pageSize });
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 200) || 0);
const runs = Math.max(50, Number(process.env.BENCH_RUNS) || 600);
if (warmup + runs > variations.length) throw new Error(`at most ${variations.length} different searches`);

const requester = { actor: signedOut, ip: "203.0.113.9" };
async function search(index: number): Promise<void> {
  const { query, state, sort, pageSize } = variations[index]!;
  const result = await searchMarket(requester, query, { state, sort }, { pageSize });
  if (!Array.isArray(result.products.items)) throw new Error("no product page");
}

for (let i = 0; i < warmup; i += 1) await search(i);
build.ms = 0;
database.ms = 0;
recording = true;
const started = performance.now();
const cpuStarted = cpuNow();
for (let i = warmup; i < warmup + runs; i += 1) await search(i);
const wall = performance.now() - started;
const cpu = cpuNow() - cpuStarted;
recording = false;
const buildMs = build.ms;
const databaseMs = database.ms;

// Parse, rewrite and plan alone: EXPLAIN (no ANALYZE) of every statement the measured searches sent.
const client = (databaseHandle().db as unknown as { $client: PGlite }).$client;
const plannedStarted = cpuNow();
for (const { text, params } of statements) await query.call(client, `explain ${text}`, params);
const planned = cpuNow() - plannedStarted;
const characters = statements.reduce((sum, statement) => sum + statement.text.length, 0);

const per = (ms: number) => (ms / runs).toFixed(3);
console.log(`\nSearch SQL: ${runs} all-different searchMarket calls on embedded PGlite, after ${warmup} warm-up\n`);
console.log(
  "| wall ms | CPU ms | Drizzle build CPU ms | database CPU ms | other CPU ms | EXPLAIN CPU ms | statements | SQL chars |",
);
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${per(wall)} | ${per(cpu)} | ${per(buildMs)} | ${per(databaseMs)} | ${per(cpu - buildMs - databaseMs)} | ${per(planned)} | ${(statements.length / runs).toFixed(1)} | ${Math.round(characters / runs)} |`,
);
console.log("(all per search; EXPLAIN: parse, rewrite and plan of the same statements, without running them)");
await databaseHandle().close();
await rm(folder, { recursive: true, force: true });
process.exit(0);

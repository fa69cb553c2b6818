/**
 * What one search nobody made before costs the server, without HTTP or load: CPU time and wall time per request.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench_market npm run bench:search-cpu
 *
 * Runs the mobile app's search query (bench/api-scenarios.ts) through the real Yoga endpoint in this process, one
 * request at a time, every one with different variables (40 terms × 20 states × 4 sorts × 2 page sizes), so no cache
 * answers it. Two passes, taking turns: signed out (the path a shared answer is marked on) and with
 * `Cache-Control: no-cache`. BENCH_RUNS (default 1,200) searches per pass, after BENCH_WARMUP (default 400).
 * CPU is this process's user + system time: a PostgreSQL server's time is not in it (wall time is); embedded PGlite
 * runs in this process, so there both include the database. Against the
 * 100,000-product database of `bench:api` it tells how many all-new searches one core can serve; with no
 * BENCH_DATABASE_URL it uses the embedded database in `.data/pglite` (`npm run db:seed` first). A report, not a test.
 */
import { randomBytes } from "node:crypto";
import { searchQuery, searchTerms, states } from "./api-scenarios";

Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "warn";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.APP_URL ??= "http://localhost:3000";
process.env.NEXTAUTH_URL ??= process.env.APP_URL;
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
process.env.REDIS_URL = "";
// Over a thousand searches from one caller: the search budget would refuse most of them.
process.env.GRAPHQL_SEARCHES_PER_MINUTE = "0";

const { graphqlEndpoint } = await import("@/graphql/yoga");
const { databaseHandle } = await import("@/db/client");

const sorts = ["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"];
const variations: Record<string, unknown>[] = [];
for (const first of [24, 23]) {
  for (const sort of sorts)
    for (const state of states)
      for (const query of searchTerms) variations.push({ query, filter: { state, sort }, first });
}
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 400) || 0);
const runs = Math.max(100, Number(process.env.BENCH_RUNS) || 1_200);
if (warmup + 2 * runs > variations.length)
  throw new Error(`at most ${variations.length} different searches: lower BENCH_RUNS`);

async function search(variables: Record<string, unknown>, headers: Record<string, string>): Promise<void> {
  const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: searchQuery, variables }),
  });
  const body = await response.text();
  if (response.status !== 200 || !body.includes('"nodes"'))
    throw new Error(`search answered ${response.status}: ${body.slice(0, 300)}`);
}

const passes: { label: string; headers: Record<string, string>; wall: number; cpu: number }[] = [
  { label: "signed out (may be shared)", headers: {}, wall: 0, cpu: 0 },
  { label: "Cache-Control: no-cache", headers: { "cache-control": "no-cache" }, wall: 0, cpu: 0 },
];

// Every request has variables no other request had. The two passes take turns, 100 searches at a time, so the JIT
// warming up and the machine's other work fall on both alike.
let next = 0;
for (; next < warmup; next += 1) await search(variations[next]!, {});
for (let done = 0; done < runs; done += 100) {
  for (const pass of passes) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < Math.min(100, runs - done); i += 1) await search(variations[next++]!, pass.headers);
    pass.wall += performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    pass.cpu += (cpuUsed.user + cpuUsed.system) / 1000;
  }
}

const database =
  databaseHandle().kind === "postgres" ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded PGlite (.data/pglite)";
console.log(`\nSearch CPU — ${runs} all-different searches, one at a time, on ${database}`);
console.log(`(after ${warmup} warm-up searches)\n`);
console.log("| pass | wall ms/search | server CPU ms/search | searches/s one core could serve |");
console.log("|---|---:|---:|---:|");
for (const { label, wall, cpu } of passes)
  console.log(
    `| ${label} | ${(wall / runs).toFixed(2)} | ${(cpu / runs).toFixed(2)} | ${Math.round((1000 * runs) / cpu)} |`,
  );
await databaseHandle().close();
process.exit(0);

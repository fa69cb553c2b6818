/**
 * Where the checkout's time goes, read from outside the server so the reading costs it nothing:
 * - CPU of the server's process group and of the PostgreSQL backends serving the scratch database (/proc/<pid>/stat,
 *   utime + stime; PostgreSQL runs on this machine);
 * - PostgreSQL's own account of the database (pg_stat_database: time spent executing statements, transactions, rows);
 * - with BENCH_CPU_PROFILE_DIR, the server's V8 CPU profile cut to the measured window and summed by what the code is.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "postgres";

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function cpuTicks(pid: number): { pgrp: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command may hold spaces and parentheses: the fields start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ms so far of every process in the process group `pgid` (the server and anything it started). */
export function processGroupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const read = cpuTicks(Number(entry));
    if (read?.pgrp === pgid) ticks += read.ticks;
  }
  return ticks * TICK_MS;
}

export interface DatabaseSample {
  /** CPU ms so far by backend pid (the backends serving the database, this reader's own left out). */
  backendCpuMs: Map<number, number>;
  activeTimeMs: number;
  commits: number;
  rollbacks: number;
  rowsInserted: number;
  rowsUpdated: number;
  deadlocks: number;
  /** Per table (pg-boss's job tables as one): index and sequential scans, rows written. */
  tables: Map<string, { scans: number; written: number }>;
}

export async function sampleDatabase(sql: Sql, database: string): Promise<DatabaseSample> {
  await sql`select pg_stat_clear_snapshot()`;
  const backends = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`;
  const [stats] = await sql<
    {
      active_time: number;
      xact_commit: string;
      xact_rollback: string;
      tup_inserted: string;
      tup_updated: string;
      deadlocks: string;
    }[]
  >`select active_time, xact_commit, xact_rollback, tup_inserted, tup_updated, deadlocks
    from pg_stat_database where datname = ${database}`;
  const tables = new Map<string, { scans: number; written: number }>();
  for (const row of await sql<{ name: string; scans: string; written: string }[]>`
    select case when schemaname = 'pgboss' then 'pgboss.* (jobs)' else relname end as name,
           sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)) as scans,
           sum(n_tup_ins + n_tup_upd + n_tup_del) as written
    from pg_stat_user_tables group by 1`)
    tables.set(row.name, { scans: Number(row.scans), written: Number(row.written) });
  const backendCpuMs = new Map<number, number>();
  for (const { pid } of backends) {
    const read = cpuTicks(pid);
    if (read) backendCpuMs.set(pid, read.ticks * TICK_MS);
  }
  return {
    backendCpuMs,
    activeTimeMs: Number(stats?.active_time ?? 0),
    commits: Number(stats?.xact_commit ?? 0),
    rollbacks: Number(stats?.xact_rollback ?? 0),
    rowsInserted: Number(stats?.tup_inserted ?? 0),
    rowsUpdated: Number(stats?.tup_updated ?? 0),
    deadlocks: Number(stats?.deadlocks ?? 0),
    tables,
  };
}

/** The later sample less the earlier one; a backend that started in between counts from 0, one that ended is lost. */
export function databaseDelta(before: DatabaseSample, after: DatabaseSample) {
  let backendCpuMs = 0;
  for (const [pid, ms] of after.backendCpuMs) backendCpuMs += ms - (before.backendCpuMs.get(pid) ?? 0);
  return {
    backendCpuMs,
    backends: after.backendCpuMs.size,
    activeTimeMs: after.activeTimeMs - before.activeTimeMs,
    commits: after.commits - before.commits,
    rollbacks: after.rollbacks - before.rollbacks,
    rowsInserted: after.rowsInserted - before.rowsInserted,
    rowsUpdated: after.rowsUpdated - before.rowsUpdated,
    deadlocks: after.deadlocks - before.deadlocks,
    /** The tables read or written most, by scans. */
    busiestTables: [...after.tables]
      .map(([name, now]) => {
        const then = before.tables.get(name) ?? { scans: 0, written: 0 };
        return { name, scans: now.scans - then.scans, written: now.written - then.written };
      })
      .sort((a, b) => b.scans - a.scans)
      .slice(0, 8),
  };
}

// ---- the CPU profile --------------------------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a frame's code is, by the source it was built from (package, Node.js itself, the app). */
const KINDS: [RegExp, string][] = [
  [/node_modules\/postgres\//, "PostgreSQL driver (postgres.js)"],
  [/node_modules\/drizzle-orm\//, "Drizzle (building SQL, mapping rows)"],
  [
    /node_modules\/(graphql|@graphql-yoga|graphql-yoga|@envelop|@escape\.tech|@pothos|@whatwg-node|@graphql-tools)\//,
    "GraphQL (graphql-js, Yoga, Pothos, armor)",
  ],
  [/node_modules\/(next|react|react-dom|@opentelemetry)\//, "Next.js and React (routes: gateway, webhook)"],
  [/node_modules\/(next-auth|jose|openid-client|@panva|oauth)\//, "next-auth and jose (sessions)"],
  [/node_modules\/pg-boss\//, "jobs (pg-boss)"],
  [/node_modules\/(ioredis|rate-limiter-flexible)\//, "Redis client and rate limits"],
  [/node_modules\/(zod|@zod)\//, "zod (input parsing)"],
  [/node_modules\/libphonenumber-js\//, "libphonenumber-js"],
];

function kindOf(name: string, source: string): string {
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(program)") return "V8 and native code outside JavaScript (program)";
  if (name === "(idle)") return "(idle)";
  for (const [pattern, kind] of KINDS) if (pattern.test(source)) return kind;
  if (source.startsWith("node:") || source === "") return "Node.js built-ins (http, streams, crypto, JSON)";
  if (/(^|\/)src\//.test(source)) return "app code (src)";
  if (/node_modules/.test(source)) return `other packages (${source.match(/node_modules\/(@?[^/]+)/)?.[1] ?? "?"})`;
  return "other";
}

/**
 * The source a frame of the production build was compiled from, through the chunk's source map (Turbopack bundles
 * packages and app code into the same chunks): "../../../node_modules/drizzle-orm/…", "../../../src/…".
 */
function sourceResolver(): (frame: ProfileNode["callFrame"]) => string {
  const maps = new Map<string, SourceMap | null>();
  return (frame) => {
    const { url } = frame;
    if (!url.startsWith("file://") || !url.endsWith(".js")) return url;
    let map = maps.get(url);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, "utf8")) as SourceMapPayload);
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined;
    return entry?.originalSource ? decodeURIComponent(entry.originalSource) : url;
  };
}

export interface ProfileSummary {
  file: string;
  windowMs: number;
  busyMs: number;
  idleMs: number;
  byKind: { kind: string; ms: number; share: number }[];
  topFunctions: { name: string; kind: string; ms: number }[];
}

/**
 * Sums a profile's samples between `fromUs` and `toUs` (CLOCK_MONOTONIC µs: what V8 stamps profiles with and what
 * process.hrtime reads, so the bench's clock marks the server's window) by kind, and its busiest functions.
 */
export function summarizeProfile(dir: string, fromUs: number, toUs: number): ProfileSummary | null {
  // The server's profile is the newest: it is written when the server stops.
  const file = readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) return null;
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  // Each node's kind and name once (a source map lookup), then the samples.
  const sourceOf = sourceResolver();
  const described = new Map(
    profile.nodes.map((node) => {
      const source = sourceOf(node.callFrame);
      const where = source.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "");
      const name = node.callFrame.functionName || "(anonymous)";
      return [node.id, { kind: kindOf(name, source), name: `${name} ${where}`.trim() }];
    }),
  );
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, { kind: string; ms: number }>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) continue;
    const node = described.get(profile.samples[i]!);
    if (!node) continue;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? delta) / 1000;
    byKind.set(node.kind, (byKind.get(node.kind) ?? 0) + ms);
    const entry = byFunction.get(node.name) ?? { kind: node.kind, ms: 0 };
    entry.ms += ms;
    byFunction.set(node.name, entry);
  }
  const idleMs = byKind.get("(idle)") ?? 0;
  byKind.delete("(idle)");
  const busyMs = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
  return {
    file,
    windowMs: (toUs - fromUs) / 1000,
    busyMs,
    idleMs,
    byKind: [...byKind]
      .map(([kind, ms]) => ({ kind, ms, share: busyMs ? ms / busyMs : 0 }))
      .sort((a, b) => b.ms - a.ms),
    topFunctions: [...byFunction]
      .filter(([, entry]) => entry.kind !== "(idle)")
      .map(([name, entry]) => ({ name, ...entry }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12),
  };
}

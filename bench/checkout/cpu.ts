/**
 * Where the checkout's time goes, read from outside the server so the reading costs it nothing:
 * - CPU of the server's process group and of the PostgreSQL backends serving the scratch database (/proc/<pid>/stat,
 *   utime + stime; PostgreSQL runs on this machine);
 * - PostgreSQL's own account of the database (pg_stat_database: time spent executing statements, transactions, rows);
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** The whole machine's CPU so far (/proc/stat): ms busy (not idle or waiting for I/O), summed over the cores. */
export function hostBusyMs(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  return (total - (fields[3] ?? 0) - (fields[4] ?? 0)) * TICK_MS;
}

/**
 * The event-loop thread of process `pid` so far (/proc/<pid>/schedstat): ms on a CPU and ms runnable but waiting for
 * one. The second is what a busy machine adds to every request's latency.
 */
export function threadSchedMs(pid: number): { runMs: number; waitMs: number } {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, "utf8").trim().split(/\s+/).map(Number);
    return { runMs: (run ?? 0) / 1e6, waitMs: (wait ?? 0) / 1e6 };
  } catch {
    return { runMs: 0, waitMs: 0 };
  }
}

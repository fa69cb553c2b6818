/** The checkout benchmark's printed report and its JSON (bench/results/checkout-<timestamp>.json). */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { PROJECT_DIR, fileTimestamp, type BuildResult } from "../lib/server";
import { percentile, renderTable } from "../lib/table";
import type { LoadResult } from "./buyers";
import type { databaseDelta } from "./cpu";
import type { ProfileSummary } from "./profile";
import type { BenchListing } from "./prepare";
import type { Check, JobFigures } from "./verify";

export interface Measured {
  buyers: number;
  durationSeconds: number;
  listings: BenchListing[];
  load: LoadResult;
  settled: { settledMs: number; pendingJobs: number; unsettled: number };
  verified: { checks: Check[]; figures: Record<string, number>; jobs: JobFigures[] };
  loadAverage: { before: number[]; after: number[] };
  window: { fromUs: number; toUs: number };
  serverCpuMs: { load: number; withSettling: number };
  /** During the load: the whole machine, the buyers' client (this process), the server's event-loop thread. */
  during: { hostBusyMs: number; clientCpuMs: number; eventLoop: { runMs: number; waitMs: number } };
  database: { load: ReturnType<typeof databaseDelta>; withSettling: ReturnType<typeof databaseDelta> };
}

const fmt = (value: number | null | undefined, digits = 1) => (value == null ? "–" : value.toFixed(digits));

function latencyRow(name: string, samples: number[] = []) {
  const sorted = Float64Array.from(samples).sort();
  return [
    name,
    String(samples.length),
    fmt(percentile(sorted, 50)),
    fmt(percentile(sorted, 95)),
    fmt(percentile(sorted, 99)),
    fmt(sorted.length ? sorted[sorted.length - 1]! : null),
  ];
}

/** Prints the report, writes the JSON and returns the exit code: 1 when a check failed or a request erred. */
export function report(
  m: Measured,
  profile: ProfileSummary | null,
  run: { build: BuildResult; coldStartMs: number; startedAt: Date },
): number {
  const { load } = m;
  const seconds = (load.endedAt - load.startedAt) / 1000;
  const placed = load.placed.length;
  const checkouts = load.latencies.checkOut?.length ?? 0;
  const perCheckout = (ms: number) => (placed ? ms / placed : null);
  const db = m.database.withSettling;
  const refusals = Object.entries(load.refusals).sort((a, b) => b[1] - a[1]);
  const failed = m.verified.checks.filter((c) => c.wrong !== 0);
  const errorKinds = new Map<string, number>();
  for (const e of load.errors) {
    const key = `${e.operation} ${e.status}: ${e.message.slice(0, 100)}`;
    errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  }
  const pct = (ms: number) => `${fmt((ms / 1000 / seconds) * 100, 0)} %`;
  const byMethod = (method: string) => load.placed.filter((c) => c.method === method).length;

  const lines = [
    "",
    `Checkout benchmark — ${m.buyers} buyers for ${m.durationSeconds} s, production build, PostgreSQL + Redis`,
    `Build: ${run.build.skipped ? "reused" : `${(run.build.durationMs / 1000).toFixed(1)} s`}   Cold start: ${Math.round(run.coldStartMs)} ms`,
    `Host: ${cpus().length} CPUs shared by the buyers' client, the server, PostgreSQL and Redis; load average ${fmt(m.loadAverage.before[0], 2)} before / ${fmt(m.loadAverage.after[0], 2)} after`,
    `Listings: ${m.listings.length} of ${new Set(m.listings.map((l) => l.vendorId)).size} sellers, ${m.listings.filter((l) => l.scarce).length} scarce; ${m.verified.figures.scarceSoldOutAtEnd} of those sold out at the end`,
    "",
    `Checkouts placed: ${placed} in ${seconds.toFixed(1)} s = ${fmt(placed / seconds, 1)}/s (Paystack ${byMethod("PAYSTACK")}, pay on delivery ${byMethod("PAY_ON_DELIVERY")}); ${checkouts} checkOut requests`,
    `Requests: ${load.requests} = ${fmt(load.requests / seconds, 0)}/s (GraphQL and the gateway's page; the server's own calls to its gateway and webhook not counted)`,
    `Errors: ${load.errors.length}   Expected refusals: ${refusals.reduce((sum, [, n]) => sum + n, 0)}`,
    ...refusals.map(([kind, n]) => `  ${n} × ${kind}`),
    ...[...errorKinds].map(([kind, n]) => `  ERROR ${n} × ${kind}`),
    "",
    renderTable(
      [
        { header: "request" },
        { header: "count", align: "right" },
        { header: "p50 ms", align: "right" },
        { header: "p95 ms", align: "right" },
        { header: "p99 ms", align: "right" },
        { header: "max ms", align: "right" },
      ],
      Object.keys(load.latencies)
        .sort()
        .map((name) => latencyRow(name, load.latencies[name])),
    ),
    "",
    `Settling after the load: ${fmt(m.settled.settledMs / 1000, 1)} s (jobs still due: ${m.settled.pendingJobs}, payments unsettled: ${m.settled.unsettled}); a webhook's arrival → its checkout's orders moved: p50 ${m.verified.figures.webhookToOrdersMovedP50Ms} ms, p95 ${m.verified.figures.webhookToOrdersMovedP95Ms} ms, max ${m.verified.figures.webhookToOrdersMovedMaxMs} ms`,
    renderTable(
      [
        { header: "jobs (pg-boss queue)" },
        { header: "count", align: "right" },
        { header: "wait p50 ms", align: "right" },
        { header: "wait p95 ms", align: "right" },
        { header: "run p50 ms", align: "right" },
      ],
      m.verified.jobs.map((j) => [
        j.name,
        String(j.jobs),
        String(j.waitP50Ms),
        String(j.waitP95Ms),
        String(j.runP50Ms),
      ]),
    ),
    `CPU per placed checkout, load + settling (everything the checkouts caused: carts, checkout, gateway, webhooks, jobs):`,
    `  server process ${fmt(perCheckout(m.serverCpuMs.withSettling))} ms   PostgreSQL backends ${fmt(perCheckout(db.backendCpuMs))} ms   (during the load alone: server ${fmt(perCheckout(m.serverCpuMs.load))} ms, PostgreSQL ${fmt(perCheckout(m.database.load.backendCpuMs))} ms)`,
    `During the load, in % of one core: the machine ${pct(m.during.hostBusyMs)} of ${cpus().length * 100}: server ${pct(m.serverCpuMs.load)}, PostgreSQL ${pct(m.database.load.backendCpuMs)}, the buyers' client ${pct(m.during.clientCpuMs)}, everything else on the machine ${pct(m.during.hostBusyMs - m.serverCpuMs.load - m.database.load.backendCpuMs - m.during.clientCpuMs)}`,
    `  the server's event-loop thread: on a CPU ${fmt(m.during.eventLoop.runMs / 1000, 1)} s, runnable but waiting for a CPU ${fmt(m.during.eventLoop.waitMs / 1000, 1)} s, of ${fmt(seconds, 1)} s`,
    `PostgreSQL per placed checkout: ${fmt(perCheckout(db.activeTimeMs))} ms executing statements (pg_stat_database.active_time, wall, lock waits included), ${fmt(perCheckout(db.commits))} commits, ${fmt(perCheckout(db.rowsInserted))} rows inserted, ${fmt(perCheckout(db.rowsUpdated))} updated; ${db.rollbacks} rollbacks, ${db.deadlocks} deadlocks in all`,
    `  tables scanned most, per placed checkout (scans / rows written): ${db.busiestTables
      .map((t) => `${t.name} ${fmt(perCheckout(t.scans), 1)} / ${fmt(perCheckout(t.written), 1)}`)
      .join(", ")}`,
  ];
  if (profile) {
    lines.push(
      "",
      `Server CPU profile over the load and settling (${fmt(profile.busyMs / 1000, 1)} s busy of ${fmt(profile.windowMs / 1000, 1)} s), self time by kind:`,
      ...profile.byKind.map(
        (k) =>
          `  ${fmt(k.share * 100, 1).padStart(5)} %  ${fmt(perCheckout(k.ms), 2).padStart(6)} ms/checkout  ${k.kind}`,
      ),
      "Busiest functions (self time):",
      ...profile.topFunctions.map((f) => `  ${fmt(f.ms, 0).padStart(6)} ms  ${f.name}  [${f.kind}]`),
    );
  }
  lines.push(
    "",
    "Checks (each counts what is wrong):",
    ...m.verified.checks.map((c) => `  ${c.wrong === 0 ? "✓" : `✗ ${c.wrong}`}  ${c.name} (${c.detail})`),
    `  ${load.errors.length === 0 ? "✓" : `✗ ${load.errors.length}`}  no request failed (refusals above excepted)`,
    `Figures: ${Object.entries(m.verified.figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  process.stdout.write(lines.join("\n") + "\n");

  const resultsDir = path.join(PROJECT_DIR, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `checkout-${fileTimestamp(run.startedAt)}.json`);
  const { latencies, placed: placedList, ...loadRest } = load;
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind: "checkout",
        startedAt: run.startedAt.toISOString(),
        build: run.build,
        coldStartMs: run.coldStartMs,
        host: { cpus: cpus().length, loadAverage: m.loadAverage },
        ...m,
        load: {
          ...loadRest,
          placed: placedList.length,
          latencyMs: Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, latencyRow(k, v).slice(1)])),
        },
        profile,
      },
      null,
      2,
    ),
  );
  process.stdout.write(`Results written to ${path.relative(PROJECT_DIR, file)}\n`);
  return failed.length > 0 || load.errors.length > 0 ? 1 : 0;
}

/**
 * npm run bench:lighthouse — Lighthouse itself (mobile defaults: simulated slow 4G, 4× CPU, Moto G Power screen) on
 * every public page of the production app, three runs per page, the median run shown (Lighthouse's own choice: the
 * run closest to the median FCP and TTI), against the targets: performance ≥ 95, accessibility 100.
 * A report, not a test: a missed target does not change the exit code; only a crash or an unmeasurable page does.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import lighthouse, { type LighthouseResult } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/browser-metrics";
import { positiveInt, resolveRoute, routesFromEnv, warmServer } from "./lib/routes";
import { PROJECT_DIR, fileTimestamp, findFreePort, log, withProductionServer, type RunningServer } from "./lib/server";
import { median, ms, renderTable } from "./lib/table";

const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/contact",
  "/partners/couriers",
  "/no-such-page",
  "/auth/login",
  "/auth/signup",
  "/market",
  "/market/product",
  "/market/product/{product}",
  "/market/store/{store}",
  "/pricedesk",
  "/pricedesk/search?item={priceItem}",
];

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100 };

const routes = routesFromEnv(DEFAULT_ROUTES);
const runsPerRoute = positiveInt("BENCH_RUNS", 3);

interface RouteSummary {
  route: string;
  error?: string;
  /** Scores 0–100 of the median run. */
  performance: number | null;
  accessibility: number | null;
  /** Performance score of every run, in order. */
  performanceRuns: number[];
  /** The lowest accessibility score of any run (the audit is deterministic; a difference would be worth seeing). */
  accessibilityWorst: number | null;
  metrics: Record<"fcp" | "lcp" | "tbt" | "cls" | "si" | "tti", number | null>;
  /** Accessibility audits that failed in the median run, with up to five offending elements each. */
  accessibilityFailures: { id: string; title: string; nodes: string[] }[];
  /** Performance opportunities and diagnostics that scored below 0.9 in the median run. */
  performanceFlags: { id: string; title: string; score: number | null; numericValue?: number }[];
  benchmarkIndex: number | null;
}

const score = (lhr: LighthouseResult, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? null;

/** One Lighthouse run in a fresh Chromium (cold cache, no warm connections), as the web benchmark loads pages. */
async function runLighthouse(url: string): Promise<LighthouseResult> {
  const port = await findFreePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    // ignoreStatusCode: the not-found page answers 404 on purpose and is a page people see.
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ignoreStatusCode: true,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

function summarise(route: string, runs: LighthouseResult[]): RouteSummary {
  const lhr = computeMedianRun(runs);
  const failedAudits = (category: string, below: number) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is NonNullable<typeof audit> => !!audit && audit.score !== null && audit.score < below);
  return {
    route,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    performanceRuns: runs.map((run) => score(run, "performance") ?? 0),
    accessibilityWorst: Math.min(...runs.map((run) => score(run, "accessibility") ?? 0)),
    metrics: {
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      si: numeric(lhr, "speed-index"),
      tti: numeric(lhr, "interactive"),
    },
    accessibilityFailures: failedAudits("accessibility", 1).map((audit) => ({
      id: audit.id,
      title: audit.title,
      nodes: (audit.details?.items ?? []).slice(0, 5).map((item) => item.node?.selector ?? item.node?.snippet ?? "?"),
    })),
    performanceFlags: failedAudits("performance", 0.9).map(({ id, title, score, numericValue }) => ({
      id,
      title,
      score,
      numericValue,
    })),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

async function measure(origin: string, exited: () => string | null): Promise<RouteSummary[]> {
  const resolved: string[] = [];
  for (const route of routes) {
    try {
      resolved.push(await resolveRoute(origin, route));
    } catch (error) {
      log(`${route}: ${error instanceof Error ? error.message : String(error)}`);
      resolved.push(route);
    }
  }
  await warmServer(origin, resolved, log);
  const summaries: RouteSummary[] = [];
  for (const route of resolved) {
    log(`lighthouse ${route} (${runsPerRoute} run${runsPerRoute > 1 ? "s" : ""})…`);
    try {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        const stopped = exited();
        if (stopped) throw new Error(`the server is no longer running (${stopped})`);
        runs.push(await runLighthouse(origin + route));
      }
      summaries.push(summarise(route, runs));
    } catch (error) {
      const message = error instanceof Error ? (error.message.split("\n")[0] ?? String(error)) : String(error);
      log(`  ${route} could not be measured: ${message}`);
      summaries.push({
        route,
        error: message,
        performance: null,
        accessibility: null,
        performanceRuns: [],
        accessibilityWorst: null,
        metrics: { fcp: null, lcp: null, tbt: null, cls: null, si: null, tti: null },
        accessibilityFailures: [],
        performanceFlags: [],
        benchmarkIndex: null,
      });
    }
  }
  return summaries;
}

const target = (value: number | null, goal: number) => (value === null ? "–" : `${value} ${value >= goal ? "✓" : "✗"}`);

function report(summaries: RouteSummary[], origin: string, loadBefore: number[], startedAt: Date): void {
  const loadAfter = loadavg();
  const table = renderTable(
    [
      { header: "route" },
      { header: `performance (≥${LIGHTHOUSE_TARGETS.performance})`, align: "right" },
      { header: "runs", align: "right" },
      { header: `accessibility (${LIGHTHOUSE_TARGETS.accessibility})`, align: "right" },
      { header: "FCP ms", align: "right" },
      { header: "LCP ms", align: "right" },
      { header: "TBT ms", align: "right" },
      { header: "CLS", align: "right" },
      { header: "SI ms", align: "right" },
      { header: "BenchmarkIndex", align: "right" },
    ],
    summaries.map((s) => [
      s.route,
      s.error ? "ERR" : target(s.performance, LIGHTHOUSE_TARGETS.performance),
      s.performanceRuns.join(", "),
      s.error ? "ERR" : target(s.accessibility, LIGHTHOUSE_TARGETS.accessibility),
      ms(s.metrics.fcp),
      ms(s.metrics.lcp),
      ms(s.metrics.tbt),
      s.metrics.cls === null ? "–" : s.metrics.cls.toFixed(3),
      ms(s.metrics.si),
      s.benchmarkIndex === null ? "–" : String(Math.round(s.benchmarkIndex)),
    ]),
  );
  const lines = [
    "",
    `Lighthouse — mobile defaults (simulated slow 4G, 4x CPU), ${runsPerRoute} run(s) per route, median run shown; ${origin}`,
    `Host: ${cpus().length} CPUs, load average ${loadBefore[0]?.toFixed(2)} before / ${loadAfter[0]?.toFixed(2)} after ` +
      "(Lighthouse's 4x CPU is meant for a BenchmarkIndex of ~1000–2000; a busy host scores performance lower)",
    "",
    table,
    "",
  ];
  for (const s of summaries) {
    if (s.error) lines.push(`${s.route}: ${s.error}`);
    for (const failure of s.accessibilityFailures)
      lines.push(`${s.route}: ${failure.id} — ${failure.title}: ${failure.nodes.join(" · ")}`);
  }
  process.stdout.write(lines.join("\n") + "\n");

  const resultsDir = path.join(PROJECT_DIR, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `lighthouse-${fileTimestamp(startedAt)}.json`);
  const medianPerformance = median(summaries.flatMap((s) => (s.performance === null ? [] : [s.performance])));
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind: "lighthouse",
        startedAt: startedAt.toISOString(),
        runsPerRoute,
        targets: LIGHTHOUSE_TARGETS,
        host: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
        medianPerformance,
        routes: summaries,
      },
      null,
      2,
    ),
  );
  process.stdout.write(`Results written to ${path.relative(PROJECT_DIR, file)}\n`);
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  // BENCH_ORIGIN measures a server that is already running (e.g. started by hand on a seeded database).
  const existing = process.env.BENCH_ORIGIN?.replace(/\/$/, "");
  const body = async (origin: string, exited: () => string | null) => {
    const summaries = await measure(origin, exited);
    report(summaries, origin, loadBefore, startedAt);
    return summaries.some((s) => s.error) ? 1 : 0;
  };
  if (existing) return body(existing, () => null);
  return withProductionServer((server: RunningServer) => body(server.origin, server.exited), undefined, { seed: true });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);

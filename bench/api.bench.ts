/**
 * npm run bench:api — builds and starts the production app (same build as bench:web), then drives
 * POST /graphql with autocannon for each scenario in bench/api-scenarios.ts and prints throughput and
 * latency percentiles. A report, not a test: it exits non-zero only when something crashes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiScenarios, type ApiScenario } from "./api-scenarios";
import { PROJECT_DIR, fileTimestamp, log, withProductionServer } from "./lib/server";
import { percentile, renderTable } from "./lib/table";

function numberFromEnv(name: string, fallback: number, { min }: { min: number }): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

const durationSeconds = numberFromEnv("BENCH_DURATION", 10, { min: 1 });
const connections = Math.floor(numberFromEnv("BENCH_CONNECTIONS", 50, { min: 1 }));
const warmupSeconds = numberFromEnv("BENCH_WARMUP", 2, { min: 0 });
const selected = (process.env.BENCH_SCENARIOS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const scenarios = selected.length ? apiScenarios.filter((s) => selected.includes(s.name)) : apiScenarios;

function operationName(scenario: ApiScenario): string | undefined {
  return (
    scenario.operationName ??
    scenario.query?.match(/^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/)?.[1]
  );
}

/** The body and headers the app's own client (src/ui/graphql-client.ts) sends; a page scenario is a plain GET. */
function requestOf(scenario: ApiScenario) {
  if (scenario.page) {
    return { method: "GET" as const, headers: { accept: "text/html", "accept-encoding": "gzip", ...scenario.headers } };
  }
  return {
    method: "POST" as const,
    headers: { accept: "*/*", "content-type": "application/json", ...scenario.headers },
    body: JSON.stringify({
      operationName: operationName(scenario),
      variables: scenario.variables ?? {},
      query: scenario.query,
    }),
  };
}

interface Preflight {
  status: number;
  ok: boolean;
  summary: string;
}

/** One request before the load run: is the answer what the scenario expects? */
async function preflight(url: string, scenario: ApiScenario): Promise<Preflight> {
  const response = await fetch(url, requestOf(scenario));
  const text = await response.text();
  if (scenario.page) {
    const ok = response.status === 200 && (scenario.expect === "data") === /<main/.test(text);
    return { status: response.status, ok, summary: ok ? "data" : `page: ${text.slice(0, 80)}` };
  }
  let body: { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { status: response.status, ok: false, summary: `not JSON: ${text.slice(0, 80)}` };
  }
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    const summary = `error${code ? ` ${code}` : ""}: ${first.message ?? ""}`.slice(0, 120);
    const matches = !scenario.expectError || summary.toLowerCase().includes(scenario.expectError.toLowerCase());
    return { status: response.status, ok: scenario.expect === "error" && matches, summary };
  }
  return {
    status: response.status,
    ok: scenario.expect === "data" && response.ok && body.data != null,
    summary: "data",
  };
}

function runLoad(options: autocannon.Options, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (onLatency) instance.on("response", (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

interface ScenarioResult {
  name: string;
  preflight: Preflight;
  requestsTotal: number;
  requestsPerSecondMean: number;
  /** Exact percentiles (ms) over every response of the measured run, 2xx and non-2xx alike. */
  latencyMs: { mean: number; p50: number | null; p95: number | null; p99: number | null; max: number | null };
  /** autocannon's own histogram (whole-ms resolution, 2xx responses only), for cross-checking. */
  autocannonLatencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
}

async function runScenario(origin: string, planned: ApiScenario): Promise<ScenarioResult> {
  const scenario = planned.prepare ? { ...planned, ...(await planned.prepare(origin)) } : planned;
  const url = scenario.page ? origin + scenario.page : `${origin}/graphql`;
  const check = await preflight(url, scenario);
  log(
    `${scenario.name}: preflight ${check.status} ${check.summary}${check.ok ? "" : "  <-- NOT what the scenario expects"}`,
  );
  const options: autocannon.Options = { url, connections: scenario.connections ?? connections, ...requestOf(scenario) };
  const vary = scenario.vary;
  if (vary) {
    const request = requestOf(scenario);
    options.requests = [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ operationName: operationName(scenario), variables: vary(), query: scenario.query }),
          headers: request.headers,
          method: request.method,
        }),
      },
    ];
  }
  if (warmupSeconds > 0) await runLoad({ ...options, duration: warmupSeconds });

  const samples: number[] = [];
  const result = await runLoad({ ...options, duration: durationSeconds }, (ms) => samples.push(ms));
  const sorted = Float64Array.from(samples).sort();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    name: scenario.name,
    preflight: check,
    requestsTotal: result.requests.total,
    requestsPerSecondMean: result.requests.average,
    latencyMs: {
      mean: samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? (sorted[sorted.length - 1] as number) : null,
    },
    autocannonLatencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}

const fmt = (value: number | null, digits = 1) => (value === null ? "–" : value.toFixed(digits));

async function main(): Promise<number> {
  const startedAt = new Date();
  if (scenarios.length === 0)
    throw new Error(`BENCH_SCENARIOS matched none of: ${apiScenarios.map((s) => s.name).join(", ")}`);
  return withProductionServer(
    async (server, build) => {
      const loadBefore = loadavg();
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) {
        log(
          `running ${scenario.name} (${warmupSeconds ? `${warmupSeconds} s warm-up + ` : ""}${durationSeconds} s, ${scenario.connections ?? connections} connections)…`,
        );
        const exited = server.exited();
        if (exited) throw new Error(`the server is no longer running (${exited})`);
        results.push(await runScenario(server.origin, scenario));
      }
      const loadAfter = loadavg();

      const table = renderTable(
        [
          { header: "scenario" },
          { header: "answer" },
          { header: "req/s (mean)", align: "right" },
          { header: "requests", align: "right" },
          { header: "p50 ms", align: "right" },
          { header: "p95 ms", align: "right" },
          { header: "p99 ms", align: "right" },
          { header: "non-2xx", align: "right" },
          { header: "errors", align: "right" },
        ],
        results.map((r) => [
          r.name,
          `${r.preflight.ok ? "✓" : "✗ UNEXPECTED"} ${r.preflight.status} ${r.preflight.summary === "data" ? "data" : "error"}`,
          fmt(r.requestsPerSecondMean, 0),
          String(r.requestsTotal),
          fmt(r.latencyMs.p50, 2),
          fmt(r.latencyMs.p95, 2),
          fmt(r.latencyMs.p99, 2),
          String(r.non2xx),
          r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors),
        ]),
      );
      const lines = [
        "",
        `API benchmark — POST /graphql, ${connections} connections, ${durationSeconds} s per scenario after ${warmupSeconds} s warm-up`,
        `Build: ${build.skipped ? "reused (BENCH_SKIP_BUILD=1)" : `${(build.durationMs / 1000).toFixed(1)} s`}   Cold start (spawn → /api/health 200): ${Math.round(server.coldStartMs)} ms ${server.coldStartMs <= server.coldStartBudgetMs ? "✓" : "✗"} (≤${server.coldStartBudgetMs} ms)`,
        `Host: ${cpus().length} CPUs shared by autocannon and the server, load average ${loadBefore[0]?.toFixed(2)} before / ${loadAfter[0]?.toFixed(2)} after`,
        "",
        table,
        "",
        "Latency percentiles are exact (nearest rank) over every response of the measured run, 2xx and non-2xx.",
        ...results.map(
          (r) => `  ${r.name}: one request before the run answered ${r.preflight.status} ${r.preflight.summary}`,
        ),
      ];
      process.stdout.write(lines.join("\n") + "\n");

      const resultsDir = path.join(PROJECT_DIR, "bench/results");
      mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, `api-${fileTimestamp(startedAt)}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            kind: "api",
            startedAt: startedAt.toISOString(),
            endpoint: "/graphql",
            connections,
            durationSeconds,
            warmupSeconds,
            build,
            coldStartMs: server.coldStartMs,
            host: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
            scenarios: results.map((r) => ({ ...r, scenario: scenarios.find((s) => s.name === r.name) })),
          },
          null,
          2,
        ),
      );
      process.stdout.write(`Results written to ${path.relative(PROJECT_DIR, file)}\n`);
      return 0;
    },
    undefined,
    { seed: true },
  );
}

// The checkout mode is a run of its own (a scratch PostgreSQL database, registered buyers, the books checked after):
// bench/checkout.bench.ts, which runs on import.
if (selected.length === 1 && selected[0] === "checkout") await import("./checkout.bench");
else
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );

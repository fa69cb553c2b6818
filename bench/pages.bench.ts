/**
 * npm run bench:pages — issue 24's "public pages stay shared for everyone": the production app on the demo data, then
 * for `/`, `/market` and a product page, side by side in one sitting,
 *   1. a cold render: one request at a time to an address no one asked for before (`?cold=<n>`, which the pages
 *      ignore but the server's page cache keys on), its wall time and the server's CPU time per render, beside
 *      /api/health (a request that draws no page) and /about (a page that reads no data) as the floors
 *      (/proc/<pid>/stat, every thread of the process) in five batches after 20 warm-up renders;
 *   2. load: autocannon at BENCH_CONNECTIONS (50) for BENCH_DURATION (10) s each, signed out, signed in (the demo
 *      seller's real session cookies, from the real sign-in form) and with a cart (the cookie "Add to cart" set),
 *      interleaved page by page so the host's noise falls on all three alike; "drawn" counts the answers rendered for
 *      their request (no Age header) rather than given from the page cache.
 * A report, not a test: it exits non-zero only when something crashes.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { launchBrowser } from "./lib/browser-metrics";
import { log, withProductionServer } from "./lib/server";
import { cookieHeader, signInCookies } from "./lib/sign-in";
import { percentile, renderTable } from "./lib/table";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const coldRenders = Number(process.env.BENCH_COLD_RENDERS ?? 30);
const CLOCK_TICKS_PER_SECOND = 100;

/** The server process's user + system CPU time so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function productPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/market`)).text();
  const slug = /href="\/market\/product\/((?!category)[a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("no product on /market");
  return `/market/product/${slug}`;
}

/** A cart's cookie, made the way a visitor makes one: "Add to cart" on a product page, signed out. */
async function cartCookie(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await page.waitForURL((address) => address.pathname === "/cart", { timeout: 60_000 });
    const cookie = cookieHeader(await context.cookies());
    if (!/oja_cart=/.test(cookie)) throw new Error("Add to cart set no cart cookie");
    return cookie;
  } finally {
    await context.close();
  }
}

interface ColdResult {
  path: string;
  wallMs: { p50: number | null; p95: number | null };
  /** CPU per render of each batch: the median batch, and the quietest (the scheduled jobs and GC ran in the others). */
  cpuMsPerRender: { median: number; min: number };
}

const COLD_BATCHES = 5;

async function coldRender(origin: string, pid: number, path: string): Promise<ColdResult> {
  const separator = path.includes("?") ? "&" : "?";
  // Warm enough that the figure is a render's, not the JIT's first look at this page.
  for (let n = 0; n < 20; n += 1) await (await fetch(`${origin}${path}${separator}warm=${n}`)).text();
  const walls: number[] = [];
  const batchCpu: number[] = [];
  const perBatch = Math.max(1, Math.round(coldRenders / COLD_BATCHES));
  for (let batch = 0; batch < COLD_BATCHES; batch += 1) {
    const cpuBefore = cpuMs(pid);
    for (let n = 0; n < perBatch; n += 1) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}${separator}cold=${Date.now()}-${batch}-${n}`, {
        headers: { "accept-encoding": "gzip" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      walls.push(performance.now() - started);
    }
    batchCpu.push((cpuMs(pid) - cpuBefore) / perBatch);
  }
  const sorted = Float64Array.from(walls).sort();
  const cpuSorted = [...batchCpu].sort((a, b) => a - b);
  return {
    path,
    wallMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95) },
    cpuMsPerRender: { median: cpuSorted[Math.floor(cpuSorted.length / 2)]!, min: cpuSorted[0]! },
  };
}

interface LoadResult {
  path: string;
  visitor: string;
  requestsPerSecond: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** Answers drawn for their request rather than given from the page cache (no Age header). */
  drawn: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
}

async function load(origin: string, pid: number, path: string, visitor: string, cookie: string): Promise<LoadResult> {
  const samples: number[] = [];
  let drawn = 0;
  const cpuBefore = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin + path,
        connections,
        duration: durationSeconds,
        headers: { accept: "text/html", "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) },
        requests: [
          {
            // An answer without an Age was drawn for this request; one with an Age came from the page cache.
            onResponse: (_status, _body, _context, headers) => {
              if (headers?.age === undefined) drawn += 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, time) => samples.push(time));
  });
  const cpu = cpuMs(pid) - cpuBefore;
  const sorted = Float64Array.from(samples).sort();
  return {
    path,
    visitor,
    requestsPerSecond: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : null,
    drawn,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: result.requests.total ? cpu / result.requests.total : 0,
  };
}

const fmt = (value: number | null, digits = 1) => (value === null ? "–" : value.toFixed(digits));

async function main(): Promise<number> {
  return withProductionServer(
    async (server) => {
      const loadBefore = loadavg();
      const product = await productPath(server.origin);
      const browser = await launchBrowser();
      const signedIn = cookieHeader(await signInCookies(browser, server.origin, "seller@demo.oja.ng"));
      const withCart = await cartCookie(browser, server.origin + product);
      await browser.close();
      const paths = ["/", "/market", product];
      const visitors: [string, string][] = [
        ["signed out", ""],
        ["signed in", signedIn],
        ["with a cart", withCart],
      ];

      const cold: ColdResult[] = [];
      // What any request costs before a page is drawn (the HTTP server, the proxy's headers and nonce, a route
      // handler: /api/health), then /about, which reads no data: the floor that Next.js and React cost a page here.
      for (const path of ["/api/health", "/about", ...paths])
        cold.push(await coldRender(server.origin, server.pid, path));
      const loads: LoadResult[] = [];
      for (const path of paths)
        for (const [visitor, cookie] of visitors) {
          log(`${path} ${visitor}: ${durationSeconds} s at ${connections} connections…`);
          loads.push(await load(server.origin, server.pid, path, visitor, cookie));
        }
      const loadAfter = loadavg();

      const lines = [
        "",
        `Public pages — production build on the embedded database with the demo data; ${cpus().length} CPUs shared by the load generator and the server, load average ${loadBefore[0]?.toFixed(2)} before / ${loadAfter[0]?.toFixed(2)} after`,
        "",
        `Cold render (the page cache never holds the address), one request at a time, ${COLD_BATCHES} batches of ${Math.max(1, Math.round(coldRenders / COLD_BATCHES))} renders:`,
        renderTable(
          [
            { header: "page" },
            { header: "wall p50 ms", align: "right" },
            { header: "wall p95 ms", align: "right" },
            { header: "server CPU ms / render, median batch", align: "right" },
            { header: "quietest batch", align: "right" },
          ],
          cold.map((r) => [
            r.path,
            fmt(r.wallMs.p50),
            fmt(r.wallMs.p95),
            fmt(r.cpuMsPerRender.median),
            fmt(r.cpuMsPerRender.min),
          ]),
        ),
        "",
        `Load: ${connections} connections, ${durationSeconds} s each:`,
        renderTable(
          [
            { header: "page" },
            { header: "visitor" },
            { header: "pages/s", align: "right" },
            { header: "p50 ms", align: "right" },
            { header: "p95 ms", align: "right" },
            { header: "p99 ms", align: "right" },
            { header: "max ms", align: "right" },
            { header: "drawn", align: "right" },
            { header: "server CPU ms / page", align: "right" },
            { header: "non-2xx", align: "right" },
            { header: "errors", align: "right" },
          ],
          loads.map((r) => [
            r.path,
            r.visitor,
            fmt(r.requestsPerSecond, 0),
            fmt(r.p50, 2),
            fmt(r.p95, 2),
            fmt(r.p99, 2),
            fmt(r.max, 0),
            String(r.drawn),
            fmt(r.cpuMsPerRequest, 2),
            String(r.non2xx),
            String(r.errors),
          ]),
        ),
      ];
      process.stdout.write(lines.join("\n") + "\n");
      return 0;
    },
    undefined,
    { seed: true },
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);

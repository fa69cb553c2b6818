/**
 * npm run bench:web — builds and starts the production app, then loads every public route, and the dashboard's pages
 * signed in as the demo seller, in a cold mobile Chromium under slow 4G + 4× CPU and prints sizes and Web Vitals
 * against the budgets.
 * A report, not a test: budget misses do not change the exit code; only a crash does.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import {
  SLOW_4G,
  TBT_WINDOW_AFTER_LOAD_MS,
  launchBrowser,
  measureBenchmarkIndex,
  measurePage,
  mobileUserAgent,
  type PageMetrics,
} from "./lib/browser-metrics";
import type { Cookie } from "playwright-core";
import { PROJECT_DIR, fileTimestamp, log, withProductionServer } from "./lib/server";
import { cookieHeader, signInCookies } from "./lib/sign-in";
import { positiveInt, resolveRoute, routesFromEnv, warmServer } from "./lib/routes";
import { kb, median, ms, renderTable, withBudget } from "./lib/table";

const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/jobs",
  "/support",
  "/media",
  "/partners/couriers",
  "/no-such-page",
  "/auth/login",
  "/auth/signup",
  "/market",
  "/market/product",
  "/market/product?q=rice&sort=PRICE_ASC",
  "/market/product/category",
  "/market/product/category/phones-tablets",
  "/market/product/{product}",
  "/market/store/{store}",
  "/pricedesk",
  "/pricedesk/search?item={priceItem}",
  "/market/pricedesk",
  "/size-guide",
];

/** The seller's dashboard (issue #15), measured signed in as the demo seller; BENCH_DASHBOARD_ROUTES to choose ("" for none). */
const DEFAULT_DASHBOARD_ROUTES = [
  "/dashboard",
  "/dashboard/product/list",
  "/dashboard/product/grid",
  "/dashboard/product/add",
  "/dashboard/product/details?id={sellerProduct}",
  "/dashboard/stores",
  "/dashboard/vendor/profile",
  "/dashboard/users/profile",
  // Issue 24: the seller's orders, and the buying pages (the demo seller buys too; its cart is empty here).
  "/dashboard/orders/new",
  "/dashboard/orders/history",
  "/cart",
  "/checkout",
  "/account/orders",
];
const DASHBOARD_LOGIN = "seller@demo.oja.ng";

interface Budgets {
  firstLoadJsBytes: number;
  htmlBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything transferred, images included (product pages only). */
  totalBytes?: number;
}

/** Budgets for public pages (issue #2). Sizes are compressed (gzip) bytes. */
export const WEB_BUDGETS = {
  firstLoadJsBytes: 160 * 1024,
  htmlBytes: 30 * 1024,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.05,
  coldStartMs: 10_000,
};

/** Market, product, category and price-desk pages (issue #4); auth pages carry the forms and modal (issue #3). */
function budgetsFor(route: string): Budgets {
  // Issue #15: dashboard pages first-load JS ≤ 230 KB gzip and TBT ≤ 200 ms on the throttled phone.
  if (route.startsWith("/dashboard"))
    return { ...WEB_BUDGETS, firstLoadJsBytes: 230 * 1024, htmlBytes: 60 * 1024, tbtMs: 200 };
  if (/^\/(market|pricedesk)/.test(route)) {
    const productPage = /^\/market\/product\/(?!category)[^/?]+/.test(route);
    return {
      ...WEB_BUDGETS,
      firstLoadJsBytes: 170 * 1024,
      htmlBytes: 40 * 1024,
      totalBytes: productPage ? 500 * 1024 : undefined,
    };
  }
  if (route.startsWith("/auth/")) return { ...WEB_BUDGETS, firstLoadJsBytes: 190 * 1024 };
  // Issue 24: the cart and the checkout work without scripts; what they load stays under the market's budget.
  if (/^\/(cart|checkout|account)/.test(route))
    return { ...WEB_BUDGETS, firstLoadJsBytes: 170 * 1024, htmlBytes: 40 * 1024 };
  return WEB_BUDGETS;
}

const requestedRoutes = routesFromEnv(DEFAULT_ROUTES);
const dashboardRoutes = (process.env.BENCH_DASHBOARD_ROUTES ?? DEFAULT_DASHBOARD_ROUTES.join(","))
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const runsPerRoute = positiveInt("BENCH_RUNS", 1);
const settleMs = positiveInt("BENCH_SETTLE_MS", TBT_WINDOW_AFTER_LOAD_MS);

interface RouteResult {
  route: string;
  status: number | null;
  error?: string;
  /** Median over the runs (one run by default). */
  htmlBytes: number | null;
  firstLoadJsBytes: number | null;
  totalTransferBytes: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  runs: PageMetrics[];
}

function medianOf(runs: PageMetrics[], pick: (run: PageMetrics) => number | null): number | null {
  return median(runs.map(pick).filter((v): v is number => v !== null));
}

async function measureRoute(origin: string, route: string, cookies?: Cookie[]): Promise<RouteResult> {
  const runs: PageMetrics[] = [];
  for (let i = 0; i < runsPerRoute; i++) {
    // A fresh browser and context per load: nothing cached, no warm connections.
    const browser = await launchBrowser();
    try {
      runs.push(
        await measurePage(browser, origin + route, {
          userAgent: mobileUserAgent(browser.version()),
          settleMs,
          cookies,
        }),
      );
    } finally {
      await browser.close();
    }
  }
  return {
    route,
    status: runs[0]?.status ?? null,
    htmlBytes: medianOf(runs, (r) => r.htmlBytes),
    firstLoadJsBytes: medianOf(runs, (r) => r.firstLoadJsBytes),
    totalTransferBytes: medianOf(runs, (r) => r.totalTransferBytes),
    lcpMs: medianOf(runs, (r) => r.lcpMs),
    tbtMs: medianOf(runs, (r) => r.tbtMs),
    cls: medianOf(runs, (r) => r.cls),
    runs,
  };
}

async function main(): Promise<number> {
  const startedAt = new Date();
  return withProductionServer(
    async (server, build) => {
      const routes: string[] = [];
      for (const route of requestedRoutes) {
        try {
          routes.push(await resolveRoute(server.origin, route));
        } catch (error) {
          log(`${route}: ${error instanceof Error ? error.message : String(error)}`);
          routes.push(route);
        }
      }
      await warmServer(server.origin, routes, log);
      const browser = await launchBrowser();
      const chromiumVersion = browser.version();
      const benchmarkIndex = await measureBenchmarkIndex(browser);
      const cookies = dashboardRoutes.length > 0 ? await signInCookies(browser, server.origin, DASHBOARD_LOGIN) : [];
      await browser.close();
      const signedIn = { cookie: cookieHeader(cookies) };
      const privateRoutes: string[] = [];
      for (const route of dashboardRoutes) {
        try {
          privateRoutes.push(await resolveRoute(server.origin, route, signedIn));
        } catch (error) {
          log(`${route}: ${error instanceof Error ? error.message : String(error)}`);
          privateRoutes.push(route);
        }
      }
      await warmServer(server.origin, privateRoutes, log, signedIn);
      const privateSet = new Set(privateRoutes);
      routes.push(...privateRoutes);

      const results: RouteResult[] = [];
      const loadBefore = loadavg();
      for (const route of routes) {
        log(`measuring ${route}${runsPerRoute > 1 ? ` (${runsPerRoute} runs)` : ""}…`);
        try {
          const exited = server.exited();
          if (exited) throw new Error(`the server is no longer running (${exited})`);
          results.push(await measureRoute(server.origin, route, privateSet.has(route) ? cookies : undefined));
        } catch (error) {
          const message = error instanceof Error ? (error.message.split("\n")[0] ?? String(error)) : String(error);
          log(`  ${route} could not be measured: ${message}`);
          if (server.exited()) log(`  server output:\n${server.output().split("\n").slice(-30).join("\n")}`);
          results.push({
            route,
            status: null,
            error: message,
            htmlBytes: null,
            firstLoadJsBytes: null,
            totalTransferBytes: null,
            lcpMs: null,
            tbtMs: null,
            cls: null,
            runs: [],
          });
        }
      }

      const loadAfter = loadavg();
      const table = renderTable(
        [
          { header: "route" },
          { header: "status", align: "right" },
          { header: "HTML gzip KB", align: "right" },
          { header: "first-load JS gzip KB", align: "right" },
          { header: "total KB", align: "right" },
          { header: "LCP ms", align: "right" },
          { header: "TBT ms", align: "right" },
          { header: "CLS", align: "right" },
        ],
        results.map((r) => {
          const b = budgetsFor(r.route);
          return [
            r.route,
            r.error ? "ERR" : String(r.status ?? "–"),
            withBudget(kb(r.htmlBytes), r.htmlBytes, b.htmlBytes, kb(b.htmlBytes)),
            withBudget(kb(r.firstLoadJsBytes), r.firstLoadJsBytes, b.firstLoadJsBytes, kb(b.firstLoadJsBytes)),
            b.totalBytes
              ? withBudget(kb(r.totalTransferBytes), r.totalTransferBytes, b.totalBytes, kb(b.totalBytes))
              : kb(r.totalTransferBytes),
            withBudget(ms(r.lcpMs), r.lcpMs, b.lcpMs, String(b.lcpMs)),
            withBudget(ms(r.tbtMs), r.tbtMs, b.tbtMs, String(b.tbtMs)),
            withBudget(r.cls === null ? "–" : r.cls.toFixed(3), r.cls, b.cls, String(b.cls)),
          ];
        }),
      );

      const coldStart = withBudget(
        `${Math.round(server.coldStartMs)} ms`,
        server.coldStartMs,
        WEB_BUDGETS.coldStartMs,
        `${WEB_BUDGETS.coldStartMs} ms`,
      );
      const lines = [
        "",
        `Web benchmark — ${SLOW_4G.name}, viewport 360x740, cold cache, Chromium ${chromiumVersion}`,
        `Build: ${build.skipped ? "reused (BENCH_SKIP_BUILD=1)" : `${(build.durationMs / 1000).toFixed(1)} s`}   Cold start (spawn → /api/health 200): ${coldStart}`,
        `Runs per route: ${runsPerRoute}${runsPerRoute > 1 ? " (medians shown)" : ""}   Observed until load + ${settleMs} ms; TBT window FCP → load + ${TBT_WINDOW_AFTER_LOAD_MS} ms`,
        `Host: ${cpus().length} CPUs, load average ${loadBefore[0]?.toFixed(2)} before / ${loadAfter[0]?.toFixed(2)} after, ` +
          `Lighthouse BenchmarkIndex ${benchmarkIndex} unthrottled (4x CPU is meant for ~1000–2000; timings compare only between quiet runs on similar hosts)`,
        "",
        table,
        "",
      ];
      for (const r of results.filter((r) => r.error)) lines.push(`${r.route}: ${r.error}`);
      process.stdout.write(lines.join("\n") + "\n");

      const resultsDir = path.join(PROJECT_DIR, "bench/results");
      mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, `web-${fileTimestamp(startedAt)}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            kind: "web",
            startedAt: startedAt.toISOString(),
            chromiumVersion,
            profile: SLOW_4G,
            viewport: { width: 360, height: 740 },
            runsPerRoute,
            settleMs,
            build,
            coldStartMs: server.coldStartMs,
            host: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter, benchmarkIndex },
            budgets: WEB_BUDGETS,
            routes: results.map((r) => {
              const b = budgetsFor(r.route);
              return {
                ...r,
                budgets: b,
                withinBudget: {
                  htmlBytes: r.htmlBytes !== null && r.htmlBytes <= b.htmlBytes,
                  firstLoadJsBytes: r.firstLoadJsBytes !== null && r.firstLoadJsBytes <= b.firstLoadJsBytes,
                  lcpMs: r.lcpMs !== null && r.lcpMs <= b.lcpMs,
                  tbtMs: r.tbtMs !== null && r.tbtMs <= b.tbtMs,
                  cls: r.cls !== null && r.cls <= b.cls,
                  totalBytes:
                    b.totalBytes === undefined ||
                    (r.totalTransferBytes !== null && r.totalTransferBytes <= b.totalBytes),
                },
              };
            }),
          },
          null,
          2,
        ),
      );
      process.stdout.write(`Results written to ${path.relative(PROJECT_DIR, file)}\n`);
      // Budget misses are reported, not failed; a route that could not be measured at all is a crash.
      return results.some((r) => r.error) ? 1 : 0;
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

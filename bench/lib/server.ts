/**
 * Builds the production app into its own dist folder, starts what `npm start` runs (src/server/server.ts) on a free port, measures the
 * cold start (spawn → GET /api/health 200) and always stops the server again (normal end, error, SIGINT).
 * Shared by bench/web.bench.ts and bench/api.bench.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { forgetRuntimeRenders } from "../../scripts/next-build-cache";

export const PROJECT_DIR = path.resolve(import.meta.dirname, "../..");
/** BENCH_DIST_DIR lets two benchmark runs build side by side. */
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";
/** Budget for spawn → first healthy answer. */
export const COLD_START_BUDGET_MS = 10_000;
/** Give up waiting for health after this long (the budget above is only reported, this one aborts). */
const COLD_START_TIMEOUT_MS = 60_000;

/** The local Next.js CLI, i.e. what `npx next` resolves to, without the npm CLI's own start-up time. */
const NEXT_BIN = path.join(PROJECT_DIR, "node_modules/next/dist/bin/next");
// What `npm start` runs (Next.js plus the GraphQL fast path), without npm's own start-up time.
// BENCH_CPU_PROFILE_DIR=dir: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const SERVER_ENTRY = [
  ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
  "--import",
  "tsx",
  path.join(PROJECT_DIR, "src/server/server.ts"),
];

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** A TCP port nobody listens on right now (asked from the OS, then released). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("could not find a free port"))));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------------------

export interface BuildResult {
  skipped: boolean;
  durationMs: number;
}

/**
 * `next build` adds `<distDir>/types/**` entries to tsconfig.json's "include" and points next-env.d.ts at the
 * dist folder it builds into. Both files are shared with the engineers working in this tree (who may be
 * building into folders of their own at the same time), so after a benchmark build only the entries this
 * build added are taken out again; any other change is left exactly as it is.
 */
function snapshotProjectFiles(distDir: string): () => void {
  const tsconfigPath = path.join(PROJECT_DIR, "tsconfig.json");
  const nextEnvPath = path.join(PROJECT_DIR, "next-env.d.ts");
  const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : null);
  const ours = (entry: string) => entry.startsWith(`${distDir}/`);
  const includeOf = (text: string | null): string[] => {
    try {
      const include = text === null ? [] : (JSON.parse(text) as { include?: unknown }).include;
      return Array.isArray(include) ? include.filter((e): e is string => typeof e === "string") : [];
    } catch {
      return [];
    }
  };
  const tsconfigBefore = read(tsconfigPath);
  const hadOurs = new Set(includeOf(tsconfigBefore).filter(ours));
  const nextEnvBefore = read(nextEnvPath);

  return () => {
    const now = read(tsconfigPath);
    if (now !== null && now !== tsconfigBefore) {
      try {
        const config = JSON.parse(now) as { include?: unknown };
        const include = Array.isArray(config.include) ? (config.include as unknown[]) : [];
        const added = include.filter((e): e is string => typeof e === "string" && ours(e) && !hadOurs.has(e));
        // Next.js writes the file as 2-space JSON; only rewrite a file that is in that form, so nothing else moves.
        if (added.length > 0 && JSON.stringify(config, null, 2) + "\n" === now.replace(/\r\n/g, "\n")) {
          config.include = include.filter((e) => !added.includes(e as string));
          writeFileSync(tsconfigPath, JSON.stringify(config, null, 2) + "\n");
          log(`took ${added.join(", ")} out of tsconfig.json again (added by next build)`);
        } else if (added.length > 0) {
          log(`next build added ${added.join(", ")} to tsconfig.json; left in place (file not in the expected format)`);
        }
      } catch {
        log("tsconfig.json is not plain JSON after the build; left as it is");
      }
    }
    const nextEnvNow = read(nextEnvPath);
    if (
      nextEnvBefore !== null &&
      nextEnvNow !== null &&
      nextEnvNow !== nextEnvBefore &&
      nextEnvNow.includes(`./${distDir}/`)
    ) {
      writeFileSync(nextEnvPath, nextEnvBefore);
      log("restored next-env.d.ts (next build had pointed it at the benchmark build)");
    }
  };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
    tracked.add(child);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.BENCH_VERBOSE === "1") process.stderr.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", reject);
    child.once("close", (code) => {
      tracked.delete(child);
      resolve({ code, output });
    });
  });
}

/** Production build into `.next-bench` (skipped when BENCH_SKIP_BUILD=1 and a finished build is there). */
export async function buildApp(distDir = BENCH_DIST_DIR): Promise<BuildResult> {
  const buildIdFile = path.join(PROJECT_DIR, distDir, "BUILD_ID");
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(buildIdFile)) {
    log(`BENCH_SKIP_BUILD=1: reusing ${distDir} (build ${readFileSync(buildIdFile, "utf8").trim()})`);
    // Pages the last run rendered (ISR) came from its database, which may not be this run's (scripts/next-build-cache.ts).
    forgetRuntimeRenders(path.join(PROJECT_DIR, distDir));
    return { skipped: true, durationMs: 0 };
  }
  log(`building the production app into ${distDir} (set BENCH_VERBOSE=1 to see next build's output)…`);
  const restore = snapshotProjectFiles(distDir);
  pendingCleanups.add(restore);
  const started = performance.now();
  let result: { code: number | null; output: string };
  try {
    result = await run(process.execPath, [NEXT_BIN, "build"], {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
    });
  } finally {
    pendingCleanups.delete(restore);
    restore();
  }
  const durationMs = performance.now() - started;
  if (result.code !== 0) {
    process.stderr.write(result.output.split("\n").slice(-60).join("\n") + "\n");
    throw new Error(`next build failed with exit code ${result.code}`);
  }
  log(`built in ${(durationMs / 1000).toFixed(1)} s`);
  return { skipped: false, durationMs };
}

// ---------------------------------------------------------------------------------------------------------
// Start / stop
// ---------------------------------------------------------------------------------------------------------

export interface RunningServer {
  origin: string;
  port: number;
  /** The server's process id (it leads its own process group), for reading its CPU time (/proc/<pid>/stat). */
  pid: number;
  /** ms from spawn until GET /api/health first answered 200. */
  coldStartMs: number;
  coldStartBudgetMs: number;
  /** The last lines the server printed (for diagnosing failures). */
  output(): string;
  /** null while running; otherwise how it ended ("exit code 1", "signal SIGKILL"). */
  exited(): string | null;
  stop(): Promise<void>;
}

/** Child processes and temp folders still to clean up if the benchmark ends abruptly. */
const tracked = new Set<ChildProcess>();
const tempDirs = new Set<string>();
/** Undo steps (tsconfig.json / next-env.d.ts) still owed if a build is interrupted. */
const pendingCleanups = new Set<() => void>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The server runs in its own process group (detached), so this reaches it and any worker it forked.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(forceKill);
      resolve();
    });
    killGroup(child, "SIGTERM");
  });
}

function removeTempDirs(): void {
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
}

let exitHooksInstalled = false;
let shuttingDown = false;

/** Last-resort cleanup: SIGINT/SIGTERM and process exit kill what we started and remove the temp folders. */
function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    shuttingDown = true;
    log(`${signal}: stopping the server and cleaning up`);
    void Promise.all([...tracked].map(stopChild)).finally(() => {
      for (const cleanup of pendingCleanups) cleanup();
      removeTempDirs();
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    for (const child of tracked) killGroup(child, "SIGKILL");
    removeTempDirs();
  });
}

async function waitForHealth(origin: string, child: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < COLD_START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it became healthy`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server did not answer GET /api/health with 200 within ${COLD_START_TIMEOUT_MS / 1000} s`);
}

export interface ServerOptions {
  /** Run `npm run db:seed` (demo accounts and the default market) before the server starts. */
  seed?: boolean;
  /** Arguments for that seed (e.g. `["--products", "600", "--pictures", "1"]`). */
  seedArgs?: string[];
}

/** The demo data the market pages need; on the embedded database it must run before the server opens the folder. */
async function seedDatabase(env: NodeJS.ProcessEnv, args: string[] = []): Promise<void> {
  const started = performance.now();
  const result = await run(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/seed.ts", ...args],
    env,
  );
  if (result.code !== 0)
    throw new Error(`npm run db:seed failed (exit ${result.code}):\n${result.output.slice(-4_000)}`);
  log(`database seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Starts the production server on a free port with a fresh embedded database (the app migrates it at start) and
 * returns once GET /api/health answers 200.
 */
export async function startServer(distDir = BENCH_DIST_DIR, options: ServerOptions = {}): Promise<RunningServer> {
  installExitHooks();
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "oja-bench-pglite-"));
  tempDirs.add(dataDir);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: origin,
    APP_URL: origin,
    PGLITE_DATA_DIR: dataDir,
    // The embedded database by default; a developer's .env.local must not point it elsewhere. BENCH_DATABASE_URL /
    // BENCH_REDIS_URL measure a PostgreSQL server (e.g. one seeded with 100,000 products) and Redis instead.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    REDIS_URL: process.env.BENCH_REDIS_URL ?? "",
    // The load generator stands in for a proxy on this machine: its X-Forwarded-For keeps scenarios' limits apart.
    TRUSTED_PROXIES: "loopback",
    // bench:api fires thousands of searches a second from a handful of addresses: the search budget would refuse them.
    GRAPHQL_SEARCHES_PER_MINUTE: "0",
  };
  // A copy of an embedded database seeded before (BENCH_SEEDED_DATA_DIR) spares the ~3 minutes of seeding per run.
  const seeded = process.env.BENCH_SEEDED_DATA_DIR;
  if (options.seed && seeded && !process.env.BENCH_DATABASE_URL && !options.seedArgs)
    cpSync(seeded, dataDir, { recursive: true });
  else if (options.seed) await seedDatabase(env, options.seedArgs);

  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_ENTRY, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: PROJECT_DIR,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  tracked.add(child);
  child.once("exit", () => tracked.delete(child));

  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.BENCH_VERBOSE === "1") process.stderr.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping && !shuttingDown)
      log(`the server exited unexpectedly (${code !== null ? `exit code ${code}` : `signal ${signal}`})`);
  });

  const stop = async () => {
    stopping = true;
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
  };

  try {
    const coldStartMs = await waitForHealth(origin, child, started);
    log(`server up on ${origin}, cold start ${Math.round(coldStartMs)} ms`);
    const exited = () =>
      child.exitCode !== null
        ? `exit code ${child.exitCode}`
        : child.signalCode !== null
          ? `signal ${child.signalCode}`
          : null;
    return {
      origin,
      port,
      pid: child.pid!,
      coldStartMs,
      coldStartBudgetMs: COLD_START_BUDGET_MS,
      output: () => output,
      exited,
      stop,
    };
  } catch (error) {
    process.stderr.write(`--- server output ---\n${output}\n---------------------\n`);
    await stop();
    throw error;
  }
}

/** Build (unless skipped), start, run `body`, and stop the server whatever happens. */
export async function withProductionServer<T>(
  body: (server: RunningServer, build: BuildResult) => Promise<T>,
  distDir = BENCH_DIST_DIR,
  options: ServerOptions = {},
): Promise<T> {
  installExitHooks();
  const build = await buildApp(distDir);
  const server = await startServer(distDir, options);
  try {
    return await body(server, build);
  } finally {
    await server.stop();
    log("server stopped");
  }
}

/** ISO-ish timestamp usable in a file name: 2025-01-31T12-00-00Z. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

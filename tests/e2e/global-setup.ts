/**
 * Browser-test global setup: checks for Chromium, builds the app into .next-e2e, starts it with `npm start`'s server (src/server/server.ts) in
 * production mode on a free port (fresh PGlite folder, or E2E_DATABASE_URL), waits for /api/health, and provides
 * the address to the tests. Teardown stops the server and removes the data folder.
 *
 * SKIP_BROWSER_TESTS=1 skips all of it (the test files skip themselves); E2E_SKIP_BUILD=1 reuses an existing
 * .next-e2e build, without the pages its last server rendered from another database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, createWriteStream, existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { TestProject } from "vitest/node";
import "../setup/provided-context";
import { forgetRuntimeRenders } from "../../scripts/next-build-cache";
import { startOidcProvider, type OidcTestProvider } from "./support/oidc-provider";

const root = process.cwd();
const DIST_DIR = ".next-e2e";
const CHROMIUM_MISSING =
  "Chromium not found: install it with `sudo apt-get install chromium` (Debian) or set CHROMIUM_PATH, or set SKIP_BROWSER_TESTS=1 to skip browser tests";

const LOCK_FILE = path.join(root, "test-results", "e2e-run.lock");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One browser-test run at a time per checkout: a second run would rebuild .next-e2e under the first one's server.
 * The lock holds the owner's pid; a lock whose owner is gone is taken over.
 */
async function acquireRunLock(timeoutMs = 20 * 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  await mkdir(path.dirname(LOCK_FILE), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(LOCK_FILE, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(LOCK_FILE, "utf8").trim() || "0");
    if (!owner || !alive(owner)) {
      rmSync(LOCK_FILE, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`Another browser-test run (pid ${owner}) holds ${LOCK_FILE}; gave up waiting.`);
    if (!announced) console.log(`[e2e] waiting for another browser-test run (pid ${owner}) to finish …`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The environment for build and server: hermetic, so a developer's .env.local or shell cannot redirect it. */
function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  delete env.NODE_OPTIONS;
  delete env.VITEST;
  delete env.VITEST_MODE;
  return env;
}

/**
 * `next build` adds "<distDir>/types/**" entries to tsconfig.json's include list when the build folder is not
 * .next. Only this harness builds into .next-e2e, so take those entries out again (line by line, leaving the rest
 * of the file, and anyone else's edits, exactly as they are).
 */
function removeDistDirFromTsconfig(): void {
  const file = path.join(root, "tsconfig.json");
  if (!existsSync(file)) return;
  const text = readFileSync(file, "utf8");
  if (!text.includes(`"${DIST_DIR}/`)) return;
  const cleaned = text
    .split("\n")
    .filter((line) => !line.trim().startsWith(`"${DIST_DIR}/`))
    .join("\n")
    .replace(/,(\s*\])/g, "$1");
  try {
    const expected = JSON.parse(text) as { include?: string[] };
    expected.include = expected.include?.filter((entry) => !entry.startsWith(`${DIST_DIR}/`));
    if (isDeepStrictEqual(JSON.parse(cleaned), expected)) writeFileSync(file, cleaned);
  } catch {
    // not plain JSON: leave it alone
  }
}

/** Runs a command to its end, keeping the tail of its output for an error message. */
function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const output = { stdout: "", stderr: "" };
    child.stdout.on("data", (chunk: Buffer) => (output.stdout = (output.stdout + chunk.toString()).slice(-8000)));
    child.stderr.on("data", (chunk: Buffer) => (output.stderr = (output.stderr + chunk.toString()).slice(-8000)));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, ...output }));
  });
}

async function build(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    // The database is new: pages the last run rendered from its own would come back (scripts/next-build-cache.ts).
    forgetRuntimeRenders(path.join(root, DIST_DIR));
    return;
  }
  const started = Date.now();
  console.log(`[e2e] next build → ${DIST_DIR} …`);
  const result = await runToEnd("npx", ["next", "build"], appEnv({ NODE_ENV: "production" }));
  removeDistDirFromTsconfig();
  if (result.status !== 0) {
    throw new Error(
      `next build failed (exit ${result.status}):\n${(result.stdout ?? "").slice(-4000)}\n${(result.stderr ?? "").slice(-4000)}`,
    );
  }
  console.log(`[e2e] built in ${Math.round((Date.now() - started) / 1000)}s`);
}

/** Catalogue size for the browser tests: enough for several pages of listings, quick to generate. */
const E2E_PRODUCTS = "300";

/**
 * The market pages need a market: the demo seed (accounts, categories, vendors, a small catalogue with its pictures
 * and a year of price-desk history) goes into the fresh database before the server opens it (PGlite allows one
 * process per data folder).
 */
async function seedMarket(env: NodeJS.ProcessEnv): Promise<void> {
  const started = Date.now();
  console.log(`[e2e] seeding the demo market (${E2E_PRODUCTS} products) …`);
  const result = await runToEnd(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/seed.ts", "--products", E2E_PRODUCTS, "--pictures", "1"],
    env,
  );
  if (result.status !== 0) {
    throw new Error(
      `db:seed failed (exit ${result.status}):\n${(result.stdout ?? "").slice(-4000)}\n${(result.stderr ?? "").slice(-4000)}`,
    );
  }
  console.log(`[e2e] seeded in ${Math.round((Date.now() - started) / 1000)}s`);
}

async function waitForHealth(
  baseURL: string,
  server: ChildProcess,
  logFile: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The app did not become healthy at ${baseURL}/api/health within ${timeoutMs / 1000}s (${last}); see ${logFile}`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve();
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-server.pid!, signal); // the whole group: the server and its workers
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => kill("SIGKILL"), 5_000);
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    kill("SIGTERM");
  });
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (process.env.SKIP_BROWSER_TESTS === "1") {
    console.log("[e2e] SKIP_BROWSER_TESTS=1: browser tests are skipped");
    project.provide("skipBrowserTests", true);
    project.provide("baseURL", "");
    project.provide("chromiumPath", "");
    project.provide("oidcIssuer", "");
    return;
  }
  if (!existsSync(chromiumPath)) throw new Error(CHROMIUM_MISSING);

  const releaseLock = await acquireRunLock();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-e2e-"));
  const databaseUrl = process.env.E2E_DATABASE_URL;
  // The seed and the server share the database and the folder of product pictures.
  const dataEnv = {
    DATABASE_URL: databaseUrl ?? "",
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    MEDIA_DIR: path.join(dataDir, "media"),
  };
  // The build (CPU) and the seed (mostly the database) overlap well: together they take about the longer of the two.
  const prepared = await Promise.allSettled([
    build(),
    seedMarket(appEnv({ ...dataEnv, REDIS_URL: "", LOG_LEVEL: "warn" })),
  ]);
  const failed = prepared.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failed) {
    await rm(dataDir, { recursive: true, force: true });
    releaseLock();
    throw failed.reason;
  }

  const port = await freePort();
  // Bind to "localhost", not 127.0.0.1: with `-H 127.0.0.1` Next.js builds the proxy's request.nextUrl with host
  // "localhost" but the server's own URL with 127.0.0.1, so src/proxy.ts's same-URL rewrite (the 503 for pending
  // routes) is treated as an external rewrite and proxied back to itself until the socket hangs up (HTTP 500).
  const baseURL = `http://localhost:${port}`;
  // A local OpenID provider stands in for Google (tests/e2e/oauth-google.test.ts); the app needs its issuer at start.
  let oidc: OidcTestProvider;
  try {
    let oidcPort = await freePort();
    while (oidcPort === port) oidcPort = await freePort();
    oidc = await startOidcProvider({ port: oidcPort, redirectUri: `${baseURL}/api/auth/callback/google` });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    releaseLock();
    throw error;
  }
  const resultsDir = path.join(root, "test-results");
  await mkdir(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, "e2e-server.log");
  const log = createWriteStream(logFile);

  const server = spawn(
    process.execPath,
    ["--import", "tsx", "src/server/server.ts", "-p", String(port), "-H", "localhost"],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: appEnv({
        NODE_ENV: "production",
        PORT: String(port),
        NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
        NEXTAUTH_URL: baseURL,
        APP_URL: baseURL,
        // Empty values are "unset" for the app and stop Next from filling them from .env files.
        ...dataEnv,
        REDIS_URL: "",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        // The browser tests read one-time codes from /api/dev/outbox (allowed only because APP_URL is local).
        DEV_OUTBOX_IN_PRODUCTION: "1",
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: oidc.clientSecret,
        GOOGLE_ISSUER: oidc.issuer,
      }),
    },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const teardown = async () => {
    await stop(server);
    await oidc.close();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    releaseLock();
  };

  try {
    await waitForHealth(baseURL, server, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `[e2e] app ready at ${baseURL} (${databaseUrl ? "PostgreSQL" : "PGlite"}); server log: ${path.relative(root, logFile)}`,
  );

  project.provide("skipBrowserTests", false);
  project.provide("baseURL", baseURL);
  project.provide("chromiumPath", chromiumPath);
  project.provide("oidcIssuer", oidc.issuer);
  return teardown;
}

/**
 * npm run bench:checkout (or BENCH_SCENARIOS=checkout npm run bench:api) — issue 24: BENCH_BUYERS (50) buyers checking
 * out varied carts at once for BENCH_DURATION (30) s against the production build on a scratch PostgreSQL database
 * with Redis, paying on the app's test gateway, whose signed webhooks settle the payments. Then it waits for the jobs
 * to finish, checks the books (bench/checkout/verify.ts) and reports checkouts/s, requests/s, the checkOut request's
 * latency, CPU per checkout and where the time went (bench/checkout/report.ts). A report: it exits 1 only on a crash,
 * a failed check or a failed request.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import postgres, { type Sql } from "postgres";
import { runBuyers } from "./checkout/buyers";
import { databaseDelta, hostBusyMs, processGroupCpuMs, sampleDatabase, threadSchedMs } from "./checkout/cpu";
import { summarizeProfile } from "./checkout/profile";
import { prepareListings, registerBuyers } from "./checkout/prepare";
import { report, type Measured } from "./checkout/report";
import { createScratchDatabase, pickScratchRedis } from "./checkout/scratch";
import { verify, waitForSettled } from "./checkout/verify";
import { BENCH_DIST_DIR, buildApp, log, startServer } from "./lib/server";

const durationSeconds = Math.max(1, Number(process.env.BENCH_DURATION) || 30);
const buyerCount = Math.max(1, Number(process.env.BENCH_BUYERS) || 50);
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
/** A smaller market than the demo's default 1,500 products: it only has to hold the sellers bought from. */
const SEED_ARGS = ["--products", "600", "--pictures", "1"];

/** CLOCK_MONOTONIC in µs, the clock V8 stamps CPU profiles with. */
const micros = () => Number(process.hrtime.bigint() / 1000n);

async function measure(sql: Sql, database: string, origin: string, pid: number): Promise<Measured> {
  const listings = await prepareListings(sql);
  const preparedAt = new Date();
  const buyers = await registerBuyers(origin, buyerCount);
  const loadBefore = loadavg();
  const fromUs = micros();
  const cpu0 = processGroupCpuMs(pid);
  const [host0, sched0, client0] = [hostBusyMs(), threadSchedMs(pid), process.cpuUsage()];
  const db0 = await sampleDatabase(sql, database);
  log(`${buyerCount} buyers checking out for ${durationSeconds} s…`);
  const load = await runBuyers(origin, buyers, listings, durationSeconds);
  const cpu1 = processGroupCpuMs(pid);
  const [host1, sched1, client1] = [hostBusyMs(), threadSchedMs(pid), process.cpuUsage(client0)];
  const db1 = await sampleDatabase(sql, database);
  const loadAfter = loadavg();
  log(`load done: ${load.placed.length} checkouts placed; waiting for the jobs to settle…`);
  const settled = await waitForSettled(sql, load.placed);
  const cpu2 = processGroupCpuMs(pid);
  const db2 = await sampleDatabase(sql, database);
  const toUs = micros();
  log(`settled in ${(settled.settledMs / 1000).toFixed(1)} s; checking the books…`);
  const buyerIds = buyers.map((buyer) => buyer.userId);
  const verified = await verify(sql, load.placed, buyerIds, listings, preparedAt);
  return {
    buyers: buyerCount,
    durationSeconds,
    listings,
    load,
    settled,
    verified,
    loadAverage: { before: loadBefore, after: loadAfter },
    window: { fromUs, toUs },
    serverCpuMs: { load: cpu1 - cpu0, withSettling: cpu2 - cpu0 },
    during: {
      hostBusyMs: host1 - host0,
      clientCpuMs: (client1.user + client1.system) / 1000,
      eventLoop: { runMs: sched1.runMs - sched0.runMs, waitMs: sched1.waitMs - sched0.waitMs },
    },
    database: { load: databaseDelta(db0, db1), withSettling: databaseDelta(db0, db2) },
  };
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const build = await buildApp();
  const database = await createScratchDatabase();
  const redis = await pickScratchRedis().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  // The server gets these (bench/lib/server.ts); prepareListings's in-process services read DATABASE_URL.
  Object.assign(process.env, {
    NODE_ENV: "production",
    BENCH_DATABASE_URL: database.url,
    BENCH_REDIS_URL: redis.url,
    DATABASE_URL: database.url,
    // The production build keeps the development outbox (the buyers' codes) and the test gateway, as `--demo` does.
    DEV_OUTBOX_IN_PRODUCTION: "1",
  });
  process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
  // One connection: verify() keeps its working tables in the session.
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const server = await startServer(BENCH_DIST_DIR, { seed: true, seedArgs: SEED_ARGS });
    let measured: Measured;
    try {
      measured = await measure(sql, database.name, server.origin, server.pid);
    } finally {
      await server.stop();
      log("server stopped");
    }
    const profile = profileDir
      ? summarizeProfile(profileDir, startedAt, measured.window.fromUs, measured.window.toUs)
      : null;
    return report(measured, profile, { build, coldStartMs: server.coldStartMs, startedAt });
  } finally {
    await sql.end();
    const { databaseHandle } = await import("@/db/client");
    await databaseHandle()
      .close()
      .catch(() => {});
    await redis
      .flush()
      .catch((error: unknown) => log(`could not empty Redis database ${redis.index}: ${String(error)}`));
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);

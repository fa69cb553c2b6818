/**
 * The end-to-end proof of issue 22 (docs/decisions/0018-job-runner.md): a process commits a listing's new price and a
 * vendor's suspension and is killed before anything handles their events; a runner started afterwards on the same
 * database feeds the price desk and purges the shared answers, each exactly once, and a replayed job does nothing.
 * On PostgreSQL (TEST_DATABASE_URL: a database of its own) and on PGlite (a data directory on disk, which two
 * processes can open one after the other).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, expect, inject, it } from "vitest";
import { databaseHandle, openDatabase, useDatabaseHandle, type DatabaseHandle } from "@/db/client";
import { createPglite } from "@/db/pglite";
import { domainEventHandlings, domainEvents } from "@/jobs/domain-events.schema";
import { runDueJobs, sendJob } from "@/jobs/job-runner";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
import { staffMembers } from "@/modules/identity/identity.schema";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { jobHandlers, startJobs } from "@/server/job-handlers";
import { createCategory, createPriceItem, createProduct, createUser, createVendor } from "../factories";

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const testsHandle = databaseHandle();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  useDatabaseHandle(testsHandle);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the two processes meet: a PostgreSQL database of this test's own, or a PGlite folder. */
async function sharedDatabase(): Promise<{ open: () => DatabaseHandle; env: Record<string, string> }> {
  if (serverUrl) {
    const name = `jobs_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const migrating = openDatabase({ url: url.toString() });
    await migrating.migrate();
    await migrating.close();
    return { open: () => openDatabase({ url: url.toString() }), env: { CRASH_DATABASE_URL: url.toString() } };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "oja-jobs-crash-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  // The migrated template of the global setup, unpacked into the folder (skips initdb and the migrations).
  const template = inject("pgliteTemplatePath");
  const client = createPglite({ dataDir: dir, loadDataDir: new Blob([await readFile(path.resolve(template))]) });
  await client.close();
  return { open: () => openDatabase({ dataDir: dir }), env: { CRASH_PGLITE_DIR: dir } };
}

function runChild(
  env: Record<string, string>,
): Promise<{ signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "crash-child.ts")],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (_code, signal) => resolve({ signal, stdout, stderr }));
  });
}

it("events committed by a process killed before handling them are handled once by the next runner", async () => {
  const shared = await sharedDatabase();

  // Fixtures: a live listing linked to a price item, its approved vendor, another vendor to suspend (a suspended
  // vendor's offers leave the desk, issue 23), and a staff reviewer.
  let db = shared.open();
  useDatabaseHandle(db);
  const vendor = await createVendor({ displayName: "Kano Grains Depot" });
  const suspended = await createVendor({ displayName: "Kano Grains Annex" });
  const category = await createCategory({ parentId: (await createCategory({ name: "Foodstuff" })).id, name: "Rice" });
  const item = await createPriceItem();
  const product = await createProduct({ vendorId: vendor.id, categoryId: category.id, priceItemId: item.id });
  const reviewer = await createUser({ firstName: "Halima" });
  await db.db.insert(staffMembers).values({ userId: reviewer.id, role: "ADMIN" });
  await db.close();

  const child = await runChild({
    ...shared.env,
    CRASH_FIXTURES: JSON.stringify({
      ownerId: vendor.ownerId,
      reviewerId: reviewer.id,
      vendorId: vendor.id,
      suspendedVendorId: suspended.id,
      productId: product.id,
    }),
  });
  expect(child.stdout, child.stderr).toContain("committed");
  expect(child.signal).toBe("SIGKILL");

  db = shared.open();
  useDatabaseHandle(db);
  cleanups.push(() => db.close());
  const events = await db.db.select({ id: domainEvents.id, type: domainEvents.type }).from(domainEvents);
  expect(events.map((event) => event.type).sort()).toEqual(["listing.offer-changed", "vendor.suspended"]);
  const handled = async () => (await db.db.select({ n: count() }).from(domainEventHandlings))[0]!.n;
  const deskReports = () =>
    db.db
      .select({ priceKobo: priceReports.priceKobo, createdAt: priceReports.createdAt })
      .from(priceReports)
      .where(and(eq(priceReports.listingId, product.id), eq(priceReports.source, "LISTING")));
  expect(await handled()).toBe(0);
  expect(await deskReports()).toEqual([]);
  const waiting = await db.db.execute(sql`select name, state from pgboss.job order by name`);
  expect(Array.isArray(waiting) ? waiting : (waiting as { rows: unknown[] }).rows).toEqual([
    { name: "event.price-desk-feed", state: "created" },
    { name: "event.price-desk-feed", state: "created" },
    { name: "event.purge-shared-answers", state: "created" },
  ]);

  // The restart: a runner on the same database picks the jobs up.
  let purges = 0;
  const stopCounting = onSharedAnswersPurge(() => (purges += 1));
  const runner = await startJobs({ db: db.db, pollingIntervalSeconds: 0.5, supervise: false });
  try {
    const deadline = Date.now() + 10_000;
    // Four handlings: the purge, the desk feed of each event (the offer, the suspension's withdrawal), and the price
    // alerts of the report the feed accepted.
    while ((await handled()) < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await runner.stop();
  }
  expect(await handled()).toBe(4);
  expect(purges).toBe(1);
  const [report] = await deskReports();
  expect(report).toMatchObject({ priceKobo: 9_600_000 });

  // A replay (the same events' jobs again) has no second effect.
  for (const event of events) {
    await sendJob("event.price-desk-feed", { eventId: event.id }, {}, db.db);
    if (event.type === "vendor.suspended")
      await sendJob("event.purge-shared-answers", { eventId: event.id }, {}, db.db);
  }
  expect(await runDueJobs(jobHandlers, db.db)).toBe(3);
  stopCounting();
  expect(purges).toBe(1);
  expect(await deskReports()).toEqual([report]);
}, 60_000); // a child process starts, migrates and is killed: on a loaded 2-core machine that alone nears 20 s

import PgBoss from "pg-boss";
import { getDb, type Database } from "@/db/client";
import { systemActor, type SystemActor } from "@/lib/actor";
import { logger } from "@/lib/logger";
import { JOB_NAMES, JOB_SCHEDULES, type JobName, type JobPayloads } from "./job-kinds";
import { sqlExecutor } from "./sql-executor";

/**
 * The job rail (docs/decisions/0018-job-runner.md): jobs are written with the change that causes them
 * (`sendJob(…, db)` with the caller's transaction) and run after the commit by pg-boss, on any instance. Never imports
 * src/modules or src/flows: the handlers are handed in by the composition root (src/server/job-handlers.ts).
 */

export interface JobContext {
  /** Who acts: the job itself, never a person. */
  actor: SystemActor;
  jobId: string;
  /** The database the runner works on; a handler opens its own transaction on it. */
  db: Database;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface SendJobOptions {
  /** Not before this time. */
  startAfter?: Date;
}

// pg-boss's `send` only builds SQL for the executor it is given per call, so one unstarted instance serves every
// database; this one is never given a database of its own.
let sender: PgBoss | undefined;

function unusedExecutor(): never {
  throw new Error("jobs: a job must be sent with the caller's database handle");
}

/** Writes a job in the caller's transaction (or at once with the root handle): it exists if and only if that commits. */
export async function sendJob<N extends JobName>(
  name: N,
  payload: JobPayloads[N],
  options: SendJobOptions = {},
  db: Database = getDb(),
): Promise<string> {
  sender ??= new PgBoss({ db: { executeSql: unusedExecutor }, migrate: false, supervise: false, schedule: false });
  const id = await sender.send(name, { ...payload }, { ...options, db: sqlExecutor(db) });
  if (!id) throw new Error(`jobs: ${name} was not queued`);
  return id;
}

// ---------------------------------------------------------------------------------------------------------------------
// Waking the workers after a commit

type Waker = () => void;

// On globalThis because the code that writes a job is bundled by Next.js and may hold another copy of this file than
// the one that started the runner; both must reach the same workers.
const wakers = globalThis as typeof globalThis & { __ojaJobWakers?: Set<Waker> };

function wakerSet(): Set<Waker> {
  return (wakers.__ojaJobWakers ??= new Set());
}

// The job is visible once the caller's transaction commits, which the writer cannot see: look a few times soon after.
const WAKE_DELAYS_MS = [0, 20, 100, 300, 1_000];

/**
 * Tells this process's workers to look for jobs now rather than at their next poll, a few times over the next second
 * (so a listing taken down leaves the shared caches at once). Other instances find the job at their next poll.
 */
export function wakeJobWorkers(): void {
  if (wakerSet().size === 0) return;
  for (const delay of WAKE_DELAYS_MS) {
    const timer = setTimeout(() => {
      for (const wake of wakerSet()) wake();
    }, delay);
    timer.unref?.();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Running jobs

async function runJob<N extends JobName>(
  handlers: JobHandlers,
  name: N,
  job: { id: string; data: unknown },
  db: Database,
): Promise<void> {
  try {
    await handlers[name](job.data as JobPayloads[N], { actor: systemActor(name), jobId: job.id, db });
  } catch (error) {
    logger.error("jobs.handler_failed", { job: name, jobId: job.id, error: describe(error) });
    throw error;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  return `${error.name}: ${(error.message.split("\n")[0] ?? "").slice(0, 200)}`;
}

export interface RunnerOptions {
  db?: Database;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss's maintenance (expiring the jobs of a worker that died, archiving) and its clock, which sends the
   * scheduled jobs (JOB_SCHEDULES); off in tests, which call what a scheduled job does directly.
   */
  supervise?: boolean;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Starts workers for every kind of job on this database. Safe on several instances at once (jobs are fetched with
 * FOR UPDATE SKIP LOCKED); on PGlite it runs in the one process that holds the database.
 */
export async function startJobRunner(handlers: JobHandlers, options: RunnerOptions = {}): Promise<JobRunner> {
  const db = options.db ?? getDb();
  const supervise = options.supervise ?? true;
  const boss = new PgBoss({ db: sqlExecutor(db), migrate: false, supervise, schedule: supervise });
  boss.on("error", (error: unknown) => logger.error("jobs.runner_error", { error: describe(error) }));
  await boss.start();
  if (supervise) {
    // Every runner registers them (an upsert): the schedule follows the code, and the clock of any one instance
    // sends each job once per slot.
    for (const [name, cron] of Object.entries(JOB_SCHEDULES))
      await boss.schedule(name, cron, {}, { tz: "Africa/Lagos" });
  }
  const workerIds: string[] = [];
  for (const name of JOB_NAMES) {
    workerIds.push(
      await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) await runJob(handlers, name, job, db);
      }),
    );
  }
  const wake: Waker = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };
  wakerSet().add(wake);
  return {
    async stop() {
      wakerSet().delete(wake);
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}

/**
 * Runs every job that is due now, one after another, until none is left (tests, scripts). Returns how many ran; a
 * failing job is marked failed (pg-boss schedules its retry) and the drain goes on.
 */
export async function runDueJobs(handlers: JobHandlers, db: Database = getDb()): Promise<number> {
  const boss = new PgBoss({ db: sqlExecutor(db), migrate: false, supervise: false, schedule: false });
  let ran = 0;
  for (let round = 0; round < 100; round += 1) {
    // A job is due once `start_after < now()`; PGlite's clock counts milliseconds, so a job written a moment ago
    // could still look early.
    await new Promise((resolve) => setTimeout(resolve, 2));
    let found = 0;
    for (const name of JOB_NAMES) {
      // Oldest first, as the workers take them one at a time (a batch comes back in no particular order).
      const jobs = (await boss.fetch(name, { batchSize: 20, includeMetadata: true })).sort((a, b) =>
        // Timestamps in the driver's one text form (Drizzle leaves them unparsed), so they sort as text.
        String(a.createdOn).localeCompare(String(b.createdOn)),
      );
      for (const job of jobs) {
        found += 1;
        try {
          await runJob(handlers, name, job, db);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: describe(error) });
        }
      }
    }
    ran += found;
    if (found === 0) return ran;
  }
  return ran;
}

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
  wakeState().sent.add(name);
  return id;
}

// ---------------------------------------------------------------------------------------------------------------------
// Waking the workers after a commit

/** Looks for jobs now in one queue's workers of one runner. */
type Waker = (name: JobName) => void;

// On globalThis because the code that writes a job is bundled by Next.js and may hold another copy of this file than
// the one that started the runner; both must reach the same workers.
const wakeHolder = globalThis as typeof globalThis & {
  __ojaJobWake?: { wakers: Set<Waker>; sent: Set<JobName> };
};

function wakeState(): { wakers: Set<Waker>; sent: Set<JobName> } {
  return (wakeHolder.__ojaJobWake ??= { wakers: new Set(), sent: new Set() });
}

// The job is visible once the caller's transaction commits, which the writer cannot see: look a few times soon after.
const WAKE_DELAYS_MS = [0, 20, 100, 300, 1_000];

/**
 * Tells this process's workers of the queues jobs were just sent to (sendJob notes them) to look for them now rather
 * than at their next poll, a few times over the next second (so a listing taken down leaves the shared caches at
 * once). Only those queues: waking all thirteen five times per event made the job tables the busiest thing under a
 * checkout load (issue 24, docs/measurements/issue-24-checkout.md). Other instances find the job at their next poll.
 */
export function wakeJobWorkers(): void {
  const state = wakeState();
  const names = [...state.sent];
  state.sent.clear();
  if (state.wakers.size === 0 || names.length === 0) return;
  for (const delay of WAKE_DELAYS_MS) {
    const timer = setTimeout(() => {
      for (const wake of state.wakers) for (const name of names) wake(name);
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

/**
 * Queues that carry a request's follow-up (a payment's webhook, an order's money and messages, the outbox): several
 * workers each, so that a slow call out (Paystack, SMTP, Termii) or a burst of checkouts does not queue every other
 * job behind it. One worker handled them one at a time: under 50 buyers a webhook waited 18 s for its turn. Their
 * handlers are idempotent and their moves conditional, so two jobs of one queue may run side by side.
 */
const WORKERS_PER_QUEUE: Partial<Record<JobName, number>> = {
  "payments.handle-webhook": 4,
  "event.order-payments": 4,
  "event.order-messages": 4,
  "notifications.deliver-message": 4,
  "payments.send-refund": 2,
};

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
  const workerIds = new Map<JobName, string[]>();
  for (const name of JOB_NAMES) {
    const ids: string[] = [];
    for (let worker = 0; worker < (WORKERS_PER_QUEUE[name] ?? 1); worker += 1) {
      ids.push(
        await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) await runJob(handlers, name, job, db);
        }),
      );
    }
    workerIds.set(name, ids);
  }
  const wake: Waker = (name) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  wakeState().wakers.add(wake);
  return {
    async stop() {
      wakeState().wakers.delete(wake);
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

import { databaseHandle, ensureMigrated } from "@/db/client";
import { env } from "@/lib/env";
import { messagingConfig } from "@/modules/notifications/notifications.config";
import { startJobs } from "@/server/job-handlers";

/** Start-up checks: configuration first, then migrations. A failure stops the process with the reason. */
export async function startServer(): Promise<void> {
  try {
    env();
    messagingConfig();
  } catch (error) {
    // A misconfigured instance must not serve: stop with the message that names the variable.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  try {
    await ensureMigrated();
  } catch (error) {
    // Without its schema the app cannot serve; exit so the supervisor restarts it once the database is back.
    console.error("Could not apply database migrations:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The one job runner of this process (docs/decisions/0018-job-runner.md): jobs left by an earlier process (messages
  // to deliver, events to handle) run too.
  const jobs = await startJobs({ pollingIntervalSeconds: pollingIntervalSeconds() });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void jobs.stop());
}

/**
 * How often an idle worker looks for jobs. On the embedded database this process is the only one that sends jobs, and
 * each send wakes its queue's workers at once (wakeJobWorkers), so a poll only finds a delayed retry or the clock's
 * jobs: every 15 s is enough. Every 2 s, its 25 workers cost 55 ms of CPU a second while nobody used the site, and a
 * page's queries waited behind their polls on PGlite's one connection. Several instances on PostgreSQL find each
 * other's jobs only by polling, so they keep 2 s.
 */
function pollingIntervalSeconds(): number {
  return databaseHandle().kind === "pglite" ? 15 : 2;
}

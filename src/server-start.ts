import { ensureMigrated } from "@/db/client";
import { env } from "@/lib/env";
import { messagingConfig } from "@/modules/messaging/messaging.config";
import { startOutboxWorker } from "@/modules/messaging/messaging.service";
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
  // Messages left pending by an earlier process are retried without waiting for the next one to be queued.
  startOutboxWorker();
  // The one job runner of this process (docs/decisions/0018-job-runner.md): jobs left by an earlier process run too.
  const jobs = await startJobs();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void jobs.stop());
}

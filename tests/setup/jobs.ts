/**
 * Runs every job that is due now against the test's database (the jobs a test's writes queued: a message to deliver,
 * a purge, a price-desk report), with the application's real handlers. Returns how many ran.
 */
import { getDb } from "@/db/client";
import { runDueJobs } from "@/jobs/job-runner";
import { jobHandlers } from "@/server/job-handlers";

export function drainJobs(): Promise<number> {
  return runDueJobs(jobHandlers, getDb());
}

import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { pruneHandledEvents } from "./domain-events";
import type { JobHandler } from "./job-runner";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily prune of `domain_events` (JOB_SCHEDULES): without it the table, which every handler and isSuperseded
 * read, grows with every change forever. Stays in the rail: events belong to no module.
 */
export const pruneHandledEventsJob: JobHandler<"events.prune-handled"> = async (_payload, { db }) => {
  const days = env().DOMAIN_EVENTS_RETENTION_DAYS;
  const deleted = await pruneHandledEvents(new Date(Date.now() - days * DAY_MS), db);
  if (deleted > 0) logger.info("jobs.events_pruned", { deleted, olderThanDays: days });
};

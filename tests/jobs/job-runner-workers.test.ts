import { expect, it } from "vitest";
import { JOB_NAMES, type JobName } from "@/jobs/job-kinds";
import { sendJob, startJobRunner, wakeJobWorkers, type JobHandlers } from "@/jobs/job-runner";
import { drainJobs } from "../setup/jobs";

/** Handlers that record what ran; `override` replaces some. */
function handlers(ran: string[], override: Partial<Record<JobName, () => Promise<void>>> = {}): JobHandlers {
  return Object.fromEntries(
    JOB_NAMES.map((name) => [
      name,
      async () => {
        ran.push(name);
        await override[name]?.();
      },
    ]),
  ) as unknown as JobHandlers;
}

// A poll far away: whatever runs within the test's few seconds ran because it was woken.
const QUIET = { pollingIntervalSeconds: 60, supervise: false };

it("two jobs of a busy queue run side by side: one waiting on a slow call out does not hold the next back", async () => {
  await drainJobs();
  let releaseFirst!: () => void;
  const firstWaits = new Promise<void>((resolve) => (releaseFirst = resolve));
  let started = 0;
  const ran: string[] = [];
  const runner = await startJobRunner(
    handlers(ran, {
      // The first job waits until a second one has started: one worker at a time would never get there.
      "event.order-messages": async () => {
        started += 1;
        if (started === 1) await firstWaits;
        else releaseFirst();
      },
    }),
    QUIET,
  );
  try {
    await sendJob("event.order-messages", { eventId: crypto.randomUUID() });
    await sendJob("event.order-messages", { eventId: crypto.randomUUID() });
    wakeJobWorkers();
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(2);
  } finally {
    releaseFirst();
    await runner.stop();
  }
});

it("waking looks in the queues jobs were sent to, and a job sent before an earlier wake is still found", async () => {
  await drainJobs();
  const ran: string[] = [];
  const runner = await startJobRunner(handlers(ran), QUIET);
  try {
    await sendJob("payments.send-refund", { refundId: crypto.randomUUID() });
    await sendJob("event.purge-shared-answers", { eventId: crypto.randomUUID() });
    wakeJobWorkers();
    await expect
      .poll(() => [...ran].sort(), { timeout: 10_000 })
      .toEqual(["event.purge-shared-answers", "payments.send-refund"]);
  } finally {
    await runner.stop();
  }
});

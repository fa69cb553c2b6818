/** The adapter docs/decisions/0018-job-runner.md rests on, on whichever database the test run has (PGlite or PostgreSQL). */
import PgBoss from "pg-boss";
import { expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sqlExecutor } from "@/jobs/sql-executor";

it("pg-boss 10 starts on its migrated schema, writes a job in the caller's transaction (or not, on rollback), fetches, completes and works jobs over the one Drizzle adapter", async () => {
  const db = getDb();
  const boss = new PgBoss({ db: sqlExecutor(db), migrate: false, supervise: false, schedule: false });
  boss.on("error", (e) => console.error("boss error", e));
  await boss.start();
  const id = await db.transaction(async (tx) =>
    boss.send("event.price-desk-feed", { eventId: "x", n: [1, 2] }, { db: sqlExecutor(tx) }),
  );
  expect(id).toBeTruthy();
  const rolledBack = await db
    .transaction(async (tx) => {
      await boss.send("event.price-desk-feed", { eventId: "y" }, { db: sqlExecutor(tx) });
      throw new Error("rollback");
    })
    .catch(() => "rolled back");
  expect(rolledBack).toBe("rolled back");
  const jobs = await boss.fetch("event.price-desk-feed", { batchSize: 5 });
  expect(jobs.map((j) => j.data)).toEqual([{ eventId: "x", n: [1, 2] }]);
  await boss.complete(
    "event.price-desk-feed",
    jobs.map((j) => j.id),
  );
  const job = await boss.getJobById("event.price-desk-feed", jobs[0]!.id);
  expect(job?.state).toBe("completed");
  const seen: unknown[] = [];
  await boss.send("event.purge-shared-answers", { eventId: "z" });
  await boss.work("event.purge-shared-answers", { pollingIntervalSeconds: 0.5 }, async ([j]) => {
    seen.push(j!.data);
  });
  await new Promise((r) => setTimeout(r, 1500));
  expect(seen).toEqual([{ eventId: "z" }]);
  // Maintenance (expire, archive, drop) is one multi-statement script without values, on both drivers.
  expect(await boss.maintain()).toMatchObject({ ms: expect.any(Number) });
  await boss.stop({ graceful: false, close: false });
});

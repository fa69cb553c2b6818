import { eq, inArray, sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { getDb } from "@/db/client";
import { isSuperseded, publishEvent } from "@/jobs/domain-events";
import { domainEventHandlings, domainEvents } from "@/jobs/domain-events.schema";
import { sendJob } from "@/jobs/job-runner";
import { JOB_SCHEDULES } from "@/jobs/job-kinds";
import { hasStaffPermission, hasVendorPermission, isSignedIn, systemActor, vendorIdsWith } from "@/lib/actor";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
import { startJobs } from "@/server/job-handlers";
import { drainJobs } from "../setup/jobs";

it("an event and its jobs commit with the change or not at all; its handler runs once per event", async () => {
  const vendorId = crypto.randomUUID();
  await getDb()
    .transaction(async (tx) => {
      await publishEvent({ type: "vendor.suspended", payload: { vendorId } }, tx);
      throw new Error("roll back");
    })
    .catch(() => undefined);
  let purges = 0;
  const stop = onSharedAnswersPurge(() => (purges += 1));
  try {
    expect(await drainJobs()).toBe(0);
    const id = await getDb().transaction((tx) => publishEvent({ type: "vendor.suspended", payload: { vendorId } }, tx));
    expect(await getDb().select().from(domainEvents).where(eq(domainEvents.id, id))).toMatchObject([
      { type: "vendor.suspended", payload: { vendorId } },
    ]);
    // Its two handlers: the shared answers' purge and the price desk's withdrawal of the vendor's listing reports.
    expect(await drainJobs()).toBe(2);
    expect(await drainJobs()).toBe(0);
    expect(purges).toBe(1);
  } finally {
    stop();
  }
});

it("a job's system actor is serialisable and holds no permission", () => {
  const actor = systemActor("event.price-desk-feed");
  expect(JSON.parse(JSON.stringify(actor))).toEqual({ kind: "system", job: "event.price-desk-feed" });
  expect(isSignedIn(actor)).toBe(false);
  expect(hasStaffPermission(actor, "vendors:review")).toBe(false);
  expect(hasVendorPermission(actor, "any", "listings:write")).toBe(false);
  expect(vendorIdsWith(actor)).toEqual([]);
});

it("an offer replaced by a newer one of the same listing is superseded; another listing's is not", async () => {
  const offer = (listingId: string, unitPriceKobo: number) =>
    publishEvent({
      type: "listing.offer-changed",
      payload: { listingId, itemId: crypto.randomUUID(), unitPriceKobo, state: "Lagos" },
    });
  const listing = crypto.randomUUID();
  const older = await offer(listing, 7_500_000);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const newer = await offer(listing, 9_600_000);
  const elsewhere = await offer(crypto.randomUUID(), 100);
  expect(await isSuperseded(older, "listing.offer-changed", { listingId: listing })).toBe(true);
  expect(await isSuperseded(newer, "listing.offer-changed", { listingId: listing })).toBe(false);
  expect(await isSuperseded(elsewhere, "listing.offer-changed", { listingId: listing })).toBe(false);
});

it("the daily prune deletes handled events past the retention and keeps recent or unfinished ones", async () => {
  const db = getDb();
  const suspended = () => publishEvent({ type: "vendor.suspended", payload: { vendorId: crypto.randomUUID() } });
  const oldHandled = await suspended();
  const recentHandled = await suspended();
  await drainJobs();
  // A handler that never finished: its job failed for good, so no handling row.
  const oldUnhandled = await suspended();
  await db.execute(sql`delete from pgboss.job where data->>'eventId' = ${oldUnhandled}`);
  const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
  await db
    .update(domainEvents)
    .set({ occurredAt: longAgo })
    .where(inArray(domainEvents.id, [oldHandled, oldUnhandled]));

  await sendJob("events.prune-handled", {});
  await drainJobs();

  const left = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(inArray(domainEvents.id, [oldHandled, recentHandled, oldUnhandled]));
  expect(left.map((row) => row.id).sort()).toEqual([recentHandled, oldUnhandled].sort());
  expect(await db.$count(domainEventHandlings, eq(domainEventHandlings.eventId, oldHandled))).toBe(0);
});

it("isSuperseded's lookup is a range of the (type, occurred_at) index", async () => {
  const db = getDb();
  const id = await publishEvent({ type: "vendor.suspended", payload: { vendorId: crypto.randomUUID() } });
  // A handful of rows: the planner would rather scan them, so only the index's fitness is asked.
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain select id from domain_events
      where type = 'vendor.suspended' and payload @> '{}'::jsonb
        and occurred_at > (select occurred_at from domain_events where id = ${id}) limit 1`);
  });
  expect(JSON.stringify(plan)).toContain("domain_events_type_occurred_at_idx");
});

it("a runner that supervises registers the daily prune (and every other schedule) with pg-boss's clock", async () => {
  // Earlier tests' events left jobs behind: run them now, so this runner starts none that the file's end would cut off.
  await drainJobs();
  const runner = await startJobs({ pollingIntervalSeconds: 30 });
  onTestFinished(() => runner.stop());
  const result = await getDb().execute(sql`select name, cron, timezone from pgboss.schedule order by name`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  expect(rows).toEqual(
    expect.arrayContaining([{ name: "events.prune-handled", cron: "17 3 * * *", timezone: "Africa/Lagos" }]),
  );
  expect(rows).toHaveLength(Object.keys(JOB_SCHEDULES).length);
});

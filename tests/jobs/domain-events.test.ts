import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import { domainEvents } from "@/jobs/domain-events.schema";
import { hasStaffPermission, hasVendorPermission, isSignedIn, systemActor, vendorIdsWith } from "@/lib/actor";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
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
    expect(await drainJobs()).toBe(1);
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

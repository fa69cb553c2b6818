import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/db/client";
import { isSuperseded, publishEvent } from "@/jobs/domain-events";
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

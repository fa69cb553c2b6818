import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { drainJobs } from "../../../tests/setup/jobs";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { auditEvents } from "@/modules/audit/audit.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import {
  countHeldReports,
  decideHeldReport,
  listHeldReports,
  moderationMessages,
} from "@/modules/pricedesk/price-moderation.service";
import { reportPrice } from "@/modules/pricedesk/price-report.service";
import { reportListingOffer } from "@/modules/pricedesk/pricedesk-listing-report.service";
import { addDays, lagosToday } from "@/lib/dates";
import { getPriceItemStats } from "@/modules/pricedesk/pricedesk-stats.service";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import {
  createMarket,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createUser,
  moderatorActor,
  userActor,
} from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";

/** Reads the moderation queue as a moderator would; who they are does not matter to the queue. */
const queueReader = moderatorActor(randomUUID());

const today = lagosToday();
const usual = [70_000_00, 68_000_00, 72_000_00, 69_500_00, 71_000_00, 70_500_00];

/** An item with six usual Lagos prices and one report held for being 10× them. */
async function heldReport(options: { itemName?: string; reporterName?: string; daysAgo?: number } = {}) {
  const reporter = await createUser({ firstName: options.reporterName ?? "Bisi" });
  const item = await createPriceItem({ name: options.itemName ?? "Rice held for moderation, 50kg bag" });
  await createPriceReports(item.id, usual, { state: "Lagos" });
  const result = await reportPrice(userActor(reporter.id), {
    itemId: item.id,
    price: 700_000_00,
    state: "Lagos",
    observedOn: addDays(today, -(options.daysAgo ?? 0)),
  });
  if (!result.ok || result.status !== "HELD") throw new Error(`expected a held report, got ${JSON.stringify(result)}`);
  return { reporter, item, reportId: result.reportId };
}

async function statusOf(reportId: string) {
  const [row] = await getDb().select().from(priceReports).where(eq(priceReports.id, reportId));
  return row!;
}

describe("listHeldReports", () => {
  it("lists held reports oldest first with the item, place, reason and the reporter's record, never accepted ones", async () => {
    const market = await createMarket({ name: "Oyingbo Market" });
    const first = await heldReport({ itemName: "Garri queue test", reporterName: "Ifeoma" });
    const second = await heldReport({ itemName: "Beans queue test" });
    // The reporter of the first also has an accepted report on record.
    await reportPrice(userActor(first.reporter.id), {
      itemId: first.item.id,
      price: 71_000_00,
      marketId: market.id,
      observedOn: addDays(today, -3),
    });

    const page = await listHeldReports(queueReader, { first: 50 });
    const ids = page.reports.map((report) => report.id);
    expect(ids.indexOf(first.reportId)).toBeLessThan(ids.indexOf(second.reportId));
    expect(page.total).toBe(await countHeldReports(queueReader));
    expect(page.reports.every((report) => report.reason !== undefined)).toBe(true);
    const shown = page.reports.find((report) => report.id === first.reportId)!;
    expect(shown).toMatchObject({
      item: { id: first.item.id, name: "Garri queue test", slug: first.item.slug, unitLabel: "50kg bag" },
      priceKobo: 700_000_00,
      state: "Lagos",
      market: null,
      observedOn: today,
      source: "USER",
      reporter: { firstName: "Ifeoma", accepted: 1, held: 1, rejected: 0 },
    });
    expect(shown.reason).toContain("recent Lagos reports (median ₦70,250.00)");
    expect(shown.reportedAt).toBeInstanceOf(Date);
    // Survey reports behind the figures are not in the queue.
    expect(page.reports.every((report) => report.item.id !== first.item.id || report.id === first.reportId)).toBe(true);
  });

  it("pages with the last report's id as the cursor, and an unknown cursor starts from the top", async () => {
    for (const name of ["Page A", "Page B", "Page C"]) await heldReport({ itemName: `Pagination ${name}` });
    const total = (await countHeldReports(queueReader))!;
    expect(total).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof listHeldReports>> = await listHeldReports(queueReader, { first: 2, after });
      expect(page.reports.length).toBeLessThanOrEqual(2);
      seen.push(...page.reports.map((report) => report.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const top = await listHeldReports(queueReader, { first: 2 });
    expect((await listHeldReports(queueReader, { first: 2, after: "not-a-uuid" })).reports).toEqual(top.reports);
  });

  it("keeps its place when the cursor's report is decided in the meantime", async () => {
    const a = await heldReport({ itemName: "Cursor A" });
    const b = await heldReport({ itemName: "Cursor B" });
    const moderator = await createUser();
    await decideHeldReport(moderatorActor(moderator.id), a.reportId, "REJECT");
    const next = await listHeldReports(queueReader, { first: 50, after: a.reportId });
    expect(next.reports.map((report) => report.id)).toContain(b.reportId);
    expect(next.reports.map((report) => report.id)).not.toContain(a.reportId);
  });

  it("caps the page size", async () => {
    expect((await listHeldReports(queueReader, { first: 10_000 })).reports.length).toBeLessThanOrEqual(50);
  });
});

describe("decideHeldReport", () => {
  afterEach(() => settleOutbox());

  it("accepts a held report into the figures, records who and when, and audits it", async () => {
    const { item, reportId } = await heldReport();
    const moderator = await createUser({ firstName: "Halima" });
    const before = await getPriceItemStats(item.id);
    expect(before.overall?.count).toBe(6);

    const result = await decideHeldReport(moderatorActor(moderator.id), reportId, "ACCEPT", { ip: "102.89.1.1" });
    expect(result).toEqual({ ok: true, status: "ACCEPTED", message: "Report accepted: it now counts in the figures." });
    const row = await statusOf(reportId);
    expect(row).toMatchObject({ status: "ACCEPTED", moderatedBy: moderator.id });
    expect(row.moderatedAt).toBeInstanceOf(Date);
    const after = await getPriceItemStats(item.id);
    expect(after.overall?.count).toBe(7);
    expect(after.overall?.highKobo).toBe(700_000_00);
    const [audit] = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, reportId), eq(auditEvents.action, "price_report.accepted")));
    expect(audit).toMatchObject({
      actorId: moderator.id,
      entityType: "price_report",
      before: { status: "HELD" },
      after: { status: "ACCEPTED", itemId: item.id, priceKobo: 700_000_00, state: "Lagos" },
      ip: "102.89.1.1",
    });
  });

  it("rejects a held report: it stays out of the figures and out of the queue", async () => {
    const { item, reportId } = await heldReport();
    const moderator = await createUser();
    const result = await decideHeldReport(moderatorActor(moderator.id), reportId, "REJECT");
    expect(result).toEqual({ ok: true, status: "REJECTED", message: "Report rejected: it stays out of the figures." });
    expect((await statusOf(reportId)).status).toBe("REJECTED");
    expect((await getPriceItemStats(item.id)).overall?.count).toBe(6);
    expect((await listHeldReports(queueReader, { first: 50 })).reports.map((report) => report.id)).not.toContain(
      reportId,
    );
    const [audit] = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, reportId), eq(auditEvents.action, "price_report.rejected")));
    expect(audit?.actorId).toBe(moderator.id);
  });

  it("a decided report cannot be decided again, and says which way it went", async () => {
    const { reportId } = await heldReport();
    const moderator = await createUser();
    await decideHeldReport(moderatorActor(moderator.id), reportId, "ACCEPT");
    expect(await decideHeldReport(moderatorActor(moderator.id), reportId, "REJECT")).toEqual({
      ok: false,
      message: moderationMessages.alreadyAccepted,
    });
    expect((await statusOf(reportId)).status).toBe("ACCEPTED");

    const other = await heldReport({ itemName: "Rejected twice" });
    await decideHeldReport(moderatorActor(moderator.id), other.reportId, "REJECT");
    expect(await decideHeldReport(moderatorActor(moderator.id), other.reportId, "ACCEPT")).toEqual({
      ok: false,
      message: "Another moderator has already rejected this report.",
    });
  });

  it("two moderators deciding at once: exactly one decision lands, and one audit event", async () => {
    const { reportId } = await heldReport();
    const [ada, bola] = await Promise.all([createUser(), createUser()]);
    const results = await Promise.all([
      decideHeldReport(moderatorActor(ada.id), reportId, "ACCEPT"),
      decideHeldReport(moderatorActor(bola.id), reportId, "REJECT"),
      decideHeldReport(moderatorActor(ada.id), reportId, "ACCEPT"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const events = await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, reportId));
    expect(events).toHaveLength(1);
    const winner = results.find((result) => result.ok)!;
    expect((await statusOf(reportId)).status).toBe((winner as { status: string }).status);
  });

  it("refuses accepted reports, unknown ids and ids that are not uuids, changing nothing", async () => {
    const item = await createPriceItem();
    const [accepted] = await createPriceReports(item.id, [70_000_00]);
    const moderator = await createUser();
    expect(await decideHeldReport(moderatorActor(moderator.id), accepted!.id, "REJECT")).toEqual({
      ok: false,
      message: moderationMessages.alreadyAccepted,
    });
    expect(
      await decideHeldReport(moderatorActor(moderator.id), "00000000-0000-4000-8000-000000000000", "ACCEPT"),
    ).toEqual({
      ok: false,
      message: "We could not find that report.",
    });
    expect(await decideHeldReport(moderatorActor(moderator.id), "'; drop table price_reports; --", "ACCEPT")).toEqual({
      ok: false,
      message: "We could not find that report.",
    });
    expect((await statusOf(accepted!.id)).status).toBe("ACCEPTED");
  });

  it("an accepted held listing report takes its business's place for the day: the business still counts once", async () => {
    const item = await createPriceItem({ name: "Rice of one business held for moderation" });
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const vendorId = randomUUID();
    const offer = { vendorId, itemId: item.id, state: "Lagos" };
    const fair = randomUUID();
    const dear = randomUUID();
    expect(await reportListingOffer({ ...offer, listingId: fair, unitPriceKobo: 70_000_00 })).toBe("ACCEPTED");
    expect(await reportListingOffer({ ...offer, listingId: dear, unitPriceKobo: 700_000_00 })).toBe("HELD");
    const [held] = await getDb().select().from(priceReports).where(eq(priceReports.listingId, dear));
    expect((await getPriceItemStats(item.id)).overall?.count).toBe(7);

    const moderator = await createUser();
    expect(await decideHeldReport(moderatorActor(moderator.id), held!.id, "ACCEPT")).toMatchObject({ ok: true });
    expect((await getPriceItemStats(item.id)).overall).toMatchObject({ count: 7, highKobo: 700_000_00 });
    expect(await getDb().select().from(priceReports).where(eq(priceReports.listingId, fair))).toEqual([]);
  });

  it("runs the item's price alerts when an accepted report brings the typical price under a threshold", async () => {
    const reporter = await createUser();
    const watcher = await createUser({ email: "watcher.moderated@example.com" });
    const moderator = await createUser();
    const item = await createPriceItem({ name: "Cement watched by a moderator test" });
    await createPriceAlert({
      userId: watcher.id,
      itemId: item.id,
      state: "Kano",
      thresholdKobo: 6_000_00,
      channel: "EMAIL",
    });
    // Two Kano reports are too few for a typical price (3+); Lagos's make ₦1,000 a far-off price nationwide.
    await createPriceReports(item.id, [5_800_00, 6_600_00], { state: "Kano" });
    await createPriceReports(item.id, [9_000_00, 9_100_00, 9_200_00, 9_300_00, 9_400_00, 9_500_00], { state: "Lagos" });
    const held = await reportPrice(userActor(reporter.id), {
      itemId: item.id,
      price: 1_000_00,
      state: "Kano",
      observedOn: today,
    });
    expect(held).toMatchObject({ status: "HELD" });
    const sent = () =>
      getDb()
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, "watcher.moderated@example.com"),
            eq(outboxMessages.purpose, "pricedesk.alert"),
          ),
        );
    expect(await sent()).toHaveLength(0);
    // Accepted, it is the third Kano report: typical ₦5,800, under the alert's ₦6,000.
    await decideHeldReport(moderatorActor(moderator.id), (held as { reportId: string }).reportId, "ACCEPT");
    await drainJobs();
    expect(await sent()).toHaveLength(1);
  });
});

describe("decideHeldReport in the caller's transaction", () => {
  it("writes the decision and its audit row there: when the caller rolls back, the report is still held", async () => {
    const { reportId } = await heldReport({ itemName: "Rolled back decision item" });
    const moderator = await createUser();
    await expect(
      getDb().transaction(async (tx) => {
        expect(await decideHeldReport(moderatorActor(moderator.id), reportId, "ACCEPT", {}, tx)).toMatchObject({
          ok: true,
          status: "ACCEPTED",
        });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect((await statusOf(reportId)).status).toBe("HELD");
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, reportId))).toEqual([]);
  });
});

describe("who may moderate (pricedesk.policy.ts)", () => {
  it("answers the queue and decisions to moderators only: FORBIDDEN for others, UNAUTHENTICATED signed out", async () => {
    const { reportId } = await heldReport();
    const buyer = userActor((await createUser()).id);
    expect(await countHeldReports(buyer)).toBeNull();
    await expect(listHeldReports(buyer)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(decideHeldReport(buyer, reportId, "ACCEPT")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(listHeldReports(signedOut)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await statusOf(reportId)).status).toBe("HELD");
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { drainJobs } from "../../../tests/setup/jobs";
import { getDb } from "@/db/client";
import { domainEvents } from "@/jobs/domain-events.schema";
import { RateLimitedError } from "@/lib/errors";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import {
  listMyPriceReports,
  reportMessages,
  reportPrice,
  reportPriceRateLimit,
} from "@/modules/pricedesk/price-report.service";
import { addDays, lagosToday } from "@/lib/dates";
import { getPriceItemStats, listPopularPriceItems } from "@/modules/pricedesk/pricedesk-stats.service";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import {
  createMarket,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createUser,
  userActor,
} from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";

const today = lagosToday();
const usual = [70_000_00, 68_000_00, 72_000_00, 69_500_00, 71_000_00, 70_500_00];

async function storedReport(id: string) {
  const [row] = await getDb().select().from(priceReports).where(eq(priceReports.id, id));
  return row!;
}

describe("reportPrice", () => {
  // Queued alerts are delivered in the background: let that finish before the database closes.
  afterEach(() => settleOutbox());

  it("accepts a usual price, stores it as the person's USER report and says it counts", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const result = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 71_500_00,
      state: "Lagos",
      observedOn: today,
    });
    expect(result).toEqual({
      ok: true,
      reportId: expect.any(String),
      status: "ACCEPTED",
      message: "Thanks — your price is now part of the figures.",
    });
    const row = await storedReport((result as { reportId: string }).reportId);
    expect(row).toMatchObject({
      itemId: item.id,
      priceKobo: 71_500_00,
      state: "Lagos",
      marketId: null,
      source: "USER",
      status: "ACCEPTED",
      heldReason: null,
      reporterId: user.id,
      observedOn: today,
    });
    expect((await getPriceItemStats(item.id)).overall?.count).toBe(7);
  });

  it("holds a price far from the state's usual one, says so, and leaves the figures alone", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const before = await getPriceItemStats(item.id);
    const result = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 700_000_00,
      state: "Lagos",
      observedOn: today,
    });
    expect(result).toMatchObject({
      ok: true,
      status: "HELD",
      message: "Thanks — your report is waiting for a moderator because it is far from the usual price.",
    });
    const row = await storedReport((result as { reportId: string }).reportId);
    expect(row.status).toBe("HELD");
    expect(row.heldReason).toContain("of 6 recent Lagos reports");
    expect(row.heldReason).toContain("₦70,250.00");
    expect(await getPriceItemStats(item.id)).toEqual(before);
    // Too low is held as well.
    const low = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 5_000_00,
      state: "Lagos",
      observedOn: addDays(today, -1),
    });
    expect(low).toMatchObject({ ok: true, status: "HELD" });
  });

  it("judges against the nationwide reports when the state has too few", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    await createPriceReports(item.id, usual, { state: "Lagos" });
    await createPriceReports(item.id, [10_000_00], { state: "Kano" });
    const held = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 300_000_00,
      state: "Kano",
      observedOn: today,
    });
    expect(held).toMatchObject({ status: "HELD" });
    expect((await storedReport((held as { reportId: string }).reportId)).heldReason).toContain(
      "recent nationwide reports",
    );
    const fine = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 66_000_00,
      state: "Kano",
      observedOn: addDays(today, -2),
    });
    expect(fine).toMatchObject({ status: "ACCEPTED" });
  });

  it("accepts anything while an item has too few reports to compare with", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 100_00], { state: "Lagos" });
    expect(
      await reportPrice(userActor(user.id), { itemId: item.id, price: 900_00, state: "Lagos", observedOn: today }),
    ).toMatchObject({ status: "ACCEPTED" });
  });

  it("takes the state from the market and refuses a market in another state", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    const kurmi = await createMarket({ name: "Kurmi Market", state: "Kano", city: "Kano" });
    const result = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 65_000_00,
      marketId: kurmi.id,
      observedOn: today,
    });
    expect(result).toMatchObject({ ok: true, status: "ACCEPTED" });
    expect(await storedReport((result as { reportId: string }).reportId)).toMatchObject({
      state: "Kano",
      marketId: kurmi.id,
    });
    expect(
      await reportPrice(userActor(user.id), {
        itemId: item.id,
        price: 65_000_00,
        marketId: kurmi.id,
        state: "Lagos",
        observedOn: addDays(today, -1),
      }),
    ).toEqual({
      ok: false,
      field: "marketId",
      message: "Kurmi Market is in Kano, not Lagos: choose a market in Lagos, or report without a market.",
    });
  });

  it("refuses unknown items and markets", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    const ghost = "00000000-0000-4000-8000-000000000000";
    expect(
      await reportPrice(userActor(user.id), { itemId: ghost, price: 100_00, state: "Lagos", observedOn: today }),
    ).toEqual({
      ok: false,
      field: "itemId",
      message: reportMessages.unknownItem,
    });
    expect(
      await reportPrice(userActor(user.id), { itemId: item.id, price: 100_00, marketId: ghost, observedOn: today }),
    ).toEqual({
      ok: false,
      field: "marketId",
      message: reportMessages.unknownMarket,
    });
    expect(await getDb().select().from(priceReports).where(eq(priceReports.reporterId, user.id))).toHaveLength(0);
  });

  it("refuses a second report by the same person of the same item, place and day", async () => {
    const user = await createUser();
    const other = await createUser();
    const item = await createPriceItem();
    const mile12 = await createMarket({ name: "Mile 12" });
    const oyingbo = await createMarket({ name: "Oyingbo" });
    const first = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 70_000_00,
      marketId: mile12.id,
      observedOn: today,
    });
    expect(first.ok).toBe(true);
    expect(
      await reportPrice(userActor(user.id), {
        itemId: item.id,
        price: 71_000_00,
        marketId: mile12.id,
        observedOn: today,
      }),
    ).toEqual({ ok: false, message: reportMessages.duplicate });
    // Another market, another day, another person, or the state without a market are all fine.
    expect(
      (
        await reportPrice(userActor(user.id), {
          itemId: item.id,
          price: 71_000_00,
          marketId: oyingbo.id,
          observedOn: today,
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await reportPrice(userActor(user.id), {
          itemId: item.id,
          price: 71_000_00,
          marketId: mile12.id,
          observedOn: addDays(today, -1),
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await reportPrice(userActor(other.id), {
          itemId: item.id,
          price: 71_000_00,
          marketId: mile12.id,
          observedOn: today,
        })
      ).ok,
    ).toBe(true);
    expect(
      (await reportPrice(userActor(user.id), { itemId: item.id, price: 71_000_00, state: "Lagos", observedOn: today }))
        .ok,
    ).toBe(true);
    expect(
      await reportPrice(userActor(user.id), { itemId: item.id, price: 72_000_00, state: "Lagos", observedOn: today }),
    ).toEqual({ ok: false, message: reportMessages.duplicate });
  });

  it("lets only one of two simultaneous identical reports through", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        reportPrice(userActor(user.id), { itemId: item.id, price: 70_000_00, state: "Oyo", observedOn: today }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(priceReports)
        .where(and(eq(priceReports.reporterId, user.id), eq(priceReports.itemId, item.id))),
    ).toHaveLength(1);
  });

  it("runs the item's price alerts after an accepted report, once within the quiet period", async () => {
    const reporter = await createUser();
    const watcher = await createUser({ email: "watcher.rice@example.com" });
    const item = await createPriceItem({ name: "Rice watched" });
    await createPriceAlert({
      userId: watcher.id,
      itemId: item.id,
      state: "Lagos",
      thresholdKobo: 75_000_00,
      channel: "EMAIL",
    });
    await createPriceReports(item.id, [72_000_00, 73_000_00], { state: "Lagos" });
    const sent = () =>
      getDb()
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.recipient, "watcher.rice@example.com"), eq(outboxMessages.purpose, "pricedesk.alert")),
        );
    // The third accepted report makes a typical price (₦72,000) under the alert's ₦75,000.
    await reportPrice(userActor(reporter.id), { itemId: item.id, price: 71_000_00, state: "Lagos", observedOn: today });
    await drainJobs();
    expect(await sent()).toHaveLength(1);
    await reportPrice(userActor(reporter.id), {
      itemId: item.id,
      price: 70_000_00,
      state: "Lagos",
      observedOn: addDays(today, -1),
    });
    await drainJobs();
    expect(await sent()).toHaveLength(1);
  });

  it("refreshes this instance's cached headline figures when a report is accepted", async () => {
    const user = await createUser();
    const item = await createPriceItem({ name: "Headline item" });
    await createPriceReports(
      item.id,
      Array.from({ length: 40 }, () => 50_000_00),
      { state: "Lagos" },
    );
    const figure = async () => (await listPopularPriceItems(50)).find((p) => p.item.id === item.id);
    expect(await figure()).toMatchObject({ reportCount: 40 });
    // Rows written behind the service's back wait for the cache to expire…
    await createPriceReports(item.id, [50_000_00], { state: "Lagos" });
    expect(await figure()).toMatchObject({ reportCount: 40 });
    // …an accepted report through the service shows at once.
    expect(
      await reportPrice(userActor(user.id), { itemId: item.id, price: 50_500_00, state: "Lagos", observedOn: today }),
    ).toMatchObject({ status: "ACCEPTED" });
    expect(await figure()).toMatchObject({ reportCount: 42 });
  });

  it("lists a person's own reports newest first with their status, never anyone else's", async () => {
    const user = await createUser();
    const other = await createUser();
    const item = await createPriceItem({ name: "Listed reports item" });
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const older = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 70_000_00,
      state: "Lagos",
      observedOn: addDays(today, -5),
    });
    const newer = await reportPrice(userActor(user.id), {
      itemId: item.id,
      price: 700_000_00,
      state: "Lagos",
      observedOn: today,
    });
    await reportPrice(userActor(other.id), { itemId: item.id, price: 69_000_00, state: "Lagos", observedOn: today });
    const mine = await listMyPriceReports(userActor(user.id));
    expect(mine.map((report) => [report.id, report.status])).toEqual([
      [(newer as { reportId: string }).reportId, "HELD"],
      [(older as { reportId: string }).reportId, "ACCEPTED"],
    ]);
    expect(mine[0]).toMatchObject({
      item: { id: item.id, name: "Listed reports item" },
      priceKobo: 700_000_00,
      state: "Lagos",
      marketName: null,
      observedOn: today,
    });
    expect(await listMyPriceReports(userActor(user.id), 1)).toHaveLength(1);
    expect(await listMyPriceReports(userActor(user.id), 0)).toHaveLength(1);
  });

  it("refuses a person past the hourly limit in the service itself, whoever calls; another person is not affected", async () => {
    const user = await createUser();
    const other = await createUser();
    const items = await Promise.all(
      Array.from({ length: reportPriceRateLimit.points + 1 }, (_, i) =>
        createPriceItem({ name: `Service limit ${i}` }),
      ),
    );
    const report = (reporterId: string, itemId: string) =>
      reportPrice(userActor(reporterId), { itemId, price: 100_00, state: "Oyo", observedOn: today });
    for (const item of items.slice(0, reportPriceRateLimit.points))
      expect((await report(user.id, item.id)).ok).toBe(true);
    const last = items[reportPriceRateLimit.points]!.id;
    await expect(report(user.id, last)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await getDb().select().from(priceReports).where(eq(priceReports.reporterId, user.id))).toHaveLength(
      reportPriceRateLimit.points,
    );
    expect((await report(other.id, last)).ok).toBe(true);
  });

  it("writes in the caller's transaction: when the caller rolls back, neither the report nor its event stays", async () => {
    const user = await createUser();
    const item = await createPriceItem({ name: "Rolled back report item" });
    const market = await createMarket({ name: "Rolled back market" });
    await expect(
      getDb().transaction(async (tx) => {
        const result = await reportPrice(
          userActor(user.id),
          { itemId: item.id, price: 70_000_00, marketId: market.id, observedOn: today },
          {},
          tx,
        );
        expect(result).toMatchObject({ ok: true, status: "ACCEPTED" });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await getDb().select().from(priceReports).where(eq(priceReports.itemId, item.id))).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(domainEvents)
        .where(sql`${domainEvents.payload}->>'itemId' = ${item.id}`),
    ).toEqual([]);
  });
});

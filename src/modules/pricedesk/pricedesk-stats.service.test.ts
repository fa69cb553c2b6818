import { describe, expect, it } from "vitest";
import { createMarket, createPriceItem, createPriceReports } from "../../../tests/factories";
import {
  getPriceDeskHome,
  getPriceItemStats,
  getPriceTrend,
  getTypicalPrices,
  listCheapestStates,
  listPopularPriceItems,
  listPriceMovers,
} from "@/modules/pricedesk/pricedesk-stats.service";

// A Wednesday: its week began on Monday 2026-06-15.
const TODAY = "2026-06-17";

describe("getTypicalPrices", () => {
  // Long before TODAY, so these reports stay out of the other tests' windows (the home figures count every item).
  const DAY = "2025-03-12";

  it("gives each search result's low, typical and high over 30 days, nationwide or in a state, and nothing below 3 reports", async () => {
    const rice = await createPriceItem({ name: "Rice for the results list" });
    const beans = await createPriceItem({ name: "Beans for the results list" });
    const rare = await createPriceItem({ name: "Rarely reported" });
    await createPriceReports(rice.id, [70_000_00, 72_000_00, 80_000_00], { today: DAY, state: "Lagos" });
    await createPriceReports(rice.id, [60_000_00, 62_000_00, 64_000_00], { today: DAY, state: "Kano" });
    await createPriceReports(rice.id, [10_000_00, 10_000_00, 10_000_00], { today: DAY, state: "Kano", daysAgo: 31 });
    await createPriceReports(beans.id, [50_000_00, 55_000_00, 60_000_00], {
      today: DAY,
      state: "Kano",
      status: "HELD",
    });
    await createPriceReports(rare.id, [1_000_00, 2_000_00], { today: DAY, state: "Lagos" });
    const ids = [rice.id, beans.id, rare.id];
    expect(await getTypicalPrices(ids, { today: DAY })).toEqual(
      new Map([[rice.id, { count: 6, lowKobo: 60_000_00, typicalKobo: 67_000_00, highKobo: 80_000_00 }]]),
    );
    expect(await getTypicalPrices(ids, { today: DAY, state: "Lagos" })).toEqual(
      new Map([[rice.id, { count: 3, lowKobo: 70_000_00, typicalKobo: 72_000_00, highKobo: 80_000_00 }]]),
    );
    expect(await getTypicalPrices([], { today: DAY })).toEqual(new Map());
  });
});

describe("getPriceItemStats", () => {
  it("gives low, median and high of an odd count", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [300_00, 100_00, 200_00], { today: TODAY, daysAgo: 1 });
    const stats = await getPriceItemStats(item.id, { today: TODAY });
    expect(stats.overall).toEqual({ count: 3, lowKobo: 100_00, typicalKobo: 200_00, highKobo: 300_00 });
    expect(stats.windowDays).toBe(30);
    expect(stats.state).toBeNull();
  });

  it("averages the two middle prices of an even count, rounding a half kobo up", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 200_00, 300_00, 401_00], { today: TODAY });
    expect((await getPriceItemStats(item.id, { today: TODAY })).overall).toMatchObject({
      typicalKobo: 250_00,
      count: 4,
    });
    const odd = await createPriceItem();
    await createPriceReports(odd.id, [100, 201], { today: TODAY });
    expect((await getPriceItemStats(odd.id, { today: TODAY })).overall).toEqual({
      count: 2,
      lowKobo: 100,
      typicalKobo: 151,
      highKobo: 201,
    });
  });

  it("gives a single report as low, typical and high, and null without reports", async () => {
    const item = await createPriceItem();
    expect((await getPriceItemStats(item.id, { today: TODAY })).overall).toBeNull();
    await createPriceReports(item.id, [12_345_67], { today: TODAY });
    expect((await getPriceItemStats(item.id, { today: TODAY })).overall).toEqual({
      count: 1,
      lowKobo: 12_345_67,
      typicalKobo: 12_345_67,
      highKobo: 12_345_67,
    });
  });

  it("leaves held, rejected and old reports out", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 110_00, 120_00], { today: TODAY });
    await createPriceReports(item.id, [9_999_00], { today: TODAY, status: "HELD" });
    await createPriceReports(item.id, [1_00], { today: TODAY, status: "REJECTED" });
    await createPriceReports(item.id, [50_00, 50_00], { today: TODAY, daysAgo: 30 });
    await createPriceReports(item.id, [500_00], { observedOn: "2026-06-18" });
    expect((await getPriceItemStats(item.id, { today: TODAY })).overall).toEqual({
      count: 3,
      lowKobo: 100_00,
      typicalKobo: 110_00,
      highKobo: 120_00,
    });
    // A 90-day window includes the older ones.
    expect((await getPriceItemStats(item.id, { today: TODAY, windowDays: 90 })).overall).toMatchObject({
      count: 5,
      lowKobo: 50_00,
      typicalKobo: 100_00,
    });
    // Windows other than 30, 90 and 365 are not offered.
    expect((await getPriceItemStats(item.id, { today: TODAY, windowDays: 1_000_000 })).windowDays).toBe(30);
  });

  it("breaks figures down by state (cheapest first) and by market, narrowed to a state on request", async () => {
    const item = await createPriceItem();
    const mile12 = await createMarket({ name: "Mile 12", state: "Lagos", city: "Kosofe" });
    const oyingbo = await createMarket({ name: "Oyingbo", state: "Lagos", city: "Ebute Metta" });
    const kurmi = await createMarket({ name: "Kurmi", state: "Kano", city: "Kano" });
    await createPriceReports(item.id, [700_00, 720_00, 740_00], { state: "Lagos", marketId: mile12.id, today: TODAY });
    await createPriceReports(item.id, [760_00, 780_00], { state: "Lagos", marketId: oyingbo.id, today: TODAY });
    await createPriceReports(item.id, [800_00], { state: "Lagos", today: TODAY });
    await createPriceReports(item.id, [600_00, 640_00], { state: "Kano", marketId: kurmi.id, today: TODAY });

    const all = await getPriceItemStats(item.id, { today: TODAY });
    expect(all.overall).toEqual({ count: 8, lowKobo: 600_00, typicalKobo: 730_00, highKobo: 800_00 });
    expect(all.byState).toEqual([
      { state: "Kano", count: 2, lowKobo: 600_00, typicalKobo: 620_00, highKobo: 640_00 },
      { state: "Lagos", count: 6, lowKobo: 700_00, typicalKobo: 750_00, highKobo: 800_00 },
    ]);
    expect(all.byMarket.map((m) => [m.market.name, m.market.state, m.count, m.typicalKobo])).toEqual([
      ["Kurmi", "Kano", 2, 620_00],
      ["Mile 12", "Lagos", 3, 720_00],
      ["Oyingbo", "Lagos", 2, 770_00],
    ]);

    const lagos = await getPriceItemStats(item.id, { today: TODAY, state: "Lagos" });
    expect(lagos.state).toBe("Lagos");
    expect(lagos.overall).toEqual({ count: 6, lowKobo: 700_00, typicalKobo: 750_00, highKobo: 800_00 });
    expect(lagos.byState).toHaveLength(2);
    expect(lagos.byMarket.map((m) => m.market.name)).toEqual(["Mile 12", "Oyingbo"]);

    expect((await getPriceItemStats(item.id, { today: TODAY, state: "Sokoto" })).overall).toBeNull();
  });
});

describe("getPriceTrend", () => {
  it("buckets by Monday-based week over the last 12 weeks, with empty weeks as null", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 300_00], { observedOn: "2026-06-15" }); // this week (Monday)
    await createPriceReports(item.id, [500_00], { observedOn: "2026-06-17" }); // this week (today)
    await createPriceReports(item.id, [200_00], { observedOn: "2026-06-14" }); // last week (Sunday)
    await createPriceReports(item.id, [400_00], { observedOn: "2026-03-30" }); // first of the 12 weeks
    await createPriceReports(item.id, [999_00], { observedOn: "2026-03-29" }); // before the 12 weeks
    await createPriceReports(item.id, [999_00], { observedOn: "2026-06-16", status: "HELD" });
    const { weekly } = await getPriceTrend(item.id, { today: TODAY });
    expect(weekly).toHaveLength(12);
    expect(weekly[0]).toEqual({
      start: "2026-03-30",
      count: 1,
      lowKobo: 400_00,
      typicalKobo: 400_00,
      highKobo: 400_00,
    });
    expect(weekly[10]).toEqual({
      start: "2026-06-08",
      count: 1,
      lowKobo: 200_00,
      typicalKobo: 200_00,
      highKobo: 200_00,
    });
    expect(weekly[11]).toEqual({
      start: "2026-06-15",
      count: 3,
      lowKobo: 100_00,
      typicalKobo: 300_00,
      highKobo: 500_00,
    });
    expect(weekly[5]).toEqual({ start: "2026-05-04", count: 0, lowKobo: null, typicalKobo: null, highKobo: null });
  });

  it("buckets by calendar month over the last 12 months, and narrows to a state", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 200_00], { observedOn: "2026-06-01", state: "Lagos" });
    await createPriceReports(item.id, [50_00], { observedOn: "2026-06-10", state: "Kano" });
    await createPriceReports(item.id, [300_00], { observedOn: "2026-03-31", state: "Lagos" });
    await createPriceReports(item.id, [400_00], { observedOn: "2025-07-01", state: "Lagos" });
    await createPriceReports(item.id, [999_00], { observedOn: "2025-06-30", state: "Lagos" });
    const all = await getPriceTrend(item.id, { today: TODAY });
    expect(all.monthly.map((p) => p.start)).toEqual([
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
    ]);
    expect(all.monthly[0]).toMatchObject({ count: 1, typicalKobo: 400_00 });
    expect(all.monthly[8]).toMatchObject({ count: 1, typicalKobo: 300_00 });
    expect(all.monthly[11]).toMatchObject({ count: 3, typicalKobo: 100_00, lowKobo: 50_00, highKobo: 200_00 });
    const lagos = await getPriceTrend(item.id, { today: TODAY, state: "Lagos" });
    expect(lagos.state).toBe("Lagos");
    expect(lagos.monthly[11]).toMatchObject({ count: 2, typicalKobo: 150_00 });
  });
});

describe("the desk's home figures", () => {
  it("ranks popular items by reports over 90 days, with a 30-day typical price once there are 3 reports", async () => {
    const rice = await createPriceItem({ name: "Rice popular" });
    const beans = await createPriceItem({ name: "Beans popular" });
    const quiet = await createPriceItem({ name: "Quiet item" });
    await createPriceReports(rice.id, [700_00, 710_00, 720_00, 730_00], { today: TODAY, daysAgo: 2 });
    await createPriceReports(rice.id, [600_00], { today: TODAY, daysAgo: 60 });
    await createPriceReports(beans.id, [90_00, 95_00], { today: TODAY, daysAgo: 70 });
    await createPriceReports(beans.id, [100_00], { today: TODAY, daysAgo: 1 });
    await createPriceReports(quiet.id, [5_00], { today: TODAY, daysAgo: 95 });
    const popular = await listPopularPriceItems(10, { today: TODAY });
    const mine = popular.filter((p) => [rice.id, beans.id, quiet.id].includes(p.item.id));
    expect(mine.map((p) => [p.item.name, p.reportCount, p.typicalKobo])).toEqual([
      ["Rice popular", 5, 715_00],
      ["Beans popular", 3, null],
    ]);
    expect(mine[0]!.item).toMatchObject({ slug: rice.slug, categorySlug: "foodstuff", unitLabel: "50kg bag" });
  });

  it("finds the biggest movers: last 30 days against the 30 before, both ways, needing 3 reports in each", async () => {
    const up = await createPriceItem({ name: "Mover up" });
    const down = await createPriceItem({ name: "Mover down" });
    const flat = await createPriceItem({ name: "Mover flat" });
    const thin = await createPriceItem({ name: "Mover thin" });
    await createPriceReports(up.id, [100_00, 100_00, 100_00], { today: TODAY, daysAgo: 40 });
    await createPriceReports(up.id, [120_00, 125_00, 130_00], { today: TODAY, daysAgo: 5 });
    await createPriceReports(down.id, [200_00, 200_00, 200_00], { today: TODAY, daysAgo: 30 });
    await createPriceReports(down.id, [150_00, 150_00, 150_00], { today: TODAY, daysAgo: 29 });
    await createPriceReports(flat.id, [50_00, 50_00, 50_00], { today: TODAY, daysAgo: 45 });
    await createPriceReports(flat.id, [50_00, 50_00, 50_00], { today: TODAY, daysAgo: 3 });
    await createPriceReports(thin.id, [10_00, 10_00], { today: TODAY, daysAgo: 45 });
    await createPriceReports(thin.id, [90_00, 90_00, 90_00], { today: TODAY, daysAgo: 3 });
    // Held reports never move anything.
    await createPriceReports(flat.id, [900_00, 900_00, 900_00, 900_00], { today: TODAY, daysAgo: 2, status: "HELD" });
    const movers = await listPriceMovers(5, { today: TODAY });
    expect(movers.up.map((m) => [m.item.name, m.previousKobo, m.currentKobo, m.percentChange])).toEqual([
      ["Mover up", 100_00, 125_00, 25],
    ]);
    expect(movers.down.map((m) => [m.item.name, m.previousKobo, m.currentKobo, m.percentChange])).toEqual([
      ["Mover down", 200_00, 150_00, -25],
    ]);
  });

  it("finds the cheapest states for staples and each staple's cheapest state", async () => {
    const items = await Promise.all(["Staple A", "Staple B", "Staple C"].map((name) => createPriceItem({ name })));
    const prices: Record<string, number[]> = {
      Kano: [80_00, 80_00, 80_00],
      Oyo: [100_00, 100_00, 100_00],
      Lagos: [120_00, 120_00, 120_00],
    };
    for (const item of items) {
      for (const [state, list] of Object.entries(prices))
        await createPriceReports(item.id, list, { state, today: TODAY, daysAgo: 2 });
    }
    // Only two reports in Sokoto: no figure for it.
    await createPriceReports(items[0]!.id, [10_00, 10_00], { state: "Sokoto", today: TODAY });
    const { states, staples } = await listCheapestStates(items, { today: TODAY });
    // Nationwide median per item: 100 (of 80×3, 100×3, 120×3 and two 10s → the 6th of 11 sorted) → Kano −20 %.
    expect(states).toEqual([
      { state: "Kano", percentFromNational: -20, itemCount: 3 },
      { state: "Oyo", percentFromNational: 0, itemCount: 3 },
      { state: "Lagos", percentFromNational: 20, itemCount: 3 },
    ]);
    expect(staples.map((s) => [s.item.name, s.state, s.typicalKobo, s.nationalKobo])).toEqual([
      ["Staple A", "Kano", 80_00, 100_00],
      ["Staple B", "Kano", 80_00, 100_00],
      ["Staple C", "Kano", 80_00, 100_00],
    ]);
    // The home page ranks states over its popular items, needing figures for at least half of them.
    const home = await getPriceDeskHome({ today: TODAY });
    const expected = await listCheapestStates(
      home.popular.map((p) => p.item),
      { today: TODAY },
    );
    expect(home.cheapestStates).toEqual(expected.states);
    expect(home.staples).toEqual(expected.staples);
    expect(home.popular.length).toBe(8);
    expect(home.cheapestStates.every((s) => s.itemCount >= 4)).toBe(true);
  });
});

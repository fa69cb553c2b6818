import { beforeAll, describe, expect, it } from "vitest";
import { createPriceItem, createPriceReports, createSearchCatalogue } from "../../../tests/factories";
import { addDays } from "@/lib/dates";
import { findPriceItemBySlug, insightForOffer, searchPriceItems } from "@/modules/pricedesk/pricedesk.service";

const TODAY = "2026-06-15";

async function names(query: string, limit = 10) {
  return (await searchPriceItems(query, limit)).map((item) => item.name);
}

describe("searchPriceItems", () => {
  beforeAll(async () => {
    await createSearchCatalogue();
  });

  // The same expectations run on PGlite and on the PostgreSQL server (TEST_DATABASE_URL): identical results.
  it.each([
    ["tomatos", ["Tomatoes, big basket"]],
    ["tomatoe", ["Tomatoes, big basket"]],
    ["toma", ["Tomatoes, big basket"]],
    ["cemnt", ["Cement (BUA), 50kg bag", "Cement (Dangote), 50kg bag"]],
    ["dangote cemnt", ["Cement (Dangote), 50kg bag"]],
    ["garri", ["Garri (white), 50kg bag", "Garri (yellow), paint bucket"]],
    ["gari", ["Garri (white), 50kg bag", "Garri (yellow), paint bucket"]],
    ["grri", ["Garri (white), 50kg bag", "Garri (yellow), paint bucket"]],
    ["yelow gari", ["Garri (yellow), paint bucket"]],
    ["rise", ["Rice (local), 50kg bag", "Rice (foreign), 50kg bag"]],
    ["ofada", ["Rice (local), 50kg bag"]],
    ["ipone", ["iPhone 13 128GB"]],
    ["bens", ["Beans (oloyin), derica"]],
    ["pam oil", ["Palm oil, 25 litres"]],
    ["ri", ["Rice (local), 50kg bag", "Rice (foreign), 50kg bag"]],
  ])("%s finds %j", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("leaves out loose look-alikes when something matches well", async () => {
    // "bag" is a word of five names; "big basket" only looks like it.
    expect(await names("bag")).not.toContain("Tomatoes, big basket");
    expect(await names("bag")).toHaveLength(5);
  });

  it("finds nothing for unrelated words, blank input and punctuation only", async () => {
    expect(await names("shoe")).toEqual([]);
    expect(await names("xyz")).toEqual([]);
    expect(await names("   ")).toEqual([]);
    expect(await names("!!! ???")).toEqual([]);
    expect(await names("a")).toEqual([]);
  });

  it("treats injection strings and emoji as plain words", async () => {
    expect(await names("'; drop table price_items; --")).toEqual([]);
    expect(await names("rice & | ! ( ) :* <->")).toEqual(["Rice (local), 50kg bag", "Rice (foreign), 50kg bag"]);
    expect(await names("🍅 tomato 🍅")).toEqual(["Tomatoes, big basket"]);
    expect(await names("tomáto")).toEqual(["Tomatoes, big basket"]);
    expect(await names("x".repeat(10_000))).toEqual([]);
  });

  it("caps the page size at 20 and floors it at 1", async () => {
    expect(await searchPriceItems("bag", 1_000_000)).toHaveLength(5);
    expect(await searchPriceItems("bag", 2)).toHaveLength(2);
    expect(await searchPriceItems("bag", 0)).toHaveLength(1);
    expect(await searchPriceItems("bag", -5)).toHaveLength(1);
    expect(await searchPriceItems("bag", Number.NaN)).toHaveLength(1);
  });

  it("returns summaries with slug and unit", async () => {
    const [first] = await searchPriceItems("palm oil", 5);
    expect(first).toEqual({
      id: expect.any(String),
      slug: "palm-oil-25-litres",
      name: "Palm oil, 25 litres",
      unitLabel: "25-litre keg",
    });
    expect(await findPriceItemBySlug("palm-oil-25-litres")).toMatchObject({
      name: "Palm oil, 25 litres",
      categorySlug: "oils",
    });
    expect(await findPriceItemBySlug("no-such-item")).toBeNull();
  });

  // Last: the extra item would change the expectations above.
  it("puts the name most like the whole query first among equally close ones", async () => {
    await createPriceItem({
      name: "Tomato paste (70g sachet), carton of 50",
      slug: "tomato-paste-carton",
      unitLabel: "carton",
    });
    expect((await names("tomatos"))[0]).toBe("Tomatoes, big basket");
    expect(await names("tomato paste")).toEqual(["Tomato paste (70g sachet), carton of 50"]);
  });
});

describe("insightForOffer", () => {
  it("compares with the state's median over the last 30 days", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [6_000_000, 7_000_000, 8_000_000], { state: "Kano", today: TODAY, daysAgo: 3 });
    // Older than 30 days and held reports do not count.
    await createPriceReports(item.id, [1_000_000, 1_000_000, 1_000_000], { state: "Kano", today: TODAY, daysAgo: 30 });
    await createPriceReports(item.id, [90_000_000], { state: "Kano", today: TODAY, status: "HELD" });
    const insight = await insightForOffer(
      { priceItemId: item.id, priceKobo: 7_700_000, state: "Kano" },
      { today: TODAY },
    );
    expect(insight).toEqual({
      item: { id: item.id, slug: item.slug, name: item.name, unitLabel: item.unitLabel },
      state: "Kano",
      typicalKobo: 7_000_000,
      percentFromTypical: 10,
      direction: "ABOVE",
      sampleSize: 3,
    });
  });

  it("falls back to Lagos, then nationwide, and says which", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 120_00], { state: "Oyo", today: TODAY });
    await createPriceReports(item.id, [200_00, 220_00], { state: "Lagos", today: TODAY });
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 160_00, state: "Oyo" }, { today: TODAY }),
    ).toMatchObject({
      state: "Nigeria",
      typicalKobo: 160_00, // median of 100, 120, 200, 220 naira
      percentFromTypical: 0,
      direction: "AT",
      sampleSize: 4,
    });
    await createPriceReports(item.id, [210_00], { state: "Lagos", today: TODAY, daysAgo: 29 });
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 189_00, state: "Oyo" }, { today: TODAY }),
    ).toMatchObject({
      state: "Lagos",
      typicalKobo: 210_00,
      percentFromTypical: -10,
      direction: "BELOW",
      sampleSize: 3,
    });
  });

  it("is null with fewer than 3 reports, for unknown items and for nonsense prices", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 100_00], { state: "Lagos", today: TODAY });
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 100_00, state: "Lagos" }, { today: TODAY }),
    ).toBeNull();
    expect(
      await insightForOffer(
        { priceItemId: "00000000-0000-4000-8000-000000000000", priceKobo: 100_00, state: "Lagos" },
        { today: TODAY },
      ),
    ).toBeNull();
    expect(
      await insightForOffer({ priceItemId: "not-a-uuid", priceKobo: 100_00, state: "Lagos" }, { today: TODAY }),
    ).toBeNull();
    await createPriceReports(item.id, [100_00], { state: "Lagos", today: TODAY });
    expect(await insightForOffer({ priceItemId: item.id, priceKobo: -5, state: "Lagos" }, { today: TODAY })).toBeNull();
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 1.5, state: "Lagos" }, { today: TODAY }),
    ).toBeNull();
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 100_50, state: "Lagos" }, { today: TODAY }),
    ).toMatchObject({ percentFromTypical: 1 });
  });

  it("counts the 30-day window inclusively of today and not of day 30", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [100_00, 100_00, 100_00], { state: "Lagos", observedOn: addDays(TODAY, -29) });
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 100_00, state: "Lagos" }, { today: TODAY }),
    ).not.toBeNull();
    expect(
      await insightForOffer({ priceItemId: item.id, priceKobo: 100_00, state: "Lagos" }, { today: addDays(TODAY, 1) }),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  catalogueMessages,
  connectionInput,
  nairaToKobo,
  normaliseQuery,
  parseMarketSearchParams,
  parseState,
  productFilterInput,
} from "@/modules/catalogue/catalogue.inputs";

describe("nairaToKobo", () => {
  it.each<[string | number, number]>([
    ["1,234.50", 123_450],
    ["1234.5", 123_450],
    ["₦15,000", 1_500_000],
    ["N 15000", 1_500_000],
    ["NGN 2,500,000", 250_000_000],
    ["0", 0],
    ["0.01", 1],
    [".5", 50],
    ["10.", 1_000],
    ["007", 700],
    ["150k", 15_000_000],
    ["1.5m", 150_000_000],
    ["2.25K", 225_000],
    [" 1 234 ", 123_400],
    ["１２３", 12_300],
    [1234.5, 123_450],
    [0.1 + 0.2, 30],
    ["99999999.99", 9_999_999_999],
    ["10,000,000,000", 1_000_000_000_000],
  ])("%j → %d kobo", (raw, kobo) => {
    expect(nairaToKobo(raw, "down")).toEqual({ ok: true, kobo });
  });

  it("rounds fractions of a kobo in the filter's favour, without floating point", () => {
    expect(nairaToKobo("1,234.555", "up")).toEqual({ ok: true, kobo: 123_456 });
    expect(nairaToKobo("1,234.555", "down")).toEqual({ ok: true, kobo: 123_455 });
    expect(nairaToKobo("1,234.550000", "up")).toEqual({ ok: true, kobo: 123_455 });
    expect(nairaToKobo("0.001", "up")).toEqual({ ok: true, kobo: 1 });
    expect(nairaToKobo("0.001", "down")).toEqual({ ok: true, kobo: 0 });
    // 0.29 * 100 is 28.999999999999996 in floating point; string arithmetic gives 29.
    expect(nairaToKobo("0.29", "down")).toEqual({ ok: true, kobo: 29 });
    expect(nairaToKobo("1.15", "up")).toEqual({ ok: true, kobo: 115 });
    expect(nairaToKobo("9007199254740.99", "down")).toEqual({ ok: false, reason: "TOO_HIGH" });
  });

  it.each(["-500", "−500", "₦-500", "- 1"])("refuses negative %j", (raw) => {
    expect(nairaToKobo(raw, "down")).toEqual({ ok: false, reason: "NEGATIVE" });
  });

  it.each(["abc", "", "1e5", "0x10", "12,34", "1,2345", "1.2.3", "NaN", "Infinity", "1;DROP TABLE", "💰", "x".repeat(10_000)])(
    "refuses %j as not an amount",
    (raw) => {
      expect(nairaToKobo(raw, "down")).toEqual({ ok: false, reason: "INVALID" });
    },
  );

  it("refuses amounts above ₦10,000,000,000", () => {
    expect(nairaToKobo("10,000,000,000.01", "down")).toEqual({ ok: false, reason: "TOO_HIGH" });
    expect(nairaToKobo("999999999999999999999", "down")).toEqual({ ok: false, reason: "TOO_HIGH" });
    expect(nairaToKobo(Number.MAX_VALUE, "down").ok).toBe(false);
    expect(nairaToKobo(Number.NaN, "down")).toEqual({ ok: false, reason: "INVALID" });
  });
});

describe("normaliseQuery", () => {
  it("trims, collapses spaces, drops control characters and caps at 100 characters", () => {
    expect(normaliseQuery("  tecno   spark\n20 ")).toBe("tecno spark 20");
    expect(normaliseQuery("a\u0000b")).toBe("a b");
    expect(normaliseQuery("x".repeat(10_000))).toHaveLength(100);
    // Emoji count as one character each and are never cut in half.
    expect(Array.from(normaliseQuery("📱".repeat(150)))).toHaveLength(100);
    expect(normaliseQuery("\uD800abc")).toBe("abc");
    expect(normaliseQuery(undefined)).toBe("");
  });
});

describe("parseState", () => {
  it.each([
    ["lagos", "Lagos"],
    ["LAGOS", "Lagos"],
    [" akwa ibom ", "Akwa Ibom"],
    ["akwa-ibom", "Akwa Ibom"],
    ["Cross+River", "Cross River"],
    ["abuja", "FCT Abuja"],
    ["FCT", "FCT Abuja"],
    ["FCT Abuja", "FCT Abuja"],
  ])("%j → %j", (raw, state) => {
    expect(parseState(raw)).toBe(state);
  });

  it("knows nothing outside the 36 states and the FCT", () => {
    expect(parseState("Accra")).toBeUndefined();
    expect(parseState("Lagos'; --")).toBeUndefined();
  });
});

describe("parseMarketSearchParams", () => {
  it("reads every filter from a query string", () => {
    const parsed = parseMarketSearchParams({
      q: "  iphone 13 ",
      category: "Mobile-Phones",
      state: "lagos",
      min: "150,000",
      max: "₦450,000.50",
      condition: "tokunbo",
      sort: "price_asc",
      page: "3",
      per_page: "12",
    });
    expect(parsed.filters).toEqual({
      query: "iphone 13",
      category: "mobile-phones",
      state: "Lagos",
      minPriceKobo: 15_000_000,
      maxPriceKobo: 45_000_050,
      condition: "FOREIGN_USED",
      sort: "PRICE_ASC",
    });
    expect(parsed.page).toBe(3);
    expect(parsed.pageSize).toBe(12);
    expect(parsed.messages).toEqual([]);
    expect(parsed.values).toEqual({
      q: "iphone 13",
      category: "mobile-phones",
      state: "Lagos",
      min: "150,000",
      max: "₦450,000.50",
      condition: "FOREIGN_USED",
      sort: "PRICE_ASC",
    });
  });

  it("gives defaults for an empty query string", () => {
    expect(parseMarketSearchParams({})).toEqual({ filters: {}, page: 1, pageSize: 24, values: {}, messages: [] });
  });

  it("drops invalid values with a message each, keeping the valid ones", () => {
    const parsed = parseMarketSearchParams({
      q: "rice",
      state: "Atlantis",
      min: "-500",
      max: "cheap",
      condition: "broken",
      sort: "random()",
      page: "0",
      per_page: "1000000",
      category: "<script>",
    });
    expect(parsed.filters).toEqual({ query: "rice" });
    expect(parsed.page).toBe(1);
    expect(parsed.pageSize).toBe(24);
    expect(parsed.messages).toEqual([
      catalogueMessages.categoryInvalid,
      catalogueMessages.stateInvalid,
      catalogueMessages.minPriceNegative,
      catalogueMessages.maxPriceInvalid,
      catalogueMessages.conditionInvalid,
      catalogueMessages.sortInvalid,
      catalogueMessages.pageInvalid,
      catalogueMessages.pageSizeInvalid,
    ]);
    expect(parsed.values).toEqual({ q: "rice" });
  });

  it("swaps a minimum above the maximum, with exact kobo rounding for each end", () => {
    const parsed = parseMarketSearchParams({ min: "5,000.555", max: "1,000.555" });
    expect(parsed.filters).toEqual({ minPriceKobo: 100_056, maxPriceKobo: 500_055 });
    expect(parsed.messages).toEqual([catalogueMessages.pricesSwapped]);
    expect(parsed.values).toEqual({ min: "1,000.555", max: "5,000.555" });
  });

  it("takes the first of repeated parameters and ignores blanks", () => {
    const parsed = parseMarketSearchParams({ state: ["Kano", "Lagos"], q: "   ", min: "", sort: [] });
    expect(parsed.filters).toEqual({ state: "Kano" });
    expect(parsed.messages).toEqual([]);
  });

  it("shortens a 10,000-character query and says so", () => {
    const parsed = parseMarketSearchParams({ q: "rice ".repeat(2_000) });
    expect(parsed.filters.query!.length).toBeLessThanOrEqual(100);
    expect(parsed.messages).toEqual([catalogueMessages.queryShortened]);
  });

  it("keeps injection strings and emoji as plain search text", () => {
    expect(parseMarketSearchParams({ q: "'; drop table products; --" }).filters.query).toBe("'; drop table products; --");
    expect(parseMarketSearchParams({ q: "📱 iphone" }).filters.query).toBe("📱 iphone");
  });

  it("refuses page numbers that are not whole numbers or are beyond the cap", () => {
    for (const page of ["abc", "1.5", "-2", "1e3", "99999999999999999999"]) {
      const parsed = parseMarketSearchParams({ page });
      expect(parsed.page, page).toBe(1);
      expect(parsed.messages).toHaveLength(1);
    }
    expect(parseMarketSearchParams({ page: "10001" }).messages).toEqual([catalogueMessages.pageTooHigh]);
  });

  it("never throws, whatever it is given", () => {
    const hostile = [
      null,
      undefined,
      { q: 42 },
      { page: { toString: () => "2" } },
      Object.create(null),
      new Proxy({}, { get: () => { throw new Error("boom"); } }),
    ];
    for (const input of hostile) {
      expect(() => parseMarketSearchParams(input as never)).not.toThrow();
    }
  });
});

describe("productFilterInput (GraphQL)", () => {
  it("accepts kobo integers or naira strings and converts exactly", () => {
    expect(z.parse(productFilterInput, { minPrice: "1,234.50", maxPriceKobo: 500_000, state: "kano", sort: "NEWEST" })).toEqual({
      minPriceKobo: 123_450,
      maxPriceKobo: 500_000,
      state: "Kano",
      sort: "NEWEST",
    });
    expect(z.parse(productFilterInput, { query: "  tecno  ", category: null })).toEqual({ query: "tecno" });
  });

  it("answers one clear message per bad field", () => {
    const result = z.safeParse(productFilterInput, {
      minPriceKobo: -1,
      maxPrice: "lots",
      state: "Atlantis",
      condition: "BROKEN",
      vendorId: "1 or 1=1",
      category: "../etc",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      minPriceKobo: catalogueMessages.minPriceNegative,
      maxPrice: catalogueMessages.maxPriceInvalid,
      state: catalogueMessages.stateInvalid,
      condition: catalogueMessages.conditionInvalid,
      vendorId: catalogueMessages.idInvalid,
      category: catalogueMessages.categoryInvalid,
    });
  });

  it("refuses page sizes outside 1..48", () => {
    expect(z.safeParse(connectionInput, { first: 48 }).success).toBe(true);
    for (const first of [0, 49, 1_000_000, -1]) {
      const result = z.safeParse(connectionInput, { first });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(catalogueMessages.pageSizeInvalid);
    }
  });
});

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  catalogueMessages,
  connectionInput,
  normaliseQuery,
  parseMarketSearchParams,
  productFilterInput,
} from "@/modules/market/market.inputs";
import { parseState } from "@/lib/nigeria";

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
    expect(parseMarketSearchParams({ q: "'; drop table products; --" }).filters.query).toBe(
      "'; drop table products; --",
    );
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
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("boom");
          },
        },
      ),
    ];
    for (const input of hostile) {
      expect(() => parseMarketSearchParams(input as never)).not.toThrow();
    }
  });
});

describe("productFilterInput (GraphQL)", () => {
  it("accepts kobo integers or naira strings and converts exactly", () => {
    expect(
      z.parse(productFilterInput, { minPrice: "1,234.50", maxPriceKobo: 500_000, state: "kano", sort: "NEWEST" }),
    ).toEqual({
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

  it("reads naira as typed, rounding sub-kobo in the filter's favour, with the filter's messages", () => {
    expect(z.parse(productFilterInput, { minPrice: "150k", maxPrice: "₦ 1,234.555" })).toEqual({
      minPriceKobo: 15_000_000,
      maxPriceKobo: 123_455,
    });
    expect(z.parse(productFilterInput, { minPrice: "1,234.555", maxPrice: 2_000 })).toEqual({
      minPriceKobo: 123_456,
      maxPriceKobo: 200_000,
    });
    const result = z.safeParse(productFilterInput, { minPrice: "10,000,000,000.01", maxPrice: "₦-5" });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      minPrice: catalogueMessages.priceTooHigh,
      maxPrice: catalogueMessages.maxPriceNegative,
    });
    expect(z.safeParse(productFilterInput, { minPrice: "₦" }).error!.issues[0]!.message).toBe(
      catalogueMessages.minPriceInvalid,
    );
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

import { describe, expect, it } from "vitest";
import { formatNaira, nairaToKobo, sellerLabel, type NairaParseOptions } from "@/lib/money";

describe("formatNaira", () => {
  // Node 20's ICU formats en-NG / NGN with the naira sign, comma grouping and two decimals.
  it("formats integer kobo as naira with two decimals", () => {
    expect(formatNaira(123450)).toBe("₦1,234.50");
    expect(formatNaira(1)).toBe("₦0.01");
    expect(formatNaira(99)).toBe("₦0.99");
    expect(formatNaira(100)).toBe("₦1.00");
  });

  it("formats zero", () => {
    expect(formatNaira(0)).toBe("₦0.00");
  });

  it("formats large amounts with grouping", () => {
    expect(formatNaira(100_000_000_000)).toBe("₦1,000,000,000.00");
    expect(formatNaira(99_999_999_999_999)).toBe("₦999,999,999,999.99");
  });

  it("accepts bigint kobo", () => {
    expect(formatNaira(123450n)).toBe("₦1,234.50");
  });

  it("formats negative amounts (refunds)", () => {
    expect(formatNaira(-50_000)).toBe("-₦500.00");
  });

  it.each([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])(
    "throws a RangeError for %s (not a whole number of kobo)",
    (value) => {
      expect(() => formatNaira(value)).toThrow(RangeError);
      expect(() => formatNaira(value)).toThrow(/whole number of kobo/);
    },
  );

  it("throws for a bigint beyond the safe range", () => {
    expect(() => formatNaira(2n ** 60n)).toThrow(RangeError);
  });

  // Regression: kobo / 100 as floating-point division once printed 9007199254740991 kobo as "…409.90".
  it("keeps every kobo exact up to Number.MAX_SAFE_INTEGER", () => {
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe("₦90,071,992,547,409.91");
  });
});

describe("sellerLabel", () => {
  it('strips a leading "Sold by "', () => {
    expect(sellerLabel("Sold by Mama Nkechi Stores")).toBe("Mama Nkechi Stores");
  });

  it("is case-insensitive and trims surrounding space", () => {
    expect(sellerLabel("  sold BY   Tunde Electronics  ")).toBe("Tunde Electronics");
  });

  it("only strips the prefix, not the words elsewhere", () => {
    expect(sellerLabel("Everything Sold by Weight")).toBe("Everything Sold by Weight");
    expect(sellerLabel("Kola Ventures")).toBe("Kola Ventures");
  });
});

// The two ways the app reads naira: a search filter (tolerant, rounds sub-kobo in its own favour, up to
// ₦10,000,000,000) and a reported price or alert threshold (exact to the kobo, above ₦0, up to ₦1,000,000,000).
const filter = (rounding: "up" | "down"): NairaParseOptions => ({
  maxKobo: 1_000_000_000_000,
  subKobo: rounding,
  tolerant: true,
});
const price: NairaParseOptions = { minKobo: 1, maxKobo: 100_000_000_000 };

describe("nairaToKobo, as a search filter reads it", () => {
  it.each<[string | number, number]>([
    ["1,234.50", 123_450],
    ["1234.5", 123_450],
    ["₦15,000", 1_500_000],
    ["N 15000", 1_500_000],
    ["NGN 2,500,000", 250_000_000],
    ["+500", 50_000],
    ["N G N 5", 500],
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
    expect(nairaToKobo(raw, filter("down"))).toEqual({ ok: true, kobo });
  });

  it("rounds fractions of a kobo in the filter's favour, without floating point", () => {
    expect(nairaToKobo("1,234.555", filter("up"))).toEqual({ ok: true, kobo: 123_456 });
    expect(nairaToKobo("1,234.555", filter("down"))).toEqual({ ok: true, kobo: 123_455 });
    expect(nairaToKobo("1,234.550000", filter("up"))).toEqual({ ok: true, kobo: 123_455 });
    expect(nairaToKobo("0.001", filter("up"))).toEqual({ ok: true, kobo: 1 });
    expect(nairaToKobo("0.001", filter("down"))).toEqual({ ok: true, kobo: 0 });
    // 0.29 * 100 is 28.999999999999996 in floating point; string arithmetic gives 29.
    expect(nairaToKobo("0.29", filter("down"))).toEqual({ ok: true, kobo: 29 });
    expect(nairaToKobo("1.15", filter("up"))).toEqual({ ok: true, kobo: 115 });
    expect(nairaToKobo("9007199254740.99", filter("down"))).toEqual({ ok: false, reason: "TOO_HIGH" });
  });

  it.each(["-500", "−500", "₦-500", "- 1", "+-5"])("refuses negative %j", (raw) => {
    expect(nairaToKobo(raw, filter("down"))).toEqual({ ok: false, reason: "NEGATIVE" });
  });

  it.each([
    "abc",
    "1e5",
    "0x10",
    "12,34",
    "1,2345",
    "1.2.3",
    "NaN",
    "Infinity",
    "1;DROP TABLE",
    "💰",
    "x".repeat(10_000),
  ])("refuses %j as not an amount", (raw) => {
    expect(nairaToKobo(raw, filter("down"))).toEqual({ ok: false, reason: "INVALID" });
  });

  it("tells an empty amount apart", () => {
    for (const raw of ["", "  ", "₦", "+"])
      expect(nairaToKobo(raw, filter("down"))).toEqual({ ok: false, reason: "EMPTY" });
  });

  it("refuses amounts above ₦10,000,000,000", () => {
    expect(nairaToKobo("10,000,000,000.01", filter("down"))).toEqual({ ok: false, reason: "TOO_HIGH" });
    expect(nairaToKobo("999999999999999999999", filter("down"))).toEqual({ ok: false, reason: "TOO_HIGH" });
    expect(nairaToKobo(Number.MAX_VALUE, filter("down")).ok).toBe(false);
    expect(nairaToKobo(Number.NaN, filter("down"))).toEqual({ ok: false, reason: "INVALID" });
  });
});

describe("nairaToKobo, as a reported price reads it", () => {
  it.each([
    ["1,234.50", 123_450],
    ["1234.5", 123_450],
    ["1234", 123_400],
    ["₦1,234.50", 123_450],
    ["N 68,500", 6_850_000],
    ["NGN70000", 7_000_000],
    ["  70 000 ", 7_000_000],
    ["0.01", 1],
    ["0.1", 10],
    ["007", 700],
    ["1,000,000,000", 100_000_000_000],
    ["999,999,999.99", 99_999_999_999],
  ])("%s → %i kobo", (input, kobo) => {
    expect(nairaToKobo(input, price)).toEqual({ ok: true, kobo });
  });

  it.each([
    ["0.005", "DECIMALS"],
    ["12.345", "DECIMALS"],
    ["1.500", "DECIMALS"],
    ["0", "TOO_LOW"],
    ["0.00", "TOO_LOW"],
    ["-5", "NEGATIVE"],
    ["+5", "INVALID"],
    ["150k", "INVALID"],
    ["N G N 5", "INVALID"],
    ["10.", "INVALID"],
    ["1e6", "INVALID"],
    ["12,34", "INVALID"],
    ["1,2345", "INVALID"],
    ["1.2.3", "INVALID"],
    [".5", "INVALID"],
    ["abc", "INVALID"],
    ["NaN", "INVALID"],
    ["Infinity", "INVALID"],
    ["٣٤٥", "INVALID"],
    ["9".repeat(400), "INVALID"],
    ["1,000,000,000.01", "TOO_HIGH"],
    ["99999999999", "TOO_HIGH"],
    ["", "EMPTY"],
    ["  ", "EMPTY"],
    ["₦ ", "EMPTY"],
  ])("%s is refused: %s", (input, reason) => {
    expect(nairaToKobo(input, price)).toEqual({ ok: false, reason });
  });

  it("never loses a kobo to floating point", () => {
    for (let kobo = 1; kobo < 100_000; kobo += 7) {
      const text = `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, "0")}`;
      expect(nairaToKobo(text, price)).toEqual({ ok: true, kobo });
    }
  });
});

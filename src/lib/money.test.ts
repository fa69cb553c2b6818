import { describe, expect, it } from "vitest";
import { formatNaira, sellerLabel } from "@/lib/money";

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

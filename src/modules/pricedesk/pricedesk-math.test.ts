import { describe, expect, it } from "vitest";
import {
  addMonths,
  daysBetween,
  directionOf,
  isIsoDate,
  judgeOutlier,
  medianAbsoluteDeviation,
  medianKobo,
  monthStart,
  niceTicks,
  percentFrom,
  toKobo,
  weekStart,
} from "@/modules/pricedesk/pricedesk-math";

describe("medianKobo", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(medianKobo([300, 100, 200])).toBe(200);
    expect(medianKobo([5, 1, 4, 2, 3])).toBe(3);
  });

  it("averages the two middle values of an even count", () => {
    expect(medianKobo([100, 200, 300, 400])).toBe(250);
    expect(medianKobo([400, 100])).toBe(250);
  });

  it("rounds a half kobo up", () => {
    expect(medianKobo([100, 201])).toBe(151);
    expect(medianKobo([1, 2])).toBe(2);
  });

  it("is the value itself for one report and null for none", () => {
    expect(medianKobo([777])).toBe(777);
    expect(medianKobo([])).toBeNull();
  });

  it("stays exact at the top of the safe range", () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(medianKobo([big, big])).toBe(big);
    expect(medianKobo([big - 1, big])).toBe(big); // (2·big − 1) / 2 rounds up
  });

  it("gives the median absolute deviation", () => {
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 100], 3)).toBe(1);
    expect(medianAbsoluteDeviation([], 0)).toBeNull();
  });
});

describe("toKobo (percentile_cont results)", () => {
  it("rounds to whole kobo, halves up, and passes through nulls", () => {
    expect(toKobo(250)).toBe(250);
    expect(toKobo(150.5)).toBe(151);
    expect(toKobo("150.5")).toBe(151);
    expect(toKobo(150.49)).toBe(150);
    expect(toKobo(null)).toBeNull();
    expect(toKobo(Number.NaN)).toBeNull();
  });
});

describe("percentFrom", () => {
  it("rounds half away from zero to whole percent", () => {
    expect(percentFrom(100, 105)).toBe(5);
    expect(percentFrom(200, 201)).toBe(1); // 0.5 % → 1
    expect(percentFrom(200, 199)).toBe(-1); // −0.5 % → −1
    expect(percentFrom(1000, 1004)).toBe(0);
    expect(percentFrom(1000, 996)).toBe(0);
    expect(Object.is(percentFrom(1000, 996), -0)).toBe(false);
    expect(percentFrom(7_000_000, 7_700_000)).toBe(10);
    expect(percentFrom(3, 1)).toBe(-67);
  });

  it("is exact for very large prices", () => {
    expect(percentFrom(100_000_000_000, 100_000_000_001)).toBe(0);
    expect(percentFrom(100_000_000_000, 150_000_000_000)).toBe(50);
  });

  it("refuses a zero typical price", () => {
    expect(() => percentFrom(0, 1)).toThrow(RangeError);
  });

  it("names the direction", () => {
    expect(directionOf(3)).toBe("ABOVE");
    expect(directionOf(-3)).toBe("BELOW");
    expect(directionOf(0)).toBe("AT");
  });
});

describe("judgeOutlier", () => {
  const usual = [70_000_00, 68_000_00, 72_000_00, 69_500_00, 71_000_00, 70_500_00, 66_000_00];

  it("accepts prices near the median", () => {
    expect(judgeOutlier(75_000_00, usual).outlier).toBe(false);
    expect(judgeOutlier(64_000_00, usual).outlier).toBe(false);
  });

  it("holds prices outside [median/3, median×3]", () => {
    const high = judgeOutlier(700_000_00, usual);
    expect(high).toMatchObject({ outlier: true, median: 70_000_00, basis: 7 });
    expect(high.outlier && high.reason).toContain("median×3");
    expect(judgeOutlier(7_000_00, usual).outlier).toBe(true);
  });

  it("holds prices with a modified z-score above 5 even inside the factor-3 band", () => {
    // `usual` spreads about ₦1,000 around ₦70,000; twice the median is far outside that.
    const verdict = judgeOutlier(140_000_00, usual);
    expect(verdict.outlier).toBe(true);
    expect(verdict.outlier && verdict.reason).toMatch(/^modified z-score/);
  });

  it("does not hold everything when most reports share one price (MAD 0)", () => {
    const flat = [50_000, 50_000, 50_000, 50_000, 50_000, 50_000];
    expect(judgeOutlier(51_000, flat).outlier).toBe(false);
    expect(judgeOutlier(80_000, flat).outlier).toBe(true);
  });

  it("accepts anything while there are fewer than 5 reference reports", () => {
    expect(judgeOutlier(1, [100, 100, 100, 100])).toEqual({ outlier: false, basis: 4 });
  });
});

describe("dates", () => {
  it("checks real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-6-1")).toBe(false);
    expect(isIsoDate("15/06/2026")).toBe(false);
  });

  it("counts days, adds months and finds week and month starts", () => {
    expect(daysBetween("2026-06-01", "2026-06-15")).toBe(14);
    expect(weekStart("2026-06-17")).toBe("2026-06-15");
    expect(weekStart("2026-06-15")).toBe("2026-06-15");
    expect(weekStart("2026-06-14")).toBe("2026-06-08");
    expect(monthStart("2026-06-17")).toBe("2026-06-01");
    expect(addMonths("2026-06-01", -11)).toBe("2025-07-01");
    expect(addMonths("2026-01-01", -1)).toBe("2025-12-01");
  });
});

describe("niceTicks", () => {
  it("spans the values with round naira steps", () => {
    expect(niceTicks(6_650_000, 9_150_000)).toEqual([6_000_000, 7_000_000, 8_000_000, 9_000_000, 10_000_000]);
    expect(niceTicks(56_500, 67_000)).toEqual([55_000, 60_000, 65_000, 70_000]);
  });

  it("never steps by less than ₦1 and widens a flat line", () => {
    expect(niceTicks(150, 160).every((tick) => tick % 100 === 0)).toBe(true);
    const flat = niceTicks(5_000_000, 5_000_000);
    expect(flat[0]).toBeLessThan(5_000_000);
    expect(flat[flat.length - 1]).toBeGreaterThan(5_000_000);
  });
});

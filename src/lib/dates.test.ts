import { describe, expect, it } from "vitest";
import {
  addDays,
  formatCalendarDay,
  formatLagosDate,
  formatLagosDateTime,
  formatLagosTimeToTheSecond,
  lagosMidnight,
  lagosToday,
  lagosWeekdayKey,
} from "@/lib/dates";

describe("formatCalendarDay", () => {
  it("shows the calendar date itself, whatever the time of day or zone it came with", () => {
    expect(formatCalendarDay("2026-11-22")).toBe("22 Nov 2026");
    expect(formatCalendarDay("2026-01-01T23:30:00.000Z")).toBe("1 Jan 2026");
  });
});

describe("formatLagosDate", () => {
  it("shows the day a moment falls on in Lagos: 23:30 UTC is already the next day", () => {
    expect(formatLagosDate(new Date("2026-11-22T10:00:00Z"))).toBe("22 Nov 2026");
    expect(formatLagosDate(new Date("2026-11-22T23:30:00Z"))).toBe("23 Nov 2026");
  });
});

describe("formatLagosDateTime", () => {
  it("writes a moment in Lagos time on the 24-hour clock", () => {
    expect(formatLagosDateTime(new Date("2026-11-30T06:15:00Z"))).toBe("30 Nov 2026, 07:15");
    expect(formatLagosDateTime(new Date("2026-11-22T14:05:00Z"))).toBe("22 Nov 2026, 15:05");
    expect(formatLagosDateTime(new Date("2026-12-31T23:30:00Z"))).toBe("1 Jan 2027, 00:30");
  });
});

describe("formatLagosTimeToTheSecond", () => {
  it("keeps the seconds, on the 24-hour clock in Lagos time", () => {
    expect(formatLagosTimeToTheSecond(new Date("2026-11-30T06:15:42Z"))).toBe("30 Nov, 07:15:42");
    expect(formatLagosTimeToTheSecond(new Date("2026-11-22T23:30:05Z"))).toBe("23 Nov, 00:30:05");
  });
});

describe("today in Lagos", () => {
  it("is Nigeria's day (UTC+1): 23:00 UTC is already tomorrow", () => {
    expect(lagosToday(new Date("2026-06-15T22:59:59Z"))).toBe("2026-06-15");
    expect(lagosToday(new Date("2026-06-15T23:00:00Z"))).toBe("2026-06-16");
    expect(lagosToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("agrees with the time zone database's Africa/Lagos", () => {
    const byZone = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" });
    const moments = Array.from({ length: 700 }, (_, k) => new Date(Date.UTC(2026, 0, 1) + k * 13 * 3_600_000));
    expect(moments.map((moment) => lagosToday(moment))).toEqual(moments.map((moment) => byZone.format(moment)));
  });

  it("names the weekday in Lagos, as opening hours do", () => {
    // 23:30 UTC on a Sunday is already 00:30 on Monday in Lagos.
    expect(lagosWeekdayKey(new Date("2026-03-01T23:30:00Z"))).toBe("mon");
    expect(lagosWeekdayKey(new Date("2026-03-01T12:00:00Z"))).toBe("sun");
  });

  it("starts a Lagos day at 23:00 UTC the evening before", () => {
    expect(lagosMidnight("2026-03-02").toISOString()).toBe("2026-03-01T23:00:00.000Z");
    expect(Number.isNaN(lagosMidnight("2026-13-01").getTime())).toBe(true);
  });
});

describe("addDays", () => {
  it("moves along the calendar across months, leap days and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-11-24", 0)).toBe("2026-11-24");
  });
});

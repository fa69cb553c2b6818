import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "@/lib/dates";

describe("formatCalendarDay", () => {
  it("shows the calendar date itself, whatever the time of day or zone it came with", () => {
    expect(formatCalendarDay("2026-11-22")).toBe("22 Nov 2026");
    expect(formatCalendarDay("2026-01-01T23:30:00.000Z")).toBe("1 Jan 2026");
  });
});

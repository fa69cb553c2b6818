import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DayBarsChart, fillDays, summariseDays } from "@/ui/charts/day-bars-chart";

const chart = (days: { day: string; views: number }[], today = "2026-11-24") =>
  renderToStaticMarkup(createElement(DayBarsChart, { days, label: "Views over the last 30 days", today }));

describe("DayBarsChart", () => {
  it("draws 30 bars ending today, missing days as 0, with a summary of the total and the best day", () => {
    const page = chart([
      { day: "2026-10-26", views: 3 },
      { day: "2026-11-20", views: 12 },
      { day: "2026-11-24", views: 5 },
      { day: "2026-10-20", views: 99 }, // before the window
    ]);
    expect(page.match(/<rect /g)).toHaveLength(30);
    expect(page).toContain('role="img"');
    expect(page).toContain(
      'aria-label="Views over the last 30 days: 20 views in all; the best day was 20 Nov with 12 views."',
    );
    // The figures as a table for screen readers, one row per day.
    expect(page.match(/<tr>/g)).toHaveLength(31);
    expect(page).toContain('<div class="sr-only"><table>');
    expect(page).not.toContain("<script");
    // The drawing scales to its box: nothing is wider than a 360 px phone.
    expect(page).toMatch(/viewBox="0 0 300 120"[^>]*class="block h-32 w-full/);
  });

  it("says when there are no views, and the tallest bar fills the height", () => {
    expect(chart([])).toContain('aria-label="Views over the last 30 days: no views yet."');
    const heights = [
      ...chart([
        { day: "2026-11-24", views: 8 },
        { day: "2026-11-23", views: 4 },
      ]).matchAll(/height="([\d.]+)"/g),
    ].map((m) => Number(m[1]));
    expect(Math.max(...heights)).toBeCloseTo(92);
    expect(heights.at(-2)).toBeCloseTo(46);
  });

  it("fills days across months and years, oldest first, adding rows of the same day", () => {
    const days = fillDays(
      [
        { day: "2026-01-01", views: 2 },
        { day: "2026-01-01", views: 1 },
      ],
      "2026-01-02",
      4,
    );
    expect(days).toEqual([
      { day: "2025-12-30", views: 0 },
      { day: "2025-12-31", views: 0 },
      { day: "2026-01-01", views: 3 },
      { day: "2026-01-02", views: 0 },
    ]);
    expect(summariseDays("Views", [{ day: "2026-01-01", views: 1 }])).toBe(
      "Views: 1 view in all; the best day was 1 Jan with 1 view.",
    );
  });
});

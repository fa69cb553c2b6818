import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lagosToday } from "@/lib/dates";
import { OpeningHours } from "@/modules/vendors/components/opening-hours";
import { StoreList } from "@/modules/vendors/components/store-list";
import type { StoreView } from "@/modules/vendors/vendors.types";

// Monday 2026-11-23, 23:30 in Lagos (22:30 UTC): late enough that a UTC date and a Lagos date could differ nearby.
const mondayNight = new Date("2026-11-23T22:30:00Z");
const hours: StoreView["openingHours"] = {
  mon: { open: "08:00", close: "18:00" },
  tue: { open: "08:00", close: "18:00" },
};
const todayRow = (html: string) => /<tr aria-current="date"[^>]*>(.*?)<\/tr>/.exec(html)?.[1] ?? "";

describe("opening hours on the public store page", () => {
  it("shows today's hours normally, and 'Closed today' instead when the seller closed the store today (Lagos date)", () => {
    const open = renderToStaticMarkup(
      createElement(OpeningHours, { hours, caption: "Hours", now: mondayNight, closedOn: null }),
    );
    expect(todayRow(open)).toContain("8:00am – 6:00pm");
    expect(open).not.toContain("Closed today");

    const closed = renderToStaticMarkup(
      createElement(OpeningHours, { hours, caption: "Hours", now: mondayNight, closedOn: "2026-11-23" }),
    );
    expect(todayRow(closed)).toContain("Closed today");
    expect(todayRow(closed)).not.toContain("8:00am");
    // Tuesday keeps its hours: "closed today" is one day only.
    expect(closed).toContain('Tuesday</th><td class="py-1 pr-2 text-right tabular-nums">8:00am – 6:00pm');
  });

  it("ignores a 'closed today' left over from an earlier day", () => {
    const stale = renderToStaticMarkup(
      createElement(OpeningHours, { hours, caption: "Hours", now: mondayNight, closedOn: "2026-11-22" }),
    );
    expect(stale).not.toContain("Closed today");
  });

  it("the store list passes each store's closedOn through and encodes a name with markup", () => {
    const store: StoreView = {
      id: "s1",
      name: "<b>Ada</b>",
      address: "Shop 1",
      landmark: null,
      state: "Lagos",
      city: "Ikeja",
      phone: null,
      openingHours: hours,
      closedOn: lagosToday(),
    };
    const html = renderToStaticMarkup(createElement(StoreList, { stores: [store] }));
    expect(html).toContain("Closed today");
    expect(html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
  });
});

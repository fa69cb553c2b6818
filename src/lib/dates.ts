const calendarDay = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date ("2026-11-22", or the date part of an ISO time) as people read it: "22 Nov 2026". */
export function formatCalendarDay(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const monthYear = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "Africa/Lagos" });

/** "March 2024": how long a seller has been on Oja. */
export function formatMonthYear(iso: string): string {
  return monthYear.format(new Date(iso));
}

const dayAndTime = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Lagos",
});

/** A moment as people in Nigeria read it, in Lagos time: "30 Nov 2026, 07:15". */
export function formatLagosDateTime(date: Date): string {
  return dayAndTime.format(date);
}

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The calendar date in Nigeria (West Africa Time, UTC+1 all year) `plusDays` days after `now`: "2026-11-28". */
export function lagosDate(now: Date = new Date(), plusDays = 0): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS + plusDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const lagosWeekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Africa/Lagos" });

/** "mon" … "sun": the weekday in Nigeria at `now`, as opening hours name it. */
export function lagosWeekdayKey(now: Date = new Date()): "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun" {
  return lagosWeekday.format(now).toLowerCase().slice(0, 3) as "mon";
}

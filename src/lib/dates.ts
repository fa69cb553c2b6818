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

import type { Weekday } from "@/lib/weekdays";

/** "22 Nov 2026": how Oja writes a date, whether it is a calendar date or the day a moment falls on. */
const dayMonthYear = (timeZone: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone });
// A calendar date names no moment: read at UTC midnight, it stays the same day in every zone.
const calendarDay = dayMonthYear("UTC");
const lagosDay = dayMonthYear("Africa/Lagos");

/** A calendar date ("2026-11-22", or the date part of an ISO time) as people read it: "22 Nov 2026". */
export function formatCalendarDay(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The day a moment falls on in Nigeria: "22 Nov 2026" (23:30 UTC on the 22nd is already the 23rd in Lagos). */
export function formatLagosDate(date: Date): string {
  return lagosDay.format(date);
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

const dayAndTimeToTheSecond = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Lagos",
});

/** "30 Nov, 07:15:42", Lagos time: the developer outbox, where codes sent within one minute must still be told apart. */
export function formatLagosTimeToTheSecond(date: Date): string {
  return dayAndTimeToTheSecond.format(date);
}

/**
 * Nigeria keeps West Africa Time, UTC+1 all year (no summer time), so a fixed offset is exact; it gives the same
 * answer on the server and in the browser whatever their own zone or ICU data, so server-rendered dates hydrate.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date in Nigeria at `now`, as YYYY-MM-DD ("2026-11-28"): "today" for every Oja rule and screen. */
export function lagosToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD; negative `days` go back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment a calendar day begins in Nigeria (`day` is YYYY-MM-DD); an Invalid Date when `day` is no date. */
export function lagosMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS);
}

const lagosWeekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Africa/Lagos" });

/** "mon" … "sun": the weekday in Nigeria at `now`, as opening hours name it. */
export function lagosWeekdayKey(now: Date = new Date()): Weekday {
  return lagosWeekday.format(now).toLowerCase().slice(0, 3) as Weekday;
}

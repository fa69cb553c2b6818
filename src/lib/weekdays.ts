/**
 * The days of the week as Oja stores them, a store's opening hours and the days an artisan works alike, so the two
 * read the same in the database, the API and the forms. Monday first, as Nigerian shops write their hours.
 */
export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** A day's name: short where days run together ("Mon–Sat"), long where one stands alone. */
export const weekdayNames: Record<Weekday, { short: string; long: string }> = {
  mon: { short: "Mon", long: "Monday" },
  tue: { short: "Tue", long: "Tuesday" },
  wed: { short: "Wed", long: "Wednesday" },
  thu: { short: "Thu", long: "Thursday" },
  fri: { short: "Fri", long: "Friday" },
  sat: { short: "Sat", long: "Saturday" },
  sun: { short: "Sun", long: "Sunday" },
};

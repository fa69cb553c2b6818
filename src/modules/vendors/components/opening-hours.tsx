import { lagosWeekdayKey } from "@/lib/dates";
import { weekdayNames, weekdays } from "@/lib/weekdays";
import { isClosedToday } from "@/modules/vendors/vendor-stores.inputs";
import type { StoreView } from "@/modules/vendors/vendors.types";

/** "08:00" → "8:00am", "18:30" → "6:30pm": how opening times are written on a shop front here. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 && hours < 24 ? "pm" : "am";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]}${suffix}`;
}

/**
 * The week's hours; today's row is marked, and says "Closed today" when the seller shut the store for the day. "Today" is computed when the page is rendered on the server (these pages
 * are rendered per request), so the markup never depends on the visitor's clock and hydrates cleanly.
 */
export function OpeningHours({
  hours,
  caption,
  now,
  closedOn,
}: {
  hours: StoreView["openingHours"];
  caption: string;
  now?: Date;
  closedOn?: string | null;
}) {
  // Lagos hours: today is the weekday in West Africa Time, whatever the server's own zone.
  const today = lagosWeekdayKey(now);
  const closedToday = isClosedToday(closedOn, now);
  return (
    <table className="w-full max-w-xs text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {weekdays.map((day) => {
          const slot = hours[day];
          const isToday = day === today;
          return (
            <tr
              key={day}
              aria-current={isToday ? "date" : undefined}
              className={isToday ? "bg-secondary/10 font-semibold" : ""}
            >
              <th scope="row" className="py-1 pr-4 pl-2 text-left font-medium">
                {weekdayNames[day].long}
                {isToday ? <span className="ml-1 text-xs font-normal text-secondary-dark-green">(today)</span> : null}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">
                {isToday && closedToday ? (
                  <span className="font-semibold text-error">Closed today</span>
                ) : slot ? (
                  `${formatTime(slot.open)} – ${formatTime(slot.close)}`
                ) : (
                  <span className="text-primary/75">Closed</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

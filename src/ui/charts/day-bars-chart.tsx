import { addDays, lagosToday } from "@/lib/dates";

/**
 * A bar per day, drawn on the server as SVG: no client JavaScript, so a phone pays nothing for it
 * (docs/decisions/0016-charts.md). Screen readers get a one-line summary and the figures as a table.
 */

export interface DayCount {
  /** A calendar day, YYYY-MM-DD (West Africa Time for views). */
  day: string;
  views: number;
}

export interface DayBarsChartProps {
  days: DayCount[];
  /** What is counted, e.g. "Views over the last 30 days"; the caption and the start of the summary. */
  label: string;
  /** How many days to show, ending today; missing days count 0. */
  span?: number;
  /** The last day shown (YYYY-MM-DD); today in West Africa Time unless given (tests pin it). */
  today?: string;
}

const DEFAULT_SPAN = 30;
const WIDTH = 300;
const HEIGHT = 120;
const AXIS = 16;
const TOP = 12;

const dayFormat = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" });

function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The `span` days ending on `today`, oldest first, with the given counts (rows arrive only for days with views). */
export function fillDays(rows: readonly DayCount[], today: string, span: number = DEFAULT_SPAN): DayCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + row.views);
  return Array.from({ length: span }, (_, index) => {
    const day = addDays(today, index - span + 1);
    return { day, views: counts.get(day) ?? 0 };
  });
}

export function summariseDays(label: string, days: readonly DayCount[]): string {
  const total = days.reduce((sum, row) => sum + row.views, 0);
  if (total === 0) return `${label}: no views yet.`;
  const best = days.reduce((top, row) => (row.views > top.views ? row : top));
  const views = (n: number) => `${n.toLocaleString("en-NG")} ${n === 1 ? "view" : "views"}`;
  return `${label}: ${views(total)} in all; the best day was ${formatDay(best.day)} with ${views(best.views)}.`;
}

export function DayBarsChart({ days, label, span = DEFAULT_SPAN, today }: DayBarsChartProps) {
  const shown = fillDays(days, today ?? lagosToday(), span);
  const most = Math.max(0, ...shown.map((row) => row.views));
  // An empty month draws flat bars rather than dividing by zero.
  const max = Math.max(1, most);
  const slot = WIDTH / shown.length;
  const barWidth = Math.max(1, slot * 0.7);
  const plot = HEIGHT - AXIS - TOP;
  const summary = summariseDays(label, shown);
  const first = shown[0];
  const last = shown[shown.length - 1];
  return (
    <figure className="m-0">
      {/* viewBox + width 100 % scale the drawing to any width (360 px phones included) without overflow. */}
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-32 w-full text-secondary"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          stroke="currentColor"
          strokeOpacity={0.3}
          strokeWidth={0.5}
        />
        {shown.map((row, index) => {
          const height = (row.views / max) * plot;
          return (
            <rect
              key={row.day}
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - AXIS - height}
              width={barWidth}
              height={height}
              rx={Math.min(1.5, barWidth / 2)}
              fill="currentColor"
            >
              <title>{`${formatDay(row.day)}: ${row.views.toLocaleString("en-NG")}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-primary/70">
        <span>{first ? formatDay(first.day) : ""}</span>
        <span>{most === 0 ? "No views yet" : `Most in a day: ${most.toLocaleString("en-NG")}`}</span>
        <span>{last ? formatDay(last.day) : ""}</span>
      </div>
      <figcaption className="sr-only">{label}</figcaption>
      {/* The wrapper hides it: a table box grows to fit its rows whatever height sr-only gives it. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatDay(row.day)}</th>
                <td>{row.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

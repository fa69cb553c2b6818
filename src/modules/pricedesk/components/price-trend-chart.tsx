import { formatNaira } from "@/lib/money";
import { niceTicks } from "@/modules/pricedesk/pricedesk-math";
import type { TrendPoint } from "@/modules/pricedesk/pricedesk.types";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "₦70,000" for a round axis value; the kobo only when there are any. */
function axisNaira(kobo: number): string {
  return formatNaira(kobo).replace(/\.00$/, "");
}

function bucketLabel(start: string, unit: "week" | "month"): string {
  const [year, month, day] = start.split("-");
  const name = MONTHS[Number(month) - 1]!;
  if (unit === "week") return `${Number(day)} ${name}`;
  return month === "01" ? `${name} ’${year!.slice(2)}` : name;
}

function longLabel(start: string, unit: "week" | "month"): string {
  const [year, month, day] = start.split("-");
  const name = MONTHS[Number(month) - 1]!;
  return unit === "week" ? `Week of ${Number(day)} ${name} ${year}` : `${name} ${year}`;
}

/**
 * Which date labels show, counted back from the latest so the newest is always named: every third on a phone (12
 * points across a ~220 px plot leave ~20 px between points, and a label such as "28 May" is ~32 px wide), every
 * other from the smm breakpoint, where the plot is twice as wide.
 */
function dateLabelVisibility(stepsFromLatest: number): string {
  const onPhone = stepsFromLatest % 3 === 0;
  const wider = stepsFromLatest % 2 === 0;
  if (onPhone) return wider ? "" : "smm:hidden";
  return wider ? "hidden smm:block" : "hidden";
}

/**
 * The median price per week or month as a line, drawn on the server: an SVG stretched to the box (strokes keep their
 * width), with the ₦ axis, labels and dots in HTML so they stay readable on a 360 px phone. Weeks without reports are
 * gaps, not zeros. The figures are also in a table under the chart for screen readers and for copying.
 */
export function PriceTrendChart({
  id,
  points,
  unit,
  title,
}: {
  id: string;
  points: TrendPoint[];
  unit: "week" | "month";
  title: string;
}) {
  const known = points.filter((p): p is TrendPoint & { typicalKobo: number } => p.typicalKobo !== null);
  if (known.length === 0) {
    return (
      <figure className="rounded-xl border border-black/10 p-4">
        <figcaption className="font-semibold">{title}</figcaption>
        <p className="mt-2 text-sm text-primary/75">No accepted reports in this period yet.</p>
      </figure>
    );
  }
  const values = known.map((p) => p.typicalKobo);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const x = (index: number) => (points.length === 1 ? 50 : (index / (points.length - 1)) * 100);
  const y = (kobo: number) => ((high - kobo) / (high - low)) * 100;

  // One polyline per run of weeks with reports, so a gap is drawn as a gap.
  const runs: string[][] = [];
  let current: string[] = [];
  points.forEach((p, index) => {
    if (p.typicalKobo === null) {
      if (current.length) runs.push(current);
      current = [];
    } else current.push(`${(x(index) * 10).toFixed(1)},${(y(p.typicalKobo) * 4).toFixed(1)}`);
  });
  if (current.length) runs.push(current);

  const first = known[0]!;
  const last = known[known.length - 1]!;
  const description = `${title}: from ${formatNaira(first.typicalKobo)} (${longLabel(first.start, unit)}) to ${formatNaira(last.typicalKobo)} (${longLabel(last.start, unit)}); lowest ${formatNaira(Math.min(...values))}, highest ${formatNaira(Math.max(...values))}.`;

  return (
    <figure className="rounded-xl border border-black/10 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <div className="relative mt-3 h-44 pb-6 pl-[4.75rem] smm:h-52">
        <div className="relative h-full">
          {ticks.map((tick) => (
            <span
              key={tick}
              aria-hidden="true"
              className="absolute -left-[4.75rem] w-[4.25rem] -translate-y-1/2 text-right text-[11px] text-primary/75 tabular-nums"
              style={{ top: `${y(tick)}%` }}
            >
              {axisNaira(tick)}
            </span>
          ))}
          <svg
            viewBox="0 0 1000 400"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="1000"
                y1={y(tick) * 4}
                y2={y(tick) * 4}
                stroke="currentColor"
                strokeOpacity="0.12"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {runs.map((run) => (
              <polyline
                key={run[0]}
                points={run.join(" ")}
                fill="none"
                stroke="var(--color-secondary-blue)"
                strokeWidth="2.5"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {points.map((p, index) =>
            p.typicalKobo === null ? null : (
              <span
                key={p.start}
                aria-hidden="true"
                className={`absolute size-2 -translate-x-1/2 -translate-y-1/2 rounded-full ${p === last ? "size-2.5 bg-primary-light" : "bg-secondary-blue"}`}
                style={{ left: `${x(index)}%`, top: `${y(p.typicalKobo)}%` }}
              />
            ),
          )}
          {points.map((p, index) => (
            <span
              key={p.start}
              aria-hidden="true"
              data-chart-date
              className={`absolute top-full mt-1 -translate-x-1/2 text-[11px] whitespace-nowrap text-primary/75 ${dateLabelVisibility(points.length - 1 - index)}`}
              style={{ left: `${x(index)}%` }}
            >
              {bucketLabel(p.start, unit)}
            </span>
          ))}
        </div>
      </div>
      <p className="mt-3 text-sm">
        Latest: <strong>{formatNaira(last.typicalKobo)}</strong>{" "}
        <span className="text-primary/75">
          ({longLabel(last.start, unit)}, {last.count.toLocaleString("en-NG")} {last.count === 1 ? "report" : "reports"}
          )
        </span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-secondary-dark-green">Show the figures as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-black/10 text-primary/75">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {unit === "week" ? "Week of" : "Month"}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Typical
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Low
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  High
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Reports
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.start} className="border-b border-black/5">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {longLabel(p.start, unit).replace(/^Week of /, "")}
                  </th>
                  <td className="py-1 pr-3 text-right">{p.typicalKobo === null ? "—" : formatNaira(p.typicalKobo)}</td>
                  <td className="py-1 pr-3 text-right">{p.lowKobo === null ? "—" : formatNaira(p.lowKobo)}</td>
                  <td className="py-1 pr-3 text-right">{p.highKobo === null ? "—" : formatNaira(p.highKobo)}</td>
                  <td className="py-1 text-right">{p.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { MarketPriceStats, PriceStats, StatePriceStats } from "@/modules/pricedesk/pricedesk.types";

export function windowLabel(days: number): string {
  return days === 365 ? "the last 12 months" : `the last ${days} days`;
}

/** Low / typical / high as three figures, typical the largest: what a person checks before paying. */
export function PriceSummary({
  stats,
  place,
  windowDays,
  unitLabel,
}: {
  stats: PriceStats | null;
  place: string;
  windowDays: number;
  unitLabel: string;
}) {
  if (!stats) {
    return (
      <p className="rounded-xl border border-black/10 bg-warning-bg p-4 text-sm">
        No accepted reports for {place} over {windowLabel(windowDays)}. Try a longer period or another state, or report
        a price you saw.
      </p>
    );
  }
  const figures = [
    { label: "Low", kobo: stats.lowKobo, className: "text-secondary-dark-green" },
    { label: "Typical", kobo: stats.typicalKobo, className: "text-primary" },
    { label: "High", kobo: stats.highKobo, className: "text-primary-light" },
  ];
  return (
    <div>
      <dl className="grid gap-2 sm:grid-cols-3 smm:gap-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={`flex items-baseline justify-between gap-3 rounded-xl border px-4 py-2.5 sm:block sm:p-4 ${figure.label === "Typical" ? "border-secondary-blue/40 bg-secondary-blue/5" : "border-black/10"}`}
          >
            <dt className="text-xs font-semibold tracking-wide text-primary/75 uppercase">{figure.label}</dt>
            <dd className={`text-lg font-bold tabular-nums sm:mt-1 smm:text-2xl ${figure.className}`}>
              {formatNaira(figure.kobo)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-primary/75">
        Per {unitLabel} in {place}, from {stats.count.toLocaleString("en-NG")} accepted{" "}
        {stats.count === 1 ? "report" : "reports"} over {windowLabel(windowDays)}. Typical is the median: half the
        prices were lower, half higher.
      </p>
    </div>
  );
}

// Compact on a phone so all three prices fit 360 px without scrolling; the report count moves under the name there.
const th = "py-2 pr-2 font-medium sm:pr-3";
const num = "py-2 pr-2 text-right tabular-nums whitespace-nowrap sm:pr-3";
const countCell = "hidden py-2 text-right tabular-nums sm:table-cell";

function reports(count: number) {
  return `${count} ${count === 1 ? "report" : "reports"}`;
}

export function StateTable({
  rows,
  itemSlug,
  chosen,
  extraQuery,
}: {
  rows: StatePriceStats[];
  itemSlug: string;
  chosen: string | null;
  extraQuery: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-primary/75">No state has reports in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs xsmm:text-sm">
        <caption className="sr-only">Low, typical and high price by state, cheapest first</caption>
        <thead>
          <tr className="border-b border-black/10 text-primary/75">
            <th scope="col" className={th}>
              State
            </th>
            <th scope="col" className={`${th} text-right`}>
              Low
            </th>
            <th scope="col" className={`${th} text-right`}>
              Typical
            </th>
            <th scope="col" className={`${th} text-right`}>
              High
            </th>
            <th scope="col" className={`${countCell} font-medium`}>
              Reports
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.state}
              className={`border-b border-black/5 ${row.state === chosen ? "bg-secondary-blue/5 font-semibold" : ""}`}
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link
                  href={`/pricedesk/search?item=${encodeURIComponent(itemSlug)}&state=${encodeURIComponent(row.state)}${extraQuery}`}
                  prefetch={false}
                  aria-current={row.state === chosen ? "page" : undefined}
                  className="text-secondary-dark-green underline-offset-2 hover:underline"
                >
                  {row.state}
                </Link>
                <span className="block text-[11px] text-primary/75 sm:hidden">{reports(row.count)}</span>
              </th>
              <td className={num}>{formatNaira(row.lowKobo)}</td>
              <td className={`${num} font-semibold`}>{formatNaira(row.typicalKobo)}</td>
              <td className={num}>{formatNaira(row.highKobo)}</td>
              <td className={countCell}>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MarketTable({ rows }: { rows: MarketPriceStats[] }) {
  if (rows.length === 0)
    return <p className="text-sm text-primary/75">No reports from named markets in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs xsmm:text-sm">
        <caption className="sr-only">Low, typical and high price by market</caption>
        <thead>
          <tr className="border-b border-black/10 text-primary/75">
            <th scope="col" className={th}>
              Market
            </th>
            <th scope="col" className={`${th} text-right`}>
              Low
            </th>
            <th scope="col" className={`${th} text-right`}>
              Typical
            </th>
            <th scope="col" className={`${th} text-right`}>
              High
            </th>
            <th scope="col" className={`${countCell} font-medium`}>
              Reports
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.market.id} className="border-b border-black/5">
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.market.name}
                <span className="block text-[11px] text-primary/75 sm:text-xs">
                  {row.market.city}, {row.market.state}
                  <span className="sm:hidden"> · {reports(row.count)}</span>
                </span>
              </th>
              <td className={num}>{formatNaira(row.lowKobo)}</td>
              <td className={`${num} font-semibold`}>{formatNaira(row.typicalKobo)}</td>
              <td className={num}>{formatNaira(row.highKobo)}</td>
              <td className={countCell}>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

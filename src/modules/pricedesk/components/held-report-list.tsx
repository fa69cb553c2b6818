import Link from "next/link";
import { formatCalendarDay, formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { itemHref } from "@/modules/pricedesk/components/desk-home-sections";
import { ModerationActions } from "@/modules/pricedesk/components/moderation-actions";
import type { HeldReport, ReporterRecord } from "@/modules/pricedesk/price-moderation.service";

function plural(count: number, word: string): string {
  return `${count.toLocaleString("en-NG")} ${word}`;
}

const sourceLabels: Record<HeldReport["source"], string> = {
  LISTING: "From a listing on the market",
  VENDOR: "From a vendor's price list",
  SURVEY: "From a price survey",
  USER: "From a shopper whose account is closed",
};

function reporterLine(reporter: ReporterRecord | null, source: HeldReport["source"]): string {
  if (!reporter) return sourceLabels[source];
  const others = `${plural(reporter.accepted, "accepted")}, ${plural(reporter.held, "held")}, ${plural(reporter.rejected, "rejected")}`;
  return `Reported by ${reporter.firstName} (reports so far: ${others})`;
}

/** One card per held report: what, where, why it was held, who sent it, and the two decisions. */
export function HeldReportList({ reports }: { reports: HeldReport[] }) {
  return (
    <ol className="space-y-3">
      {reports.map((report) => {
        const place = report.market ? `${report.market.name}, ${report.state}` : report.state;
        const summary = `${report.item.name} at ${formatNaira(report.priceKobo)} in ${place}`;
        return (
          <li key={report.id}>
            <article
              aria-label={summary}
              className="grid gap-3 rounded-xl border border-black/10 p-4 mdm:grid-cols-[1fr_auto] mdm:items-center"
            >
              <div className="min-w-0 space-y-1">
                <h2 className="font-semibold">
                  <Link
                    href={itemHref(report.item.slug, report.state)}
                    prefetch={false}
                    className="text-primary-light hover:underline"
                  >
                    {report.item.name}
                  </Link>
                </h2>
                <p>
                  <span className="text-lg font-bold">{formatNaira(report.priceKobo)}</span>{" "}
                  <span className="text-sm text-primary/75">per {report.item.unitLabel}</span>
                </p>
                <p className="text-sm">
                  {place} · seen {formatCalendarDay(report.observedOn)}
                </p>
                {report.reason ? (
                  <p className="rounded-lg bg-warning-bg px-3 py-2 text-sm">Held: {report.reason}</p>
                ) : null}
                <p className="text-xs text-primary/75">
                  {reporterLine(report.reporter, report.source)} · sent {formatLagosDateTime(report.reportedAt)}
                </p>
              </div>
              <ModerationActions reportId={report.id} summary={summary} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}

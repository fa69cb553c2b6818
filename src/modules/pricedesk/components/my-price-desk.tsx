import Link from "next/link";
import { formatCalendarDay } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { DeleteAlertButton } from "@/modules/pricedesk/components/delete-alert-button";
import { itemHref } from "@/modules/pricedesk/components/desk-home-sections";
import type { MyPriceReport, PriceAlertView } from "@/modules/pricedesk/pricedesk.types";

const statusBadges: Record<MyPriceReport["status"], { label: string; className: string }> = {
  ACCEPTED: { label: "Counted", className: "bg-secondary/10 text-secondary-dark-green" },
  HELD: { label: "Waiting for a moderator", className: "bg-warning-bg" },
  REJECTED: { label: "Not counted", className: "bg-black/5 text-primary/80" },
};

/** The person's price alerts on every item, each with a way to delete it. */
export function MyPriceAlerts({ alerts }: { alerts: PriceAlertView[] }) {
  if (alerts.length === 0) {
    return (
      <p className="mt-2 text-sm text-primary/75">
        No alerts yet. Open an item on the{" "}
        <Link href="/pricedesk" className="font-semibold text-primary-light hover:underline">
          price desk
        </Link>{" "}
        and choose &ldquo;Get a price alert&rdquo; to hear when it gets cheaper.
      </p>
    );
  }
  return (
    <ul className="mt-3 divide-y divide-black/5 rounded-lg border border-black/10 text-sm">
      {alerts.map((alert) => (
        <li key={alert.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
          <span>
            <Link
              href={itemHref(alert.item.slug, alert.state)}
              prefetch={false}
              className="font-semibold text-primary-light hover:underline"
            >
              {alert.item.name}
            </Link>{" "}
            in {alert.state}: under <strong>{formatNaira(alert.thresholdKobo)}</strong> by{" "}
            {alert.channel === "SMS" ? "SMS" : "e-mail"}
            {alert.lastNotifiedAt ? (
              <span className="text-primary/75"> · last sent {formatCalendarDay(alert.lastNotifiedAt)}</span>
            ) : null}
          </span>
          <DeleteAlertButton alertId={alert.id} label={`the ${alert.item.name} alert for ${alert.state}`} />
        </li>
      ))}
    </ul>
  );
}

/** The person's latest price reports and what became of each. */
export function MyPriceReports({ reports }: { reports: MyPriceReport[] }) {
  if (reports.length === 0) {
    return (
      <p className="mt-2 text-sm text-primary/75">
        You have not reported a price yet. Seen something for sale? Report it from the item&rsquo;s page on the price
        desk.
      </p>
    );
  }
  return (
    <ul className="mt-3 divide-y divide-black/5 rounded-lg border border-black/10 text-sm">
      {reports.map((report) => {
        const badge = statusBadges[report.status];
        return (
          <li key={report.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
            <span>
              <Link
                href={itemHref(report.item.slug, report.state)}
                prefetch={false}
                className="font-semibold text-primary-light hover:underline"
              >
                {report.item.name}
              </Link>{" "}
              · {formatNaira(report.priceKobo)} ·{" "}
              {report.marketName ? `${report.marketName}, ${report.state}` : report.state} ·{" "}
              {formatCalendarDay(report.observedOn)}
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

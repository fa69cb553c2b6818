import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { OfferInsight as OfferInsightData } from "@/modules/pricedesk/pricedesk.types";

/**
 * The price desk's verdict on this offer: the typical price of the same item in the seller's state and how far this
 * price is from it. A price far below the market is worth a second look too: it is how many scams start.
 */
export function OfferInsight({ insight }: { insight: OfferInsightData }) {
  const percent = Math.abs(insight.percentFromTypical);
  const tone =
    insight.direction === "ABOVE" && percent >= 20
      ? "border-primary-light/30 bg-auth-bg"
      : insight.direction === "BELOW" || percent < 5
        ? "border-secondary/30 bg-secondary/5"
        : "border-black/10 bg-warning-bg";
  return (
    <section aria-labelledby="insight-heading" className={`rounded-xl border p-4 ${tone}`}>
      <h2 id="insight-heading" className="text-xs font-semibold tracking-wide text-secondary-dark-green uppercase">
        Price desk check
      </h2>
      <p className="mt-1 text-sm">
        Typical price in {insight.state}: <strong className="text-base">{formatNaira(insight.typicalKobo)}</strong> per{" "}
        {insight.item.unitLabel}.{" "}
        {insight.direction === "AT" || percent === 0 ? (
          <>This offer is at the typical price.</>
        ) : (
          <>
            This offer is{" "}
            <strong className={insight.direction === "ABOVE" ? "text-primary-light" : "text-secondary-dark-green"}>
              {percent}% {insight.direction === "ABOVE" ? "above" : "below"}
            </strong>{" "}
            it.
          </>
        )}
      </p>
      {insight.direction === "ABOVE" && percent >= 20 ? (
        <p className="mt-1 text-xs text-primary/80">
          That is well above the market. Ask the seller why, or compare other offers.
        </p>
      ) : insight.direction === "BELOW" && percent >= 40 ? (
        <p className="mt-1 text-xs text-primary/80">
          Far below the market: inspect the item before you pay, and never pay a deposit to a stranger.
        </p>
      ) : null}
      <p className="mt-2 text-xs text-primary/75">
        Based on {insight.sampleSize.toLocaleString("en-NG")} recent {insight.sampleSize === 1 ? "report" : "reports"}{" "}
        of “{insight.item.name}”.{" "}
        <Link
          href={`/pricedesk/search?item=${encodeURIComponent(insight.item.slug)}`}
          prefetch={false}
          className="font-semibold text-secondary-dark-green underline"
        >
          See prices across Nigeria
        </Link>
      </p>
    </section>
  );
}

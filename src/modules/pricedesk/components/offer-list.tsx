import Link from "next/link";
import { formatNaira, sellerLabel } from "@/lib/money";
import { FAR_ABOVE_PERCENT, type RatedOffer } from "@/modules/pricedesk/pricedesk-offers.service";

/** The offers on the market now, cheapest first, each set against the typical price; far-above ones flagged. */
export function OfferList({ offers, marketHref }: { offers: RatedOffer[]; marketHref: string }) {
  if (offers.length === 0) {
    return (
      <p className="text-sm text-primary/75">
        No seller lists this item right now.{" "}
        <Link href={marketHref} prefetch={false} className="font-semibold text-secondary-dark-green underline">
          Browse similar items in the market
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-black/5 rounded-xl border border-black/10">
      {offers.map(({ offer, percentFromTypical, typicalState, farAboveTypical }) => (
        <li key={offer.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <Link
              href={`/market/product/${offer.slug}`}
              prefetch={false}
              className="block py-1 font-medium text-primary hover:text-primary-light hover:underline"
            >
              {offer.title}
            </Link>
            <p className="text-xs text-primary/75">
              Sold by{" "}
              {/* A 24 px tall target, so it is not crowded against the title's link on a phone (WCAG 2.5.8). */}
              <Link
                href={`/market/store/${offer.vendorSlug}`}
                prefetch={false}
                className="inline-block py-1 underline-offset-2 hover:underline"
              >
                {sellerLabel(offer.vendorName)}
              </Link>{" "}
              · {offer.city}, {offer.state}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
            <span className="font-bold tabular-nums">{formatNaira(offer.priceKobo)}</span>
            {farAboveTypical ? (
              <span className="rounded bg-primary-light px-1.5 py-0.5 text-xs font-semibold text-white">
                Far above typical: +{percentFromTypical}%
              </span>
            ) : percentFromTypical !== null ? (
              <span className="text-xs text-primary/75">
                {percentFromTypical === 0
                  ? "at the typical price"
                  : `${Math.abs(percentFromTypical)}% ${percentFromTypical > 0 ? "above" : "below"} typical`}
                {typicalState && typicalState !== "Nigeria" ? ` in ${typicalState}` : " nationwide"}
              </span>
            ) : null}
          </div>
        </li>
      ))}
      <li className="p-3 text-xs text-primary/75">
        Offers more than {FAR_ABOVE_PERCENT}% above the typical price in their state (or nationwide) are flagged. Ask
        the seller why before you pay.
      </li>
    </ul>
  );
}

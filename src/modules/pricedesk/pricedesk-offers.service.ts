import "server-only";
import { MIN_REPORTS_FOR_TYPICAL } from "@/modules/pricedesk/pricedesk.service";
import { directionOf, percentFrom } from "@/modules/pricedesk/pricedesk-math";
import type { MarketOffer, PriceItemStats } from "@/modules/pricedesk/pricedesk.types";

/** Offers this far above the typical price are flagged "far above typical". */
export const FAR_ABOVE_PERCENT = 30;

export interface RatedOffer<O extends MarketOffer = MarketOffer> {
  offer: O;
  /** The typical price the offer is compared with: its state's, else nationwide; null with too few reports. */
  typicalKobo: number | null;
  typicalState: string | null;
  percentFromTypical: number | null;
  direction: "ABOVE" | "BELOW" | "AT" | null;
  farAboveTypical: boolean;
}

type OfferStats = Pick<PriceItemStats, "nationwide" | "byState">;

/**
 * Each item's offers (the catalogue's, which sits above the desk and asks for the rating) set against the typical
 * price in its own state (3+ reports over 30 days), else nationwide. `statsById`: each item's 30-day figures.
 */
export function rateOffersOfItems<O extends MarketOffer>(
  statsById: ReadonlyMap<string, OfferStats>,
  offersById: ReadonlyMap<string, readonly O[]>,
): Map<string, RatedOffer<O>[]> {
  return new Map([...statsById].map(([itemId, stats]) => [itemId, rateOffers(offersById.get(itemId) ?? [], stats)]));
}

/** Sets each offer against the typical price in its own state (3+ reports), else nationwide; `stats`: 30-day figures. */
export function rateOffers<O extends MarketOffer>(offers: readonly O[], stats: OfferStats): RatedOffer<O>[] {
  const byState = new Map(
    stats.byState.filter((s) => s.count >= MIN_REPORTS_FOR_TYPICAL).map((s) => [s.state, s.typicalKobo]),
  );
  const nationwide =
    stats.nationwide && stats.nationwide.count >= MIN_REPORTS_FOR_TYPICAL ? stats.nationwide.typicalKobo : null;
  return offers.map((offer) => {
    const inState = byState.get(offer.state);
    const typicalKobo = inState ?? nationwide;
    if (!typicalKobo || typicalKobo <= 0) {
      return {
        offer,
        typicalKobo: null,
        typicalState: null,
        percentFromTypical: null,
        direction: null,
        farAboveTypical: false,
      };
    }
    const percent = percentFrom(typicalKobo, offer.priceKobo);
    return {
      offer,
      typicalKobo,
      typicalState: inState !== undefined ? offer.state : "Nigeria",
      percentFromTypical: percent,
      direction: directionOf(percent),
      farAboveTypical: percent > FAR_ABOVE_PERCENT,
    };
  });
}

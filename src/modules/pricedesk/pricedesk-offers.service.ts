import "server-only";
import { listOffersForPriceItems, type PriceItemOffer } from "@/modules/catalogue/catalogue-products.service";
import { MIN_REPORTS_FOR_TYPICAL } from "@/modules/pricedesk/pricedesk.service";
import { directionOf, percentFrom } from "@/modules/pricedesk/pricedesk-math";
import type { PriceItemStats } from "@/modules/pricedesk/pricedesk.types";

/** Offers this far above the typical price are flagged "far above typical". */
export const FAR_ABOVE_PERCENT = 30;

export interface RatedOffer {
  offer: PriceItemOffer;
  /** The typical price the offer is compared with: its state's, else nationwide; null with too few reports. */
  typicalKobo: number | null;
  typicalState: string | null;
  percentFromTypical: number | null;
  direction: "ABOVE" | "BELOW" | "AT" | null;
  farAboveTypical: boolean;
}

type OfferStats = Pick<PriceItemStats, "nationwide" | "byState">;

/**
 * The offers on the market now for an item (cheapest first, from the catalogue), each set against the typical price
 * in its own state (3+ reports over 30 days), else nationwide. `stats` must be the item's 30-day figures.
 */
export async function listRatedOffers(itemId: string, stats: OfferStats, options: { state?: string | null; limit: number }): Promise<RatedOffer[]> {
  return (await listRatedOffersForItems(new Map([[itemId, stats]]), options)).get(itemId) ?? [];
}

/** listRatedOffers for several items (their 30-day figures by id) with one catalogue query for all their offers. */
export async function listRatedOffersForItems(
  statsById: ReadonlyMap<string, OfferStats>,
  options: { state?: string | null; limit: number },
): Promise<Map<string, RatedOffer[]>> {
  const offers = await listOffersForPriceItems([...statsById.keys()], { state: options.state ?? undefined, limit: options.limit });
  return new Map([...statsById].map(([itemId, stats]) => [itemId, rateOffers(offers.get(itemId) ?? [], stats)]));
}

function rateOffers(offers: readonly PriceItemOffer[], stats: OfferStats): RatedOffer[] {
  const byState = new Map(stats.byState.filter((s) => s.count >= MIN_REPORTS_FOR_TYPICAL).map((s) => [s.state, s.typicalKobo]));
  const nationwide = stats.nationwide && stats.nationwide.count >= MIN_REPORTS_FOR_TYPICAL ? stats.nationwide.typicalKobo : null;
  return offers.map((offer) => {
    const inState = byState.get(offer.state);
    const typicalKobo = inState ?? nationwide;
    if (!typicalKobo || typicalKobo <= 0) {
      return { offer, typicalKobo: null, typicalState: null, percentFromTypical: null, direction: null, farAboveTypical: false };
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

import { builder } from "@/graphql/builder";
import { requestLoader } from "@/graphql/loaders";
import { listOffersForPriceItems } from "@/modules/market/market-products.service";
import { rateOffersOfItems } from "@/modules/pricedesk/pricedesk-offers.service";
import {
  MAX_OFFERS,
  pageSize,
  parseState,
  PriceItem,
  PriceOfferType,
  priceItemStatsLoader,
} from "@/modules/pricedesk/pricedesk.graphql";

// Listings live in the catalogue, which sits above the price desk (its products reference price items): the catalogue
// adds the desk's items their offers, rated by the desk against its figures.
builder.objectField(PriceItem, "offers", (t) =>
  t.field({
    type: [PriceOfferType],
    description: "Live offers on the market now, cheapest first, each compared with the typical price",
    args: { state: t.arg.string(), first: t.arg.int() },
    resolve: (item, args, ctx) => {
      const state = parseState(args.state);
      const limit = pageSize(args.first, 10, MAX_OFFERS);
      // Every item of a list asking for the same offers shares one catalogue query (and one for the 30-day figures).
      return requestLoader(ctx, `pricedesk.offers|${state ?? ""}|${limit}`, async (ids) => {
        const stats = priceItemStatsLoader(ctx);
        const [figures, offers] = await Promise.all([
          Promise.all(ids.map((id) => stats.load(id))),
          listOffersForPriceItems(ids, { state: state ?? undefined, limit }),
        ]);
        return rateOffersOfItems(new Map(ids.map((id, index) => [id, figures[index]!])), offers);
      }).load(item.id);
    },
  }),
);

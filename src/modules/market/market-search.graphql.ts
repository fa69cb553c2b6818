import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { autocompleteInput } from "@/modules/market/market.inputs";
import {
  parseFilter,
  parsePaging,
  ProductConnectionType,
  productConnection,
  type ProductConnectionOut,
  ProductFilterInput,
} from "@/modules/market/market.graphql";
import { ServiceType } from "@/modules/market/market-offerings.graphql";
import type { ServiceCard } from "@/modules/listings/listings.types";
import { autocompleteMarket, openMarketSearch, type Suggestion } from "@/modules/market/search.service";
import { PriceItemSummaryType } from "@/modules/pricedesk/pricedesk.graphql";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";

/** The market's one search box in the API: products, services and price-desk items at once, and suggestions as one types. */

const SuggestionKindEnum = builder.enumType("SuggestionKind", {
  values: ["CATEGORY", "PRODUCT", "SERVICE", "PRICE_ITEM"] as const,
});

builder.queryFields((t) => ({
  search: t.field({
    type: builder
      .objectRef<{
        products: ProductConnectionOut;
        services: () => Promise<ServiceCard[]>;
        priceItems: () => Promise<PriceItemSummary[]>;
      }>("MarketSearch")
      .implement({
        fields: (f) => ({
          products: f.field({ type: ProductConnectionType, resolve: (result) => result.products }),
          services: f.field({ type: [ServiceType], resolve: (result) => result.services() }),
          priceItems: f.field({ type: [PriceItemSummaryType], resolve: (result) => result.priceItems() }),
        }),
      }),
    description: "One search box: products (filtered, paged), artisans' services and price-desk items",
    args: {
      query: t.arg.string({ required: true }),
      filter: t.arg({ type: ProductFilterInput }),
      first: t.arg.int(),
      after: t.arg.string(),
      page: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const { query, ...filters } = parseFilter({ ...(args.filter ?? {}), query: args.query });
      const paging = parsePaging(args);
      // Services and price-desk items are looked up only when the client selects them.
      const search = await openMarketSearch(ctx, query ?? "", filters, paging);
      return {
        products: productConnection(ctx, await search.productItems()),
        services: search.services,
        priceItems: search.priceItems,
      };
    },
  }),
  autocomplete: t.field({
    type: [
      builder.objectRef<Suggestion>("Suggestion").implement({
        fields: (f) => ({
          label: f.exposeString("label"),
          kind: f.field({ type: SuggestionKindEnum, resolve: (s) => s.kind }),
          href: f.exposeString("href", { description: "Path of the page to open" }),
        }),
      }),
    ],
    description: "Suggestions as a person types (prefix and typo matching), at most 20",
    args: { prefix: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(autocompleteInput, { prefix: args.prefix, limit: args.limit });
      return autocompleteMarket(ctx, input.prefix, input.limit ?? 8);
    },
  }),
}));

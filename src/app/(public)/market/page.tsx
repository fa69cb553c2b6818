import type { Metadata } from "next";
import { publicPageRequester } from "@/lib/page-requester";
import { withinSearchBudget } from "@/lib/search-budget";
import Link from "next/link";
import { logger } from "@/lib/logger";
import { parseMarketSearchParams, type SearchParams } from "@/modules/market/market.inputs";
import { emptyProductPage, searchProductsFor } from "@/modules/market/market-listing.service";
import { listFeaturedProducts } from "@/modules/market/market-products.service";
import { listCategoryTree } from "@/modules/categories/categories.service";
import {
  categoryFacetsFor,
  effectiveSort,
  isPlainFirstPage,
  queryOf,
  withKnownCategory,
} from "@/modules/market/components/market-state";
import { MarketListing } from "@/modules/market/components/market-listing";
import { PriceDeskHighlights } from "@/modules/market/components/price-desk-highlights";
import { ProductGrid } from "@/modules/listings/components/product-card";
import { listPopularPriceItems } from "@/modules/pricedesk/pricedesk-stats.service";
import { cardAddToCart } from "@/modules/cart/components/card-add-to-cart";

export const metadata: Metadata = {
  title: "Market",
  description:
    "Buy from sellers across Nigeria: phones, foodstuff, fashion, building materials and more, with fair prices checked against the Oja price desk.",
  alternates: { canonical: "/market" },
};

interface Props {
  searchParams: Promise<SearchParams>;
}

// Listings change all the time: render per request, never at build time.
export const dynamic = "force-dynamic";

/** The desk is a bonus here: if its figures fail, the market still shows (with a link to the desk). */
function popularDeskItems() {
  return listPopularPriceItems(6).catch((error: unknown) => {
    logger.error("price-desk highlights failed on /market", { error });
    return [];
  });
}

export default async function MarketPage({ searchParams }: Props) {
  const params = await searchParams;
  const tree = await listCategoryTree();
  const search = withKnownCategory(parseMarketSearchParams(params), tree);
  const plain = isPlainFirstPage(search);
  // Rendered with the page, not streamed in later: a streamed part needs JavaScript to appear, and these pages must
  // work without it.
  const [result, featured, deskItems] = await Promise.all([
    withinSearchBudget(
      searchProductsFor(await publicPageRequester(), search.filters, { page: search.page, pageSize: search.pageSize }),
      emptyProductPage(search.pageSize),
      search.messages,
    ),
    // One row on a computer, two on a phone: enough to tempt without delaying the first paint.
    plain ? listFeaturedProducts(4) : Promise.resolve([]),
    plain ? popularDeskItems() : Promise.resolve([]),
  ]);
  const sort = effectiveSort(search);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold smm:text-3xl">Market</h1>
        <p className="mt-1 max-w-2xl text-primary/80">
          Goods from sellers in all 36 states and the FCT. Filter by state to buy near you, and check the price desk
          before you pay.
        </p>
      </header>

      <nav aria-label="Categories" className="mt-5">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 smm:mx-0 smm:flex-wrap smm:overflow-visible smm:px-0">
          {tree.map((main) => (
            <li key={main.id} className="shrink-0">
              <Link href={`/market/product/category/${main.slug}`} prefetch={false} className="category-chip">
                {main.name}
              </Link>
            </li>
          ))}
          <li className="shrink-0">
            <Link
              href="/market/product/category"
              prefetch={false}
              className="inline-block rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-primary-light hover:underline"
            >
              All categories →
            </Link>
          </li>
        </ul>
      </nav>

      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-6">
          <h2 id="featured-heading" className="text-lg font-bold smm:text-xl">
            Featured items
          </h2>
          <div className="mt-3">
            <ProductGrid products={featured} priorityCount={2} label="Featured items" cardAction={cardAddToCart} />
          </div>
        </section>
      ) : null}

      {plain ? (
        <div className="mt-8">
          <PriceDeskHighlights items={deskItems} />
        </div>
      ) : null}

      <div className="mt-8">
        <MarketListing
          title={plain ? "Newest items" : "Listings"}
          pathname="/market"
          query={queryOf(search)}
          values={search.values}
          result={result}
          categories={tree}
          messages={search.messages}
          sort={sort}
          sortParam={(value) => value}
          categoryFacets={categoryFacetsFor(result, tree, search.filters.category)}
          priorityCount={featured.length > 0 ? 0 : 2}
        />
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import { publicPageRequester } from "@/lib/page-requester";
import { withinSearchBudget } from "@/lib/search-budget";
import Link from "next/link";
import { parseMarketSearchParams, type SearchParams } from "@/modules/market/market.inputs";
import { emptyProductPage, listProducts } from "@/modules/market/market-listing.service";
import { listCategoryTree } from "@/modules/categories/categories.service";
import type { ServiceCard } from "@/modules/listings/listings.types";
import type { ProductPage } from "@/modules/market/market.types";
import { Breadcrumbs } from "@/modules/categories/components/breadcrumbs";
import {
  categoryFacetsFor,
  effectiveSort,
  findInTree,
  queryOf,
  withKnownCategory,
} from "@/modules/market/components/market-state";
import { MarketListing } from "@/modules/market/components/market-listing";
import { searchMarket } from "@/modules/market/search.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { loadVendorSummaries } from "@/modules/vendors/vendors.service";
import { ServiceGrid } from "@/modules/market/components/offering-grid";

interface Props {
  searchParams: Promise<SearchParams>;
}

// Listings change all the time: render per request, never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { values } = parseMarketSearchParams(await searchParams);
  return {
    title: values.q ? `“${values.q}” on the market` : "All products",
    description: values.q
      ? `Listings for ${values.q} from sellers across Nigeria, with prices in naira and the price desk's typical price.`
      : "Every product on the Oja market: filter by category, state, price and condition.",
    // Search result pages are not for search engines; the plain listing is.
    robots: values.q ? { index: false, follow: true } : undefined,
    alternates: { canonical: "/market/product" },
  };
}

export default async function ProductsPage({ searchParams }: Props) {
  const params = await searchParams;
  const tree = await listCategoryTree();
  const search = withKnownCategory(parseMarketSearchParams(params), tree);
  const query = search.values.q;
  let result: ProductPage;
  let services: ServiceCard[] = [];
  let priceItems: PriceItemSummary[] = [];
  if (search.filters.query) {
    // One search box for the whole market: matching artisans and price-desk items come with the listings.
    const { query: text, ...filters } = search.filters;
    ({
      products: result,
      services,
      priceItems,
    } = await withinSearchBudget(
      searchMarket(await publicPageRequester(), text, filters, { page: search.page, pageSize: search.pageSize }),
      { products: emptyProductPage(search.pageSize), services: [], priceItems: [] },
      search.messages,
    ));
  } else {
    result = await listProducts(search.filters, { page: search.page, pageSize: search.pageSize });
  }
  // Services are offered on the first page only; later pages are about the listings.
  if (search.page > 1) services = [];
  const vendors = services.length
    ? await loadVendorSummaries([...new Set(services.map((service) => service.vendorId))])
    : new Map();
  const category = findInTree(tree, search.filters.category)?.category;
  const messages =
    result.searchMode === "FUZZY" && result.total > 0
      ? [`Nothing matched “${query}” exactly, so these are listings with similar spellings.`, ...search.messages]
      : search.messages;

  const servicesBlock =
    services.length > 0 ? (
      <section aria-labelledby="services-heading" className="mt-8">
        <h2 id="services-heading" className="text-lg font-bold smm:text-xl">
          Artisans and services for “{query}”
        </h2>
        <div className="mt-4">
          <ServiceGrid services={services} vendors={vendors} label={`Services for ${query}`} />
        </div>
      </section>
    ) : null;
  // "plumber" finds artisans, not goods: then the artisans come first.
  const servicesFirst = result.total === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Market", href: "/market" }, { label: query ? "Search" : "All products" }]} />
      <h1 className="mt-3 text-2xl font-bold break-words smm:text-3xl">
        {query ? <>Results for “{query}”</> : "All products"}
        {category ? <span className="font-normal text-primary/75"> in {category.name}</span> : null}
      </h1>
      {priceItems.length > 0 ? (
        <aside aria-labelledby="desk-matches" className="mt-4 rounded-xl border border-secondary/30 bg-secondary/5 p-4">
          <h2 id="desk-matches" className="text-sm font-semibold text-secondary-dark-green">
            Check the fair price first
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {priceItems.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/pricedesk/search?item=${encodeURIComponent(item.slug)}`}
                  prefetch={false}
                  className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-secondary-dark-green ring-1 ring-secondary/30 hover:bg-secondary hover:text-white"
                >
                  {item.name} <span className="font-normal opacity-80">(per {item.unitLabel})</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      {servicesFirst ? servicesBlock : null}
      <div className="mt-5">
        <MarketListing
          title={query ? "Listings" : "Products"}
          pathname="/market/product"
          query={queryOf(search)}
          values={search.values}
          result={result}
          categories={tree}
          messages={messages}
          sort={effectiveSort(search)}
          sortParam={(value) => value}
          categoryFacets={categoryFacetsFor(result, tree, search.filters.category)}
        />
      </div>
      {servicesFirst ? null : servicesBlock}
    </div>
  );
}

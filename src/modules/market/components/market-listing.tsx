import Link from "next/link";
import { cardAddToCart } from "@/modules/cart/components/card-add-to-cart";
import type { ProductSort } from "@/modules/listings/listings.types";
import type { FacetCount, ProductPage } from "@/modules/market/market.types";
import type { CategoryTree } from "@/modules/categories/categories.types";
import { FacetList } from "@/modules/market/components/facet-list";
import { MarketNotice } from "@/modules/market/components/market-notice";
import { marketHref, type MarketQuery } from "@/modules/market/components/market-url";
import { Pagination } from "@/modules/market/components/pagination";
import { ProductGrid } from "@/modules/listings/components/product-card";
import { ProductFilters, type FilterValues } from "@/modules/market/components/product-filters";
import { SortLinks } from "@/modules/market/components/sort-links";

interface MarketListingProps {
  /** Heading of the results column, e.g. "All listings" or "Results for “rice”". */
  title: string;
  pathname: string;
  /** The valid filters as they appear in the address, kept by every link. */
  query: MarketQuery;
  values: FilterValues;
  result: ProductPage;
  categories: CategoryTree[];
  /** Notes about input that could not be used. */
  messages: string[];
  sort: ProductSort;
  sortParam: (sort: ProductSort) => string;
  /** On a category page, the category comes from the route. */
  hideCategory?: boolean;
  /** Category facets to show (e.g. only the sub-categories of the current main category). */
  categoryFacets?: FacetCount[];
  /** Shown above the grid, e.g. sub-category chips. */
  lead?: React.ReactNode;
  /** First images above the fold: loaded eagerly. */
  priorityCount?: number;
}

function activeFilterCount(values: FilterValues, hideCategory: boolean): number {
  return [hideCategory ? undefined : values.category, values.state, values.min, values.max, values.condition].filter(
    Boolean,
  ).length;
}

/**
 * A listing with its filters: a side column on a wide screen, a "Filter" panel that opens on a phone (a <details>
 * element, so no JavaScript). Results, sort links, notices, an honest empty state and page links.
 */
export function MarketListing({
  title,
  pathname,
  query,
  values,
  result,
  categories,
  messages,
  sort,
  sortParam,
  hideCategory = false,
  categoryFacets,
  lead,
  priorityCount = 2,
}: MarketListingProps) {
  const active = activeFilterCount(values, hideCategory);
  const totalPages = Math.max(1, Math.ceil(result.total / Math.max(1, result.pageSize)));
  const pastTheEnd = result.items.length === 0 && result.total > 0 && result.page > totalPages;
  const notices = pastTheEnd
    ? [
        ...messages,
        `There ${totalPages === 1 ? "is only 1 page" : `are only ${totalPages.toLocaleString("en-NG")} pages`} of results.`,
      ]
    : messages;
  const facets = categoryFacets ?? result.facets.categories;
  const fallbackSort: ProductSort = values.q ? "RELEVANCE" : "NEWEST";
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;

  return (
    <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside aria-label="Filters" className="mb-4 md:mb-0">
        <details
          open={active > 0 ? true : undefined}
          className="rounded-xl border border-black/10 md:border-0 md:details-content:block md:details-content:[content-visibility:visible]"
        >
          <summary className="flex cursor-pointer items-center justify-between px-4 py-3 text-sm font-semibold md:supports-[selector(::details-content)]:hidden">
            <span>Filter{active > 0 ? ` (${active} on)` : ""}</span>
            <span aria-hidden="true" className="text-primary/75">
              ▾
            </span>
          </summary>
          <div className="space-y-6 border-t border-black/10 p-4 md:border-0 md:p-0">
            <ProductFilters action={pathname} values={values} categories={categories} hideCategory={hideCategory} />
            <FacetList
              title={hideCategory ? "Narrow down" : "Categories"}
              param="category"
              facets={facets}
              pathname={pathname}
              query={query}
            />
            <FacetList
              title="States"
              param="state"
              facets={result.facets.states}
              pathname={pathname}
              query={query}
              restHint="choose under State above."
            />
          </div>
        </details>
      </aside>

      <section aria-labelledby="results-heading" className="min-w-0">
        <div className="flex flex-col gap-3 border-b border-black/10 pb-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="results-heading" className="text-lg font-bold smm:text-xl">
              {title}
            </h2>
            <p className="text-sm text-primary/75" aria-live="polite">
              {result.total === 0
                ? "No listings"
                : result.items.length > 0
                  ? `${first.toLocaleString("en-NG")}–${last.toLocaleString("en-NG")} of ${result.total.toLocaleString("en-NG")} ${result.total === 1 ? "listing" : "listings"}`
                  : `${result.total.toLocaleString("en-NG")} ${result.total === 1 ? "listing" : "listings"}`}
            </p>
          </div>
          {result.total > 0 ? (
            <SortLinks
              pathname={pathname}
              query={query}
              current={sort}
              offerRelevance={Boolean(values.q)}
              param={sortParam}
              fallback={fallbackSort}
            />
          ) : null}
        </div>
        {lead ? <div className="mt-4">{lead}</div> : null}
        {notices.length > 0 ? (
          <div className="mt-4">
            <MarketNotice messages={notices} title="About your search" />
            {pastTheEnd ? (
              <p className="mt-2 text-sm">
                <Link
                  href={marketHref(pathname, query, { page: String(totalPages) })}
                  prefetch={false}
                  className="font-semibold text-primary-light underline"
                >
                  Go to the last page
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-4">
          {result.items.length > 0 ? (
            <ProductGrid
              products={result.items}
              priorityCount={priorityCount}
              label={title}
              cardAction={cardAddToCart}
            />
          ) : result.total === 0 ? (
            <NoResults pathname={pathname} values={values} categories={categories} />
          ) : null}
        </div>
        <Pagination
          pathname={pathname}
          query={query}
          page={result.page}
          pageSize={result.pageSize}
          total={result.total}
        />
      </section>
    </div>
  );
}

/** Nothing matched: say so plainly and offer ways forward rather than a dead end. */
function NoResults({
  pathname,
  values,
  categories,
}: {
  pathname: string;
  values: FilterValues;
  categories: CategoryTree[];
}) {
  const filtered = Boolean(values.category || values.state || values.min || values.max || values.condition);
  return (
    <div className="rounded-xl border border-dashed border-black/20 p-6">
      <p className="text-base font-semibold">
        {values.q ? (
          <>
            No products match “{values.q}”{filtered ? " with these filters" : ""}.
          </>
        ) : (
          <>No listings match these filters yet.</>
        )}
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {values.q ? (
          <li>Check the spelling, or try fewer or more general words (“rice” instead of “rice 50kg foreign”).</li>
        ) : null}
        {filtered ? (
          <li>
            <Link
              href={values.q ? `${pathname}?q=${encodeURIComponent(values.q)}` : pathname}
              prefetch={false}
              className="font-medium text-primary-light underline"
            >
              Remove the filters
            </Link>{" "}
            or widen the price range and state.
          </li>
        ) : null}
        {values.q ? (
          <li>
            See what “{values.q}” costs across Nigeria on the{" "}
            <Link
              href={`/pricedesk/search?q=${encodeURIComponent(values.q)}`}
              prefetch={false}
              className="font-medium text-primary-light underline"
            >
              price desk
            </Link>
            .
          </li>
        ) : null}
        <li>Or browse a category:</li>
      </ul>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.slice(0, 8).map((category) => (
          <li key={category.id}>
            <Link
              href={`/market/product/category/${category.slug}`}
              prefetch={false}
              className="inline-block rounded-full border border-black/15 px-3 py-1 text-sm hover:border-primary-light hover:text-primary-light"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

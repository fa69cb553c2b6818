import { Button } from "@/ui/components/button";
import Link from "next/link";
import { publicPageRequester } from "@/lib/page-requester";
import { withinSearchBudget } from "@/lib/search-budget";
import type { MarketSearch } from "@/modules/market/market.inputs";
import {
  countServices,
  listServices,
  searchServicesFor,
  type ServicePage,
} from "@/modules/market/market-offerings.service";
import { InputValidationError } from "@/lib/errors";
import type { CategoryView } from "@/modules/categories/categories.types";
import { MarketNotice } from "@/modules/market/components/market-notice";
import { marketHref } from "@/modules/market/components/market-url";
import { ServiceGrid } from "@/modules/market/components/offering-grid";
import { loadVendorSummaries } from "@/modules/vendors/vendors.service";
import type { VendorSummary } from "@/modules/vendors/vendors.types";
import { StateOptions } from "@/ui/forms/state-options";

const PAGE_SIZE = 24;

export interface ServiceCategoryData {
  page: ServicePage;
  total: number;
  vendors: Map<string, VendorSummary>;
  messages: string[];
}

/** The services of one category for the page; a stale or forged "More services" link starts again from the top. */
export async function loadServiceCategory(category: CategoryView, search: MarketSearch): Promise<ServiceCategoryData> {
  const requester = await publicPageRequester();
  const filters = { category: category.slug, state: search.filters.state, query: search.filters.query };
  const messages = [...search.messages];
  let page: ServicePage;
  // Past the search budget: nothing listed and nothing counted, only the notice.
  const refused: ServicePage = { items: [], nextCursor: null, cursors: [], searchMode: "NONE" };
  try {
    page = await withinSearchBudget(
      searchServicesFor(requester, filters, { cursor: search.cursor, pageSize: PAGE_SIZE }),
      refused,
      messages,
    );
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    messages.push(...Object.values(error.validation).flat());
    page = await listServices(filters, { pageSize: PAGE_SIZE });
  }
  const [total, vendors] = await Promise.all([
    page === refused ? 0 : countServices(filters, page.searchMode ?? "NONE"),
    loadVendorSummaries([...new Set(page.items.map((service) => service.vendorId))]),
  ]);
  return { page, total, vendors, messages };
}

/**
 * A services category (plumbing, tailoring, auto repair): artisans' services near the person, by state. Services
 * page by cursor ("More services"), since an artisan's trade list is browsed, not jumped through by page number.
 */
export function ServiceCategoryListing({
  category,
  main,
  subs,
  pathname,
  search,
  data,
}: {
  category: CategoryView;
  main: CategoryView;
  subs: CategoryView[];
  pathname: string;
  search: MarketSearch;
  data: ServiceCategoryData;
}) {
  const { page, total, vendors, messages } = data;
  const keep = { q: search.values.q, state: search.values.state };

  return (
    <div className="mt-4 space-y-5">
      <nav aria-label={`${main.name}: sub-categories`}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 smm:mx-0 smm:flex-wrap smm:px-0">
          {[main, ...subs].map((sub) => {
            const active = sub.slug === category.slug;
            return (
              <li key={sub.id} className={`shrink-0 ${active ? "order-first smm:order-none" : ""}`}>
                <Link
                  href={marketHref(`/market/product/category/${sub.slug}`, keep)}
                  prefetch={false}
                  aria-current={active ? "page" : undefined}
                  className={`inline-block rounded-full border px-3 py-1.5 text-sm whitespace-nowrap ${
                    active
                      ? "border-primary-light bg-primary-light font-semibold text-white"
                      : "border-black/15 hover:border-primary-light hover:text-primary-light"
                  }`}
                >
                  {sub.id === main.id ? `All ${main.name}` : sub.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <form
        action={pathname}
        method="get"
        aria-label="Find an artisan near you"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-black/10 p-4"
      >
        <div className="min-w-0 flex-1 basis-48 space-y-1">
          <label htmlFor="service-q" className="block text-xs font-semibold tracking-wide text-primary/75 uppercase">
            What do you need?
          </label>
          <input
            id="service-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={search.values.q ?? ""}
            placeholder="e.g. leaking pipe, aso-ebi, AC repair"
            className="block w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-sm outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
          />
        </div>
        <div className="min-w-0 basis-44 space-y-1">
          <label
            htmlFor="service-state"
            className="block text-xs font-semibold tracking-wide text-primary/75 uppercase"
          >
            State
          </label>
          <select
            id="service-state"
            name="state"
            defaultValue={search.values.state ?? ""}
            className="block w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-sm outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
          >
            <StateOptions placeholder="All of Nigeria" />
          </select>
        </div>
        <Button type="submit" size="sm">
          Find artisans
        </Button>
      </form>

      {messages.length > 0 ? <MarketNotice messages={messages} /> : null}

      <section aria-labelledby="services-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-black/10 pb-3">
          <h2 id="services-heading" className="text-lg font-bold smm:text-xl">
            {category.id === main.id ? "All services" : `${category.name} services`}
          </h2>
          <p className="text-sm text-primary/75">
            {total.toLocaleString("en-NG")} {total === 1 ? "service" : "services"}
            {search.values.state ? ` in ${search.values.state}` : ""}
          </p>
        </div>
        <div className="mt-4">
          {page.items.length > 0 ? (
            <ServiceGrid services={page.items} vendors={vendors} label={`${category.name} services`} />
          ) : (
            <p className="rounded-xl border border-dashed border-black/20 p-6 text-sm">
              No artisan offers this {search.values.state ? `in ${search.values.state} ` : ""}yet.{" "}
              {search.values.state || search.values.q ? (
                <Link href={pathname} prefetch={false} className="font-semibold text-primary-light underline">
                  See all of Nigeria
                </Link>
              ) : (
                <Link href="/partners/artisans" prefetch={false} className="font-semibold text-primary-light underline">
                  Are you an artisan? Offer your trade on Oja
                </Link>
              )}
            </p>
          )}
        </div>
        {page.nextCursor || search.cursor ? (
          <nav aria-label="Pages" className="mt-6 flex flex-wrap justify-center gap-3 text-sm font-medium">
            {search.cursor ? (
              <Link
                href={marketHref(pathname, keep)}
                prefetch={false}
                className="rounded-lg border border-black/15 px-4 py-2 hover:border-primary-light hover:text-primary-light"
              >
                ← First page
              </Link>
            ) : null}
            {page.nextCursor ? (
              <Link
                href={marketHref(pathname, { ...keep, after: page.nextCursor })}
                rel="next"
                prefetch={false}
                className="rounded-lg border border-black/15 px-4 py-2 hover:border-primary-light hover:text-primary-light"
              >
                More services →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

import type { Metadata } from "next";
import { publicPageRequester } from "@/lib/page-requester";
import { withinSearchBudget } from "@/lib/search-budget";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { formatNaira } from "@/lib/money";
import { nigerianStates } from "@/lib/nigeria";
import { listOffersForPriceItem } from "@/modules/market/market-products.service";
import { DeskActionsForMembers } from "@/modules/pricedesk/components/desk-actions-for-members";
import { itemHref } from "@/modules/pricedesk/components/desk-home-sections";
import { OfferList } from "@/modules/pricedesk/components/offer-list";
import { MarketTable, PriceSummary, StateTable, windowLabel } from "@/modules/pricedesk/components/price-figures";
import { PriceSearchForm } from "@/modules/pricedesk/components/price-search-form";
import { PriceTrendChart } from "@/modules/pricedesk/components/price-trend-chart";
import { rateOffers } from "@/modules/pricedesk/pricedesk-offers.service";
import {
  deskSearchHref,
  parseDeskSearchParams,
  type DeskSearch,
  type DeskSearchParams,
} from "@/modules/pricedesk/pricedesk-params";
import {
  getPriceItemStats,
  getPriceTrend,
  getTypicalPrices,
  STAT_WINDOWS,
} from "@/modules/pricedesk/pricedesk-stats.service";
import {
  findPriceItemBySlug,
  MIN_REPORTS_FOR_TYPICAL,
  searchPriceItemsFor,
} from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemView } from "@/modules/pricedesk/pricedesk.types";

interface Props {
  searchParams: Promise<DeskSearchParams>;
}

const findItem = cache(findPriceItemBySlug);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = parseDeskSearchParams(await searchParams);
  const item = search.item ? await findItem(search.item) : null;
  if (item) {
    return {
      title: `${item.name}: price in ${search.state ?? "Nigeria"}`,
      description: `Low, typical and high price of ${item.name} (per ${item.unitLabel}) ${search.state ? `in ${search.state}` : "in every state"} and by market, its trend, and the offers on Oja now.`,
      alternates: { canonical: deskSearchHref({ item: item.slug, state: search.state }) },
    };
  }
  return { title: search.q ? `“${search.q}” on the price desk` : "Search the price desk", robots: { index: false } };
}

export default async function PriceDeskSearchPage({ searchParams }: Props) {
  const search = parseDeskSearchParams(await searchParams);
  const item = search.item ? await findItem(search.item) : null;
  if (search.item && !item) notFound();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-primary/75">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/pricedesk" prefetch={false} className="hover:underline">
              Price desk
            </Link>{" "}
            ›
          </li>
          <li aria-current="page">{item ? item.name : "Search"}</li>
        </ol>
      </nav>
      <div className="mt-3 max-w-2xl">
        <PriceSearchForm defaultValue={search.q} state={search.state} autoFocus={!item && !search.q} />
      </div>
      {item ? <ItemDesk item={item} search={search} /> : <Results search={search} />}
    </div>
  );
}

async function Results({ search }: { search: DeskSearch }) {
  if (!search.q) {
    return (
      <p className="mt-6 text-primary/80">
        Type an item — rice, garri, tomatoes, cement, an iPhone — to see what it costs across Nigeria. Small typos are
        fine.
      </p>
    );
  }
  const notices: string[] = [];
  const results = await withinSearchBudget(searchPriceItemsFor(await publicPageRequester(), search.q, 20), [], notices);
  if (notices.length) {
    return (
      <p role="status" className="mt-6 text-primary/80">
        {notices.join(" ")}
      </p>
    );
  }
  // The answer a shopper came for, beside each name: what it typically costs and between what prices.
  const prices = await getTypicalPrices(
    results.map((result) => result.id),
    { state: search.state },
  );
  const place = search.state ?? "Nigeria";
  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <h1 id="results-heading" className="text-xl font-bold">
        {results.length ? `Items matching “${search.q}”` : `No items match “${search.q}”`}
      </h1>
      {results.length ? (
        <>
          <p className="mt-1 text-sm text-primary/80">
            Typical price and range in {place} over the last 30 days. Choose an item for its markets, trend and offers.
          </p>
          <ul className="mt-3 divide-y divide-black/5 rounded-xl border border-black/10" data-testid="price-results">
            {results.map((result) => {
              const figures = prices.get(result.id);
              return (
                <li key={result.id}>
                  <Link
                    href={deskSearchHref({ q: search.q, item: result.slug, state: search.state })}
                    prefetch={false}
                    className="block px-4 py-3 hover:bg-auth-bg sm:flex sm:items-baseline sm:justify-between sm:gap-4"
                  >
                    <span className="font-medium">{result.name}</span>
                    {figures ? (
                      <span className="mt-1 block text-sm sm:mt-0 sm:shrink-0 sm:text-right">
                        <span className="font-semibold tabular-nums">Typical {formatNaira(figures.typicalKobo)}</span>{" "}
                        per {result.unitLabel}
                        <span className="block tabular-nums text-primary/80">
                          {formatNaira(figures.lowKobo)} to {formatNaira(figures.highKobo)}
                        </span>
                      </span>
                    ) : (
                      <span className="mt-1 block text-sm text-primary/80 sm:mt-0 sm:shrink-0 sm:text-right">
                        Per {result.unitLabel}: fewer than {MIN_REPORTS_FOR_TYPICAL} reports in {place} lately
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-primary/80">
          Try another word (for example “rice” instead of “ofada rice 50kg”), or{" "}
          <Link href="/pricedesk" prefetch={false} className="font-semibold text-secondary-dark-green underline">
            see the items people check most
          </Link>
          .
        </p>
      )}
    </section>
  );
}

async function ItemDesk({ item, search }: { item: PriceItemView; search: DeskSearch }) {
  const { state, windowDays } = search;
  const [stats, trend, nationwide30] = await Promise.all([
    getPriceItemStats(item.id, { windowDays, state }),
    getPriceTrend(item.id, { state }),
    windowDays === 30 ? null : getPriceItemStats(item.id),
  ]);
  const offers = rateOffers(
    await listOffersForPriceItem(item.id, { state: state ?? undefined, limit: 10 }),
    nationwide30 ?? stats,
  );
  const place = state ?? "Nigeria";
  const returnPath = deskSearchHref({ item: item.slug, state, windowDays });
  const shortName = item.name.split(",")[0]!.trim();
  // What the alert form compares an amount with: the typical price by state over 30 days, as alerts judge it.
  const typicalByState = Object.fromEntries(
    (nationwide30 ?? stats).byState
      .filter((row) => row.count >= MIN_REPORTS_FOR_TYPICAL)
      .map((row) => [row.state, row.typicalKobo]),
  );
  const marketHref = `/market/product?${new URLSearchParams({ ...(item.categorySlug ? { category: item.categorySlug } : {}), q: shortName }).toString()}`;

  return (
    <article className="mt-6 space-y-8">
      <header>
        <h1 className="text-2xl font-bold smm:text-3xl">{item.name}</h1>
        <p className="mt-1 text-primary/80">
          Price per {item.unitLabel} in {place}
        </p>
        <div className="mt-4 flex flex-col gap-3 smm:flex-row smm:items-end smm:justify-between">
          <form action="/pricedesk/search" method="get" className="flex items-end gap-2">
            <input type="hidden" name="item" value={item.slug} />
            {windowDays !== 30 ? <input type="hidden" name="window" value={windowDays} /> : null}
            <label className="text-sm">
              <span className="block font-medium">State</span>
              <select
                name="state"
                defaultValue={state ?? ""}
                className="mt-1 rounded-lg border border-black/20 bg-white px-3 py-2"
              >
                <option value="">All Nigeria</option>
                {nigerianStates.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="rounded-lg border border-black/20 px-3 py-2 text-sm font-semibold hover:bg-black/5"
            >
              Show
            </button>
          </form>
          <nav aria-label="Period" className="flex gap-1 text-sm">
            {STAT_WINDOWS.map((days) => (
              <Link
                key={days}
                href={deskSearchHref({ item: item.slug, state, windowDays: days })}
                prefetch={false}
                aria-current={days === windowDays ? "page" : undefined}
                className={`rounded-full px-3 py-1.5 font-medium ${days === windowDays ? "bg-secondary-blue text-white" : "border border-black/15 hover:bg-black/5"}`}
              >
                {days === 365 ? "12 months" : `${days} days`}
              </Link>
            ))}
          </nav>
        </div>
      </header>

      <section aria-label="Low, typical and high price">
        <PriceSummary stats={stats.overall} place={place} windowDays={windowDays} unitLabel={item.unitLabel} />
      </section>

      <section aria-labelledby="trend-heading">
        <h2 id="trend-heading" className="text-lg font-bold smm:text-xl">
          Trend in {place}
        </h2>
        <div className="mt-3 grid gap-4 mdm:grid-cols-2">
          <PriceTrendChart
            id="trend-weekly"
            points={trend.weekly}
            unit="week"
            title="Typical price by week, last 12 weeks"
          />
          <PriceTrendChart
            id="trend-monthly"
            points={trend.monthly}
            unit="month"
            title="Typical price by month, last 12 months"
          />
        </div>
      </section>

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="text-lg font-bold smm:text-xl">
          Offers on the market now{state ? ` in ${state}` : ""}
        </h2>
        <div className="mt-3">
          <OfferList offers={offers} marketHref={marketHref} />
        </div>
        {offers.length > 0 ? (
          <p className="mt-2 text-sm">
            <Link href={marketHref} prefetch={false} className="font-semibold text-secondary-dark-green underline">
              See all listings for {shortName}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="report-heading" id="report" className="rounded-xl border border-black/10 p-5">
        <h2 id="report-heading" className="text-lg font-bold">
          Seen this item for sale?
        </h2>
        <p className="mt-1 mb-4 text-sm text-primary/80">
          Report the price you saw so others pay fair prices, or ask us to tell you when it gets cheaper in your state.
        </p>
        <DeskActionsForMembers
          itemId={item.id}
          itemName={item.name}
          unitLabel={item.unitLabel}
          state={state}
          typicalByState={typicalByState}
          signInHref={`/auth/login?callbackUrl=${encodeURIComponent(`${returnPath}#report`)}`}
        />
      </section>

      <section aria-labelledby="states-heading">
        <h2 id="states-heading" className="text-lg font-bold smm:text-xl">
          By state, cheapest first
        </h2>
        <p className="mt-1 text-sm text-primary/75">
          Over {windowLabel(windowDays)}. Choose a state to see its markets, trend and offers.
        </p>
        <div className="mt-3">
          <StateTable
            rows={stats.byState}
            itemSlug={item.slug}
            chosen={state}
            extraQuery={windowDays !== 30 ? `&window=${windowDays}` : ""}
          />
        </div>
      </section>

      <section aria-labelledby="markets-heading">
        <h2 id="markets-heading" className="text-lg font-bold smm:text-xl">
          By market{state ? ` in ${state}` : ""}
        </h2>
        <div className="mt-3">
          <MarketTable rows={stats.byMarket} />
        </div>
        {state ? (
          <p className="mt-2 text-sm">
            <Link href={itemHref(item.slug)} prefetch={false} className="text-secondary-dark-green underline">
              See every market in Nigeria
            </Link>
          </p>
        ) : null}
      </section>
    </article>
  );
}

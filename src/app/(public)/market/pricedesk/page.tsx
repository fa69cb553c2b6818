import type { Metadata } from "next";
import Link from "next/link";
import { formatNaira } from "@/lib/money";
import { itemHref, Movers } from "@/modules/pricedesk/components/desk-home-sections";
import { PriceSearchForm } from "@/modules/pricedesk/components/price-search-form";
import { listPopularPriceItems, listPriceMovers } from "@/modules/pricedesk/pricedesk-stats.service";
import type { PriceItemView } from "@/modules/pricedesk/pricedesk.types";

export const metadata: Metadata = {
  title: "Price desk in the market",
  description:
    "Typical prices of the items people buy most, with the listings that sell them: check the going rate, then compare offers.",
  alternates: { canonical: "/market/pricedesk" },
};
export const dynamic = "force-dynamic";

/** The listings of an item: its category, searched by the item's name without the unit ("Rice (local)"). */
function listingsHref(item: PriceItemView): string {
  const params = new URLSearchParams();
  if (item.categorySlug) params.set("category", item.categorySlug);
  params.set("q", item.name.split(",")[0]!.trim());
  return `/market/product?${params.toString()}`;
}

export default async function MarketPriceDeskPage() {
  const [popular, movers] = await Promise.all([listPopularPriceItems(12), listPriceMovers(3)]);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold smm:text-3xl">Price desk in the market</h1>
        <p className="mt-1 text-primary/80">
          The going rate for what people buy most, next to the sellers who have it. Know the typical price before you
          compare offers.
        </p>
        <div className="mt-4">
          <PriceSearchForm />
        </div>
      </header>

      <section aria-labelledby="going-rates-heading">
        <h2 id="going-rates-heading" className="text-lg font-bold smm:text-xl">
          Going rates this month
        </h2>
        {popular.length === 0 ? (
          <p className="mt-2 text-sm text-primary/75">No prices have been reported yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 mdm:grid-cols-3">
            {popular.map(({ item, typicalKobo, reportCount }) => (
              <li key={item.id} className="flex flex-col justify-between gap-3 rounded-xl border border-black/10 p-4">
                <div>
                  <p className="font-medium">{item.name}</p>
                  <p className="mt-1">
                    <span className="text-xl font-bold tabular-nums">
                      {typicalKobo !== null ? formatNaira(typicalKobo) : "Few reports yet"}
                    </span>{" "}
                    <span className="text-sm text-primary/75">typical per {item.unitLabel}</span>
                  </p>
                  <p className="text-xs text-primary/75">
                    Nationwide, last 30 days · {reportCount.toLocaleString("en-NG")} reports in 90 days
                  </p>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
                  <Link href={listingsHref(item)} prefetch={false} className="text-primary-light hover:underline">
                    See offers<span className="sr-only"> for {item.name}</span>
                  </Link>
                  <Link
                    href={itemHref(item.slug)}
                    prefetch={false}
                    className="text-secondary-dark-green hover:underline"
                  >
                    Prices by state<span className="sr-only"> for {item.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Movers up={movers.up} down={movers.down} />

      <p className="text-sm">
        <Link href="/pricedesk" prefetch={false} className="font-semibold text-secondary-dark-green underline">
          Open the full price desk
        </Link>{" "}
        for the cheapest states, trends by week and month, and how the figures are made.
      </p>
    </div>
  );
}

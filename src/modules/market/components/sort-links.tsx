import Link from "next/link";
import type { ProductSort } from "@/modules/listings/listings.types";
import { sortLabels } from "@/modules/listings/components/listing-labels";
import { marketHref, type MarketQuery } from "@/modules/market/components/market-url";

interface SortLinksProps {
  pathname: string;
  query: MarketQuery;
  current: ProductSort;
  /** "Best match" only means something when there are search words. */
  offerRelevance: boolean;
  /** How a sort is written in the address (the parser's spelling). */
  param: (sort: ProductSort) => string;
  /** The sort used when the address names none. */
  fallback: ProductSort;
}

/** One tap per order, as links: no select-and-submit dance without JavaScript. */
export function SortLinks({ pathname, query, current, offerRelevance, param, fallback }: SortLinksProps) {
  const sorts = (Object.keys(sortLabels) as ProductSort[]).filter((sort) => offerRelevance || sort !== "RELEVANCE");
  return (
    <nav aria-label="Sort" className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
      <span className="mr-1 text-primary/75">Sort:</span>
      {sorts.map((sort) =>
        sort === current ? (
          <span key={sort} aria-current="true" className="rounded-full bg-primary px-3 py-1 font-medium text-white">
            {sortLabels[sort]}
          </span>
        ) : (
          <Link
            key={sort}
            href={marketHref(pathname, query, { sort: sort === fallback ? undefined : param(sort) })}
            prefetch={false}
            className="rounded-full border border-black/15 px-3 py-1 hover:border-primary-light hover:text-primary-light"
          >
            {sortLabels[sort]}
          </Link>
        ),
      )}
    </nav>
  );
}

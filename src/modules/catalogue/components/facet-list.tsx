import Link from "next/link";
import type { FacetCount } from "@/modules/catalogue/catalogue.types";
import { marketHref, type MarketQuery } from "@/modules/catalogue/components/market-url";

interface FacetListProps {
  title: string;
  /** The query parameter a facet value sets: "category" or "state". */
  param: string;
  facets: FacetCount[];
  pathname: string;
  query: MarketQuery;
  /** How many to show before "more" (a <details>, so no JavaScript). */
  visible?: number;
}

/** Counts per category or state as links that narrow the current results; the chosen value links back to "all". */
export function FacetList({ title, param, facets, pathname, query, visible = 8 }: FacetListProps) {
  if (facets.length === 0) return null;
  const selected = query[param];
  const link = (facet: FacetCount) => {
    const active = facet.value === selected;
    return (
      <li key={facet.value}>
        <Link
          href={marketHref(pathname, query, { [param]: active ? undefined : facet.value })}
          prefetch={false}
          aria-current={active ? "true" : undefined}
          className={`flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-black/5 ${active ? "bg-primary-light/10 font-semibold text-primary-light" : ""}`}
        >
          <span className="min-w-0 truncate">
            {active ? <span className="sr-only">Remove filter: </span> : null}
            {facet.label}
          </span>
          <span className="shrink-0 text-xs text-primary/75">{facet.count.toLocaleString("en-NG")}</span>
        </Link>
      </li>
    );
  };
  const head = facets.slice(0, visible);
  const rest = facets.slice(visible);
  const titleId = `facet-${param}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="px-2 text-xs font-semibold tracking-wide text-primary/75 uppercase">
        {title}
      </h2>
      <ul className="mt-1">{head.map(link)}</ul>
      {rest.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer list-none px-2 py-1.5 text-sm font-medium text-primary-light hover:underline">
            <span className="group-open:hidden">Show {rest.length} more</span>
            <span className="hidden group-open:inline">Show fewer</span>
          </summary>
          <ul>{rest.map(link)}</ul>
        </details>
      ) : null}
    </section>
  );
}

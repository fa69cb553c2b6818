import Link from "next/link";
import type { FacetCount } from "@/modules/market/market.types";
import { marketHref, type MarketQuery } from "@/modules/market/components/market-url";

interface FacetListProps {
  title: string;
  /** The query parameter a facet value sets: "category" or "state". */
  param: string;
  facets: FacetCount[];
  pathname: string;
  query: MarketQuery;
  /** How many to show before "more" (a <details>, so no JavaScript). */
  visible?: number;
  /**
   * Instead of "Show N more": where the rest can be chosen (the filter form's select lists every state, so the states
   * beyond the busiest few are not written out twice).
   */
  restHint?: string;
}

/** Counts per category or state as links that narrow the current results; the chosen value links back to "all". */
export function FacetList({ title, param, facets, pathname, query, visible = 8, restHint }: FacetListProps) {
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
          className={active ? "facet-link bg-primary-light/10 font-semibold text-primary-light" : "facet-link"}
        >
          {/* The label is the link's own text (no wrapper: a long one wraps), which keeps the market's markup light. */}
          {active ? <span className="sr-only">Remove filter: </span> : null}
          {facet.label}
          <span className="facet-count">{facet.count.toLocaleString("en-NG")}</span>
        </Link>
      </li>
    );
  };
  // The chosen value always shows, so it can be removed with one tap.
  const head = facets.filter((facet, index) => index < visible || facet.value === selected);
  const rest = facets.filter((facet, index) => index >= visible && facet.value !== selected);
  const titleId = `facet-${param}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="px-2 text-xs font-semibold tracking-wide text-primary/75 uppercase">
        {title}
      </h2>
      <ul className="mt-1">{head.map(link)}</ul>
      {rest.length > 0 && restHint ? (
        <p className="px-2 py-1.5 text-xs text-primary/75">
          {rest.length} more: {restHint}
        </p>
      ) : rest.length > 0 ? (
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

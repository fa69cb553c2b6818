import Link from "next/link";
import { marketHref, type MarketQuery } from "@/modules/market/components/market-url";

/** Page numbers around the current one, with the first and last always reachable: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, totalPages: number, radius = 1): (number | "gap")[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) out.push(p - previous === 2 ? p - 1 : "gap");
    out.push(p);
  });
  return out;
}

const itemClass = "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium";
const linkClass = `${itemClass} border-black/15 hover:border-primary-light hover:text-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light`;

/** Plain links (?page=2) with rel="prev"/"next": works without JavaScript and for crawlers. */
export function Pagination({
  pathname,
  query,
  page,
  pageSize,
  total,
}: {
  pathname: string;
  query: MarketQuery;
  page: number;
  pageSize: number;
  total: number;
}) {
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const href = (p: number) => marketHref(pathname, query, { page: String(p) });
  return (
    <nav aria-label="Pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" prefetch={false} className={linkClass}>
              <span aria-hidden="true">←</span>
              <span className="sr-only xsmm:not-sr-only xsmm:ml-1">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} border-black/5 text-primary/40`}>
              <span aria-hidden="true">←</span>
              <span className="sr-only xsmm:not-sr-only xsmm:ml-1">Previous</span>
            </span>
          )}
        </li>
        {pageWindow(current, totalPages).map((p, index) =>
          p === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-primary/75">
              …
            </li>
          ) : (
            <li key={p} className={p === current || p === 1 || p === totalPages ? "" : "hidden xsmm:block"}>
              {p === current ? (
                <span aria-current="page" className={`${itemClass} border-primary-light bg-primary-light text-white`}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={href(p)} prefetch={false} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link href={href(current + 1)} rel="next" prefetch={false} className={linkClass}>
              <span className="sr-only xsmm:not-sr-only xsmm:mr-1">Next</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} border-black/5 text-primary/40`}>
              <span className="sr-only xsmm:not-sr-only xsmm:mr-1">Next</span>
              <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
      <p className="mt-3 text-center text-xs text-primary/75">
        Page {current} of {totalPages.toLocaleString("en-NG")}
      </p>
    </nav>
  );
}

/**
 * Query strings of the market's GET forms and links. Every listing link (page numbers, facets, sort, chips) keeps the
 * other filters as they are, so browsing works with plain links and no JavaScript.
 */
export type MarketQuery = Record<string, string | undefined>;

export function marketHref(pathname: string, query: MarketQuery, changes: MarketQuery = {}): string {
  const merged: MarketQuery = { ...query, ...changes };
  // A changed filter starts again at the first page unless the change is the page itself.
  if (!("page" in changes)) delete merged.page;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === "1")) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

import "server-only";
import { and, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { createShortCache } from "@/lib/short-cache";
import { categoryLabelsStatement } from "@/modules/categories/categories.queries";
import { productRows } from "@/modules/listings/listings.queries";
import type { FacetCount, ProductFilters, ProductPage } from "@/modules/market/market.types";
import {
  baseConditions,
  categoryCondition,
  inSearchScope,
  normaliseFilters,
  textCondition,
  type NormalisedFilters,
  type SearchMode,
} from "@/modules/market/market-query";

/** Totals and facets of product listings (how many in each category and state), shared while the set is big. */

export interface ProductCounts {
  total: number;
  facets: ProductPage["facets"];
  /** Rows matching the non-faceted filters (and the text): 0 means full-text found nothing at all. */
  base: number;
}

interface FacetRow {
  category_id: string | null;
  state: string | null;
  by_category: number;
  by_state: number;
  matching: number;
  base: number;
  [key: string]: unknown;
}

interface CategoryLabelRow {
  id: string;
  slug: string;
  name: string;
  parent_slug: string | null;
  parent_name: string | null;
  parent_position: number | null;
  position: number;
  [key: string]: unknown;
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Total and facets in one scan: rows are grouped by sub-category and by state (grouping sets), and each group
 * counts with the other facet's filter applied but not its own (standard faceting).
 */
async function queryCounts(db: Database, f: NormalisedFilters, mode: SearchMode): Promise<ProductCounts> {
  const where = baseConditions(f);
  const text = textCondition(f, mode);
  if (text) where.push(text);
  const categoryFilter = f.category ? categoryCondition(f.category) : sql`true`;
  const stateFilter = f.state ? sql`${productRows.state} = ${f.state}` : sql`true`;
  const facetRows = rowsOf<FacetRow>(
    await db.execute(sql`
      select ${productRows.categoryId}::text as category_id, ${productRows.state} as state,
        (count(*) filter (where ${stateFilter}))::int as by_category,
        (count(*) filter (where ${categoryFilter}))::int as by_state,
        (count(*) filter (where ${categoryFilter} and ${stateFilter}))::int as matching,
        count(*)::int as base
      from ${productRows}
      where ${and(...where)}
      group by grouping sets ((${productRows.categoryId}), (${productRows.state}))`),
  );
  const categoryCountRows = facetRows.filter((row) => row.category_id !== null);
  const stateRows = facetRows.filter((row) => row.category_id === null && row.state !== null);
  const total = categoryCountRows.reduce((sum, row) => sum + Number(row.matching), 0);
  const base = categoryCountRows.reduce((sum, row) => sum + Number(row.base), 0);

  const categoryIds = categoryCountRows.filter((row) => Number(row.by_category) > 0).map((row) => row.category_id!);
  const labels = categoryIds.length
    ? rowsOf<CategoryLabelRow>(await db.execute(categoryLabelsStatement(categoryIds)))
    : [];
  const labelById = new Map(labels.map((label) => [label.id, label]));

  const categoryFacets: FacetCount[] = [];
  const mainTotals = new Map<string, FacetCount & { position: number }>();
  for (const row of categoryCountRows) {
    const count = Number(row.by_category);
    const label = labelById.get(row.category_id!);
    if (count === 0 || !label) continue;
    categoryFacets.push({ value: label.slug, label: label.name, count, parent: label.parent_slug ?? undefined });
    const mainSlug = label.parent_slug ?? label.slug;
    const main = mainTotals.get(mainSlug) ?? {
      value: mainSlug,
      label: label.parent_name ?? label.name,
      count: 0,
      position: Number(label.parent_position ?? label.position),
    };
    main.count += count;
    mainTotals.set(mainSlug, main);
  }
  const byCountThenLabel = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label, "en");
  categoryFacets.sort(byCountThenLabel);
  const mainCategories = [...mainTotals.values()]
    .sort(byCountThenLabel)
    .map(({ value, label, count }) => ({ value, label, count }));
  const states: FacetCount[] = stateRows
    .filter((row) => Number(row.by_state) > 0)
    .map((row) => ({ value: row.state!, label: row.state!, count: Number(row.by_state) }))
    .sort(byCountThenLabel);
  return { total, base, facets: { categories: categoryFacets, states, mainCategories } };
}

// Public listings are the same for everyone, and their costly parts grow with the size of the set they scan: counting
// and faceting (the facets of a category listing scan the whole catalogue, since each facet ignores its own filter),
// and ranking every match of a common search word. Results over big sets are shared for a few seconds per process
// (in-flight requests for the same key share one query, too); small sets are always computed fresh. So totals and
// facets of listings without search text may trail an edit by up to 30 seconds, and a page of a listing with 500+
// results by up to 10 seconds (market-listing.service.ts); product pages are never cached (findProductBySlug).
const COUNT_CACHE_MIN_ROWS = 500;
const countCache = createShortCache<ProductCounts>({ name: "catalogue-counts", ttlMs: 30_000, maxEntries: 1_000 });

/** Total and facets of normalised filters in one search mode, shared while the set is big. */
export function countsFor(f: NormalisedFilters, mode: SearchMode): Promise<ProductCounts> {
  return countCache.get(countKey(f, mode), () => inSearchScope(mode, (db) => queryCounts(db, f, mode)), {
    keep: (counts) => counts.base >= COUNT_CACHE_MIN_ROWS,
  });
}

/** The shared counts of a big set, if they are at hand; never computes them. */
export function peekCounts(f: NormalisedFilters, mode: SearchMode): Promise<ProductCounts | undefined> {
  return countCache.peek(countKey(f, mode));
}

function countKey(f: NormalisedFilters, mode: SearchMode): string {
  // Sort does not change counts: every sort order of one search shares them.
  return JSON.stringify({ ...f, sort: undefined, mode });
}

/** Total and facets for a filter set, in the search mode a listing used (see listProductItems). */
export async function countProducts(filters: ProductFilters, mode?: SearchMode): Promise<ProductCounts> {
  const f = normaliseFilters(filters);
  let effective: SearchMode = mode ?? (f.query ? "FTS" : "NONE");
  if (!f.query) effective = "NONE";
  const counts = await countsFor(f, effective);
  if (mode === undefined && effective === "FTS" && counts.base === 0) return countProducts(filters, "FUZZY");
  return counts;
}

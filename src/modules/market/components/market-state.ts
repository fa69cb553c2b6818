import type { MarketSearch } from "@/modules/market/market.inputs";
import type { ProductSort } from "@/modules/listings/listings.types";
import type { FacetCount, ProductPage } from "@/modules/market/market.types";
import type { CategoryTree, CategoryView } from "@/modules/categories/categories.types";
import type { MarketQuery } from "@/modules/market/components/market-url";

export interface CategoryMatch {
  category: CategoryView;
  main: CategoryTree;
}

/** A slug in the category tree: the main category itself or one of its sub-categories. */
export function findInTree(tree: CategoryTree[], slug: string | undefined): CategoryMatch | null {
  if (!slug) return null;
  for (const main of tree) {
    if (main.slug === slug) return { category: main, main };
    const sub = main.children.find((child) => child.slug === slug);
    if (sub) return { category: sub, main };
  }
  return null;
}

/**
 * A category in the address that does not exist is dropped with a note, like any other unusable filter, instead of
 * silently showing nothing.
 */
export function withKnownCategory(search: MarketSearch, tree: CategoryTree[]): MarketSearch {
  if (!search.filters.category || findInTree(tree, search.filters.category)) return search;
  return {
    ...withoutCategory(search),
    messages: [...search.messages, "We do not have that category, so all categories are shown."],
  };
}

/** The search without its category filter (a category page's route already names one). */
export function withoutCategory(search: MarketSearch): MarketSearch {
  const filters = { ...search.filters };
  const values = { ...search.values };
  delete filters.category;
  delete values.category;
  return { ...search, filters, values };
}

/** The values that every listing link keeps. */
export function queryOf(search: MarketSearch): MarketQuery {
  return { ...search.values };
}

/**
 * Which category counts to offer: main categories when none is chosen, the sub-categories of a chosen main one, and
 * the sister sub-categories of a chosen sub-category.
 */
export function categoryFacetsFor(
  result: ProductPage,
  tree: CategoryTree[],
  selected: string | undefined,
): FacetCount[] {
  const match = findInTree(tree, selected);
  if (!match) return result.facets.mainCategories ?? result.facets.categories.filter((facet) => !facet.parent);
  return result.facets.categories.filter((facet) => facet.parent === match.main.slug);
}

/** The order actually used: "best match" needs search words; without them the newest come first. */
export function effectiveSort(search: MarketSearch): ProductSort {
  const wanted = search.filters.sort ?? "RELEVANCE";
  return wanted === "RELEVANCE" && !search.filters.query ? "NEWEST" : wanted;
}

/** True when the address narrows nothing: the plain first page of the market. */
export function isPlainFirstPage(search: MarketSearch): boolean {
  return (
    search.page === 1 &&
    Object.values(search.values).every((value) => value === undefined) &&
    search.messages.length === 0
  );
}

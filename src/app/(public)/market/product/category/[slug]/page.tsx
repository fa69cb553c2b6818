import type { Metadata } from "next";
import { publicPageRequester } from "@/lib/page-requester";
import { withinSearchBudget } from "@/lib/search-budget";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { parseMarketSearchParams, type SearchParams } from "@/modules/market/market.inputs";
import { emptyProductPage, searchProductsFor } from "@/modules/market/market-listing.service";
import { findCategoryBySlug, listCategoryTree } from "@/modules/categories/categories.service";
import type { FacetCount } from "@/modules/market/market.types";
import type { CategoryView } from "@/modules/categories/categories.types";
import { Breadcrumbs } from "@/modules/categories/components/breadcrumbs";
import { effectiveSort, queryOf, withoutCategory } from "@/modules/market/components/market-state";
import { MarketListing } from "@/modules/market/components/market-listing";
import { marketHref, type MarketQuery } from "@/modules/market/components/market-url";
import { hasSizes, SizeGuideLink } from "@/modules/market/components/size-guide-link";
import { loadServiceCategory, ServiceCategoryListing } from "@/modules/market/components/offering-category-listing";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

const getCategory = cache((slug: string) => findCategoryBySlug(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const found = await getCategory(slug);
  if (!found) return { title: "Category not found", robots: { index: false } };
  const { category, parent } = found;
  return {
    title: parent ? `${category.name} (${parent.name})` : category.name,
    description:
      category.description ??
      `${category.name} for sale from sellers across Nigeria: compare prices in naira, filter by state and condition, and buy near you.`,
    alternates: { canonical: `/market/product/category/${category.slug}` },
  };
}

function SubCategoryChips({
  main,
  subs,
  current,
  counts,
  query,
}: {
  main: CategoryView;
  subs: CategoryView[];
  current: string;
  counts: Map<string, number>;
  query: MarketQuery;
}) {
  const chip = (category: CategoryView, label: string) => {
    const active = category.slug === current;
    const count = counts.get(category.slug);
    return (
      // On a phone the chips scroll sideways: the current one comes first so it is in view without script.
      <li key={category.id} className={`shrink-0 ${active ? "order-first smm:order-none" : ""}`}>
        <Link
          href={marketHref(`/market/product/category/${category.slug}`, query)}
          prefetch={false}
          aria-current={active ? "page" : undefined}
          className={`inline-block rounded-full border px-3 py-1.5 text-sm whitespace-nowrap ${
            active
              ? "border-primary-light bg-primary-light font-semibold text-white"
              : "border-black/15 hover:border-primary-light hover:text-primary-light"
          }`}
        >
          {label}
          {count !== undefined && !active ? (
            <span className="ml-1 text-xs opacity-70">({count.toLocaleString("en-NG")})</span>
          ) : null}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={`${main.name}: sub-categories`}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 smm:mx-0 smm:flex-wrap smm:px-0">
        {chip(main, `All ${main.name}`)}
        {subs.map((sub) => chip(sub, sub.name))}
      </ul>
    </nav>
  );
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const found = await getCategory(slug);
  if (!found) notFound();
  const { category, parent, children } = found;
  const main = parent ?? category;
  const pathname = `/market/product/category/${category.slug}`;
  const search = withoutCategory(parseMarketSearchParams(await searchParams));
  const query = queryOf(search);

  const crumbs = [
    { label: "Market", href: "/market" },
    { label: "Categories", href: "/market/product/category" },
    ...(parent ? [{ label: parent.name, href: `/market/product/category/${parent.slug}` }] : []),
    { label: category.name },
  ];
  const header = (
    <>
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-3 text-2xl font-bold smm:text-3xl">{category.name}</h1>
      {category.description ? <p className="mt-1 max-w-2xl text-primary/80">{category.description}</p> : null}
      {hasSizes(category.slug, parent?.slug) ? <SizeGuideLink className="mt-2" /> : null}
    </>
  );

  if (category.kind === "SERVICES") {
    const [data, subs] = await Promise.all([
      loadServiceCategory(category, search),
      parent ? siblingsOf(parent) : Promise.resolve(children),
    ]);
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        {header}
        <ServiceCategoryListing
          category={category}
          main={main}
          subs={subs}
          pathname={pathname}
          search={search}
          data={data}
        />
      </div>
    );
  }

  const [tree, result] = await Promise.all([
    listCategoryTree(),
    withinSearchBudget(
      searchProductsFor(
        await publicPageRequester(),
        { ...search.filters, category: category.slug },
        { page: search.page, pageSize: search.pageSize },
      ),
      emptyProductPage(search.pageSize),
      search.messages,
    ),
  ]);
  const subs = parent ? (tree.find((node) => node.id === parent.id)?.children ?? []) : children;
  // Counts per sub-category come with the listing (each facet ignores its own filter, so siblings still count).
  const counts = new Map<string, number>(
    [...result.facets.categories, ...(result.facets.mainCategories ?? [])].map((facet: FacetCount) => [
      facet.value,
      facet.count,
    ]),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {header}
      <div className="mt-4">
        <SubCategoryChips main={main} subs={subs} current={category.slug} counts={counts} query={query} />
      </div>
      <div className="mt-4">
        <MarketListing
          title={`${category.name}: listings`}
          pathname={pathname}
          query={query}
          values={search.values}
          result={result}
          categories={tree}
          messages={search.messages}
          sort={effectiveSort(search)}
          sortParam={(value) => value}
          hideCategory
          categoryFacets={[]}
        />
      </div>
    </div>
  );
}

async function siblingsOf(parent: CategoryView): Promise<CategoryView[]> {
  return (await getCategory(parent.slug))?.children ?? [];
}

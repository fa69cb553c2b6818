import type { Metadata } from "next";
import Link from "next/link";
import { listProducts } from "@/modules/market/market-listing.service";
import { listCategoryTree } from "@/modules/categories/categories.service";
import { Breadcrumbs } from "@/modules/categories/components/breadcrumbs";

export const metadata: Metadata = {
  title: "All categories",
  description:
    "Every category on the Oja market: phones, electronics, fashion, foodstuff, building materials, vehicles, agriculture and the artisans who fix, build and sew.",
  alternates: { canonical: "/market/product/category" },
};

// Counts change with every listing: render per request, never at build time.
export const dynamic = "force-dynamic";

export default async function CategoriesPage() {
  // One page of one listing is enough to get the per-category counts (the facets) of the whole market.
  const [tree, market] = await Promise.all([listCategoryTree(), listProducts({}, { pageSize: 1 })]);
  const counts = new Map<string, number>();
  for (const facet of [...market.facets.categories, ...(market.facets.mainCategories ?? [])])
    counts.set(facet.value, facet.count);
  const count = (slug: string) => counts.get(slug) ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Market", href: "/market" }, { label: "Categories" }]} />
      <h1 className="mt-4 text-2xl font-bold smm:text-3xl">All categories</h1>
      <p className="mt-2 max-w-2xl text-primary/80">
        Goods from sellers in every state, and artisans who come to you. Choose a category to see what is on sale and
        what it costs.
      </p>
      <ul className="mt-6 gap-4 sm:columns-2 mdm:columns-3">
        {tree.map((main) => (
          <li key={main.id} className="mb-4 break-inside-avoid rounded-xl border border-black/10 p-4">
            <h2 className="text-lg font-bold">
              <Link
                href={`/market/product/category/${main.slug}`}
                prefetch={false}
                className="hover:text-primary-light hover:underline"
              >
                {main.name}
              </Link>
              {main.kind === "GOODS" && count(main.slug) > 0 ? (
                <span className="ml-2 text-sm font-normal text-primary/75">
                  {count(main.slug).toLocaleString("en-NG")}
                </span>
              ) : null}
            </h2>
            {main.description ? <p className="mt-1 text-sm text-primary/75">{main.description}</p> : null}
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${main.name}: sub-categories`}>
              {main.children.map((sub) => (
                <li key={sub.id}>
                  <Link
                    href={`/market/product/category/${sub.slug}`}
                    prefetch={false}
                    className="inline-block rounded-full bg-black/[0.04] px-3 py-1 text-sm hover:bg-primary-light/10 hover:text-primary-light"
                  >
                    {sub.name}
                    {count(sub.slug) > 0 ? (
                      <span className="ml-1 text-xs text-primary/75">({count(sub.slug).toLocaleString("en-NG")})</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

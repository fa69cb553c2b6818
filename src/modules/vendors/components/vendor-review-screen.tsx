import { Button } from "@/ui/components/button";
import Link from "next/link";
import type { ReactNode } from "react";
import {
  reviewFilterLabels,
  vendorReviewListHref,
  type VendorReviewView,
} from "@/modules/vendors/components/vendor-review-labels";
import { VendorReviewCards, VendorReviewTable } from "@/modules/vendors/components/vendor-review-list";
import { VendorReviewGrid } from "@/modules/vendors/components/vendor-review-grid";
import {
  vendorReviewFilters,
  type VendorReviewFilter,
  type VendorReviewListInput,
} from "@/modules/vendors/vendor-review.inputs";
import type { VendorReviewPage } from "@/modules/vendors/vendor-review.service";
import { FilterTabs } from "@/ui/components/filter-tabs";

const count = (n: number) => n.toLocaleString("en-NG");

function filterCount(page: VendorReviewPage, filter: VendorReviewFilter): number {
  if (filter === "ALL") return Object.values(page.counts).reduce((sum, n) => sum + n, 0);
  return page.counts[filter];
}

/**
 * Operations' vendors, as a list (a table on a desktop, cards on a phone) or a grid of cards with logos: the review
 * states as tabs with their counts, a search by business name, sorting and pages. Plain links and a GET form, so it
 * all works before (or without) JavaScript.
 */
export function VendorReviewScreen({
  view,
  query,
  page,
}: {
  view: VendorReviewView;
  query: VendorReviewListInput;
  page: VendorReviewPage;
}) {
  const waiting = page.counts.SUBMITTED;
  const other: VendorReviewView = view === "list" ? "grid" : "list";
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Vendors</h1>
          <p data-waiting className="mt-1 text-primary/80">
            {waiting === 0
              ? "No profile is waiting for a decision."
              : `${count(waiting)} waiting for a decision, oldest first.`}
          </p>
        </div>
        <Link
          href={vendorReviewListHref(other, query)}
          prefetch={false}
          className="text-sm font-semibold text-primary-light hover:underline"
        >
          {other === "grid" ? "Show as a grid" : "Show as a list"}
        </Link>
      </header>

      <FilterTabs
        label="Review state"
        tabs={vendorReviewFilters.map((filter) => ({
          key: filter,
          label: reviewFilterLabels[filter],
          count: count(filterCount(page, filter)),
          href: vendorReviewListHref(view, query, { state: filter, page: 1 }),
          current: filter === query.state,
        }))}
      />

      <form method="get" action={`/dashboard/vendor/${view}`} role="search" className="flex flex-wrap items-end gap-2">
        {query.state !== "SUBMITTED" ? <input type="hidden" name="state" value={query.state.toLowerCase()} /> : null}
        <label className="min-w-0 flex-1 basis-56">
          <span className="block text-sm font-medium">Business name</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={100}
            placeholder="e.g. Mama Put Provisions"
            className="mt-1 block w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-base outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
          />
        </label>
        <label>
          <span className="block text-sm font-medium">Order</span>
          <select
            name="sort"
            defaultValue={(query.sort ?? "OLDEST").toLowerCase()}
            className="mt-1 block rounded-lg border border-black/20 bg-white px-3 py-2.5 text-base outline-none focus:border-primary-light"
          >
            <option value="oldest">Oldest first</option>
            <option value="newest">Newest first</option>
            <option value="name">By name</option>
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      <Results view={view} query={query} page={page} />
      <Pagination view={view} query={query} page={page} />
    </div>
  );
}

function Results({
  view,
  query,
  page,
}: {
  view: VendorReviewView;
  query: VendorReviewListInput;
  page: VendorReviewPage;
}) {
  if (page.items.length === 0) return <EmptyState query={query} page={page} view={view} />;
  if (view === "grid") return <VendorReviewGrid items={page.items} />;
  return (
    <>
      <VendorReviewTable items={page.items} />
      <VendorReviewCards items={page.items} />
    </>
  );
}

function EmptyState({
  view,
  query,
  page,
}: {
  view: VendorReviewView;
  query: VendorReviewListInput;
  page: VendorReviewPage;
}) {
  let text: ReactNode;
  if (page.total > 0) {
    text = (
      <>
        There is no page {page.page}.{" "}
        <Link
          href={vendorReviewListHref(view, query, { page: 1 })}
          className="font-semibold text-primary-light hover:underline"
        >
          Back to the first page
        </Link>
      </>
    );
  } else if (query.q) {
    text = (
      <>
        No vendor&rsquo;s name contains &ldquo;{query.q}&rdquo; here.{" "}
        <Link
          href={vendorReviewListHref(view, query, { q: null, page: 1 })}
          className="font-semibold text-primary-light hover:underline"
        >
          Clear the search
        </Link>
      </>
    );
  } else {
    text =
      query.state === "SUBMITTED"
        ? "No profile is waiting for a decision. New ones appear here as sellers send them."
        : "No vendor is in this state.";
  }
  return <p className="rounded-xl border border-black/10 bg-white p-5 text-primary/80">{text}</p>;
}

function Pagination({
  view,
  query,
  page,
}: {
  view: VendorReviewView;
  query: VendorReviewListInput;
  page: VendorReviewPage;
}) {
  if (page.pageCount <= 1 && page.page <= 1) return null;
  const link = "rounded-lg border border-black/15 bg-white px-3 py-2 font-semibold text-primary-light hover:bg-black/5";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page.page > 1 ? (
        <Link
          href={vendorReviewListHref(view, query, { page: Math.min(page.page - 1, page.pageCount) })}
          rel="prev"
          className={link}
        >
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-primary/75">
        Page {count(page.page)} of {count(page.pageCount)} · {count(page.total)}{" "}
        {page.total === 1 ? "vendor" : "vendors"}
      </span>
      {page.page < page.pageCount ? (
        <Link href={vendorReviewListHref(view, query, { page: page.page + 1 })} rel="next" className={link}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

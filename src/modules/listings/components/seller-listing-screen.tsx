import { Button } from "@/ui/components/button";
import { ButtonLink } from "@/ui/components/button-link";
import Link from "next/link";
import { hasVendorPermission, type UserActor } from "@/lib/actor";
import {
  sellerListingFilters,
  sellerListingSorts,
  type SellerListingFilter,
} from "@/modules/listings/listing-editor.inputs";
import { ListingCsvPanel } from "@/modules/listings/components/listing-csv-panel";
import { SellerListingBulkBar } from "@/modules/listings/components/seller-listing-bulk-bar";
import { listingFilterLabels, listingSortLabels } from "@/modules/listings/components/seller-listing-labels";
import {
  SellerListingCards,
  SellerListingGrid,
  SellerListingTable,
  type ListingRights,
} from "@/modules/listings/components/seller-listing-rows";
import { ListingSelectionProvider } from "@/modules/listings/components/seller-listing-selection";
import {
  addressWord,
  sellerListingHref,
  type SellerListingUrlState,
  type SellerListingView,
} from "@/modules/listings/components/seller-listing-url";
import { SellerListingEmpty, SellerListingNoVendor } from "@/modules/listings/components/seller-listing-states";
import {
  countSellerListings,
  listSellerListings,
  type SellerListingPage,
} from "@/modules/listings/seller-listings.service";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";
import { FilterTabs } from "@/ui/components/filter-tabs";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";

const count = (n: number) => n.toLocaleString("en-NG");

interface Props {
  view: SellerListingView;
  actor: UserActor;
  vendors: WorkspaceVendor[];
  state: SellerListingUrlState;
}

/**
 * The seller's products as a list (a table on a desktop, cards on a phone) or a grid of cards with their pictures:
 * status tabs with counts, a search by title, sorting and pages, all in the address (plain links and a GET form, so it
 * works before JavaScript). Price and stock change in place; ticked rows get bulk actions. A person in several
 * businesses switches with `?vendor=`.
 */
export async function SellerListingScreen({ view, actor, vendors, state }: Props) {
  const mine = vendors.filter((vendor) => hasVendorPermission(actor, vendor.id, "shop:view"));
  const vendor = chooseBusiness(mine, state.vendor);
  if (!vendor) return <SellerListingNoVendor />;
  // The address names the vendor only when the person chose one; links keep it so.
  const here: SellerListingUrlState = { ...state, vendor: state.vendor === vendor.id ? vendor.id : null };
  const rights: ListingRights = {
    write: hasVendorPermission(actor, vendor.id, "listings:write"),
    stock: hasVendorPermission(actor, vendor.id, "stock:write"),
  };
  const [page, counts] = await Promise.all([
    listSellerListings(actor, vendor.id, { q: here.q, status: here.status, sort: here.sort, page: here.page }),
    countSellerListings(actor, vendor.id, here.q),
  ]);
  const other: SellerListingView = view === "list" ? "grid" : "list";
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Your products</h1>
          <p className="mt-1 text-primary/80">
            {vendor.name}
            {rights.write ? "" : " · your role can change stock, not prices or listings"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            href={sellerListingHref(other, here)}
            prefetch={false}
            className="text-sm font-semibold text-primary-light hover:underline"
          >
            {other === "grid" ? "Show as a grid" : "Show as a list"}
          </Link>
          {/* The panel sits after the rows; this reaches it without scrolling past a page of listings on a phone. */}
          <a href="#spreadsheet" className="text-sm font-semibold text-primary-light hover:underline">
            Spreadsheet (CSV)
          </a>
          {rights.write ? (
            <ButtonLink href="/dashboard/product/add" prefetch={false}>
              Add a product
            </ButtonLink>
          ) : null}
        </div>
      </header>

      <BusinessSwitch
        businesses={mine}
        current={vendor.id}
        href={(id) => sellerListingHref(view, { ...here, vendor: id, page: 1 })}
      />

      <FilterTabs
        label="Status"
        tabs={sellerListingFilters.map((filter) => ({
          key: filter,
          label: listingFilterLabels[filter],
          count: count(counts[filter]),
          href: sellerListingHref(view, here, { status: filter, page: 1 }),
          current: filter === here.status,
        }))}
      />

      <SearchForm view={view} state={here} />

      <Results view={view} state={here} page={page} rights={rights} vendorId={vendor.id} everything={counts.ALL} />
      <Pagination view={view} state={here} page={page} />
      {/* After the rows: on a phone the listings come first; the spreadsheet is for the odd big change. */}
      <ListingCsvPanel vendorId={vendor.id} canImport={rights.write} />
    </div>
  );
}

function SearchForm({ view, state }: { view: SellerListingView; state: SellerListingUrlState }) {
  return (
    <form method="get" action={`/dashboard/product/${view}`} role="search" className="flex flex-wrap items-end gap-2">
      {state.vendor ? <input type="hidden" name="vendor" value={state.vendor} /> : null}
      {state.status !== "ALL" ? <input type="hidden" name="status" value={addressWord(state.status)} /> : null}
      <label className="min-w-0 flex-1 basis-56">
        <span className="block text-sm font-medium">Search your products</span>
        <input
          type="search"
          name="q"
          defaultValue={state.q ?? ""}
          maxLength={100}
          placeholder="e.g. Ofada rice"
          className="mt-1 block w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-base outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
        />
      </label>
      <label>
        <span className="block text-sm font-medium">Order</span>
        <select
          name="sort"
          defaultValue={addressWord(state.sort)}
          className="mt-1 block rounded-lg border border-black/20 bg-white px-3 py-2.5 text-base outline-none focus:border-primary-light"
        >
          {sellerListingSorts.map((sort) => (
            <option key={sort} value={addressWord(sort)}>
              {listingSortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}

interface ResultsProps {
  view: SellerListingView;
  state: SellerListingUrlState;
  page: SellerListingPage;
  rights: ListingRights;
  vendorId: string;
  everything: number;
}

function Results({ view, state, page, rights, vendorId, everything }: ResultsProps) {
  if (page.items.length === 0)
    return (
      <SellerListingEmpty
        view={view}
        state={state}
        page={page}
        everything={everything}
        canWrite={rights.write}
        filterLabel={filterWords[state.status]}
      />
    );
  const ids = page.items.map((item) => item.id);
  return (
    <ListingSelectionProvider pageIds={ids}>
      {view === "grid" ? (
        <SellerListingGrid items={page.items} rights={rights} />
      ) : (
        <>
          <SellerListingTable items={page.items} rights={rights} />
          <SellerListingCards items={page.items} rights={rights} />
        </>
      )}
      {rights.write ? <SellerListingBulkBar vendorId={vendorId} /> : null}
    </ListingSelectionProvider>
  );
}

const filterWords: Record<SellerListingFilter, string> = {
  ALL: "here",
  DRAFT: "a draft",
  ACTIVE: "active",
  OUT_OF_STOCK: "out of stock",
  HELD: "held for price review",
  PAUSED: "paused",
  ARCHIVED: "archived",
};

function Pagination({
  view,
  state,
  page,
}: {
  view: SellerListingView;
  state: SellerListingUrlState;
  page: SellerListingPage;
}) {
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pageCount <= 1 && page.page <= 1) return null;
  const link = "rounded-lg border border-black/15 bg-white px-3 py-2 font-semibold text-primary-light hover:bg-black/5";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page.page > 1 ? (
        <Link
          href={sellerListingHref(view, state, { page: Math.min(page.page - 1, pageCount) })}
          rel="prev"
          prefetch={false}
          className={link}
        >
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-primary/75">
        Page {count(page.page)} of {count(pageCount)} · {count(page.total)} {page.total === 1 ? "listing" : "listings"}
      </span>
      {page.page < pageCount ? (
        <Link
          href={sellerListingHref(view, state, { page: page.page + 1 })}
          rel="next"
          prefetch={false}
          className={link}
        >
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

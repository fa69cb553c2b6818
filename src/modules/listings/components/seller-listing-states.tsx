import { ButtonLink } from "@/ui/components/button-link";
import Link from "next/link";
import type { ReactNode } from "react";
import {
  sellerListingHref,
  type SellerListingUrlState,
  type SellerListingView,
} from "@/modules/listings/components/seller-listing-url";
import type { SellerListingPage } from "@/modules/listings/seller-listings.service";
import { StartSellingFirst } from "@/ui/components/start-selling-first";

/** The product list's states besides its rows: no business yet, nothing listed, nothing found, loading. */

const linkClass = "font-semibold text-primary-light hover:underline";

export function SellerListingNoVendor() {
  return (
    <StartSellingFirst title="Your products">
      Products belong to a business on Oja. Start selling first, then list what you sell here.
    </StartSellingFirst>
  );
}

interface EmptyProps {
  view: SellerListingView;
  state: SellerListingUrlState;
  page: SellerListingPage;
  /** How many listings the vendor has at all (for this search). */
  everything: number;
  canWrite: boolean;
  filterLabel: string;
}

export function SellerListingEmpty({ view, state, page, everything, canWrite, filterLabel }: EmptyProps) {
  let text: ReactNode;
  if (page.total > 0) {
    text = (
      <>
        There is no page {page.page}.{" "}
        <Link href={sellerListingHref(view, state, { page: 1 })} prefetch={false} className={linkClass}>
          Back to the first page
        </Link>
      </>
    );
  } else if (everything === 0 && !state.q) {
    return (
      <section data-empty="none" className="rounded-xl border border-dashed border-black/20 bg-white p-6 text-center">
        <h2 className="text-lg font-bold">No products yet</h2>
        <p className="mt-1 text-primary/80">
          {canWrite
            ? "List your first item: it takes under a minute from your phone."
            : "When your team lists products they appear here."}
        </p>
        {canWrite ? (
          <ButtonLink href="/dashboard/product/add" prefetch={false} className="mt-4 inline-block">
            Add your first product
          </ButtonLink>
        ) : null}
      </section>
    );
  } else if (state.q) {
    text = (
      <>
        No product {state.status === "ALL" ? "" : `${filterLabel} `}has &ldquo;{state.q}&rdquo; in its title.{" "}
        <Link href={sellerListingHref(view, state, { q: null, page: 1 })} prefetch={false} className={linkClass}>
          Clear the search
        </Link>
      </>
    );
  } else {
    text = (
      <>
        No product is {filterLabel} right now.{" "}
        <Link href={sellerListingHref(view, state, { status: "ALL", page: 1 })} prefetch={false} className={linkClass}>
          Show all products
        </Link>
      </>
    );
  }
  return (
    <p data-empty="results" className="rounded-xl border border-black/10 bg-white p-5 text-primary/80">
      {text}
    </p>
  );
}

/** While the listings load: the page's shape in grey, announced once for screen readers. */
export function SellerListingLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 smm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your products…
      </p>
      <div className="h-8 w-48 animate-pulse rounded bg-black/10" />
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="h-8 w-24 shrink-0 animate-pulse rounded-full bg-black/5" />
        ))}
      </div>
      <div className="h-11 animate-pulse rounded-lg bg-black/5" />
      <ul className="space-y-3">
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="h-24 animate-pulse rounded-xl border border-black/10 bg-white" />
        ))}
      </ul>
    </div>
  );
}

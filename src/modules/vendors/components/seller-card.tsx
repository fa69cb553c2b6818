import Link from "next/link";
import { sellerLabel } from "@/lib/money";
import { formatMonthYear } from "@/lib/dates";
import { placeLabel } from "@/lib/nigeria";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import type { VendorSummary } from "@/modules/vendors/vendors.types";
import { listingEnquiry, SellerContact } from "@/modules/vendors/components/seller-contact";
import { VendorRating } from "@/modules/vendors/components/vendor-rating";

export function storeHref(slug: string): string {
  return `/market/store/${encodeURIComponent(slug)}`;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The first character a person sees ("🙏🏾", "Ọ"), for a name's round badge: charAt(0) would cut an emoji in half. */
export function nameInitial(name: string): string {
  const [first] = graphemes.segment(name.trim());
  return first ? first.segment.toUpperCase() : "";
}

/**
 * Who sells this: name, kind, rating, since when, where, how to reach them (as they chose) and a link to their store.
 * `listing` (its title and absolute URL) goes into the WhatsApp message, so the seller knows which offer is meant.
 */
export function SellerCard({ vendor, listing }: { vendor: VendorSummary; listing?: { title: string; url: string } }) {
  const name = sellerLabel(vendor.displayName);
  const place = placeLabel(vendor.city, vendor.state);
  return (
    <section aria-labelledby="seller-heading" className="rounded-xl border border-black/10 p-4">
      <h2 id="seller-heading" className="text-xs font-semibold tracking-wide text-primary/75 uppercase">
        Seller
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary-blue text-lg font-bold text-white"
        >
          {nameInitial(name)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words">{name}</p>
          <p className="text-sm text-primary/75">{vendorKindLabels[vendor.kind]}</p>
        </div>
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">Rating</dt>
          <dd>
            <VendorRating average={vendor.ratingAverage} count={vendor.ratingCount} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-primary/75">On Oja since</dt>
          <dd>{formatMonthYear(vendor.since)}</dd>
        </div>
        {place ? (
          <div className="flex gap-2">
            <dt className="text-primary/75">Location</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
      </dl>
      <SellerContact
        contact={vendor.contact}
        message={listing ? listingEnquiry(listing.title, listing.url) : `Hello, I found ${name} on Oja.`}
      />
      <Link
        href={storeHref(vendor.slug)}
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-primary-light px-4 py-2 text-sm font-semibold text-primary-light hover:bg-primary-light hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
      >
        Visit the seller&apos;s store
      </Link>
    </section>
  );
}

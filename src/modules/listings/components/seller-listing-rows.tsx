import Link from "next/link";
import { formatLagosDate } from "@/lib/dates";
import { ProductImage } from "@/modules/listings/components/product-image";
import { PriceCell, StockCell } from "@/modules/listings/components/seller-listing-edit-cell";
import {
  HELD_LABEL,
  listingStatusLabels,
  listingStatusTones,
} from "@/modules/listings/components/seller-listing-labels";
import { SelectAllBox, SelectListingBox } from "@/modules/listings/components/seller-listing-selection";
import { sellerListingDetailsHref } from "@/modules/listings/components/seller-listing-url";
import type { SellerListing } from "@/modules/listings/seller-listings.service";

/** What the person's role lets them do on each row. */
export interface ListingRights {
  /** listings:write: tick rows for bulk actions and change prices. */
  write: boolean;
  /** stock:write: change stock (a sales assistant has this without `write`). */
  stock: boolean;
}

export function ListingBadges({ item }: { item: Pick<SellerListing, "status" | "held"> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${listingStatusTones[item.status]}`}
      >
        {listingStatusLabels[item.status]}
      </span>
      {item.held ? (
        <span
          data-held
          className="inline-block rounded-full bg-warning-bg px-2.5 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary-light/40"
        >
          {HELD_LABEL}
        </span>
      ) : null}
    </span>
  );
}

function TitleLink({ item }: { item: SellerListing }) {
  return (
    <Link
      href={sellerListingDetailsHref(item.id)}
      prefetch={false}
      className="font-semibold break-words text-primary-light hover:underline"
    >
      {item.title}
    </Link>
  );
}

/** The desktop's table: one row per listing. Hidden on a phone (the cards show). */
export function SellerListingTable({ items, rights }: { items: SellerListing[]; rights: ListingRights }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-black/10 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your listings</caption>
        <thead className="bg-black/[0.03] text-xs tracking-wide text-primary/75 uppercase">
          <tr>
            {rights.write ? (
              <th scope="col" className="w-10 px-4 py-3">
                <SelectAllBox />
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 font-semibold">
              Listing
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Stock
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/10">
          {items.map((item) => (
            <tr key={item.id} data-listing={item.id} className="align-middle hover:bg-black/[0.02]">
              {rights.write ? (
                <td className="px-4 py-3">
                  <SelectListingBox id={item.id} title={item.title} />
                </td>
              ) : null}
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ProductImage
                    image={item.cover}
                    sizes="48px"
                    alt=""
                    className="size-12 shrink-0 rounded-lg text-[0px]"
                  />
                  <TitleLink item={item} />
                </div>
              </td>
              <td className="px-4 py-3">
                <ListingBadges item={item} />
              </td>
              <td className="px-4 py-3">
                <PriceCell id={item.id} title={item.title} priceKobo={item.priceKobo} editable={rights.write} />
              </td>
              <td className="px-4 py-3">
                <StockCell id={item.id} title={item.title} stock={item.stock} editable={rights.stock} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatLagosDate(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's list: the same rows stacked as cards, nothing wider than the screen. Hidden on a desktop. */
export function SellerListingCards({ items, rights }: { items: SellerListing[]; rights: ListingRights }) {
  return (
    <div className="space-y-3 md:hidden">
      {rights.write ? <SelectAllBox withText /> : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <article
              aria-label={item.title}
              data-listing={item.id}
              className="rounded-xl border border-black/10 bg-white p-3"
            >
              <div className="flex items-start gap-3">
                {rights.write ? (
                  <div className="pt-1">
                    <SelectListingBox id={item.id} title={item.title} />
                  </div>
                ) : null}
                <ProductImage
                  image={item.cover}
                  sizes="56px"
                  alt=""
                  className="size-14 shrink-0 rounded-lg text-[0px]"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="leading-snug">
                    <TitleLink item={item} />
                  </h2>
                  <div className="mt-1">
                    <ListingBadges item={item} />
                  </div>
                </div>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
                <dt className="text-primary/75">Price</dt>
                <dd className="min-w-0">
                  <PriceCell id={item.id} title={item.title} priceKobo={item.priceKobo} editable={rights.write} />
                </dd>
                <dt className="text-primary/75">Stock</dt>
                <dd className="min-w-0">
                  <StockCell id={item.id} title={item.title} stock={item.stock} editable={rights.stock} />
                </dd>
                <dt className="text-primary/75">Updated</dt>
                <dd>{formatLagosDate(item.updatedAt)}</dd>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The grid: a card per listing with its cover picture. */
export function SellerListingGrid({ items, rights }: { items: SellerListing[]; rights: ListingRights }) {
  return (
    <div className="space-y-3">
      {rights.write ? <SelectAllBox withText /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <article
              aria-label={item.title}
              data-listing={item.id}
              className="relative flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white"
            >
              <ProductImage
                image={item.cover}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                alt=""
                className="aspect-square w-full"
              />
              {rights.write ? (
                <div className="absolute top-2 left-2 rounded-md bg-white/90 px-2 py-1.5 shadow">
                  <SelectListingBox id={item.id} title={item.title} />
                </div>
              ) : null}
              <div className="flex flex-1 flex-col gap-1.5 p-2.5 text-sm">
                <h2 className="line-clamp-2 leading-snug">
                  <TitleLink item={item} />
                </h2>
                <ListingBadges item={item} />
                <div className="-mx-1.5">
                  <PriceCell id={item.id} title={item.title} priceKobo={item.priceKobo} editable={rights.write} />
                </div>
                <div className="-mx-1.5">
                  <StockCell id={item.id} title={item.title} stock={item.stock} editable={rights.stock} />
                </div>
                <p className="mt-auto text-xs text-primary/70">Updated {formatLagosDate(item.updatedAt)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira, sellerLabel } from "@/lib/money";
import type { OrderFlash } from "@/modules/orders/buyer-order-flash";
import { buyerStatusWords } from "@/modules/orders/components/buyer-order-labels";
import { OrderPicture, StatusBadge } from "@/modules/orders/components/buyer-order-parts";
import { FlashLine } from "@/ui/components/flash-line";
import type { BuyerOrderCard, BuyerOrderCardPage } from "@/modules/orders/orders.types";
import { ButtonLink } from "@/ui/components/button-link";

/**
 * The buyer's orders at /account/orders (issue #24), newest first: a card per order (one per seller of a checkout)
 * with its number, seller, first item, total and state in the buyer's words, the whole card a link to its page.
 * Plain links and a "More orders" link (the keyset cursor), so it works without scripts.
 */
export function BuyerOrderList({ page, flash = null }: { page: BuyerOrderCardPage; flash?: OrderFlash | null }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href="/account" className="text-primary-light hover:underline">
            ← Your account
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Your orders</h1>
      </header>
      <FlashLine flash={flash} />
      {page.orders.length === 0 ? (
        <div className="rounded-xl bg-black/[0.03] p-6 text-center">
          <p className="font-medium">You have no orders yet.</p>
          <p className="mt-1 text-sm text-primary/75">What you buy on Oja shows here, with where it is.</p>
          <ButtonLink href="/market" prefetch={false} className="mt-4 inline-block">
            Go to the market
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {page.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {page.nextCursor ? (
        <p className="text-center">
          <ButtonLink
            href={`/account/orders?after=${encodeURIComponent(page.nextCursor)}`}
            variant="secondary"
            size="lg"
            prefetch={false}
            className="inline-block"
          >
            More orders
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: BuyerOrderCard }) {
  const more = order.itemCount - 1;
  return (
    <Link
      href={`/account/orders/details?id=${order.id}`}
      prefetch={false}
      className="block rounded-xl border border-black/10 p-4 hover:border-primary-light/50 focus-visible:outline-2 focus-visible:outline-primary-light"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">Order {order.number}</p>
        <p className="text-sm text-primary/75">{formatLagosDateTime(order.createdAt)}</p>
      </div>
      <p className="mt-1 text-sm text-primary/75">Sold by {sellerLabel(order.vendorName)}</p>
      <div className="mt-3 flex gap-3">
        <OrderPicture url={order.firstItem?.pictureUrl ?? null} />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">
            {order.firstItem?.title ?? "Your items"}
            {more > 0 ? <span className="font-normal text-primary/75"> and {more} more</span> : null}
          </p>
          <p className="mt-1 font-semibold">{formatNaira(order.totalKobo)}</p>
        </div>
      </div>
      <p className="mt-3">
        <StatusBadge status={order.status} words={buyerStatusWords(order)} />
      </p>
    </Link>
  );
}

import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira, sellerLabel } from "@/lib/money";
import { formatNigerianPhone } from "@/lib/phone";
import type { OrderFlash } from "@/modules/orders/buyer-order-flash";
import { BuyerOrderActions, DeliveryCodeCard } from "@/modules/orders/components/buyer-order-actions";
import {
  buyerStatusWords,
  deliveryMethodWords,
  paymentWords,
  refundWords,
  shownNote,
  type RefundLine,
  timelineWords,
} from "@/modules/orders/components/buyer-order-labels";
import { OrderPicture, StatusBadge } from "@/modules/orders/components/buyer-order-parts";
import { FlashLine } from "@/ui/components/flash-line";
import type { BuyerOrderView, OrderStatus } from "@/modules/orders/orders.types";

/**
 * One of the buyer's orders at /account/orders/details?id= (issue #24): what happened (the timeline), what was
 * bought (the checkout's snapshot), from whom, where and when it comes, what it cost and how it is paid, the delivery
 * code, and the acts the state machine allows the buyer now. `placed` is the first sight after checkout.
 */

export interface BuyerOrderDetailProps {
  order: BuyerOrderView;
  /** Payments' status for the order's checkout, when there is a payment. */
  payment: { status: string } | null;
  /** The payment's refunds as the buyer sees them (payments' `refundsForBuyer`), oldest first. */
  refunds?: readonly RefundLine[];
  flash?: OrderFlash | null;
  placed?: boolean;
  confirmingCancel?: boolean;
  now?: Date;
}

const card = "rounded-xl border border-black/10 p-5";

export function BuyerOrderDetail({
  order,
  payment,
  refunds = [],
  flash = null,
  placed = false,
  confirmingCancel = false,
  now,
}: BuyerOrderDetailProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href="/account/orders" className="text-primary-light hover:underline">
            ← Your orders
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Order {order.number}</h1>
        <p className="text-sm text-primary/75">Placed {formatLagosDateTime(order.createdAt)}</p>
        <StatusBadge status={order.status} words={buyerStatusWords(order)} />
      </header>
      {placed && placedStillNews.has(order.status) ? <PlacedBanner order={order} /> : null}
      <FlashLine flash={flash} />
      <DeliveryCodeCard order={order} />
      <BuyerOrderActions order={order} confirmingCancel={confirmingCancel} now={now} />
      <section aria-labelledby="items-heading" className={card}>
        <h2 id="items-heading" className="font-semibold">
          Items from{" "}
          {order.vendorSlug ? (
            <Link href={`/market/store/${order.vendorSlug}`} prefetch={false} className="hover:underline">
              {sellerLabel(order.vendorName)}
            </Link>
          ) : (
            sellerLabel(order.vendorName)
          )}
        </h2>
        <ul className="mt-2">
          {order.items.map((item, index) => (
            <li key={index} className="flex gap-3 border-t border-black/10 py-3 first:border-t-0">
              <OrderPicture url={item.pictureUrl} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words">{item.title}</p>
                <p className="text-primary/75">
                  {formatNaira(item.unitPriceKobo)} per {item.unitLabel} × {item.quantity}
                </p>
                <p className="font-semibold">{formatNaira(item.lineTotalKobo)}</p>
              </div>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-black/10 pt-3 text-sm">
          <Row label="Items" value={formatNaira(order.itemsTotalKobo)} />
          <Row label="Delivery" value={order.deliveryFeeKobo === 0 ? "Free" : formatNaira(order.deliveryFeeKobo)} />
          <Row label="Total" value={formatNaira(order.totalKobo)} strong />
        </dl>
        <p className="mt-3 text-sm">
          <span className="text-primary/75">Payment: </span>
          {paymentWords(order, payment)}
        </p>
        {refunds.length ? (
          // Refunds are the payment's: a checkout from several sellers paid once, so each of its orders lists them.
          <ul className="mt-2 space-y-1 text-sm" aria-label="Refunds of this payment">
            {refunds.map((refund, index) => (
              <li key={index} className={refund.state === "DELAYED" ? "text-error" : undefined}>
                {refundWords(refund)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <DeliverySection order={order} />
      <section aria-labelledby="timeline-heading" className={card}>
        <h2 id="timeline-heading" className="font-semibold">
          What happened
        </h2>
        <ol className="mt-3 space-y-3 border-l-2 border-black/10 pl-4">
          {order.timeline.map((entry, index) => {
            const note = shownNote(entry);
            return (
              <li key={index} className="text-sm">
                <p className="font-medium">{timelineWords(entry)}</p>
                <p className="text-primary/75">{formatLagosDateTime(entry.at)}</p>
                {note ? <p className="mt-1 break-words">“{note}”</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * "Order placed" greets the buyer back from checkout. The address keeps `placed=1`, so a tab reloaded days later would
 * still say it over "The seller could not take this order": once the seller has done more than accept, the status and
 * the timeline speak instead.
 */
const placedStillNews: ReadonlySet<OrderStatus> = new Set(["AWAITING_PAYMENT", "PAID", "CONFIRMED", "ACCEPTED"]);

function PlacedBanner({ order }: { order: BuyerOrderView }) {
  const others = order.checkoutSiblings;
  return (
    <section
      role="status"
      aria-labelledby="placed-heading"
      className="rounded-xl border border-secondary-dark-green/30 bg-secondary-dark-green/5 p-5"
    >
      <h2 id="placed-heading" className="text-lg font-bold text-secondary-dark-green">
        Order placed
      </h2>
      {others.length === 0 ? (
        <p className="mt-1 text-sm">
          {sellerLabel(order.vendorName)} has your order {order.number}. We tell you at every step.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm">
            Your checkout made {others.length + 1} orders, one per seller. Each seller sends theirs on its own. This is{" "}
            {order.number} from {sellerLabel(order.vendorName)}; the others:
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  href={`/account/orders/details?id=${other.id}`}
                  className="font-semibold text-primary-light hover:underline"
                >
                  Order {other.number}
                </Link>{" "}
                from {sellerLabel(other.vendorName)} · {formatNaira(other.totalKobo)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function DeliverySection({ order }: { order: BuyerOrderView }) {
  const { delivery, address } = order;
  return (
    <section aria-labelledby="delivery-heading" className={card}>
      <h2 id="delivery-heading" className="font-semibold">
        Delivery
      </h2>
      <p className="mt-2 text-sm">
        {deliveryMethodWords[delivery.method]}
        {delivery.expectedWindow ? ` · expected: ${delivery.expectedWindow}` : ""}
      </p>
      {delivery.method === "PICKUP" && delivery.store ? (
        <div className="mt-2 space-y-0.5 text-sm">
          <p className="font-medium">{delivery.store.name}</p>
          <p>{delivery.store.address}</p>
          {delivery.store.landmark ? <p className="text-primary/75">Landmark: {delivery.store.landmark}</p> : null}
        </div>
      ) : null}
      {address ? (
        <address className="mt-2 space-y-0.5 text-sm not-italic">
          <p className="font-medium">{address.recipientName}</p>
          <p>{formatNigerianPhone(address.phone)}</p>
          <p>{address.street}</p>
          {address.area ? <p>{address.area}</p> : null}
          <p>
            {address.lga}, {address.state}
          </p>
          {address.landmark ? <p className="text-primary/75">Landmark: {address.landmark}</p> : null}
        </address>
      ) : null}
    </section>
  );
}

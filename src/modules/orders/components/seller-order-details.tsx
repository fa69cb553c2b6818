import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import {
  actorKindLabels,
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentState,
  sellerMovesFor,
  timeLeftToAccept,
} from "@/modules/orders/components/order-labels";
import { OrderMoveActions } from "@/modules/orders/components/order-move-actions";
import { Figures, linkClass, OrderItemLines, StatusBadge } from "@/modules/orders/components/order-parts";
import type { OrderDetail } from "@/modules/orders/orders.types";

const section = "rounded-xl border border-black/10 bg-white p-4 smm:p-5";

/**
 * /dashboard/orders/details: one order for the seller: what happens next (the moves the state machine allows this
 * person now), the items, the delivery, the money and the timeline, and the packing slip one click away.
 */
export function SellerOrderDetails({ order, now = new Date() }: { order: OrderDetail; now?: Date }) {
  const moves = sellerMovesFor(order, now);
  const left = order.status === "PAID" || order.status === "CONFIRMED" ? timeLeftToAccept(order.acceptBy, now) : "";
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link href="/dashboard/orders/history" prefetch={false} className={linkClass}>
              Orders
            </Link>
          </p>
          <h1 className="text-2xl font-bold">Order {order.number}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-primary/75">
            <StatusBadge status={order.status} /> placed {formatLagosDateTime(order.createdAt)}
          </p>
        </div>
        <Link
          href={`/dashboard/orders/details?id=${encodeURIComponent(order.id)}&print=1`}
          prefetch={false}
          className={`text-sm ${linkClass}`}
        >
          Packing slip
        </Link>
      </header>

      <section aria-labelledby="next-step" className={section}>
        <h2 id="next-step" className="font-semibold">
          Next step
        </h2>
        {left ? <p className="mt-1 text-sm font-medium">{left}</p> : null}
        {moves.length > 0 ? (
          <div className="mt-3">
            {moves.includes("DELIVER") && order.deliveryCodeLocked ? (
              <p className="mb-2 rounded-lg bg-warning-bg p-2 text-sm">
                Too many wrong codes: the buyer must ask for a new delivery code in their order.
              </p>
            ) : null}
            <OrderMoveActions orderId={order.id} moves={moves} />
          </div>
        ) : (
          <p className="mt-1 text-sm text-primary/75">{nothingToDo(order)}</p>
        )}
      </section>

      <div className="grid gap-5 smm:grid-cols-2">
        <section aria-labelledby="items" className={`${section} smm:col-span-2`}>
          <h2 id="items" className="font-semibold">
            Items
          </h2>
          <OrderItemLines items={order.items} />
          <div className="mt-3 border-t border-black/10 pt-3">
            <Figures
              rows={[
                ["Items", formatNaira(order.itemsTotalKobo)],
                ["Delivery", formatNaira(order.deliveryFeeKobo)],
                ["Total", formatNaira(order.totalKobo), true],
              ]}
            />
          </div>
        </section>

        <section aria-labelledby="delivery" className={section}>
          <h2 id="delivery" className="font-semibold">
            Delivery
          </h2>
          <DeliveryDetails order={order} />
        </section>

        <section aria-labelledby="payment" className={section}>
          <h2 id="payment" className="font-semibold">
            Payment
          </h2>
          <p className="mt-2 text-sm">{paymentMethodLabels[order.paymentMethod]}</p>
          <p className="text-sm font-medium">{paymentState(order)}</p>
        </section>
      </div>

      <section aria-labelledby="timeline" className={section}>
        <h2 id="timeline" className="font-semibold">
          Timeline
        </h2>
        <ol className="mt-2 space-y-2">
          {order.timeline.map((entry, index) => (
            <li key={index} className="border-l-2 border-primary-light/40 pl-3 text-sm">
              <p className="font-medium">{orderStatusLabels[entry.to]}</p>
              <p className="text-primary/75">
                {actorKindLabels[entry.actorKind]} · {formatLagosDateTime(entry.at)}
              </p>
              {entry.note && entry.actorKind !== "SYSTEM" ? <p className="break-words">“{entry.note}”</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function nothingToDo(order: OrderDetail): string {
  switch (order.status) {
    case "AWAITING_PAYMENT":
      return "The buyer has not paid yet.";
    case "DELIVERED":
      return "Delivered: the buyer has 3 days to report a problem, then the order completes and is credited to you.";
    case "COMPLETED":
      return "Completed: nothing left to do.";
    case "DISPUTED":
      return "The buyer reported a problem: Oja's team will contact you.";
    default:
      return "Nothing left to do on this order.";
  }
}

/** The delivery as chosen at checkout: the method and window, and the address or the pickup store. */
export function DeliveryDetails({ order }: { order: OrderDetail }) {
  const { delivery, address } = order;
  return (
    <div className="mt-2 space-y-1 text-sm">
      <p className="font-medium">{deliveryMethodLabels[delivery.method]}</p>
      {delivery.expectedWindow ? <p>Expected: {delivery.expectedWindow}</p> : null}
      {delivery.method === "PICKUP" && delivery.store ? (
        <p>
          Collect at {delivery.store.name}, {delivery.store.address}
          {delivery.store.landmark ? ` (${delivery.store.landmark})` : null}
        </p>
      ) : null}
      {address ? (
        <address className="not-italic">
          <span className="block font-medium">{address.recipientName}</span>
          <span className="block">{address.phone}</span>
          <span className="block">{address.street}</span>
          <span className="block">{[address.area, address.lga, address.state].filter(Boolean).join(", ")}</span>
          {address.landmark ? <span className="block">Landmark: {address.landmark}</span> : null}
        </address>
      ) : null}
    </div>
  );
}

import Link from "next/link";
import type { UserActor } from "@/lib/actor";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import {
  buyerFirstName,
  deliveryMethodLabels,
  deliveryPlace,
  paymentMethodLabels,
  sellerMovesFor,
  timeLeftToAccept,
} from "@/modules/orders/components/order-labels";
import { OrderMoveActions } from "@/modules/orders/components/order-move-actions";
import {
  Figures,
  linkClass,
  orderBusinesses,
  orderDetailsHref,
  OrderItemLines,
  OrdersNoAccess,
} from "@/modules/orders/components/order-parts";
import { listIncomingOrders, type IncomingOrder } from "@/modules/orders/order-seller.service";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";

/**
 * /dashboard/orders/new: orders paid (or confirmed for pay on delivery) that wait for the seller's yes or no, newest
 * first, with how long is left before Oja cancels them (48 hours).
 */
export async function IncomingOrdersScreen({
  actor,
  vendors,
  asked,
}: {
  actor: UserActor;
  vendors: readonly WorkspaceVendor[];
  asked: string | string[] | undefined;
}) {
  const mine = orderBusinesses(actor, vendors);
  const vendor = chooseBusiness(mine, asked);
  if (!vendor) return <OrdersNoAccess />;
  const orders = await listIncomingOrders(actor, vendor.id);
  const now = new Date();
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">New orders</h1>
          <p className="mt-1 text-sm text-primary/75">
            Accept or reject each order within 48 hours of payment; after that Oja cancels it and the buyer is refunded.
          </p>
        </div>
        <Link href="/dashboard/orders/history" prefetch={false} className={`text-sm ${linkClass}`}>
          All orders
        </Link>
      </header>
      <BusinessSwitch businesses={mine} current={vendor.id} href={(id) => `/dashboard/orders/new?vendor=${id}`} />
      {orders.length === 0 ? (
        <p className="rounded-xl border border-black/10 bg-white p-6 text-center text-primary/80">
          No new orders. New orders appear here as soon as the buyer has paid or confirmed.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Orders waiting for you">
          {orders.map((order) => (
            <li key={order.id}>
              <IncomingOrderCard order={order} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function IncomingOrderCard({ order, now }: { order: IncomingOrder; now: Date }) {
  const left = timeLeftToAccept(order.acceptBy, now);
  const place = deliveryPlace(order);
  return (
    <article aria-label={`Order ${order.number}`} className="rounded-xl border border-black/10 bg-white p-4 smm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            <Link href={orderDetailsHref(order.id)} prefetch={false} className="hover:underline">
              {order.number}
            </Link>
          </h2>
          <p className="text-sm text-primary/75">
            {buyerFirstName(order.buyerName)} · placed {formatLagosDateTime(order.createdAt)}
          </p>
        </div>
        {left ? (
          <p data-time-left className="rounded-full bg-warning-bg px-2.5 py-1 text-xs font-semibold">
            {left}
          </p>
        ) : null}
      </div>
      <div className="mt-3">
        <OrderItemLines items={order.items} />
      </div>
      <div className="mt-3 grid gap-3 border-t border-black/10 pt-3 sm:grid-cols-2">
        <p className="text-sm">
          <span className="font-medium">{deliveryMethodLabels[order.delivery.method]}</span>
          {place ? ` · ${place}` : null}
          <span className="block text-primary/75">{paymentMethodLabels[order.paymentMethod]}</span>
        </p>
        <Figures
          rows={[
            ["Items", formatNaira(order.itemsTotalKobo)],
            ["Delivery", formatNaira(order.deliveryFeeKobo)],
            ["Total", formatNaira(order.totalKobo), true],
          ]}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <OrderMoveActions orderId={order.id} moves={sellerMovesFor(order, now)} />
        <Link href={orderDetailsHref(order.id)} prefetch={false} className={`text-sm ${linkClass}`}>
          Details
        </Link>
      </div>
    </article>
  );
}

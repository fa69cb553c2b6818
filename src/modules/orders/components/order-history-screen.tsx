import Link from "next/link";
import type { UserActor } from "@/lib/actor";
import { formatLagosDateTime } from "@/lib/dates";
import { InputValidationError } from "@/lib/errors";
import { formatNaira } from "@/lib/money";
import { orderHistoryQuery, type OrderHistoryState } from "@/modules/orders/components/order-history-url";
import { buyerFirstName, deliveryMethodLabels, orderStatusLabels } from "@/modules/orders/components/order-labels";
import {
  linkClass,
  orderBusinesses,
  orderDetailsHref,
  OrdersNoAccess,
  StatusBadge,
} from "@/modules/orders/components/order-parts";
import { listVendorOrders } from "@/modules/orders/order-reads.service";
import { orderStatuses } from "@/modules/orders/orders.inputs";
import type { OrderPage } from "@/modules/orders/orders.types";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";
import { Button } from "@/ui/components/button";
import { controlClass } from "@/ui/forms/field";

const HERE = "/dashboard/orders/history";

/**
 * /dashboard/orders/history: every order of the business, newest first; search by order number, buyer or item,
 * filter by status and dates (all in the address), a page at a time, and the same list as a CSV.
 */
export async function OrderHistoryScreen({
  actor,
  vendors,
  state,
}: {
  actor: UserActor;
  vendors: readonly WorkspaceVendor[];
  state: OrderHistoryState;
}) {
  const mine = orderBusinesses(actor, vendors);
  const vendor = chooseBusiness(mine, state.vendor);
  if (!vendor) return <OrdersNoAccess />;
  const here: OrderHistoryState = { ...state, vendor: state.vendor === vendor.id ? vendor.id : null };
  let page: OrderPage | null = null;
  let problem: string | null = null;
  try {
    page = await listVendorOrders(actor, vendor.id, {
      q: here.q || null,
      status: here.status,
      from: here.from,
      to: here.to,
      cursor: here.cursor,
    });
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    problem = error.first.message;
  }
  const filtered = Boolean(here.q || here.status || here.from || here.to);
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Order history</h1>
          <p className="mt-1 text-sm text-primary/75">Every order of {vendor.name}, newest first.</p>
        </div>
        <a
          href={`/dashboard/orders/export${orderHistoryQuery({ ...here, vendor: vendor.id })}`}
          className={`text-sm ${linkClass}`}
        >
          Download CSV{filtered ? " (this filter)" : ""}
        </a>
      </header>
      <BusinessSwitch businesses={mine} current={vendor.id} href={(id) => `${HERE}?vendor=${id}`} />
      <Filters state={here} />
      {problem ? (
        <p role="alert" className="rounded-lg bg-warning-bg p-3 text-sm">
          {problem}.{" "}
          <Link href={`${HERE}${orderHistoryQuery(here)}`} prefetch={false} className={linkClass}>
            Start again
          </Link>
        </p>
      ) : page && page.orders.length === 0 ? (
        <p className="rounded-xl border border-black/10 bg-white p-6 text-center text-primary/80">
          {filtered ? "No order matches this search." : "No orders yet."}
        </p>
      ) : page ? (
        <ul aria-label="Orders" className="divide-y divide-black/10 rounded-xl border border-black/10 bg-white">
          {page.orders.map((order) => (
            <li key={order.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link href={orderDetailsHref(order.id)} prefetch={false} className={linkClass}>
                  {order.number}
                </Link>{" "}
                <StatusBadge status={order.status} />
                <p className="text-sm text-primary/75">
                  {buyerFirstName(order.buyerName)} · {deliveryMethodLabels[order.delivery.method]} ·{" "}
                  {formatLagosDateTime(order.createdAt)}
                </p>
              </div>
              <p className="font-semibold sm:text-right">{formatNaira(order.totalKobo)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label="Pages" className="flex flex-wrap gap-4 text-sm">
        {here.cursor ? (
          <Link href={`${HERE}${orderHistoryQuery(here)}`} prefetch={false} className={linkClass}>
            First page
          </Link>
        ) : null}
        {page?.nextCursor ? (
          <Link
            href={`${HERE}${orderHistoryQuery(here, { cursor: page.nextCursor })}`}
            prefetch={false}
            rel="next"
            className={linkClass}
          >
            Older orders
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

/** A plain GET form: the filters land in the address, so the list can be bookmarked or shared. */
function Filters({ state }: { state: OrderHistoryState }) {
  return (
    <form
      method="get"
      action={HERE}
      role="search"
      className="grid gap-3 sm:grid-cols-2 mdm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {state.vendor ? <input type="hidden" name="vendor" value={state.vendor} /> : null}
      <label className="block">
        <span className="block text-sm font-medium">Order number, buyer or item</span>
        <input name="q" type="search" defaultValue={state.q} maxLength={100} className={controlClass} />
      </label>
      <label className="block">
        <span className="block text-sm font-medium">Status</span>
        <select name="status" defaultValue={state.status?.toLowerCase() ?? ""} className={controlClass}>
          <option value="">Any status</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status.toLowerCase()}>
              {orderStatusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="block text-sm font-medium">From</span>
        <input name="from" type="date" defaultValue={state.from ?? ""} className={controlClass} />
      </label>
      <label className="block">
        <span className="block text-sm font-medium">To</span>
        <input name="to" type="date" defaultValue={state.to ?? ""} className={controlClass} />
      </label>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          Search
        </Button>
      </div>
    </form>
  );
}

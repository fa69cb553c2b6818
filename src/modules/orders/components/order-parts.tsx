import Link from "next/link";
import type { ReactNode } from "react";
import { hasVendorPermission, type UserActor } from "@/lib/actor";
import { formatNaira } from "@/lib/money";
import { OrderPicture } from "@/modules/orders/components/buyer-order-parts";
import { MANAGE_ORDERS } from "@/modules/orders/orders.policy";
import type { OrderItemView } from "@/modules/orders/orders.types";
import { orderStatusLabels } from "@/modules/orders/components/order-labels";
import type { OrderStatus } from "@/modules/orders/orders.types";

/** Shared parts of the seller's order pages (server components). */

export const orderDetailsHref = (id: string) => `/dashboard/orders/details?id=${encodeURIComponent(id)}`;
export const linkClass = "font-semibold text-primary-light hover:underline";

/** The businesses whose orders the person handles (`orders:manage`: owner, manager, sales assistant). */
export function orderBusinesses<V extends { id: string }>(actor: UserActor, vendors: readonly V[]): V[] {
  return vendors.filter((vendor) => hasVendorPermission(actor, vendor.id, MANAGE_ORDERS));
}

export function OrdersNoAccess() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Orders</h1>
      <p className="mt-2 text-primary/80">
        Orders are handled by a business&apos;s owner, managers and sales assistants. Your account handles no
        business&apos;s orders.
      </p>
      <Link href="/dashboard" prefetch={false} className={`mt-4 inline-block ${linkClass}`}>
        Back to the dashboard
      </Link>
    </div>
  );
}

const tones: Partial<Record<OrderStatus, string>> = {
  PAID: "bg-warning-bg",
  CONFIRMED: "bg-warning-bg",
  COMPLETED: "bg-secondary-dark-green/10 text-secondary-dark-green",
  DELIVERED: "bg-secondary-dark-green/10 text-secondary-dark-green",
  CANCELLED: "bg-black/5",
  REJECTED: "bg-black/5",
  PAYMENT_FAILED: "bg-black/5",
  DISPUTED: "bg-error/10 text-error",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status] ?? "bg-black/5"}`}>
      {orderStatusLabels[status]}
    </span>
  );
}

/** The items as bought: picture, title, unit, quantity and price (a snapshot, whatever the listing says now). */
export function OrderItemLines({ items }: { items: readonly OrderItemView[] }) {
  return (
    <ul className="divide-y divide-black/10">
      {items.map((item, index) => (
        <li key={`${item.productId ?? "gone"}-${index}`} className="flex items-center gap-3 py-2">
          {/* Only our own media or https: the snapshot is data, not trusted markup (the buyer's pages' rule). */}
          <OrderPicture url={item.pictureUrl} className="size-12 print:hidden" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{item.title}</p>
            <p className="text-sm text-primary/75">
              {item.quantity.toLocaleString("en-NG")} × {formatNaira(item.unitPriceKobo)} per {item.unitLabel}
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold">{formatNaira(item.lineTotalKobo)}</p>
        </li>
      ))}
    </ul>
  );
}

export function Figures({ rows }: { rows: readonly [ReactNode, string, boolean?][] }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value, strong]) => (
        <div key={String(label)} className={`flex justify-between gap-3 ${strong ? "font-semibold" : ""}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { deliveryMethodLabels, paymentMethodLabels } from "@/modules/orders/components/order-labels";
import { PrintButton } from "@/modules/orders/components/order-move-actions";
import { linkClass } from "@/modules/orders/components/order-parts";
import type { OrderDetail } from "@/modules/orders/orders.types";

/**
 * The packing slip (`/dashboard/orders/details?id=…&print=1`): what goes in the parcel and where it goes, in one
 * column that fits a 58 mm receipt roll (about 48 mm printable), widening to two columns on A4. Narrow is the
 * default and `sm:` the wide page, so the printer's page width picks the layout. No pictures: receipt printers print
 * them as black blocks.
 */
export function PackingSlip({ order, shopName }: { order: OrderDetail; shopName: string }) {
  const { delivery, address } = order;
  const cashDue = order.paymentMethod === "PAY_ON_DELIVERY";
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton />
        <Link
          href={`/dashboard/orders/details?id=${encodeURIComponent(order.id)}`}
          prefetch={false}
          className={linkClass}
        >
          Back to the order
        </Link>
      </div>
      <article
        data-packing-slip
        aria-label={`Packing slip for ${order.number}`}
        className="bg-white p-3 text-[11px] leading-snug text-black sm:p-8 sm:text-sm print:p-0"
      >
        <header className="border-b border-dashed border-black pb-2 sm:flex sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-bold sm:text-xl">{shopName}</p>
            <p>Packing slip · via Oja</p>
          </div>
          <div className="sm:text-right">
            <p className="font-mono text-xs font-bold break-all sm:text-base">{order.number}</p>
            <p>{formatLagosDateTime(order.createdAt)}</p>
          </div>
        </header>

        <section className="grid gap-2 border-b border-dashed border-black py-2 sm:grid-cols-2 sm:gap-6">
          <div>
            <h2 className="font-bold uppercase">{delivery.method === "PICKUP" ? "Collect at" : "Deliver to"}</h2>
            {address ? (
              <address className="not-italic">
                <span className="block font-semibold">{address.recipientName}</span>
                <span className="block">{address.phone}</span>
                <span className="block break-words">{address.street}</span>
                <span className="block">{[address.area, address.lga, address.state].filter(Boolean).join(", ")}</span>
                {address.landmark ? <span className="block break-words">Landmark: {address.landmark}</span> : null}
              </address>
            ) : delivery.store ? (
              <p className="break-words">
                {delivery.store.name}, {delivery.store.address}
                <span className="block">For {order.buyerName}</span>
              </p>
            ) : null}
          </div>
          <div>
            <h2 className="font-bold uppercase">Delivery</h2>
            <p>{deliveryMethodLabels[delivery.method]}</p>
            {delivery.expectedWindow ? <p>Expected: {delivery.expectedWindow}</p> : null}
            <p>{paymentMethodLabels[order.paymentMethod]}</p>
          </div>
        </section>

        <table className="my-2 w-full border-collapse">
          <thead>
            <tr className="border-b border-black text-left">
              <th className="py-1 pr-1 font-bold">Item</th>
              <th className="py-1 pr-1 text-right font-bold">Qty</th>
              <th className="hidden py-1 text-right font-bold sm:table-cell">Price</th>
              <th className="py-1 text-right font-bold">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index} className="border-b border-dotted border-black/50 align-top">
                <td className="py-1 pr-1 break-words">
                  {item.title}
                  <span className="block text-[10px] sm:text-xs">per {item.unitLabel}</span>
                </td>
                <td className="py-1 pr-1 text-right">{item.quantity}</td>
                <td className="hidden py-1 text-right sm:table-cell">{formatNaira(item.unitPriceKobo)}</td>
                <td className="py-1 text-right whitespace-nowrap">{formatNaira(item.lineTotalKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="ml-auto space-y-0.5 sm:w-64">
          <div className="flex justify-between gap-2">
            <dt>Items</dt>
            <dd>{formatNaira(order.itemsTotalKobo)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>Delivery</dt>
            <dd>{formatNaira(order.deliveryFeeKobo)}</dd>
          </div>
          <div className="flex justify-between gap-2 border-t border-black pt-0.5 font-bold">
            <dt>{cashDue ? "To collect" : "Total (paid)"}</dt>
            <dd>{formatNaira(order.totalKobo)}</dd>
          </div>
        </dl>
        <p className="mt-3 border-t border-dashed border-black pt-2 text-center">
          Ask the buyer for their 6-digit delivery code at hand-over.
        </p>
      </article>
    </div>
  );
}

import "server-only";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { csvRows } from "@/lib/csv";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import {
  buyerFirstName,
  deliveryMethodLabels,
  deliveryPlace,
  orderStatusLabels,
  paymentMethodLabels,
} from "@/modules/orders/components/order-labels";
import { listVendorOrders } from "@/modules/orders/order-reads.service";
import { itemsOfOrders } from "@/modules/orders/order-seller.service";
import type { VendorOrderFilters } from "@/modules/orders/orders.inputs";

/**
 * The seller's order history as CSV (issue #24): the same filters as the page (the list's own service pages through
 * them, so the file holds exactly what the page shows), every cell quoted and formula cells neutralised
 * (src/lib/csv.ts). A buyer's name, an item's title and a note are typed by others: any may start with "=".
 */

/** A file past this many orders is cut there (and says so in its last row): narrow the dates for the rest. */
export const ORDER_EXPORT_LIMIT = 5_000;

export const orderCsvColumns = [
  "order_number",
  "placed",
  "status",
  "buyer",
  "items",
  "payment",
  "delivery",
  "deliver_to",
  "items_total",
  "delivery_fee",
  "total",
] as const;

export async function exportVendorOrdersCsv(
  actor: Actor,
  vendorId: string,
  filters: Omit<VendorOrderFilters, "cursor"> = {},
  db: Database = getDb(),
): Promise<string> {
  const rows: string[][] = [[...orderCsvColumns]];
  let cursor: string | null = null;
  let exported = 0;
  do {
    const page = await listVendorOrders(actor, vendorId, { ...filters, cursor }, db);
    const items = await itemsOfOrders(
      page.orders.map((order) => order.id),
      db,
    );
    for (const order of page.orders) {
      rows.push([
        order.number,
        formatLagosDateTime(order.createdAt),
        orderStatusLabels[order.status],
        buyerFirstName(order.buyerName),
        (items.get(order.id) ?? []).map((item) => `${item.quantity} × ${item.title} (${item.unitLabel})`).join("; "),
        paymentMethodLabels[order.paymentMethod],
        deliveryMethodLabels[order.delivery.method],
        deliveryPlace(order),
        formatNaira(order.itemsTotalKobo),
        formatNaira(order.deliveryFeeKobo),
        formatNaira(order.totalKobo),
      ]);
    }
    exported += page.orders.length;
    cursor = page.nextCursor;
    // Let other requests in between pages: a big history is many small reads.
    await new Promise<void>((resolve) => setImmediate(resolve));
  } while (cursor && exported < ORDER_EXPORT_LIMIT);
  if (cursor) rows.push([`Only the first ${ORDER_EXPORT_LIMIT.toLocaleString("en-NG")} orders: narrow the dates`]);
  return csvRows(rows);
}

import { isSignedIn, vendorIdsWith } from "@/lib/actor";
import { lagosToday } from "@/lib/dates";
import { ForbiddenError, InputValidationError } from "@/lib/errors";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/dashboard/dashboard-session";
import { orderHistoryQuery, orderHistoryStateFromQuery } from "@/modules/orders/components/order-history-url";
import { exportVendorOrdersCsv } from "@/modules/orders/order-csv-export.service";
import { MANAGE_ORDERS } from "@/modules/orders/orders.policy";

/**
 * GET /dashboard/orders/export?vendor=&q=&status=&from=&to=: the order history's filtered list as a CSV download
 * (issue #24), for the vendor's members with `orders:manage`. The same address as the page, so the file is the list
 * the seller was looking at. A UTF-8 BOM first, for Excel and the naira sign (as the listings' export).
 */
export async function GET(request: Request): Promise<Response> {
  const actor = await currentActor();
  const state = orderHistoryStateFromQuery(Object.fromEntries(new URL(request.url).searchParams));
  if (!isSignedIn(actor))
    return new Response(null, {
      status: 303,
      headers: {
        location: sessionRequiredUrl(`/dashboard/orders/history${orderHistoryQuery(state)}`),
        "cache-control": "private, no-store",
      },
    });
  const vendorId = state.vendor ?? vendorIdsWith(actor, MANAGE_ORDERS)[0];
  // Another vendor's id, a made-up one and none at all look the same.
  const refused = (message = "You do not have permission to export these orders.") =>
    new Response(message, {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  if (!vendorId) return refused();
  let csv: string;
  try {
    csv = await exportVendorOrdersCsv(actor, vendorId, {
      q: state.q || null,
      status: state.status,
      from: state.from,
      to: state.to,
    });
  } catch (error) {
    if (error instanceof ForbiddenError) return refused();
    if (error instanceof InputValidationError)
      return new Response(Object.values(error.validation).flat().join("\n"), {
        status: 400,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
      });
    throw error;
  }
  const day = lagosToday();
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="oja-orders-${day}.csv"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

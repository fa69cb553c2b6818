import { orderStatuses } from "@/modules/orders/orders.inputs";
import type { OrderStatus } from "@/modules/orders/orders.types";

/**
 * The order history's question lives in the address (`?vendor=&q=&status=&from=&to=&cursor=`), so a filtered list can
 * be bookmarked or sent to a colleague. Anything malformed is dropped rather than refused: a stale link still opens.
 */
export interface OrderHistoryState {
  vendor: string | null;
  q: string;
  status: OrderStatus | null;
  from: string | null;
  to: string | null;
  cursor: string | null;
}

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** "out_for_delivery" or "OUT_FOR_DELIVERY" in the address; lower case when we write it. */
function statusFrom(value: string): OrderStatus | null {
  const upper = value.toUpperCase().replaceAll("-", "_");
  return (orderStatuses as readonly string[]).includes(upper) ? (upper as OrderStatus) : null;
}

export function orderHistoryStateFromQuery(query: Query): OrderHistoryState {
  return {
    vendor: first(query.vendor) || null,
    q: first(query.q).slice(0, 100),
    status: statusFrom(first(query.status)),
    from: day(first(query.from)),
    to: day(first(query.to)),
    cursor: first(query.cursor).slice(0, 200) || null,
  };
}

/** The query string of a state (without the cursor unless given), for links, the CSV and the next page. */
export function orderHistoryQuery(state: OrderHistoryState, change: Partial<OrderHistoryState> = {}): string {
  const next = { ...state, cursor: null, ...change };
  const params = new URLSearchParams();
  if (next.vendor) params.set("vendor", next.vendor);
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status.toLowerCase());
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.cursor) params.set("cursor", next.cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

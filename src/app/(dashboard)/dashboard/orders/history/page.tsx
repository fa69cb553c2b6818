import type { Metadata } from "next";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { OrderHistoryScreen } from "@/modules/orders/components/order-history-screen";
import { orderHistoryStateFromQuery } from "@/modules/orders/components/order-history-url";

export const metadata: Metadata = { title: "Order history", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Every order of the business; the address holds the question (`?vendor=&q=&status=&from=&to=&cursor=`). */
export default async function OrderHistoryPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  return <OrderHistoryScreen actor={actor} vendors={vendors} state={orderHistoryStateFromQuery(await searchParams)} />;
}

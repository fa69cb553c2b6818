import type { Metadata } from "next";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { IncomingOrdersScreen } from "@/modules/orders/components/incoming-orders-screen";

export const metadata: Metadata = { title: "New orders", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Orders waiting for the seller's decision (`?vendor=` for a person in several businesses). */
export default async function NewOrdersPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  return <IncomingOrdersScreen actor={actor} vendors={vendors} asked={(await searchParams).vendor} />;
}

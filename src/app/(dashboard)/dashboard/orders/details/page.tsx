import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InputValidationError } from "@/lib/errors";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { orderBusinesses } from "@/modules/orders/components/order-parts";
import { PackingSlip } from "@/modules/orders/components/packing-slip";
import { SellerOrderDetails } from "@/modules/orders/components/seller-order-details";
import { findVendorOrder } from "@/modules/orders/order-reads.service";
import type { OrderDetail } from "@/modules/orders/orders.types";

export const metadata: Metadata = { title: "Order", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * One order for the seller (`?id=`), or its packing slip (`&print=1`). The order is looked for among the businesses
 * whose orders the person handles; another business's order, a made-up id and none at all are the same 404.
 */
export default async function OrderDetailsPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const query = await searchParams;
  const id = one(query.id);
  let found: { order: OrderDetail; shopName: string } | null = null;
  for (const vendor of orderBusinesses(actor, vendors)) {
    try {
      found = { order: await findVendorOrder(actor, vendor.id, id), shopName: vendor.name };
      break;
    } catch (error) {
      if (!(error instanceof InputValidationError)) throw error;
    }
  }
  if (!found) notFound();
  if (one(query.print) === "1") return <PackingSlip order={found.order} shopName={found.shopName} />;
  return <SellerOrderDetails order={found.order} />;
}

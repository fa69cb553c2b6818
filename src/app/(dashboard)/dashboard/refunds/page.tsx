import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { ordersOfCheckouts } from "@/modules/orders/orders.service";
import { RefundFollowUpList } from "@/modules/payments/components/refund-follow-up-list";
import { mayFollowUpRefunds } from "@/modules/payments/payments.policy";
import { refundNotice } from "@/modules/payments/refund-follow-up-notice";
import { refundsToFollowUp } from "@/modules/payments/refund-follow-up.service";

export const metadata: Metadata = { title: "Refunds to follow up", robots: { index: false } };

/** Support's refunds the buyer is still owed; staff with the refund permission only, everyone else gets a 404. */
export default async function RefundsToFollowUpPage() {
  const { actor } = await requireDashboardVisitor();
  if (!mayFollowUpRefunds(actor)) notFound();
  const refunds = await refundsToFollowUp(actor);
  const ordersByCheckout = await ordersOfCheckouts(refunds.map((item) => item.payment.checkoutId));
  return <RefundFollowUpList refunds={refunds} ordersByCheckout={ordersByCheckout} flash={await refundNotice.read()} />;
}

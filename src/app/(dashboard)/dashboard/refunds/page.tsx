import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { ordersOfCheckouts } from "@/modules/orders/orders.service";
import { RefundFollowUpList } from "@/modules/payments/components/refund-follow-up-list";
import { mayFollowUpRefunds } from "@/modules/payments/payments.policy";
import { refundNotice } from "@/modules/payments/refund-follow-up-notice";
import { refundsToFollowUp } from "@/modules/payments/refund-follow-up.service";
import { tryLookUpRefundAccount } from "@/modules/payments/refund-account-lookup.service";

export const metadata: Metadata = { title: "Refunds to follow up", robots: { index: false } };

interface Props {
  /** A held refund's account lookup (its GET form): ?refund=<id>&bank=<code>&account=<number>. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 200) : "");

/** Support's refunds the buyer is still owed; staff with the refund permission only, everyone else gets a 404. */
export default async function RefundsToFollowUpPage({ searchParams }: Props) {
  const { actor } = await requireDashboardVisitor();
  if (!mayFollowUpRefunds(actor)) notFound();
  const params = await searchParams;
  const asked = { refundId: one(params.refund), bankCode: one(params.bank), accountNumber: one(params.account) };
  const [refunds, result] = await Promise.all([
    refundsToFollowUp(actor),
    asked.refundId
      ? tryLookUpRefundAccount(actor, asked.refundId, { bankCode: asked.bankCode, accountNumber: asked.accountNumber })
      : null,
  ]);
  const ordersByCheckout = await ordersOfCheckouts(refunds.map((item) => item.payment.checkoutId));
  return (
    <RefundFollowUpList
      refunds={refunds}
      ordersByCheckout={ordersByCheckout}
      flash={await refundNotice.read()}
      lookup={result ? { ...asked, result } : null}
    />
  );
}

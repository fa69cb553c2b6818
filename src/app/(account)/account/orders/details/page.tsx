import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InputValidationError } from "@/lib/errors";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { readOrderFlash } from "@/modules/orders/buyer-order-flash";
import { findMyOrderView } from "@/modules/orders/buyer-orders.service";
import { BuyerOrderDetail } from "@/modules/orders/components/buyer-order-detail";
import type { BuyerOrderView } from "@/modules/orders/orders.types";
import { refundsForBuyer } from "@/modules/payments/payment-refunds.service";
import { paymentForCheckout } from "@/modules/payments/payments.service";

export const metadata: Metadata = { title: "Your order", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * `?id=` one of the person's orders; anyone else's (or none) is a 404, saying nothing of whether it exists.
 * `placed=1` after checkout shows the "Order placed" banner; `cancel=1` is the cancel confirmation step.
 */
export default async function OrderPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account");
  const params = await searchParams;
  let order: BuyerOrderView;
  try {
    order = await findMyOrderView(actor, typeof params.id === "string" ? params.id : "");
  } catch (error) {
    if (error instanceof InputValidationError) notFound();
    throw error;
  }
  // The order is the person's, so its checkout's payment is theirs to see.
  const [payment, flash] = await Promise.all([paymentForCheckout(order.checkoutId), readOrderFlash()]);
  const refunds = payment ? await refundsForBuyer(payment.id) : [];
  return (
    <BuyerOrderDetail
      order={order}
      payment={payment}
      refunds={refunds}
      flash={flash}
      placed={params.placed === "1"}
      confirmingCancel={params.cancel === "1"}
    />
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { isUuid } from "@/lib/uuid";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { listCheckoutOrders } from "@/modules/orders/orders.service";
import { paymentForCheckout } from "@/modules/payments/payments.service";
import { buttonClassName } from "@/ui/components/button";
import { payAgainAction } from "@/flows/check-out.actions";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };
export const dynamic = "force-dynamic";

/** How long a placed checkout's stock waits for its card payment (the orders' sweep cancels it after). */
const HOLD_MS = 30 * 60 * 1000;

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A placed checkout whose card payment is not complete: pay again while its items are held, or what happened. */
export default async function CheckoutPaymentPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account/orders");
  const { checkout, retry } = await searchParams;
  const checkoutId = typeof checkout === "string" && isUuid(checkout) ? checkout : null;
  const payment = checkoutId ? await paymentForCheckout(checkoutId) : null;
  if (!checkoutId || !payment || payment.buyerId !== actor.userId) notFound();
  const [first] = await listCheckoutOrders(checkoutId);
  if (payment.status === "PAID" && first) redirect(`/account/orders/details?id=${first.id}&placed=1`);
  const waiting = payment.status === "UNPAID";
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">
        {waiting ? "Your payment is not complete" : "This payment did not go through"}
      </h1>
      {waiting ? (
        <>
          <p>
            Your order is placed and its items are held for you until{" "}
            {formatLagosDateTime(new Date(payment.createdAt.getTime() + HOLD_MS))}. Pay{" "}
            {formatNaira(payment.amountKobo)} to confirm it.
          </p>
          {retry ? (
            <p role="alert" className="rounded-lg bg-warning-bg px-3 py-2 text-sm">
              We could not open the payment page just now. Please try again in a moment.
            </p>
          ) : null}
          <form action={payAgainAction}>
            <input type="hidden" name="checkout" value={checkoutId} />
            <button type="submit" className={buttonClassName({ variant: "primary" })}>
              Pay {formatNaira(payment.amountKobo)}
            </button>
          </form>
        </>
      ) : (
        <p>
          {payment.status === "ABANDONED"
            ? "The payment was not completed in time, so the order was cancelled and its items went back on sale."
            : "The payment failed, so the order was cancelled and its items went back on sale. No money was taken."}{" "}
          You can add them to your cart again and check out.
        </p>
      )}
      <p className="flex flex-wrap gap-4 text-sm">
        {first ? (
          <Link className="underline" href={`/account/orders/details?id=${first.id}`}>
            See the order
          </Link>
        ) : null}
        <Link className="underline" href="/cart">
          Your cart
        </Link>
      </p>
    </div>
  );
}

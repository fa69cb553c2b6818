import { listCheckoutOrders } from "@/modules/orders/orders.service";
import { paymentByReference } from "@/modules/payments/payments.service";
import { settlePaystackPayment } from "@/modules/payments/payment-settlement.service";

/**
 * Where Paystack (or the local test gateway) sends the buyer back: the payment is settled here by the same idempotent
 * step the webhook's job uses (verified with the provider, never taken from the address), so the two may race. Paid:
 * on to the order; not (yet): to the checkout's payment page, which offers to pay again while the stock is held.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const reference = (url.searchParams.get("reference") ?? url.searchParams.get("trxref") ?? "").slice(0, 100);
  const payment = reference ? await paymentByReference(reference) : null;
  if (!payment) return Response.redirect(new URL("/account/orders", url), 303);
  const settled = await settlePaystackPayment(reference);
  const paid =
    settled.outcome === "PAID" || (settled.outcome === "ALREADY_SETTLED" && settled.payment.status === "PAID");
  // Paid after the order was given up: the money is going back, and the order page says it was cancelled.
  if (paid || settled.outcome === "PAID_LATE") {
    const [first] = await listCheckoutOrders(payment.checkoutId);
    const placed = paid ? "&placed=1" : "";
    if (first) return Response.redirect(new URL(`/account/orders/details?id=${first.id}${placed}`, url), 303);
  }
  return Response.redirect(new URL(`/checkout/pay?checkout=${payment.checkoutId}`, url), 303);
}

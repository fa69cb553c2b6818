"use server";
import { redirect } from "next/navigation";
import { isSignedIn } from "@/lib/actor";
import { DomainError, InputValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { currentActor } from "@/modules/access/actor.service";
import { currentCartOwner, setCartFlash } from "@/modules/cart/cart-session.service";
import { paymentForCheckout } from "@/modules/payments/payments.service";
import { checkOut, startCardPayment } from "@/flows/check-out.flow";
import { checkoutQuery, readCheckoutChoices } from "@/flows/check-out/checkout-form";

/**
 * The checkout's posts (decision 0024): they work without scripts. Thin: who is asking, the choices read from the
 * form, the flow, then a redirect (to the payment page, to the order, or back to the checkout with why).
 */

const SIGN_IN = "/auth/login?callbackUrl=%2Fcheckout";

export async function placeOrderAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(SIGN_IN);
  // A visitor's cart that followed them to sign-in joins their own before anything is bought.
  await currentCartOwner({ create: false });
  const choices = readCheckoutChoices(form);
  const expected = Number(form.get("expectedTotal"));
  let result: Awaited<ReturnType<typeof checkOut>>;
  try {
    result = await checkOut(actor, {
      ...choices,
      idempotencyKey: String(form.get("key") ?? ""),
      expectedTotalKobo: Number.isSafeInteger(expected) ? expected : null,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const text = error instanceof InputValidationError ? error.first.message : error.message;
    await setCartFlash({ kind: "error", text }, "/checkout");
    redirect(`/checkout?${checkoutQuery(choices)}`);
  }
  if (result.status !== "PLACED") {
    const text = result.status === "TOTAL_CHANGED" ? result.message : result.problems.join(" ");
    await setCartFlash({ kind: "error", text }, "/checkout");
    redirect(`/checkout?${checkoutQuery(choices)}`);
  }
  if (result.paymentMethod === "PAYSTACK") {
    const to = await startCardPayment(result.paymentId);
    redirect(to ?? `/checkout/pay?checkout=${result.checkoutId}`);
  }
  redirect(`/account/orders/details?id=${result.orderIds[0]}&placed=1`);
}

/** "Pay now" again for a placed checkout whose card payment was not completed (its stock is held 30 minutes). */
export async function payAgainAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(SIGN_IN);
  const checkoutId = String(form.get("checkout") ?? "");
  const payment = isUuid(checkoutId) ? await paymentForCheckout(checkoutId) : null;
  if (!payment || payment.buyerId !== actor.userId) redirect("/account/orders");
  const to = payment.status === "UNPAID" ? await startCardPayment(payment.id) : null;
  redirect(to ?? `/checkout/pay?checkout=${checkoutId}&retry=1`);
}

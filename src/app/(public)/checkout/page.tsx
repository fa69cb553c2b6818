import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { currentCartOwner, readCartFlash } from "@/modules/cart/cart-session.service";
import { readCheckoutChoices, searchParamPairs } from "@/flows/check-out/checkout-form";
import { planCheckout } from "@/flows/check-out/checkout-plan";
import { CheckoutView } from "@/flows/check-out/checkout-view";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The checkout (issue 24): personal (the page cache lists it among the private areas), behind sign-in; a visitor's
 * cart follows them through it. Rendered from the cart and the choices in the address, priced on the server.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/checkout");
  await currentCartOwner({ create: false });
  const choices = readCheckoutChoices(searchParamPairs(await searchParams));
  const [plan, flash] = await Promise.all([planCheckout(actor, choices), readCartFlash()]);
  return <CheckoutView plan={plan} flash={flash} idempotencyKey={randomUUID()} />;
}

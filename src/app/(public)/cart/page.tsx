import type { Metadata } from "next";
import { readCart } from "@/modules/cart/cart-view.service";
import { currentCartOwner, readCartFlash } from "@/modules/cart/cart-session.service";
import { CartView } from "@/modules/cart/components/cart-view";

export const metadata: Metadata = { title: "Your cart", robots: { index: false } };

/**
 * The cart (issue 24): personal, so it reads the session and the cart cookie and is never shared (the page cache lists
 * /cart among the private areas: private, no-store). Its forms are server actions and work without scripts.
 */
export default async function CartPage() {
  const [owner, flash] = await Promise.all([currentCartOwner({ create: false }), readCartFlash()]);
  const cart = owner ? await readCart(owner) : { groups: [], savedForLater: [], totalKobo: 0, itemCount: 0 };
  return <CartView cart={cart} flash={flash} />;
}

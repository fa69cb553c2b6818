import { cartCount } from "@/modules/cart/cart.service";
import { currentCartOwner } from "@/modules/cart/cart-cookie";

/**
 * The header's cart count (CartLink, src/ui/frame/cart-link.tsx), fetched after a page loads so that public pages
 * render from the URL alone and stay shared. Private: it reads the session and the cart cookie, and is where a
 * signed-in person's leftover visitor cookie is merged and deleted on any page.
 */
export async function GET(): Promise<Response> {
  const owner = await currentCartOwner({ create: false });
  const count = owner ? await cartCount(owner) : 0;
  return Response.json({ count }, { headers: { "Cache-Control": "private, no-store" } });
}

import { isSignedIn } from "@/lib/actor";
import { currentActor } from "@/modules/access/actor.service";
import { cartCount } from "@/modules/cart/cart-view.service";
import { currentCartOwner } from "@/modules/cart/cart-session.service";
import { unreadNotificationCount } from "@/modules/notifications/app-notifications.service";

/**
 * The header's per-person counts, fetched after a page loads so that public pages render from the URL alone and stay
 * shared: the cart's (CartLink, src/ui/frame/cart-link.tsx) and, signed in, the unread notifications (the badge on
 * the account link). Private: it reads the session and the cart cookie, and is where a signed-in person's leftover
 * visitor cookie is merged and deleted on any page.
 */
export async function GET(): Promise<Response> {
  const owner = await currentCartOwner({ create: false });
  const count = owner ? await cartCount(owner) : 0;
  // currentActor is cached per request: currentCartOwner already read it.
  const actor = await currentActor();
  const unread = isSignedIn(actor) ? await unreadNotificationCount(actor) : 0;
  return Response.json({ count, unread }, { headers: { "Cache-Control": "private, no-store" } });
}

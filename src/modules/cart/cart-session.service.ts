import "server-only";
import { randomBytes } from "node:crypto";
import { cookies, headers } from "next/headers";
import { isSignedIn } from "@/lib/actor";
import { env } from "@/lib/env";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { currentActor } from "@/modules/access/actor.service";
import { mergeVisitorCart } from "@/modules/cart/cart.service";
import type { CartOwner } from "@/modules/cart/cart.types";

/**
 * Whose cart a request is about (docs/decisions/0024-forms-without-javascript.md): the signed-in person's, else the
 * signed-out visitor's behind the `oja_cart` cookie (32 random bytes, base64url; the database keeps its sha256).
 *
 * Sign-in merges: whatever path a person signed in by (password, Google, Facebook, right after sign-up), the first
 * cart read or write of a request that is signed in and still carries the cookie merges the visitor's cart into the
 * person's and deletes the cookie. A page render may not change cookies, so there the merge happens and the now
 * empty cookie goes with the next action or count request (a token whose cart was merged names nothing).
 *
 * Only private routes call this: the cart page, its actions, the count route. Public pages never read the cookie,
 * so they stay the same for everyone and shareable.
 */
export const CART_COOKIE = "oja_cart";
const CART_COOKIE_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * New visitors' carts per client address: a script that drops its cookies makes a cart row per add. Generous, as
 * many Nigerian phones share one carrier address (CGNAT); a person keeps their cookie and spends nothing here.
 */
export const newVisitorCartsPerAddress: RateLimitRule = { name: "cart-visitor", points: 200, durationSeconds: 10 * 60 };

function secure(): boolean {
  return env().APP_URL.startsWith("https://");
}

async function visitorToken(): Promise<string | null> {
  const token = (await cookies()).get(CART_COOKIE)?.value;
  return token && TOKEN.test(token) ? token : null;
}

/** Deletes the cookie where the response may still change it; a page render may not, and that is fine (see above). */
async function forgetVisitorToken(): Promise<void> {
  try {
    (await cookies()).set(CART_COOKIE, "", {
      path: "/",
      maxAge: 0,
      httpOnly: true,
      sameSite: "lax",
      secure: secure(),
    });
  } catch {
    // A server component's render: cookies are read-only there.
  }
}

/**
 * The request's cart owner. `create`: a visitor without a cart cookie gets one (writes only: a read never sets a
 * cookie). Null for a visitor without a cart when not creating.
 */
export async function currentCartOwner(options: { create: boolean }): Promise<CartOwner | null> {
  const [actor, token] = await Promise.all([currentActor(), visitorToken()]);
  if (isSignedIn(actor)) {
    if (token) {
      await mergeVisitorCart(actor.userId, token);
      await forgetVisitorToken();
    }
    return { userId: actor.userId };
  }
  if (token) return { visitorToken: token };
  if (!options.create) return null;
  await enforceRateLimit(newVisitorCartsPerAddress, clientIp(await headers()));
  const fresh = randomBytes(32).toString("base64url");
  (await cookies()).set(CART_COOKIE, fresh, {
    path: "/",
    maxAge: CART_COOKIE_DAYS * 24 * 60 * 60,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
  });
  return { visitorToken: fresh };
}

/**
 * A one-shot line for the cart page after a form posted without scripts (post → redirect → get): "Added to your
 * cart: …", or why it was refused. A short-lived cookie rather than the address, so no link can put words on the page.
 */
const FLASH_COOKIE = "oja_cart_notice";

export interface CartFlash {
  kind: "ok" | "error";
  text: string;
}

/** `path`: the buying page that shows it (the cart, or the checkout). */
export async function setCartFlash(flash: CartFlash, path: "/cart" | "/checkout" = "/cart"): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, JSON.stringify(flash).slice(0, 600), {
    path,
    maxAge: 30,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
  });
}

export async function readCartFlash(): Promise<CartFlash | null> {
  const raw = (await cookies()).get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CartFlash>;
    if ((value.kind === "ok" || value.kind === "error") && typeof value.text === "string")
      return { kind: value.kind, text: value.text.slice(0, 300) };
  } catch {
    // A forged or truncated cookie shows nothing.
  }
  return null;
}

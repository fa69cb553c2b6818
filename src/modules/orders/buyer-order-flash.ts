import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/**
 * A one-shot line for the buyer's order pages after a form posted (post → redirect → get): "Order cancelled.", or
 * the service's refusal word for word. A short-lived cookie rather than the address, so no link can put words on
 * the page (as the cart does: cart-session.service.ts). A page render cannot delete it, so it simply expires.
 */
const FLASH_COOKIE = "oja_order_notice";
const FLASH_PATH = "/account/orders";

export interface OrderFlash {
  kind: "ok" | "error";
  text: string;
}

export async function setOrderFlash(flash: OrderFlash): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, JSON.stringify(flash).slice(0, 600), {
    path: FLASH_PATH,
    maxAge: 30,
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
  });
}

export async function readOrderFlash(): Promise<OrderFlash | null> {
  const raw = (await cookies()).get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OrderFlash>;
    if ((value.kind === "ok" || value.kind === "error") && typeof value.text === "string")
      return { kind: value.kind, text: value.text.slice(0, 300) };
  } catch {
    // A forged or truncated cookie shows nothing.
  }
  return null;
}

import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/**
 * A one-shot line for a page after one of its forms posted (post → redirect → get): "Order cancelled.", or the
 * service's refusal word for word. A short-lived cookie scoped to the page's path rather than the address, so no link
 * can put words on the page (as the cart does: cart-session.service.ts). A page render cannot delete it, so it simply
 * expires.
 */
export interface FlashNotice {
  kind: "ok" | "error";
  text: string;
}

export function flashNotice(cookieName: string, path: string) {
  return {
    async set(flash: FlashNotice): Promise<void> {
      (await cookies()).set(cookieName, JSON.stringify(flash).slice(0, 600), {
        path,
        maxAge: 30,
        httpOnly: true,
        sameSite: "lax",
        secure: env().APP_URL.startsWith("https://"),
      });
    },
    async read(): Promise<FlashNotice | null> {
      const raw = (await cookies()).get(cookieName)?.value;
      if (!raw) return null;
      try {
        const value = JSON.parse(raw) as Partial<FlashNotice>;
        if ((value.kind === "ok" || value.kind === "error") && typeof value.text === "string")
          return { kind: value.kind, text: value.text.slice(0, 300) };
      } catch {
        // A forged or truncated cookie shows nothing.
      }
      return null;
    },
  };
}

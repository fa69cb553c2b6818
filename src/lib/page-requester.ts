import "server-only";
import { headers } from "next/headers";
import { signedOut } from "@/lib/actor";
import { clientIp } from "@/lib/request";
import type { Requester } from "@/lib/search-budget";

/**
 * Who asks for a public page, for the search budget: its client address. Public pages are the same for everyone (they
 * never read the session, so they can be shared), so a search made through them spends the address's budget.
 */
export async function publicPageRequester(): Promise<Requester> {
  return { actor: signedOut, ip: clientIp(await headers()) };
}

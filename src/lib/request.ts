import type { IncomingHttpHeaders } from "node:http";
import { isTrustedProxy, parseProxyTrust, resolveClientAddress, type ProxyTrust } from "@/lib/client-address";
import { logger } from "@/lib/logger";

/**
 * The one place every per-IP limit learns the client's address (issue #13). The production server
 * (src/server/server.ts) resolves it from the socket and the proxies it was told to trust (TRUSTED_PROXIES), and
 * writes it into this header after throwing away any copy the client sent; the rest of the app only reads it.
 */
export const CLIENT_ADDRESS_HEADER = "x-oja-client-ip";

// The server and the Next.js bundle load separate copies of this module: the mark lives on globalThis.
const marker = globalThis as typeof globalThis & {
  __ojaClientAddressFromServer?: boolean;
  __ojaClientAddressWarned?: boolean;
};

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** Called by the production server for every request before anything else reads it. */
export function markClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trust: ProxyTrust,
): string {
  const address = resolveClientAddress(socketAddress, firstValue(headers["x-forwarded-for"]), trust);
  headers[CLIENT_ADDRESS_HEADER] = address;
  // The host and scheme a client claims through a proxy's headers count only when a trusted proxy set them: anyone
  // else could name our host and pass a same-origin check (issue #23, item 9).
  if (!isTrustedProxy(socketAddress, trust)) {
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-proto"];
  }
  marker.__ojaClientAddressFromServer = true;
  return address;
}

/**
 * The client address for per-IP limits. Behind the production server, the header it wrote. Without it (`next dev`,
 * in-process tests) there is no socket to read, so the last X-Forwarded-For entry, which Next.js fills from the socket
 * when the client sent none, stands for the socket and TRUSTED_PROXIES is applied to the rest: fine for one developer
 * and for tests, not for production, which is why production warns.
 */
export function clientIp(headers: Headers): string {
  // The production server writes the header on every request it receives (overwriting any the client sent).
  const marked = marker.__ojaClientAddressFromServer ? headers.get(CLIENT_ADDRESS_HEADER) : null;
  if (marked) return marked;
  if (process.env.NODE_ENV === "production" && !marker.__ojaClientAddressWarned) {
    marker.__ojaClientAddressWarned = true;
    logger.warn("request.client_address_unverified", {
      hint: "start the app with `npm start` so per-IP limits see real addresses",
    });
  }
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const socketStandIn = chain.pop();
  const trust = parseProxyTrust(process.env.TRUSTED_PROXIES);
  return resolveClientAddress(socketStandIn, chain.join(","), typeof trust === "string" ? { kind: "none" } : trust);
}

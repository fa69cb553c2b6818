import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityConfigFrom, createNonce } from "@/lib/content-security-policy";
import { pendingAreaFor } from "@/lib/pending-routes";
import { REQUEST_PATH_HEADER, requestPathOf } from "@/lib/request-path";
import { runtimeSecurityHeaders } from "@/lib/security-headers";

const securityConfig = contentSecurityConfigFrom();

/**
 * Every response Next.js renders gets the Content-Security-Policy with a fresh nonce (and HSTS over https). The policy
 * also goes on the request, where Next.js reads the nonce and puts it on its own scripts (docs/decisions/0012). A
 * policy the client sent is replaced, never used: it would choose the nonce of a page the server may keep and replay.
 *
 * Spec routes whose capability has not shipped answer 503 with Retry-After, so crawlers and monitors are told the truth.
 * Only document requests get the 503: in-app navigations and link prefetches are fetches (the browser marks them
 * Sec-Fetch-Dest: empty; Next.js strips its own "rsc" headers before the proxy runs) and get the same honest page
 * with 200, since a 503 there would only cost data and console errors. Clients without the header (crawlers, monitors)
 * are told 503.
 */
export function proxy(request: NextRequest) {
  const headers = runtimeSecurityHeaders(securityConfig, createNonce());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete("content-security-policy-report-only");
  requestHeaders.set("content-security-policy", headers.find(({ key }) => key === "Content-Security-Policy")!.value);
  // Layouts learn the page's address from here (the dashboard's session gate); a value the client sent is replaced.
  requestHeaders.set(REQUEST_PATH_HEADER, requestPathOf(request.nextUrl));

  const destination = request.headers.get("sec-fetch-dest");
  const documentRequest = !destination || destination === "document";
  const response =
    documentRequest && pendingAreaFor(request.nextUrl.pathname)
      ? NextResponse.rewrite(request.nextUrl, {
          status: 503,
          headers: { "Retry-After": "86400" },
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  for (const { key, value } of headers) response.headers.set(key, value);
  return response;
}

export const config = {
  // Pages: not the build's static files, API routes or media files (a listing loads dozens), which need no nonce. The
  // production server puts the same policy, without one, on every response (src/server/server.ts).
  matcher: ["/((?!_next/static/|_next/image|api/|media/).*)"],
};

import { NextResponse, type NextRequest } from "next/server";
import { pendingAreaFor } from "@/lib/pending-routes";

/**
 * Spec routes whose capability has not shipped answer 503 with Retry-After, so crawlers and monitors are told the truth.
 * Only document requests get the 503: in-app navigations and link prefetches are fetches (the browser marks them
 * Sec-Fetch-Dest: empty; Next.js strips its own "rsc" headers before the proxy runs) and get the same honest page
 * with 200, since a 503 there would only cost data and console errors. Clients without the header (crawlers, monitors)
 * are told 503.
 */
export function proxy(request: NextRequest) {
  const destination = request.headers.get("sec-fetch-dest");
  const documentRequest = !destination || destination === "document";
  if (documentRequest && pendingAreaFor(request.nextUrl.pathname)) {
    return NextResponse.rewrite(request.nextUrl, { status: 503, headers: { "Retry-After": "86400" } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/dashboard", "/dashboard/:path*"],
};

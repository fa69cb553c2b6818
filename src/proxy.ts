import { NextResponse, type NextRequest } from "next/server";
import { pendingAreaFor } from "@/lib/pending-routes";

/**
 * Spec routes whose capability has not shipped answer 503 with Retry-After, so crawlers and monitors are told the truth.
 * Only document requests get the 503: in-app navigations and link prefetches (React Server Component requests, marked
 * by the "rsc" header) get the same honest page with 200, since a 503 there would only cost data and console errors.
 */
export function proxy(request: NextRequest) {
  const componentRequest = request.headers.has("rsc") || request.headers.has("next-router-prefetch");
  if (!componentRequest && pendingAreaFor(request.nextUrl.pathname)) {
    return NextResponse.rewrite(request.nextUrl, { status: 503, headers: { "Retry-After": "86400" } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/market", "/market/:path*", "/pricedesk", "/pricedesk/:path*", "/size-guide", "/dashboard", "/dashboard/:path*"],
};

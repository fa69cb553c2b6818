import { NextResponse, type NextRequest } from "next/server";
import { pendingAreaFor } from "@/lib/pending-routes";

/**
 * Spec routes whose capability has not shipped answer 503 with Retry-After, so crawlers and monitors are told the truth.
 * Link prefetches get the page as usual: a 503 there would only cost data and console errors on every visit.
 */
export function proxy(request: NextRequest) {
  const prefetch = request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
  if (!prefetch && pendingAreaFor(request.nextUrl.pathname)) {
    return NextResponse.rewrite(request.nextUrl, { status: 503, headers: { "Retry-After": "86400" } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/market", "/market/:path*", "/pricedesk", "/pricedesk/:path*", "/size-guide", "/dashboard", "/dashboard/:path*"],
};

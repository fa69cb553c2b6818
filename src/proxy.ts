import { NextResponse, type NextRequest } from "next/server";
import { pendingAreaFor } from "@/lib/pending-routes";

/** Spec routes whose capability has not shipped answer 503 with Retry-After, so crawlers and monitors are told the truth. */
export function proxy(request: NextRequest) {
  if (pendingAreaFor(request.nextUrl.pathname)) {
    return NextResponse.rewrite(request.nextUrl, { status: 503, headers: { "Retry-After": "86400" } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/market", "/market/:path*", "/pricedesk", "/pricedesk/:path*", "/size-guide", "/dashboard", "/dashboard/:path*"],
};

import { readLimitedBody } from "@/lib/body-limit";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { currentActor } from "@/modules/access/actor.service";
import {
  listingViewsRateLimit,
  recordListingView,
  type ListingViewTarget,
} from "@/modules/listings/listing-views.service";

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

function targetOf(json: unknown): ListingViewTarget | null {
  if (typeof json !== "object" || json === null) return null;
  const { id, slug } = json as Record<string, unknown>;
  if (typeof id === "string" && id.length <= 64) return { id };
  if (typeof slug === "string" && SLUG.test(slug)) return { slug };
  return null;
}

/**
 * Receives the product page's view beacon (ListingViewBeacon): POST {"id": …} or {"slug": …}. Always answers 204 for a
 * well-formed report, counted or not, so the answer tells a script nothing about why a view did not count.
 */
export async function POST(request: Request): Promise<Response> {
  // Only our own pages report views: a beacon from another site (Sec-Fetch-Site cross-site) is ignored.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return new Response(null, { status: 403 });
  const body = await readLimitedBody(request, 512);
  if (body === null) return new Response(null, { status: 413 });
  const address = clientIp(request.headers);
  const limit = await consumeRateLimit(listingViewsRateLimit, address);
  if (!limit.allowed)
    return new Response(null, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  let target: ListingViewTarget | null;
  try {
    target = targetOf(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    target = null;
  }
  if (!target) return new Response(null, { status: 400 });
  // The actor is read here, never on the shared page: a vendor's own members do not count.
  await recordListingView(await currentActor(), target, { address, userAgent: request.headers.get("user-agent") });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

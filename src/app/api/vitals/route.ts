import { readLimitedBody } from "@/lib/body-limit";
import { clientIp } from "@/lib/request";
import { consumeRateLimit } from "@/lib/rate-limit";
import { webVitalBeaconInput } from "@/modules/vitals/vitals.inputs";
import { recordWebVitals, vitalsRateLimit } from "@/modules/vitals/vitals.service";

/** Receives WebVitalsReporter's beacon: a page's reports, sent together when the page is hidden. */
export async function POST(request: Request): Promise<Response> {
  const body = await readLimitedBody(request, 2048);
  if (body === null) return new Response(null, { status: 413 });
  const limit = await consumeRateLimit(vitalsRateLimit, clientIp(request.headers));
  if (!limit.allowed)
    return new Response(null, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return new Response(null, { status: 400 });
  }
  const beacon = webVitalBeaconInput.safeParse(json);
  if (!beacon.success) return new Response(null, { status: 400 });
  await recordWebVitals(Array.isArray(beacon.data) ? beacon.data : [beacon.data]);
  return new Response(null, { status: 204 });
}

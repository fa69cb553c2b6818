import { readLimitedBody } from "@/lib/body-limit";
import { clientIp } from "@/lib/request";
import { consumeRateLimit } from "@/lib/rate-limit";
import { webVitalReportInput } from "@/modules/vitals/vitals.inputs";
import { recordWebVital, vitalsRateLimit } from "@/modules/vitals/vitals.service";

/** Receives navigator.sendBeacon reports from WebVitalsReporter. */
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
  const report = webVitalReportInput.safeParse(json);
  if (!report.success) return new Response(null, { status: 400 });
  await recordWebVital(report.data);
  return new Response(null, { status: 204 });
}

import { readLimitedBody } from "@/lib/body-limit";
import { verifyWebhookSignature } from "@/lib/paystack";
import { recordPaystackEvent } from "@/modules/payments/payment-webhooks.service";
import { paymentGateway } from "@/modules/payments/payments.config";

export const dynamic = "force-dynamic";

/** Paystack's events are a few kilobytes; anything far larger is not Paystack. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/payments/paystack/webhook: Paystack's events, the source of truth for payments. The signature
 * (`x-paystack-signature`, HMAC-SHA512 of the raw body with the secret key) is checked over the bytes received; a bad
 * or missing one gets 401 and nothing is stored. A signed event is stored once under its unique key with a job to act
 * on it, and Paystack gets its 200 at once (it retries anything else), a replay included.
 */
export async function POST(request: Request): Promise<Response> {
  const gateway = paymentGateway();
  if (gateway.kind === "none") return new Response(null, { status: 404 });
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return new Response(null, { status: 413 });
  if (!verifyWebhookSignature(body, request.headers.get("x-paystack-signature"), gateway.settings.secretKey)) {
    return new Response(null, { status: 401 });
  }
  const result = await recordPaystackEvent(body);
  // A signed body we cannot read is Paystack's or ours to look into, not something a retry would fix.
  return new Response(null, { status: result === "MALFORMED" ? 400 : 200 });
}

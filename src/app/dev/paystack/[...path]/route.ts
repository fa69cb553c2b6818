import { testGatewayFor } from "@/modules/payments/payments.config";

export const dynamic = "force-dynamic";

/**
 * The local test gateway (src/lib/paystack-standin): Paystack's API and a payment page under /dev/paystack, served
 * when no PAYSTACK_SECRET_KEY is set outside production or in the demo, to this machine only. Anywhere else: 404.
 */
async function handle(request: Request): Promise<Response> {
  const standin = testGatewayFor(request.headers);
  if (!standin) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return standin.handle(request);
}

export const GET = handle;
export const POST = handle;

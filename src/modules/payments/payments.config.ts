import "server-only";
import { createHmac } from "node:crypto";
import { isLoopbackAddress } from "@/lib/client-address";
import { env, serverSecret } from "@/lib/env";
import {
  createPaystackClient,
  paystackSettingsFromEnv,
  type PaystackClient,
  type PaystackSettings,
} from "@/lib/paystack";
import { createPaystackStandin, type PaystackStandin } from "@/lib/paystack-standin/paystack-standin";
import { clientIp } from "@/lib/request";

/**
 * Which gateway takes card, transfer and USSD payments:
 *
 * - `PAYSTACK_SECRET_KEY` set: Paystack itself, at PAYSTACK_BASE_URL.
 * - No key, outside production or in the demo (the rule of the development outbox): the local test gateway, the
 *   Paystack stand-in served by this app under /dev/paystack with a secret derived from NEXTAUTH_SECRET, so a whole
 *   purchase runs on a fresh machine with nothing configured.
 * - No key in production: none. Card payment is unavailable (pay on delivery only) and /dev/paystack answers 404.
 */

export type PaymentGateway =
  | { kind: "paystack"; settings: PaystackSettings }
  | { kind: "test-gateway"; settings: PaystackSettings }
  | { kind: "none" };

export const TEST_GATEWAY_PATH = "/dev/paystack";
export const WEBHOOK_PATH = "/api/payments/paystack/webhook";

const loopbackHost = (host: string) =>
  ["localhost", "127.0.0.1", "[::1]", "::1"].includes(host) || host.startsWith("127.");

/**
 * The development outbox's rule (src/modules/notifications/notifications.config.ts), read the same way: on outside
 * production, and in production only with DEV_OUTBOX_IN_PRODUCTION (set by `--demo`) on a local APP_URL.
 * NODE_ENV is read on every call, so a production process never serves the test gateway by accident.
 */
export function testGatewayAllowed(): boolean {
  if (process.env.NODE_ENV !== "production") return true;
  if (!["1", "true", "yes"].includes(process.env.DEV_OUTBOX_IN_PRODUCTION?.trim() ?? "")) return false;
  try {
    return loopbackHost(new URL(env().APP_URL).hostname);
  } catch {
    return false;
  }
}

let override: PaymentGateway | undefined;

export function paymentGateway(): PaymentGateway {
  if (override) return override;
  const settings = paystackSettingsFromEnv();
  if (settings) return { kind: "paystack", settings };
  if (!testGatewayAllowed()) return { kind: "none" };
  return {
    kind: "test-gateway",
    settings: {
      // A Paystack-shaped test key only this server knows: the stand-in signs its webhooks with it.
      secretKey: `sk_test_${createHmac("sha256", serverSecret()).update("oja-test-payment-gateway").digest("hex").slice(0, 40)}`,
      baseUrl: `${env().APP_URL.replace(/\/+$/, "")}${TEST_GATEWAY_PATH}`,
    },
  };
}

/** Tests point payments at their own stand-in (or at none); null restores the environment's choice. */
export function setPaymentGatewayForTests(gateway: PaymentGateway | null): void {
  override = gateway ?? undefined;
}

/** The client for the configured gateway; null when card payment is unavailable. */
export function paystackClient(): PaystackClient | null {
  const gateway = paymentGateway();
  return gateway.kind === "none" ? null : createPaystackClient(gateway.settings);
}

// On globalThis: Next.js may bundle this file more than once, and every copy must see the same transactions.
const holder = globalThis as typeof globalThis & { __ojaTestGateway?: { key: string; standin: PaystackStandin } };

/** The app's test gateway (one per process), or null when it must not answer this request. */
export function testGatewayFor(headers: Headers): PaystackStandin | null {
  const gateway = paymentGateway();
  if (gateway.kind !== "test-gateway" || !testGatewayAllowed()) return null;
  // Like the development outbox: only this machine, so a demo on a café's Wi-Fi is not a free "payment" for others.
  if (!isLoopbackAddress(clientIp(headers))) return null;
  const { secretKey } = gateway.settings;
  if (holder.__ojaTestGateway?.key !== secretKey) {
    holder.__ojaTestGateway = {
      key: secretKey,
      standin: createPaystackStandin({
        secretKey,
        basePath: TEST_GATEWAY_PATH,
        webhookUrl: `${env().APP_URL.replace(/\/+$/, "")}${WEBHOOK_PATH}`,
        // As Paystack does, a moment after it accepted the refund, so the app has recorded it by then.
        refundsProcessedAfterMs: 2_000,
        // No bank answers here: any account number is found, under a name that says it is a test.
        anyAccountName: (accountNumber) => `TEST ACCOUNT HOLDER ${accountNumber.slice(-4)}`,
      }),
    };
  }
  return holder.__ojaTestGateway.standin;
}

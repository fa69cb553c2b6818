import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Paystack signs every webhook with `x-paystack-signature`: the HMAC-SHA512 (hex) of the request body with the secret
 * key. The body is signed as the bytes that travelled, so the check runs over the bytes received, never over an object
 * parsed and serialised again (key order, spacing and number formats would differ).
 */
export function paystackSignature(rawBody: Uint8Array | string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** True when `signature` is the body's signature under `secretKey`; compared in constant time. */
export function verifyWebhookSignature(
  rawBody: Uint8Array | string,
  signature: string | null | undefined,
  secretKey: string,
): boolean {
  const given = signature?.trim() ?? "";
  if (!secretKey || !HEX_SHA512.test(given)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

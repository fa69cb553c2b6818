import "server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

/**
 * The check behind the spec's captcha notice: reCAPTCHA or Cloudflare Turnstile, on only when CAPTCHA_PROVIDER and
 * CAPTCHA_SECRET_KEY are set. The browser sends the widget's token in the `x-captcha-token` header (GraphQL) or the
 * `captchaToken` credential (session service).
 */
const verifyUrls = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

export async function verifyCaptcha(
  token: string | null | undefined,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const { CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET_KEY: secret } = env();
  if (!provider || !secret) return true;
  if (!token || token.length > 4096) return false;
  try {
    const body = new URLSearchParams({ secret, response: token, ...(ip !== "unknown" ? { remoteip: ip } : {}) });
    const response = await fetchImpl(verifyUrls[provider], {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5_000),
    });
    const result = (await response.json()) as { success?: boolean; score?: number };
    // reCAPTCHA v3 also scores the request; below 0.5 is treated as a bot.
    return result.success === true && (result.score === undefined || result.score >= 0.5);
  } catch (error) {
    logger.warn("captcha.verify_failed", { provider, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

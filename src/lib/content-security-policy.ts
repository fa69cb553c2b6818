/**
 * The Content-Security-Policy and Strict-Transport-Security of every response, built in this one place from the
 * runtime configuration (docs/decisions/0012-content-security-policy.md). Pages get a fresh nonce per render from
 * src/proxy.ts, which Next.js copies onto its own scripts; responses without a page (the GraphQL fast path) get the
 * same policy without one, which allows no script at all.
 *
 * This module reads process.env itself rather than src/lib/env.ts: the production server (src/server/server.ts)
 * loads it outside Next.js, where "server-only" cannot be imported. env.ts still validates the same variables.
 */

export interface ContentSecurityConfig {
  /** `next dev` only: React's development build evaluates server error stacks with eval. */
  development: boolean;
  /** The app's public address is https: HSTS, and plain-http subresources are upgraded. */
  https: boolean;
  /** Origin of S3_PUBLIC_URL when MEDIA_STORAGE=s3: product pictures come from there. */
  mediaOrigin?: string;
  /** Origins a sign-in form POST may redirect to (OAuth providers' authorization endpoints, when configured). */
  signInOrigins: string[];
  /** NEXT_PUBLIC_CAPTCHA_PROVIDER: the widget's script and frames load from the provider (src/ui/captcha.ts). */
  captchaProvider?: "recaptcha" | "turnstile";
}

type Source = Record<string, string | undefined>;

const CAPTCHA_SOURCES = {
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  turnstile: { script: ["https://challenges.cloudflare.com"], frame: ["https://challenges.cloudflare.com"] },
} as const;

/** next-auth's Facebook provider sends the browser to this origin after the sign-in POST. */
const FACEBOOK_AUTHORIZATION_ORIGIN = "https://www.facebook.com";
const GOOGLE_DEFAULT_ISSUER = "https://accounts.google.com";

/** The origin of a URL, or undefined for a missing or malformed one (env.ts reports those at start). */
function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isHttps(value: string | undefined): boolean {
  return originOf(value)?.startsWith("https:") ?? false;
}

/**
 * The configuration the policy depends on. NEXT_PUBLIC_CAPTCHA_PROVIDER is written out literally so that Next.js
 * inlines the value the browser bundle was built with into the proxy too; the two must agree.
 */
export function contentSecurityConfigFrom(
  source: Source = process.env,
  captchaProvider: string | undefined = process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER,
): ContentSecurityConfig {
  const signInOrigins: string[] = [];
  if (source.GOOGLE_CLIENT_ID) {
    const issuer = originOf(source.GOOGLE_ISSUER) ?? GOOGLE_DEFAULT_ISSUER;
    signInOrigins.push(issuer);
  }
  if (source.FACEBOOK_CLIENT_ID) signInOrigins.push(FACEBOOK_AUTHORIZATION_ORIGIN);
  const provider = captchaProvider?.trim();
  return {
    development: source.NODE_ENV === "development",
    // The public address decides, not the request: behind a TLS-terminating proxy every request arrives over http.
    https: isHttps(source.APP_URL) || isHttps(source.NEXTAUTH_URL),
    mediaOrigin: source.MEDIA_STORAGE === "s3" ? originOf(source.S3_PUBLIC_URL) : undefined,
    signInOrigins,
    captchaProvider: provider === "recaptcha" || provider === "turnstile" ? provider : undefined,
  };
}

/** 128 random bits, base64: what a nonce must be (unguessable, fresh per render). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy. With a nonce, scripts run only when they carry it or were loaded by one that did ('strict-dynamic');
 * 'self' is kept for browsers without 'strict-dynamic', which ignore it otherwise. Without a nonce no script runs.
 * Styles allow 'unsafe-inline': React renders style attributes (picture placeholders, the price chart) and the popup
 * library inserts a <style> element; a nonce would switch 'unsafe-inline' off. Styles cannot run script.
 */
export function contentSecurityPolicy(config: ContentSecurityConfig, nonce?: string): string {
  const captcha = config.captchaProvider ? CAPTCHA_SOURCES[config.captchaProvider] : undefined;
  const script = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(captcha?.script ?? [])] : ["'none'"];
  if (nonce && config.development) script.push("'unsafe-eval'");
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(config.mediaOrigin ? [config.mediaOrigin] : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-src", captcha ? [...captcha.frame] : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'", ...config.signInOrigins]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (config.https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** The nonce a policy allows (`'nonce-…'`), for the few inline scripts a page writes itself; null without one. */
export function nonceFromPolicy(policy: string | null | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1] ?? null;
}

/** Two years, subdomains included; sent only when the app is served over https (browsers ignore it on http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

import {
  contentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
  type ContentSecurityConfig,
} from "./content-security-policy";

/**
 * Response headers every response carries. These fixed ones through next.config.ts (everything Next.js serves,
 * `next dev` included) and src/server/server.ts (every response of the production server); the runtime ones below,
 * which depend on the configuration, through the production server (without a nonce) and src/proxy.ts (pages, with
 * the render's nonce, which replaces the server's policy). docs/decisions/0012.
 */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Content-Security-Policy (with the render's nonce, if it is a page) and, over https, Strict-Transport-Security. */
export function runtimeSecurityHeaders(
  config: ContentSecurityConfig,
  nonce?: string,
): Array<{ key: string; value: string }> {
  const headers = [{ key: "Content-Security-Policy", value: contentSecurityPolicy(config, nonce) }];
  if (config.https) headers.push({ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY });
  return headers;
}

import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverSecret } from "@/lib/env";

/**
 * What page JavaScript gets from the session service (/api/auth/session) to call the API with: a short-lived token
 * that stands for the session's own access token, instead of the 30-day token itself (issue #13,
 * docs/decisions/0014-session-tokens.md). The long token stays inside the HttpOnly session cookie; a script that
 * reads the session learns something that dies within minutes, and dies at once when the session's token is revoked
 * (sign-out, password change), since every use looks the access token up. Mobile apps keep their long Bearer tokens.
 */
export const SESSION_TOKEN_PREFIX = "st1.";
export const SESSION_TOKEN_TTL_SECONDS = 15 * 60;

function sign(payload: string): string {
  return createHmac("sha256", serverSecret()).update(`oja-session-token:${payload}`).digest("base64url");
}

export function issueSessionToken(accessTokenId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor(now / 1000) + SESSION_TOKEN_TTL_SECONDS;
  const payload = `${accessTokenId}.${expiresAt}`;
  return { token: `${SESSION_TOKEN_PREFIX}${payload}.${sign(payload)}`, expiresAt: new Date(expiresAt * 1000) };
}

export function isSessionToken(token: string): boolean {
  return token.startsWith(SESSION_TOKEN_PREFIX);
}

/** The access token id a session token stands for, if it is ours and unexpired; null otherwise. */
export function readSessionToken(token: string, now = Date.now()): string | null {
  const [id, expires, signature, extra] = token.slice(SESSION_TOKEN_PREFIX.length).split(".");
  if (!isSessionToken(token) || !id || !expires || !signature || extra !== undefined || !/^\d{1,12}$/.test(expires))
    return null;
  const expected = Buffer.from(sign(`${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) * 1000 > now ? id : null;
}

import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverSecret } from "@/lib/env";

/**
 * What verifyOTP(ResetPassword) hands back: a signed, 15-minute permission to set a new password. It names the user
 * and a fingerprint of the password hash it may replace, so it stops working the moment the password changes
 * (no replay after a reset) without storing anything.
 */
const GRANT_TTL_MS = 15 * 60 * 1000;

function fingerprint(passwordHash: string | null): string {
  return createHmac("sha256", serverSecret())
    .update(`pw:${passwordHash ?? ""}`)
    .digest("base64url")
    .slice(0, 16);
}

function sign(payload: string): string {
  return createHmac("sha256", serverSecret()).update(`grant:${payload}`).digest("base64url");
}

export function createResetGrant(userId: string, passwordHash: string | null, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, p: fingerprint(passwordHash), e: now + GRANT_TTL_MS }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The user the grant is for, if it is authentic and unexpired; check `grantFitsPassword` against the stored hash next. */
export function readResetGrant(grant: string, now = Date.now()): { userId: string; fingerprint: string } | null {
  const [payload, signature] = grant.split(".");
  if (!payload || !signature || grant.length > 512) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, p, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u: unknown;
      p: unknown;
      e: unknown;
    };
    if (typeof u !== "string" || typeof p !== "string" || typeof e !== "number" || e < now) return null;
    return { userId: u, fingerprint: p };
  } catch {
    return null;
  }
}

/** False once the password the grant was issued against has changed: a grant works once. */
export function grantFitsPassword(grant: { fingerprint: string }, currentPasswordHash: string | null): boolean {
  return grant.fingerprint === fingerprint(currentPasswordHash);
}

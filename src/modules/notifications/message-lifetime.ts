/**
 * How long a queued message is worth sending. A one-time code is useless (and confusing) once the code itself has
 * expired, so a code message that could not go out in time is marked expired instead of arriving late; other notices
 * (price alerts) stay worth a day. Kept by purpose, so no column is needed: code messages are queued as "otp:…".
 */

/** The life of a one-time code (identity's CODE_TTL_MS): its message is not sent after it. */
export const CODE_MESSAGE_LIFETIME_MS = 10 * 60_000;
/** Any other message. */
export const NOTICE_MESSAGE_LIFETIME_MS = 24 * 60 * 60_000;
/** A message waiting for a provider is looked at again this often, so a restart with a provider sends it soon. */
export const PROVIDER_RECHECK_MS = 60_000;

export function messageLifetimeMs(purpose: string): number {
  return /^otp(?:$|[.:_-])/i.test(purpose) ? CODE_MESSAGE_LIFETIME_MS : NOTICE_MESSAGE_LIFETIME_MS;
}

export function messageExpiresAt(message: { purpose: string; createdAt: Date }): Date {
  return new Date(message.createdAt.getTime() + messageLifetimeMs(message.purpose));
}

/** "10 minutes", "24 hours": for the stored reason of an expired message. */
export function describeLifetime(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}`
    : `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The stored reason of a message that expired unsent; `why` is the last thing that kept it back, if any. */
export function expiredReason(purpose: string, why: string | null): string {
  return `expired: not delivered within ${describeLifetime(messageLifetimeMs(purpose))}${why ? `; last problem: ${why}` : ""}`;
}

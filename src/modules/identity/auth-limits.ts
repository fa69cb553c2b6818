import type { RateLimitRule, ThrottleRule } from "@/lib/rate-limit";

/**
 * Limits on sign-in, sign-up and codes (issue #13; numbers and reasoning in docs/decisions/0013-sign-in-limits.md),
 * shared across instances through Redis when it is configured. Nigerian mobile networks put very many subscribers
 * behind one carrier-grade NAT address, so nothing per address is small, and nothing locks: past a free allowance,
 * attempts wait growing delays.
 */
export const signInThrottles = {
  /** A device that signed in to this account before: counted apart from everyone else. */
  knownDevice: {
    name: "sign-in-device",
    freeAttempts: 10,
    windowSeconds: 60 * 60,
    firstDelaySeconds: 1,
    maxDelaySeconds: 60,
  },
  /** One account from one address, without a device token: a person mistyping, or one guesser. */
  accountFromAddress: {
    name: "sign-in-account-ip",
    freeAttempts: 5,
    windowSeconds: 15 * 60,
    firstDelaySeconds: 2,
    maxDelaySeconds: 5 * 60,
  },
  /** One account from every address without its device token: a guesser with many addresses. */
  account: {
    name: "sign-in-account",
    freeAttempts: 10,
    windowSeconds: 24 * 60 * 60,
    firstDelaySeconds: 2,
    maxDelaySeconds: 15 * 60,
  },
  /** One address, any account: password spraying. Hundreds, for carrier NAT; short delays, so a town is never shut out. */
  address: { name: "sign-in-ip", freeAttempts: 300, windowSeconds: 15 * 60, firstDelaySeconds: 1, maxDelaySeconds: 10 },
  /** The signed-in person's current password, when changing it: a stolen token must not become free guesses. */
  currentPassword: {
    name: "password-check",
    freeAttempts: 5,
    windowSeconds: 15 * 60,
    firstDelaySeconds: 2,
    maxDelaySeconds: 5 * 60,
  },
} as const satisfies Record<string, ThrottleRule>;

export const authLimits = {
  codeRequestsPerAccount: { name: "otp-request-account", points: 3, durationSeconds: 10 * 60 },
  codeResendGap: { name: "otp-resend-gap", points: 1, durationSeconds: 30 },
  /** Code checks from one address: each code also allows only five wrong tries from the person who asked for it. */
  codeChecksPerIp: { name: "otp-verify-ip", points: 300, durationSeconds: 10 * 60 },
  /** Wrong tries on one account's code from addresses other than the one that asked for it (see verifyCode). */
  strangerCodeTriesPerAddress: { name: "otp-stranger-ip", points: 5, durationSeconds: 10 * 60 },
  strangerCodeTriesPerAccount: { name: "otp-stranger-account", points: 10, durationSeconds: 10 * 60 },
  /** A cyber-café or a campus behind one address signs many people up in an hour. */
  registrationsPerIp: { name: "register-ip", points: 100, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

import type { RateLimitRule } from "@/lib/rate-limit";

/**
 * Limits on sign-in and codes (issue #3), shared across instances through Redis when it is configured.
 * Sign-in: 5 failures per account and per IP in 15 minutes. Codes: 3 requests per account in 10 minutes, and a
 * 30-second gap between two requests. Code checks: 30 per IP in 10 minutes (each code also allows only 5 tries).
 */
export const authLimits = {
  loginFailuresPerAccount: { name: "login-fail-account", points: 5, durationSeconds: 15 * 60 },
  loginFailuresPerIp: { name: "login-fail-ip", points: 5, durationSeconds: 15 * 60 },
  codeRequestsPerAccount: { name: "otp-request-account", points: 3, durationSeconds: 10 * 60 },
  codeResendGap: { name: "otp-resend-gap", points: 1, durationSeconds: 30 },
  codeChecksPerIp: { name: "otp-verify-ip", points: 30, durationSeconds: 10 * 60 },
  registrationsPerIp: { name: "register-ip", points: 10, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

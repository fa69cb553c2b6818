import "server-only";
import { clearThrottle, reserveAttempt, type AttemptReservation, type ThrottleRule } from "@/lib/rate-limit";
import { signInThrottles } from "@/modules/identity/auth-limits";
import { trustedDeviceId } from "@/modules/identity/device-cookie";

export type SignInAttempt =
  | { allowed: true; knownDevice: boolean; succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number; limit: string };

type Held = { rule: ThrottleRule; reservation: AttemptReservation; onSuccess: "clear" | "refund" };

/**
 * Reserves one password check for `username` from this request, on every counter that applies, or none: when one
 * counter refuses, the points already taken from the others are given back, so a refused attempt costs nothing.
 * On success, the counters that describe this person (their device, their account from this address) are cleared and
 * the shared ones (the account from anywhere, the address) get their point back.
 */
export async function reserveSignInAttempt(input: {
  username: string;
  ip: string;
  deviceToken?: string | null;
}): Promise<SignInAttempt> {
  const deviceId = trustedDeviceId(input.deviceToken, input.username);
  const counters: Array<[ThrottleRule, string, Held["onSuccess"]]> = deviceId
    ? [[signInThrottles.knownDevice, deviceId, "clear"]]
    : [
        [signInThrottles.address, input.ip, "refund"],
        [signInThrottles.account, input.username, "refund"],
        [signInThrottles.accountFromAddress, `${input.username}|${input.ip}`, "clear"],
      ];
  const held: Held[] = [];
  for (const [rule, key, onSuccess] of counters) {
    const result = await reserveAttempt(rule, key);
    if (!result.allowed) {
      await Promise.all(held.map(({ reservation }) => reservation.refund()));
      return { allowed: false, retryAfterSeconds: result.retryAfterSeconds, limit: rule.name };
    }
    held.push({ rule, reservation: result, onSuccess });
  }
  return {
    allowed: true,
    knownDevice: deviceId !== null,
    succeeded: async () => {
      await Promise.all(
        held.map(({ reservation, onSuccess }) => (onSuccess === "clear" ? reservation.clear() : reservation.refund())),
      );
    },
  };
}

/** The current-password check behind a password change, per account (a stolen token is not a free guessing machine). */
export async function reserveCurrentPasswordCheck(userId: string) {
  return reserveAttempt(signInThrottles.currentPassword, `user:${userId}`);
}

/** After the owner proved themselves another way (a reset code): the account's shared counter starts again. */
export async function forgetSignInFailures(username: string): Promise<void> {
  await clearThrottle(signInThrottles.account, username);
}

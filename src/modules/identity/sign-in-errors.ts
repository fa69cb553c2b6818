import { tooManyAttemptsMessage } from "@/lib/wait-message";
import { messages } from "@/modules/identity/identity.messages";

/**
 * What a failed sign-in can say, keyed by code. The session service puts the code in the result (and in `?error=` of
 * the sign-in page's address), so only these sentences can ever appear in the error box: an address carrying an
 * attacker's sentence ("Your account has been suspended. Call +234 …") shows the generic one (issue #13). The one
 * parameter is a number of seconds to wait, read as digits only.
 */
export const CAPTCHA_FAILED_MESSAGE = "Please complete the security check and try again";

const sentences: Record<string, string> = {
  CredentialsSignin: "Invalid username or password",
  Suspended: "This account is suspended. Please contact support.",
  SessionEnded: "Your session has ended. Please sign in again.",
  InvalidForm: messages.invalidForm,
  CaptchaFailed: CAPTCHA_FAILED_MESSAGE,
  SessionRequired: "Please sign in to continue",
  OAuthAccountNotLinked: "This email is already linked to another way of signing in. Sign in the way you did before.",
  AccessDenied: "You do not have access to that. Sign in with another account.",
  Verification: "That sign-in link is no longer valid. Please try again.",
  Configuration: "Sign-in is not available right now. Please try again later.",
  OAuthSignin: "We could not sign you in with that provider. Please try again.",
  OAuthCallback: "We could not sign you in with that provider. Please try again.",
  OAuthCreateAccount: "We could not sign you in with that provider. Please try again.",
  EmailCreateAccount: "We could not sign you in with that provider. Please try again.",
  Callback: "We could not sign you in with that provider. Please try again.",
};
const GENERIC = "We could not sign you in. Please try again.";
const WAIT_CODE = /^TooManyAttempts:(\d{1,6})$/;

export type SignInErrorCode = keyof typeof sentences | `TooManyAttempts:${number}`;

/** The code for a wait of `seconds`. */
export function waitCode(seconds: number): SignInErrorCode {
  return `TooManyAttempts:${Math.max(1, Math.ceil(seconds))}`;
}

/** The sentence for a code; anything not in the list gets the generic sentence. */
export function signInErrorMessage(code: string | null | undefined): string {
  if (!code) return GENERIC;
  const wait = WAIT_CODE.exec(code);
  if (wait) return tooManyAttemptsMessage(Number(wait[1]));
  return Object.hasOwn(sentences, code) ? sentences[code]! : GENERIC;
}

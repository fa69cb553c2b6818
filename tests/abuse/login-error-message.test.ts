/**
 * Abuse (issue #13, item 5): `/auth/login?error=<any sentence>` showed an attacker's words in the error box ("Your
 * account has been suspended. Call +234 …"). The page now shows only sentences from a fixed list, keyed by code, and
 * the session service only ever puts codes in the address.
 */
import { describe, expect, it } from "vitest";
import { signInErrorMessage, waitCode } from "@/modules/identity/sign-in-errors";

const GENERIC = "We could not sign you in. Please try again.";

describe("the sign-in page's error box", () => {
  it.each([
    "Your account has been suspended. Call +234 803 000 0000 to restore it",
    "Invalid username or password. Verify at https://evil.example/login",
    "<img src=x onerror=alert(1)>",
    "constructor",
    "__proto__",
    "toString",
    "TooManyAttempts:abc",
    "TooManyAttempts:1234567",
    "TooManyAttempts:60 call +234",
    "",
  ])("an unknown code shows the generic sentence: %j", (code) => {
    expect(signInErrorMessage(code)).toBe(GENERIC);
  });

  it.each([
    ["CredentialsSignin", "Invalid username or password"],
    ["SessionRequired", "Please sign in to continue"],
    ["Suspended", "This account is suspended. Please contact support."],
    ["CaptchaFailed", "Please complete the security check and try again"],
    ["TooManyAttempts:45", "Too many attempts. Please try again in 45 seconds."],
    ["TooManyAttempts:300", "Too many attempts. Please try again in 5 minutes."],
  ])("a known code shows its sentence: %s", (code, sentence) => {
    expect(signInErrorMessage(code)).toBe(sentence);
  });

  it("a wait is carried as digits only", () => {
    expect(waitCode(89.2)).toBe("TooManyAttempts:90");
    expect(signInErrorMessage(waitCode(90))).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});

import * as z from "zod/mini";
import { nigerianStates } from "@/lib/nigeria";
import { toNigerianE164 } from "@/lib/phone";
import { optional, oneLineText } from "@/lib/validation";
import { messages, usernameKind } from "@/modules/identity/identity.messages";

export { messages, usernameKind, type UsernameKind } from "@/modules/identity/identity.messages";

/**
 * The spec's auth forms (section 5), messages word for word. Shared by the browser forms and the GraphQL resolvers.
 * A username is an e-mail or a Nigerian phone number; "0803 123 4567", "234803…" and "+234 803…" are normalised to
 * the 14-character "+234…" form the spec validates (docs/decisions/0005-auth-contract.md). The messages themselves live
 * in identity.messages.ts, which browser code can use without loading these schemas.
 */

// ASCII only: a look-alike letter (Cyrillic "а") or an invisible character cannot make a second "ada@…".
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// The spec's 14 characters of digits and "+", and a real Nigerian number (no SMS to other countries' numbers).
const phoneShape = /^\+234\d{10}$/;

/** Lower-cased e-mail, or a phone in the spec's 14-character "+234…" form; unchanged when it is neither. */
export function normaliseUsername(raw: string): string {
  const value = raw.normalize("NFKC").trim();
  if (usernameKind(value) === "email") return value.toLowerCase();
  return toNigerianE164(value) ?? value;
}

export const username = z.pipe(
  z
    .string({ error: messages.usernameRequired })
    .check(z.trim(), z.minLength(1, messages.usernameRequired), z.maxLength(254, messages.usernameInvalid)),
  z.pipe(
    z.transform(normaliseUsername),
    z
      .string()
      .check(
        z.refine(
          (v) => (usernameKind(v) === "email" ? emailShape.test(v) : phoneShape.test(v) && toNigerianE164(v) === v),
          messages.usernameInvalid,
        ),
      ),
  ),
);

export const password = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, messages.passwordRequired),
    z.minLength(8, messages.passwordMin),
    z.maxLength(128, messages.passwordMax),
  );

function confirmation(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(z.minLength(1, requiredMessage), z.minLength(8, messages.passwordMin));
}

const matchCheck = z.refine<{ password: string; password_confirmation: string }>(
  (value) => value.password === value.password_confirmation,
  { message: messages.passwordsMatch, path: ["password_confirmation"] },
);

export const loginInput = z.strictObject({
  username,
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(128, messages.passwordMax)),
});

export const signupKinds = ["BUYER", "SELLER", "ARTISAN"] as const;

export const signupInput = z
  .strictObject({
    first_name: oneLineText("First name", { max: 60 }),
    last_name: optional(oneLineText("Last name", { max: 60 })),
    username,
    password,
    password_confirmation: confirmation(messages.confirmRequired),
    kind: z._default(z.enum(signupKinds), "BUYER"),
    business_name: optional(oneLineText("Business name", { min: 2, max: 80 })),
    state: optional(z.enum(nigerianStates, { error: "Choose your state" })),
    referral: optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid referral code"))),
  })
  .check(matchCheck);

export const forgotPasswordInput = z.strictObject({ username });

export const otpInput = z.strictObject({
  otp: z
    .string({ error: messages.otpRequired })
    .check(z.trim(), z.minLength(1, messages.otpRequired), z.regex(/^\d{6}$/, messages.otpInvalid)),
});

export const resetPasswordFormInput = z
  .strictObject({ password, password_confirmation: confirmation(messages.passwordRequired) })
  .check(matchCheck);

export const updatePasswordInput = z
  .strictObject({
    current_password: z
      .string({ error: messages.passwordRequired })
      .check(z.minLength(1, messages.passwordRequired), z.maxLength(128, messages.passwordMax)),
    password,
    password_confirmation: confirmation(messages.confirmRequired),
  })
  .check(matchCheck);

export type LoginInput = z.output<typeof loginInput>;
export type SignupInput = z.output<typeof signupInput>;
export type SignupFormValues = z.input<typeof signupInput>;

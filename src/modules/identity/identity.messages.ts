/**
 * The spec's auth messages (section 5), word for word, and the username helper. Apart from the schemas in
 * identity.inputs.ts so that browser code showing a message or picking a channel does not load zod.
 */
export const messages = {
  usernameRequired: "Email or (+234) phone number is required",
  usernameInvalid: "Invalid email or (+234) phone number",
  passwordRequired: "Password is required",
  passwordMin: "Password should be of minimum 8 characters length",
  passwordMax: "Password should be at most 128 characters",
  confirmRequired: "Confirm password is required",
  passwordsMatch: "Passwords must match",
  otpRequired: "OTP is required",
  otpInvalid: "OTP must be 6 digits",
  invalidForm: "Please check your inputs",
  otpTypeNotFound: "OTP type not found",
} as const;

export type UsernameKind = "email" | "phone";

/** The spec's helper: e-mail if the value contains @, otherwise phone (also picks the delivery channel). */
export function usernameKind(username: string): UsernameKind {
  return username.includes("@") ? "email" : "phone";
}

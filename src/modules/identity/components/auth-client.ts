"use client";
import { safeCallbackUrl as safeCallbackUrlOnSite } from "@/lib/safe-redirect";
import { getCaptchaToken } from "@/ui/captcha";
import type { ResultOf, VariablesOf } from "gql.tada";
import { GraphQLRequestError, requestGraphQL, type AnyDocument } from "@/ui/graphql-client";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";

/** The accounts operations the browser sends (docs/decisions/0005-auth-contract.md). */
export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { status message code data { token } }
  }
`);

export const CREATE_OTP = graphql(`
  mutation CreateOTP($input: OTPDetailsInput!, $resend: Boolean!) {
    createOTP(input: $input, resend: $resend) { code message status data { user { id email phone { primary } } } }
  }
`);

export const VERIFY_OTP = graphql(`
  mutation VerifyOTP($user: String!, $type: OTPType!, $otp: Int!) {
    verifyOTP(user: $user, type: $type, otp: $otp) { code message status data { token type } }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { code message status data { token } }
  }
`);

export type OtpType = "ResetPassword" | "VerifyAccount";

/** Every accounts payload says whether it succeeded and why not. */
interface AuthPayload {
  status?: boolean | null;
  message?: string | null;
}

/**
 * Sends one accounts mutation and applies the spec's error catalogue (section 8): each message of the first error's
 * validation map as a popup (and under its field when `onFieldError` knows it), "Network error: …", and the server's
 * message when the status is not success. Returns the payload only when it succeeded.
 */
export async function sendAuthMutation<D extends AnyDocument, T extends AuthPayload>(options: {
  query: D;
  variables: VariablesOf<D>;
  /** The mutation's payload in the answer, e.g. `(data) => data.register`. */
  pick: (data: ResultOf<D>) => T | null | undefined;
  accessToken?: string | null;
  /** Sign-up and code requests pass the captcha check when one is configured (x-captcha-token). */
  captchaAction?: string;
  onFieldError?: (field: string, message: string) => void;
}): Promise<T | null> {
  let captchaToken: string | undefined;
  if (options.captchaAction) {
    try {
      captchaToken = await getCaptchaToken(options.captchaAction);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "Please complete the security check and try again");
      return null;
    }
  }
  let payload: T | null | undefined;
  try {
    const data = await requestGraphQL({
      query: options.query,
      variables: options.variables,
      accessToken: options.accessToken ?? null,
      headers: captchaToken ? { "x-captcha-token": captchaToken } : undefined,
    });
    payload = options.pick(data);
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    const validation = error.errors[0]?.extensions?.validation;
    if (validation && options.onFieldError) {
      for (const [path, messages] of Object.entries(validation)) {
        const field = path.split(".").pop() ?? path;
        if (messages[0]) options.onFieldError(field, messages[0]);
      }
    }
    for (const message of error.userMessages) notify.error(message);
    return null;
  }
  if (!payload?.status) {
    notify.error(payload?.message || "Something went wrong. Please try again.");
    return null;
  }
  return payload;
}

/** The callbackUrl of the query string as a path on this site ("/" when it points anywhere else), by the server's rule. */
export function safeCallbackUrl(raw: string | null | undefined): string {
  const target = new URL(safeCallbackUrlOnSite(raw, window.location.origin));
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Tells the other tabs that the session changed (the session provider listens for this storage event). */
function broadcastSessionChange(): void {
  try {
    window.localStorage.setItem(
      "nextauth.message",
      JSON.stringify({ event: "session", data: { trigger: "signin" }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {}
}

/**
 * Signs in through the session service's credentials provider. next-auth/react is imported here, on demand, so it
 * is not in any page's first-load JavaScript. `undefined` means next-auth is navigating the browser away.
 */
export async function signInWithCredentials(
  credentials: { username: string; password: string } | { accessToken: string },
  callbackUrl?: string,
): Promise<{ ok: boolean; error: string | null } | undefined> {
  // A password sign-in passes the captcha check when one is configured; a fresh access token does not need it.
  const captchaToken = "password" in credentials ? await getCaptchaToken("login") : undefined;
  const { signIn } = await import("next-auth/react");
  const result = await signIn("credentials", {
    ...credentials,
    ...(captchaToken ? { captchaToken } : {}),
    redirect: false,
    ...(callbackUrl ? { callbackUrl } : {}),
  });
  if (!result) return undefined;
  if (result.ok && !result.error) broadcastSessionChange();
  return { ok: result.ok && !result.error, error: result.error };
}

/** Starts an OAuth sign-in; the browser leaves for the provider. */
export async function signInWithProvider(provider: "google" | "facebook", callbackUrl: string): Promise<void> {
  const { signIn } = await import("next-auth/react");
  await signIn(provider, { callbackUrl });
}

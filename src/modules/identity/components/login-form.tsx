"use client";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { loginInput, LoginInput } from "@/modules/identity/identity.inputs";
import { safeCallbackUrl, signInWithCredentials } from "@/modules/identity/components/auth-client";
import { signInErrorMessage } from "@/modules/identity/sign-in-errors";
import {
  AuthSubmitButton,
  deferBlur,
  FormAlert,
  PasswordInput,
  TextButton,
} from "@/modules/identity/components/auth-form-parts";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { useAuthFlow } from "@/ui/providers/auth-flow-provider";
import { useSession } from "@/ui/providers/session-provider";

const resolver = lazyZodResolver(() => import("@/modules/identity/identity.inputs").then((m) => m.loginInput));

// The query string is read in the browser only, so the page itself stays static.
const noSubscription = () => () => {};
function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}

/**
 * Sign-in (buyers and sellers): e-mail or +234 phone and password through the session service's credentials
 * provider. A failure is read from the result URL and shown as a popup and above the form; success goes to the
 * callbackUrl of the query string (same-origin paths only, default "/").
 */
export function LoginForm({ idPrefix }: { idPrefix: string }) {
  const router = useRouter();
  const { update } = useSession();
  const { openFlow } = useAuthFlow();
  const urlError = useQueryParam("error");
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<z.input<typeof loginInput>, unknown, LoginInput>({
    resolver,
    mode: "onTouched",
    defaultValues: { username: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const ids = { username: `${idPrefix}-username`, password: `${idPrefix}-password` };
  const shownError = failure ?? (urlError ? signInErrorMessage(urlError) : null);

  async function submit(values: LoginInput) {
    setFailure(null);
    const callbackUrl = safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl"));
    let result: Awaited<ReturnType<typeof signInWithCredentials>>;
    try {
      result = await signInWithCredentials({ username: values.username, password: values.password }, callbackUrl);
    } catch (error) {
      // fetch failing is a network error; the captcha's own failures carry a sentence for the person.
      const message =
        error instanceof TypeError
          ? `Network error: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      setFailure(message);
      notify.error(message);
      return;
    }
    if (!result) return; // next-auth is navigating the browser (the session service is not ready)
    if (!result.ok) {
      const message = signInErrorMessage(result.error ?? "Default");
      setFailure(message);
      notify.error(message);
      return;
    }
    setLeaving(true);
    await update();
    router.replace(callbackUrl);
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="space-y-4"
    >
      {shownError ? (
        <FormAlert tone={urlError === "SessionRequired" && !failure ? "info" : "error"}>{shownError}</FormAlert>
      ) : null}
      <Field
        id={ids.username}
        label="Email or phone number"
        hint="e.g. ada@gmail.com or 0803 123 4567"
        error={errors.username?.message}
      >
        <input
          {...deferBlur(form.register("username"))}
          {...describedBy(ids.username, errors.username?.message, "hint")}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          className={controlClass}
        />
      </Field>
      <Field id={ids.password} label="Password" error={errors.password?.message}>
        <PasswordInput
          {...deferBlur(form.register("password"))}
          {...describedBy(ids.password, errors.password?.message)}
          autoComplete="current-password"
          maxLength={128}
        />
      </Field>
      <div className="flex justify-end">
        <TextButton onClick={() => openFlow("forgot")}>Forgot password?</TextButton>
      </div>
      <AuthSubmitButton pending={isSubmitting || leaving} pendingLabel="Signing in…">
        Sign in
      </AuthSubmitButton>
    </form>
  );
}

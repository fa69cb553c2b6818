"use client";
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import type { forgotPasswordInput, resetPasswordFormInput } from "@/modules/identity/identity.inputs";
import { messages, usernameKind } from "@/modules/identity/identity.messages";
import {
  CREATE_OTP,
  RESET_PASSWORD,
  VERIFY_OTP,
  sendAuthMutation,
  signInWithCredentials,
} from "@/modules/identity/components/auth-client";
import { AuthSubmitButton, deferBlur, PasswordInput, TextButton } from "@/modules/identity/components/auth-form-parts";
import { OtpForm } from "@/modules/identity/components/otp-form";
import { PasswordHints } from "@/modules/identity/components/password-hints";
import { DemoOutboxLink } from "@/modules/notifications/components/demo-outbox-link";
import { recoveryStorage } from "@/modules/identity/components/recovery-storage";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import type { AuthFlowStep } from "@/ui/providers/auth-flow-provider";
import { useSession } from "@/ui/providers/session-provider";

const forgotResolver = lazyZodResolver(() =>
  import("@/modules/identity/identity.inputs").then((m) => m.forgotPasswordInput),
);
const resetResolver = lazyZodResolver(() =>
  import("@/modules/identity/identity.inputs").then((m) => m.resetPasswordFormInput),
);

type TextPart = ComponentType<{ children: ReactNode; className?: string }>;

export const stepTitles: Record<AuthFlowStep, string> = {
  forgot: "Forgot Password",
  otp: "OTP verification",
  reset: "Reset password",
};

export interface RecoveryFlowProps {
  step: AuthFlowStep;
  onStep(step: AuthFlowStep): void;
  /** The flow cannot go on (no stored username at the OTP step): the modal closes, the page starts again. */
  onAbandon(): void;
  /** The password was changed and the person is signed in. */
  onDone(): void;
  /** How the step's heading and its lead are rendered (Dialog.Title in the modal, a heading on the page). */
  Title: TextPart;
  Description: TextPart;
}

/**
 * The password-recovery flow (spec sections 2 and 4): FORGOT → OTP → RESET. Rendered in the modal on every page and
 * inline on the forgot-password pages. The reset grant from verifyOTP is kept in memory only.
 */
export function RecoveryFlow({ step, onStep, onAbandon, onDone, Title, Description }: RecoveryFlowProps) {
  const idPrefix = useId().replace(/:/g, "");
  const [grant, setGrant] = useState<string | null>(null);

  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Title className="text-xl font-bold">{stepTitles[step]}</Title>
        <Description className="text-sm text-primary/80">
          {step === "forgot"
            ? "Enter the email or phone number you signed up with. We will send you a 6-digit code to reset your password."
            : step === "otp"
              ? "Check your messages for the 6-digit code. You can ask for a new one after 30 seconds."
              : "Choose a new password for your account. You will be signed in once it is saved."}
        </Description>
      </div>
      {step === "forgot" ? (
        <ForgotStep idPrefix={idPrefix} onSent={() => onStep("otp")} />
      ) : step === "otp" ? (
        <OtpStep
          idPrefix={idPrefix}
          onMissing={onAbandon}
          onChangeUsername={() => onStep("forgot")}
          onVerified={(token) => {
            setGrant(token);
            onStep("reset");
          }}
        />
      ) : (
        <ResetStep
          idPrefix={idPrefix}
          grant={grant}
          onMissingGrant={() => onStep(recoveryStorage.readOtp() ? "otp" : "forgot")}
          onDone={onDone}
        />
      )}
    </div>
  );
}

function ForgotStep({ idPrefix, onSent }: { idPrefix: string; onSent(): void }) {
  const { data: session } = useSession();
  const form = useForm<z.input<typeof forgotPasswordInput>, unknown, z.output<typeof forgotPasswordInput>>({
    resolver: forgotResolver,
    mode: "onTouched",
    defaultValues: { username: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const id = `${idPrefix}-username`;

  async function submit(values: z.output<typeof forgotPasswordInput>) {
    const result = await sendAuthMutation({
      query: CREATE_OTP,
      pick: (data) => data.createOTP,
      variables: { input: { user: values.username, type: "ResetPassword", channelOverride: [] }, resend: true },
      accessToken: session?.accessToken,
      captchaAction: "forgot_password",
      onFieldError: (field, message) => {
        if (field === "user" || field === "username") form.setError("username", { type: "server", message });
      },
    });
    if (!result) return;
    const user = result.data?.user;
    recoveryStorage.save(
      { username: values.username, type: "ResetPassword" },
      { email: user?.email ?? null, phone: user?.phone?.primary ?? null },
    );
    onSent();
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(forgotResolver)}
      className="space-y-4"
    >
      <Field
        id={id}
        label="Email or phone number"
        hint="e.g. ada@gmail.com or 0803 123 4567"
        error={errors.username?.message}
      >
        <input
          {...deferBlur(form.register("username"))}
          {...describedBy(id, errors.username?.message, "hint")}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          className={controlClass}
        />
      </Field>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Sending code…">
        Send code
      </AuthSubmitButton>
    </form>
  );
}

function OtpStep({
  idPrefix,
  onVerified,
  onMissing,
  onChangeUsername,
}: {
  idPrefix: string;
  onVerified(token: string): void;
  onMissing(): void;
  onChangeUsername(): void;
}) {
  const { data: session } = useSession();
  const [stored] = useState(() =>
    typeof window === "undefined" ? null : { otp: recoveryStorage.readOtp(), user: recoveryStorage.readUser() },
  );
  const reported = useRef(false);
  const record = stored?.otp ?? null;

  // The spec: no stored username at this step → "OTP type not found" and the flow closes.
  useEffect(() => {
    if (record || reported.current) return;
    reported.current = true;
    notify.error(messages.otpTypeNotFound);
    onMissing();
  }, [record, onMissing]);

  if (!record) return null;
  const byEmail = usernameKind(record.username) === "email";
  const destination = (byEmail ? stored?.user?.email : stored?.user?.phone) || record.username;

  async function verify(code: string) {
    if (!record) return;
    const result = await sendAuthMutation({
      query: VERIFY_OTP,
      pick: (data) => data.verifyOTP,
      variables: { user: record.username, type: "ResetPassword", otp: Number(code) },
      accessToken: session?.accessToken,
    });
    if (!result?.data?.token) {
      if (result) notify.error("We could not verify the code. Please ask for a new one.");
      return;
    }
    onVerified(result.data.token);
  }

  async function resend(): Promise<boolean> {
    if (!record) return false;
    const result = await sendAuthMutation({
      query: CREATE_OTP,
      pick: (data) => data.createOTP,
      variables: { input: { user: record.username, type: "ResetPassword", channelOverride: [] }, resend: true },
      accessToken: session?.accessToken,
      captchaAction: "resend_code",
    });
    if (result) notify.success(result.message || "A new code has been sent");
    return Boolean(result);
  }

  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-auth-bg px-3 py-2 text-sm">
        We sent a 6-digit code by {byEmail ? "e-mail" : "SMS"} to{" "}
        <strong className="wrap-anywhere">{destination}</strong>.{" "}
        <TextButton onClick={onChangeUsername}>Change</TextButton>
      </p>
      <DemoOutboxLink recipient={record.username} />
      <OtpForm idPrefix={idPrefix} submitLabel="Verify code" onVerify={verify} onResend={resend} />
    </div>
  );
}

function ResetStep({
  idPrefix,
  grant,
  onMissingGrant,
  onDone,
}: {
  idPrefix: string;
  grant: string | null;
  onMissingGrant(): void;
  onDone(): void;
}) {
  const { data: session, update } = useSession();
  const [record] = useState(() => (typeof window === "undefined" ? null : recoveryStorage.readOtp()));
  const reported = useRef(false);
  const form = useForm<z.input<typeof resetPasswordFormInput>, unknown, z.output<typeof resetPasswordFormInput>>({
    resolver: resetResolver,
    mode: "onTouched",
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const ready = Boolean(grant && record);

  // Reached without a verified code (a reload, or a link with ?reset=reset): go back a step.
  useEffect(() => {
    if (ready || reported.current) return;
    reported.current = true;
    notify.error("Please verify your code first");
    onMissingGrant();
  }, [ready, onMissingGrant]);

  async function submit(values: z.output<typeof resetPasswordFormInput>) {
    if (!grant || !record) return;
    const result = await sendAuthMutation({
      query: RESET_PASSWORD,
      pick: (data) => data.resetPassword,
      variables: {
        input: { user: record.username, token: grant, device: "mobile", remember_me: true, ...values },
      },
      accessToken: session?.accessToken,
      onFieldError: (field, message) => {
        if (field === "password" || field === "password_confirmation")
          form.setError(field, { type: "server", message });
      },
    });
    if (!result) return;
    recoveryStorage.clear();
    // An explicit callbackUrl: next-auth would take the page's own address, and read its "?error=SessionRequired" (the
    // sign-in page's notice) as this sign-in's failure.
    const signedIn = result.data?.token
      ? await signInWithCredentials({ accessToken: result.data.token }, window.location.pathname)
      : null;
    if (signedIn === undefined) return; // next-auth is navigating the browser
    await update();
    onDone();
    notify.success("Your password has been changed");
    if (!signedIn?.ok) notify.error("We could not sign you in automatically. Please sign in with your new password.");
  }

  if (!ready) return null;
  const ids = {
    password: `${idPrefix}-new-password`,
    confirm: `${idPrefix}-confirm-password`,
    hints: `${idPrefix}-password-tips`,
  };

  return (
    <form
      noValidate
      method="post"
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(resetResolver)}
      className="space-y-4"
    >
      {/* Lets password managers save the new password against the right account. */}
      <input type="text" name="username" autoComplete="username" value={record?.username ?? ""} readOnly hidden />
      <Field id={ids.password} label="New password" error={errors.password?.message}>
        <PasswordInput
          {...deferBlur(form.register("password"))}
          {...describedBy(ids.password, errors.password?.message)}
          aria-describedby={errors.password?.message ? `${ids.password}-error` : ids.hints}
          autoComplete="new-password"
          maxLength={128}
        />
      </Field>
      <PasswordHints id={ids.hints} password={password} />
      <Field id={ids.confirm} label="Confirm new password" error={errors.password_confirmation?.message}>
        <PasswordInput
          {...deferBlur(form.register("password_confirmation"))}
          {...describedBy(ids.confirm, errors.password_confirmation?.message)}
          autoComplete="new-password"
          maxLength={128}
        />
      </Field>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Saving…">
        Reset password
      </AuthSubmitButton>
    </form>
  );
}

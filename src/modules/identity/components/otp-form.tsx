"use client";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { otpInput } from "@/modules/identity/identity.inputs";
import { AuthSubmitButton, TextButton } from "@/modules/identity/components/auth-form-parts";
import { OtpInput } from "@/modules/identity/components/otp-input";
import { formatSeconds, useCountdown } from "@/modules/identity/components/use-countdown";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";

type OtpFormInput = z.input<typeof otpInput>;
type OtpFormValues = z.output<typeof otpInput>;

const resolver = lazyZodResolver(() => import("@/modules/identity/identity.inputs").then((m) => m.otpInput));

/** Seconds before a new code may be requested (the spec's "expires in 30 seconds", docs/decisions/0005). */
export const RESEND_AFTER_SECONDS = 30;

/**
 * The 6-digit code form shared by the recovery modal and the sign-up verification: the code widget, its error once
 * touched, the submit button, and the 30-second wait before "Resend code".
 */
export function OtpForm({
  idPrefix,
  submitLabel,
  onVerify,
  onResend,
  initialCode,
  autoSubmit,
}: {
  idPrefix: string;
  submitLabel: string;
  /** Sends the code; resolves once the outcome has been shown. */
  onVerify(code: string): Promise<void>;
  /** Asks for a new code; true when one was sent. */
  onResend(): Promise<boolean>;
  initialCode?: string;
  autoSubmit?: boolean;
}) {
  const form = useForm<OtpFormInput, unknown, OtpFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: { otp: initialCode ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const [resending, setResending] = useState(false);
  const submitted = useRef(false);
  const id = `${idPrefix}-otp`;
  const error = errors.otp?.message;

  const onSubmit = form.handleSubmit((values) => onVerify(values.otp), notifyInvalidForm);

  // The e-mailed link (?code=…) fills the boxes; send it once without waiting for a click.
  useEffect(() => {
    if (!autoSubmit || !initialCode || submitted.current) return;
    submitted.current = true;
    void onSubmit();
  }, [autoSubmit, initialCode, onSubmit]);

  async function resend() {
    setResending(true);
    try {
      if (await onResend()) {
        countdown.restart();
        form.resetField("otp", { defaultValue: "" });
      }
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate method="post" onSubmit={onSubmit} {...preloadOnInteraction(resolver)} className="space-y-4">
      <div className="space-y-2">
        <p id={`${id}-label`} className="text-sm font-medium">
          Enter the 6-digit code
        </p>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              id={id}
              labelId={`${id}-label`}
              value={field.value ?? ""}
              onChange={field.onChange}
              // Not "touched" on leaving: people leave the page to read the code from their SMS or e-mail app and
              // should not come back to "OTP is required". Errors show once they press the button.
              invalid={Boolean(error)}
              describedById={error ? `${id}-error` : undefined}
              disabled={isSubmitting}
              autoFocus={!initialCode}
            />
          )}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Checking…">
        {submitLabel}
      </AuthSubmitButton>
      <p className="text-center text-sm text-primary/80">
        {countdown.done ? (
          <>
            Didn&apos;t get the code?{" "}
            <TextButton onClick={resend} disabled={resending} aria-busy={resending}>
              {resending ? "Sending…" : "Resend code"}
            </TextButton>
          </>
        ) : (
          <span>
            You can ask for a new code in{" "}
            <span className="font-semibold tabular-nums">{formatSeconds(countdown.remaining)}</span>
          </span>
        )}
      </p>
    </form>
  );
}

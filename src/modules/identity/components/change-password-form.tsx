"use client";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { updatePasswordInput } from "@/modules/identity/identity.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm, useGraphQLForm } from "@/ui/forms/use-graphql-form";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";

const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($input: UpdatePasswordInput!) {
    updatePassword(input: $input) { code status message data { token type user { id } } }
  }
`);

type Values = z.input<typeof updatePasswordInput>;
const resolver = lazyZodResolver(() => import("@/modules/identity/identity.inputs").then((m) => m.updatePasswordInput));

export function ChangePasswordForm() {
  const { update } = useSession();
  const form = useForm<Values, unknown, z.output<typeof updatePasswordInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: { current_password: "", password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useGraphQLForm({
    mutation: UPDATE_PASSWORD,
    setError: form.setError,
    pick: (data) => data.updatePassword,
    onResult: async (result) => {
      if (!result.data?.token) return;
      // The new token replaces the old one in this browser's session; every other device is signed out.
      const { signIn } = await import("next-auth/react");
      await signIn("credentials", { accessToken: result.data.token, redirect: false });
      await update();
      form.reset();
      if (result.message) notify.success(result.message);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="max-w-md space-y-4"
    >
      <Field id="current-password" label="Current password" error={errors.current_password?.message}>
        <input
          {...form.register("current_password")}
          {...describedBy("current-password", errors.current_password?.message)}
          type="password"
          autoComplete="current-password"
          className={controlClass}
        />
      </Field>
      <Field id="new-password" label="New password" error={errors.password?.message}>
        <input
          {...form.register("password")}
          {...describedBy("new-password", errors.password?.message)}
          type="password"
          autoComplete="new-password"
          className={controlClass}
        />
      </Field>
      <Field id="new-password-confirmation" label="Confirm new password" error={errors.password_confirmation?.message}>
        <input
          {...form.register("password_confirmation")}
          {...describedBy("new-password-confirmation", errors.password_confirmation?.message)}
          type="password"
          autoComplete="new-password"
          className={controlClass}
        />
      </Field>
      <SubmitButton pending={isSubmitting}>Change password</SubmitButton>
    </form>
  );
}

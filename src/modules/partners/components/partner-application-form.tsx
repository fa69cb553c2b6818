"use client";
import { partnerDetail, type PartnerKind } from "@/modules/partners/partner-kinds";
import type { PartnerApplication, PartnerApplicationInput } from "@/modules/partners/partners.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { ReceiptPanel } from "@/ui/forms/receipt-panel";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm, useGraphQLForm } from "@/ui/forms/use-graphql-form";
import { useLazyForm } from "@/ui/forms/use-lazy-form";
import { graphql } from "@/ui/graphql-documents";
import { StateOptions } from "@/ui/forms/state-options";

const SUBMIT_APPLICATION = graphql(`
  mutation SubmitPartnerApplication($input: PartnerApplicationInput!) {
    submitPartnerApplication(input: $input) { status message reference }
  }
`);

export function PartnerApplicationForm({ kind }: { kind: PartnerKind }) {
  const detail = partnerDetail[kind];
  const form = useLazyForm<PartnerApplicationInput, PartnerApplication>({
    schema: () => import("@/modules/partners/partners.inputs").then((m) => m.partnerApplicationInput),
    defaultValues: { kind, fullName: "", phone: "", email: "", state: "" as never, city: "", detail: "", about: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, result } = useGraphQLForm({
    mutation: SUBMIT_APPLICATION,
    setError: form.setError,
    pick: (data) => data.submitPartnerApplication,
  });

  if (result) return <ReceiptPanel message={result.message ?? ""} reference={result.reference ?? ""} />;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, notifyInvalidForm)} {...form.formProps} className="space-y-4">
      {form.engine}
      <input type="hidden" {...form.register("kind")} />
      <Field id="partner-name" label="Full name" error={errors.fullName?.message}>
        <input
          {...form.register("fullName")}
          {...describedBy("partner-name", errors.fullName?.message)}
          autoComplete="name"
          maxLength={80}
          className={controlClass}
        />
      </Field>
      <Field
        id="partner-phone"
        label="Phone number"
        hint="We will call this number, e.g. 0803 123 4567"
        error={errors.phone?.message}
      >
        <input
          {...form.register("phone")}
          {...describedBy("partner-phone", errors.phone?.message, "hint")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          className={controlClass}
        />
      </Field>
      <Field id="partner-email" label="Email (optional)" error={errors.email?.message}>
        <input
          {...form.register("email")}
          {...describedBy("partner-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          className={controlClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="partner-state" label="State" error={errors.state?.message}>
          <select
            {...form.register("state")}
            {...describedBy("partner-state", errors.state?.message)}
            className={controlClass}
          >
            <StateOptions placeholder="Choose your state" />
          </select>
        </Field>
        <Field id="partner-city" label="City or area" error={errors.city?.message}>
          <input
            {...form.register("city")}
            {...describedBy("partner-city", errors.city?.message)}
            autoComplete="address-level2"
            maxLength={60}
            className={controlClass}
          />
        </Field>
      </div>
      <Field id="partner-detail" label={detail.label} error={errors.detail?.message}>
        {detail.options ? (
          <select
            {...form.register("detail")}
            {...describedBy("partner-detail", errors.detail?.message)}
            className={controlClass}
          >
            <option value="">Choose one</option>
            {detail.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...form.register("detail")}
            {...describedBy("partner-detail", errors.detail?.message)}
            autoComplete="organization"
            maxLength={80}
            className={controlClass}
          />
        )}
      </Field>
      <Field
        id="partner-about"
        label="About you (optional)"
        hint="Experience, areas you cover, anything we should know."
        error={errors.about?.message}
      >
        <textarea
          {...form.register("about")}
          {...describedBy("partner-about", errors.about?.message, "hint")}
          rows={4}
          maxLength={1000}
          className={controlClass}
        />
      </Field>
      <SubmitButton pending={isSubmitting}>Submit application</SubmitButton>
    </form>
  );
}

"use client";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { useMutation } from "@/ui/forms/use-mutation";
import type { vendorBusinessInput } from "@/modules/vendors/vendor-profile.inputs";
import type { MyVendorProfile } from "@/modules/vendors/vendor-profile.service";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { StateOptions } from "@/ui/forms/state-options";
import { graphql } from "@/ui/graphql-documents";
import { registerWithDefault } from "@/ui/forms/register-with-default";

export const UPDATE_VENDOR_PROFILE = graphql(`
  mutation UpdateVendorProfile($vendorId: ID!, $input: UpdateVendorProfileInput!) { updateVendorProfile(vendorId: $vendorId, input: $input) { id changesInReview { submittedAt } } }
`);

/** Said when an approved business's name, description or logo went to review instead of the market. */
export const changesInReviewNotice = "Your changes wait for review; buyers see the approved version.";

type Values = z.input<typeof vendorBusinessInput>;
const resolver = lazyZodResolver(() =>
  import("@/modules/vendors/vendor-profile.inputs").then((m) => m.vendorBusinessInput),
);

/** The business: its name, what it does, where it is, and its CAC registration if it has one. */
export function VendorBusinessForm({
  profile,
}: {
  profile: Pick<MyVendorProfile, "id" | "name" | "description" | "state" | "city" | "cacNumber">;
}) {
  const form = useForm<Values, unknown, z.output<typeof vendorBusinessInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      businessName: profile.name,
      description: profile.description ?? "",
      state: profile.state ?? "",
      city: profile.city ?? "",
      cacNumber: profile.cacNumber ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();

  async function submit(input: z.output<typeof vendorBusinessInput>) {
    const data = await mutate(
      UPDATE_VENDOR_PROFILE,
      { vendorId: profile.id, input },
      { fieldError: (field, message) => form.setError(field as Path<Values>, { type: "server", message }) },
    );
    if (!data) return;
    // What was saved is the new starting point (the CAC number comes back as "RC 1234567").
    form.reset({
      ...input,
      description: input.description ?? "",
      city: input.city ?? "",
      cacNumber: input.cacNumber ?? "",
    });
    notify.success(data.updateVendorProfile?.changesInReview ? changesInReviewNotice : "Business details saved");
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="space-y-4"
    >
      <Field id="business-name" label="Business name" error={errors.businessName?.message}>
        <input
          {...registerWithDefault(form, "businessName")}
          {...describedBy("business-name", errors.businessName?.message)}
          autoComplete="organization"
          className={controlClass}
        />
      </Field>
      <Field
        id="business-description"
        label="Description"
        hint="What you sell and what makes you the one to buy from (up to 2,000 characters)"
        error={errors.description?.message}
      >
        <textarea
          {...registerWithDefault(form, "description")}
          {...describedBy("business-description", errors.description?.message, "What you sell")}
          rows={5}
          className={controlClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="business-state" label="State" error={errors.state?.message}>
          <select
            {...registerWithDefault(form, "state")}
            {...describedBy("business-state", errors.state?.message)}
            className={controlClass}
          >
            <StateOptions placeholder="Choose your state" />
          </select>
        </Field>
        <Field id="business-city" label="City or town" error={errors.city?.message}>
          <input
            {...registerWithDefault(form, "city")}
            {...describedBy("business-city", errors.city?.message)}
            autoComplete="address-level2"
            className={controlClass}
          />
        </Field>
      </div>
      <Field
        id="business-cac"
        label="CAC registration number (optional)"
        hint='For example "RC 1234567" or "BN 1234567"'
        error={errors.cacNumber?.message}
      >
        <input
          {...registerWithDefault(form, "cacNumber")}
          {...describedBy("business-cac", errors.cacNumber?.message, "hint")}
          autoCapitalize="characters"
          className={controlClass}
        />
      </Field>
      <SubmitButton pending={isSubmitting}>Save business details</SubmitButton>
    </form>
  );
}

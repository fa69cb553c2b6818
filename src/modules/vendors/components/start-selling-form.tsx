"use client";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import { useMutation } from "@/ui/forms/use-mutation";
import type { startSellingInput } from "@/modules/vendors/vendor-profile.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { StateOptions } from "@/ui/forms/state-options";
import { graphql } from "@/ui/graphql-documents";
import { registerChoice } from "@/ui/forms/register-with-default";

const START_SELLING = graphql(`
  mutation StartSelling($input: StartSellingInput!) { startSelling(input: $input) { created vendor { id } } }
`);

type Values = z.input<typeof startSellingInput>;
const resolver = lazyZodResolver(() =>
  import("@/modules/vendors/vendor-profile.inputs").then((m) => m.startSellingInput),
);
const kinds = ["INDIVIDUAL", "STORE", "ARTISAN"] as const;
const kindHints: Record<(typeof kinds)[number], string> = {
  INDIVIDUAL: "You sell on your own, from home or on the go",
  STORE: "A shop, a stall or a business with outlets",
  ARTISAN: "You offer a trade or a service: tailoring, repairs, catering…",
};

/** "Start selling": the first three facts of a business; the rest of the profile follows on the same page. */
export function StartSellingForm() {
  const form = useForm<Values, unknown, z.output<typeof startSellingInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: { businessName: "", kind: "INDIVIDUAL", state: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();

  async function submit(input: z.output<typeof startSellingInput>) {
    const data = await mutate(
      START_SELLING,
      { input },
      { fieldError: (field, message) => form.setError(field as Path<Values>, { type: "server", message }) },
    );
    if (data)
      notify.success(
        data.startSelling?.created
          ? "Your business is open. Complete its profile below."
          : "You already have a business: here is its profile.",
      );
  }

  return (
    <section aria-labelledby="start-selling-title" className="rounded-xl border border-black/10 bg-white p-4 smm:p-6">
      <h2 id="start-selling-title" className="text-lg font-semibold">
        Start selling
      </h2>
      <p className="mt-1 text-sm text-primary/80">
        Tell us about your business. Nothing is public until our team approves your profile.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
        {...preloadOnInteraction(resolver)}
        className="mt-4 space-y-4"
      >
        <Field id="start-business-name" label="Business name" error={errors.businessName?.message}>
          <input
            {...form.register("businessName")}
            {...describedBy("start-business-name", errors.businessName?.message)}
            autoComplete="organization"
            className={controlClass}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">You sell as</legend>
          {kinds.map((kind) => (
            <label
              key={kind}
              className="flex items-start gap-3 rounded-lg border border-black/15 p-3 has-[:checked]:border-primary-light has-[:checked]:bg-primary-light/5"
            >
              <input
                type="radio"
                {...registerChoice(form, "kind", kind)}
                className="mt-1 size-4 accent-primary-light"
              />
              <span>
                <span className="block font-semibold">{vendorKindLabels[kind]}</span>
                <span className="block text-sm text-primary/75">{kindHints[kind]}</span>
              </span>
            </label>
          ))}
          {errors.kind?.message ? (
            <p role="alert" className="text-sm text-error">
              {errors.kind.message}
            </p>
          ) : null}
        </fieldset>
        <Field id="start-state" label="State" error={errors.state?.message}>
          <select
            {...form.register("state")}
            {...describedBy("start-state", errors.state?.message)}
            className={controlClass}
          >
            <StateOptions placeholder="Choose your state" />
          </select>
        </Field>
        <SubmitButton pending={isSubmitting}>Start selling</SubmitButton>
      </form>
    </section>
  );
}

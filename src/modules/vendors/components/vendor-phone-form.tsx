"use client";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { formatNigerianPhone } from "@/lib/phone";
import { UPDATE_VENDOR_PROFILE } from "@/modules/vendors/components/vendor-business-form";
import { useMutation } from "@/ui/forms/use-mutation";
import type { vendorContactInput } from "@/modules/vendors/vendor-profile.inputs";
import type { MyVendorProfile } from "@/modules/vendors/vendor-profile.service";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";
import { registerChoice, registerWithDefault } from "@/ui/forms/register-with-default";

const SEND_CODE = graphql(
  `mutation SendVendorPhoneCode($vendorId: ID!) { sendVendorPhoneCode(vendorId: $vendorId) { status message } }`,
);
const VERIFY = graphql(
  `mutation VerifyVendorPhone($vendorId: ID!, $code: String!) { verifyVendorPhone(vendorId: $vendorId, code: $code) { contactPhoneVerified } }`,
);

type Values = z.input<typeof vendorContactInput>;
const resolver = lazyZodResolver(() =>
  import("@/modules/vendors/vendor-profile.inputs").then((m) => m.vendorContactInput),
);

const visibilityOptions = [
  { value: "CALL_AND_WHATSAPP", label: "Buyers may call me and chat on WhatsApp" },
  { value: "WHATSAPP_ONLY", label: "Buyers may chat on WhatsApp only" },
  { value: "HIDDEN", label: "Keep my number private" },
] as const;

type Profile = Pick<MyVendorProfile, "id" | "contactPhone" | "contactPhoneVerified" | "contactVisibility">;

/** The business phone: saved, then proved with a code by SMS ("Send code", "Verify"). */
export function VendorPhoneForm({ profile }: { profile: Profile }) {
  const form = useForm<Values, unknown, z.output<typeof vendorContactInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      contactPhone: profile.contactPhone ? formatNigerianPhone(profile.contactPhone) : "",
      contactVisibility: profile.contactVisibility,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();
  const [codeSent, setCodeSent] = useState(false);

  async function save(input: z.output<typeof vendorContactInput>) {
    const data = await mutate(
      UPDATE_VENDOR_PROFILE,
      { vendorId: profile.id, input },
      { fieldError: (field, message) => form.setError(field as Path<Values>, { type: "server", message }) },
    );
    if (!data) return;
    form.reset({
      contactPhone: input.contactPhone ? formatNigerianPhone(input.contactPhone) : "",
      contactVisibility: input.contactVisibility,
    });
    setCodeSent(false);
    notify.success("Contact phone saved");
  }

  return (
    <div className="space-y-5">
      <form
        noValidate
        onSubmit={form.handleSubmit(save, notifyInvalidForm)}
        {...preloadOnInteraction(resolver)}
        className="space-y-4"
      >
        <Field
          id="contact-phone"
          label="Business phone number"
          hint="A mobile number: we send a code to it by SMS"
          error={errors.contactPhone?.message}
        >
          <input
            {...registerWithDefault(form, "contactPhone")}
            {...describedBy("contact-phone", errors.contactPhone?.message, "hint")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={controlClass}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">What buyers may see</legend>
          {visibilityOptions.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                {...registerChoice(form, "contactVisibility", option.value)}
                className="size-4 accent-primary-light"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <SubmitButton pending={isSubmitting}>Save phone</SubmitButton>
      </form>
      {profile.contactPhone ? (
        profile.contactPhoneVerified ? (
          <p className="rounded-lg bg-secondary-dark-green/10 px-3 py-2 text-sm font-semibold text-secondary-dark-green">
            ✓ {formatNigerianPhone(profile.contactPhone)} is verified
          </p>
        ) : (
          <PhoneCode
            vendorId={profile.id}
            phone={formatNigerianPhone(profile.contactPhone)}
            codeSent={codeSent}
            onSent={() => setCodeSent(true)}
          />
        )
      ) : null}
    </div>
  );
}

function PhoneCode({
  vendorId,
  phone,
  codeSent,
  onSent,
}: {
  vendorId: string;
  phone: string;
  codeSent: boolean;
  onSent(): void;
}) {
  const mutate = useMutation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);

  async function send() {
    setBusy("send");
    // Refreshed either way: a number that turned out to be the account's own verified one is verified now.
    const data = await mutate(SEND_CODE, { vendorId });
    setBusy(null);
    if (!data) return;
    const answer = data.sendVendorPhoneCode;
    if (answer?.message) notify.success(answer.message);
    if (answer?.status === "SENT") onSent();
  }

  async function verify() {
    setError(undefined);
    const [{ vendorPhoneCodeInput }, z] = await Promise.all([
      import("@/modules/vendors/vendor-profile.inputs"),
      import("zod/mini"),
    ]);
    const checked = z.safeParse(vendorPhoneCodeInput, { code });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      notifyInvalidForm();
      return;
    }
    setBusy("verify");
    const data = await mutate(
      VERIFY,
      { vendorId, code: checked.data.code },
      { fieldError: (_field, message) => setError(message) },
    );
    setBusy(null);
    if (data) notify.success("Your business phone number is verified.");
  }

  return (
    <div className="space-y-3 rounded-lg border border-black/10 bg-black/[0.02] p-3">
      <p className="text-sm">
        <span className="font-semibold">{phone} is not verified yet.</span> We send a 6-digit code to it by SMS.
      </p>
      <button
        type="button"
        onClick={send}
        disabled={busy !== null}
        className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 border border-primary-light text-primary-light hover:bg-primary-light/5 px-4 py-2 text-sm"
      >
        {busy === "send" ? "Sending…" : codeSent ? "Send a new code" : "Send code"}
      </button>
      {codeSent ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field id="phone-code" label="Code" error={error}>
            <input
              {...describedBy("phone-code", error)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className={`${controlClass} w-40`}
            />
          </Field>
          <button
            type="button"
            onClick={verify}
            disabled={busy !== null}
            className="text-sm rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
          >
            {busy === "verify" ? "Checking…" : "Verify"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

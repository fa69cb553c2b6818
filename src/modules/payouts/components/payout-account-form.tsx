"use client";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { nigerianBanks } from "@/lib/nigerian-banks";
import type { payoutAccountInput } from "@/modules/payouts/payout-account.inputs";
import type { OwnPayoutAccount } from "@/modules/payouts/payout-account.service";
import { useMutation } from "@/ui/forms/use-mutation";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";
import { registerWithDefault } from "@/ui/forms/register-with-default";

const LOOKUP = graphql(`
  mutation ResolvePayoutAccountName($vendorId: ID!, $input: PayoutAccountLookupInput!) {
    resolvePayoutAccountName(vendorId: $vendorId, input: $input) { status accountName message }
  }
`);
const SAVE = graphql(`
  mutation SetPayoutAccount($vendorId: ID!, $input: PayoutAccountInput!) {
    setPayoutAccount(vendorId: $vendorId, input: $input) { accountName bankConfirmed }
  }
`);
const SEND_CODE = graphql(`
  mutation RequestPayoutAccountCode($vendorId: ID!, $input: PayoutAccountLookupInput!) {
    requestPayoutAccountCode(vendorId: $vendorId, input: $input) { message }
  }
`);

type Values = z.input<typeof payoutAccountInput>;
type Lookup = { status: "RESOLVED" | "NOT_FOUND" | "TYPE_IT"; accountName: string | null; message: string };
const resolver = lazyZodResolver(() =>
  import("@/modules/payouts/payout-account.inputs").then((m) => m.payoutAccountInput),
);
const banksByName = [...nigerianBanks].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The owner's payout account: bank and 10-digit number, then "whose account is this?": the bank's name to confirm
 * when Paystack can answer, a name to type when it cannot. The server asks the bank again on save. Saving takes the
 * owner's password, or a code sent to their phone for this bank and number (a page token alone changes nothing).
 */
export function PayoutAccountForm({ vendorId, saved }: { vendorId: string; saved: OwnPayoutAccount | null }) {
  const form = useForm<Values, unknown, z.output<typeof payoutAccountInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      bankCode: saved?.bankCode ?? "",
      accountNumber: saved?.accountNumber ?? "",
      accountName: saved?.accountName ?? "",
      password: "",
      code: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();
  // A saved account shows its name; a new number is checked first.
  const [lookup, setLookup] = useState<Lookup | null>(
    saved ? { status: "TYPE_IT", accountName: null, message: "" } : null,
  );
  const [checking, setChecking] = useState(false);
  // How the owner proves it is them: their password, or a code sent for this bank and number (its message once sent).
  const [proof, setProof] = useState<"password" | "code">("password");
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldError = (field: string, message: string) =>
    form.setError(field as Path<Values>, { type: "server", message });
  const changed = () => {
    setLookup(null);
    // A code confirms one bank and number: a new one needs a new code.
    setCodeSent(null);
    form.setValue("code", "");
  };

  async function sendCode() {
    if (!(await form.trigger(["bankCode", "accountNumber"]))) return notifyInvalidForm();
    setSending(true);
    const { bankCode, accountNumber } = form.getValues();
    const data = await mutate(
      SEND_CODE,
      { vendorId, input: { bankCode, accountNumber } },
      { fieldError, refresh: false },
    );
    setSending(false);
    const message = data?.requestPayoutAccountCode?.message;
    if (!message) return;
    setProof("code");
    setCodeSent(message);
  }

  async function check() {
    if (!(await form.trigger(["bankCode", "accountNumber"]))) return notifyInvalidForm();
    setChecking(true);
    const { bankCode, accountNumber } = form.getValues();
    const data = await mutate(LOOKUP, { vendorId, input: { bankCode, accountNumber } }, { fieldError, refresh: false });
    setChecking(false);
    if (!data) return;
    const answer = data.resolvePayoutAccountName;
    if (!answer?.status) return;
    const message = answer.message ?? "";
    if (answer.status === "NOT_FOUND") return fieldError("accountNumber", message);
    if (answer.status === "RESOLVED") form.setValue("accountName", answer.accountName ?? "", { shouldValidate: true });
    setLookup({ status: answer.status, accountName: answer.accountName, message });
  }

  async function save(input: z.output<typeof payoutAccountInput>) {
    const data = await mutate(SAVE, { vendorId, input }, { fieldError });
    if (!data) return;
    const account = data.setPayoutAccount;
    form.reset({ ...input, accountName: account?.accountName ?? input.accountName, password: "", code: "" });
    setLookup({ status: "TYPE_IT", accountName: null, message: "" });
    setCodeSent(null);
    setProof("password");
    notify.success(
      account?.bankConfirmed ? `Payout account saved in the name ${account.accountName}` : "Payout account saved",
    );
  }

  const proofFields = (
    <fieldset className="space-y-3 rounded-lg border border-black/10 p-3">
      <legend className="px-1 text-sm font-medium">Confirm it is you</legend>
      {proof === "password" ? (
        <Field
          id="payout-password"
          label="Your Oja password"
          hint="We ask every time the account your money goes to is set or changed."
          error={errors.password?.message}
        >
          <input
            {...form.register("password")}
            {...describedBy("payout-password", errors.password?.message, "hint")}
            type="password"
            autoComplete="current-password"
            className={controlClass}
          />
        </Field>
      ) : (
        <>
          {codeSent ? (
            <p role="status" className="rounded-lg bg-secondary-dark-green/10 px-3 py-2 text-sm">
              {codeSent}
            </p>
          ) : null}
          <Field id="payout-code" label="6-digit code" error={errors.code?.message ?? errors.password?.message}>
            <input
              {...form.register("code")}
              {...describedBy("payout-code", errors.code?.message ?? errors.password?.message)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className={controlClass}
            />
          </Field>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={sendCode}
          disabled={sending}
          className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 border border-primary-light text-primary-light hover:bg-primary-light/5 px-5 py-2.5"
        >
          {sending ? "Sending…" : codeSent ? "Send a new code" : "Send me a code instead"}
        </button>
        {proof === "code" ? (
          <button
            type="button"
            onClick={() => {
              setProof("password");
              form.setValue("code", "");
            }}
            className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 border border-primary-light text-primary-light hover:bg-primary-light/5 px-5 py-2.5"
          >
            Use my password instead
          </button>
        ) : null}
      </div>
    </fieldset>
  );

  const bankField = registerWithDefault(form, "bankCode", { onChange: changed });
  const numberField = registerWithDefault(form, "accountNumber", { onChange: changed });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="payout-bank" label="Bank" error={errors.bankCode?.message}>
          <select {...bankField} {...describedBy("payout-bank", errors.bankCode?.message)} className={controlClass}>
            <option value="">Choose your bank</option>
            {banksByName.map((bank) => (
              <option key={bank.paystackCode} value={bank.paystackCode}>
                {bank.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="payout-number" label="Account number" hint="10 digits (NUBAN)" error={errors.accountNumber?.message}>
          <input
            {...numberField}
            {...describedBy("payout-number", errors.accountNumber?.message, "hint")}
            inputMode="numeric"
            autoComplete="off"
            className={controlClass}
          />
        </Field>
      </div>
      {lookup === null ? (
        <button
          type="button"
          onClick={check}
          disabled={checking}
          className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 border border-primary-light text-primary-light hover:bg-primary-light/5 px-5 py-2.5"
        >
          {checking ? "Checking…" : "Check account name"}
        </button>
      ) : lookup.status === "RESOLVED" ? (
        <div className="space-y-3">
          <p role="status" className="rounded-lg bg-secondary-dark-green/10 px-3 py-2 text-sm">
            {lookup.message}
          </p>
          {proofFields}
          <SubmitButton pending={isSubmitting}>{`Save this account (${lookup.accountName})`}</SubmitButton>
        </div>
      ) : (
        <div className="space-y-3">
          {lookup.message ? (
            <p role="status" className="rounded-lg bg-warning-bg px-3 py-2 text-sm">
              {lookup.message}
            </p>
          ) : null}
          <Field
            id="payout-name"
            label="Account name"
            hint="Exactly as your bank shows it"
            error={errors.accountName?.message}
          >
            <input
              {...registerWithDefault(form, "accountName")}
              {...describedBy("payout-name", errors.accountName?.message, "hint")}
              autoComplete="off"
              className={controlClass}
            />
          </Field>
          {proofFields}
          <SubmitButton pending={isSubmitting}>Save payout account</SubmitButton>
        </div>
      )}
    </form>
  );
}

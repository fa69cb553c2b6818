"use client";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { nigerianBanks } from "@/modules/payouts/nigerian-banks";
import type { payoutAccountInput } from "@/modules/payouts/payout-account.inputs";
import type { OwnPayoutAccount } from "@/modules/payouts/payout-account.service";
import { useMutation } from "@/ui/forms/use-mutation";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";

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

type Values = z.input<typeof payoutAccountInput>;
type Lookup = { status: "RESOLVED" | "NOT_FOUND" | "TYPE_IT"; accountName: string | null; message: string };
const resolver = lazyZodResolver(() =>
  import("@/modules/payouts/payout-account.inputs").then((m) => m.payoutAccountInput),
);
const banksByName = [...nigerianBanks].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The owner's payout account: bank and 10-digit number, then "whose account is this?": the bank's name to confirm
 * when Paystack can answer, a name to type when it cannot. The server asks the bank again on save.
 */
export function PayoutAccountForm({ vendorId, saved }: { vendorId: string; saved: OwnPayoutAccount | null }) {
  const form = useForm<Values, unknown, z.output<typeof payoutAccountInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      bankCode: saved?.bankCode ?? "",
      accountNumber: saved?.accountNumber ?? "",
      accountName: saved?.accountName ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();
  // A saved account shows its name; a new number is checked first.
  const [lookup, setLookup] = useState<Lookup | null>(
    saved ? { status: "TYPE_IT", accountName: null, message: "" } : null,
  );
  const [checking, setChecking] = useState(false);
  const fieldError = (field: string, message: string) =>
    form.setError(field as Path<Values>, { type: "server", message });
  const changed = () => setLookup(null);

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
    form.reset({ ...input, accountName: account?.accountName ?? input.accountName });
    setLookup({ status: "TYPE_IT", accountName: null, message: "" });
    notify.success(
      account?.bankConfirmed ? `Payout account saved in the name ${account.accountName}` : "Payout account saved",
    );
  }

  const bankField = form.register("bankCode", { onChange: changed });
  const numberField = form.register("accountNumber", { onChange: changed });
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
              {...form.register("accountName")}
              {...describedBy("payout-name", errors.accountName?.message, "hint")}
              autoComplete="off"
              className={controlClass}
            />
          </Field>
          <SubmitButton pending={isSubmitting}>Save payout account</SubmitButton>
        </div>
      )}
    </form>
  );
}

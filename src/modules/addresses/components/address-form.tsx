"use client";
import { useActionState, useState, useSyncExternalStore, type ReactNode } from "react";
import { saveAddressAction } from "@/modules/addresses/addresses.actions";
import type { AddressFormField, AddressFormState } from "@/modules/addresses/addresses.types";
import { requestGraphQL } from "@/ui/graphql-client";
import { graphql } from "@/ui/graphql-documents";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { StateOptions } from "@/ui/forms/state-options";
import { SubmitButton } from "@/ui/forms/submit-button";

/**
 * The address form (/account/addresses/new and /edit). It posts to a server action, so it works before and without
 * JavaScript (docs/decisions/0024-forms-without-javascript.md): there, "Show local government areas" posts what was
 * typed and the answer brings the chosen state's areas back. With JavaScript that button hides and the area list
 * follows the state at once, one state's list fetched from the API: no list of all 774 areas in the bundle.
 */

const LGAS = graphql(`query AddressFormLgas($state: String!) { nigerianLgas(state: $state) }`);

export function AddressForm({
  addressId,
  isDefault = false,
  initial,
  submitLabel,
  returnTo,
}: {
  /** The address being edited; none for a new one. */
  addressId?: string;
  /** The address edited is already the default: no "make default" box (unticking it could not undo that). */
  isDefault?: boolean;
  initial: AddressFormState;
  submitLabel: string;
  /** Where a saved address goes on to: the checkout that sent the buyer here. */
  returnTo?: "checkout";
}) {
  const [state, action, pending] = useActionState(saveAddressAction, initial);
  return (
    <form action={action} noValidate className="space-y-5">
      {/* The first submit button is the one Enter presses: saving, never the state step. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      {addressId ? <input type="hidden" name="id" value={addressId} /> : null}
      {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
      {state.errors.form ? (
        <p role="alert" className="rounded-lg bg-warning-bg p-3 text-sm">
          {state.errors.form}
        </p>
      ) : null}
      {/* Rendered afresh from the answer's values after every post (a post without JavaScript renders a new page). */}
      <AddressFields key={state.attempt} state={state} isDefault={isDefault} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}

// False while rendered on the server and hydrated, true once scripts run: the state step's button then hides.
const noSubscription = () => () => {};
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function AddressFields({ state, isDefault }: { state: AddressFormState; isDefault: boolean }) {
  const { errors, values } = state;
  const [lgas, setLgas] = useState<readonly string[]>(state.lgas);
  const [chosenState, setChosenState] = useState(values.state ?? "");
  const scripted = useScripted();
  const [lgaProblem, setLgaProblem] = useState<string | null>(null);

  async function stateChanged(next: string) {
    setChosenState(next);
    setLgas([]);
    setLgaProblem(null);
    if (!next) return;
    try {
      const answer = await requestGraphQL({ query: LGAS, variables: { state: next } });
      setLgas(answer.nigerianLgas ?? []);
    } catch {
      setLgaProblem("We could not load the local government areas. Check your connection and choose the state again.");
    }
  }

  const text = (field: AddressFormField, label: string, options: TextOptions = {}) => (
    <TextField field={field} label={label} value={values[field]} error={errors[field]} {...options} />
  );

  return (
    <>
      {text("recipientName", "Recipient's name", { autoComplete: "name", maxLength: 80 })}
      {text("recipientPhone", "Recipient's phone number", {
        autoComplete: "tel-national",
        inputMode: "tel",
        hint: "A number the rider can call, e.g. 0803 123 4567",
        maxLength: 20,
      })}
      <Field id="address-state" label="State" error={errors.state}>
        <select
          {...describedBy("address-state", errors.state)}
          name="state"
          defaultValue={values.state ?? ""}
          onChange={(event) => void stateChanged(event.target.value)}
          className={controlClass}
        >
          <StateOptions placeholder="Choose your state" />
        </select>
      </Field>
      <button
        type="submit"
        name="intent"
        value="state"
        hidden={scripted}
        className="w-full rounded-lg border border-primary-light px-5 py-3 font-semibold text-primary-light sm:w-auto"
      >
        Show local government areas
      </button>
      <Field
        id="address-lga"
        label="Local government area"
        hint={chosenState ? undefined : "Choose your state first"}
        error={errors.lga ?? lgaProblem ?? undefined}
      >
        <select
          {...describedBy("address-lga", errors.lga ?? lgaProblem ?? undefined, chosenState ? undefined : "hint")}
          name="lga"
          defaultValue={values.lga && lgas.includes(values.lga) ? values.lga : ""}
          className={controlClass}
        >
          <option value="">{lgas.length ? "Choose your local government area" : "Choose your state first"}</option>
          {lgas.map((lga) => (
            <option key={lga} value={lga}>
              {lga}
            </option>
          ))}
        </select>
      </Field>
      {text("street", "Area and street", {
        autoComplete: "street-address",
        hint: "House number, street and area, e.g. 12 Allen Avenue, Ikeja",
        maxLength: 200,
      })}
      {text("landmark", "Landmark (optional)", { hint: "Something near that a rider can ask for", maxLength: 120 })}
      {text("label", "Label (optional)", { hint: "Home, Office, Mum's place…", maxLength: 30 })}
      {isDefault ? (
        <p className="text-sm text-primary/75">This is your default address.</p>
      ) : (
        <label className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            name="makeDefault"
            defaultChecked={values.makeDefault === "on"}
            className="size-5 accent-primary-light"
          />
          Use this as my default address
        </label>
      )}
    </>
  );
}

interface TextOptions {
  hint?: string;
  autoComplete?: string;
  inputMode?: "tel" | "text";
  /** Typing stops a little past the limit, so a paste shows the "at most" message rather than being cut silently. */
  maxLength?: number;
}

function TextField({
  field,
  label,
  value,
  error,
  hint,
  autoComplete,
  inputMode,
  maxLength,
}: TextOptions & { field: AddressFormField; label: string; value?: string; error?: string }): ReactNode {
  const id = `address-${field}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...describedBy(id, error, hint)}
        name={field}
        type={inputMode === "tel" ? "tel" : "text"}
        defaultValue={value ?? ""}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength ? maxLength + 20 : undefined}
        className={controlClass}
      />
    </Field>
  );
}

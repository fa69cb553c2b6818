"use server";
import { redirect } from "next/navigation";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { InputValidationError, parseInput } from "@/lib/errors";
import { parseState } from "@/lib/nigeria";
import { lgasOf } from "@/lib/nigerian-lgas";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";
import { addressInput } from "@/modules/addresses/addresses.inputs";
import { addAddress, removeAddress, setDefaultAddress, updateAddress } from "@/modules/addresses/addresses.service";
import type { AddressFormField, AddressFormState } from "@/modules/addresses/addresses.types";

/**
 * The address book's forms (docs/decisions/0024-forms-without-javascript.md): native posts before or without
 * JavaScript, the same actions through fetch with it. Each is as thin as a resolver: who is asking, the module's zod
 * schema, the service the GraphQL fields call, then post → redirect → get, or the messages for the form.
 */

const LIST = "/account/addresses";
const FIELDS: readonly AddressFormField[] = [
  "label",
  "recipientName",
  "recipientPhone",
  "state",
  "lga",
  "street",
  "landmark",
  "makeDefault",
];
// Enough to show back any honest value (and the "at most N characters" beside it), never a page the size of a post.
const MAX_ECHO = 1_000;

async function signedInOrSignIn(returnPath: string): Promise<UserActor> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(sessionRequiredUrl(returnPath));
  return actor;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
}

function formState(values: AddressFormState["values"], attempt: number, errors: AddressFormState["errors"] = {}) {
  const state = parseState(values.state ?? "");
  return { errors, values: { ...values, state: state ?? "" }, lgas: state ? lgasOf(state) : [], attempt };
}

/**
 * Adds an address (no `id`) or changes one. The "show areas" button (intent=state) only answers the chosen state's
 * local government areas, keeping what was typed: how the form is completed without JavaScript.
 */
export async function saveAddressAction(previous: AddressFormState, formData: FormData): Promise<AddressFormState> {
  const id = text(formData, "id");
  const actor = await signedInOrSignIn(id ? `${LIST}/edit?id=${encodeURIComponent(id)}` : `${LIST}/new`);
  const values = Object.fromEntries(FIELDS.map((field) => [field, text(formData, field)]));
  const attempt = previous.attempt + 1;
  if (text(formData, "intent") === "state") return formState(values, attempt);
  let savedId = id;
  try {
    const input = parseInput(addressInput, values);
    if (id) await updateAddress(actor, id, input);
    else savedId = (await addAddress(actor, input)).id;
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    const errors: AddressFormState["errors"] = {};
    for (const [field, messages] of Object.entries(error.validation)) {
      const key = (FIELDS as readonly string[]).includes(field) ? (field as AddressFormField) : "form";
      errors[key] ??= messages[0];
    }
    return formState(values, attempt, errors);
  }
  // Added from the checkout: back to it, with the new address chosen.
  if (text(formData, "return") === "checkout") redirect(`/checkout?address=${encodeURIComponent(savedId)}`);
  redirect(`${LIST}?done=${id ? "updated" : "added"}`);
}

/** "Remove" (after the list's confirmation step). An address already gone is simply gone. */
export async function removeAddressAction(formData: FormData): Promise<void> {
  const actor = await signedInOrSignIn(LIST);
  try {
    await removeAddress(actor, text(formData, "id"));
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    redirect(`${LIST}?done=missing`);
  }
  redirect(`${LIST}?done=removed`);
}

export async function setDefaultAddressAction(formData: FormData): Promise<void> {
  const actor = await signedInOrSignIn(LIST);
  try {
    await setDefaultAddress(actor, text(formData, "id"));
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    redirect(`${LIST}?done=missing`);
  }
  redirect(`${LIST}?done=default`);
}

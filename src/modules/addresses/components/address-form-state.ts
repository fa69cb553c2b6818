import { parseState } from "@/lib/nigeria";
import { lgasOf } from "@/lib/nigerian-lgas";
import type { AddressFormState, SavedAddress } from "@/modules/addresses/addresses.types";

/** "+2348031234567" → "08031234567": the number as people type it goes back into the box. */
function localPhone(e164: string): string {
  return e164.startsWith("+234") ? `0${e164.slice(4)}` : e164;
}

/**
 * The form's first state, on the server: an address's values (editing), or a new form with the state a link chose
 * (`?state=Lagos`), and that state's areas, the only ones the page carries.
 */
export function initialAddressForm(address: SavedAddress | null, stateParam?: string): AddressFormState {
  const state = address ? parseState(address.state) : parseState(stateParam ?? "");
  const values = address
    ? {
        label: address.label ?? "",
        recipientName: address.recipientName,
        recipientPhone: localPhone(address.recipientPhone),
        state: address.state,
        lga: address.lga,
        street: address.street,
        landmark: address.landmark ?? "",
      }
    : { state: state ?? "" };
  return { errors: {}, values, lgas: state ? lgasOf(state) : [], attempt: 0 };
}

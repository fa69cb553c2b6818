/** One of a person's saved delivery addresses, as they see it in their address book. */
export interface SavedAddress {
  id: string;
  label: string | null;
  recipientName: string;
  /** E.164. */
  recipientPhone: string;
  state: string;
  lga: string;
  street: string;
  landmark: string | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What an order keeps of the address it was sent to: a copy, so a later edit or removal of the saved address never
 * changes where a placed order went.
 */
export interface AddressSnapshot {
  recipientName: string;
  recipientPhone: string;
  state: string;
  lga: string;
  street: string;
  landmark: string | null;
}

/** The fields of the address form, as the form posts them. */
export type AddressFormField =
  "label" | "recipientName" | "recipientPhone" | "state" | "lga" | "street" | "landmark" | "makeDefault";

/**
 * What the address form's server action answers when it does not redirect: the messages beside the fields, what was
 * typed (a post without JavaScript renders the form anew, so the values travel back) and the chosen state's local
 * government areas.
 */
export interface AddressFormState {
  /** Field → its message; `form` for one about the whole form. */
  errors: Partial<Record<AddressFormField | "form", string>>;
  values: Partial<Record<AddressFormField, string>>;
  /** The local government areas of `values.state` (none before a state is chosen). */
  lgas: readonly string[];
  /** Counts the answers, so the form's fields are rendered afresh from `values` after each one. */
  attempt: number;
}

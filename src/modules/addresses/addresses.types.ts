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

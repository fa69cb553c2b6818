import type { MessageChannel } from "@/modules/notifications/notifications.config";

/** How to reach a person, as their account holds it. */
export interface PersonContact {
  email: string | null;
  phone: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}

/**
 * Where a message about a person's own affairs goes: e-mail when their e-mail is verified, else SMS to their verified
 * phone, else nowhere (an address nobody proved theirs may be someone else's). `unverified`: fall back to an
 * unproved e-mail, then phone (a decision the person is waiting for, such as their shop's review).
 */
export function messageChannelFor(
  contact: PersonContact,
  options: { unverified?: boolean } = {},
): { channel: MessageChannel; recipient: string } | null {
  if (contact.email && contact.emailVerifiedAt) return { channel: "EMAIL", recipient: contact.email };
  if (contact.phone && contact.phoneVerifiedAt) return { channel: "SMS", recipient: contact.phone };
  if (!options.unverified) return null;
  if (contact.email) return { channel: "EMAIL", recipient: contact.email };
  if (contact.phone) return { channel: "SMS", recipient: contact.phone };
  return null;
}

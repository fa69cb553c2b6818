import { vendorRoleLabels, type VendorRole } from "@/modules/vendors/vendor-permissions";

/** The words of an invitation, by e-mail or SMS. The link is the only way in: it carries the token. */
export function invitationWords(input: { vendorName: string; inviterName: string; role: VendorRole; link: string }) {
  const role = vendorRoleLabels[input.role].toLowerCase();
  const subject = `Join ${input.vendorName} on Oja`;
  const text = [
    `Hello,`,
    ``,
    `${input.inviterName} has invited you to join ${input.vendorName} on Oja as a ${role}.`,
    ``,
    `Open this link, sign in (or create your account with this e-mail address or phone number), and tap "Join":`,
    input.link,
    ``,
    `The link works for 7 days. If you did not expect this, ignore this message.`,
  ].join("\n");
  const sms = `Oja: ${input.inviterName} invited you to join ${input.vendorName} as a ${role}. Join within 7 days: ${input.link}`;
  return { subject, text, sms };
}

import { vendorRoleLabels, type VendorRole } from "@/modules/vendors/vendor-permissions";
import { oneLine } from "@/lib/validation";

/** The words of an invitation, by e-mail or SMS. The link is the only way in: it carries the token. */
export function invitationWords(input: { vendorName: string; inviterName: string; role: VendorRole; link: string }) {
  const role = vendorRoleLabels[input.role].toLowerCase();
  // Names come from people; on one line they cannot add lines of their own to Oja's message (issue #23, item 7).
  const [vendorName, inviterName] = [oneLine(input.vendorName), oneLine(input.inviterName)];
  const subject = `Join ${vendorName} on Oja`;
  const text = [
    `Hello,`,
    ``,
    `${inviterName} has invited you to join ${vendorName} on Oja as a ${role}.`,
    ``,
    `Open this link, sign in (or create your account with this e-mail address or phone number), and tap "Join":`,
    input.link,
    ``,
    `The link works for 7 days. If you did not expect this, ignore this message.`,
  ].join("\n");
  const sms = `Oja: ${inviterName} invited you to join ${vendorName} as a ${role}. Join within 7 days: ${input.link}`;
  return { subject, text, sms };
}

import * as z from "zod/mini";
import { toNigerianE164 } from "@/lib/phone";
import {
  vendorRoleLabels,
  vendorRolePermissions,
  type VendorPermission,
  type VendorRole,
} from "@/modules/vendors/vendor-permissions";

/** The roles an invitation or a role change may give: ownership never moves through the team screen. */
export const teamRoles = ["MANAGER", "SALES_ASSISTANT"] as const;
export type TeamRole = (typeof teamRoles)[number];

const contactMessage = "Enter an e-mail address or a Nigerian phone number, e.g. 0803 123 4567";

/** An e-mail address (lower-cased) or a Nigerian phone number (E.164), from what the owner typed. */
export type TeamContact = { email: string; phone?: undefined } | { phone: string; email?: undefined };

const emailPattern = z.email();

export function parseContact(raw: string): TeamContact | null {
  const value = raw.normalize("NFKC").trim();
  if (value.includes("@")) {
    const email = value.toLowerCase();
    return email.length <= 254 && emailPattern.safeParse(email).success ? { email } : null;
  }
  const phone = toNigerianE164(value);
  return phone ? { phone } : null;
}

const roleSchema = z.enum(teamRoles, { error: "Choose Manager or Sales assistant" });

export const inviteMemberInput = z.object({
  contact: z.pipe(
    z
      .string({ error: contactMessage })
      .check(
        z.trim(),
        z.minLength(1, "Enter the e-mail address or phone number to invite"),
        z.maxLength(254, contactMessage),
      ),
    z.transform((value, ctx) => {
      const contact = parseContact(value);
      if (!contact) {
        ctx.issues.push({ code: "custom", message: contactMessage, input: value });
        return z.NEVER;
      }
      return contact;
    }),
  ),
  role: roleSchema,
});
export type InviteMember = z.output<typeof inviteMemberInput>;

export const changeRoleInput = z.object({ role: roleSchema });

/** An invitation link's token: 32 random bytes in base64url (43 characters). */
export const invitationTokenInput = z.object({
  token: z
    .string({ error: "This invitation link is not valid" })
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid")),
});

/** What each permission lets a member do, in words a shop owner reads when choosing a role. */
const permissionWords: Record<VendorPermission, string> = {
  "shop:view": "see the shop's listings and figures",
  "listings:write": "add and edit products and prices",
  "stock:write": "change stock counts",
  "stores:write": "manage outlets and opening hours",
  "profile:write": "edit the business profile",
  "orders:manage": "handle orders",
  "ledger:view": "see the balance and its movements",
  "payouts:manage": "manage the payout account",
  "members:manage": "manage the team",
};

/** "Can see the shop's listings and figures, change stock counts and handle orders." — from vendor-permissions.ts. */
export function describeRole(role: VendorRole): string {
  const words = [...vendorRolePermissions(role)].map((permission) => permissionWords[permission]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "nothing yet");
  return `${vendorRoleLabels[role]}s can ${list}.`;
}

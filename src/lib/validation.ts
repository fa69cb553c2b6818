import { z } from "zod";
import { toNigerianE164 } from "@/lib/phone";

// Tags, not every "<": "I <3 this shop" is fine, "<script>" is not.
const htmlTag = /<\s*\/?\s*[a-z!?][^>]*>/i;
// Control characters other than tab and new line.
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Free text typed by a person: trimmed, bounded, no HTML or control characters. */
export function plainText(label: string, { min = 1, max }: { min?: number; max: number }) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} should be at least ${min} characters`)
    .max(max, `${label} should be at most ${max} characters`)
    .refine((v) => !htmlTag.test(v), `${label} must not contain HTML or scripts`)
    .refine((v) => !controlChars.test(v), `${label} contains characters we cannot accept`);
}

export const emailAddress = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email should be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** A Nigerian number in any usual spelling, stored as E.164. */
export const nigerianPhone = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(20, "Enter a Nigerian phone number, e.g. 0803 123 4567")
  .transform((value, ctx) => {
    const e164 = toNigerianE164(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "Enter a Nigerian phone number, e.g. 0803 123 4567" });
      return z.NEVER;
    }
    return e164;
  });

/** Optional fields arrive as "" from forms and as null from GraphQL. */
export function optional<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());
}

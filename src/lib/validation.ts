import * as z from "zod/mini";
import { toNigerianE164 } from "@/lib/phone";

// Schemas shared with browser forms use zod/mini: the same rules at a few kilobytes instead of ~50 KB.

// Control characters other than tab and line breaks.
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Free text typed by a person: trimmed, bounded, no control characters. Anything else is text, "<3", "a<b" and
 * "<b>" included: it is stored as typed, and each place that shows it encodes it (React escapes text, JSON in a
 * script goes through jsonForScript, e-mails and SMS are plain text). A blocklist of tags would only be walked past.
 */
export function plainText(label: string, { min = 1, max }: { min?: number; max: number }) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    ...(min > 1 ? [z.minLength(min, `${label} should be at least ${min} characters`)] : []),
    z.maxLength(max, `${label} should be at most ${max} characters`),
    z.refine((v) => !controlChars.test(v), `${label} contains characters we cannot accept`),
  );
}

// Line breaks, Unicode's included (NEL, the line and paragraph separators), and tabs.
const lineBreaks = /[\t\n\r\u0085\u2028\u2029]/;

/**
 * A name or title: plain text on one line. Names reach e-mails and SMS ("Kola has invited you to join …"), where a
 * line break in one would let its owner write lines of their own into Oja's message.
 */
export function oneLineText(label: string, options: { min?: number; max: number }) {
  return plainText(label, options).check(z.refine((v) => !lineBreaks.test(v), `${label} should be on one line`));
}

/** Text from storage made safe to put inside a line of a message: every run of spaces and line breaks is one space. */
export function oneLine(text: string): string {
  return text.replace(/[\s\u0085\u2028\u2029]+/g, " ").trim();
}

export const emailAddress = z.pipe(
  z
    .string({ error: "Email is required" })
    .check(
      z.trim(),
      z.minLength(1, "Email is required"),
      z.maxLength(254, "Email should be at most 254 characters"),
      z.toLowerCase(),
    ),
  z.email("Enter a valid email address"),
);

/** A Nigerian number in any usual spelling, stored as E.164. */
export const nigerianPhone = z.pipe(
  z
    .string({ error: "Phone number is required" })
    .check(
      z.trim(),
      z.minLength(1, "Phone number is required"),
      z.maxLength(20, "Enter a Nigerian phone number, e.g. 0803 123 4567"),
    ),
  z.transform((value, ctx) => {
    const e164 = toNigerianE164(value);
    if (!e164) {
      ctx.issues.push({ code: "custom", message: "Enter a Nigerian phone number, e.g. 0803 123 4567", input: value });
      return z.NEVER;
    }
    return e164;
  }),
);

/** Optional fields arrive as "" from forms and as null from GraphQL; both mean "not given". */
export function optional<Out>(
  schema: z.ZodMiniType<Out, string>,
): z.ZodMiniType<Out | undefined, string | null | undefined> {
  return z.pipe(
    z.transform((v: string | null | undefined) => (v === null || v === undefined || v.trim() === "" ? undefined : v)),
    z.optional(schema),
  );
}

/** The slug of a page or object looked up by slug: anything unusable is simply not found. */
export const slugInput = z.string().check(z.trim(), z.minLength(1, "Not found"), z.maxLength(200, "Not found"));

import * as z from "zod/mini";
import { lagosToday } from "@/lib/dates";
import { asciiDigits } from "@/lib/digits";
import { toNigerianE164 } from "@/lib/phone";
import { plainText, oneLineText } from "@/lib/validation";
import { weekdays } from "@/lib/weekdays";
import { stateName } from "@/modules/vendors/vendor-profile.inputs";
import type { OpeningHours } from "@/modules/vendors/vendors.types";

/**
 * A vendor's outlet (issue #15, /dashboard/stores), shared by the dashboard's form and the resolvers. Times are
 * "HH:MM" in West Africa Time; a day left out (or null) is closed. Free text is kept as typed and encoded where shown.
 */

export const storeMessages = {
  phone: "Enter a Nigerian phone number, e.g. 0803 123 4567 or 01 234 5678",
  time: "Enter a time as HH:MM, e.g. 08:00",
  closeAfterOpen: "Closing time must be after opening time",
} as const;

/** "8:00", "08:00", "٠٨:٠٠" → "08:00"; null for anything that is not a time of day. */
export function normaliseTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(asciiDigits(value.normalize("NFKC")).trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

const time = z.pipe(
  z.string({ error: storeMessages.time }),
  z.transform((value, ctx) => {
    const normalised = normaliseTime(value);
    if (normalised) return normalised;
    ctx.issues.push({ code: "custom", message: storeMessages.time, input: value });
    return z.NEVER;
  }),
);

// "HH:MM" strings compare in time order, so a plain string comparison is enough.
const daySlot = z
  .object({ open: time, close: time })
  .check(z.refine((slot) => slot.close > slot.open, { message: storeMessages.closeAfterOpen, path: ["close"] }));

export const openingHoursInput = z.pipe(
  z.partialRecord(z.enum(weekdays), z.nullable(daySlot)),
  z.transform((hours) => {
    const result: OpeningHours = {};
    for (const day of weekdays) {
      const slot = hours[day];
      if (slot) result[day] = slot;
    }
    return result;
  }),
);

/** Optional text: "" (a form) and null (the API) both clear the field. */
const optionalText = <Out>(schema: z.ZodMiniType<Out, string>) =>
  z.pipe(
    z.transform((value: string | null | undefined) =>
      value === null || value === undefined || value.trim() === "" ? null : value,
    ),
    z.nullable(schema),
  );

const storePhone = z.pipe(
  z.string({ error: storeMessages.phone }).check(z.trim(), z.maxLength(24, storeMessages.phone)),
  z.transform((value, ctx) => {
    const e164 = toNigerianE164(value);
    if (e164) return e164;
    ctx.issues.push({ code: "custom", message: storeMessages.phone, input: value });
    return z.NEVER;
  }),
);

export const storeInput = z.object({
  name: oneLineText("Store name", { min: 2, max: 80 }),
  address: plainText("Address", { min: 5, max: 200 }),
  landmark: optionalText(plainText("Landmark", { max: 120 })),
  state: stateName,
  city: plainText("City", { min: 2, max: 60 }),
  phone: optionalText(storePhone),
  openingHours: openingHoursInput,
});
export type StoreInput = z.output<typeof storeInput>;

/** "Closed today" holds only on the date it was set; an older date means nothing. */
export function isClosedToday(closedOn: string | null | undefined, now: Date = new Date()): boolean {
  return closedOn != null && closedOn === lagosToday(now);
}

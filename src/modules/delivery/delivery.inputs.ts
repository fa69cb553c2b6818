import * as z from "zod/mini";
import { nairaToKobo } from "@/lib/money";
import { parseState } from "@/lib/nigeria";
import { isLgaOf } from "@/lib/nigerian-lgas";

/**
 * A seller's delivery fees as the vendor profile's form and the API send them: one row per state, or per local
 * government area of a state, with a fee and the days it takes. Shared by the form and the resolver.
 */

export const MAX_DELIVERY_RATES = 200;
/** ₦500,000: more than any parcel costs to carry inside Nigeria; a typo ("250000" for "2,500.00") stops here. */
export const MAX_DELIVERY_FEE_KOBO = 500_000_00;
export const MAX_DELIVERY_DAYS = 30;

export const deliveryMessages = {
  state: "Choose a state from the list",
  lgaOfState: (state: string) => `Choose a local government area in ${state}`,
  fee: "Enter the delivery fee in naira, e.g. 2,500 (0 for free delivery)",
  feeTooHigh: "A delivery fee can be at most ₦500,000",
  days: `Days must be a whole number from 0 to ${MAX_DELIVERY_DAYS}`,
  daysOrder: "The latest day cannot be before the earliest",
  duplicate: (place: string) => `${place} is listed twice: keep one row for it`,
  tooMany: `You can list up to ${MAX_DELIVERY_RATES} places`,
} as const;

const state = z.pipe(
  z.string({ error: deliveryMessages.state }).check(z.maxLength(40, deliveryMessages.state)),
  z.transform((value, ctx) => {
    const name = parseState(value);
    if (name) return name;
    ctx.issues.push({ code: "custom", message: deliveryMessages.state, input: value });
    return z.NEVER;
  }),
);

/** Empty, absent or null: the whole state. */
const lga = z.pipe(
  z.optional(z.nullable(z.string().check(z.maxLength(60, deliveryMessages.state)))),
  z.transform((value) => (value && value.trim() !== "" ? value.trim() : null)),
);

const fee = z.pipe(
  z.union([z.string(), z.number()], { error: deliveryMessages.fee }),
  z.transform((value, ctx) => {
    const parsed = nairaToKobo(value, { maxKobo: MAX_DELIVERY_FEE_KOBO });
    if (parsed.ok) return parsed.kobo;
    ctx.issues.push({
      code: "custom",
      message: parsed.reason === "TOO_HIGH" ? deliveryMessages.feeTooHigh : deliveryMessages.fee,
      input: value,
    });
    return z.NEVER;
  }),
);

const days = z.pipe(
  z.union([z.string(), z.number()], { error: deliveryMessages.days }),
  z.transform((value, ctx) => {
    const text = String(value).trim();
    const number = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (Number.isInteger(number) && number <= MAX_DELIVERY_DAYS) return number;
    ctx.issues.push({ code: "custom", message: deliveryMessages.days, input: value });
    return z.NEVER;
  }),
);

const rate = z.object({ state, lga, fee, minDays: days, maxDays: days });

export type DeliveryRateInput = z.output<typeof rate>;

export const deliveryRatesInput = z.pipe(
  z.object({ rates: z.array(rate).check(z.maxLength(MAX_DELIVERY_RATES, deliveryMessages.tooMany)) }),
  z.transform((value, ctx) => {
    const seen = new Set<string>();
    value.rates.forEach((row, index) => {
      if (row.lga !== null && !isLgaOf(row.state, row.lga))
        ctx.issues.push({
          code: "custom",
          message: deliveryMessages.lgaOfState(row.state),
          input: row.lga,
          path: ["rates", index, "lga"],
        });
      if (row.maxDays < row.minDays)
        ctx.issues.push({
          code: "custom",
          message: deliveryMessages.daysOrder,
          input: row.maxDays,
          path: ["rates", index, "maxDays"],
        });
      const key = `${row.state}|${row.lga ?? ""}`;
      if (seen.has(key))
        ctx.issues.push({
          code: "custom",
          message: deliveryMessages.duplicate(row.lga ? `${row.lga}, ${row.state}` : row.state),
          input: row.state,
          path: ["rates", index, "state"],
        });
      seen.add(key);
    });
    return value.rates;
  }),
);

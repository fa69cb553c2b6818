import * as z from "zod/mini";
import { nigerianStates } from "@/lib/nigeria";
import { optional } from "@/lib/validation";
import { addDays, daysBetween, isIsoDate, lagosToday } from "@/modules/pricedesk/pricedesk-math";

/**
 * Price-desk forms (report a price, price alert), shared by the browser forms and the GraphQL resolvers. Amounts are
 * typed in naira ("1,234.50") and become exact integer kobo here, by string arithmetic, never by floating point.
 */
export const pricedeskMessages = {
  itemRequired: "Choose an item",
  priceRequired: "Price is required",
  priceInvalid: "Enter a price in naira, e.g. 1,234.50",
  priceDecimals: "Use at most 2 digits after the point (kobo)",
  pricePositive: "Price must be more than ₦0",
  priceTooHigh: "Price must be at most ₦1,000,000,000",
  placeRequired: "Choose a market or a state",
  stateInvalid: "Choose a state",
  marketInvalid: "Choose a market from the list",
  dateRequired: "Date is required",
  dateInvalid: "Enter the date as YYYY-MM-DD",
  dateFuture: "The date cannot be in the future",
  dateTooOld: "Report prices seen in the last 60 days",
  thresholdRequired: "Amount is required",
  channelInvalid: "Choose e-mail or SMS",
} as const;

/** Oldest observation a person may report, in days before today (Nigeria time). */
export const REPORT_MAX_AGE_DAYS = 60;
/** ₦1,000,000,000: far above any price-desk item; anything larger is a typo or abuse. */
export const MAX_PRICE_KOBO = 100_000_000_000;

const groupedNaira = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const plainNaira = /^\d+(?:\.\d+)?$/;

export type NairaParse = { ok: true; kobo: number } | { ok: false; message: string };

/**
 * "1,234.50" → 123450. Accepts an optional ₦/N/NGN prefix, spaces and correctly grouped thousands; refuses more than
 * two decimals ("0.005"), signs, exponents and anything over ₦1,000,000,000.
 */
export function parseNairaToKobo(raw: string): NairaParse {
  const value = raw
    .normalize("NFKC")
    .trim()
    .replace(/^(?:₦|NGN|N)\s*/i, "")
    .replace(/\s+/g, "");
  if (value === "") return { ok: false, message: pricedeskMessages.priceRequired };
  if (!groupedNaira.test(value) && !plainNaira.test(value)) return { ok: false, message: pricedeskMessages.priceInvalid };
  const [whole = "", fraction = ""] = value.replace(/,/g, "").split(".");
  if (fraction.length > 2) return { ok: false, message: pricedeskMessages.priceDecimals };
  const digits = whole.replace(/^0+(?=\d)/, "");
  // 10 naira digits is ₦9,999,999,999: compare as text before Number() can lose precision.
  if (digits.length > 10) return { ok: false, message: pricedeskMessages.priceTooHigh };
  const kobo = Number(digits) * 100 + Number(fraction.padEnd(2, "0"));
  if (kobo <= 0) return { ok: false, message: pricedeskMessages.pricePositive };
  if (kobo > MAX_PRICE_KOBO) return { ok: false, message: pricedeskMessages.priceTooHigh };
  return { ok: true, kobo };
}

function nairaAmount(requiredMessage: string) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.maxLength(32, pricedeskMessages.priceInvalid)),
    z.transform((value, ctx) => {
      const parsed = parseNairaToKobo(value);
      if (!parsed.ok) {
        ctx.issues.push({ code: "custom", message: parsed.message === pricedeskMessages.priceRequired ? requiredMessage : parsed.message, input: value });
        return z.NEVER;
      }
      return parsed.kobo;
    }),
  );
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function id(message: string) {
  return z.string({ error: message }).check(z.trim(), z.regex(uuidShape, message));
}

export const stateName = z.enum(nigerianStates, { error: pricedeskMessages.stateInvalid });

/** The day a price was seen: a real date, not in the future, at most 60 days ago (Nigeria time, read at parse time). */
export const observedOn = z.string({ error: pricedeskMessages.dateRequired }).check(
  z.trim(),
  z.minLength(1, pricedeskMessages.dateRequired),
  z.refine((v) => isIsoDate(v), pricedeskMessages.dateInvalid),
  z.refine((v) => !isIsoDate(v) || daysBetween(lagosToday(), v) <= 0, pricedeskMessages.dateFuture),
  z.refine((v) => !isIsoDate(v) || daysBetween(v, lagosToday()) <= REPORT_MAX_AGE_DAYS, pricedeskMessages.dateTooOld),
);

/** The earliest date the form's date picker offers. */
export function oldestReportDate(today: string = lagosToday()): string {
  return addDays(today, -REPORT_MAX_AGE_DAYS);
}

export const reportPriceInput = z
  .strictObject({
    itemId: id(pricedeskMessages.itemRequired),
    price: nairaAmount(pricedeskMessages.priceRequired),
    marketId: optional(id(pricedeskMessages.marketInvalid)),
    state: optional(stateName),
    observedOn,
  })
  .check(
    z.refine((v) => Boolean(v.marketId || v.state), {
      message: pricedeskMessages.placeRequired,
      path: ["state"],
      // Also while other fields are wrong, so the form shows every problem at once; not when the market or state
      // itself is malformed (that field already has its own message).
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "state" || issue.path?.[0] === "marketId"),
    }),
  );

export type ReportPriceFormValues = z.input<typeof reportPriceInput>;
export type ReportPriceInput = z.output<typeof reportPriceInput>;

export const alertChannels = ["EMAIL", "SMS"] as const;

export const priceAlertInput = z.strictObject({
  itemId: id(pricedeskMessages.itemRequired),
  state: stateName,
  threshold: nairaAmount(pricedeskMessages.thresholdRequired),
  channel: z.enum(alertChannels, { error: pricedeskMessages.channelInvalid }),
});

export type PriceAlertFormValues = z.input<typeof priceAlertInput>;
export type PriceAlertInput = z.output<typeof priceAlertInput>;

/** Search text: at most 100 characters are used; longer input is cut, not refused, so typing never errors. */
export const MAX_SEARCH_LENGTH = 100;
/** Largest page of suggestions or search results. */
export const MAX_SEARCH_RESULTS = 20;

import * as z from "zod/mini";
import { nairaToKobo, type NairaAmountError } from "@/lib/money";
import { nigerianStates } from "@/lib/nigeria";
import { optional } from "@/lib/validation";
import { addDays, lagosToday } from "@/lib/dates";
import { daysBetween, isIsoDate } from "@/modules/pricedesk/pricedesk-math";

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

const priceMessages: Record<NairaAmountError, string> = {
  EMPTY: pricedeskMessages.priceRequired,
  INVALID: pricedeskMessages.priceInvalid,
  NEGATIVE: pricedeskMessages.priceInvalid,
  DECIMALS: pricedeskMessages.priceDecimals,
  TOO_LOW: pricedeskMessages.pricePositive,
  TOO_HIGH: pricedeskMessages.priceTooHigh,
};

/** A typed naira amount ("1,234.50") → kobo: exact to the kobo (more decimals are refused), above ₦0, at most MAX_PRICE_KOBO. */
function nairaAmount(requiredMessage: string) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.maxLength(32, pricedeskMessages.priceInvalid)),
    z.transform((value, ctx) => {
      const parsed = nairaToKobo(value, { minKobo: 1, maxKobo: MAX_PRICE_KOBO });
      if (!parsed.ok) {
        ctx.issues.push({
          code: "custom",
          message: parsed.reason === "EMPTY" ? requiredMessage : priceMessages[parsed.reason],
          input: value,
        });
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

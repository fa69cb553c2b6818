import { addDays } from "@/lib/dates";

/**
 * Exact arithmetic of the price desk, shared by the services (and their tests). Prices are integer kobo; the only
 * rounding happens here, in one documented place.
 */

/** The median of integer kobo amounts, rounded to the nearest kobo (a half kobo rounds up); null for no values. */
export function medianKobo(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return roundHalfUp(sorted[middle - 1]! + sorted[middle]!, 2);
}

/** Median absolute deviation from the median, in kobo (unscaled); null for no values. */
export function medianAbsoluteDeviation(values: readonly number[], median: number): number | null {
  if (values.length === 0) return null;
  return medianKobo(values.map((v) => Math.abs(v - median)));
}

/** PostgreSQL's percentile_cont(0.5) as a whole kobo amount: exact for any two-value average of safe integers. */
export function toKobo(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(number)) return null;
  return Math.floor(number + 0.5);
}

/** numerator / denominator rounded half up, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/**
 * How far `price` is from `typical`, in whole percent of `typical`, rounded half away from zero: 105 kobo against 100
 * is +5, 99.5 % is −1 (never −0). Integer maths, so ₦1,000,000,000 prices are as exact as ₦50 ones.
 */
export function percentFrom(typical: number, price: number): number {
  if (typical <= 0) throw new RangeError("typical must be positive");
  const difference = BigInt(price) - BigInt(typical);
  const magnitude = difference < 0n ? -difference : difference;
  const t = BigInt(typical);
  const rounded = Number((2n * magnitude * 100n + t) / (2n * t));
  return difference < 0n && rounded !== 0 ? -rounded : rounded;
}

export function directionOf(percent: number): "ABOVE" | "BELOW" | "AT" {
  return percent > 0 ? "ABOVE" : percent < 0 ? "BELOW" : "AT";
}

// ---- outliers -------------------------------------------------------------------------------------------------------

/** Reports this many times above the median, or below median ÷ this, are held. */
export const OUTLIER_FACTOR = 3;
/** Modified z-score (Iglewicz & Hoaglin: 0.6745 · |x − median| / MAD) above which a report is held. */
export const OUTLIER_MODIFIED_Z = 5;
/** Fewer recent accepted reports than this and there is nothing trustworthy to compare with: the report is accepted. */
export const OUTLIER_MIN_SAMPLE = 5;

export type OutlierVerdict =
  { outlier: false; basis: number } | { outlier: true; basis: number; median: number; reason: string };

/**
 * Whether `price` is far from the recent accepted `reference` prices: outside [median / 3, median × 3], or a modified
 * z-score above 5 (robust to the outliers themselves, unlike mean and standard deviation). With fewer than 5 reference
 * prices nothing is held.
 */
export function judgeOutlier(price: number, reference: readonly number[]): OutlierVerdict {
  if (reference.length < OUTLIER_MIN_SAMPLE) return { outlier: false, basis: reference.length };
  const median = medianKobo(reference)!;
  if (price * OUTLIER_FACTOR < median || price > median * OUTLIER_FACTOR) {
    return {
      outlier: true,
      basis: reference.length,
      median,
      reason: `outside [median/${OUTLIER_FACTOR}, median×${OUTLIER_FACTOR}]`,
    };
  }
  const mad = medianAbsoluteDeviation(reference, median)!;
  // A MAD of 0 (most reports at one price) would hold every other price: a floor of 5 % of the median means nothing
  // within ~37 % of the median is held by this rule alone.
  const spread = Math.max(mad, median * 0.05);
  const z = (0.6745 * Math.abs(price - median)) / spread;
  if (z > OUTLIER_MODIFIED_Z) {
    return {
      outlier: true,
      basis: reference.length,
      median,
      reason: `modified z-score ${z.toFixed(1)} > ${OUTLIER_MODIFIED_Z}`,
    };
  }
  return { outlier: false, basis: reference.length };
}

// ---- chart axis ----------------------------------------------------------------------------------------------------

/** Round tick values (in kobo) spanning [min, max]: steps of 1, 2 or 5 × a power of ten naira. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) {
    const pad = Math.max(100, Math.round(min * 0.1));
    return niceTicks(Math.max(0, min - pad), max + pad, count);
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const wholeStep = Math.max(100, Math.ceil(step / 100) * 100);
  const first = Math.floor(min / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let value = first; value < max + wholeStep; value += wholeStep) ticks.push(value);
  return ticks;
}

// ---- calendar dates (YYYY-MM-DD; today in Lagos and adding days: src/lib/dates.ts) ----------------------------------

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of `date`'s week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return addDays(date, -sinceMonday);
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(monthStartDate: string, months: number): string {
  const d = new Date(`${monthStartDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, 1);
  return d.toISOString().slice(0, 10);
}

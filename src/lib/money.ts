const naira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money is integer kobo everywhere; it becomes "₦1,234.50" only here. */
export function formatNaira(kobo: number | bigint): string {
  const value = typeof kobo === "bigint" ? Number(kobo) : kobo;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount must be a whole number of kobo, got ${String(kobo)}`);
  // Exact decimal string, not value / 100: floating-point division loses the last kobo near the top of the range.
  const digits = Math.abs(value).toString().padStart(3, "0");
  const decimal = `${value < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return naira.format(decimal as unknown as number);
}

/** The spec's seller labels may arrive as "Sold by X"; only "X" is shown. */
export function sellerLabel(label: string): string {
  return label.replace(/^\s*sold by\s+/i, "").trim();
}

// ---- naira as people type it → integer kobo

export type NairaAmountError = "EMPTY" | "INVALID" | "NEGATIVE" | "DECIMALS" | "TOO_LOW" | "TOO_HIGH";
export type NairaParse = { ok: true; kobo: number } | { ok: false; reason: NairaAmountError };

export interface NairaParseOptions {
  /** Largest amount accepted, in kobo (a safe integer). */
  maxKobo: number;
  /** Smallest amount accepted, in kobo; 0 unless given. */
  minKobo?: number;
  /**
   * Digits past the kobo ("1.555"): refused (a reported price is exact), or rounded up or down (a price filter rounds
   * in its own favour). Refused unless given.
   */
  subKobo?: "refuse" | "up" | "down";
  /** Also accept what people type in a search filter: a leading "+", ".5", "10." and the "150k" / "1.5m" shorthand. */
  tolerant?: boolean;
}

const groupedAmount = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const plainAmount = /^\d+(?:\.\d+)?$/;
const loosePlainAmount = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const shorthandAmount = /^(\d+(?:\.\d+)?)(k|m)$/i;
const leadingMinus = /^[-−–]/;

/** "1.5" shifted by `places` decimal digits, exactly: ("1.5", 3) → "1500". */
function shiftDecimal(value: string, places: number): string {
  const [whole = "", fraction = ""] = value.split(".");
  const padded = fraction.padEnd(places, "0");
  return `${whole}${padded.slice(0, places)}${padded.length > places ? `.${padded.slice(places)}` : ""}`;
}

/**
 * A naira amount as typed ("₦1,234.50", "N 68,500", "70 000") → integer kobo, by string arithmetic, never by floating
 * point. Accepts an optional ₦/N/NGN prefix, spaces and correctly grouped thousands; refuses signs, exponents and
 * anything outside [minKobo, maxKobo]. A number is read as its shortest decimal text.
 */
export function nairaToKobo(raw: string | number, options: NairaParseOptions): NairaParse {
  const { maxKobo, minKobo = 0, subKobo = "refuse", tolerant = false } = options;
  let value = (typeof raw === "number" ? (Number.isFinite(raw) ? String(raw) : "x") : raw).normalize("NFKC").trim();
  // A filter drops every space before looking for the prefix ("N G N 5" is NGN 5); a price allows them only after it.
  if (tolerant) value = value.replace(/\s+/g, "").replace(/^\+/, "");
  value = value.replace(/^(?:₦|NGN|N)\s*/i, "").replace(/\s+/g, "");
  if (leadingMinus.test(value)) return { ok: false, reason: "NEGATIVE" };
  if (value.length === 0) return { ok: false, reason: "EMPTY" };
  if (value.length > 32) return { ok: false, reason: "INVALID" };
  const short = tolerant ? value.match(shorthandAmount) : null;
  if (short) value = shiftDecimal(short[1]!, short[2]!.toLowerCase() === "k" ? 3 : 6);
  if (!groupedAmount.test(value) && !(tolerant ? loosePlainAmount : plainAmount).test(value))
    return { ok: false, reason: "INVALID" };
  const [wholeRaw = "", fraction = ""] = value.replace(/,/g, "").split(".");
  if (subKobo === "refuse" && fraction.length > 2) return { ok: false, reason: "DECIMALS" };
  const whole = wholeRaw.replace(/^0+(?=\d)/, "") || "0";
  // Compare the digit count as text before Number() could lose precision.
  if (whole.length > String(Math.floor(maxKobo / 100)).length) return { ok: false, reason: "TOO_HIGH" };
  let kobo = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (subKobo === "up" && /[1-9]/.test(fraction.slice(2))) kobo += 1;
  if (kobo < minKobo) return { ok: false, reason: "TOO_LOW" };
  if (kobo > maxKobo) return { ok: false, reason: "TOO_HIGH" };
  return { ok: true, kobo };
}

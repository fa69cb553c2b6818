import { asciiDigits } from "@/lib/digits";

/**
 * A naira price formatted as it is typed ("1234.5" → "₦1,234.5"), keeping the caret after the same digit. What it
 * returns is still a string the server's parser takes (listing-editor.inputs.ts nairaPrice: "₦1,234.50").
 */
export interface TypedPrice {
  text: string;
  caret: number;
}

const significant = /[0-9.]/;

/** The digits and the first decimal point of `value` (Arabic-Indic digits folded), at most two decimals kept. */
function digitsOf(value: string): string {
  let out = "";
  let dot = -1;
  for (const char of asciiDigits(value)) {
    if (char === "." && dot === -1) {
      dot = out.length;
      out += char;
    } else if (/[0-9]/.test(char) && (dot === -1 || out.length - dot <= 2)) out += char;
  }
  return out;
}

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "₦1,234.50" from digits with an optional point; leading zeros dropped ("007" → "7", ".5" → "0.5"). */
function formatDigits(digits: string): string {
  if (digits === "") return "";
  const [rawWhole = "", decimals] = digits.split(".");
  const whole = rawWhole.replace(/^0+(?=\d)/, "") || "0";
  return `₦${group(whole)}${decimals === undefined ? "" : `.${decimals}`}`;
}

/**
 * Formats `value` as typed, with the caret placed after as many digits (and point) as stood before `caret`:
 * typing inside "₦1,234" or deleting a comma does not throw the caret to the end.
 */
export function formatPriceTyping(value: string, caret: number = value.length): TypedPrice {
  const before = digitsOf(value.slice(0, caret));
  const digits = digitsOf(value);
  const text = formatDigits(digits);
  if (text === "") return { text, caret: 0 };
  // Leading zeros removed before the caret shift it left by as many.
  const dropped =
    (digits.split(".")[0] ?? "").length - ((digits.split(".")[0] ?? "").replace(/^0+(?=\d)/, "") || "0").length;
  let wanted = Math.max(0, before.length - dropped);
  if (before.startsWith(".")) wanted += 1; // ".5" became "0.5"
  let position = 1; // after "₦"
  for (let seen = 0; position < text.length && seen < wanted; position += 1)
    if (significant.test(text[position]!)) seen += 1;
  return { text, caret: wanted === 0 ? 1 : position };
}

/** A price for the form from kobo: ₦1,234.50 (whole naira without decimals: ₦1,234). */
export function priceTextFromKobo(kobo: number | null | undefined): string {
  if (kobo === null || kobo === undefined) return "";
  const naira = Math.trunc(kobo / 100);
  const rest = kobo % 100;
  return `₦${group(String(naira))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** Kobo from what the form holds, for the desk's comparison while typing; null when it is not a price yet. */
export function typedPriceKobo(text: string): number | null {
  const digits = digitsOf(text);
  if (!/^\d+(\.\d{0,2})?$/.test(digits)) return null;
  const [whole = "0", decimals = ""] = digits.split(".");
  const kobo = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(kobo) && kobo > 0 ? kobo : null;
}

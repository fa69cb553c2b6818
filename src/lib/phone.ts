import { parsePhoneNumberFromString as parseWithMetadata, type MetadataJson } from "libphonenumber-js/core";
import { asciiDigits } from "@/lib/digits";
// Nigeria-only metadata (scripts/generate-phone-metadata.mjs): keeps the browser bundle small.
import ngMetadata from "@/lib/phone-metadata.ng.json";

const metadata = ngMetadata as unknown as MetadataJson;
const parsePhoneNumberFromString = (text: string, country: "NG") => parseWithMetadata(text, country, metadata);

/**
 * A Nigerian mobile or landline number in E.164 (+234 and ten digits), or null.
 * "0803 123 4567", "2348031234567" and "+234 803 123 4567" all give "+2348031234567".
 */
export function toNigerianE164(input: string): string | null {
  const cleaned = asciiDigits(input.normalize("NFKC")).replace(/[\s\-().]/g, "");
  if (!/^\+?\d{10,14}$/.test(cleaned)) return null;
  const withPlus = cleaned.startsWith("234") ? `+${cleaned}` : cleaned;
  const parsed = parsePhoneNumberFromString(withPlus, "NG");
  // "+234 and ten digits": the metadata also admits longer numbers, which no Nigerian subscriber has.
  if (!parsed || parsed.country !== "NG" || !parsed.isValid() || parsed.nationalNumber.length !== 10) return null;
  return parsed.number;
}

/** "+2348031234567" → "+234 803 123 4567" for display. */
export function formatNigerianPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, "NG");
  return parsed ? parsed.formatInternational() : e164;
}

import { asciiDigits } from "@/lib/digits";
import type { NigerianBank } from "@/lib/nigerian-banks";

/**
 * NUBAN (Nigeria Uniform Bank Account Number) check, per the CBN's revised standard for banks and other financial
 * institutions: the 10-digit account number is a 9-digit serial and a check digit computed over a 15-digit string,
 * the institution code padded to 6 digits ("000" before a bank's 3-digit code, "9" before another institution's
 * 5-digit code) followed by the serial, with weights 3,7,3 repeated; check digit = (10 − sum mod 10) mod 10.
 * For a bank the leading zeros weigh nothing, so the 2010 standard's 12-digit computation gives the same digit.
 */

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

export type NubanFailure = "NOT_DIGITS" | "LENGTH" | "CHECK_DIGIT";

export type NubanVerdict =
  { ok: true; accountNumber: string; checked: boolean } | { ok: false; reason: NubanFailure; accountNumber: string };

/**
 * The account number as typed, made comparable: Unicode-normalised, Arabic-Indic/Persian/full-width digits folded to
 * ASCII, and the spaces, hyphens and dots people put in to read it ("0123 456 789-0") removed.
 */
export function normaliseAccountNumber(input: string): string {
  return asciiDigits(input.normalize("NFKC")).replace(/[\s\-.]/g, "");
}

/** The 6-digit institution code the check digit is computed with, from the CBN code (3 digits bank, 5 digits OFI). */
export function nubanInstitutionCode(cbnCode: string): string {
  if (/^\d{3}$/.test(cbnCode)) return `000${cbnCode}`;
  if (/^\d{5}$/.test(cbnCode)) return `9${cbnCode}`;
  throw new Error(`A CBN institution code has 3 or 5 digits, not "${cbnCode}"`);
}

/** The check digit for a 9-digit serial at an institution with this CBN code. */
export function nubanCheckDigit(cbnCode: string, serial: string): number {
  if (!/^\d{9}$/.test(serial)) throw new Error("A NUBAN serial has 9 digits");
  const digits = nubanInstitutionCode(cbnCode) + serial;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/**
 * Checks an account number typed for a bank. An institution whose numbers carry no checkable digit (`checkable:
 * false`) accepts any 10 digits, and the verdict says it was not checked.
 */
export function checkNuban(input: string, bank: Pick<NigerianBank, "nuban">): NubanVerdict {
  const accountNumber = normaliseAccountNumber(input);
  if (!/^\d*$/.test(accountNumber)) return { ok: false, reason: "NOT_DIGITS", accountNumber };
  if (accountNumber.length !== 10) return { ok: false, reason: "LENGTH", accountNumber };
  if (!bank.nuban.checkable) return { ok: true, accountNumber, checked: false };
  const expected = nubanCheckDigit(bank.nuban.cbnCode, accountNumber.slice(0, 9));
  return expected === Number(accountNumber[9])
    ? { ok: true, accountNumber, checked: true }
    : { ok: false, reason: "CHECK_DIGIT", accountNumber };
}

export function isValidNuban(accountNumber: string, bank: Pick<NigerianBank, "nuban">): boolean {
  return checkNuban(accountNumber, bank).ok;
}

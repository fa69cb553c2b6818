import * as z from "zod/mini";
import { findBank, paystackBankCodes } from "@/lib/nigerian-banks";
import { checkNuban } from "@/lib/nuban";

/**
 * A Nigerian bank account as a form gives it: a bank from the list and a 10-digit NUBAN checked against that bank's
 * rule, normalised to its 10 digits. Shared by the seller's payout account and support's refund to a buyer's account.
 */
export const bankAccountMessages = {
  bankRequired: "Choose your bank from the list",
  accountNumberRequired: "Enter your 10-digit account number",
  accountNumberDigits: "An account number has only digits, e.g. 0123456789",
  accountNumberLength: (digits: number) => `An account number has 10 digits; this one has ${digits}`,
  accountNumberTooLong: "An account number has 10 digits; this is far longer",
  accountNumberCheck: (bankName: string) =>
    `This is not a valid account number at ${bankName}. Check each digit, and the bank you chose.`,
} as const;

/** Longer than any spelling of 10 digits with separators; anything longer is not an account number. */
const MAX_TYPED_LENGTH = 40;

export const bankCodeField = z.enum(paystackBankCodes, { error: bankAccountMessages.bankRequired });

export const accountNumberField = z
  .string({ error: bankAccountMessages.accountNumberRequired })
  .check(
    z.trim(),
    z.minLength(1, bankAccountMessages.accountNumberRequired),
    z.maxLength(MAX_TYPED_LENGTH, bankAccountMessages.accountNumberTooLong),
  );

/** Checks the number against the chosen bank's NUBAN rule and replaces it with its normalised 10 digits. */
export function checkedAgainstBank<T extends { bankCode: string; accountNumber: string }>() {
  return z.transform<T, T>((value, ctx) => {
    const bank = findBank(value.bankCode)!; // the enum admitted only listed codes
    const verdict = checkNuban(value.accountNumber, bank);
    if (verdict.ok) return { ...value, accountNumber: verdict.accountNumber };
    const message =
      verdict.reason === "NOT_DIGITS"
        ? bankAccountMessages.accountNumberDigits
        : verdict.reason === "LENGTH"
          ? bankAccountMessages.accountNumberLength(verdict.accountNumber.length)
          : bankAccountMessages.accountNumberCheck(bank.name);
    ctx.issues.push({ code: "custom", message, input: value.accountNumber, path: ["accountNumber"] });
    return z.NEVER;
  });
}

/** A bank and an account number, checked: what a name lookup takes. */
export const bankAccountInput = z.pipe(
  z.strictObject({ bankCode: bankCodeField, accountNumber: accountNumberField }),
  checkedAgainstBank<{ bankCode: string; accountNumber: string }>(),
);

export type BankAccount = z.output<typeof bankAccountInput>;

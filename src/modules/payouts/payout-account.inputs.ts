import * as z from "zod/mini";
import { asciiDigits } from "@/lib/digits";
import { oneLineText } from "@/lib/validation";
import { findBank, paystackBankCodes } from "@/modules/payouts/nigerian-banks";
import { checkNuban } from "@/modules/payouts/nuban";

/**
 * The payout bank account, shared by the vendor profile form in the browser and its resolver: a bank from the list,
 * a 10-digit NUBAN checked against that bank, and (when saving) the account name.
 */
export const payoutMessages = {
  bankRequired: "Choose your bank from the list",
  accountNumberRequired: "Enter your 10-digit account number",
  accountNumberDigits: "An account number has only digits, e.g. 0123456789",
  accountNumberLength: (digits: number) => `An account number has 10 digits; this one has ${digits}`,
  accountNumberTooLong: "An account number has 10 digits; this is far longer",
  accountNumberCheck: (bankName: string) =>
    `This is not a valid account number at ${bankName}. Check each digit, and the bank you chose.`,
  accountNameCharacters: "Type the account name as your bank shows it (letters, digits, spaces and . , ' & ( ) / -)",
  passwordTooLong: "A password has at most 128 characters",
  codeDigits: "Enter the 6-digit code we sent you",
} as const;

/** Longer than any spelling of 10 digits with separators; anything longer is not an account number. */
const MAX_TYPED_LENGTH = 40;

const bankCode = z.enum(paystackBankCodes, { error: payoutMessages.bankRequired });

const accountNumber = z
  .string({ error: payoutMessages.accountNumberRequired })
  .check(
    z.trim(),
    z.minLength(1, payoutMessages.accountNumberRequired),
    z.maxLength(MAX_TYPED_LENGTH, payoutMessages.accountNumberTooLong),
  );

// Names as banks hold them: "ADEBAYO OLUWASEUN", "Ọlájídé Adébáyọ̀", "MAMA T FOODS & DRINKS (NIG) LTD".
const accountName = z.pipe(
  oneLineText("Account name", { min: 2, max: 100 }),
  z
    .string()
    .check(
      z.regex(/^[\p{L}\p{M}\p{N} .,'’&()/-]+$/u, payoutMessages.accountNameCharacters),
      z.regex(/\p{L}/u, payoutMessages.accountNameCharacters),
    ),
);

// The proof that the owner is at the keyboard (identity's step-up): their password, or the code sent to them. Which
// one is needed, and whether it is right, is the server's to say; here only its shape.
const password = z.optional(z.string().check(z.maxLength(128, payoutMessages.passwordTooLong)));
const code = z.optional(
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => asciiDigits(value).replace(/\s/g, "")),
    )
    .check(z.regex(/^(\d{6})?$/, payoutMessages.codeDigits)),
);

/** Checks the number against the chosen bank's NUBAN rule and replaces it with its normalised 10 digits. */
function checkedAgainstBank<T extends { bankCode: string; accountNumber: string }>() {
  return z.transform<T, T>((value, ctx) => {
    const bank = findBank(value.bankCode)!; // the enum admitted only listed codes
    const verdict = checkNuban(value.accountNumber, bank);
    if (verdict.ok) return { ...value, accountNumber: verdict.accountNumber };
    const message =
      verdict.reason === "NOT_DIGITS"
        ? payoutMessages.accountNumberDigits
        : verdict.reason === "LENGTH"
          ? payoutMessages.accountNumberLength(verdict.accountNumber.length)
          : payoutMessages.accountNumberCheck(bank.name);
    ctx.issues.push({ code: "custom", message, input: value.accountNumber, path: ["accountNumber"] });
    return z.NEVER;
  });
}

/** What the form sends to look the account name up. */
export const payoutAccountLookupInput = z.pipe(
  z.strictObject({ bankCode, accountNumber }),
  checkedAgainstBank<{ bankCode: string; accountNumber: string }>(),
);

/**
 * The account as saved: the lookup's fields, the name (resolved, or typed when no lookup could be made), and the
 * owner's proof (the password, or the code from requestPayoutAccountCode).
 */
export const payoutAccountInput = z.pipe(
  z.strictObject({ bankCode, accountNumber, accountName, password, code }),
  checkedAgainstBank<{
    bankCode: string;
    accountNumber: string;
    accountName: string;
    password?: string | undefined;
    code?: string | undefined;
  }>(),
);

export type PayoutAccountLookupInput = z.input<typeof payoutAccountLookupInput>;
export type PayoutAccountLookup = z.output<typeof payoutAccountLookupInput>;
export type PayoutAccountInput = z.input<typeof payoutAccountInput>;
export type PayoutAccount = z.output<typeof payoutAccountInput>;

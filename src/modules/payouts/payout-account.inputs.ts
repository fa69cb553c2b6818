import * as z from "zod/mini";
import { asciiDigits } from "@/lib/digits";
import { oneLineText } from "@/lib/validation";
import {
  accountNumberField as accountNumber,
  bankAccountInput,
  bankAccountMessages,
  bankCodeField as bankCode,
  checkedAgainstBank,
} from "@/lib/bank-account-input";

/**
 * The payout bank account, shared by the vendor profile form in the browser and its resolver: a bank from the list,
 * a 10-digit NUBAN checked against that bank, and (when saving) the account name.
 */
export const payoutMessages = {
  ...bankAccountMessages,
  accountNameCharacters: "Type the account name as your bank shows it (letters, digits, spaces and . , ' & ( ) / -)",
  passwordTooLong: "A password has at most 128 characters",
  codeDigits: "Enter the 6-digit code we sent you",
} as const;

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

/** What the form sends to look the account name up. */
export const payoutAccountLookupInput = bankAccountInput;

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

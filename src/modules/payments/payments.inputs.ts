import * as z from "zod/mini";
import { paymentMethods } from "@/modules/orders/orders.types";

/** The largest payment a checkout may make: ₦100 million, far above any basket, well inside a safe integer. */
export const MAX_PAYMENT_KOBO = 10_000_000_000;

export const paymentMessages = {
  amount: "The amount must be a whole number of kobo above zero.",
  refundReason: "Say why the money goes back (up to 500 characters).",
  email: "A payment needs the buyer's e-mail address.",
} as const;

const kobo = z
  .number()
  .check(z.refine((v) => Number.isSafeInteger(v) && v > 0 && v <= MAX_PAYMENT_KOBO, paymentMessages.amount));

export const newPaymentInput = z.object({
  checkoutId: z.uuid(),
  buyerId: z.uuid(),
  email: z.string().check(
    z.trim(),
    z.refine((v) => /^[^\s@]{1,64}@[^\s@]{1,255}$/.test(v), paymentMessages.email),
  ),
  amountKobo: kobo,
  method: z.enum(paymentMethods),
});
export type NewPayment = z.input<typeof newPaymentInput>;

export const refundInput = z.object({
  amountKobo: kobo,
  reason: z.string().check(
    z.trim(),
    z.refine((v) => v.length >= 1 && v.length <= 500, paymentMessages.refundReason),
  ),
});

export const refundFollowUpMessages = {
  notFound: "No such refund.",
  notFailed: "Only a refund Paystack could not process can be followed up here.",
  followedUp: "Someone has followed up this refund already: the list is up to date now.",
  transferReference: "Give the transfer's reference or session ID from your bank (3 to 60 letters, digits or dashes).",
  notWaiting: "This refund is not waiting for the buyer's bank account any more: the list is up to date now.",
  accountNotFound: (bankName: string) =>
    `${bankName} has no account with this number. Check each digit, and the bank, with the buyer.`,
  noBankId: "Paystack did not say which bank this account is at. Give the account on Paystack's dashboard instead.",
  unavailable: "Paystack could not be reached, so nothing was sent. Try again in a minute.",
  refused: (detail: string) => `Paystack did not take the account: ${detail}`,
  /** What support's step-up code confirms (identity's step-up.service.ts writes the rest of its message). */
  codeConfirms: (amount: string, account: string) => ({
    subject: "Your Oja code to send a refund to a bank account",
    sms: `send a ${amount} refund to ${account}`,
    text: `send a ${amount} refund to ${account}`,
  }),
} as const;

/** A bank transfer's reference as the bank shows it: NIP session IDs are 30 digits; others mix letters and dashes. */
export const refundByTransferInput = z.object({
  transferReference: z.string().check(
    z.trim(),
    z.refine((v) => /^[A-Za-z0-9][A-Za-z0-9/_-]{2,59}$/.test(v), refundFollowUpMessages.transferReference),
  ),
});

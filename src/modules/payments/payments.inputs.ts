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

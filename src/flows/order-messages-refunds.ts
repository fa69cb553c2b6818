import { formatNaira } from "@/lib/money";
import { oneLine } from "@/lib/validation";
import { signOff, type OrderWords } from "./order-messages";

/** What the buyer is told when money goes back (./order-messages.ts has the orders' moves). */

/**
 * The buyer's money went back: Paystack processed the refund (to what they paid with, or `toAccount`, the account they
 * gave support when Paystack could not send it there), or (`transferReference`) support paid it by bank transfer after
 * Paystack could not. Told once per refund.
 */
export function refundWords(facts: {
  amountKobo: number;
  buyerFirstName: string;
  appUrl: string;
  transferReference?: string | null;
  /** "GTBank …7890": the bank and the account's last four digits. */
  toAccount?: string | null;
}): OrderWords {
  const amount = formatNaira(facts.amountKobo);
  const reference = facts.transferReference ? oneLine(facts.transferReference) : null;
  const where = facts.toAccount ? `your account ${oneLine(facts.toAccount)}` : "the card or account you paid with";
  const line = reference
    ? `We sent your refund of ${amount} to your bank account by transfer (reference ${reference}). Your bank may ` +
      "take a day to show it."
    : `We refunded ${amount} to ${where}. Your bank may take a few days to show it.`;
  return {
    to: "buyer",
    kind: "payment.refunded.buyer",
    subject: `Your refund of ${amount} is on its way`,
    text: [`Hello ${oneLine(facts.buyerFirstName)},`, line, `Your orders: ${facts.appUrl}/account`, signOff].join(
      "\n\n",
    ),
    sms: reference
      ? `Oja: we sent your refund of ${amount} to your bank account by transfer, reference ${reference}.`
      : `Oja: we refunded ${amount} to ${where}.`,
    title: `Your refund of ${amount} is on its way`,
    body: line,
    link: "/account",
  };
}

/**
 * The buyer paid after their order was cancelled (the payment was given up: abandoned after 30 minutes, or failed),
 * and the whole payment is refunded: told once, when it is found.
 */
export function latePaymentWords(facts: {
  amountKobo: number;
  orderNumbers: string[];
  buyerFirstName: string;
  appUrl: string;
}): OrderWords {
  const amount = formatNaira(facts.amountKobo);
  const numbers = facts.orderNumbers.map(oneLine);
  const orders =
    numbers.length === 0 ? "your order" : `${numbers.length === 1 ? "order" : "orders"} ${numbers.join(", ")}`;
  const line =
    `We received your payment of ${amount} after ${orders} had been cancelled, so it has been refunded to the card ` +
    "or account you paid with. Your bank may take a few days to show it.";
  return {
    to: "buyer",
    kind: "payment.paid-late.buyer",
    subject: `Your payment of ${amount} came after the order was cancelled: it has been refunded`,
    text: [
      `Hello ${oneLine(facts.buyerFirstName)},`,
      line,
      `Your orders: ${facts.appUrl}/account/orders`,
      signOff,
    ].join("\n\n"),
    sms: `Oja: we received your payment of ${amount} after the order was cancelled. It has been refunded.`,
    title: "We received your payment after the order was cancelled",
    body: line,
    link: "/account/orders",
  };
}

import "server-only";
import { env } from "@/lib/env";
import { formatCalendarDay } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { parseState } from "@/lib/nigeria";
import type { Actor } from "@/lib/actor";
import { requireSignedIn } from "@/lib/actor";
import { listMyAddresses } from "@/modules/addresses/addresses.service";
import type { SavedAddress } from "@/modules/addresses/addresses.types";
import { readCart } from "@/modules/cart/cart-view.service";
import type { CartLine } from "@/modules/cart/cart.types";
import { pickDeliveryOption, quoteDeliveryOptions } from "@/modules/delivery/delivery.service";
import type { DeliveryChoice, DeliveryOption } from "@/modules/delivery/delivery.types";
import { findAccount } from "@/modules/identity/account.service";
import { hasTwoRecentDoorRefusals } from "@/modules/orders/order-reads.service";
import type { PaymentMethod } from "@/modules/orders/orders.types";
import { cardPaymentAvailable } from "@/modules/payments/payments.service";

/**
 * What a checkout would buy now, read and priced on the server (issue 24): the cart's buyable lines grouped by seller,
 * the address, each seller's delivery options and the one chosen, the totals in kobo, and which ways to pay are open
 * to this buyer. The checkout page renders it; placing the order (check-out.flow.ts) computes it again and trusts
 * nothing the page sent back but the buyer's choices.
 */

export type PaymentChoice = PaymentMethod;

export interface CheckoutChoices {
  addressId?: string | null;
  /** Per seller: SELLER_DELIVERY, OJA_COURIER or PICKUP with its store. Missing: the cheapest option. */
  deliveries?: Readonly<Record<string, DeliveryChoice>>;
  paymentMethod?: PaymentChoice | null;
}

export interface CheckoutGroup {
  vendorId: string;
  vendorName: string;
  lines: CartLine[];
  itemCount: number;
  itemsKobo: number;
  options: DeliveryOption[];
  chosen: DeliveryOption | null;
}

export interface CheckoutPlan {
  groups: CheckoutGroup[];
  /** Lines that cannot be bought now (left the market, sold out): not bought, shown with their reason. */
  unavailable: CartLine[];
  addresses: SavedAddress[];
  address: SavedAddress | null;
  itemsKobo: number;
  deliveryKobo: number;
  totalKobo: number;
  payment: {
    card: boolean;
    payOnDelivery: { allowed: boolean; reason: string | null };
    chosen: PaymentChoice | null;
  };
  /** Why the order cannot be placed as it stands; empty when it can. */
  problems: string[];
  buyer: { email: string | null; phone: string | null; firstName: string };
}

export const checkoutMessages = {
  emptyCart: "Your cart has nothing to buy. Add items from the market first.",
  chooseAddress: "Choose the address to deliver to, or collect every order from the seller's store.",
  chooseDelivery: (seller: string) => `Choose how ${seller} gets your items to you.`,
  noOption: (seller: string) =>
    `${seller} cannot deliver to this address and has no store to collect from: choose another address or remove their items.`,
  choosePayment: "Choose how you will pay.",
  podPhone: "Pay on delivery needs a verified phone number: verify yours on your account page.",
  podLimit: (limit: string) => `Pay on delivery is for orders up to ${limit}. Pay now, or split your order.`,
  podRefused:
    "Pay on delivery is not available: your last two pay-on-delivery orders were refused at the door. Pay now instead.",
  cardUnavailable: "Card, transfer and USSD payment is not available right now. Choose pay on delivery.",
} as const;

/** "2–4 days (28 Nov – 2 Dec)": how the window is shown, and kept on the order. */
export function describeWindow(option: DeliveryOption): string {
  const { minDays, maxDays, earliest, latest } = option.window;
  const days = minDays === maxDays ? `${maxDays} day${maxDays === 1 ? "" : "s"}` : `${minDays}–${maxDays} days`;
  const dates =
    earliest === latest ? formatCalendarDay(latest) : `${formatCalendarDay(earliest)} – ${formatCalendarDay(latest)}`;
  return `${days} (${dates})`;
}

/**
 * What a buyer who chose nothing gets: delivery to their address (the seller's own, else Oja's courier), or
 * collecting from a store in their state; without an address, the first store. A free store in another state is
 * never the default: it would cost a trip the price never showed.
 */
function defaultOption(options: readonly DeliveryOption[], state: string | null): DeliveryOption | null {
  return (
    options.find((option) => option.method === "SELLER_DELIVERY") ??
    options.find((option) => option.method === "OJA_COURIER") ??
    options.find((option) => option.method === "PICKUP" && (state === null || option.store.state === state)) ??
    null
  );
}

export async function planCheckout(actor: Actor, choices: CheckoutChoices): Promise<CheckoutPlan> {
  const { userId } = requireSignedIn(actor);
  const [cart, addresses, account, doorRefusals] = await Promise.all([
    readCart({ userId }),
    listMyAddresses(actor),
    findAccount(actor),
    hasTwoRecentDoorRefusals(userId),
  ]);
  const address =
    addresses.find((saved) => saved.id === choices.addressId) ??
    (choices.addressId ? null : (addresses.find((saved) => saved.isDefault) ?? addresses[0] ?? null));
  const state = address ? parseState(address.state) : undefined;
  const buyable = cart.groups
    .map((group) => ({ ...group, lines: group.lines.filter((line) => line.buyable && !line.savedForLater) }))
    .filter((group) => group.lines.length > 0);
  const itemCounts = new Map(
    buyable.map((group) => [group.vendorId, group.lines.reduce((sum, line) => sum + line.quantity, 0)]),
  );
  const quotes = await quoteDeliveryOptions(itemCounts, address && state ? { state, lga: address.lga } : null);

  const problems: string[] = [];
  const groups: CheckoutGroup[] = buyable.map((group) => {
    // Delivery to the address first, then stores in the buyer's state, then the others.
    const rank = (option: DeliveryOption) =>
      option.method !== "PICKUP" ? 0 : address && option.store.state === address.state ? 1 : 2;
    const options = [...(quotes.get(group.vendorId) ?? [])].sort((a, b) => rank(a) - rank(b) || a.feeKobo - b.feeKobo);
    const asked = choices.deliveries?.[group.vendorId];
    const chosen = asked ? pickDeliveryOption(options, asked) : defaultOption(options, address?.state ?? null);
    if (options.length === 0) problems.push(checkoutMessages.noOption(group.vendorName));
    else if (!chosen) problems.push(checkoutMessages.chooseDelivery(group.vendorName));
    return {
      vendorId: group.vendorId,
      vendorName: group.vendorName,
      lines: group.lines,
      itemCount: itemCounts.get(group.vendorId) ?? 0,
      itemsKobo: group.lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0),
      options,
      chosen,
    };
  });
  if (groups.length === 0) problems.push(checkoutMessages.emptyCart);
  if (!address && groups.some((group) => group.chosen && group.chosen.method !== "PICKUP"))
    problems.push(checkoutMessages.chooseAddress);
  if (choices.addressId && !address) problems.push(checkoutMessages.chooseAddress);

  const itemsKobo = groups.reduce((sum, group) => sum + group.itemsKobo, 0);
  const deliveryKobo = groups.reduce((sum, group) => sum + (group.chosen?.feeKobo ?? 0), 0);
  const totalKobo = itemsKobo + deliveryKobo;

  const limitKobo = env().PAY_ON_DELIVERY_LIMIT_NAIRA * 100;
  const podReason = !account?.phoneVerifiedAt
    ? checkoutMessages.podPhone
    : totalKobo > limitKobo
      ? checkoutMessages.podLimit(formatNaira(limitKobo))
      : doorRefusals
        ? checkoutMessages.podRefused
        : null;
  const card = cardPaymentAvailable();
  const chosenPayment = choices.paymentMethod ?? (card ? "PAYSTACK" : podReason ? null : "PAY_ON_DELIVERY");
  if (!chosenPayment) problems.push(checkoutMessages.choosePayment);
  if (chosenPayment === "PAY_ON_DELIVERY" && podReason) problems.push(podReason);
  if (chosenPayment === "PAYSTACK" && !card) problems.push(checkoutMessages.cardUnavailable);

  return {
    groups,
    unavailable: cart.groups.flatMap((group) => group.lines.filter((line) => !line.buyable && !line.savedForLater)),
    addresses,
    address,
    itemsKobo,
    deliveryKobo,
    totalKobo,
    payment: { card, payOnDelivery: { allowed: podReason === null, reason: podReason }, chosen: chosenPayment },
    problems,
    buyer: {
      email: account?.emailVerifiedAt ? account.email : null,
      phone: account?.phone ?? null,
      firstName: account?.firstName ?? "",
    },
  };
}

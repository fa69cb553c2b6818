import "server-only";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { InputValidationError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { clearPurchasedLines } from "@/modules/cart/cart.service";
import {
  beginCheckout,
  findCheckoutByKey,
  fingerprintCheckout,
  listCheckoutOrders,
  placeOrders,
} from "@/modules/orders/orders.service";
import type { AddressSnapshot, DeliverySnapshot } from "@/modules/orders/orders.types";
import { beginPaystackPayment, createPayment, paymentForCheckout } from "@/modules/payments/payments.service";
import {
  describeWindow,
  planCheckout,
  type CheckoutChoices,
  type CheckoutPlan,
  type PaymentChoice,
} from "@/flows/check-out/checkout-plan";
import type { DeliveryOption } from "@/modules/delivery/delivery.types";

/**
 * Placing a checkout (issue 24): one press of "Place order" becomes one checkout, one order per seller with its items'
 * snapshot and its stock reserved, and one payment, in ONE transaction, so a failure anywhere leaves nothing half-made.
 * Every total is the server's (checkout-plan.ts); the page's total comes back only to be compared, so a price or fee
 * that changed since the page was drawn stops the order and is shown, never charged silently. One idempotency key per
 * page: a second press (a double click, a reloaded post, a retried request) finds the first one's orders.
 */

export interface CheckOutInput extends CheckoutChoices {
  idempotencyKey: string;
  /** The total the page showed, in kobo: compared, never charged. */
  expectedTotalKobo?: number | null;
}

export type CheckOutResult =
  | {
      status: "PLACED";
      checkoutId: string;
      orderIds: string[];
      paymentId: string;
      paymentMethod: PaymentChoice;
      replayed: boolean;
    }
  /** Prices, stock or fees moved since the page was drawn: nothing was placed; show the new total. */
  | { status: "TOTAL_CHANGED"; totalKobo: number; message: string }
  /** The plan cannot be placed as it stands (empty cart, no address, a way to pay not open to this buyer). */
  | { status: "REFUSED"; problems: string[] };

const KEY = /^[A-Za-z0-9-]{8,100}$/;

function deliverySnapshot(option: DeliveryOption): DeliverySnapshot {
  return {
    method: option.method,
    feeKobo: option.feeKobo,
    expectedWindow: describeWindow(option),
    store:
      option.method === "PICKUP"
        ? {
            id: option.store.id,
            name: option.store.name,
            address: `${option.store.address}, ${option.store.city}, ${option.store.state}`,
            landmark: option.store.landmark,
            openingHours: option.store.openingHours,
          }
        : null,
  };
}

/** Paystack needs an e-mail: the buyer's verified one, else an address of ours that reaches no one. */
function paymentEmail(plan: CheckoutPlan, userId: string): string {
  return plan.buyer.email ?? `buyer-${userId}@customers.oja.ng`;
}

export async function checkOut(actor: Actor, input: CheckOutInput, db: Database = getDb()): Promise<CheckOutResult> {
  const { userId } = requireSignedIn(actor);
  if (!KEY.test(input.idempotencyKey))
    throw new InputValidationError({ idempotencyKey: ["This checkout page is out of date: open it again."] });

  const [earlier, plan] = await Promise.all([
    findCheckoutByKey(actor, input.idempotencyKey, db),
    planCheckout(actor, input),
  ]);
  // Pressed again after it was placed (its lines left the cart): the same orders. With other items in the cart now,
  // the key goes on to beginCheckout, which refuses another cart under it.
  if (earlier && plan.groups.length === 0) return replay(earlier.checkoutId, earlier.paymentMethod, db);
  if (plan.problems.length > 0) return { status: "REFUSED", problems: plan.problems };
  const paymentMethod = plan.payment.chosen!;
  if (input.expectedTotalKobo != null && input.expectedTotalKobo !== plan.totalKobo)
    return {
      status: "TOTAL_CHANGED",
      totalKobo: plan.totalKobo,
      message:
        "Prices or delivery fees changed since you opened this page. Check the new total, then place your order.",
    };

  const address: AddressSnapshot | null = plan.address
    ? {
        recipientName: plan.address.recipientName,
        phone: plan.address.recipientPhone,
        state: plan.address.state,
        lga: plan.address.lga,
        street: plan.address.street,
        landmark: plan.address.landmark,
      }
    : null;
  const groups = plan.groups.map((group) => ({
    vendorId: group.vendorId,
    lines: group.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      unitLabel: line.unitLabel,
      unitPriceKobo: line.unitPriceKobo,
      quantity: line.quantity,
      pictureUrl: line.image?.sources[0]?.url ?? null,
    })),
    delivery: deliverySnapshot(group.chosen!),
    address: group.chosen!.method === "PICKUP" ? null : address,
    buyerName: plan.buyer.firstName || undefined,
  }));

  const placed = await db.transaction(async (tx) => {
    const start = await beginCheckout(
      actor,
      {
        idempotencyKey: input.idempotencyKey,
        cartFingerprint: fingerprintCheckout({ paymentMethod, groups }),
        paymentMethod,
      },
      tx,
    );
    const orders = await placeOrders(
      actor,
      { checkoutId: start.checkoutId, buyerId: userId, paymentMethod, groups },
      tx,
    );
    const totalKobo = orders.reduce((sum, order) => sum + order.totalKobo, 0);
    const payment = await createPayment(
      {
        checkoutId: start.checkoutId,
        buyerId: userId,
        email: paymentEmail(plan, userId),
        amountKobo: totalKobo,
        method: paymentMethod,
      },
      tx,
    );
    await clearPurchasedLines(
      userId,
      groups.flatMap((group) => group.lines.map((line) => line.productId)),
      tx,
    );
    return {
      checkoutId: start.checkoutId,
      orderIds: orders.map((order) => order.id),
      paymentId: payment.id,
      replayed: start.replayed,
    };
  });
  logger.info("checkout placed", { checkoutId: placed.checkoutId, orders: placed.orderIds.length, paymentMethod });
  return { status: "PLACED", ...placed, paymentMethod };
}

async function replay(checkoutId: string, paymentMethod: PaymentChoice, db: Database): Promise<CheckOutResult> {
  const [orders, payment] = await Promise.all([listCheckoutOrders(checkoutId, db), paymentForCheckout(checkoutId, db)]);
  if (!payment || orders.length === 0) throw new Error("checkout: a placed checkout has no orders or payment");
  return {
    status: "PLACED",
    checkoutId,
    orderIds: orders.map((order) => order.id),
    paymentId: payment.id,
    paymentMethod,
    replayed: true,
  };
}

/** Where Paystack (or the test gateway) sends the buyer back: settled there, then on to the orders. */
export function paymentReturnUrl(): string {
  return `${env().APP_URL.replace(/\/+$/, "")}/checkout/return`;
}

/**
 * Opens the card payment of a placed checkout and returns the page to send the buyer to, or null when the gateway
 * cannot take it now (the orders wait 30 minutes for a retry from the checkout's payment page). Outside any
 * transaction: a network call never holds one.
 */
export async function startCardPayment(paymentId: string): Promise<string | null> {
  const begun = await beginPaystackPayment(paymentId, paymentReturnUrl());
  return begun.status === "OK" ? begun.authorizationUrl : null;
}

import { isUuid } from "@/lib/uuid";
import type { DeliveryChoice } from "@/modules/delivery/delivery.types";
import type { CheckoutChoices, PaymentChoice } from "@/flows/check-out/checkout-plan";

/**
 * The checkout's choices as its form carries them, both ways: posted to place the order and sent as a GET to show the
 * totals for new choices (so the page works without scripts). Only ids and fixed words travel: `address=<id>`,
 * `delivery.<sellerId>=SELLER_DELIVERY | OJA_COURIER | PICKUP.<storeId>`, `payment=PAYSTACK | PAY_ON_DELIVERY`.
 * Anything else is ignored; the server prices the choices again whatever the page showed.
 */

const DELIVERY_PREFIX = "delivery.";

function deliveryChoice(value: string): DeliveryChoice | null {
  if (value === "SELLER_DELIVERY" || value === "OJA_COURIER") return { method: value };
  if (value.startsWith("PICKUP.") && isUuid(value.slice(7))) return { method: "PICKUP", storeId: value.slice(7) };
  return null;
}

export function deliveryValue(choice: DeliveryChoice): string {
  return choice.method === "PICKUP" ? `PICKUP.${choice.storeId}` : choice.method;
}

export function deliveryField(vendorId: string): string {
  return `${DELIVERY_PREFIX}${vendorId}`;
}

/** From a posted form or the page's query (at most 50 sellers' choices are read). */
export function readCheckoutChoices(source: Iterable<[string, FormDataEntryValue | string]>): CheckoutChoices {
  const deliveries: Record<string, DeliveryChoice> = {};
  let addressId: string | null = null;
  let paymentMethod: PaymentChoice | null = null;
  let read = 0;
  for (const [name, raw] of source) {
    if (typeof raw !== "string" || (read += 1) > 200) continue;
    if (name === "address" && isUuid(raw)) addressId = raw;
    else if (name === "payment" && (raw === "PAYSTACK" || raw === "PAY_ON_DELIVERY")) paymentMethod = raw;
    else if (name.startsWith(DELIVERY_PREFIX) && isUuid(name.slice(DELIVERY_PREFIX.length))) {
      const choice = deliveryChoice(raw);
      if (choice && Object.keys(deliveries).length < 50) deliveries[name.slice(DELIVERY_PREFIX.length)] = choice;
    }
  }
  return { addressId, deliveries, paymentMethod };
}

/** The page's query for these choices. */
export function checkoutQuery(choices: CheckoutChoices): string {
  const query = new URLSearchParams();
  if (choices.addressId) query.set("address", choices.addressId);
  for (const [vendorId, choice] of Object.entries(choices.deliveries ?? {}))
    query.set(deliveryField(vendorId), deliveryValue(choice));
  if (choices.paymentMethod) query.set("payment", choices.paymentMethod);
  return query.toString();
}

/** The page's searchParams as the same pairs a form posts. */
export function searchParamPairs(params: Record<string, string | string[] | undefined>): [string, string][] {
  return Object.entries(params).flatMap(([name, value]) =>
    typeof value === "string"
      ? [[name, value] as [string, string]]
      : Array.isArray(value) && value[0]
        ? [[name, value[0]] as [string, string]]
        : [],
  );
}

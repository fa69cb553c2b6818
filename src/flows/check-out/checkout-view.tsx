import Link from "next/link";
import { formatCalendarDay } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatNigerianPhone } from "@/lib/phone";
import type { CartFlash } from "@/modules/cart/cart-session.service";
import type { DeliveryOption } from "@/modules/delivery/delivery.types";
import { buttonClassName } from "@/ui/components/button";
import { placeOrderAction } from "@/flows/check-out.actions";
import { deliveryField, deliveryValue } from "@/flows/check-out/checkout-form";
import { describeWindow, type CheckoutGroup, type CheckoutPlan } from "@/flows/check-out/checkout-plan";

/**
 * The checkout (issue 24): one page, one form, working without scripts. Its default button is a GET that shows the
 * totals for the choices made; "Place order" posts the same choices to placeOrderAction with this page's idempotency
 * key and the total shown (compared on the server, never charged).
 */

const card = "rounded-xl border border-black/10 bg-white p-4";
const choice =
  "flex gap-3 rounded-lg border border-black/10 p-3 has-[:checked]:border-primary-light has-[:checked]:bg-primary-light/5";

function optionTitle(option: DeliveryOption): string {
  if (option.method === "SELLER_DELIVERY") return "The seller delivers";
  if (option.method === "OJA_COURIER") return "Oja courier";
  return `Collect from ${option.store.name}`;
}

function OptionDetails({ option }: { option: DeliveryOption }) {
  const fee = option.feeKobo === 0 ? "Free" : formatNaira(option.feeKobo);
  if (option.method !== "PICKUP")
    return (
      <span className="block text-sm text-primary/80">
        {fee} · arrives in {describeWindow(option)}
      </span>
    );
  const { store } = option;
  return (
    <span className="block text-sm text-primary/80">
      {fee} · {store.address}, {store.city}
      {store.landmark ? ` (${store.landmark})` : ""} ·{" "}
      {option.closedToday
        ? `closed today: ready from ${formatCalendarDay(option.window.earliest)}`
        : `open today ${option.hoursToday!.open}–${option.hoursToday!.close}; ready from ${formatCalendarDay(option.window.earliest)}`}
    </span>
  );
}

function SellerSection({ group }: { group: CheckoutGroup }) {
  const name = deliveryField(group.vendorId);
  return (
    <section className={card} aria-labelledby={`seller-${group.vendorId}`}>
      <h2 id={`seller-${group.vendorId}`} className="text-base font-semibold">
        From {group.vendorName}
      </h2>
      <ul className="mt-2 divide-y divide-black/5 text-sm">
        {group.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-2">
            <span>
              {line.title}{" "}
              <span className="text-primary/70">
                × {line.quantity} {line.unitLabel}
              </span>
            </span>
            <span className="shrink-0">{formatNaira(line.unitPriceKobo * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <fieldset className="mt-3 space-y-2">
        <legend className="mb-1 text-sm font-semibold">How it reaches you</legend>
        {group.options.map((option) => {
          const value = deliveryValue(
            option.method === "PICKUP" ? { method: "PICKUP", storeId: option.store.id } : option,
          );
          return (
            <label key={value} className={choice}>
              <input
                type="radio"
                name={name}
                value={value}
                defaultChecked={
                  group.chosen !== null &&
                  deliveryValue(
                    group.chosen.method === "PICKUP"
                      ? { method: "PICKUP", storeId: group.chosen.store.id }
                      : group.chosen,
                  ) === value
                }
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{optionTitle(option)}</span>
                <OptionDetails option={option} />
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="mt-3 flex justify-between text-sm font-semibold">
        <span>Subtotal from {group.vendorName}</span>
        <span>{formatNaira(group.itemsKobo + (group.chosen?.feeKobo ?? 0))}</span>
      </p>
    </section>
  );
}

export function CheckoutView({
  plan,
  flash,
  idempotencyKey,
}: {
  plan: CheckoutPlan;
  flash: CartFlash | null;
  idempotencyKey: string;
}) {
  const ready = plan.problems.length === 0;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-semibold">Checkout</h1>
      {flash ? (
        <p
          role="alert"
          className={`rounded-lg px-3 py-2 text-sm ${flash.kind === "error" ? "bg-error/10 text-error" : "bg-success/10"}`}
        >
          {flash.text}
        </p>
      ) : null}
      <form method="get" action="/checkout" className="space-y-5">
        <input type="hidden" name="key" value={idempotencyKey} />
        <input type="hidden" name="expectedTotal" value={plan.totalKobo} />
        <section className={card} aria-labelledby="deliver-to">
          <h2 id="deliver-to" className="text-base font-semibold">
            Deliver to
          </h2>
          {plan.addresses.length === 0 ? (
            <p className="mt-2 text-sm">
              You have no saved address yet. Add one, or collect from the sellers&apos; stores.
            </p>
          ) : (
            <div className="mt-2 space-y-2">
              {plan.addresses.map((address) => (
                <label key={address.id} className={choice}>
                  <input
                    type="radio"
                    name="address"
                    value={address.id}
                    defaultChecked={plan.address?.id === address.id}
                    className="mt-1"
                  />
                  <span className="text-sm">
                    <span className="block font-medium">
                      {address.recipientName}
                      {address.label ? ` · ${address.label}` : ""}
                    </span>
                    <span className="block text-primary/80">
                      {address.street}, {address.lga}, {address.state}
                      {address.landmark ? ` (${address.landmark})` : ""} · {formatNigerianPhone(address.recipientPhone)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
          <Link
            href="/account/addresses/new?return=checkout"
            className="mt-3 inline-block text-sm font-medium underline"
          >
            Add a new address
          </Link>
        </section>

        {plan.groups.map((group) => (
          <SellerSection key={group.vendorId} group={group} />
        ))}

        {plan.unavailable.length > 0 ? (
          <section className={`${card} text-sm text-primary/70`}>
            <h2 className="font-semibold">Not in this order</h2>
            <ul className="mt-1 list-disc pl-5">
              {plan.unavailable.map((line) => (
                <li key={line.productId}>
                  {line.title}: {line.unavailableReason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className={card} aria-labelledby="pay-with">
          <h2 id="pay-with" className="text-base font-semibold">
            Payment
          </h2>
          <fieldset className="mt-2 space-y-2">
            <legend className="sr-only">How you pay</legend>
            <label className={choice}>
              <input
                type="radio"
                name="payment"
                value="PAYSTACK"
                defaultChecked={plan.payment.chosen === "PAYSTACK"}
                disabled={!plan.payment.card}
                className="mt-1"
              />
              <span className="text-sm">
                <span className="block font-medium">Pay now</span>
                <span className="block text-primary/80">
                  {plan.payment.card
                    ? "Card, bank transfer or USSD, on Paystack's secure page"
                    : "Not available right now"}
                </span>
              </span>
            </label>
            <label className={choice}>
              <input
                type="radio"
                name="payment"
                value="PAY_ON_DELIVERY"
                defaultChecked={plan.payment.chosen === "PAY_ON_DELIVERY"}
                disabled={!plan.payment.payOnDelivery.allowed}
                className="mt-1"
              />
              <span className="text-sm">
                <span className="block font-medium">Pay on delivery</span>
                <span className="block text-primary/80">
                  {plan.payment.payOnDelivery.reason ?? "Cash to the rider or at the store when you get your items"}
                </span>
              </span>
            </label>
          </fieldset>
        </section>

        <section className={card} aria-labelledby="summary">
          <h2 id="summary" className="text-base font-semibold">
            Summary
          </h2>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>Items</dt>
              <dd>{formatNaira(plan.itemsKobo)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Delivery</dt>
              <dd>{plan.deliveryKobo === 0 ? "Free" : formatNaira(plan.deliveryKobo)}</dd>
            </div>
            <div className="flex justify-between border-t border-black/10 pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd>{formatNaira(plan.totalKobo)}</dd>
            </div>
          </dl>
          {plan.groups.length > 1 ? (
            <p className="mt-2 text-sm text-primary/80">
              One payment; {plan.groups.length} orders, one per seller, each delivered on its own.
            </p>
          ) : null}
          {plan.problems.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm text-error" role="alert">
              {plan.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            <button
              type="submit"
              formAction={placeOrderAction}
              formMethod="post"
              disabled={!ready}
              className={buttonClassName({ variant: "primary" })}
            >
              {plan.payment.chosen === "PAY_ON_DELIVERY"
                ? "Place order"
                : `Place order and pay ${formatNaira(plan.totalKobo)}`}
            </button>
            <button type="submit" className={buttonClassName({ variant: "secondary" })}>
              Update totals
            </button>
          </div>
          <p className="mt-2 text-xs text-primary/70">
            Changed an address, a delivery or the payment? Update totals to see them first.
          </p>
        </section>
      </form>
    </div>
  );
}

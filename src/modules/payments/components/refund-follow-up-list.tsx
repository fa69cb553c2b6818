import type { FlashNotice } from "@/lib/flash-notice";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatNigerianPhone } from "@/lib/phone";
import { orderStatusLabels } from "@/modules/orders/components/order-labels";
import type { OrderStatus } from "@/modules/orders/orders.types";
import { recordRefundByTransferAction, refundAgainAction } from "@/modules/payments/refund-follow-up.actions";
import type { RefundToFollowUp } from "@/modules/payments/payments.types";
import { buttonClassName } from "@/ui/components/button";
import { FlashLine } from "@/ui/components/flash-line";
import { HeldRefundAccount, type AccountLookupState } from "@/modules/payments/components/held-refund-account";
import { controlClass } from "@/ui/forms/field";

export interface CheckoutOrder {
  number: string;
  status: OrderStatus;
}

interface Props {
  refunds: readonly RefundToFollowUp[];
  ordersByCheckout: ReadonlyMap<string, readonly CheckoutOrder[]>;
  flash: FlashNotice | null;
  /** A held refund's account, looked up by its form (the page's address says which). */
  lookup: AccountLookupState | null;
}

/**
 * Support's list of refunds the buyer is still owed (server component; the forms post to server actions and work
 * without JavaScript). Each card says what went wrong, whom to reach, which orders the money paid for, and what can be
 * done: ask Paystack again or record a bank transfer for a failed refund; send one Paystack holds on to the buyer's bank
 * account (./held-refund-account.tsx).
 */
export function RefundFollowUpList({ refunds, ordersByCheckout, flash, lookup }: Props) {
  // After "Send me a code" or a wrong password, the notice belongs beside the fields, in the card the address opens.
  const inCard =
    lookup?.result.status === "FOUND" && refunds.some((item) => item.refund.id === lookup.refundId) ? lookup : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 md:px-8">
      <header>
        <h1 className="text-2xl font-bold">Refunds to follow up</h1>
        <p className="mt-2 text-primary/80">
          {refunds.length === 0
            ? "Every refund is on its way: nothing needs you."
            : `${refunds.length} ${refunds.length === 1 ? "buyer is" : "buyers are"} still owed money, longest wait first.`}{" "}
          Refunds for rejected and cancelled orders go through Paystack by themselves; the ones here stopped on the way.
        </p>
      </header>
      {inCard ? null : <FlashLine flash={flash} />}
      {refunds.length ? (
        <ul className="space-y-4">
          {refunds.map((item) => (
            <RefundCard
              key={item.refund.id}
              item={item}
              orders={ordersByCheckout.get(item.payment.checkoutId) ?? []}
              lookup={lookup?.refundId === item.refund.id ? lookup : null}
              notice={inCard?.refundId === item.refund.id ? flash : null}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-black/10 p-5 text-primary/80">
          A refund Paystack cannot process, or holds until it has the buyer&rsquo;s bank account, appears here.
        </p>
      )}
    </div>
  );
}

function RefundCard({
  item,
  orders,
  lookup,
  notice,
}: {
  item: RefundToFollowUp;
  orders: readonly CheckoutOrder[];
  lookup: AccountLookupState | null;
  notice: FlashNotice | null;
}) {
  const { refund, payment, buyer } = item;
  const failed = item.problem === "FAILED";
  return (
    <li
      id={`refund-${refund.id}`}
      className="scroll-mt-4 rounded-xl border border-black/10 bg-white p-4 md:p-5"
      aria-labelledby={`refund-title-${refund.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`refund-title-${refund.id}`} className="text-xl font-bold">
          {formatNaira(refund.amountKobo)} to {buyer.name}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${failed ? "bg-error/10 text-error" : "bg-warning-bg text-primary"}`}
        >
          {failed ? "Paystack could not process it" : "Paystack needs the buyer's bank account"}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Why it is owed</dt>
        <dd>{refund.reason}</dd>
        <dt className="font-semibold">Orders</dt>
        <dd>
          {orders.length
            ? orders.map((order) => `${order.number} (${orderStatusLabels[order.status]})`).join(", ")
            : "None found for this payment"}
        </dd>
        <dt className="font-semibold">Payment</dt>
        <dd className="[overflow-wrap:anywhere]">
          {formatNaira(payment.amountKobo)} by {item.channel ?? "Paystack"}, reference {payment.reference}
          {payment.refundedKobo > 0 ? `; ${formatNaira(payment.refundedKobo)} refunded already` : ""}
        </dd>
        <dt className="font-semibold">Buyer</dt>
        <dd className="flex flex-wrap gap-x-3">
          {buyer.phone ? (
            <a className="font-semibold text-primary-light hover:underline" href={`tel:${buyer.phone}`}>
              {formatNigerianPhone(buyer.phone)}
            </a>
          ) : null}
          {buyer.email ? (
            <a className="break-all font-semibold text-primary-light hover:underline" href={`mailto:${buyer.email}`}>
              {buyer.email}
            </a>
          ) : null}
          {!buyer.phone && !buyer.email ? "No contact on the account" : null}
        </dd>
        <dt className="font-semibold">{failed ? "Failed" : "Held since"}</dt>
        <dd>
          {formatLagosDateTime(refund.updatedAt)}
          {refund.providerRefundId ? ` · Paystack refund ${refund.providerRefundId}` : ""}
          {failed && refund.failureReason ? ` · ${refund.failureReason}` : ""}
        </dd>
      </dl>
      {failed ? (
        <FailedRefundForms refundId={refund.id} />
      ) : (
        <HeldRefundAccount refund={refund} lookup={lookup} notice={notice} />
      )}
    </li>
  );
}

function FailedRefundForms({ refundId }: { refundId: string }) {
  const fieldId = `transfer-${refundId}`;
  return (
    <div className="mt-4 grid gap-4 border-t border-black/10 pt-4 md:grid-cols-2">
      <form action={refundAgainAction} className="space-y-2">
        <input type="hidden" name="refundId" value={refundId} />
        <p className="text-sm text-primary/80">
          When the card or account can take it now (a bank&rsquo;s outage, a card since renewed).
        </p>
        <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })}>
          Refund again through Paystack
        </button>
      </form>
      <form action={recordRefundByTransferAction} className="space-y-2">
        <input type="hidden" name="refundId" value={refundId} />
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          Paid by bank transfer? The transfer&rsquo;s reference
        </label>
        <input
          id={fieldId}
          name="transferReference"
          required
          minLength={3}
          maxLength={60}
          autoComplete="off"
          placeholder="e.g. 000013261128093512345678901234"
          className={controlClass}
        />
        <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
          Record the transfer
        </button>
      </form>
    </div>
  );
}

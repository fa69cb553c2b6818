import {
  cancelOrderAction,
  confirmReceiptAction,
  renewDeliveryCodeAction,
  reportProblemAction,
} from "@/modules/orders/buyer-orders.actions";
import { buyerMoves, codeStillNeeded, formatShortDay } from "@/modules/orders/components/buyer-order-labels";
import type { OrderDetail } from "@/modules/orders/orders.types";
import { Button } from "@/ui/components/button";
import { ButtonLink } from "@/ui/components/button-link";

/**
 * The buyer's side of an order: the delivery code and the acts the state machine allows now. Every act is a plain
 * form posting to a server action (decision 0024), so it works without scripts; cancelling asks first through a GET
 * step (?cancel=1), as one tap is easy to miss on a small screen.
 */

export const DELIVERY_CODE_HINT = "Give this code to the rider or seller only when you have your items";

export function DeliveryCodeCard({
  order,
}: {
  order: Pick<OrderDetail, "id" | "status" | "deliveryCode" | "deliveryCodeLocked">;
}) {
  if (!order.deliveryCode || !codeStillNeeded(order.status)) return null;
  return (
    <section aria-labelledby="code-heading" className="rounded-xl border-2 border-primary-light/40 p-5">
      <h2 id="code-heading" className="font-semibold">
        Your delivery code
      </h2>
      {order.deliveryCodeLocked ? (
        <>
          <p className="mt-2 text-sm">
            Too many wrong codes were typed, so this code no longer works. Ask for a new one and give it only at
            hand-over.
          </p>
          <form action={renewDeliveryCodeAction} className="mt-3">
            <input type="hidden" name="orderId" value={order.id} />
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              New code
            </Button>
          </form>
        </>
      ) : (
        <>
          <p
            className="mt-2 font-mono text-4xl font-bold tracking-[0.3em]"
            aria-label={order.deliveryCode.split("").join(" ")}
          >
            {order.deliveryCode}
          </p>
          <p className="mt-2 text-sm font-medium">{DELIVERY_CODE_HINT}</p>
        </>
      )}
    </section>
  );
}

type ActionOrder = Pick<
  OrderDetail,
  "id" | "status" | "paymentMethod" | "createdAt" | "acceptBy" | "inspectionEndsAt" | "delivery"
>;

export function BuyerOrderActions({
  order,
  confirmingCancel,
  now = new Date(),
}: {
  order: ActionOrder;
  confirmingCancel: boolean;
  now?: Date;
}) {
  const moves = buyerMoves(order, now);
  if (moves.length === 0) return null;
  const page = `/account/orders/details?id=${order.id}`;
  return (
    <section
      id="order-actions"
      aria-labelledby="actions-heading"
      className="space-y-4 rounded-xl border border-black/10 p-5"
    >
      <h2 id="actions-heading" className="font-semibold">
        What you can do
      </h2>
      {moves.includes("CONFIRM_RECEIPT") ? (
        <form action={confirmReceiptAction} className="space-y-2">
          <input type="hidden" name="orderId" value={order.id} />
          <p className="text-sm text-primary/75">
            Check your items first. Confirming completes the order and the seller is paid.
          </p>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            I have my items
          </Button>
        </form>
      ) : null}
      {moves.includes("REPORT_PROBLEM") ? (
        <form action={reportProblemAction} className="space-y-2 border-t border-black/10 pt-4">
          <input type="hidden" name="orderId" value={order.id} />
          <label htmlFor="problem-reason" className="block font-medium">
            Report a problem
          </label>
          <p className="text-sm text-primary/75">
            {order.inspectionEndsAt
              ? `Something missing, damaged or not as described? Tell us by ${formatShortDay(order.inspectionEndsAt)}. `
              : ""}
            Oja&apos;s team looks into it and decides with you and the seller.
          </p>
          <textarea
            id="problem-reason"
            name="reason"
            required
            maxLength={500}
            rows={3}
            placeholder="For example: one bag was missing"
            className="w-full rounded-lg border border-black/20 px-3 py-2"
          />
          <Button type="submit" variant="secondary" size="lg" className="w-full sm:w-auto">
            Report a problem
          </Button>
        </form>
      ) : null}
      {moves.includes("CANCEL") ? (
        confirmingCancel ? (
          <form action={cancelOrderAction} className="space-y-3 rounded-lg bg-warning-bg p-4">
            <input type="hidden" name="orderId" value={order.id} />
            <p className="text-sm font-medium">
              Cancel this order?
              {order.paymentMethod === "PAYSTACK" && order.status === "PAID"
                ? " What you paid is refunded to you."
                : ""}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" size="lg">
                Yes, cancel the order
              </Button>
              <ButtonLink href={page} variant="secondary" size="lg" className="text-center">
                Keep the order
              </ButtonLink>
            </div>
          </form>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-primary/75">You can cancel until the seller accepts the order.</p>
            <ButtonLink
              href={`${page}&cancel=1#order-actions`}
              variant="secondary"
              size="lg"
              className="block text-center sm:inline-block"
            >
              Cancel order
            </ButtonLink>
          </div>
        )
      ) : null}
    </section>
  );
}

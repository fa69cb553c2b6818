import "server-only";
import type { UserActor } from "@/lib/actor";
import { actorForUser } from "@/modules/access/actor.service";
import { addToCart } from "@/modules/cart/cart.service";
import { userIdsByEmail } from "@/modules/identity/identity.seed";
import { loadListingsForCart } from "@/modules/listings/listing-cart.service";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { findMyOrder, listMyOrders } from "@/modules/orders/order-reads.service";
import { checkOut } from "@/flows/check-out.flow";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { productId } from "./generate";
import { DEMO_BUYER_EMAIL } from "./demo-addresses";

/**
 * The demo's orders (issue 24): the demo buyer buys from the demo seller through the same checkout and moves a person
 * makes, so the seller's order pages, the buyer's and the seller's balance are never empty on a fresh machine. One
 * order per state a seller meets; the cash ones need no payment page. Run once: a buyer with orders is left alone.
 */

type OrderMove = Parameters<typeof moveOrder>[1]["move"];
type Step = { by: "seller" | "buyer"; move: OrderMove | "HAND_OVER"; note?: string };

interface Plan {
  label: string;
  steps: Step[];
  payment?: "PAYSTACK" | "PAY_ON_DELIVERY";
  delivery?: "OJA_COURIER" | "PICKUP";
}

const plans: Plan[] = [
  { label: "new, waiting to be accepted", steps: [] },
  { label: "new, collecting at the store", steps: [], delivery: "PICKUP" },
  { label: "accepted", steps: [{ by: "seller", move: "ACCEPT" }] },
  {
    label: "ready",
    steps: [
      { by: "seller", move: "ACCEPT" },
      { by: "seller", move: "MARK_READY" },
    ],
  },
  {
    label: "out for delivery",
    steps: [
      { by: "seller", move: "ACCEPT" },
      { by: "seller", move: "MARK_READY" },
      { by: "seller", move: "DISPATCH" },
    ],
  },
  {
    label: "delivered",
    steps: [
      { by: "seller", move: "ACCEPT" },
      { by: "seller", move: "MARK_READY" },
      { by: "seller", move: "DISPATCH" },
      { by: "seller", move: "HAND_OVER" },
    ],
  },
  {
    label: "completed",
    steps: [
      { by: "seller", move: "ACCEPT" },
      { by: "seller", move: "MARK_READY" },
      { by: "seller", move: "DISPATCH" },
      { by: "seller", move: "HAND_OVER" },
      { by: "buyer", move: "CONFIRM_RECEIPT" },
    ],
  },
  {
    label: "problem reported",
    steps: [
      { by: "seller", move: "ACCEPT" },
      { by: "seller", move: "MARK_READY" },
      { by: "seller", move: "DISPATCH" },
      { by: "seller", move: "HAND_OVER" },
      { by: "buyer", move: "REPORT_PROBLEM", note: "One of the two bags was torn and wet." },
    ],
  },
  { label: "rejected", steps: [{ by: "seller", move: "REJECT", note: "Out of this size until next week, sorry." }] },
  { label: "cancelled by the buyer", steps: [{ by: "buyer", move: "CANCEL" }] },
  { label: "waiting for the card payment", steps: [], payment: "PAYSTACK" },
];

export async function seedDemoOrders(log: (line: string) => void = () => {}): Promise<number> {
  const [buyerRow] = await userIdsByEmail([DEMO_BUYER_EMAIL]);
  const [sellerRow] = await userIdsByEmail(["seller@demo.oja.ng"]);
  if (!buyerRow || !sellerRow) return 0;
  const buyer = await actorForUser({ id: buyerRow.id, tokenId: null });
  if ((await listMyOrders(buyer)).orders.length > 0) return 0;
  const seller = await actorForUser({ id: sellerRow.id, tokenId: null });
  const listings = await loadListingsForCart(Array.from({ length: 24 }, (_, index) => productId(index)));
  // Affordable in cash (the pay-on-delivery limit) and with stock to spare.
  const goods = [...listings.values()].filter(
    (listing) => listing.buyable && listing.stock >= 3 && listing.priceKobo <= 6_000_000,
  );
  if (goods.length === 0) return 0;

  let made = 0;
  for (const [index, plan] of plans.entries()) {
    const listing = goods[index % goods.length]!;
    await addToCart({ userId: buyer.userId }, { productId: listing.id, quantity: 1 + (index % 2) });
    const placed = await checkOut(buyer, {
      idempotencyKey: `demo-seed-order-${index + 1}`,
      paymentMethod: plan.payment ?? "PAY_ON_DELIVERY",
      deliveries: plan.delivery === "PICKUP" ? undefined : { [listing.vendorId]: { method: "OJA_COURIER" } },
    });
    if (placed.status !== "PLACED") {
      log(
        `demo order "${plan.label}" not placed: ${placed.status === "REFUSED" ? placed.problems.join(" ") : placed.message}`,
      );
      continue;
    }
    const orderId = placed.orderIds[0]!;
    for (const step of plan.steps) await take(step, orderId, { buyer, seller });
    made += 1;
  }
  return made;
}

async function take(step: Step, orderId: string, who: { buyer: UserActor; seller: UserActor }): Promise<void> {
  if (step.move === "HAND_OVER") {
    const { deliveryCode } = await findMyOrder(who.buyer, orderId);
    await handOverOrder(who.seller, { orderId, outcome: "DELIVERED", code: deliveryCode ?? "" });
    return;
  }
  await moveOrder(step.by === "seller" ? who.seller : who.buyer, { orderId, move: step.move, note: step.note });
}

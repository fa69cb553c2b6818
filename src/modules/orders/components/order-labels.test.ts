import { describe, expect, it } from "vitest";
import {
  buyerFirstName,
  deliveryPlace,
  paymentState,
  sellerMovesFor,
  timeLeftToAccept,
} from "@/modules/orders/components/order-labels";
import type { DeliveryMethod, OrderStatus, PaymentMethod } from "@/modules/orders/orders.types";

const now = new Date("2026-11-28T10:00:00Z");

function order(status: OrderStatus, method: DeliveryMethod = "SELLER_DELIVERY", payment: PaymentMethod = "PAYSTACK") {
  return {
    status,
    paymentMethod: payment,
    delivery: { method, feeKobo: 0, expectedWindow: "1–3 days" },
    createdAt: now,
    acceptBy: new Date(now.getTime() + 3_600_000),
    inspectionEndsAt: null,
  };
}

describe("the seller's next moves follow the state machine", () => {
  it.each([
    ["PAID", "SELLER_DELIVERY", ["ACCEPT", "REJECT"]],
    ["CONFIRMED", "SELLER_DELIVERY", ["ACCEPT", "REJECT"]],
    ["ACCEPTED", "SELLER_DELIVERY", ["MARK_READY"]],
    ["READY", "SELLER_DELIVERY", ["DISPATCH"]],
    ["READY", "PICKUP", ["DELIVER"]],
    ["OUT_FOR_DELIVERY", "OJA_COURIER", ["DELIVER"]],
    ["AWAITING_PAYMENT", "SELLER_DELIVERY", []],
    ["DELIVERED", "SELLER_DELIVERY", []],
    ["COMPLETED", "SELLER_DELIVERY", []],
    ["CANCELLED", "SELLER_DELIVERY", []],
  ] as const)("%s (%s): %j", (status, method, moves) => {
    expect(sellerMovesFor(order(status, method), now)).toEqual(moves);
  });
});

describe("labels", () => {
  it("time left to accept, in hours and minutes, or that it ran out", () => {
    expect(timeLeftToAccept(new Date(now.getTime() + (47 * 60 + 59) * 60_000), now)).toBe("47 h 59 min left to accept");
    expect(timeLeftToAccept(new Date(now.getTime() + 5 * 60_000), now)).toBe("5 min left to accept");
    expect(timeLeftToAccept(new Date(now.getTime() - 1), now)).toBe("Time to accept has run out");
    expect(timeLeftToAccept(null, now)).toBe("");
  });

  it("the buyer's first name, the place and the payment's state", () => {
    expect(buyerFirstName("  Ngozi   Adebayo ")).toBe("Ngozi");
    expect(buyerFirstName("")).toBe("The buyer");
    const address = { recipientName: "N", phone: "+234", state: "Lagos", lga: "Ikeja", street: "x", area: null };
    expect(deliveryPlace({ delivery: order("PAID").delivery, address })).toBe("Ikeja, Lagos");
    expect(
      deliveryPlace({
        delivery: { ...order("PAID").delivery, method: "PICKUP", store: { id: "s", name: "Yaba store", address: "" } },
        address: null,
      }),
    ).toBe("Yaba store");
    expect(paymentState(order("PAID"))).toBe("Paid");
    expect(paymentState(order("REJECTED"))).toBe("Paid; Oja refunds the buyer");
    expect(paymentState(order("CONFIRMED", "SELLER_DELIVERY", "PAY_ON_DELIVERY"))).toBe("Collect at hand-over");
    expect(paymentState(order("AWAITING_PAYMENT"))).toBe("Waiting for the buyer to pay");
  });
});

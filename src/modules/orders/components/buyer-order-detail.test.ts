import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuyerOrderDetail } from "@/modules/orders/components/buyer-order-detail";
import { buyerMoves, buyerStatusWords, paymentWords } from "@/modules/orders/components/buyer-order-labels";
import type { BuyerOrderView } from "@/modules/orders/orders.types";

const DAY = 86_400_000;
const now = new Date("2026-11-29T09:00:00Z");

function order(overrides: Partial<BuyerOrderView> = {}): BuyerOrderView {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    number: "OJA-ABCD2345",
    checkoutId: "22222222-2222-4222-8222-222222222222",
    buyerId: "33333333-3333-4333-8333-333333333333",
    vendorId: "44444444-4444-4444-8444-444444444444",
    status: "PAID",
    paymentMethod: "PAYSTACK",
    itemsTotalKobo: 2_500_000,
    deliveryFeeKobo: 150_000,
    totalKobo: 2_650_000,
    buyerName: "Ngozi Adebayo",
    delivery: { method: "SELLER_DELIVERY", feeKobo: 150_000, expectedWindow: "1–3 days" },
    address: {
      recipientName: "Ngozi Adebayo",
      phone: "+2348031234567",
      state: "Lagos",
      lga: "Ikeja",
      street: "4 Obafemi Awolowo Way",
    },
    acceptBy: new Date(now.getTime() + DAY),
    inspectionEndsAt: null,
    createdAt: new Date(now.getTime() - DAY),
    updatedAt: new Date(now.getTime() - DAY),
    items: [
      {
        productId: null,
        title: "Rice, 50kg bag",
        unitLabel: "bag",
        unitPriceKobo: 1_250_000,
        quantity: 2,
        lineTotalKobo: 2_500_000,
        pictureUrl: "/media/rice-320.webp",
      },
    ],
    timeline: [],
    deliveryCode: "123456",
    deliveryCodeLocked: false,
    vendorName: "Sold by Mama Nkechi Foods",
    vendorSlug: "mama-nkechi",
    checkoutSiblings: [],
    ...overrides,
  };
}

const render = (view: BuyerOrderView, payment: { status: string } | null = null, placed = false) =>
  renderToStaticMarkup(createElement(BuyerOrderDetail, { order: view, payment, now, placed }));
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the buyer's order page body", () => {
  it("greets the buyer back from checkout while that is news, not on a tab reloaded after the seller said no", () => {
    const greeting = "Mama Nkechi Foods has your order OJA-ABCD2345. We tell you at every step.";
    for (const status of ["AWAITING_PAYMENT", "PAID", "CONFIRMED", "ACCEPTED"] as const)
      expect([status, text(render(order({ status }), null, true))]).toEqual([
        status,
        expect.stringContaining(greeting),
      ]);
    for (const status of ["REJECTED", "CANCELLED", "PAYMENT_FAILED", "REFUSED", "DELIVERED", "COMPLETED"] as const)
      expect([status, text(render(order({ status }), null, true))]).toEqual([
        status,
        expect.not.stringContaining(greeting),
      ]);
    expect(text(render(order({ status: "PAID" })))).not.toContain(greeting);
  });

  it("delivered: confirm receipt and report a problem until the window ends; no code, no cancel", () => {
    const delivered = order({ status: "DELIVERED", inspectionEndsAt: new Date("2026-12-02T10:00:00Z") });
    const markup = render(delivered, { status: "PAID" });
    const body = text(markup);
    expect(body).toContain("Delivered — check your items by 2 Dec");
    expect(body).toContain("I have my items");
    expect(body).toContain("Tell us by 2 Dec");
    expect(markup).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
    expect(body).not.toContain("Cancel order");
    expect(body).not.toContain("123456");
    expect(markup).toContain('src="/media/rice-320.webp"');
    expect(markup).toContain('href="/market/store/mama-nkechi"');
    expect(body).toContain("Items from Mama Nkechi Foods");
    // Past the window the state machine's guard refuses, so the page offers only the confirmation.
    expect(buyerMoves(delivered, new Date("2026-12-02T10:00:01Z"))).toEqual(["CONFIRM_RECEIPT"]);
  });

  it("a locked code offers a new one and hides the dead code", () => {
    const markup = render(order({ status: "OUT_FOR_DELIVERY", deliveryCodeLocked: true }));
    const body = text(markup);
    expect(body).toContain("On its way");
    expect(body).toContain("New code");
    expect(body).not.toContain("123456");
    expect(body).not.toContain("What you can do");
  });

  it("pickup and pay on delivery read as such", () => {
    const body = text(
      render(
        order({
          status: "READY",
          paymentMethod: "PAY_ON_DELIVERY",
          address: null,
          delivery: {
            method: "PICKUP",
            feeKobo: 0,
            expectedWindow: "Ready in 1 day",
            store: { id: "s1", name: "Computer Village shop", address: "12 Otigba St, Ikeja", landmark: "By the bank" },
          },
          deliveryFeeKobo: 0,
        }),
      ),
    );
    expect(body).toContain("Ready for you to collect");
    expect(body).toContain("Pickup at the seller's store · expected: Ready in 1 day");
    expect(body).toContain("Computer Village shop");
    expect(body).toContain("Landmark: By the bank");
    expect(body).toContain("Delivery Free");
    expect(body).toContain("Pay on delivery: pay when your items arrive");
    expect(body).toContain("123456");
  });

  it("the timeline names who did what and shows people's notes, not a job's", () => {
    const body = text(
      render(
        order({
          status: "CANCELLED",
          timeline: [
            { from: null, to: "AWAITING_PAYMENT", actorKind: "BUYER", note: null, at: now },
            { from: "AWAITING_PAYMENT", to: "PAID", actorKind: "SYSTEM", note: "job: payments", at: now },
            { from: "PAID", to: "CANCELLED", actorKind: "SYSTEM", note: "job: order-sweeps", at: now },
          ],
        }),
        { status: "REFUNDED" },
      ),
    );
    expect(body).toContain("Order placed");
    expect(body).toContain("Cancelled: the seller did not accept in time");
    expect(body).not.toContain("job:");
    expect(body).toContain("Payment: Paid online, refunded");
    expect(body).not.toContain("Your delivery code");
  });

  it("says where the buyer's refunds are: back, on the way, held up, or paid by transfer with its reference", () => {
    const markup = renderToStaticMarkup(
      createElement(BuyerOrderDetail, {
        order: order({ status: "REJECTED" }),
        payment: { status: "PARTIALLY_REFUNDED" },
        refunds: [
          { amountKobo: 100_000, state: "REFUNDED", transferReference: null },
          { amountKobo: 200_000, state: "REFUNDED", transferReference: "TRF-2026-001" },
          { amountKobo: 300_000, state: "ON_ITS_WAY", transferReference: null },
          { amountKobo: 400_000, state: "DELAYED", transferReference: null },
          { amountKobo: 500_000, state: "ON_ITS_WAY", transferReference: null, toAccount: "Kuda …4321" },
          { amountKobo: 600_000, state: "REFUNDED", transferReference: null, toAccount: "Kuda …4321" },
        ],
        now,
      }),
    );
    const body = text(markup);
    expect(body).toContain("Refunded ₦1,000.00 to the card or account you paid with");
    expect(body).toContain("Refunded ₦2,000.00 by bank transfer, reference TRF-2026-001");
    expect(body).toContain("Refund of ₦3,000.00 on its way: your bank may take a few days to show it");
    expect(body).toContain("Refund of ₦5,000.00 on its way to your account Kuda …4321: your bank may take a few days");
    expect(body).toContain("Refunded ₦6,000.00 to your account Kuda …4321");
    expect(body).toContain(
      "Refund of ₦4,000.00 held up: your bank could not take it back. Oja's support team will contact you",
    );
    expect(text(render(order()))).not.toContain("Refund");
  });

  it("every state has buyer's words", () => {
    const base = order();
    expect(buyerStatusWords({ ...base, status: "AWAITING_PAYMENT" })).toBe("Waiting for your payment");
    expect(buyerStatusWords({ ...base, status: "CONFIRMED" })).toBe("Waiting for the seller to accept");
    expect(buyerStatusWords({ ...base, status: "DISPUTED" })).toBe("Problem reported: Oja is looking into it");
    expect(paymentWords({ status: "AWAITING_PAYMENT", paymentMethod: "PAYSTACK" }, null)).toBe(
      "Online payment: not paid yet",
    );
    expect(buyerMoves({ ...base, status: "CONFIRMED" }, now)).toEqual(["CANCEL"]);
    expect(buyerMoves({ ...base, status: "ACCEPTED" }, now)).toEqual([]);
  });
});

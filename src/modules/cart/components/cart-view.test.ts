import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartView } from "@/modules/cart/components/cart-view";
import type { CartLine, CartView as CartViewData } from "@/modules/cart/cart.types";

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: "11111111-1111-4111-8111-111111111111",
    vendorId: "v1",
    title: "Rice 50kg",
    url: "/market/product/rice",
    unitLabel: "50kg bag",
    image: null,
    quantity: 2,
    requestedQuantity: 2,
    stock: 5,
    unitPriceKobo: 7_500_000,
    addedPriceKobo: 7_500_000,
    lineTotalKobo: 15_000_000,
    notices: [],
    buyable: true,
    unavailableReason: null,
    savedForLater: false,
    ...overrides,
  };
}

const render = (cart: CartViewData, flash: Parameters<typeof CartView>[0]["flash"] = null) =>
  renderToStaticMarkup(createElement(CartView, { cart, flash }));
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the cart page's body", () => {
  it("shows sellers, subtotals, the total, notices, greyed departed lines and the checkout link", () => {
    const cart: CartViewData = {
      groups: [
        {
          vendorId: "v1",
          vendorName: "Mama Nkechi Foods",
          vendorSlug: "mama-nkechi",
          subtotalKobo: 15_000_000,
          lines: [
            line({ notices: ["Price went down from ₦80,000.00 to ₦75,000.00"] }),
            line({
              productId: "22222222-2222-4222-8222-222222222222",
              title: "Beans",
              buyable: false,
              unavailableReason: "Paused by the seller",
            }),
          ],
        },
      ],
      savedForLater: [line({ productId: "33333333-3333-4333-8333-333333333333", title: "Garri", savedForLater: true })],
      totalKobo: 15_000_000,
      itemCount: 2,
    };
    const markup = render(cart, { kind: "ok", text: "Added to your cart: Rice 50kg" });
    const body = text(markup);
    expect(body).toContain("Added to your cart: Rice 50kg");
    expect(body).toContain("Sold by Mama Nkechi Foods");
    expect(body).toContain("Subtotal from this seller ₦150,000.00");
    expect(body).toContain("Total ₦150,000.00");
    expect(body).toContain("Price went down from ₦80,000.00 to ₦75,000.00");
    expect(body).toContain("Paused by the seller");
    expect(markup).toContain("grayscale");
    expect(body).toContain("Saved for later");
    expect(body).toContain("Move to cart");
    expect(markup).toContain('href="/checkout"');
    // Every control is a submit button of a plain form: no script needed.
    for (const intent of ["update", "increase", "decrease", "remove", "save", "move"])
      expect(markup).toContain(`value="${intent}"`);
    // A departed line has no quantity field; the others have one, limited by stock.
    expect(markup.match(/name="quantity"/g)).toHaveLength(1);
    expect(markup).toMatch(/max="5"/);
  });

  it("leads back to the market when empty", () => {
    const body = text(render({ groups: [], savedForLater: [], totalKobo: 0, itemCount: 0 }));
    expect(body).toContain("Your cart is empty.");
    expect(body).toContain("Go to the market");
    expect(body).not.toContain("Proceed to checkout");
  });
});

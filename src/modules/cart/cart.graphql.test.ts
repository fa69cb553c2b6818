import { describe, expect, it } from "vitest";
import { createAccessToken, createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import { execute, executeAs as run } from "../../../tests/setup/graphql";

/** The cart's API (issue 24): signed-in only, each person's own cart, the service's messages. */

const CART = `{ cart { totalKobo itemCount sellers { vendorName subtotalKobo lines { title quantity unitPriceKobo notices buyable } } savedForLater { title } } }`;
const ADD = `mutation($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { message cart { totalKobo itemCount } } }`;
const SET = `mutation($productId: ID!, $quantity: Int!) { setCartQuantity(productId: $productId, quantity: $quantity) { message cart { itemCount } } }`;
const LINE = (field: string) =>
  `mutation($productId: ID!) { ${field}(productId: $productId) { message cart { itemCount savedForLater { title } } } }`;

async function setup() {
  const vendor = await createVendor({ displayName: "Mama Nkechi Foods" });
  const category = await createCategory();
  const rice = await createProduct({
    vendorId: vendor.id,
    categoryId: category.id,
    title: "Rice 50kg",
    priceKobo: 7_500_000,
    stock: 4,
  });
  const buyer = await createUser();
  return { rice, token: await createAccessToken(buyer) };
}

describe("cart API", () => {
  it("adds, reads, changes, saves for later and removes, for the signed-in person only", async () => {
    const { rice, token } = await setup();
    const added = await run(ADD, { productId: rice.id, quantity: 2 }, token);
    expect(added.data).toEqual({
      addToCart: { message: "Added to your cart: Rice 50kg", cart: { totalKobo: 15_000_000, itemCount: 2 } },
    });
    const cart = await run(CART, {}, token);
    expect(cart.data).toEqual({
      cart: {
        totalKobo: 15_000_000,
        itemCount: 2,
        sellers: [
          {
            vendorName: "Mama Nkechi Foods",
            subtotalKobo: 15_000_000,
            lines: [{ title: "Rice 50kg", quantity: 2, unitPriceKobo: 7_500_000, notices: [], buyable: true }],
          },
        ],
        savedForLater: [],
      },
    });
    expect((await run(SET, { productId: rice.id, quantity: 9 }, token)).data).toEqual({
      setCartQuantity: { message: "Only 4 left: quantity lowered to 4", cart: { itemCount: 4 } },
    });
    expect((await run(LINE("saveForLater"), { productId: rice.id }, token)).data).toEqual({
      saveForLater: { message: "Saved for later", cart: { itemCount: 0, savedForLater: [{ title: "Rice 50kg" }] } },
    });
    expect((await run(LINE("moveToCart"), { productId: rice.id }, token)).data).toMatchObject({
      moveToCart: { cart: { itemCount: 4 } },
    });
    expect((await run(LINE("removeFromCart"), { productId: rice.id }, token)).data).toMatchObject({
      removeFromCart: { message: "Removed from your cart", cart: { itemCount: 0 } },
    });
  });

  it("refuses the signed-out, and bad quantities with the inputs' messages", async () => {
    const { rice, token } = await setup();
    const signedOut = await run(CART, {});
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const anonymousAdd = await run(ADD, { productId: rice.id, quantity: 1 });
    expect(anonymousAdd.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    for (const [quantity, message] of [
      [0, "The quantity must be at least 1. To take an item out, use Remove."],
      [-1, "The quantity must be at least 1. To take an item out, use Remove."],
      [1_000_000_000, "You can buy at most 999 of one item at a time"],
    ] as const) {
      const result = await run(ADD, { productId: rice.id, quantity }, token);
      expect(result.errors?.[0]?.extensions?.validation).toEqual({ quantity: [message] });
    }
    // 1.5 never reaches the resolver: GraphQL's Int refuses it ("Int cannot represent non-integer value").
    const fraction = await execute({
      query: ADD,
      variables: { productId: rice.id, quantity: 1.5 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fraction.status).toBe(400);
    expect(fraction.body.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value/);
    const unknown = await run(ADD, { productId: "not-an-id", quantity: 1 }, token);
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({ productId: ["We could not find that item on Oja"] });
    expect((await run(CART, {}, token)).data).toMatchObject({ cart: { itemCount: 0, sellers: [] } });
  });
});

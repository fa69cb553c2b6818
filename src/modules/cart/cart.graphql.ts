import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { parseInput } from "@/lib/errors";
import { ImageType } from "@/modules/media/media.graphql";
import { addToCartInput, cartLineInput, setCartQuantityInput } from "@/modules/cart/cart.inputs";
import { readCart } from "@/modules/cart/cart-view.service";
import {
  addToCart,
  moveToCart,
  removeFromCart,
  saveForLater,
  setCartQuantity,
  type CartChange,
} from "@/modules/cart/cart.service";
import type { CartLine, CartSellerGroup, CartView } from "@/modules/cart/cart.types";

/**
 * The signed-in person's cart (issue 24). Private: signed-in only, never in src/graphql/shareable.ts. A signed-out
 * visitor's cart lives behind the site's cookie (the /cart page and its forms); apps sign in first. Every field calls
 * the same service the page's server actions call. Money is integer kobo.
 */

const CartLineType = builder.objectRef<CartLine>("CartLine").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    vendorId: t.exposeID("vendorId"),
    title: t.exposeString("title"),
    url: t.exposeString("url"),
    unitLabel: t.exposeString("unitLabel"),
    image: t.field({ type: ImageType, nullable: true, resolve: (line) => line.image }),
    quantity: t.exposeInt("quantity", { description: "What counts: the quantity asked for, lowered to the stock" }),
    requestedQuantity: t.exposeInt("requestedQuantity"),
    stock: t.exposeInt("stock"),
    unitPriceKobo: t.expose("unitPriceKobo", { type: "Kobo", description: "Today's price" }),
    addedPriceKobo: t.expose("addedPriceKobo", { type: "Kobo", description: "The price when it was put in the cart" }),
    lineTotalKobo: t.expose("lineTotalKobo", { type: "Kobo" }),
    notices: t.exposeStringList("notices", { description: "What changed since it was added" }),
    buyable: t.exposeBoolean("buyable"),
    unavailableReason: t.exposeString("unavailableReason", { nullable: true }),
    savedForLater: t.exposeBoolean("savedForLater"),
  }),
});

const CartSellerType = builder.objectRef<CartSellerGroup>("CartSeller").implement({
  fields: (t) => ({
    vendorId: t.exposeID("vendorId"),
    vendorName: t.exposeString("vendorName"),
    vendorSlug: t.exposeString("vendorSlug"),
    lines: t.field({ type: [CartLineType], resolve: (group) => group.lines }),
    subtotalKobo: t.expose("subtotalKobo", { type: "Kobo", description: "The lines that can be bought now" }),
  }),
});

const CartType = builder.objectRef<CartView>("Cart").implement({
  fields: (t) => ({
    sellers: t.field({ type: [CartSellerType], resolve: (cart) => cart.groups }),
    savedForLater: t.field({ type: [CartLineType], resolve: (cart) => cart.savedForLater }),
    totalKobo: t.expose("totalKobo", { type: "Kobo" }),
    itemCount: t.exposeInt("itemCount"),
  }),
});

const CartUpdateType = builder.objectRef<{ cart: CartView; message: string }>("CartUpdate").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: '"Added to your cart: …", or why the quantity was capped' }),
    cart: t.field({ type: CartType, resolve: (update) => update.cart }),
  }),
});

builder.queryFields((t) => ({
  cart: t.field({
    type: CartType,
    description: "Your cart, grouped by seller",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => readCart({ userId: signedInActor(ctx).userId }),
  }),
}));

async function answer(userId: string, change: CartChange | string) {
  const cart = await readCart({ userId });
  return { cart, message: typeof change === "string" ? change : change.message };
}

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartUpdateType,
    description: "Add to your cart (added to what is there, capped by the stock)",
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = signedInActor(ctx);
      return answer(userId, await addToCart({ userId }, parseInput(addToCartInput, args)));
    },
  }),
  setCartQuantity: t.field({
    type: CartUpdateType,
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = signedInActor(ctx);
      return answer(userId, await setCartQuantity({ userId }, parseInput(setCartQuantityInput, args)));
    },
  }),
  removeFromCart: t.field({
    type: CartUpdateType,
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = signedInActor(ctx);
      await removeFromCart({ userId }, parseInput(cartLineInput, args));
      return answer(userId, "Removed from your cart");
    },
  }),
  saveForLater: t.field({
    type: CartUpdateType,
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = signedInActor(ctx);
      await saveForLater({ userId }, parseInput(cartLineInput, args));
      return answer(userId, "Saved for later");
    },
  }),
  moveToCart: t.field({
    type: CartUpdateType,
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = signedInActor(ctx);
      await moveToCart({ userId }, parseInput(cartLineInput, args));
      return answer(userId, "Moved to your cart");
    },
  }),
}));

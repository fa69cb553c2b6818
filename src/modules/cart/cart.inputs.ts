import * as z from "zod/mini";
import { isUuid } from "@/lib/uuid";

/**
 * The cart's inputs, shared by its forms (server actions, which receive strings), its GraphQL fields (numbers) and
 * the browser: a product id and a whole quantity from 1 to 999. Anything else gets one of these messages and changes
 * nothing.
 */
export const MAX_CART_QUANTITY = 999;
export const MAX_CART_LINES = 50;

export const cartMessages = {
  quantityRequired: "Enter a quantity",
  quantityWhole: "Enter a whole number of items, e.g. 2",
  quantityTooLow: "The quantity must be at least 1. To take an item out, use Remove.",
  quantityTooHigh: `You can buy at most ${MAX_CART_QUANTITY} of one item at a time`,
  product: "We could not find that item on Oja",
} as const;

const productId = z.pipe(
  z.string({ error: cartMessages.product }),
  z.transform((value, ctx) => {
    const id = value.trim().toLowerCase();
    if (isUuid(id)) return id;
    ctx.issues.push({ code: "custom", message: cartMessages.product, input: value });
    return z.NEVER;
  }),
);

/** "2", " 2 ", 2 → 2; "", "abc", "1.5", 1.5, 0, -1, 10⁹ → a message. Digits only, so no "1e3" or "0x10". */
export const cartQuantity = z.pipe(
  z.union([z.number(), z.string()], {
    error: (issue) => (issue.input == null ? cartMessages.quantityRequired : cartMessages.quantityWhole),
  }),
  z.transform((value, ctx) => {
    const text = String(value).trim();
    const fail = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    };
    if (text === "") return fail(cartMessages.quantityRequired);
    if (typeof value === "number" ? !Number.isFinite(value) : !/^[-+]?\d+(?:\.\d+)?$/.test(text))
      return fail(cartMessages.quantityWhole);
    const number = Number(text);
    if (!Number.isInteger(number)) return fail(cartMessages.quantityWhole);
    if (number < 1) return fail(cartMessages.quantityTooLow);
    if (number > MAX_CART_QUANTITY) return fail(cartMessages.quantityTooHigh);
    return number;
  }),
);

/** Put `quantity` of a product in the cart (added to what is there). */
export const addToCartInput = z.object({ productId, quantity: cartQuantity });
export type AddToCartInput = z.output<typeof addToCartInput>;

/** Set a line's quantity. */
export const setCartQuantityInput = z.object({ productId, quantity: cartQuantity });
export type SetCartQuantityInput = z.output<typeof setCartQuantityInput>;

/** Remove a line, save it for later or move it back to the cart. */
export const cartLineInput = z.object({ productId });
export type CartLineInput = z.output<typeof cartLineInput>;

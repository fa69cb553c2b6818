"use server";
import { redirect } from "next/navigation";
import { DomainError, InputValidationError, parseInput } from "@/lib/errors";
import { currentCartOwner, setCartFlash, type CartFlash } from "@/modules/cart/cart-session.service";
import { addToCartInput, cartLineInput, setCartQuantityInput } from "@/modules/cart/cart.inputs";
import { addToCart, moveToCart, removeFromCart, saveForLater, setCartQuantity } from "@/modules/cart/cart.service";

/**
 * The cart's forms as server actions (docs/decisions/0024-forms-without-javascript.md): they post natively before
 * scripts load, or without them. Each is as thin as a resolver: whose cart (cart-session.service.ts), the module's zod schema,
 * the same service the GraphQL fields call, then post → redirect → get to /cart with a one-line notice. Refusals are
 * the services' messages; nothing here decides what may be bought.
 */

function field(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The first message of a refusal; anything unexpected is rethrown (logged, generic error page). */
function refusal(error: unknown): CartFlash {
  if (error instanceof InputValidationError) return { kind: "error", text: error.first.message };
  // Too many attempts, and the like: their own message.
  if (error instanceof DomainError) return { kind: "error", text: error.message };
  throw error;
}

/** "Add to cart" and "Buy now" on a product page (`intent` = "buy" goes on to the checkout). */
export async function addToCartAction(formData: FormData): Promise<void> {
  let flash: CartFlash;
  let bought = false;
  try {
    const input = parseInput(addToCartInput, {
      productId: field(formData, "productId"),
      quantity: field(formData, "quantity") ?? "1",
    });
    const owner = (await currentCartOwner({ create: true }))!;
    const change = await addToCart(owner, input);
    flash = { kind: "ok", text: change.message };
    bought = field(formData, "intent") === "buy";
  } catch (error) {
    flash = refusal(error);
  }
  await setCartFlash(flash);
  // redirect() throws: it stays outside the try.
  redirect(bought ? "/checkout" : "/cart");
}

const STEP: Record<string, number> = { increase: 1, decrease: -1 };

/** The quantity typed, moved by one for the − and + buttons (only when it is a whole number: else its message). */
function steppedQuantity(raw: string | undefined, intent: string): string | undefined {
  const step = STEP[intent];
  if (!step || raw === undefined || !/^\s*\d{1,4}\s*$/.test(raw)) return raw;
  return String(Number(raw) + step);
}

/**
 * Every button of a cart line posts here, named by its `intent`: update (the number field), increase, decrease,
 * remove, save (for later), move (back to the cart).
 */
export async function cartLineAction(formData: FormData): Promise<void> {
  const intent = field(formData, "intent") ?? "update";
  let flash: CartFlash | null = null;
  try {
    const owner = await currentCartOwner({ create: false });
    if (owner) {
      const productId = field(formData, "productId");
      if (intent === "remove") {
        await removeFromCart(owner, parseInput(cartLineInput, { productId }));
        flash = { kind: "ok", text: "Removed from your cart" };
      } else if (intent === "save") {
        await saveForLater(owner, parseInput(cartLineInput, { productId }));
        flash = { kind: "ok", text: "Saved for later" };
      } else if (intent === "move") {
        await moveToCart(owner, parseInput(cartLineInput, { productId }));
        flash = { kind: "ok", text: "Moved to your cart" };
      } else {
        const quantity = steppedQuantity(field(formData, "quantity"), intent);
        const change = await setCartQuantity(owner, parseInput(setCartQuantityInput, { productId, quantity }));
        flash = { kind: "ok", text: change.message };
      }
    }
  } catch (error) {
    flash = refusal(error);
  }
  if (flash) await setCartFlash(flash);
  redirect("/cart");
}

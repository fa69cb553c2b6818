import { addToCartAction } from "@/modules/cart/cart.actions";
import { buttonClassName } from "@/ui/components/button";

/**
 * "Add to cart" (with a quantity) and "Buy now" on a product page: one static form posting to addToCartAction, so
 * it works before scripts load and without them, and the page it sits on stays the same for every visitor (nothing
 * personal is read to draw it; the action answers with the cart page and its notice).
 */
export function AddToCartForm({ productId, stock, title }: { productId: string; stock: number; title: string }) {
  if (stock <= 0) return <p className="font-medium text-error">Sold out</p>;
  const max = Math.min(stock, 999);
  return (
    <form action={addToCartAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="productId" value={productId} />
      <label className="text-sm">
        <span className="block text-xs text-primary/75">Quantity</span>
        <input
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          defaultValue={1}
          aria-label={`Quantity of ${title}`}
          className="w-20 rounded-lg border border-black/20 px-2 py-2.5 text-center"
        />
      </label>
      <button type="submit" name="intent" value="add" className={buttonClassName({ className: "flex-1" })}>
        Add to cart
      </button>
      <button
        type="submit"
        name="intent"
        value="buy"
        className={buttonClassName({ variant: "secondary", className: "flex-1" })}
      >
        Buy now
      </button>
    </form>
  );
}

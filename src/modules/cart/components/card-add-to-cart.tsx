import { addToCartAction } from "@/modules/cart/cart.actions";
import type { ProductCard } from "@/modules/listings/listings.types";

/**
 * "Add to cart" on a listing card: one of the item, through the same static form and action as the product page's
 * (it works without scripts, and the grid it sits in stays the same for every visitor). It sits above the card's
 * stretched link, so tapping it adds the item instead of opening the product.
 */
export function CardAddToCart({ productId, title }: { productId: string; title: string }) {
  return (
    <form action={addToCartAction} className="product-card-action">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" name="intent" value="add" className="product-card-button">
        {/* Heard as "Add to cart: <title>": the visible words first, as they must be part of the name. */}
        Add to cart<span className="sr-only">: {title}</span>
      </button>
    </form>
  );
}

/** A grid's card action (ProductGrid's `cardAction`): "Add to cart" on every card still in stock. */
export function cardAddToCart(product: ProductCard) {
  return product.stock > 0 ? <CardAddToCart productId={product.id} title={product.title} /> : null;
}

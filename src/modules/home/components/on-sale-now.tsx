import Link from "next/link";
import type { ProductCard } from "@/modules/listings/listings.types";
import { ProductGrid } from "@/modules/listings/components/product-card";
import { cardAddToCart } from "@/modules/cart/components/card-add-to-cart";

/**
 * "On sale now": the newest listings with pictures, as the market shows them. Every picture loads lazily: on a phone
 * the row starts below the fold, and the page's largest paint is the heading above.
 */
export function OnSaleNow({
  products,
  state,
  productsState,
}: {
  products: ProductCard[];
  state: string | null;
  productsState: string | null;
}) {
  if (products.length === 0) return null;
  const marketHref = productsState ? `/market?state=${encodeURIComponent(productsState)}` : "/market";
  return (
    <section className="mx-auto max-w-6xl px-4 pt-10" aria-labelledby="on-sale-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="on-sale-heading" className="text-xl font-bold smm:text-2xl">
          On sale now{productsState ? ` in ${productsState}` : null}
        </h2>
        <Link href={marketHref} prefetch={false} className="text-sm font-semibold text-primary-light hover:underline">
          See everything in the market →
        </Link>
      </div>
      {state && !productsState ? (
        <p className="mt-1 text-sm text-primary/80">Few listings in {state} yet: here are the newest across Nigeria.</p>
      ) : null}
      <div className="mt-4">
        <ProductGrid products={products} label="On sale now" cardAction={cardAddToCart} />
      </div>
    </section>
  );
}

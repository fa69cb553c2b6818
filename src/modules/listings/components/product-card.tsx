import Link from "next/link";
import type { ReactNode } from "react";
import type { ProductCard as ProductCardData } from "@/modules/listings/listings.types";
import { placeLabel } from "@/lib/nigeria";
import { conditionLabels } from "@/modules/listings/components/listing-labels";
import { priceUnitPhrase } from "@/modules/listings/components/listing-units";
import { Price } from "@/modules/listings/components/price";
import { ProductImage } from "@/modules/listings/components/product-image";

export function productHref(slug: string): string {
  return `/market/product/${encodeURIComponent(slug)}`;
}

/** Two columns on a phone, up to four on a wide screen: the images are drawn at about these widths. */
export const gridImageSizes = "(min-width: 1200px) 270px, (min-width: 900px) 30vw, (min-width: 600px) 31vw, 46vw";

/** What a grid may put under each card's facts (the cart's "Add to cart"), given by the page that draws it. */
export type CardAction = (product: ProductCardData) => ReactNode;

/**
 * One listing in a grid. The title's link stretches over the whole card, so the card is one tap target while a
 * screen reader hears a single link named by the title; an `action` sits above that link.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  action,
}: {
  product: ProductCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <ProductImage
        image={product.image}
        sizes={gridImageSizes}
        priority={priority}
        className="aspect-square w-full"
        alt=""
      />
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link href={productHref(product.slug)} prefetch={false} className="product-card-link">
            {product.title}
          </Link>
        </Heading>
        <Price priceKobo={product.priceKobo} compareAtKobo={product.compareAtKobo} unit={priceUnitPhrase(product)} />
        <p className="product-card-place">
          {placeLabel(product.city, product.state)}
          {product.condition !== "NEW" ? <> · {conditionLabels[product.condition]}</> : null}
        </p>
        {product.stock <= 0 ? <p className="text-xs font-semibold text-error">Out of stock</p> : null}
        {action}
      </div>
    </article>
  );
}

/** A responsive grid of cards; the first `priorityCount` images are above the fold and load first. */
export function ProductGrid({
  products,
  priorityCount = 0,
  label,
  cardAction,
}: {
  products: ProductCardData[];
  priorityCount?: number;
  label?: string;
  cardAction?: CardAction;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 mdm:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}

import { jsonForScript } from "@/lib/json-for-script";
import { sellerLabel } from "@/lib/money";
import type { ProductCondition } from "@/modules/listings/listings.types";
import type { ProductDetail } from "@/modules/market/market.types";

const itemCondition: Record<ProductCondition, string> = {
  NEW: "https://schema.org/NewCondition",
  FOREIGN_USED: "https://schema.org/UsedCondition",
  NIGERIAN_USED: "https://schema.org/UsedCondition",
  REFURBISHED: "https://schema.org/RefurbishedCondition",
};

/** Kobo as a plain decimal string ("1234.50") without floating-point division. */
export function koboToDecimal(kobo: number): string {
  const digits = Math.abs(kobo).toString().padStart(3, "0");
  return `${kobo < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** schema.org Product with its Offer in NGN, so search engines can show the price and stock. */
export function productJsonLd(product: ProductDetail, absolute: (path: string) => string): Record<string, unknown> {
  const images = product.images.flatMap((image) => {
    const largest = image.sources[image.sources.length - 1];
    return largest ? [absolute(largest.url)] : [];
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description.slice(0, 5000) || undefined,
    image: images.length ? images : undefined,
    sku: product.id,
    category: product.parentCategory
      ? `${product.parentCategory.name} > ${product.category.name}`
      : product.category.name,
    offers: {
      "@type": "Offer",
      url: absolute(`/market/product/${product.slug}`),
      price: koboToDecimal(product.priceKobo),
      priceCurrency: "NGN",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: itemCondition[product.condition],
      areaServed: { "@type": "State", name: product.state },
      seller: { "@type": "Organization", name: sellerLabel(product.vendor.displayName) },
    },
  };
}

/** JSON-LD in a script tag; jsonForScript escapes what could let text from a listing close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

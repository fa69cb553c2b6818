import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { logger } from "@/lib/logger";
import { formatNaira, sellerLabel } from "@/lib/money";
import { findProductBySlug, listSimilarProducts } from "@/modules/market/market-products.service";
import { Breadcrumbs } from "@/modules/categories/components/breadcrumbs";
import { placeLabel } from "@/lib/nigeria";
import { conditionLabels } from "@/modules/listings/components/listing-labels";
import { priceUnitPhrase, pricePerUnitKobo, unitCount, unitName } from "@/modules/listings/components/listing-units";
import { OfferInsight } from "@/modules/market/components/offer-insight";
import { Price } from "@/modules/listings/components/price";
import { ProductGrid } from "@/modules/listings/components/product-card";
import { ProductGallery } from "@/modules/market/components/product-gallery";
import { JsonLd, productJsonLd } from "@/modules/market/components/product-json-ld";
import { ListingViewBeacon } from "@/modules/market/components/listing-view-beacon";
import { hasSizes, SizeGuideLink } from "@/modules/market/components/size-guide-link";
import { insightForOffer } from "@/modules/pricedesk/pricedesk.service";
import type { OfferInsight as OfferInsightData } from "@/modules/pricedesk/pricedesk.types";
import { SellerCard, storeHref } from "@/modules/vendors/components/seller-card";
import { AddToCartForm } from "@/modules/cart/components/add-to-cart-form";
import { cardAddToCart } from "@/modules/cart/components/card-add-to-cart";

interface Props {
  params: Promise<{ slug: string }>;
}

// A product page is the same for every signed-out visitor (the account links in the header are drawn in the browser):
// it renders per request, for its CSP nonce, and the production server shares a signed-out render for 10 s
// (docs/decisions/0012), so price, stock and the price-desk insight trail an edit by at most that.

// Metadata and the page read the same product: one query per request.
const getProduct = cache((slug: string) => findProductBySlug(slug));

function absolute(path: string): string {
  return new URL(path, process.env.APP_URL ?? "http://localhost:3000").toString();
}

function summary(description: string, fallback: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  return text.length > 155 ? `${text.slice(0, 152).replace(/\s+\S*$/, "")}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) return { title: "Listing not found", robots: { index: false } };
  const price = formatNaira(product.priceKobo);
  const place = placeLabel(product.city, product.state);
  const description = summary(product.description, `${product.title} for ${price} in ${place}.`);
  const cover = product.images[0];
  const ogImage = cover
    ? (cover.sources.find((source) => source.width >= 768) ?? cover.sources[cover.sources.length - 1])
    : undefined;
  return {
    title: `${product.title}, ${price}`,
    description: `${price} in ${place}. ${description}`,
    alternates: { canonical: `/market/product/${product.slug}` },
    openGraph: {
      type: "website",
      title: `${product.title}, ${price}`,
      description,
      url: `/market/product/${product.slug}`,
      images:
        cover && ogImage
          ? [
              {
                url: ogImage.url,
                width: ogImage.width,
                height: Math.round((cover.height / cover.width) * ogImage.width),
                alt: cover.alt || product.title,
              },
            ]
          : undefined,
    },
  };
}

/** The price desk is a bonus on this page: if it fails, the listing still shows. */
async function safeInsight(product: {
  id: string;
  priceItemId: string | null;
  priceKobo: number;
  unitQuantity: number;
  state: string;
}): Promise<OfferInsightData | null> {
  if (!product.priceItemId) return null;
  try {
    // The desk's figures are for one of the item's unit; an offer of several is compared by its price for one.
    return await insightForOffer({
      priceItemId: product.priceItemId,
      priceKobo: pricePerUnitKobo(product.priceKobo, product.unitQuantity),
      state: product.state,
    });
  } catch (error) {
    logger.error("price insight failed on the product page", { productId: product.id, error });
    return null;
  }
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) notFound();
  const [similar, insight] = await Promise.all([listSimilarProducts(product, 8), safeInsight(product)]);
  const seller = sellerLabel(product.vendor.displayName);
  const unit = unitName(product);
  const crumbs = [
    { label: "Market", href: "/market" },
    ...(product.parentCategory
      ? [{ label: product.parentCategory.name, href: `/market/product/category/${product.parentCategory.slug}` }]
      : []),
    { label: product.category.name, href: `/market/product/category/${product.category.slug}` },
    { label: product.title },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <JsonLd data={productJsonLd(product, absolute)} />
      <ListingViewBeacon id={product.id} />
      <Breadcrumbs items={crumbs} />
      {/* On a phone the title, the price and "Add to cart" come first, then the photos; from md the photos sit on
          the left beside them (issue 24: at 360 px the price and the button are on the first screen). */}
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10">
        <div className="min-w-0 space-y-4 md:col-start-2 md:row-start-1">
          <div>
            <h1 className="text-2xl leading-tight font-bold break-words smm:text-3xl">{product.title}</h1>
            <p className="mt-1 text-sm text-primary/75">
              Seller:{" "}
              <a href={storeHref(product.vendor.slug)} className="font-medium text-primary-light hover:underline">
                {seller}
              </a>{" "}
              · {placeLabel(product.city, product.state)}
            </p>
          </div>
          <div>
            <Price
              priceKobo={product.priceKobo}
              compareAtKobo={product.compareAtKobo}
              unit={priceUnitPhrase(product)}
              size="lg"
            />
            {product.unitQuantity > 1 ? (
              <p className="mt-1 text-sm text-primary/75">
                {formatNaira(pricePerUnitKobo(product.priceKobo, product.unitQuantity))} per {unit}
              </p>
            ) : null}
          </div>
          <AddToCartForm productId={product.id} stock={product.stock} title={product.title} />
        </div>
        <div className="min-w-0 md:col-start-1 md:row-span-2 md:row-start-1">
          <ProductGallery images={product.images} title={product.title} />
        </div>
        <div className="min-w-0 space-y-5 md:col-start-2 md:row-start-2">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-black/[0.03] p-4 text-sm">
            <div>
              <dt className="text-xs text-primary/75">Condition</dt>
              <dd className="font-medium">{conditionLabels[product.condition]}</dd>
            </div>
            <div>
              <dt className="text-xs text-primary/75">Sold per</dt>
              <dd className="font-medium">{product.unitQuantity > 1 ? unitCount(product.unitQuantity, unit) : unit}</dd>
            </div>
            <div>
              <dt className="text-xs text-primary/75">Availability</dt>
              <dd className={`font-medium ${product.stock > 0 ? "text-secondary-dark-green" : "text-error"}`}>
                {product.stock > 0 ? `In stock: ${product.stock.toLocaleString("en-NG")}` : "Out of stock"}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-primary/75">Location</dt>
              <dd className="font-medium">{placeLabel(product.city, product.state)}</dd>
            </div>
          </dl>
          {insight ? <OfferInsight insight={insight} /> : null}
          {hasSizes(product.category.slug, product.parentCategory?.slug) ? <SizeGuideLink /> : null}
          <SellerCard
            vendor={product.vendor}
            listing={{ title: product.title, url: absolute(`/market/product/${product.slug}`) }}
          />
          <p className="rounded-xl bg-warning-bg p-4 text-sm">
            <strong>Stay safe:</strong> meet in a public place, check the item before you pay, and never send a deposit
            to a seller you have not met.
          </p>
        </div>
      </div>

      <section aria-labelledby="description-heading" className="mt-10 max-w-3xl">
        <h2 id="description-heading" className="text-xl font-bold">
          Description
        </h2>
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line break-words">
          {product.description.trim() ||
            "The seller has not written a description yet. Ask them for details before you buy."}
        </p>
      </section>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-10">
          <h2 id="similar-heading" className="text-xl font-bold">
            Similar items
          </h2>
          <div className="mt-4">
            <ProductGrid products={similar} label="Similar items" cardAction={cardAddToCart} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { sellerLabel } from "@/lib/money";
import { listProducts } from "@/modules/market/market-listing.service";
import { Breadcrumbs } from "@/modules/categories/components/breadcrumbs";
import { formatMonthYear } from "@/lib/dates";
import { placeLabel } from "@/lib/nigeria";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import { MarketNotice } from "@/modules/market/components/market-notice";
import { Pagination } from "@/modules/market/components/pagination";
import { ProductGrid } from "@/modules/listings/components/product-card";
import { listVendorServices } from "@/modules/market/market-offerings.service";
import { listVendorStores, findVendorBySlug } from "@/modules/vendors/vendors.service";
import { nameInitial, storeHref } from "@/modules/vendors/components/seller-card";
import { SellerContact } from "@/modules/vendors/components/seller-contact";
import { ServiceCard } from "@/modules/market/components/offering-card";
import { StoreList } from "@/modules/vendors/components/store-list";
import { VendorRating } from "@/modules/vendors/components/vendor-rating";
import { parseStorePage } from "@/modules/vendors/components/store-page-params";
import { cardAddToCart } from "@/modules/cart/components/card-add-to-cart";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PAGE_SIZE = 24;
const getVendor = cache((slug: string) => findVendorBySlug(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const vendor = await getVendor(slug);
  if (!vendor) return { title: "Store not found", robots: { index: false } };
  const name = sellerLabel(vendor.displayName);
  const place = placeLabel(vendor.city, vendor.state);
  return {
    title: `${name}${place ? `, ${place}` : ""}`,
    description:
      vendor.description?.slice(0, 155) ??
      `${name} sells on Oja${place ? ` from ${place}` : ""}. See their products, services, shops and opening hours.`,
    alternates: { canonical: `/market/store/${vendor.slug}` },
  };
}

export default async function StorePage({ params, searchParams }: Props) {
  const { slug } = await params;
  const vendor = await getVendor(slug);
  if (!vendor) notFound();
  const { page, messages } = parseStorePage(await searchParams);
  const [stores, services, products] = await Promise.all([
    listVendorStores(vendor.id),
    listVendorServices(vendor.id),
    listProducts({ vendorId: vendor.id, sort: "NEWEST" }, { page, pageSize: PAGE_SIZE }),
  ]);
  const name = sellerLabel(vendor.displayName);
  const place = placeLabel(vendor.city, vendor.state);
  const pathname = `/market/store/${vendor.slug}`;
  const totalPages = Math.max(1, Math.ceil(products.total / PAGE_SIZE));
  const notices =
    products.items.length === 0 && products.total > 0
      ? [...messages, `This store has ${totalPages === 1 ? "only 1 page" : `${totalPages} pages`} of products.`]
      : messages;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Market", href: "/market" }, { label: name }]} />
      <header className="mt-4 flex flex-col gap-4 rounded-2xl bg-auth-bg p-5 smm:flex-row smm:items-center smm:p-8">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary-blue text-2xl font-bold text-white"
        >
          {nameInitial(name)}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary-light uppercase">
            {vendorKindLabels[vendor.kind]}
          </p>
          <h1 className="text-2xl leading-tight font-bold break-words smm:text-3xl">{name}</h1>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <VendorRating average={vendor.ratingAverage} count={vendor.ratingCount} />
            {place ? <span>{place}</span> : null}
            <span>Selling on Oja since {formatMonthYear(vendor.since)}</span>
          </p>
          <div className="max-w-sm">
            <SellerContact
              contact={vendor.contact}
              message={`Hello, I found ${name} on Oja: ${new URL(storeHref(vendor.slug), process.env.APP_URL ?? "http://localhost:3000").toString()}`}
            />
          </div>
        </div>
      </header>

      {vendor.description ? (
        <section aria-labelledby="about-heading" className="mt-8 max-w-3xl">
          <h2 id="about-heading" className="text-xl font-bold">
            About {name}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line break-words">{vendor.description}</p>
        </section>
      ) : null}

      {stores.length > 0 ? (
        <section aria-labelledby="stores-heading" className="mt-8">
          <h2 id="stores-heading" className="text-xl font-bold">
            {stores.length === 1 ? "Shop" : "Shops"} and opening hours
          </h2>
          <div className="mt-4">
            <StoreList stores={stores} />
          </div>
        </section>
      ) : null}

      {services.length > 0 ? (
        <section aria-labelledby="services-heading" className="mt-8">
          <h2 id="services-heading" className="text-xl font-bold">
            Services
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 mdm:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="products-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="products-heading" className="text-xl font-bold">
            Products
          </h2>
          {products.total > 0 ? (
            <p className="text-sm text-primary/75">
              {products.total.toLocaleString("en-NG")} {products.total === 1 ? "listing" : "listings"}
            </p>
          ) : null}
        </div>
        {notices.length > 0 ? (
          <div className="mt-4">
            <MarketNotice messages={notices} />
          </div>
        ) : null}
        <div className="mt-4">
          {products.items.length > 0 ? (
            <ProductGrid products={products.items} label={`Products from ${name}`} cardAction={cardAddToCart} />
          ) : products.total === 0 ? (
            <p className="rounded-xl border border-dashed border-black/20 p-6 text-sm">
              {services.length > 0
                ? `${name} offers services rather than products: see above.`
                : `${name} has no products on sale right now.`}
            </p>
          ) : null}
        </div>
        <Pagination
          pathname={pathname}
          query={{}}
          page={products.page}
          pageSize={products.pageSize}
          total={products.total}
        />
      </section>
    </div>
  );
}

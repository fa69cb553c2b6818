import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import type { CategoryOption } from "@/modules/categories/components/category-filter";
import { ListingEditPanel } from "@/modules/listings/components/listing-edit-panel";
import type { ListingStoreOption } from "@/modules/listings/components/listing-form-fields";
import { stockReasonLabels, type ListingFormValues } from "@/modules/listings/components/listing-form-values";
import { priceTextFromKobo } from "@/modules/listings/components/listing-price-format";
import { StatusActions } from "@/modules/listings/components/status-actions";
import { ListingStockForm } from "@/modules/listings/components/listing-stock-form";
import { ProductCard, productHref } from "@/modules/listings/components/product-card";
import type { SellerListingDetail } from "@/modules/listings/seller-listings.service";
import type { ImageView } from "@/modules/media/media.types";
import type { OfferInsight } from "@/modules/pricedesk/pricedesk.types";
import { DayBarsChart } from "@/ui/charts/day-bars-chart";

type Product = SellerListingDetail["product"];

const statusLabels: Record<Product["status"], { text: string; tone: string }> = {
  DRAFT: { text: "Draft: only your team sees it", tone: "bg-black/5" },
  ACTIVE: { text: "Active", tone: "bg-primary-light/15 text-primary" },
  PAUSED: { text: "Paused: hidden from buyers", tone: "bg-amber-100" },
  ARCHIVED: { text: "Archived", tone: "bg-black/10" },
};

/** The picture the form's photo picker shows for a stored image (a small rendition). */
export function uploadedPhoto(image: ImageView): { id: string; url: string }[] {
  const source = image.sources.find((s) => s.width >= 320) ?? image.sources.at(-1);
  return source ? [{ id: image.id, url: source.url }] : [];
}

/** The product form's values for an existing listing (prices back in naira, as a seller types them). */
export function listingFormValues(product: Product, images: ImageView[]): ListingFormValues {
  return {
    title: product.title,
    description: product.description,
    categoryId: product.categoryId,
    condition: product.condition,
    unit: product.unit,
    unitLabel: product.unitLabel ?? "",
    unitQuantity: product.unitQuantity,
    price: priceTextFromKobo(product.priceKobo),
    compareAtPrice: priceTextFromKobo(product.compareAtKobo),
    stock: String(product.stock),
    storeId: product.storeId ?? "",
    state: product.state,
    city: product.city,
    imageIds: images.map((image) => image.id),
    priceItemId: product.priceItemId ?? "",
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-black/10 bg-white p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export interface ListingDetailsViewProps {
  detail: SellerListingDetail;
  isPublic: boolean;
  insight: OfferInsight | null;
  canWrite: boolean;
  canStock: boolean;
  categories: CategoryOption[];
  stores: ListingStoreOption[];
}

/** /dashboard/product/details: one listing as its seller manages it. Client parts are the actions only. */
export function ListingDetailsView({
  detail,
  isPublic,
  insight,
  canWrite,
  canStock,
  categories,
  stores,
}: ListingDetailsViewProps) {
  const { product, images, desk } = detail;
  const status = statusLabels[product.status];
  const card = { ...product, image: images[0] ?? null, createdAt: product.createdAt.toISOString() };
  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <header className="space-y-2">
        <Link href="/dashboard/product/list" className="text-sm font-semibold text-primary-light underline">
          ← Your products
        </Link>
        <h1 className="text-2xl font-bold break-words">{product.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full px-3 py-1 font-semibold ${status.tone}`}>{status.text}</span>
          {desk?.status === "HELD" ? (
            <span className="rounded-full bg-error/10 px-3 py-1 font-semibold text-error">Price held for review</span>
          ) : null}
          {product.status === "ACTIVE" && product.stock === 0 ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold">Out of stock</span>
          ) : null}
        </p>
        {canWrite ? (
          <StatusActions kind="listing" id={product.id} title={product.title} status={product.status} />
        ) : null}
      </header>

      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <Section title="In the market">
          {/* The card as buyers see it; inert so a draft's link does not lead to a missing page. */}
          <div inert className="max-w-64">
            <ProductCard product={card} headingLevel={3} />
          </div>
          {images.length > 0 ? (
            <ul aria-label="Photos" className="flex flex-wrap gap-2">
              {images.flatMap(uploadedPhoto).map((photo, index) => (
                <li key={photo.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a 320 px rendition already, shown at 56 px */}
                  <img
                    src={photo.url}
                    alt={`Photo ${index + 1}${index === 0 ? " (cover)" : ""}`}
                    className="size-14 rounded-md object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-error">No photos yet: add one before publishing.</p>
          )}
          {isPublic ? (
            <Link href={productHref(product.slug)} className="text-sm font-semibold text-primary-light underline">
              See it on the market
            </Link>
          ) : (
            <p className="text-sm text-primary/75">
              Buyers cannot see it yet{product.status === "ACTIVE" ? ": your business is waiting for approval" : ""}.
            </p>
          )}
        </Section>
        <div className="min-w-0 space-y-4">
          <Section title="Price desk">
            {desk ? (
              <p className="text-sm">
                {desk.status === "HELD"
                  ? `Held for review: ${desk.heldReason ?? "far from the typical price"}.`
                  : desk.status === "REJECTED"
                    ? "Rejected by a price moderator: it does not count in the desk's figures."
                    : `Accepted: ${formatNaira(desk.unitPriceKobo)} counts in the desk's figures.`}
              </p>
            ) : (
              <p className="text-sm text-primary/75">
                Not linked to a price-desk item
                {product.priceItemId ? " yet" : ": edit the listing and accept the item the desk suggests"}.
              </p>
            )}
            {insight ? (
              <p className="text-sm">
                {insight.item.name}: typical in {insight.state} {formatNaira(insight.typicalKobo)} ({insight.sampleSize}{" "}
                reports); yours is{" "}
                {insight.direction === "AT"
                  ? "at the typical price"
                  : `${Math.abs(insight.percentFromTypical)}% ${insight.direction === "ABOVE" ? "above" : "below"}`}
                .
              </p>
            ) : null}
          </Section>
          <Section title="Views">
            <DayBarsChart days={detail.views} label="Views over the last 30 days" />
            <p className="text-sm">{detail.viewsLast30Days.toLocaleString("en-NG")} views in 30 days</p>
          </Section>
        </div>
      </div>

      <Section title="Stock">
        <p className="text-sm">
          In stock now: <strong>{product.stock.toLocaleString("en-NG")}</strong>
        </p>
        {canStock ? <ListingStockForm key={product.stock} id={product.id} stock={product.stock} /> : null}
        {detail.stockHistory.length === 0 ? (
          <p className="text-sm text-primary/75">No stock changes yet.</p>
        ) : (
          <ul aria-label="Stock changes" className="divide-y divide-black/10 text-sm">
            {detail.stockHistory.map((change) => (
              <li key={change.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-medium">
                  {change.delta > 0 ? `+${change.delta}` : change.delta} → {change.stockAfter} ·{" "}
                  {stockReasonLabels[change.reason]}
                </span>
                <span className="text-primary/75">
                  {change.changedByName ?? "Someone on your team"} · {formatLagosDateTime(change.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {canWrite ? (
        <Section title="Edit">
          <ListingEditPanel
            vendorId={product.vendorId}
            categories={categories}
            stores={stores}
            listing={{
              id: product.id,
              values: listingFormValues(product, images),
              photos: images.flatMap(uploadedPhoto),
            }}
          />
        </Section>
      ) : null}
    </div>
  );
}

import "server-only";
import { asc, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { productImages, products, services } from "@/modules/listings/listings.schema";
import type { ProductCard, ServiceCard } from "@/modules/listings/listings.types";
import {
  imageView,
  joinMediaAsset,
  storedImages,
  storedImageColumns,
  type StoredImage,
} from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";

/**
 * What every catalogue read shares: rows → views, what is public, pictures and categories. Listings are in
 * market-listing.service.ts (products), market-facets.service.ts (their totals and facets) and
 * market-offerings.service.ts (artisans' services); single products and short lists in market-products.service.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Row mapping

type ImageRow = StoredImage & { alt: string };

const imageColumns = { ...storedImageColumns, alt: productImages.alt };

function toImage(row: ImageRow): ImageView {
  return imageView(row, row.alt);
}

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  priceKobo: products.priceKobo,
  compareAtKobo: products.compareAtKobo,
  condition: products.condition,
  unit: products.unit,
  unitLabel: products.unitLabel,
  unitQuantity: products.unitQuantity,
  state: products.state,
  city: products.city,
  stock: products.stock,
  vendorId: products.vendorId,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
};

export type CardRow = {
  id: string;
  slug: string;
  title: string;
  priceKobo: number;
  compareAtKobo: number | null;
  condition: ProductCard["condition"];
  unit: ProductCard["unit"];
  unitLabel: string | null;
  unitQuantity: number;
  state: string;
  city: string;
  stock: number;
  vendorId: string;
  categoryId: string;
  createdAt: Date;
};

export function toCard(row: CardRow, image: ImageView | null): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    priceKobo: Number(row.priceKobo),
    compareAtKobo: row.compareAtKobo === null ? null : Number(row.compareAtKobo),
    condition: row.condition,
    unit: row.unit,
    unitLabel: row.unitLabel,
    unitQuantity: row.unitQuantity,
    state: row.state,
    city: row.city,
    stock: row.stock,
    image,
    vendorId: row.vendorId,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const serviceCardColumns = {
  id: services.id,
  slug: services.slug,
  title: services.title,
  description: services.description,
  priceFromKobo: services.priceFromKobo,
  rate: services.rate,
  areaServed: services.areaServed,
  state: services.state,
  city: services.city,
  areas: services.areas,
  availability: services.availability,
  vendorId: services.vendorId,
  categoryId: services.categoryId,
};

export function toServiceCard(
  row: Omit<ServiceCard, "priceFromKobo"> & { priceFromKobo: number | string },
): ServiceCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    priceFromKobo: Number(row.priceFromKobo),
    rate: row.rate,
    areaServed: row.areaServed,
    state: row.state,
    city: row.city,
    // A service saved before areas existed has none: its one place is its state and city.
    areas: row.areas.length > 0 ? row.areas : [{ state: row.state, city: row.city }],
    availability: row.availability ?? {},
    vendorId: row.vendorId,
    categoryId: row.categoryId,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Images, batched

/** Every image of each product, ordered by position: one query for any number of products. */
export async function loadProductImages(
  productIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, ImageView[]>> {
  const result = new Map<string, ImageView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productImages.productId, position: productImages.position, ...imageColumns })
    .from(productImages)
    .innerJoin(storedImages, joinMediaAsset(productImages.mediaId))
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.mediaId));
  for (const row of rows) result.get(row.productId)?.push(toImage(row));
  return result;
}

/** The first image of each product (the card picture). */
export async function loadCoverImages(
  productIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, ImageView>> {
  const result = new Map<string, ImageView>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, ...imageColumns })
    .from(productImages)
    .innerJoin(storedImages, joinMediaAsset(productImages.mediaId))
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.mediaId));
  for (const row of rows) result.set(row.productId, toImage(row));
  return result;
}

/**
 * A product's cover picture as one column of a listing query, so a page of cards needs no second query. PostgreSQL
 * runs a subquery in the select list after ORDER BY … LIMIT, so it looks up the pictures of the page's rows only.
 * Only for a query whose own ORDER BY … LIMIT bounds its rows: inside a subquery that is filtered afterwards (a rank
 * per vendor, say) it would run for every row; such lists use withCovers.
 */
export const coverColumn = sql<ImageRow | null>`(select json_build_object(${sql.join(
  Object.entries(imageColumns).map(([name, column]) => sql`${name}::text, ${column}`),
  sql`, `,
)}) from ${productImages} join ${storedImages} on ${joinMediaAsset(productImages.mediaId)} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.mediaId} limit 1)`;

/** A card from a row that selected `coverColumn` as `cover`. */
export function toCardWithCover(row: CardRow & { cover: ImageRow | null }): ProductCard {
  return toCard(row, row.cover ? toImage(row.cover) : null);
}

/** Product cards for rows, each with its cover picture (one query for all): for lists coverColumn does not fit. */
export async function withCovers(rows: CardRow[], db: Database = getDb()): Promise<ProductCard[]> {
  const covers = await loadCoverImages(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => toCard(row, covers.get(row.id) ?? null));
}

import "server-only";
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { createShortCache } from "@/lib/short-cache";
import { MAX_PAGE_SIZE } from "@/modules/market/market.inputs";
import { categoryRows } from "@/modules/categories/categories.queries";
import { productRows } from "@/modules/listings/listings.queries";
import { isLookupSlug } from "@/lib/slug";
import { isUuid } from "@/lib/uuid";
import {
  cardColumns,
  loadProductImages,
  toCard,
  withCovers,
  type CardRow,
} from "@/modules/listings/listing-cards.service";
import { categoryColumns, toCategory } from "@/modules/categories/categories.queries";
import { isActiveListing, isPublicListing } from "@/modules/listings/listings.queries";
import type { ProductCard } from "@/modules/listings/listings.types";
import type { ProductDetail } from "@/modules/market/market.types";
import { toVendorSummary, vendorIsApproved, vendorSummaryColumns, vendorRows } from "@/modules/vendors/vendors.queries";

/**
 * Single products and short lists of them: the product page, similar, featured and newest products, offers of a
 * price-desk item, and batches for the API's loaders.
 */

export async function findProductBySlug(slug: string): Promise<ProductDetail | null> {
  if (!isLookupSlug(slug)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: productRows.description,
      priceItemId: productRows.priceItemId,
      vendor: vendorSummaryColumns,
    })
    .from(productRows)
    .innerJoin(vendorRows, eq(vendorRows.id, productRows.vendorId))
    .where(and(eq(productRows.slug, slug), isActiveListing(productRows), vendorIsApproved))
    .limit(1);
  if (!row) return null;
  const [images, categoryLineage] = await Promise.all([
    loadProductImages([row.id], db),
    db
      .select(categoryColumns)
      .from(categoryRows)
      .where(
        sql`${categoryRows.id} = ${row.categoryId} or ${categoryRows.id} = (select parent_id from ${categoryRows} where id = ${row.categoryId})`,
      ),
  ]);
  const category = categoryLineage.find((c) => c.id === row.categoryId);
  if (!category) return null;
  const parent = category.parentId ? categoryLineage.find((c) => c.id === category.parentId) : undefined;
  const gallery = images.get(row.id) ?? [];
  return {
    ...toCard(row, gallery[0] ?? null),
    description: row.description,
    images: gallery,
    vendor: toVendorSummary(row.vendor),
    category: toCategory(category),
    parentCategory: parent ? toCategory(parent) : null,
    priceItemId: row.priceItemId,
  };
}

/** How far back "similar" looks in a sub-category: bounded work on a product page whatever the category's size. */
const SIMILAR_WINDOW = 200;

/**
 * Same sub-category, never the product itself: offers of the same price-desk item first (nearest in price), then the
 * nearest in price among the sub-category's 200 newest listings. (Exact nearest over a whole sub-category would
 * read every listing in it — 2,500 rows and ~10 ms at 100,000 products — since there is no (category, price) index.)
 */
export async function listSimilarProducts(product: ProductDetail, limit = 8): Promise<ProductCard[]> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 8), MAX_PAGE_SIZE);
  if (!isUuid(product.id) || !isUuid(product.categoryId)) return [];
  const db = getDb();
  const distance = sql`abs(${productRows.priceKobo} - ${product.priceKobo}::bigint)`;
  const sameCategory = and(
    isPublicListing(productRows),
    eq(productRows.categoryId, product.categoryId),
    ne(productRows.id, product.id),
  );
  const recent = db
    .select({ ...cardColumns, priceItemId: productRows.priceItemId })
    .from(productRows)
    .where(sameCategory)
    .orderBy(desc(productRows.createdAt), desc(productRows.id))
    .limit(SIMILAR_WINDOW)
    .as("recent");
  const [sameItem, nearby] = await Promise.all([
    product.priceItemId && isUuid(product.priceItemId)
      ? db
          .select(cardColumns)
          .from(productRows)
          .where(and(sameCategory, eq(productRows.priceItemId, product.priceItemId)))
          .orderBy(distance, asc(productRows.id))
          .limit(size)
      : Promise.resolve([]),
    db
      .select()
      .from(recent)
      .orderBy(sql`abs(${recent.priceKobo} - ${product.priceKobo}::bigint)`, asc(recent.id))
      .limit(size * 2),
  ]);
  const seen = new Set<string>();
  const rows: CardRow[] = [];
  for (const row of [...sameItem, ...nearby]) {
    if (seen.has(row.id) || rows.length >= size) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return withCovers(rows);
}

/** The most recent public products matching `condition`, newest first. */
async function newestCards(condition: SQL | undefined, limit: number): Promise<ProductCard[]> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PAGE_SIZE);
  const rows = await getDb()
    .select(cardColumns)
    .from(productRows)
    .where(and(isPublicListing(productRows), condition))
    .orderBy(desc(productRows.createdAt), desc(productRows.id))
    .limit(size);
  return withCovers(rows);
}

// /market draws them on every render that its page cache cannot answer (any other query string); a listing taken down
// leaves at once (a catalogue purge clears the short caches).
const featuredCache = createShortCache<ProductCard[]>({ name: "featured-products", ttlMs: 10_000, maxEntries: 10 });

export function listFeaturedProducts(limit: number): Promise<ProductCard[]> {
  return featuredCache.get(String(limit), () => newestCards(eq(productRows.featured, true), limit));
}

export function listNewestProducts(limit: number): Promise<ProductCard[]> {
  return newestCards(undefined, limit);
}

export type PriceItemOffer = ProductCard & { vendorName: string; vendorSlug: string };

/** Live offers of one price-desk item, cheapest first, optionally in one state. */
export async function listOffersForPriceItem(
  priceItemId: string,
  options: { state?: string; limit: number },
): Promise<PriceItemOffer[]> {
  return (await listOffersForPriceItems([priceItemId], options)).get(priceItemId) ?? [];
}

/** The live offers of several price-desk items, each list cheapest first: one query for all (a window per item). */
export async function listOffersForPriceItems(
  priceItemIds: readonly string[],
  options: { state?: string; limit: number },
): Promise<Map<string, PriceItemOffer[]>> {
  // Keyed by the id as stored (lower case), whatever case it was asked in.
  const offers = new Map<string, PriceItemOffer[]>();
  const valid = [...new Set(priceItemIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return new Map(priceItemIds.map((id) => [id, []]));
  const size = Math.min(Math.max(1, Math.trunc(options.limit) || 1), 100);
  const where = [inArray(productRows.priceItemId, valid), isActiveListing(productRows), vendorIsApproved];
  if (options.state) where.push(eq(productRows.state, options.state));
  const ranked = getDb()
    .select({
      ...cardColumns,
      priceItemId: productRows.priceItemId,
      // Aliased: the subquery's columns need names of their own (products have a slug too).
      vendorName: sql<string>`${vendorRows.displayName}`.as("vendor_name"),
      vendorSlug: sql<string>`${vendorRows.slug}`.as("vendor_slug"),
      rank: sql<number>`row_number() over (partition by ${productRows.priceItemId} order by ${productRows.priceKobo}, ${productRows.id})`.as(
        "rank",
      ),
    })
    .from(productRows)
    .innerJoin(vendorRows, eq(vendorRows.id, productRows.vendorId))
    .where(and(...where))
    .as("ranked");
  const rows = await getDb()
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${size}`)
    .orderBy(asc(ranked.priceItemId), asc(ranked.rank));
  const cards = await withCovers(rows);
  cards.forEach((card, index) => {
    const row = rows[index]!;
    const list = offers.get(row.priceItemId!) ?? [];
    list.push({ ...card, vendorName: row.vendorName, vendorSlug: row.vendorSlug });
    offers.set(row.priceItemId!, list);
  });
  return new Map(priceItemIds.map((id) => [id, offers.get(id.toLowerCase()) ?? []]));
}

/** Fields a product card leaves out (description, price-desk link), for several products in one query. */
export async function loadProductExtras(
  ids: readonly string[],
): Promise<Map<string, { description: string; priceItemId: string | null }>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: productRows.id, description: productRows.description, priceItemId: productRows.priceItemId })
    .from(productRows)
    .where(inArray(productRows.id, valid));
  return new Map(rows.map((row) => [row.id, { description: row.description, priceItemId: row.priceItemId }]));
}

/** The newest `limit` public products of each vendor, for all vendors in one query (a window per vendor). */
export async function loadNewestProductsByVendor(
  vendorIds: readonly string[],
  limit: number,
): Promise<Map<string, ProductCard[]>> {
  const result = new Map<string, ProductCard[]>(vendorIds.map((id) => [id, []]));
  const valid = vendorIds.filter(isUuid);
  if (valid.length === 0) return result;
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PAGE_SIZE);
  const ranked = getDb()
    .select({
      ...cardColumns,
      rank: sql<number>`row_number() over (partition by ${productRows.vendorId} order by ${productRows.createdAt} desc, ${productRows.id} desc)`.as(
        "rank",
      ),
    })
    .from(productRows)
    .where(and(isPublicListing(productRows), inArray(productRows.vendorId, valid)))
    .as("ranked");
  const rows = await getDb()
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${size}`)
    .orderBy(asc(ranked.vendorId), asc(ranked.rank));
  const cards = await withCovers(rows);
  for (const card of cards) result.get(card.vendorId)?.push(card);
  return result;
}

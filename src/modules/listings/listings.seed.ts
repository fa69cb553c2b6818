import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { productImages, products, productViews, serviceImages, services } from "@/modules/listings/listings.schema";

/**
 * Bulk writers for the demo seed (src/flows/seed-demo.flow.ts): plain rows with stable ids in, the ids this call
 * created out, `on conflict do nothing` so a second run adds nothing. The editors' services write one row at a time
 * with actor checks and random slugs; the seed writes thousands per statement. Only the seed flow imports this file.
 */

type ImageSeedRow = { mediaId: string; position: number; alt: string };

export type ProductSeedRow = typeof products.$inferInsert & { id: string };
export type ServiceSeedRow = typeof services.$inferInsert & { id: string };

/** Which of `ids` are products already. */
export async function existingProductIds(ids: string[], db: Database = getDb()): Promise<Set<string>> {
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Products and, for those this call creates, their pictures (by product id); returns the created products' ids. */
export async function seedProducts(
  rows: readonly ProductSeedRow[],
  images: ReadonlyMap<string, ImageSeedRow[]>,
  db: Database = getDb(),
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(products)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: products.id });
  const fresh = new Set(inserted.map((row) => row.id));
  const imageRows = rows
    .filter((row) => fresh.has(row.id))
    .flatMap((row) => (images.get(row.id) ?? []).map((image) => ({ ...image, productId: row.id })));
  if (imageRows.length > 0) await db.insert(productImages).values(imageRows).onConflictDoNothing();
  return fresh;
}

/** Services; returns the created ones' ids. */
export async function seedServices(rows: readonly ServiceSeedRow[], db: Database = getDb()): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(services)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: services.id });
  return new Set(inserted.map((row) => row.id));
}

/** A vendor's services that have no areas yet (the seed completes only those, so a dashboard edit is kept). */
export async function servicesWithoutAreas(
  vendorId: string,
  db: Database = getDb(),
): Promise<{ id: string; title: string; categoryId: string }[]> {
  return db
    .select({ id: services.id, title: services.title, categoryId: services.categoryId })
    .from(services)
    .where(and(eq(services.vendorId, vendorId), sql`${services.areas} = '[]'::jsonb`));
}

/** Sets a service's areas, hours and place, and adds its photos (skipping those it has). */
export async function completeSeededService(
  serviceId: string,
  details: Pick<typeof services.$inferInsert, "areas" | "availability" | "areaServed" | "state" | "city">,
  images: ImageSeedRow[],
  db: Database = getDb(),
): Promise<void> {
  await db.update(services).set(details).where(eq(services.id, serviceId));
  if (images.length === 0) return;
  await db
    .insert(serviceImages)
    .values(images.map((image) => ({ ...image, serviceId })))
    .onConflictDoNothing();
}

/** The ids of a vendor's first `limit` active products, in id order. */
export async function activeProductIds(vendorId: string, limit: number, db: Database = getDb()): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), eq(products.status, "ACTIVE")))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Day rows of product views, keeping a day that has one; returns how many were added. */
export async function seedProductViews(
  rows: readonly (typeof productViews.$inferInsert)[],
  db: Database = getDb(),
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(productViews)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ productId: productViews.productId });
  return inserted.length;
}

export async function countListings(db: Database = getDb()): Promise<{ products: number; services: number }> {
  const [productCount, serviceCount] = await Promise.all([db.$count(products), db.$count(services)]);
  return { products: productCount, services: serviceCount };
}

import { randomBytes } from "node:crypto";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { getDb } from "@/db/client";
import { slugify } from "@/lib/slug";
import { categories } from "@/modules/categories/categories.schema";
import { forgetCategoryTree } from "@/modules/categories/categories.service";
import { productImages, products, services } from "@/modules/listings/listings.schema";
import { mediaAssets } from "@/modules/media/media.schema";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import { createUser } from "./identity";

type CategoryRow = typeof categories.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

function suffix(): string {
  return randomBytes(3).toString("hex");
}

/** A category; pass parentId for a sub-category. The slug is the name's slug plus a suffix unless given. */
export async function createCategory(overrides: Partial<typeof categories.$inferInsert> = {}): Promise<CategoryRow> {
  const name = overrides.name ?? "Mobile Phones";
  const [row] = await getDb()
    .insert(categories)
    .values({ name, slug: `${slugify(name, 60)}-${suffix()}`, ...overrides })
    .returning();
  if (!row) throw new Error("createCategory: insert returned no row");
  forgetCategoryTree();
  return row;
}

/** An approved vendor with an owner account of its own. */
export async function createVendor(overrides: Partial<typeof vendors.$inferInsert> = {}): Promise<VendorRow> {
  const displayName = overrides.displayName ?? "Chinedu Phones";
  const owner = overrides.ownerId
    ? null
    : await createUser({ kind: overrides.kind === "ARTISAN" ? "ARTISAN" : "SELLER", emailVerifiedAt: new Date() });
  const [row] = await getDb()
    .insert(vendors)
    .values({
      ownerId: owner?.id ?? overrides.ownerId!,
      kind: "STORE",
      displayName,
      slug: `${slugify(displayName, 60)}-${suffix()}`,
      status: "APPROVED",
      state: "Lagos",
      city: "Ikeja",
      approvedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createVendor: insert returned no row");
  await getDb()
    .insert(vendorMembers)
    .values({ vendorId: row.id, userId: row.ownerId, role: "OWNER", addedBy: row.ownerId });
  return row;
}

/** An active product; vendorId and categoryId (a sub-category) are required. */
export async function createProduct(
  overrides: Partial<typeof products.$inferInsert> & { vendorId: string; categoryId: string },
): Promise<ProductRow> {
  const title = overrides.title ?? "Tecno Spark 20 (8GB RAM, 128GB)";
  const [row] = await getDb()
    .insert(products)
    .values({
      title,
      slug: `${slugify(title, 60)}-${suffix()}`,
      description: "Brand new, sealed in box, one year warranty.",
      priceKobo: 15_000_000,
      stock: 5,
      state: "Lagos",
      city: "Ikeja",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createProduct: insert returned no row");
  return row;
}

/** Attaches a stored image (a media row with three renditions) to a product at `position`. */
export async function createProductImage(
  productId: string,
  options: { position?: number; alt?: string; widths?: number[] } = {},
): Promise<{ mediaId: string; key: string }> {
  const key = `test/${suffix()}${suffix()}`;
  const [media] = await getDb()
    .insert(mediaAssets)
    .values({
      storage: "LOCAL",
      key,
      width: 1200,
      height: 900,
      widths: options.widths ?? [320, 640, 1200],
      placeholder: "#a0522d",
      bytes: 52_000,
    })
    .returning();
  await getDb()
    .insert(productImages)
    .values({ productId, mediaId: media!.id, position: options.position ?? 0, alt: options.alt ?? "" });
  return { mediaId: media!.id, key };
}

/** An active service; vendorId and categoryId are required. */
export async function createService(
  overrides: Partial<typeof services.$inferInsert> & { vendorId: string; categoryId: string },
): Promise<ServiceRow> {
  const title = overrides.title ?? "Aso-ebi sewing and alterations";
  const [row] = await getDb()
    .insert(services)
    .values({
      title,
      slug: `${slugify(title, 60)}-${suffix()}`,
      description: "Native and English wear, delivered in a week.",
      priceFromKobo: 1_500_000,
      rate: "JOB",
      areaServed: "Surulere and Yaba",
      state: "Lagos",
      city: "Surulere",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createService: insert returned no row");
  return row;
}

export async function createStore(
  overrides: Partial<typeof stores.$inferInsert> & { vendorId: string },
): Promise<StoreRow> {
  const [row] = await getDb()
    .insert(stores)
    .values({
      name: "Computer Village shop",
      address: "12 Otigba Street",
      landmark: "Opposite the GTBank",
      state: "Lagos",
      city: "Ikeja",
      phone: "+2348031234567",
      openingHours: { mon: { open: "08:00", close: "18:00" }, sat: { open: "09:00", close: "16:00" } },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createStore: insert returned no row");
  return row;
}

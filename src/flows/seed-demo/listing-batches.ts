import "server-only";
import type { Database } from "@/db/client";
import { seedProducts, seedServices } from "@/modules/listings/listings.seed";
import { seedPriceReports } from "@/modules/pricedesk/pricedesk.seed";
import type { ProductPlan, ServicePlan } from "./generate";
import { listingReports } from "./price-desk-history";

/** The ids earlier steps gave: categories and price items by slug, pool pictures by `<sub-category>:<variant>`. */
export interface ListingIds {
  categories: Map<string, string>;
  priceItems: Map<string, string>;
  pictures: Map<string, string>;
}

/** The columns products and services share, with the category and price item the plan names by slug as their ids. */
function listingColumns<Plan extends ProductPlan | ServicePlan>(
  plan: Plan,
  ids: Pick<ListingIds, "categories" | "priceItems">,
) {
  return {
    id: plan.id,
    vendorId: plan.vendorId,
    categoryId: ids.categories.get(plan.subCategory)!,
    priceItemId: plan.priceItemSlug ? ids.priceItems.get(plan.priceItemSlug)! : null,
    slug: plan.slug,
    title: plan.title,
    description: plan.description,
    state: plan.state,
    city: plan.city,
    status: plan.status,
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
  };
}

/** A batch of products with their pictures and, for public offers linked to an item, their desk reports. */
export async function insertProducts(
  plans: ProductPlan[],
  ids: ListingIds,
  publicVendors: Set<string>,
  db: Database,
): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await seedProducts(
      plans.map((plan) => ({
        ...listingColumns(plan, ids),
        priceKobo: plan.priceKobo,
        compareAtKobo: plan.compareAtKobo,
        stock: plan.stock,
        condition: plan.condition,
        unit: plan.unit,
        unitLabel: plan.unitLabel,
        unitQuantity: plan.unitQuantity,
        featured: plan.featured,
      })),
      new Map(
        plans.map((plan) => [
          plan.id,
          plan.pictures
            .map((variant) => ids.pictures.get(`${plan.subCategory}:${variant}`))
            .filter((mediaId): mediaId is string => mediaId !== undefined)
            .map((mediaId, position) => ({
              mediaId,
              position,
              alt: position === 0 ? plan.title : `${plan.title}, photo ${position + 1}`,
            })),
        ]),
      ),
      tx,
    );
    const created = plans.filter((plan) => fresh.has(plan.id));
    await seedPriceReports(listingReports(created, ids.priceItems, publicVendors), tx);
    return created.length;
  });
}

/** A batch of artisans' services with, for public offers linked to an item, their desk reports; how many were new. */
export async function insertServices(
  plans: ServicePlan[],
  ids: Pick<ListingIds, "categories" | "priceItems">,
  publicVendors: Set<string>,
  db: Database,
): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await seedServices(
      plans.map((plan) => ({
        ...listingColumns(plan, ids),
        priceFromKobo: plan.priceFromKobo,
        rate: plan.rate,
        areaServed: plan.areaServed,
      })),
      tx,
    );
    const reports = listingReports(
      plans.filter((plan) => fresh.has(plan.id)),
      ids.priceItems,
      publicVendors,
    );
    await seedPriceReports(reports, tx);
    return fresh.size;
  });
}

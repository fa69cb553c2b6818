// Used by resolvers only, and keyed by the GraphQL context, so it sits on the GraphQL side (*.graphql.ts) of the module.
import type { GraphQLContext } from "@/graphql/context";
import { requestLoader } from "@/graphql/loaders";
import { loadNewestProductsByVendor, loadProductExtras } from "@/modules/market/market-products.service";
import { loadVendorServices } from "@/modules/market/market-offerings.service";
import { loadProductImages } from "@/modules/listings/listing-cards.service";
import { loadCategories } from "@/modules/categories/categories.service";
import type { ProductCard } from "@/modules/listings/listings.types";
import { loadServiceImages } from "@/modules/listings/offering-images.service";
import { findPriceItemsByIds } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { loadVendorSummaries } from "@/modules/vendors/vendors.service";

/** Every Product.vendor, Product.images, Category.parent … of one request, fetched with one query per kind. */
export const loaders = (ctx: GraphQLContext) => ({
  vendor: requestLoader(ctx, loadVendorSummaries, { missing: null }),
  category: requestLoader(ctx, loadCategories, { missing: null }),
  images: requestLoader(ctx, loadProductImages, { missing: [] }),
  productExtras: requestLoader(ctx, loadProductExtras, { missing: null }),
  services: requestLoader(ctx, loadVendorServices, { missing: [] }),
  serviceImages: requestLoader(ctx, loadServiceImages, { missing: [] }),
  vendorProducts: requestLoader(ctx, "catalogue.vendorProducts", newestProductsByVendorKey, { missing: [] }),
  priceItem: requestLoader(ctx, "catalogue.priceItem", priceItemSummaries, { missing: null }),
});

/** Keys `${vendorId}:${limit}`: keys with the same limit share one windowed query. */
async function newestProductsByVendorKey(keys: readonly string[]): Promise<Map<string, ProductCard[]>> {
  const byLimit = new Map<number, string[]>();
  for (const key of keys) {
    const [vendorId = "", limit = "12"] = key.split(":");
    byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), vendorId]);
  }
  const results = new Map<string, ProductCard[]>();
  await Promise.all(
    [...byLimit].map(async ([limit, vendorIds]) => {
      const found = await loadNewestProductsByVendor(vendorIds, limit);
      for (const vendorId of vendorIds) results.set(`${vendorId}:${limit}`, found.get(vendorId) ?? []);
    }),
  );
  return results;
}

async function priceItemSummaries(ids: readonly string[]): Promise<Map<string, PriceItemSummary>> {
  const items = await findPriceItemsByIds(ids);
  return new Map(
    items.map((item) => [item.id, { id: item.id, slug: item.slug, name: item.name, unitLabel: item.unitLabel }]),
  );
}

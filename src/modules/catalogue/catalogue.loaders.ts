import "server-only";
import DataLoader from "dataloader";
import { loadNewestProductsByVendor, loadProductExtras } from "@/modules/catalogue/catalogue-products.service";
import { loadCategories, loadChildCategories, loadProductImages } from "@/modules/catalogue/catalogue.service";
import type { CategoryView, ImageView, ProductCard, ServiceCard, StoreView, VendorSummary } from "@/modules/catalogue/catalogue.types";
import { findPriceItemsByIds } from "@/modules/pricedesk/pricedesk.service";
import type { PriceItemSummary } from "@/modules/pricedesk/pricedesk.types";
import { loadVendorServices, loadVendorStores, loadVendorSummaries } from "@/modules/vendors/vendors.service";

/**
 * Batched loading for the catalogue's GraphQL fields: every Product.vendor, Product.images, Vendor.stores … of one
 * request is collected in a tick and fetched with one query per kind. One set per request (cached per context
 * object), so nothing is shared between people or kept after the response.
 */
export interface CatalogueLoaders {
  vendor: DataLoader<string, (VendorSummary & { description: string | null }) | null>;
  category: DataLoader<string, CategoryView | null>;
  children: DataLoader<string, CategoryView[]>;
  images: DataLoader<string, ImageView[]>;
  productExtras: DataLoader<string, { description: string; priceItemId: string | null } | null>;
  stores: DataLoader<string, (StoreView & { vendorId: string })[]>;
  services: DataLoader<string, ServiceCard[]>;
  /** Key: `${vendorId}:${limit}`. */
  vendorProducts: DataLoader<string, ProductCard[]>;
  priceItem: DataLoader<string, PriceItemSummary | null>;
}

function mapped<V>(load: (keys: readonly string[]) => Promise<Map<string, V>>, missing: V) {
  return new DataLoader<string, V>(async (keys) => {
    const found = await load(keys);
    return keys.map((key) => found.get(key) ?? missing);
  });
}

function createLoaders(): CatalogueLoaders {
  return {
    vendor: mapped(loadVendorSummaries, null),
    category: mapped(loadCategories, null),
    children: mapped(loadChildCategories, []),
    images: mapped(loadProductImages, []),
    productExtras: mapped(loadProductExtras, null),
    stores: mapped(loadVendorStores, []),
    services: mapped(loadVendorServices, []),
    vendorProducts: new DataLoader<string, ProductCard[]>(async (keys) => {
      // Keys with the same limit share one windowed query.
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
      return keys.map((key) => results.get(key) ?? []);
    }),
    priceItem: mapped(async (ids) => {
      const items = await findPriceItemsByIds(ids);
      return new Map(items.map((item) => [item.id, { id: item.id, slug: item.slug, name: item.name, unitLabel: item.unitLabel }]));
    }, null),
  };
}

const perContext = new WeakMap<object, CatalogueLoaders>();

/** The loaders of one request, made on first use. */
export function catalogueLoaders(context: object): CatalogueLoaders {
  let loaders = perContext.get(context);
  if (!loaders) {
    loaders = createLoaders();
    perContext.set(context, loaders);
  }
  return loaders;
}

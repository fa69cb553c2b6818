import "server-only";
import type { Database } from "@/db/client";
import { countCategories } from "@/modules/categories/categories.seed";
import { countListings } from "@/modules/listings/listings.seed";
import { countMediaAssets } from "@/modules/media/media.seed";
import { countPriceDesk } from "@/modules/pricedesk/pricedesk.seed";
import { countVendors } from "@/modules/vendors/vendors.seed";

/** What the demo market holds (totals) or what a run added, row counts per kind. */
export interface SeedMarketResult {
  categories: number;
  markets: number;
  priceItems: number;
  priceReports: number;
  vendors: number;
  stores: number;
  products: number;
  services: number;
  pictures: number;
}

/** Nothing yet: the start of a run's tally of what it added. */
export function noRows(): SeedMarketResult {
  return {
    categories: 0,
    markets: 0,
    priceItems: 0,
    priceReports: 0,
    vendors: 0,
    stores: 0,
    products: 0,
    services: 0,
    pictures: 0,
  };
}

/** The rows the demo market holds now, each module counting its own. */
export async function countRows(db: Database): Promise<SeedMarketResult> {
  const [categoryCount, desk, vendorCounts, listings, pictureCount] = await Promise.all([
    countCategories(db),
    countPriceDesk(db),
    countVendors(db),
    countListings(db),
    countMediaAssets(db),
  ]);
  return { categories: categoryCount, ...desk, ...vendorCounts, ...listings, pictures: pictureCount };
}

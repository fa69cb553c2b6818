import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { seedAddresses } from "@/modules/addresses/addresses.seed";
import { seedIdentity, userIdsByEmail } from "@/modules/identity/identity.seed";
import { existingProductIds } from "@/modules/listings/listings.seed";
import { ensureCategories, ensureMarkets } from "./seed-demo/categories-and-markets";
import { countRows, noRows, type SeedMarketResult } from "./seed-demo/counts";
import { DEMO_BUYER_EMAIL, demoBuyerAddresses } from "./seed-demo/demo-addresses";
import { seedDemoOrders } from "./seed-demo/demo-orders";
import { completeDemoArtisanServices } from "./seed-demo/demo-services";
import {
  generateProduct,
  generateServices,
  generateVendor,
  productId,
  productSellers,
  vendorPoolSize,
  type VendorPlan,
} from "./seed-demo/generate";
import { ensurePicturePool } from "./seed-demo/images";
import { insertProducts, insertServices } from "./seed-demo/listing-batches";
import { ensurePriceItems } from "./seed-demo/price-desk-history";
import { priceItemSeeds } from "./seed-demo/price-items";
import { ensureDemoVendors, insertVendors } from "./seed-demo/vendor-pool";
import { ensureDemoViews } from "./seed-demo/views";
import { chunks } from "./seed-demo/batches";

/**
 * The demo data (`npm run db:seed`, scripts/seed.ts): the demo accounts and a generated market. Each module writes
 * its own tables through its `*.seed.ts` bulk writers (plain rows with stable ids, `on conflict do nothing`); this
 * flow generates the rows (./seed-demo/), passes ids from one module to the next and keeps the transactions: a batch
 * of vendors with their owners' accounts, a batch of products with their pictures and desk reports.
 */

export const DEFAULT_PRODUCTS = 1_500;
export const DEFAULT_PICTURES = 2;

export interface SeedMarketOptions {
  /** Catalogue size to reach (a larger number than before tops up). */
  products?: number;
  /** Generated pictures per goods sub-category (the shared pool). */
  picturesPerSubCategory?: number;
  /** Caps the picture pool (tests): products of sub-categories beyond it get no pictures. */
  pictureLimit?: number;
  /** Rows per INSERT for products and their links. */
  batchSize?: number;
  now?: Date;
  log?: (line: string) => void;
  /** Progress while inserting products: called after each batch. */
  progress?: (done: number, total: number) => void;
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * Builds (or tops up) the demo market: categories, markets, price-desk items with a year of history, vendors with
 * stores, `products` products with pictures, and artisans' services. Deterministic and idempotent: a second run with
 * the same options inserts nothing; a run with more products adds only the difference.
 */
export async function seedMarket(
  options: SeedMarketOptions = {},
  db: Database = getDb(),
): Promise<{ added: SeedMarketResult; totals: SeedMarketResult }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const target = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const batchSize = options.batchSize ?? 2_000;
  const picturesPerSubCategory = Math.max(1, options.picturesPerSubCategory ?? DEFAULT_PICTURES);
  const added = noRows();
  const before = await countRows(db);

  const cache = new Map<number, VendorPlan>();
  const vendorAt = (index: number) => {
    let plan = cache.get(index);
    if (!plan) {
      plan = generateVendor(index, now);
      cache.set(index, plan);
    }
    return plan;
  };
  const poolSize = vendorPoolSize(target);
  const vendorPlans = Array.from({ length: poolSize }, (_, index) => vendorAt(index));

  const prepare = async () => {
    let phase = performance.now();
    const categoryIds = await ensureCategories(db);
    const marketIds = await ensureMarkets(db);
    const items = await ensurePriceItems(marketIds, now, db);
    if (items.reports > 0)
      log(`price desk: ${priceItemSeeds.length} items, ${items.reports} reports in ${seconds(phase)} s`);
    const demo = await ensureDemoVendors(now, db);
    if (!demo) throw new Error("Seed the demo accounts first: seller@demo.oja.ng and artisan@demo.oja.ng are missing");
    phase = performance.now();
    const vendorResult = await insertVendors(vendorPlans, 1_000, db);
    log(
      `vendors: ${poolSize} generated (${vendorResult.vendors} new) in ${seconds(phase)} s; demo seller and artisan approved`,
    );
    return { categoryIds, items, demo, vendorResult };
  };
  // The picture pool is image work on sharp's threads; the price desk and vendors are database work on this one.
  // Side by side they take little more than the longer of the two. Both are waited for before anything is thrown.
  const [picturesResult, prepared] = await Promise.allSettled([
    ensurePicturePool(picturesPerSubCategory, { limit: options.pictureLimit, log }, db),
    prepare(),
  ]);
  if (prepared.status === "rejected") throw prepared.reason;
  if (picturesResult.status === "rejected") throw picturesResult.reason;
  const { categoryIds, items, demo, vendorResult } = prepared.value;
  added.vendors += vendorResult.vendors + demo.vendors;
  added.stores += vendorResult.stores + demo.stores;
  const publicVendors = new Set([
    ...vendorPlans.filter((plan) => plan.status === "APPROVED").map((plan) => plan.id),
    demo.seller.id,
    demo.artisan.id,
  ]);

  const ids = { categories: categoryIds, priceItems: items.ids, pictures: picturesResult.value };
  const sellers = productSellers({ vendorAt, demoSeller: demo.seller });
  const phase = performance.now();
  for (let start = 0; start < target; start += batchSize) {
    const end = Math.min(target, start + batchSize);
    // Ids are stable, so a re-run skips existing products without generating them.
    const indexes = Array.from({ length: end - start }, (_, k) => start + k);
    const present = await existingProductIds(
      indexes.map((index) => productId(index)),
      db,
    );
    const plans = indexes
      .filter((index) => !present.has(productId(index)))
      .map((index) => generateProduct(index, now, { sellers, picturesPerSubCategory }));
    if (plans.length > 0) added.products += await insertProducts(plans, ids, publicVendors, db);
    options.progress?.(end, target);
  }
  if (target > 0) log(`products: ${added.products} new of ${target} in ${seconds(phase)} s`);
  // Artisans' services come with the vendor pool, so they grow with the catalogue too.
  const servicePlans = [demo.artisan, ...vendorPlans].flatMap((vendor) => generateServices(vendor, now));
  for (const batch of chunks(servicePlans, batchSize)) {
    added.services += await insertServices(batch, ids, publicVendors, db);
  }

  // The demo artisan's services get their areas, hours and photos of past work (once).
  const slugById = new Map([...categoryIds].map(([slug, id]) => [id, slug]));
  const completed = await completeDemoArtisanServices(demo.artisan.id, ids.pictures, (id) => slugById.get(id), db);
  if (completed > 0) log(`demo artisan: ${completed} services completed with areas, hours and photos`);

  // A month of views on the demo seller's listings, for the dashboard's chart.
  const views = await ensureDemoViews(demo.seller.id, now, db);
  if (views > 0) log(`product views: ${views} day rows for the demo seller`);

  // After a bulk load: fresh planner statistics (without them PostgreSQL plans a 100,000-product search as if the
  // table were empty: a Lagos "rice" search took 93 ms instead of 9 ms), full-text and trigram indexes merged (GIN
  // keeps new rows in an unsorted pending list that every search reads through: a services search scanned all 6,277
  // of them, 8–29 ms instead of under 1), and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);

  const totals = await countRows(db);
  added.categories = totals.categories - before.categories;
  added.markets = totals.markets - before.markets;
  added.priceItems = totals.priceItems - before.priceItems;
  added.priceReports = totals.priceReports - before.priceReports;
  added.pictures = totals.pictures - before.pictures;
  return { added, totals };
}

/** The demo buyer's default address (so checkout can be tried at once). */
export async function seedDemoAddresses(db: Database = getDb()): Promise<number> {
  const [buyer] = await userIdsByEmail([DEMO_BUYER_EMAIL], db);
  return buyer ? seedAddresses(demoBuyerAddresses(buyer.id), db) : 0;
}

/**
 * The demo accounts and the buyer's address, then the market (which needs the demo seller and artisan), then the
 * demo buyer's orders from the demo seller, placed and moved through the checkout and the order services.
 */
export async function seedDemo(
  options: SeedMarketOptions = {},
  db: Database = getDb(),
): Promise<{ accounts: number; added: SeedMarketResult; totals: SeedMarketResult; orders: number }> {
  const accounts = await seedIdentity(db);
  await seedDemoAddresses(db);
  const market = await seedMarket(options, db);
  const orders = await seedDemoOrders(options.log);
  return { accounts, ...market, orders };
}

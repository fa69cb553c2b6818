import "server-only";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { formatNaira } from "@/lib/money";
import { categories } from "@/modules/categories/categories.schema";
import { productImages, products, services } from "@/modules/listings/listings.schema";
import { completeDemoArtisanServices } from "./demo-services";
import { mediaAssets } from "@/modules/media/media.schema";
import { users } from "@/modules/identity/identity.schema";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import { categorySeeds } from "./categories";
import {
  demoVendorPlans,
  generateProduct,
  generateServices,
  generateSurveyReports,
  generateUserReports,
  generateVendor,
  isoDay,
  productId,
  productSellers,
  vendorPoolSize,
  type ProductPlan,
  type ServicePlan,
  type VendorPlan,
} from "./generate";
import { ensurePicturePool } from "./images";
import { marketSeeds } from "./markets";
import { priceItemSeeds } from "./price-items";
import { ensureDemoViews } from "./views";

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

const DEMO_ACCOUNTS = ["buyer@demo.oja.ng", "seller@demo.oja.ng", "artisan@demo.oja.ng", "courier@demo.oja.ng"];

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Categories by slug, inserting the missing ones (mains first: subs reference them). */
async function ensureCategories(db: Database): Promise<Map<string, string>> {
  await db
    .insert(categories)
    .values(
      categorySeeds.map((main, position) => ({
        slug: main.slug,
        name: main.name,
        kind: main.kind,
        description: main.description,
        position,
      })),
    )
    .onConflictDoNothing();
  const mainIds = new Map(
    (
      await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.parentId))
    ).map((row) => [row.slug, row.id]),
  );
  await db
    .insert(categories)
    .values(
      categorySeeds.flatMap((main) =>
        main.children.map((child, position) => ({
          slug: child.slug,
          name: child.name,
          kind: main.kind,
          parentId: mainIds.get(main.slug)!,
          position,
          description:
            main.kind === "SERVICES"
              ? `${child.name} near you: compare artisans by area and starting price.`
              : `${child.name} from sellers across Nigeria: compare prices, condition and location before you buy.`,
        })),
      ),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function ensureMarkets(db: Database): Promise<Map<string, string>> {
  await db
    .insert(markets)
    .values(marketSeeds.map(({ slug, name, state, city }) => ({ slug, name, state, city })))
    .onConflictDoNothing();
  const rows = await db.select({ id: markets.id, slug: markets.slug }).from(markets);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Price-desk items and, for the items this run creates, their year of survey history and the demo people's reports.
 * Items go in groups of 20, each group in one transaction with its history, so an item never exists without it and
 * other work (the picture pool) can use the database between groups.
 */
async function ensurePriceItems(
  db: Database,
  marketIds: Map<string, string>,
  now: Date,
): Promise<{ ids: Map<string, string>; reports: number }> {
  let reports = 0;
  const reporters = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS))
    .orderBy(users.email);
  const userReports = reporters.length > 0 ? generateUserReports(now, reporters.length, formatNaira) : [];
  for (const group of chunks(priceItemSeeds, 20)) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(priceItems)
        .values(
          group.map(({ slug, name, aliases, unitLabel, categorySlug }) => ({
            slug,
            name,
            aliases,
            unitLabel,
            categorySlug,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: priceItems.id, slug: priceItems.slug });
      if (inserted.length === 0) return;
      const newIds = new Map(inserted.map((row) => [row.slug, row.id]));
      const rows: (typeof priceReports.$inferInsert)[] = [];
      for (const item of group) {
        const itemId = newIds.get(item.slug);
        if (!itemId) continue;
        for (const report of generateSurveyReports(item, now)) {
          rows.push({
            itemId,
            priceKobo: report.priceKobo,
            state: report.state,
            marketId: report.marketSlug ? marketIds.get(report.marketSlug)! : null,
            source: "SURVEY",
            observedOn: report.observedOn,
            createdAt: new Date(`${report.observedOn}T17:00:00Z`),
          });
        }
      }
      for (const report of userReports) {
        const itemId = newIds.get(report.itemSlug);
        if (!itemId) continue;
        rows.push({
          itemId,
          priceKobo: report.priceKobo,
          state: report.state,
          source: "USER",
          status: report.status,
          heldReason: report.heldReason,
          reporterId: reporters[report.reporter]!.id,
          observedOn: report.observedOn,
          createdAt: new Date(`${report.observedOn}T19:30:00Z`),
        });
      }
      for (const batch of chunks(rows, 4_000)) await tx.insert(priceReports).values(batch);
      reports += rows.length;
    });
  }
  const all = await db.select({ id: priceItems.id, slug: priceItems.slug }).from(priceItems);
  return { ids: new Map(all.map((row) => [row.slug, row.id])), reports };
}

/**
 * Vendors seeded before sellers had a contact phone get the one their plan gives them, once: a phone a seller set
 * (or their choice to hide it) is never overwritten.
 */
async function fillMissingContacts(db: Pick<Database, "execute">, plans: VendorPlan[]): Promise<void> {
  if (plans.length === 0) return;
  const rows = sql.join(
    plans.map((plan) => sql`(${plan.id}::uuid, ${plan.contact.phone}, ${plan.contact.visibility}::contact_visibility)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${vendors} set contact_phone = c.phone, contact_visibility = c.visibility
    from (values ${rows}) as c(id, phone, visibility)
    where ${vendors.id} = c.id and ${vendors.contactPhone} is null and ${vendors.contactVisibility} = 'HIDDEN'`);
}

/** Users, vendors and stores of `plans`, skipping rows that exist (stable ids). */
async function insertVendors(
  db: Database,
  plans: VendorPlan[],
  batchSize: number,
): Promise<{ vendors: number; stores: number }> {
  let vendorCount = 0;
  let storeCount = 0;
  for (const batch of chunks(plans, batchSize)) {
    await db.transaction(async (tx) => {
      const generated = batch.filter((plan) => plan.index >= 0);
      if (generated.length > 0) {
        await tx
          .insert(users)
          .values(
            generated.map((plan) => ({
              id: plan.ownerId,
              kind: plan.owner.kind,
              firstName: plan.owner.firstName,
              lastName: plan.owner.lastName,
              email: plan.owner.email,
              // No password: these owners exist to own listings and cannot sign in.
              passwordHash: null,
              emailVerifiedAt: plan.createdAt,
              createdAt: plan.createdAt,
              updatedAt: plan.createdAt,
            })),
          )
          .onConflictDoNothing();
      }
      const inserted = await tx
        .insert(vendors)
        .values(
          batch.map((plan) => ({
            id: plan.id,
            ownerId: plan.ownerId,
            kind: plan.kind,
            displayName: plan.displayName,
            slug: plan.slug,
            description: plan.description,
            status: plan.status,
            state: plan.state,
            city: plan.city,
            ratingTotal: plan.ratingTotal,
            ratingCount: plan.ratingCount,
            contactPhone: plan.contact.phone,
            contactVisibility: plan.contact.visibility,
            contactPhoneVerifiedAt: plan.contact.phone ? plan.createdAt : null,
            // Pending sellers have sent their profile for review: the demo administrator's queue.
            submittedAt: plan.status === "PENDING" ? plan.createdAt : null,
            approvedAt: plan.approvedAt,
            createdAt: plan.createdAt,
            updatedAt: plan.approvedAt ?? plan.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: vendors.id });
      vendorCount += inserted.length;
      const newVendors = new Set(inserted.map((row) => row.id));
      // Each owner is their vendor's OWNER member (docs/decisions/0015); re-runs add nothing.
      await tx
        .insert(vendorMembers)
        .values(
          batch.map((plan) => ({
            vendorId: plan.id,
            userId: plan.ownerId,
            role: "OWNER" as const,
            addedBy: plan.ownerId,
          })),
        )
        .onConflictDoNothing();
      await fillMissingContacts(
        tx,
        batch.filter((plan) => !newVendors.has(plan.id)),
      );
      const storeRows = batch
        .filter((plan) => newVendors.has(plan.id))
        .flatMap((plan) => plan.stores.map((store) => ({ ...store, vendorId: plan.id, createdAt: plan.createdAt })));
      if (storeRows.length > 0) {
        const storesInserted = await tx
          .insert(stores)
          .values(storeRows)
          .onConflictDoNothing()
          .returning({ id: stores.id });
        storeCount += storesInserted.length;
      }
    });
  }
  return { vendors: vendorCount, stores: storeCount };
}

/**
 * The demo seller and artisan get approved businesses. If they already have a vendor (a real sign-up made a pending
 * one), that vendor is approved and used, so the demo accounts always have a store to show.
 */
async function ensureDemoVendors(
  db: Database,
  now: Date,
): Promise<{ seller: VendorPlan; artisan: VendorPlan; stores: number; vendors: number } | null> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["seller@demo.oja.ng", "artisan@demo.oja.ng"]));
  const sellerOwner = owners.find((row) => row.email === "seller@demo.oja.ng");
  const artisanOwner = owners.find((row) => row.email === "artisan@demo.oja.ng");
  if (!sellerOwner || !artisanOwner) return null;
  const plans = demoVendorPlans(now, { seller: sellerOwner.id, artisan: artisanOwner.id });
  let storeCount = 0;
  let vendorCount = 0;
  for (const plan of [plans.seller, plans.artisan]) {
    const [existing] = await db
      .select({ id: vendors.id, status: vendors.status })
      .from(vendors)
      .where(eq(vendors.ownerId, plan.ownerId));
    if (existing) {
      plan.id = existing.id;
      await fillMissingContacts(db, [plan]);
      if (existing.status === "PENDING") {
        await db
          .update(vendors)
          .set({ status: "APPROVED", approvedAt: now, updatedAt: now })
          .where(eq(vendors.id, existing.id));
      }
      const [hasStore] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.vendorId, existing.id))
        .limit(1);
      if (!hasStore) {
        await db.insert(stores).values(plan.stores.map((store) => ({ ...store, vendorId: existing.id })));
        storeCount += plan.stores.length;
      }
      continue;
    }
    const result = await insertVendors(db, [plan], 1);
    storeCount += result.stores;
    vendorCount += result.vendors;
  }
  return { ...plans, stores: storeCount, vendors: vendorCount };
}

async function insertProducts(
  db: Database,
  plans: ProductPlan[],
  ids: { categories: Map<string, string>; priceItems: Map<string, string>; pictures: Map<string, string> },
  publicVendors: Set<string>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        plans.map((plan) => ({
          id: plan.id,
          vendorId: plan.vendorId,
          categoryId: ids.categories.get(plan.subCategory)!,
          priceItemId: plan.priceItemSlug ? ids.priceItems.get(plan.priceItemSlug)! : null,
          slug: plan.slug,
          title: plan.title,
          description: plan.description,
          priceKobo: plan.priceKobo,
          compareAtKobo: plan.compareAtKobo,
          stock: plan.stock,
          condition: plan.condition,
          unit: plan.unit,
          unitLabel: plan.unitLabel,
          unitQuantity: plan.unitQuantity,
          state: plan.state,
          city: plan.city,
          status: plan.status,
          featured: plan.featured,
          createdAt: plan.createdAt,
          updatedAt: plan.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const created = plans.filter((plan) => fresh.has(plan.id));
    const imageRows = created.flatMap((plan) =>
      plan.pictures
        .map((variant) => ids.pictures.get(`${plan.subCategory}:${variant}`))
        .filter((mediaId): mediaId is string => mediaId !== undefined)
        .map((mediaId, position) => ({
          productId: plan.id,
          mediaId,
          position,
          alt: position === 0 ? plan.title : `${plan.title}, photo ${position + 1}`,
        })),
    );
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows).onConflictDoNothing();
    const listingRows = listingReports(created, ids.priceItems, publicVendors);
    if (listingRows.length > 0) await tx.insert(priceReports).values(listingRows);
    return created.length;
  });
}

/**
 * Live offers feed the desk: a LISTING report per public offer linked to an item, observed the day it was listed.
 * Offers far above the typical price are stored HELD, as the report service would hold them.
 */
function listingReports(
  plans: (ProductPlan | ServicePlan)[],
  priceItemIds: Map<string, string>,
  publicVendors: Set<string>,
): (typeof priceReports.$inferInsert)[] {
  return plans
    .filter(
      (plan) => plan.priceItemSlug && plan.typicalKobo && plan.status === "ACTIVE" && publicVendors.has(plan.vendorId),
    )
    .map((plan) => {
      // The desk's figures are for one of the item's unit: an offer of several reports its price for one.
      const price = "priceKobo" in plan ? Math.round(plan.priceKobo / plan.unitQuantity) : plan.priceFromKobo;
      const ratio = price / plan.typicalKobo!;
      const held = ratio >= 1.37 || ratio <= 1 / 1.37;
      return {
        itemId: priceItemIds.get(plan.priceItemSlug!)!,
        priceKobo: price,
        state: plan.state,
        source: "LISTING" as const,
        status: held ? ("HELD" as const) : ("ACCEPTED" as const),
        heldReason: held
          ? `Listing at ${formatNaira(price)} is ${ratio.toFixed(1)}× the typical ${plan.state} price (${formatNaira(plan.typicalKobo!)}); not counted until reviewed`
          : null,
        listingId: plan.id,
        vendorId: plan.vendorId,
        observedOn: isoDay(plan.createdAt),
        createdAt: plan.createdAt,
      };
    });
}

async function countRows(db: Database): Promise<SeedMarketResult> {
  const [
    categoryCount,
    marketCount,
    itemCount,
    reportCount,
    vendorCount,
    storeCount,
    productCount,
    serviceCount,
    pictureCount,
  ] = await Promise.all([
    db.$count(categories),
    db.$count(markets),
    db.$count(priceItems),
    db.$count(priceReports),
    db.$count(vendors),
    db.$count(stores),
    db.$count(products),
    db.$count(services),
    db.$count(mediaAssets),
  ]);
  return {
    categories: categoryCount,
    markets: marketCount,
    priceItems: itemCount,
    priceReports: reportCount,
    vendors: vendorCount,
    stores: storeCount,
    products: productCount,
    services: serviceCount,
    pictures: pictureCount,
  };
}

/**
 * Builds (or tops up) the demo market: categories, markets, price-desk items with a year of history, vendors with
 * stores, `products` products with pictures, and artisans' services. Deterministic and idempotent: a second run with
 * the same options inserts nothing; a run with more products adds only the difference.
 */
export async function seedMarket(
  db: Database,
  options: SeedMarketOptions = {},
): Promise<{ added: SeedMarketResult; totals: SeedMarketResult }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const target = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const batchSize = options.batchSize ?? 2_000;
  const picturesPerSubCategory = Math.max(1, options.picturesPerSubCategory ?? DEFAULT_PICTURES);
  const added: SeedMarketResult = {
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
    const items = await ensurePriceItems(db, marketIds, now);
    if (items.reports > 0)
      log(`price desk: ${priceItemSeeds.length} items, ${items.reports} reports in ${seconds(phase)} s`);
    const demo = await ensureDemoVendors(db, now);
    if (!demo) throw new Error("Seed the demo accounts first: seller@demo.oja.ng and artisan@demo.oja.ng are missing");
    phase = performance.now();
    const vendorResult = await insertVendors(db, vendorPlans, 1_000);
    log(
      `vendors: ${poolSize} generated (${vendorResult.vendors} new) in ${seconds(phase)} s; demo seller and artisan approved`,
    );
    return { categoryIds, items, demo, vendorResult };
  };
  // The picture pool is image work on sharp's threads; the price desk and vendors are database work on this one.
  // Side by side they take little more than the longer of the two. Both are waited for before anything is thrown.
  const [picturesResult, prepared] = await Promise.allSettled([
    ensurePicturePool(db, picturesPerSubCategory, { limit: options.pictureLimit, log }),
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
    const present = new Set(
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              indexes.map((index) => productId(index)),
            ),
          )
      ).map((row) => row.id),
    );
    const plans = indexes
      .filter((index) => !present.has(productId(index)))
      .map((index) => generateProduct(index, now, { sellers, picturesPerSubCategory }));
    if (plans.length > 0) added.products += await insertProducts(db, plans, ids, publicVendors);
    options.progress?.(end, target);
  }
  if (target > 0) log(`products: ${added.products} new of ${target} in ${seconds(phase)} s`);
  // Artisans' services come with the vendor pool, so they grow with the catalogue too.
  const servicePlans = [demo.artisan, ...vendorPlans].flatMap((vendor) => generateServices(vendor, now));
  for (const batch of chunks(servicePlans, batchSize)) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(services)
        .values(
          batch.map((plan) => ({
            id: plan.id,
            vendorId: plan.vendorId,
            categoryId: categoryIds.get(plan.subCategory)!,
            priceItemId: plan.priceItemSlug ? items.ids.get(plan.priceItemSlug)! : null,
            slug: plan.slug,
            title: plan.title,
            description: plan.description,
            priceFromKobo: plan.priceFromKobo,
            rate: plan.rate,
            areaServed: plan.areaServed,
            state: plan.state,
            city: plan.city,
            status: plan.status,
            createdAt: plan.createdAt,
            updatedAt: plan.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: services.id });
      const fresh = new Set(inserted.map((row) => row.id));
      const reports = listingReports(
        batch.filter((plan) => fresh.has(plan.id)),
        items.ids,
        publicVendors,
      );
      if (reports.length > 0) await tx.insert(priceReports).values(reports);
      added.services += inserted.length;
    });
  }

  // The demo artisan's services get their areas, hours and photos of past work (once).
  const slugById = new Map([...categoryIds].map(([slug, id]) => [id, slug]));
  const completed = await completeDemoArtisanServices(db, demo.artisan.id, ids.pictures, (id) => slugById.get(id));
  if (completed > 0) log(`demo artisan: ${completed} services completed with areas, hours and photos`);

  // A month of views on the demo seller's listings, for the dashboard's chart.
  const views = await ensureDemoViews(db, demo.seller.id, now);
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

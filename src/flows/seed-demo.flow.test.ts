import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { homePageCategorySlugs } from "@/flows/seed-demo/categories";
import {
  DEMO_SELLER_PRODUCTS,
  demoVendorPlans,
  generateProduct,
  generateSurveyReports,
  generateVendor,
  HISTORY_WEEKS,
  roundNaira,
  productSellers,
  vendorPoolSize,
  type ProductPlan,
} from "@/flows/seed-demo/generate";
import { picturesOwner } from "@/flows/seed-demo/images";
import { priceItemBySlug, priceItemSeeds } from "@/flows/seed-demo/price-items";
import { catalogue, serviceCatalogue } from "@/flows/seed-demo/products";
import { expandTemplate, serviceUnitWords, unitClashes } from "@/flows/seed-demo/unit-claims";
import { seedDemoAddresses, seedMarket } from "@/flows/seed-demo.flow";
import type { SeedMarketResult } from "@/flows/seed-demo/counts";
import { nigerianStates } from "@/lib/nigeria";
import { categories } from "@/modules/categories/categories.schema";
import { productImages, products, services } from "@/modules/listings/listings.schema";
import type { ProductUnit } from "@/modules/listings/listings.types";
import { rateLabels, unitLabels } from "@/modules/listings/components/listing-labels";
import { unitCount, unitName } from "@/modules/listings/components/listing-units";
import { users } from "@/modules/identity/identity.schema";
import { seedIdentity } from "@/modules/identity/identity.seed";
import { useMediaStorage } from "@/modules/media/configured-storage";
import { createLocalStorage } from "@/modules/media/local-storage";
import { mediaAssets } from "@/modules/media/media.schema";
import { markets, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { stores, vendors } from "@/modules/vendors/vendors.schema";
import { orders } from "@/modules/orders/orders.schema";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { seedDemoOrders } from "@/flows/seed-demo/demo-orders";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

// A fixed clock: the market is generated relative to it, so every assertion below is reproducible.
const now = new Date("2026-11-20T10:00:00Z");
const options = { products: 120, picturesPerSubCategory: 1, pictureLimit: 12, now, batchSize: 50 };
let mediaDir: string;
let first: { added: SeedMarketResult; totals: SeedMarketResult };

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "seed-market-"));
  useMediaStorage(createLocalStorage(mediaDir));
  await seedIdentity(getDb());
  first = await seedMarket(options, getDb());
}, 120_000);

afterAll(async () => {
  useMediaStorage(undefined);
  await rm(mediaDir, { recursive: true, force: true });
});

let generatedCache: ProductPlan[] | undefined;

/** The first 3,000 products of the generated market (the default seed makes 1,500), made once for every test. */
function generated3000(): ProductPlan[] {
  if (!generatedCache) {
    const demo = demoVendorPlans(now, { seller: "s", artisan: "a" });
    const sellers = productSellers({ vendorAt: (index) => generateVendor(index, now), demoSeller: demo.seller });
    generatedCache = Array.from({ length: 3_000 }, (_, index) =>
      generateProduct(index, now, { sellers, picturesPerSubCategory: 2 }),
    );
  }
  return generatedCache;
}

/** What the listing's page says one price buys, from the stored fields: "25-litre keg", "50 chicks". */
function soldPer(row: { unit: ProductUnit; unitLabel: string | null; unitQuantity: number }): string {
  const name = unitName(row);
  return row.unitQuantity > 1 ? unitCount(row.unitQuantity, name) : name;
}

function daysBefore(date: Date, days: number): string {
  return new Date(date.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

describe("market seed", () => {
  it("builds the category tree the home page links to", async () => {
    const db = getDb();
    const mains = await db.select().from(categories).where(isNull(categories.parentId));
    const subs = await db.select().from(categories).where(isNotNull(categories.parentId));
    expect(mains.length).toBeGreaterThanOrEqual(15);
    expect(subs.length).toBeGreaterThanOrEqual(80);
    const mainSlugs = new Set(mains.map((main) => main.slug));
    for (const slug of homePageCategorySlugs) expect(mainSlugs, slug).toContain(slug);
    expect(mains.find((main) => main.slug === "services")?.kind).toBe("SERVICES");
    expect(new Set(mains.map((main) => main.kind))).toEqual(new Set(["GOODS", "SERVICES"]));
    // Two levels only, and a sub-category always has its main's kind.
    const byId = new Map(mains.map((main) => [main.id, main]));
    for (const sub of subs) {
      expect(byId.get(sub.parentId!), sub.slug).toBeDefined();
      expect(sub.kind).toBe(byId.get(sub.parentId!)!.kind);
    }
  });

  it("covers every state with vendors and names markets across the country", async () => {
    const db = getDb();
    const vendorStates = await db.selectDistinct({ state: vendors.state }).from(vendors);
    expect(new Set(vendorStates.map((row) => row.state))).toEqual(new Set(nigerianStates));
    const marketRows = await db.select().from(markets);
    expect(marketRows.length).toBeGreaterThanOrEqual(20);
    for (const market of marketRows) expect(nigerianStates).toContain(market.state);
    const names = marketRows.map((market) => market.name);
    for (const name of [
      "Mile 12 Market",
      "Oyingbo Market",
      "Wuse Market",
      "Kurmi Market",
      "Bodija Market",
      "Computer Village",
    ]) {
      expect(names).toContain(name);
    }
    // Weighted to the big five: Lagos has the most vendors.
    const [top] = await db
      .select({ state: vendors.state, count: sql<number>`count(*)::int` })
      .from(vendors)
      .groupBy(vendors.state)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(top?.state).toBe("Lagos");
  });

  it("has at least 100 price-desk items, each with more than 12 months of weekly history", async () => {
    const db = getDb();
    const items = await db.select().from(priceItems);
    expect(items.length).toBeGreaterThanOrEqual(100);
    const spans = await db
      .select({
        itemId: priceReports.itemId,
        oldest: sql<string>`min(${priceReports.observedOn})::text`,
        newest: sql<string>`max(${priceReports.observedOn})::text`,
        months: sql<number>`count(distinct date_trunc('month', ${priceReports.observedOn}))::int`,
        markets: sql<number>`count(distinct ${priceReports.marketId})::int`,
      })
      .from(priceReports)
      .where(eq(priceReports.source, "SURVEY"))
      .groupBy(priceReports.itemId);
    expect(spans.length).toBe(items.length);
    for (const span of spans) {
      expect(span.oldest <= daysBefore(now, 365), span.itemId).toBe(true);
      expect(span.newest >= daysBefore(now, 7), span.itemId).toBe(true);
      expect(span.months).toBeGreaterThanOrEqual(12);
    }
    // Items traded in markets are surveyed in several of them.
    const rice = items.find((item) => item.slug === "rice-local-parboiled-50kg-bag")!;
    expect(spans.find((span) => span.itemId === rice.id)!.markets).toBeGreaterThanOrEqual(4);
  });

  it("prices are whole, positive kobo, dates are calendar days, and a few outliers wait for moderation", async () => {
    const db = getDb();
    const reports = await db.select().from(priceReports);
    // Tens of thousands of rows: one pass, one assertion per rule.
    expect(reports.filter((report) => !(Number.isSafeInteger(report.priceKobo) && report.priceKobo > 0))).toEqual([]);
    expect(
      reports.filter(
        (report) => !/^\d{4}-\d{2}-\d{2}$/.test(report.observedOn) || report.observedOn > daysBefore(now, 0),
      ),
    ).toEqual([]);
    const states = new Set<string>(nigerianStates);
    expect(reports.filter((report) => !states.has(report.state))).toEqual([]);
    const held = reports.filter((report) => report.status === "HELD");
    expect(held.length).toBeGreaterThanOrEqual(5);
    for (const report of held) expect(report.heldReason).toBeTruthy();
    expect(
      reports.some((report) => report.source === "USER" && report.status === "ACCEPTED" && report.reporterId),
    ).toBe(true);
    const listings = reports.filter((report) => report.source === "LISTING");
    expect(listings.length).toBeGreaterThan(0);
    const productIds = new Set((await db.select({ id: products.id }).from(products)).map((row) => row.id));
    const serviceIds = new Set((await db.select({ id: services.id }).from(services)).map((row) => row.id));
    for (const report of listings) {
      expect(productIds.has(report.listingId!) || serviceIds.has(report.listingId!)).toBe(true);
      expect(report.vendorId).toBeTruthy();
    }

    for (const product of await db.select().from(products)) {
      expect(Number.isSafeInteger(product.priceKobo) && product.priceKobo > 0).toBe(true);
      if (product.compareAtKobo !== null) expect(product.compareAtKobo).toBeGreaterThan(product.priceKobo);
    }
    for (const service of await db.select().from(services)) {
      expect(Number.isSafeInteger(service.priceFromKobo) && service.priceFromKobo > 0).toBe(true);
    }
  });

  it("regional differences: Lagos is dearer than Kano for local rice", async () => {
    const rows = await getDb()
      .select({
        state: priceReports.state,
        median: sql<number>`percentile_cont(0.5) within group (order by ${priceReports.priceKobo})`,
      })
      .from(priceReports)
      .innerJoin(priceItems, eq(priceItems.id, priceReports.itemId))
      .where(and(eq(priceItems.slug, "rice-local-parboiled-50kg-bag"), eq(priceReports.source, "SURVEY")))
      .groupBy(priceReports.state);
    const median = (state: string) => Number(rows.find((row) => row.state === state)!.median);
    expect(median("Lagos")).toBeGreaterThan(median("Kano") * 1.1);
  });

  it("every product belongs to a sub-category and an approved or pending vendor, with pictures from the pool", async () => {
    const db = getDb();
    const rows = await db
      .select({
        id: products.id,
        parentId: categories.parentId,
        status: vendors.status,
        state: products.state,
        vendorState: vendors.state,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId));
    expect(rows.length).toBe(options.products);
    for (const row of rows) {
      expect(row.parentId).not.toBeNull();
      expect(["APPROVED", "PENDING"]).toContain(row.status);
      expect(row.state).toBe(row.vendorState);
    }
    const pictures = await db
      .select({ ownerId: mediaAssets.ownerId })
      .from(productImages)
      .innerJoin(mediaAssets, eq(mediaAssets.id, productImages.mediaId));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.ownerId).toBe(picturesOwner.id);
    expect(await db.$count(mediaAssets, eq(mediaAssets.ownerId, picturesOwner.id))).toBe(options.pictureLimit);
    // Pictures exist as files through the media pipeline.
    const [asset] = await db.select().from(mediaAssets).limit(1);
    expect(asset!.widths.length).toBeGreaterThan(1);
  });

  it("gives the demo seller and artisan approved businesses with a store, products and services", async () => {
    const db = getDb();
    const rows = await db
      .select({ email: users.email, vendorId: vendors.id, status: vendors.status, kind: vendors.kind })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.ownerId))
      .where(sql`${users.email} in ('seller@demo.oja.ng', 'artisan@demo.oja.ng')`);
    expect(rows).toHaveLength(2);
    const seller = rows.find((row) => row.email === "seller@demo.oja.ng")!;
    const artisan = rows.find((row) => row.email === "artisan@demo.oja.ng")!;
    expect(seller.status).toBe("APPROVED");
    expect(artisan).toMatchObject({ status: "APPROVED", kind: "ARTISAN" });
    expect(await db.$count(products, eq(products.vendorId, seller.vendorId))).toBe(DEMO_SELLER_PRODUCTS);
    expect(await db.$count(services, eq(services.vendorId, artisan.vendorId))).toBeGreaterThanOrEqual(2);
    expect(await db.$count(stores, eq(stores.vendorId, seller.vendorId))).toBeGreaterThanOrEqual(1);
  });

  it("every listing linked to a desk item sells in that item's unit, or says how many", async () => {
    const rows = await getDb()
      .select({
        title: products.title,
        unit: products.unit,
        unitLabel: products.unitLabel,
        unitQuantity: products.unitQuantity,
        itemUnit: priceItems.unitLabel,
        itemSlug: priceItems.slug,
      })
      .from(products)
      .innerJoin(priceItems, eq(priceItems.id, products.priceItemId));
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.filter(
        (row) =>
          row.unitLabel !== row.itemUnit ||
          row.unit !== priceItemBySlug.get(row.itemSlug)!.unit ||
          row.unitQuantity < 1,
      ),
    ).toEqual([]);
    // The cases: a carton sells per carton, a 25-litre keg per keg.
    expect(
      unitName({ unit: "PACK", unitLabel: priceItemBySlug.get("indomie-noodles-70g-carton-of-40")!.unitLabel }),
    ).toBe("carton of 40");
    expect(unitName({ unit: "PIECE", unitLabel: priceItemBySlug.get("groundnut-oil-25-litres")!.unitLabel })).toBe(
      "25-litre keg",
    );
  });

  it("every listing's unit agrees with its title", async () => {
    const rows = await getDb()
      .select({
        title: products.title,
        unit: products.unit,
        unitLabel: products.unitLabel,
        unitQuantity: products.unitQuantity,
      })
      .from(products);
    expect(
      rows
        .map((row) => ({ title: row.title, soldPer: soldPer(row), clashes: unitClashes(row.title, soldPer(row)) }))
        .filter((row) => row.clashes.length > 0),
    ).toEqual([]);
  });

  it("every service's price label matches its unit and the desk item's", async () => {
    const rows = await getDb()
      .select({
        title: services.title,
        description: services.description,
        rate: services.rate,
        itemUnit: priceItems.unitLabel,
      })
      .from(services)
      .leftJoin(priceItems, eq(priceItems.id, services.priceItemId));
    expect(rows.length).toBeGreaterThan(5);
    const clashes = rows.filter(
      (row) =>
        (row.itemUnit !== null && rateLabels[row.rate] !== `per ${row.itemUnit}`) ||
        serviceUnitWords(`${row.title} ${row.description}`).some((words) => words !== rateLabels[row.rate]),
    );
    expect(clashes).toEqual([]);
  });

  it("no vendor lists the same title or desk item twice", async () => {
    const db = getDb();
    const sameTitle = await db
      .select({
        vendorId: products.vendorId,
        title: sql<string>`lower(${products.title})`,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .groupBy(products.vendorId, sql`lower(${products.title})`)
      .having(sql`count(*) > 1`);
    expect(sameTitle).toEqual([]);
    const sameItem = await db
      .select({ vendorId: products.vendorId, itemId: products.priceItemId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(isNotNull(products.priceItemId))
      .groupBy(products.vendorId, products.priceItemId)
      .having(sql`count(*) > 1`);
    expect(sameItem).toEqual([]);
  });

  it("sellers show the contact they chose: call and WhatsApp, WhatsApp only, or a private number with no shop number either", async () => {
    const db = getDb();
    const rows = await db
      .select({
        id: vendors.id,
        phone: vendors.contactPhone,
        visibility: vendors.contactVisibility,
        ownerId: vendors.ownerId,
      })
      .from(vendors);
    expect(rows.filter((row) => row.phone === null || !/^\+234\d{10}$/.test(row.phone))).toEqual([]);
    const choices = new Map<string, number>();
    for (const row of rows) choices.set(row.visibility, (choices.get(row.visibility) ?? 0) + 1);
    expect(choices.get("CALL_AND_WHATSAPP")! / rows.length).toBeGreaterThan(0.5);
    expect(choices.get("WHATSAPP_ONLY")).toBeGreaterThan(0);
    expect(choices.get("HIDDEN")).toBeGreaterThan(0);
    const hidden = new Set(rows.filter((row) => row.visibility === "HIDDEN").map((row) => row.id));
    const shops = await db.select({ vendorId: stores.vendorId, phone: stores.phone }).from(stores);
    expect(shops.filter((shop) => hidden.has(shop.vendorId) && shop.phone !== null)).toEqual([]);
    const [seller] = await db
      .select({ phone: vendors.contactPhone, visibility: vendors.contactVisibility })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.ownerId))
      .where(eq(users.email, "seller@demo.oja.ng"));
    expect(seller).toEqual({ phone: "+2348031234502", visibility: "CALL_AND_WHATSAPP" });
  });

  it("a database seeded before contacts existed gets them on the next run, and a seller's own choice is kept", async () => {
    const db = getDb();
    const [first, second] = [generateVendor(0, now), generateVendor(1, now)];
    await db.update(vendors).set({ contactPhone: null, contactVisibility: "HIDDEN" }).where(eq(vendors.id, first.id));
    await db
      .update(vendors)
      .set({ contactPhone: "+2348099999999", contactVisibility: "WHATSAPP_ONLY" })
      .where(eq(vendors.id, second.id));
    await seedMarket(options, db);
    const after = new Map(
      (
        await db
          .select({ id: vendors.id, phone: vendors.contactPhone, visibility: vendors.contactVisibility })
          .from(vendors)
      ).map((row) => [row.id, row]),
    );
    expect(after.get(first.id)).toMatchObject({ phone: first.contact.phone, visibility: first.contact.visibility });
    expect(after.get(second.id)).toMatchObject({ phone: "+2348099999999", visibility: "WHATSAPP_ONLY" });
    await db
      .update(vendors)
      .set({ contactPhone: second.contact.phone, contactVisibility: second.contact.visibility })
      .where(eq(vendors.id, second.id));
  });

  it("a second run adds nothing", async () => {
    const again = await seedMarket(options, getDb());
    expect(Object.values(again.added).every((count) => count === 0)).toBe(true);
    expect(again.totals).toEqual(first.totals);
  });

  it("a larger catalogue tops up to exactly the new size", async () => {
    const more = await seedMarket({ ...options, products: 150 }, getDb());
    expect(more.added.products).toBe(30);
    expect(more.totals.products).toBe(150);
    expect(more.added.pictures).toBe(0);
    expect(more.added.categories + more.added.priceItems + more.added.markets).toBe(0);
  });

  it("stores exactly what the generators produce (names, prices, slugs)", async () => {
    const db = getDb();
    const [sellerOwner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "seller@demo.oja.ng"));
    const [artisanOwner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "artisan@demo.oja.ng"));
    const demo = demoVendorPlans(now, { seller: sellerOwner!.id, artisan: artisanOwner!.id });
    const [demoVendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerId, sellerOwner!.id));
    demo.seller.id = demoVendor!.id;
    const sellers = productSellers({
      vendorAt: (index: number) => generateVendor(index, now),
      demoSeller: demo.seller,
    });
    for (const index of [0, 5, DEMO_SELLER_PRODUCTS, 77, 149]) {
      const plan = generateProduct(index, now, { sellers, picturesPerSubCategory: 1 });
      const [row] = await db.select().from(products).where(eq(products.id, plan.id));
      expect(row).toMatchObject({
        slug: plan.slug,
        title: plan.title,
        priceKobo: plan.priceKobo,
        vendorId: plan.vendorId,
        state: plan.state,
      });
    }
    const vendor = generateVendor(3, now);
    const [vendorRow] = await db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(vendorRow).toMatchObject({ displayName: vendor.displayName, slug: vendor.slug, state: vendor.state });
  });
});

describe("market generators", () => {
  it("are deterministic", () => {
    const vendorAt = (index: number) => generateVendor(index, now);
    const demo = demoVendorPlans(now, { seller: "s", artisan: "a" });
    const productOptions = () => ({
      sellers: productSellers({ vendorAt, demoSeller: demo.seller }),
      picturesPerSubCategory: 2,
    });
    for (const index of [0, 30, 999, 54_321]) {
      expect(generateProduct(index, now, productOptions())).toEqual(generateProduct(index, now, productOptions()));
    }
    expect(generateVendor(12, now)).toEqual(generateVendor(12, now));
    const item = priceItemSeeds[0]!;
    expect(generateSurveyReports(item, now)).toEqual(generateSurveyReports(item, now));
  });

  it("keep product n the same whatever the catalogue size, and slugs unique", () => {
    const slugs = new Set<string>();
    for (const plan of generated3000()) {
      expect(slugs.has(plan.slug)).toBe(false);
      slugs.add(plan.slug);
      expect(plan.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(plan.description.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    }
    expect(vendorPoolSize(100_000)).toBeGreaterThan(vendorPoolSize(1_500));
  });

  it('no vendor lists the same item twice, however big the market (the demo\'s "Garri by the derica" ×3)', () => {
    const seen = new Set<string>();
    const repeats = generated3000().filter((plan) => {
      const keys = [
        `${plan.vendorId}|title|${plan.title.toLowerCase()}`,
        ...(plan.priceItemSlug ? [`${plan.vendorId}|item|${plan.priceItemSlug}`] : []),
      ];
      const repeat = keys.some((key) => seen.has(key));
      for (const key of keys) seen.add(key);
      return repeat;
    });
    expect(repeats.map((plan) => `${plan.vendorId}: ${plan.title}`)).toEqual([]);
  });

  it("titles vary naturally: no title is more than 1% of the market, and the commonest items go by several names", () => {
    const plans = generated3000();
    const titles = new Map<string, number>();
    const namesOfItem = new Map<string, Set<string>>();
    for (const plan of plans) {
      titles.set(plan.title, (titles.get(plan.title) ?? 0) + 1);
      if (plan.priceItemSlug)
        namesOfItem.set(plan.priceItemSlug, (namesOfItem.get(plan.priceItemSlug) ?? new Set()).add(plan.title));
    }
    expect([...titles].filter(([, count]) => count > plans.length / 100)).toEqual([]);
    for (const slug of [
      "garri-derica",
      "rice-derica",
      "palm-oil-25-litres",
      "eggs-crate-of-30",
      "cement-dangote-42-5r-50kg-bag",
    ]) {
      expect(namesOfItem.get(slug)?.size ?? 0, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("linked offers are priced per the desk item's unit times the quantity they state", () => {
    const linked = generated3000().filter((plan) => plan.priceItemSlug);
    for (const plan of linked) {
      const item = priceItemBySlug.get(plan.priceItemSlug!)!;
      expect({ unit: plan.unit, unitLabel: plan.unitLabel }).toEqual({ unit: item.unit, unitLabel: item.unitLabel });
      const ratio = plan.priceKobo / plan.unitQuantity / plan.typicalKobo!;
      expect(ratio, plan.title).toBeGreaterThan(0.75);
      expect(ratio, plan.title).toBeLessThan(2);
    }
    expect(linked.some((plan) => plan.unitQuantity > 1)).toBe(true);
  });

  it("every title the catalogue can make agrees with its unit, and every service's words with its rate", () => {
    const clashes: string[] = [];
    for (const [sub, pool] of Object.entries(catalogue)) {
      for (const type of pool.types) {
        const item = type.item ? priceItemBySlug.get(type.item) : undefined;
        const name = item?.unitLabel ?? type.unitLabel ?? unitLabels[type.unit ?? pool.unit ?? "PIECE"];
        const per = (type.quantity ?? 1) > 1 ? unitCount(type.quantity!, name) : name;
        for (const title of expandTemplate(type.title))
          if (unitClashes(title, per).length > 0) clashes.push(`${sub}: ${title} (per ${per})`);
      }
    }
    for (const [sub, types] of Object.entries(serviceCatalogue)) {
      for (const type of types) {
        const item = type.item ? priceItemBySlug.get(type.item) : undefined;
        if (item && rateLabels[type.rate] !== `per ${item.unitLabel}`)
          clashes.push(`${sub}: ${type.title} (${rateLabels[type.rate]}, desk per ${item.unitLabel})`);
        for (const words of serviceUnitWords(`${type.title} ${type.about}`))
          if (words !== rateLabels[type.rate])
            clashes.push(`${sub}: ${type.title} (${rateLabels[type.rate]}, says ${words})`);
      }
    }
    expect(clashes).toEqual([]);
    // The checks catch the examples.
    expect(unitClashes("Indomie Chicken noodles 70g, carton of 40", "pack")).not.toEqual([]);
    expect(unitClashes("Groundnut oil, 25 litres", "piece")).not.toEqual([]);
    expect(serviceUnitWords("Interlocking paving installation Per square metre, with kerbs.")).toEqual([
      "per square metre",
    ]);
  });

  it("price history spans more than a year with a weekly report at least", () => {
    for (const item of priceItemSeeds) {
      const reports = generateSurveyReports(item, now);
      const weeks = new Set(
        reports.map((report) =>
          Math.floor((now.getTime() - Date.parse(`${report.observedOn}T00:00:00Z`)) / (7 * 86_400_000)),
        ),
      );
      expect(weeks.size, item.slug).toBeGreaterThanOrEqual(HISTORY_WEEKS - 1);
    }
  });

  it("round prices the way traders quote them, in whole kobo", () => {
    expect(roundNaira(184_613)).toBe(18_500_000);
    expect(roundNaira(2_143)).toBe(215_000);
    expect(roundNaira(747)).toBe(75_000);
    expect(roundNaira(16_487_000)).toBe(1_650_000_000);
    expect(roundNaira(0.2)).toBe(500);
  });
});

describe("the demo's orders", () => {
  it("the demo buyer has orders from the demo seller in every state a seller meets, made once", async () => {
    await seedDemoAddresses(getDb());
    expect(await seedDemoOrders()).toBe(11);
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, "buyer@demo.oja.ng"));
    const rows = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.buyerId, buyer!.id));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set([
        "CONFIRMED",
        "ACCEPTED",
        "READY",
        "OUT_FOR_DELIVERY",
        "DELIVERED",
        "COMPLETED",
        "DISPUTED",
        "REJECTED",
        "CANCELLED",
        "AWAITING_PAYMENT",
      ]),
    );
    // The completed one credited the seller (sale less commission).
    expect(await getDb().$count(vendorLedgerEntries)).toBeGreaterThanOrEqual(2);
    expect(await seedDemoOrders()).toBe(0);
  }, 120_000);
});

import { sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { lagosTodaySql } from "@/db/lagos-today";
import { signedOut } from "@/lib/actor";
import { productViews } from "@/modules/listings/listings.schema";
import { listingInput } from "@/modules/listings/listing-editor.inputs";
import { createListing } from "@/modules/listings/listing-editor.service";
import { findShopSummary, LOW_STOCK_AT } from "@/modules/listings/shop-summary.service";
import { ShopToday } from "@/modules/dashboard/components/shop-today";
import { findWorkspaceVendors } from "@/modules/vendors/vendor-workspace.service";
import {
  createCategory,
  createPriceItem,
  createPriceReports,
  createProduct,
  createService,
  createUser,
  createVendor,
} from "../../../tests/factories";
import { actorOf, createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { drainJobs } from "../../../tests/setup/jobs";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { code?: string }) => error.code ?? String(error),
  );

async function addViews(productId: string, daysAgo: number, views: number) {
  await getDb()
    .insert(productViews)
    .values({ productId, day: sql`${lagosTodaySql()} - ${daysAgo}::int`, views });
}

async function shop() {
  const vendor = await createVendor({ displayName: "Tunde Gadgets" });
  const category = await createCategory({
    name: "Mobile Phones",
    parentId: (await createCategory({ name: "Phones" })).id,
  });
  const owner = await actorOf(vendor.ownerId);
  const make = (over: Parameters<typeof createProduct>[0] extends infer T ? Partial<T> : never) =>
    createProduct({ vendorId: vendor.id, categoryId: category.id, stock: 20, ...over });
  return { vendor, category, owner, make };
}

describe("findShopSummary", () => {
  it("counts live listings, views over 30 West Africa Time days, low stock and held prices of this vendor only", async () => {
    const { vendor, category, owner, make } = await shop();
    const live = await make({ title: "Infinix Hot 40i", stock: 12 });
    const lowA = await make({ title: "Tecno Spark 20", stock: 3 });
    const soldOut = await make({ title: "Itel A70", stock: 0 });
    await make({ title: "Samsung A05", stock: LOW_STOCK_AT });
    await make({ title: "Draft phone", status: "DRAFT", stock: 1 });
    await make({ title: "Paused phone", status: "PAUSED", stock: 1 });
    await make({ title: "Archived phone", status: "ARCHIVED", stock: 1 });
    for (let i = 0; i < 4; i += 1) await make({ title: `Charger ${i}`, stock: 4 });
    // A listing far above the typical price is held by the price desk.
    const item = await createPriceItem();
    await createPriceReports(item.id, [9_000_000, 9_200_000, 9_500_000, 9_800_000, 10_000_000, 9_600_000]);
    const input = listingInput.parse({
      title: "iPhone dear",
      categoryId: category.id,
      condition: "NEW",
      unit: "PIECE",
      price: "₦400,000",
      stock: "9",
      state: "Lagos",
      city: "Ikeja",
      imageIds: [await createUploadedImage(vendor.ownerId)],
      priceItemId: item.id,
    });
    const dear = await createListing(owner, vendor.id, input, { publish: true });
    // The desk is fed by a job after the commit.
    await drainJobs();

    await addViews(live.id, 0, 5);
    await addViews(lowA.id, 0, 2);
    await addViews(live.id, 29, 7);
    await addViews(live.id, 30, 100); // outside the window
    const rival = await createVendor();
    const rivalListing = await createProduct({ vendorId: rival.id, categoryId: category.id, stock: 1 });
    await addViews(rivalListing.id, 0, 50);

    const summary = await findShopSummary(owner, vendor.id);
    expect(summary).toMatchObject({
      vendorId: vendor.id,
      listingsLive: 9,
      listingsKept: 11,
      drafts: 1,
      viewsLast30Days: 14,
    });
    expect(summary.views.map((row) => row.views)).toEqual([7, 7]);
    expect(summary.views[0]!.day < summary.views[1]!.day).toBe(true);
    expect(summary.lowStock.count).toBe(7);
    expect(summary.lowStock.items.map((row) => row.title)).toEqual([
      "Itel A70",
      "Tecno Spark 20",
      "Charger 0",
      "Charger 1",
      "Charger 2",
    ]);
    expect(summary.lowStock.items[0]).toMatchObject({ id: soldOut.id, stock: 0 });
    expect(summary.held).toEqual({
      count: 1,
      items: [{ id: dear.id, title: "iPhone dear", stock: 9, priceKobo: 40_000_000 }],
    });
  });

  it("a new shop has nothing yet; a suspended vendor's listings are not live", async () => {
    const { vendor, owner, make } = await shop();
    expect(await findShopSummary(owner, vendor.id)).toEqual({
      vendorId: vendor.id,
      listingsLive: 0,
      listingsKept: 0,
      drafts: 0,
      views: [],
      viewsLast30Days: 0,
      lowStock: { count: 0, items: [] },
      held: { count: 0, items: [] },
    });
    await make({});
    const suspended = await createVendor({ status: "SUSPENDED" });
    await createProduct({ vendorId: suspended.id, categoryId: (await createCategory()).id });
    expect((await findShopSummary(owner, vendor.id)).listingsLive).toBe(1);
    expect(await findShopSummary(await actorOf(suspended.ownerId), suspended.id)).toMatchObject({
      listingsLive: 0,
      listingsKept: 1,
    });
  });

  it("an artisan's services are listings too: live when active, kept unless archived", async () => {
    const artisan = await createVendor({ kind: "ARTISAN" });
    const category = await createCategory({ name: "Tailoring" });
    await createService({ vendorId: artisan.id, categoryId: category.id });
    await createService({ vendorId: artisan.id, categoryId: category.id, status: "DRAFT" });
    await createService({ vendorId: artisan.id, categoryId: category.id, status: "ARCHIVED" });
    expect(await findShopSummary(await actorOf(artisan.ownerId), artisan.id)).toMatchObject({
      listingsLive: 1,
      listingsKept: 2,
      drafts: 0,
    });
  });

  it("only the vendor's members see it: another vendor's owner and a buyer are FORBIDDEN, signed out UNAUTHENTICATED", async () => {
    const { vendor } = await shop();
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    expect(await codeOf(findShopSummary(assistant, vendor.id))).toBe("OK");
    const rival = await createVendor();
    expect(await codeOf(findShopSummary(await actorOf(rival.ownerId), vendor.id))).toBe("FORBIDDEN");
    expect(await codeOf(findShopSummary(await actorOf((await createUser()).id), vendor.id))).toBe("FORBIDDEN");
    expect(await codeOf(findShopSummary(signedOut, vendor.id))).toBe("UNAUTHENTICATED");
    expect(await codeOf(findShopSummary(await actorOf(rival.ownerId), "not-a-uuid"))).toBe("FORBIDDEN");
  });
});

describe("ShopToday on the overview", () => {
  async function render(userId: string) {
    const actor = await actorOf(userId);
    const [vendor] = await findWorkspaceVendors(actor);
    return renderToStaticMarkup(await ShopToday({ actor, vendor: vendor!, named: false }));
  }

  it("shows the figures, the chart, low stock linking to the details page, and the owner's next steps", async () => {
    const { vendor, make } = await shop();
    const low = await make({ title: "Tecno Spark 20", stock: 2 });
    await addViews(low.id, 1, 4);
    const page = await render(vendor.ownerId);
    expect(page).toContain("The shop today");
    expect(page).toMatch(
      /role="img" aria-label="Views over the last 30 days: 4 views in all; the best day was [^"]+ with 4 views\."/,
    );
    expect(page).toContain(`href="/dashboard/product/details?id=${low.id}"`);
    expect(page).toContain("2 left");
    expect(page).toContain("Restock 1 item");
    expect(page).not.toContain("Add your first product");
  });

  it("a sales assistant is asked to restock but not to add products; an empty shop's owner is asked to add one", async () => {
    const { vendor, make } = await shop();
    const assistant = await createMember(vendor.id, "SALES_ASSISTANT");
    expect(await render(vendor.ownerId)).toContain("Add your first product");
    expect(await render(assistant.id)).not.toContain("Add your first product");
    await make({ stock: 1 });
    const page = await render(assistant.id);
    expect(page).toContain("Restock 1 item");
    expect(page).toContain("no views yet");
  });
});

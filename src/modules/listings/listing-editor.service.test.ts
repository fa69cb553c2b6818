import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
import { findProductBySlug } from "@/modules/market/market-products.service";
import { productImages, products, productStockChanges, productViews } from "@/modules/listings/listings.schema";
import { listingInput } from "@/modules/listings/listing-editor.inputs";
import {
  applyPercent,
  bulkUpdate,
  changeStock,
  createListing,
  setListingStatus,
  setStock,
  updateListing,
} from "@/modules/listings/listing-editor.service";
import { findSellerListing, listSellerListings } from "@/modules/listings/seller-listings.service";
import { randomIp } from "../../../tests/factories/accounts";
import { searchMarket } from "@/modules/market/search.service";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import {
  createCategory,
  createPriceItem,
  createPriceReports,
  createStore,
  createUser,
  createVendor,
} from "../../../tests/factories";
import { actorOf, createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { drainJobs } from "../../../tests/setup/jobs";

/** Searches spend from a budget: each file searches as one visitor of its own. */
const visitor = { actor: signedOut, ip: randomIp() };

async function shop() {
  const vendor = await createVendor({ displayName: "Tunde Gadgets" });
  const parent = await createCategory({ name: "Phones" });
  const sub = await createCategory({ name: "Mobile Phones", parentId: parent.id });
  const owner = await actorOf(vendor.ownerId);
  const photos = [await createUploadedImage(vendor.ownerId), await createUploadedImage(vendor.ownerId)];
  const input = (over: Record<string, unknown> = {}) =>
    listingInput.parse({
      title: "Infinix Hot 40i",
      categoryId: sub.id,
      condition: "NEW",
      unit: "PIECE",
      price: "₦95,000",
      stock: "4",
      state: "Lagos",
      city: "Ikeja",
      imageIds: photos,
      ...over,
    });
  return { vendor, owner, photos, parent, sub, input };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { code?: string }) => error.code ?? String(error),
  );

describe("createListing", () => {
  it("creates a draft with a unique slug and photos in order; a second one with the same title gets another slug", async () => {
    const { owner, vendor, photos, input } = await shop();
    const first = await createListing(owner, vendor.id, input());
    const second = await createListing(owner, vendor.id, input({ imageIds: [...photos].reverse() }));
    expect(first).toMatchObject({ status: "DRAFT", priceKobo: 9_500_000, stock: 4, state: "Lagos", city: "Ikeja" });
    expect(first.slug).not.toBe(second.slug);
    const images = await getDb()
      .select()
      .from(productImages)
      .where(eq(productImages.productId, second.id))
      .orderBy(productImages.position);
    expect(images.map((row) => row.mediaId)).toEqual([...photos].reverse());
    const history = await getDb().select().from(productStockChanges).where(eq(productStockChanges.productId, first.id));
    expect(history).toMatchObject([{ delta: 4, stockAfter: 4, changedBy: vendor.ownerId }]);
  });

  it("takes state and city from the vendor's store, refuses another vendor's store, someone else's photo and a main category", async () => {
    const { owner, vendor, parent, input } = await shop();
    const store = await createStore({ vendorId: vendor.id, state: "Kano", city: "Fagge" });
    const other = await createVendor();
    const foreignStore = await createStore({ vendorId: other.id });
    expect(await createListing(owner, vendor.id, input({ storeId: store.id, state: null, city: null }))).toMatchObject({
      state: "Kano",
      city: "Fagge",
      storeId: store.id,
    });
    await expect(createListing(owner, vendor.id, input({ storeId: foreignStore.id }))).rejects.toMatchObject({
      validation: { storeId: ["Choose one of your stores"] },
    });
    const stranger = await createUser();
    await expect(
      createListing(owner, vendor.id, input({ imageIds: [await createUploadedImage(stranger.id)] })),
    ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(createListing(owner, vendor.id, input({ categoryId: parent.id }))).rejects.toMatchObject({
      validation: { categoryId: ["Choose a sub-category from the list"] },
    });
    expect(await getDb().$count(products, eq(products.vendorId, vendor.id))).toBe(1);
  });

  it("a vendor still in review lists at its own store (it prepares everything before approval)", async () => {
    const { vendor, input } = await shop();
    await getDb().update(vendors).set({ status: "PENDING" }).where(eq(vendors.id, vendor.id));
    const store = await createStore({ vendorId: vendor.id, state: "Oyo", city: "Ibadan" });
    const pending = await actorOf(vendor.ownerId);
    expect(
      await createListing(pending, vendor.id, input({ storeId: store.id, state: null, city: null })),
    ).toMatchObject({ state: "Oyo", city: "Ibadan", storeId: store.id });
  });

  it("publishing needs a photo", async () => {
    const { owner, vendor, input } = await shop();
    await expect(createListing(owner, vendor.id, input({ imageIds: [] }), { publish: true })).rejects.toMatchObject({
      validation: { imageIds: ["Add at least one photo before publishing"] },
    });
    const draft = await createListing(owner, vendor.id, input({ imageIds: [] }));
    await expect(setListingStatus(owner, draft.id, "PUBLISH")).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
  });

  it("an ACTIVE listing linked to a price item feeds the desk, held when far above the typical price", async () => {
    const { owner, vendor, input } = await shop();
    const item = await createPriceItem();
    await createPriceReports(item.id, [9_000_000, 9_200_000, 9_500_000, 9_800_000, 10_000_000, 9_600_000]);
    const fair = await createListing(owner, vendor.id, input({ priceItemId: item.id }), { publish: true });
    const dear = await createListing(owner, vendor.id, input({ priceItemId: item.id, price: "400,000" }), {
      publish: true,
    });
    // The desk is fed by a job after each commit.
    await drainJobs();
    const report = async (id: string) =>
      (await getDb().select().from(priceReports).where(eq(priceReports.listingId, id)))[0];
    expect(await report(fair.id)).toMatchObject({
      source: "LISTING",
      status: "ACCEPTED",
      priceKobo: 9_500_000,
      state: "Lagos",
    });
    expect(fair.unitLabel).toBe("50kg bag");
    expect(await report(dear.id)).toMatchObject({ source: "LISTING", status: "HELD" });
    const held = await listSellerListings(owner, vendor.id, { status: "HELD" });
    expect(held.items.map((row) => [row.id, row.held])).toEqual([[dear.id, true]]);
    expect((await findSellerListing(owner, dear.id)).desk).toMatchObject({ status: "HELD" });
    // An honest new price replaces the held report: the listing leaves the held filter.
    await updateListing(owner, dear.id, input({ priceItemId: item.id, price: "96,000" }));
    await drainJobs();
    expect(
      await getDb()
        .select({ status: priceReports.status })
        .from(priceReports)
        .where(eq(priceReports.listingId, dear.id)),
    ).toEqual([{ status: "ACCEPTED" }]);
    expect((await listSellerListings(owner, vendor.id, { status: "HELD" })).total).toBe(0);
  });
});

describe("authorisation", () => {
  it("another vendor's owner, a buyer and a signed-out visitor cannot touch a listing by id", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input());
    const rival = await actorOf((await createVendor()).ownerId);
    const buyer = await actorOf((await createUser()).id);
    for (const actor of [rival, buyer]) {
      expect(await codeOf(updateListing(actor, listing.id, input({ title: "Hijacked" })))).toBe("FORBIDDEN");
      expect(await codeOf(setListingStatus(actor, listing.id, "ARCHIVE"))).toBe("FORBIDDEN");
      expect(await codeOf(setStock(actor, listing.id, 99))).toBe("FORBIDDEN");
      expect(await codeOf(findSellerListing(actor, listing.id))).toBe("FORBIDDEN");
      expect(await codeOf(bulkUpdate(actor, vendor.id, [listing.id], { status: "ARCHIVE" }))).toBe("FORBIDDEN");
      expect(await codeOf(listSellerListings(actor, vendor.id))).toBe("FORBIDDEN");
      expect(await codeOf(createListing(actor, vendor.id, input()))).toBe("FORBIDDEN");
    }
    expect(await codeOf(setStock(signedOut, listing.id, 1))).toBe("UNAUTHENTICATED");
    expect(await codeOf(createListing(signedOut, vendor.id, input()))).toBe("UNAUTHENTICATED");
    // The rival's own vendor id with this vendor's product id: all ids must be the vendor's.
    const rivalVendorId = [...rival.vendors.keys()][0]!;
    expect(await codeOf(bulkUpdate(rival, rivalVendorId, [listing.id], { priceChangePercent: -50 }))).toBe("FORBIDDEN");
    expect((await getDb().select().from(products).where(eq(products.id, listing.id)))[0]).toMatchObject({
      title: "Infinix Hot 40i",
      status: "DRAFT",
      stock: 4,
      priceKobo: 9_500_000,
    });
  });

  it("a sales assistant sets stock but cannot publish or edit; a suspended vendor's owner cannot publish", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input());
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    expect(await codeOf(setListingStatus(assistant, listing.id, "PUBLISH"))).toBe("FORBIDDEN");
    expect(await codeOf(updateListing(assistant, listing.id, input({ price: "1" })))).toBe("FORBIDDEN");
    expect((await setStock(assistant, listing.id, 9, "RESTOCK")).product.stock).toBe(9);
    expect((await findSellerListing(owner, listing.id)).stockHistory[0]).toMatchObject({
      delta: 5,
      stockAfter: 9,
      reason: "RESTOCK",
    });

    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, vendor.id));
    const suspended = await actorOf(vendor.ownerId);
    expect(await codeOf(setListingStatus(suspended, listing.id, "PUBLISH"))).toBe("FORBIDDEN");
    expect((await findSellerListing(suspended, listing.id)).product.status).toBe("DRAFT");
  });
});

describe("stock", () => {
  it("20 parallel +1 changes end at +20 with 20 history rows", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input({ stock: "0" }));
    await Promise.all(Array.from({ length: 20 }, () => changeStock(owner, listing.id, { delta: 1 }, "RESTOCK")));
    expect((await getDb().select().from(products).where(eq(products.id, listing.id)))[0]!.stock).toBe(20);
    const history = await getDb()
      .select()
      .from(productStockChanges)
      .where(eq(productStockChanges.productId, listing.id));
    expect(history).toHaveLength(20);
    expect(history.map((row) => row.stockAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("refuses a stock below zero and changes nothing", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input());
    await expect(changeStock(owner, listing.id, { delta: -5 }, "SALE")).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await expect(setStock(owner, listing.id, 1.5)).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await getDb().select().from(products).where(eq(products.id, listing.id)))[0]!.stock).toBe(4);
  });

  it("joins the caller's transaction: a checkout's reservation commits or rolls back with the checkout", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input());
    const stockOf = async () => (await getDb().select().from(products).where(eq(products.id, listing.id)))[0]!.stock;
    const historyOf = () => getDb().$count(productStockChanges, eq(productStockChanges.productId, listing.id));
    const failedCheckout = new Error("the payment was declined");
    await expect(
      getDb().transaction(async (tx) => {
        expect((await changeStock(owner, listing.id, { delta: -3 }, "SALE", tx)).product.stock).toBe(1);
        throw failedCheckout;
      }),
    ).rejects.toBe(failedCheckout);
    expect([await stockOf(), await historyOf()]).toEqual([4, 1]);
    await getDb().transaction(async (tx) => {
      await changeStock(owner, listing.id, { delta: -3 }, "SALE", tx);
      await setStock(owner, listing.id, 2, "SALE", tx);
    });
    expect([await stockOf(), await historyOf()]).toEqual([2, 3]);
  });
});

describe("visibility", () => {
  it("a draft never reaches the public market or search; the owner sees it; published, it appears", async () => {
    const { owner, vendor, input } = await shop();
    const draft = await createListing(owner, vendor.id, input({ title: "Zanzibarite Kettle Deluxe" }));
    expect(await findProductBySlug(draft.slug)).toBeNull();
    expect((await searchMarket(visitor, "Zanzibarite")).products.items).toHaveLength(0);
    expect(
      (await listSellerListings(owner, vendor.id, { q: "zanzibarite", status: "DRAFT" })).items.map((row) => row.id),
    ).toEqual([draft.id]);
    let purges = 0;
    onTestFinished(onSharedAnswersPurge(() => (purges += 1)));
    await setListingStatus(owner, draft.id, "PUBLISH");
    await drainJobs();
    expect(await findProductBySlug(draft.slug)).not.toBeNull();
    expect((await searchMarket(visitor, "Zanzibarite")).products.items.map((row) => row.id)).toEqual([draft.id]);
    // Appearing may wait for the shared copies to expire (10 s); leaving the market drops them at once.
    expect(purges).toBe(0);
    await setListingStatus(owner, draft.id, "ARCHIVE");
    expect(await findProductBySlug(draft.slug)).toBeNull();
    await drainJobs();
    expect(purges).toBe(1);
  });

  it("details count the views of the last 30 days", async () => {
    const { owner, vendor, input } = await shop();
    const listing = await createListing(owner, vendor.id, input(), { publish: true });
    const day = (ago: number) => new Date(Date.now() + 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);
    await getDb()
      .insert(productViews)
      .values([
        { productId: listing.id, day: day(0), views: 5 },
        { productId: listing.id, day: day(10), views: 7 },
        { productId: listing.id, day: day(40), views: 100 },
      ]);
    const detail = await findSellerListing(owner, listing.id);
    expect(detail.viewsLast30Days).toBe(12);
    expect(detail.views.map((row) => row.views)).toEqual([7, 5]);
    expect(detail.images).toHaveLength(2);
  });

  it("lists by status, out of stock and sort, with a total", async () => {
    const { owner, vendor, input } = await shop();
    const cheap = await createListing(owner, vendor.id, input({ price: "1,000", stock: "0" }), { publish: true });
    const dear = await createListing(owner, vendor.id, input({ price: "2,000" }), { publish: true });
    await createListing(owner, vendor.id, input({ price: "3,000" }));
    const active = await listSellerListings(owner, vendor.id, { status: "ACTIVE", sort: "PRICE_DESC" });
    expect(active.items.map((row) => row.id)).toEqual([dear.id, cheap.id]);
    expect(active.total).toBe(2);
    expect((await listSellerListings(owner, vendor.id, { status: "OUT_OF_STOCK" })).items.map((row) => row.id)).toEqual(
      [cheap.id],
    );
    const all = await listSellerListings(owner, vendor.id, { pageSize: 2, page: 2 });
    expect(all).toMatchObject({ total: 3, page: 2 });
    expect(all.items).toHaveLength(1);
  });
});

describe("bulkUpdate", () => {
  it("changes prices by a percentage exactly, rounded to the kobo", async () => {
    expect(applyPercent(123_455, 10)).toBe(135_801); // 135,800.5 rounds half up
    expect(applyPercent(9_999_999_999, -90)).toBe(1_000_000_000);
    expect(applyPercent(100_000, 12.35)).toBe(112_350);
    const { owner, vendor, input } = await shop();
    const a = await createListing(owner, vendor.id, input({ price: "1,234.55", compareAtPrice: "2,000" }));
    const b = await createListing(owner, vendor.id, input({ price: "0.01" }));
    const updated = await bulkUpdate(owner, vendor.id, [a.id, b.id], { priceChangePercent: 10 });
    expect(Object.fromEntries(updated.map((row) => [row.id, [row.priceKobo, row.compareAtKobo]]))).toEqual({
      [a.id]: [135_801, 220_000],
      [b.id]: [1, null],
    });
  });

  it("refuses the whole batch when one price would leave the range, and publishes all or none", async () => {
    const { owner, vendor, input } = await shop();
    const a = await createListing(owner, vendor.id, input({ price: "50,000,000" }));
    const b = await createListing(owner, vendor.id, input({ price: "1,000" }));
    await expect(bulkUpdate(owner, vendor.id, [a.id, b.id], { priceChangePercent: 100.01 })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    const c = await createListing(owner, vendor.id, input({ imageIds: [] }));
    await expect(bulkUpdate(owner, vendor.id, [a.id, c.id], { status: "PUBLISH" })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    const rows = await getDb().select().from(products).where(eq(products.vendorId, vendor.id));
    expect(rows.map((row) => [row.priceKobo, row.status]).sort()).toEqual(
      [
        [100_000, "DRAFT"],
        [5_000_000_000, "DRAFT"],
        [9_500_000, "DRAFT"],
      ].sort(),
    );
    expect((await bulkUpdate(owner, vendor.id, [a.id, b.id], { status: "PUBLISH" })).map((row) => row.status)).toEqual([
      "ACTIVE",
      "ACTIVE",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { signedOut } from "@/lib/actor";
import { countSellerListings, listSellerListings } from "@/modules/listings/seller-listings.service";
import { createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

/** The product list's tab counts (issue #15): each status filter's total, for the same search, agreeing with the list. */

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { code?: string }) => error.code ?? String(error),
  );

describe("countSellerListings", () => {
  it("counts every status filter for the search, as the list finds them", async () => {
    const vendor = await createVendor();
    const other = await createVendor();
    const parent = await createCategory({ name: "Foodstuff" });
    const categoryId = (await createCategory({ name: "Rice", parentId: parent.id })).id;
    const make = (title: string, status: "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED", stock = 4) =>
      createProduct({ vendorId: vendor.id, categoryId, title, status, stock });
    await make("Ofada rice draft", "DRAFT");
    await make("Ofada rice", "ACTIVE");
    await make("Ofada rice empty", "ACTIVE", 0);
    await make("Garri paused", "PAUSED", 0);
    await make("Garri old", "ARCHIVED");
    await createProduct({ vendorId: other.id, categoryId, title: "Ofada rice elsewhere", status: "ACTIVE" });
    const owner = await actorOf(vendor.ownerId);

    const all = await countSellerListings(owner, vendor.id);
    expect(all).toEqual({ ALL: 5, DRAFT: 1, ACTIVE: 2, OUT_OF_STOCK: 1, HELD: 0, PAUSED: 1, ARCHIVED: 1 });
    for (const status of ["ALL", "DRAFT", "ACTIVE", "OUT_OF_STOCK", "PAUSED", "ARCHIVED"] as const) {
      expect((await listSellerListings(owner, vendor.id, { status })).total).toBe(all[status]);
    }
    expect(await countSellerListings(owner, vendor.id, "ofada")).toEqual({
      ALL: 3,
      DRAFT: 1,
      ACTIVE: 2,
      OUT_OF_STOCK: 1,
      HELD: 0,
      PAUSED: 0,
      ARCHIVED: 0,
    });
    // A sales assistant sees the shop (shop:view).
    expect(
      (await countSellerListings(await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id), vendor.id)).ALL,
    ).toBe(5);
  });

  it("another vendor, a buyer and signed out are refused", async () => {
    const vendor = await createVendor();
    const rival = await actorOf((await createVendor()).ownerId);
    const buyer = await actorOf((await createUser()).id);
    expect(await codeOf(countSellerListings(rival, vendor.id))).toBe("FORBIDDEN");
    expect(await codeOf(countSellerListings(buyer, vendor.id))).toBe("FORBIDDEN");
    expect(await codeOf(countSellerListings(signedOut, vendor.id))).toBe("UNAUTHENTICATED");
  });
});

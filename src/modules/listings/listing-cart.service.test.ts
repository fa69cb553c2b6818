import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { loadListingsForCart } from "@/modules/listings/listing-cart.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createCategory, createProduct, createProductImage, createVendor } from "../../../tests/factories";
import { countStatements } from "../../../tests/setup/statements";

describe("loadListingsForCart", () => {
  it("reads every product of a cart in one statement, buyable or with the reason it is not", async () => {
    const category = await createCategory();
    const open = await createVendor({ displayName: "Mama Nkechi Foods" });
    const pending = await createVendor({ displayName: "New Seller", status: "PENDING", approvedAt: null });
    const suspended = await createVendor({ displayName: "Gone Seller" });
    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, suspended.id));
    const make = (vendorId: string, values: Partial<Parameters<typeof createProduct>[0]>) =>
      createProduct({ vendorId, categoryId: category.id, ...values });
    const rice = await make(open.id, { title: "Rice", unit: "BAG_50KG", priceKobo: 7_500_000, stock: 3 });
    await createProductImage(rice.id);
    const listings = [
      rice,
      await make(open.id, { status: "DRAFT" }),
      await make(open.id, { status: "PAUSED" }),
      await make(open.id, { status: "ARCHIVED" }),
      await make(open.id, { stock: 0 }),
      await make(pending.id, {}),
      await make(suspended.id, {}),
    ];
    const { result, statements } = await countStatements(() =>
      loadListingsForCart([...listings.map((l) => l.id), "00000000-0000-4000-8000-000000000000", "junk"]),
    );
    expect(statements).toBe(1);
    expect(result.size).toBe(7);
    expect(result.get(rice.id)).toMatchObject({
      vendorId: open.id,
      vendorName: "Mama Nkechi Foods",
      title: "Rice",
      url: `/market/product/${rice.slug}`,
      priceKobo: 7_500_000,
      stock: 3,
      buyable: true,
      reason: null,
    });
    expect(result.get(rice.id)!.image?.sources.length).toBeGreaterThan(0);
    expect(listings.slice(1).map((l) => result.get(l.id)!.reason)).toEqual([
      "This item is not for sale right now",
      "Paused by the seller",
      "The seller archived this item",
      "Sold out",
      "This seller is not selling on Oja right now",
      "This seller is not selling on Oja right now",
    ]);
  });
});

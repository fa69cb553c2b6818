/**
 * Issue #23, item 9: a business that chose "keep my number private" still showed its number through its store's
 * phone, on the store page and in the API. A store's phone now goes out only as the business's contact setting
 * allows; the seller's own workspace still shows it.
 */
import { describe, expect, it } from "vitest";
import { findStoreById, listVendorStores } from "@/modules/vendors/vendors.service";
import { createStore, createVendor } from "../factories";
import { executeAs } from "../setup/graphql";

const privateNumber = "+2348035550199";

async function vendorWithStore(contactVisibility: "HIDDEN" | "WHATSAPP_ONLY" | "CALL_AND_WHATSAPP") {
  const vendor = await createVendor({ contactPhone: privateNumber, contactVisibility });
  const store = await createStore({ vendorId: vendor.id, phone: privateNumber });
  return { vendor, store };
}

const STORES = `query($slug: String!, $id: ID!) { vendor(slug: $slug) { stores { phone } } store(id: $id) { phone } }`;

describe("a private number stays private through the business's stores", () => {
  it("kept private: no store phone on the store page's data, in the store look-up, or in the API", async () => {
    const { vendor, store } = await vendorWithStore("HIDDEN");
    expect((await listVendorStores(vendor.id)).map((s) => s.phone)).toEqual([null]);
    expect((await findStoreById(store.id))?.phone).toBeNull();
    const body = await executeAs(STORES, { slug: vendor.slug, id: store.id });
    expect(body.data).toEqual({ vendor: { stores: [{ phone: null }] }, store: { phone: null } });
    expect(JSON.stringify(body)).not.toContain("8035550199");
  });

  it.each(["WHATSAPP_ONLY", "CALL_AND_WHATSAPP"] as const)(
    "shown (%s): the store's phone is shown",
    async (visibility) => {
      const { vendor, store } = await vendorWithStore(visibility);
      expect((await listVendorStores(vendor.id)).map((s) => s.phone)).toEqual([privateNumber]);
      expect((await findStoreById(store.id))?.phone).toBe(privateNumber);
    },
  );
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/modules/listings/listings.schema";
import { listSellerListings } from "@/modules/listings/seller-listings.service";
import {
  createAccessToken,
  createCategory,
  createPriceItem,
  createPriceReports,
  createUser,
  createVendor,
} from "../../../tests/factories";
import { actorOf, createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";
import { drainJobs } from "../../../tests/setup/jobs";

/** setListingPrice: the list's in-place price edit (issue #15), and who may use it. */

const CREATE = `mutation($vendorId: ID!, $input: ListingInput!) { createListing(vendorId: $vendorId, input: $input, publish: true) { id } }`;
const PRICE = `mutation($id: ID!, $price: String!) { setListingPrice(id: $id, price: $price) { id priceKobo compareAtKobo stock } }`;
const STOCK = `mutation($id: ID!, $stock: String!) { setListingStock(id: $id, stock: $stock) { stock } }`;

const codeOf = (body: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  body.errors?.[0]?.extensions?.code;

async function setup(over: Record<string, unknown> = {}) {
  const vendor = await createVendor();
  const owner = await createAccessToken({ id: vendor.ownerId });
  const parent = await createCategory({ name: "Foodstuff" });
  const sub = await createCategory({ name: "Rice", parentId: parent.id });
  const photo = await createUploadedImage(vendor.ownerId);
  const input = {
    title: "Ofada rice",
    categoryId: sub.id,
    condition: "NEW",
    unit: "BAG_50KG",
    price: "₦75,000",
    compareAtPrice: "₦80,000",
    stock: "10",
    state: "Ogun",
    city: "Abeokuta",
    imageIds: [photo],
    ...over,
  };
  const created = await run(CREATE, { vendorId: vendor.id, input }, owner);
  const id = (created.data as { createListing: { id: string } }).createListing.id;
  return { vendor, owner, id };
}

const priceOf = async (id: string) =>
  (await getDb().select({ priceKobo: products.priceKobo }).from(products).where(eq(products.id, id)))[0]?.priceKobo;

describe("setListingPrice", () => {
  it("changes only the price, parsed as the form parses it; a compare-at price no longer above it is dropped", async () => {
    const { owner, id } = await setup();
    expect((await run(PRICE, { id, price: "₦78,500.50" }, owner)).data?.setListingPrice).toEqual({
      id,
      priceKobo: 7_850_050,
      compareAtKobo: 8_000_000,
      stock: 10,
    });
    expect((await run(PRICE, { id, price: "₦٩٠,٠٠٠" }, owner)).data?.setListingPrice).toMatchObject({
      priceKobo: 9_000_000,
      compareAtKobo: null,
    });
  });

  it("bad prices get the form's messages and change nothing", async () => {
    const { owner, id } = await setup();
    for (const [price, message] of [
      ["0", "The price must be more than ₦0"],
      ["100,000,001", "The price must be at most ₦100,000,000"],
      ["12.345", "A price has at most two decimals (kobo)"],
      ["twelve", "Enter the price in naira, e.g. ₦1,234.50"],
    ] as const) {
      const body = await run(PRICE, { id, price }, owner);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", validation: { price: [message] } });
    }
    expect(await priceOf(id)).toBe(7_500_000);
  });

  it("a price far above typical is held by the price desk, as an edit is", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [7_000_000, 7_200_000, 7_500_000, 7_800_000, 8_000_000, 7_600_000]);
    const { vendor, owner, id } = await setup({
      priceItemId: item.id,
      compareAtPrice: null,
      state: "Lagos",
      city: "Ikeja",
    });
    const actor = await actorOf(vendor.ownerId);
    expect((await listSellerListings(actor, vendor.id, { status: "HELD" })).total).toBe(0);
    await run(PRICE, { id, price: "₦400,000" }, owner);
    // The desk is fed by a job after the commit.
    await drainJobs();
    expect((await listSellerListings(actor, vendor.id, { status: "HELD" })).items.map((row) => row.id)).toEqual([id]);
    await run(PRICE, { id, price: "₦76,000" }, owner);
    await drainJobs();
    expect((await listSellerListings(actor, vendor.id, { status: "HELD" })).total).toBe(0);
  });

  it("another vendor, a sales assistant, a buyer and signed out cannot; the sales assistant still sets stock", async () => {
    const { vendor, id } = await setup();
    const rival = await createAccessToken({ id: (await createVendor()).ownerId });
    const buyer = await createAccessToken(await createUser());
    const assistant = await createAccessToken(await createMember(vendor.id, "SALES_ASSISTANT"));
    const manager = await createAccessToken(await createMember(vendor.id, "MANAGER"));
    for (const token of [rival, buyer, assistant])
      expect(codeOf(await run(PRICE, { id, price: "₦1" }, token))).toBe("FORBIDDEN");
    expect(codeOf(await run(PRICE, { id, price: "₦1" }))).toBe("UNAUTHENTICATED");
    expect(await priceOf(id)).toBe(7_500_000);
    expect((await run(STOCK, { id, stock: "3" }, assistant)).data?.setListingStock).toEqual({ stock: 3 });
    expect(codeOf(await run(STOCK, { id, stock: "4" }, buyer))).toBe("FORBIDDEN");
    expect((await run(PRICE, { id, price: "₦70,000" }, manager)).data?.setListingPrice).toMatchObject({
      priceKobo: 7_000_000,
    });
  });
});

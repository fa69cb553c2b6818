import { describe, expect, it } from "vitest";
import { createAccessToken, createCategory, createUser, createVendor } from "../../../tests/factories";
import { createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { execute, executeAs as run } from "../../../tests/setup/graphql";

const CREATE = `mutation($vendorId: ID!, $input: ListingInput!, $publish: Boolean) { createListing(vendorId: $vendorId, input: $input, publish: $publish) { id status priceKobo stock title } }`;
const STATUS = `mutation($id: ID!, $action: ListingStatusAction!) { setListingStatus(id: $id, action: $action) { id status } }`;
const STOCK = `mutation($id: ID!, $stock: String!) { setListingStock(id: $id, stock: $stock, reason: RESTOCK) { stock } }`;
const BULK = `mutation($vendorId: ID!, $ids: [ID!]!, $pct: Float) { bulkUpdateListings(vendorId: $vendorId, ids: $ids, priceChangePercent: $pct) { id priceKobo } }`;
const LIST = `query($vendorId: ID!) { sellerListings(vendorId: $vendorId, status: ALL) { total items { id status held } } }`;
const DETAIL = `query($id: ID!) { sellerListing(id: $id) { listing { id title } images { id } stockHistory { delta stockAfter reason changedByName } viewsLast30Days desk { status } } }`;

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

async function setup() {
  const vendor = await createVendor();
  const owner = await createAccessToken({ id: vendor.ownerId });
  const parent = await createCategory({ name: "Foodstuff" });
  const sub = await createCategory({ name: "Rice", parentId: parent.id });
  const photo = await createUploadedImage(vendor.ownerId);
  const input = {
    title: "Ofada rice <b>premium</b>",
    categoryId: sub.id,
    condition: "NEW",
    unit: "BAG_50KG",
    price: "₦٧٥,٠٠٠",
    stock: "10",
    state: "Ogun",
    city: "Abeokuta",
    imageIds: [photo],
  };
  return { vendor, owner, input };
}

describe("seller listings over GraphQL", () => {
  it("create → publish → stock → bulk price → list and details, all private", async () => {
    const { vendor, owner, input } = await setup();
    const created = await run(CREATE, { vendorId: vendor.id, input }, owner);
    const listing = (created.data as { createListing: { id: string } }).createListing;
    expect(created.data?.createListing).toMatchObject({
      status: "DRAFT",
      priceKobo: 7_500_000,
      stock: 10,
      title: "Ofada rice <b>premium</b>",
    });
    expect((await run(STATUS, { id: listing.id, action: "PUBLISH" }, owner)).data?.setListingStatus).toMatchObject({
      status: "ACTIVE",
    });
    expect((await run(STOCK, { id: listing.id, stock: "12" }, owner)).data?.setListingStock).toEqual({ stock: 12 });
    expect(
      (await run(BULK, { vendorId: vendor.id, ids: [listing.id], pct: -10 }, owner)).data?.bulkUpdateListings,
    ).toEqual([{ id: listing.id, priceKobo: 6_750_000 }]);
    expect((await run(LIST, { vendorId: vendor.id }, owner)).data?.sellerListings).toEqual({
      total: 1,
      items: [{ id: listing.id, status: "ACTIVE", held: false }],
    });
    const detail = await run(DETAIL, { id: listing.id }, owner);
    expect(detail.data?.sellerListing).toMatchObject({
      stockHistory: [
        { delta: 2, stockAfter: 12, reason: "RESTOCK" },
        { delta: 10, stockAfter: 10, reason: "EDIT" },
      ],
      viewsLast30Days: 0,
      desk: null,
    });
    // A signed-out read of a private type is never marked shareable.
    const { body } = await execute({ query: LIST, variables: { vendorId: vendor.id } });
    expect(codeOf(body)).toBe("UNAUTHENTICATED");
  });

  it("bad input gets a clear message and nothing is written", async () => {
    const { vendor, owner, input } = await setup();
    const bad = await run(
      CREATE,
      { vendorId: vendor.id, input: { ...input, price: "0", stock: "1.5", title: "A" } },
      owner,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        price: ["The price must be more than ₦0"],
        stock: ["Stock must be a whole number from 0"],
        title: ["Title should be at least 3 characters"],
      },
    });
    expect((await run(LIST, { vendorId: vendor.id }, owner)).data?.sellerListings).toMatchObject({ total: 0 });
  });

  it("another vendor, a sales assistant publishing, a buyer and signed out are refused; the assistant sets stock", async () => {
    const { vendor, owner, input } = await setup();
    const id = ((await run(CREATE, { vendorId: vendor.id, input }, owner)).data as { createListing: { id: string } })
      .createListing.id;
    const rival = await createAccessToken({ id: (await createVendor()).ownerId });
    const buyer = await createAccessToken(await createUser());
    const assistant = await createAccessToken(await createMember(vendor.id, "SALES_ASSISTANT"));
    for (const token of [rival, buyer]) {
      expect(codeOf(await run(STATUS, { id, action: "PUBLISH" }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(DETAIL, { id }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(CREATE, { vendorId: vendor.id, input }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(LIST, { vendorId: vendor.id }, token))).toBe("FORBIDDEN");
    }
    expect(codeOf(await run(STATUS, { id, action: "PUBLISH" }, assistant))).toBe("FORBIDDEN");
    expect(codeOf(await run(BULK, { vendorId: vendor.id, ids: [id], pct: 5 }, assistant))).toBe("FORBIDDEN");
    expect((await run(STOCK, { id, stock: "3" }, assistant)).data?.setListingStock).toEqual({ stock: 3 });
    expect(codeOf(await run(STOCK, { id, stock: "4" }))).toBe("UNAUTHENTICATED");
  });
});
